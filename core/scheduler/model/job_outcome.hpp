#pragma once

// What became of one job: when and where it ran. The engine keeps one per job of its snapshot;
// a replay's schedule CSV and metrics are written from them.

#include <cstdint>

#include "model/time.hpp"

namespace outrigger {

// start/end are Time::never() while unknown.
struct JobOutcome {
    Time start = Time::never();
    Time end = Time::never();
    std::uint32_t nodes = 0;
    bool backfilled = false;
    bool stopped_at_limit = false;
};

}  // namespace outrigger
