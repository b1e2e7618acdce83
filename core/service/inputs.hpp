#pragma once

// What the service schedules, by the session's one set of rules (session/run_inputs.hpp): the demo
// site, or a maui.cfg with a cluster and a workload log; and a digest of the machine and the
// workload that the state directory is tied to (a journal re-run on another would make another
// schedule). The maui.cfg is not in the digest: the state keeps the text its journal starts from,
// and changeparam edits the file (config_file.hpp).

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

// The maui.cfg text the options name (--config, else the demo's); nullopt with `error` set when the
// file cannot be read.
[[nodiscard]] std::optional<std::string> read_config_text(const ServiceOptions& options, std::string& error);
// The inputs under `config_text` (the state's own when it has one, else the file's).
[[nodiscard]] LoadedInputs load_inputs(const ServiceOptions& options, std::string_view config_text);

}  // namespace outrigger::service
