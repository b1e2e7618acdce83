#pragma once

// The statistics directory that holds one FS.<epoch> file per fairshare window (guide 6.3.2.3).
// Files are written atomically (a temporary file in the same directory, fsync, rename), so a
// crash leaves either the old or the new file, never half of one. Loading reads every FS.<epoch>
// file; a damaged file or line is reported by file name, line and column and everything else
// still loads.

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "model/calendar.hpp"
#include "policy/fairshare/ledger.hpp"
#include "policy/fairshare/window_file.hpp"

namespace outrigger {

class FairshareStore {
  public:
    // `calendar` renders the header's Starting date (UTC when the caller has no zone).
    explicit FairshareStore(std::filesystem::path dir, LocalCalendar calendar = LocalCalendar::utc());

    [[nodiscard]] std::filesystem::path path_for(Time window_start) const;

    // Writes one window. Returns an error message (naming the path) on failure; the previous
    // file, if any, is then untouched. Creates the directory when missing.
    [[nodiscard]] std::optional<std::string> save(const FsWindow& window, const Names& names) const;
    // After FairshareLedger::roll returned `closed`: writes windows()[1 .. closed] and the new
    // current window. Returns every error met (empty = all written).
    [[nodiscard]] std::vector<std::string> save_roll(const FairshareLedger& ledger, std::size_t closed,
                                                     const Names& names) const;

    struct Loaded {
        std::vector<FsWindow> windows;  // oldest first
        std::vector<Diagnostic> diagnostics;
    };
    // Reads every FS.<epoch> file of the directory (a missing directory is an empty history).
    // `fallback_length` stands in for a missing Duration header.
    [[nodiscard]] Loaded load(Names& names, Duration fallback_length) const;

    [[nodiscard]] const std::filesystem::path& dir() const { return dir_; }

  private:
    std::filesystem::path dir_;
    LocalCalendar calendar_;
};

}  // namespace outrigger
