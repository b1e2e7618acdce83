#pragma once

// Backfill windows (guide 8.2.2): the largest free node x time rectangles starting now. Window k
// offers `procs` processors on `nodes` nodes for `duration` (Duration::infinite() = no time limit);
// windows overlap, and are returned widest (most processors) first, as BESTFIT traverses them and
// showbf prints them.

#include <cstdint>
#include <vector>

#include "plan/availability.hpp"

namespace outrigger {

struct BackfillWindow {
    std::int64_t procs = 0;
    std::int64_t nodes = 0;
    Duration duration;
    bool operator==(const BackfillWindow&) const = default;
};

// Windows in `partition` (invalid = all) at `now`, for a job that may use no reservation.
std::vector<BackfillWindow> backfill_windows(const Availability& calendar, PartitionId partition, Time now);

}  // namespace outrigger
