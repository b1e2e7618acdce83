#pragma once

// outriggerd's command line. Parsing is a value: the options, or what to print and the exit code
// (--help and --version exit 0, a bad argument exits 2 with a message naming it).

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "service/log.hpp"

namespace outrigger::service {

// The documented exit codes (--help lists them).
enum ExitCode : int {
    kExitOk = 0,            // stopped cleanly (SIGTERM, SIGINT)
    kExitFailure = 1,       // could not serve: the socket, or a write to the state store failed
    kExitUsage = 2,         // a bad command line
    kExitStateRefused = 3,  // the state directory is damaged, foreign, in use, or disagrees with the inputs
    kExitInputs = 4,        // the config, cluster or workload does not load
};

// The resource manager the service drives.
enum class RmKind : std::uint8_t { Simulated, Slurm };

struct ServiceOptions {
    bool demo = false;
    RmKind rm = RmKind::Simulated;
    std::optional<std::string> config;
    std::optional<std::string> cluster;
    std::optional<std::string> workload;
    std::string state_dir;
    std::optional<std::string> socket;
    std::optional<std::string> socket_group;
    bool start_stopped = false;
    int max_clients = 64;
    int idle_timeout_s = 300;
    int max_unread_mb = 64;
    // How often the whole state is saved as a snapshot, so that a restart re-runs only the journal
    // after it (state_store.hpp); 0: whenever anything changed (tests).
    int snapshot_interval_s = 60;
    LogLevel log_level = LogLevel::Info;
};

struct OptionsExit {
    int code = kExitOk;
    std::string text;  // printed on stdout (code 0) or stderr
};

using OptionsResult = std::variant<ServiceOptions, OptionsExit>;

[[nodiscard]] OptionsResult parse_options(const std::vector<std::string>& args);
[[nodiscard]] std::string usage_text();

}  // namespace outrigger::service
