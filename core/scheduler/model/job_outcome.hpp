#pragma once

// What became of one job: when and where it ran. The engine keeps one per job of its snapshot;
// a replay's schedule CSV and metrics are written from them.

#include <cstdint>
#include <string>

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

// A start the resource manager refused (a live one says why: Slurm's own words): the job waits
// again, and checkjob says what happened to its last start until it starts or leaves.
struct StartRefusal {
    Time at;
    std::string message;
};

}  // namespace outrigger
