#pragma once

// The demo site every front end replays: the bundled maui.cfg and cluster.cfg (resources/demo,
// built into the library) and the generator parameters of its workload, whose classes, QOS,
// sizes, walltimes and node requests fit that config, so that every policy it sets is seen at
// work and no job is one the config can never run.

#include <string_view>

#include "workload/generator.hpp"

namespace outrigger {

std::string_view demo_config_text();
std::string_view demo_cluster_text();

// A few thousand jobs over some days on the demo cluster's 1,280 processors, offered above the
// machine's capacity in the daily peaks.
GeneratorParams demo_generator_params();

}  // namespace outrigger
