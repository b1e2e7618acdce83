#pragma once

// What every stage of one scheduling iteration reads: the snapshot and its calendar, the
// scheduler state, the instant, node allocation and the placement buffers, and the start bound.
// Built by Scheduler::iterate for the length of one iteration and passed to each stage.

#include "plan/node_allocation.hpp"
#include "plan/placement.hpp"
#include "schedule/snapshot.hpp"
#include "schedule/start_bound.hpp"
#include "schedule/state.hpp"

namespace outrigger {

struct StepContext {
    Snapshot& snap;
    Availability& calendar;
    SchedulerState& state;
    Time now;
    const NodeAllocator& allocator;
    PlacementScratch& scratch;
    StartBound& bound;
};

}  // namespace outrigger
