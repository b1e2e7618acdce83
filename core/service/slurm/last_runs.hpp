#pragma once

// The jobs Slurm was running when outriggerd last looked, kept in the state directory. A job that
// ends while outriggerd is down is learned from Slurm's records of finished jobs (MinJobAge); one
// that has left them too by the time outriggerd is back would otherwise be lost to fairshare. With
// this record it is charged from its start to the last moment it was known to run, and reported.

#include <cstdint>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "service/slurm/slurm_records.hpp"

namespace outrigger::slurm {

struct LastRuns {
    std::vector<SlurmJob> jobs;  // as the last reading had them (RUNNING)
    std::int64_t seen_at = 0;    // Unix seconds: when they were last known to run
};

[[nodiscard]] nlohmann::json last_runs_json(const LastRuns& runs);
// nullopt with `error` set when the document is not one last_runs_json wrote.
[[nodiscard]] std::optional<LastRuns> last_runs_from_json(const nlohmann::json& j, std::string& error);

// Written whole to a temporary file and renamed over `file`, so that a crash leaves the old record
// or the new one, never half of one. false with `error` set when it cannot be written.
bool save_last_runs(const std::filesystem::path& file, const LastRuns& runs, std::string& error);
// nullopt and no error when there is no file yet.
[[nodiscard]] std::optional<LastRuns> load_last_runs(const std::filesystem::path& file, std::string& error);

}  // namespace outrigger::slurm
