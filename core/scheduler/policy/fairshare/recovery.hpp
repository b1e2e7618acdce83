#pragma once

// When a credential recovers if it is charged nothing more (issue: "no earlier than" for a
// fairshare cap, and the projection "if this credential submits nothing more"). Windows roll at
// FSINTERVAL; at each roll a new, empty window becomes the current one, every stored window's
// weight is multiplied by FSDECAY, and the window that leaves FSDEPTH stops counting. Nothing is
// charged to the credential after now (usage already charged, running jobs' included, stays).
//
// Absolute caps (N^) depend on the credential's own usage only. Everything measured against the
// decayed total (N%, and usage% against a target) also needs what the rest of the system delivers
// in the windows to come: the caller states it (future_total per window; the mean TOTAL of the
// counted windows keeps the cluster as busy as it has been).

#include <cstddef>
#include <optional>
#include <span>

#include "config/settings.hpp"
#include "model/time.hpp"

namespace outrigger {

struct FsProjection {
    double decayed_usage = 0;
    double decayed_total = 0;
    [[nodiscard]] double usage_percent() const {
        return decayed_total > 0 ? decayed_usage / decayed_total * 100.0 : 0.0;
    }
};

// The credential's usage and the TOTAL, newest first, one per window counted now (at most FSDEPTH).
struct FsHistory {
    std::span<const double> usage;
    std::span<const double> totals;
};

// The decayed usage and total after `rolls` more window rolls, with nothing charged to the
// credential and `future_total` delivered in every new window.
[[nodiscard]] FsProjection project_after_rolls(FsHistory history, double decay, int depth, std::size_t rolls,
                                               double future_total);

// The fewest rolls after which the credential is under `target`: for a cap (N^, N%) its decayed
// usage under cap_limit, otherwise its usage% under the target's value. 0 when it is under now;
// nullopt when it never gets under (a target of 0, a relative cap with nothing delivered).
[[nodiscard]] std::optional<std::size_t> rolls_until_under(FsHistory history, double decay, int depth,
                                                           const FsTarget& target, double future_total);

// When the `rolls`-th roll from now happens: the current window's end for the first, then one
// FSINTERVAL apart; `now` for 0 (no roll needed).
[[nodiscard]] Time roll_time(Time now, Time current_end, Duration interval, std::size_t rolls);

// The mean TOTAL of the windows counted: what the rest of the system is assumed to deliver per
// window from now on.
[[nodiscard]] double mean_total(std::span<const double> totals);

}  // namespace outrigger
