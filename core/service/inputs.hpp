#pragma once

// What the service schedules, by the session's one set of rules (session/run_inputs.hpp): the demo
// site, or a maui.cfg with a cluster and a workload log; and a digest of those inputs that the
// state directory is tied to (a journal re-run on other inputs would make another schedule).

#include <optional>
#include <string>
#include <vector>

#include "service/options.hpp"
#include "session/run_inputs.hpp"

namespace outrigger::service {

struct LoadedInputs {
    std::optional<RunInputs> inputs;
    std::string digest;
    std::vector<std::string> errors;
    std::vector<std::string> notes;
};

[[nodiscard]] LoadedInputs load_inputs(const ServiceOptions& options);

}  // namespace outrigger::service
