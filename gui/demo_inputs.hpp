#pragma once

// What a demo session replays: a configuration, the machine and the jobs, with the local calendar
// of the workload's clock. Three sources:
//   demo_inputs      the bundled demo cluster and maui.cfg replaying the project's seeded
//                    generator (sized so that the queue is interesting: a few thousand jobs over
//                    some days, offered load above 1 in the daily peaks);
//   swf_inputs       an SWF log read through workload/swf_reader.hpp (the machine from its header
//                    when it gives one, else the demo cluster) under a configuration;
//   with a configuration of one's own, any of the two with other config text.
// Every failure comes back as messages naming the file and, where there is one, line and column;
// nothing throws.

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "config/settings.hpp"
#include "model/calendar.hpp"
#include "model/cluster.hpp"
#include "model/job.hpp"
#include "workload/generator.hpp"
#include "workload/import_report.hpp"
#include "workload/walltime_estimate.hpp"

namespace outrigger::gui {

struct DemoInputs {
    Config config;
    Cluster cluster;  // its Names hold every credential of `jobs`
    std::vector<Job> jobs;
    LocalCalendar calendar;
    std::string description;
};

struct InputsResult {
    std::optional<DemoInputs> inputs;
    std::vector<std::string> errors;  // why there are no inputs
    std::vector<std::string> notes;   // warnings worth showing (import report, config warnings)
    // An SWF whose records lack requested times and no estimate rule was given: ask for one.
    std::int64_t missing_walltimes = 0;
};

// The generator parameters of the bundled demo: 3,000 jobs on the demo cluster's 1,280
// processors at an average offered load of 1.05 with a +-50% daily swing.
GeneratorParams demo_generator_params();

// `config_text` and `cluster_text` in maui.cfg syntax, named `config_name` and "cluster.cfg" in
// messages; errors in either make the result empty.
InputsResult demo_inputs(std::string_view config_text, std::string_view config_name,
                         std::string_view cluster_text, const GeneratorParams& params);

// An SWF log under `config_text`; `demo_cluster_text` is the machine when the log's header gives
// none. A log with records lacking requested times and estimate None: no inputs, missing_walltimes > 0.
InputsResult swf_inputs(const std::filesystem::path& swf, const WalltimeEstimate& estimate,
                        std::string_view config_text, std::string_view config_name,
                        std::string_view demo_cluster_text);

}  // namespace outrigger::gui
