#pragma once

// The demo inputs as the application builds them, read from the source tree's resources, and a
// small hand-made frame for geometry tests.

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "demo_engine.hpp"
#include "demo_inputs.hpp"
#include "qt_app.hpp"

namespace outrigger::testing {

inline gui::DemoInputs demo_test_inputs(std::int64_t jobs = 3000) {
    const std::string config = read_bytes(source_dir() / "resources" / "demo" / "maui.cfg");
    const std::string cluster = read_bytes(source_dir() / "resources" / "demo" / "cluster.cfg");
    GeneratorParams params = gui::demo_generator_params();
    params.jobs = jobs;
    gui::InputsResult r = gui::demo_inputs(config, "maui.cfg", cluster, params);
    for (const auto& e : r.errors) ADD_FAILURE() << e;
    if (!r.inputs) throw std::runtime_error("demo inputs failed");
    return std::move(*r.inputs);
}

inline std::unique_ptr<gui::DemoEngine> demo_test_engine(std::int64_t jobs = 3000) {
    return std::make_unique<gui::DemoEngine>(demo_test_inputs(jobs));
}

}  // namespace outrigger::testing
