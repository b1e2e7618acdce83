#pragma once

// How to fill in a walltime limit that a workload log does not give (SWF field 9 <= 0). There is
// no silent default: the caller chooses, and the import report says which rule applied to how
// many jobs (spec section 6).

#include <optional>
#include <string>
#include <string_view>

#include "model/time.hpp"

namespace outrigger {

struct WalltimeEstimate {
    enum class Kind : unsigned char {
        None,     // no estimate: a job without a requested time is skipped and reported
        RunTime,  // the job's own run time (a perfect estimate)
        Fixed,    // the same duration for every such job
    };
    Kind kind = Kind::None;
    Duration fixed;  // Fixed only; > 0

    static WalltimeEstimate none() { return {}; }
    static WalltimeEstimate run_time() { return {Kind::RunTime, Duration::zero()}; }
    static WalltimeEstimate fixed_duration(Duration d) { return {Kind::Fixed, d}; }

    // The limit for a job that ran `run_time` seconds; nullopt for None.
    [[nodiscard]] std::optional<Duration> apply(Duration run_time) const;
    bool operator==(const WalltimeEstimate&) const = default;
};

// "none", "runtime", or the fixed duration as HH:MM:SS.
std::string describe(const WalltimeEstimate& e);

// Parses `runtime` (case-insensitive) or a finite duration `[[[DD:]HH:]MM:]SS` (config/duration.hpp)
// greater than zero.
// nullopt when the text is neither.
std::optional<WalltimeEstimate> parse_walltime_estimate(std::string_view text);

}  // namespace outrigger
