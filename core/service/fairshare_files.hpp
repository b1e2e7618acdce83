#pragma once

// Maui's FS.<epoch> files, written by the service as fairshare windows close (guide 6.3.2.3), for
// the tools and habits of a site. The service only writes them and never reads them back: its
// usage returns with its own state (a snapshot, the journal re-run; on Slurm the ledger kept in the
// state database), so reading the files too would count an earlier run's usage twice. Only closed windows are
// written, so a file never changes once written, and a restart that re-runs the journal writes the same bytes
// again.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "engine/engine.hpp"
#include "policy/fairshare/store.hpp"

namespace outrigger::service {

class FairshareFiles {
  public:
    explicit FairshareFiles(std::filesystem::path dir) : dir_(std::move(dir)) {}

    // Writes the windows of the engine's ledger that closed since the last call (all of them at
    // the first call). Returns what could not be written, one line each; nothing when fairshare is
    // off or no instant has been handled yet.
    std::vector<std::string> follow(const Engine& engine);

    [[nodiscard]] const std::filesystem::path& dir() const { return dir_; }

  private:
    std::filesystem::path dir_;
    std::optional<FairshareStore> store_;
    std::optional<Time> current_;  // the start of the current window at the last call
};

}  // namespace outrigger::service
