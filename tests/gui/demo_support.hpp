#pragma once

// The demo inputs as the application builds them (a shorter workload when asked), and the embedded
// engine's replay over them.

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "gui/client/replay_pacer.hpp"
#include "qt_app.hpp"
#include "session/demo_site.hpp"
#include "session/run_inputs.hpp"

namespace outrigger::testing {

inline RunInputs demo_test_inputs(std::int64_t jobs = 3000) {
    GeneratorParams params = demo_generator_params();
    params.jobs = jobs;
    InputsResult r =
        generated_run_inputs(ConfigText{demo_config_text(), "maui.cfg"}, demo_cluster_text(), params);
    for (const auto& e : r.errors) ADD_FAILURE() << e;
    if (!r.inputs) throw std::runtime_error("demo inputs failed");
    return std::move(*r.inputs);
}

inline std::unique_ptr<gui::ReplayPacer> demo_test_replay(std::int64_t jobs = 3000) {
    return std::make_unique<gui::ReplayPacer>(demo_test_inputs(jobs));
}

// The demo with `jobs` jobs all submitted within ten minutes: a long queue at once, to rank.
inline std::unique_ptr<gui::ReplayPacer> demo_burst_replay(std::int64_t jobs) {
    RunInputs in = demo_test_inputs(jobs);
    const Time first = in.jobs.front().submit;
    for (std::size_t i = 0; i < in.jobs.size(); ++i)
        in.jobs[i].submit = first + Duration::seconds(static_cast<std::int64_t>(i % 10) * 60);
    return std::make_unique<gui::ReplayPacer>(std::move(in));
}

}  // namespace outrigger::testing
