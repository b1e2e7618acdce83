#pragma once

// Reservation-aware placement (spec sections 4 and 5). Which nodes a job takes, in this order:
//  1. nodes of positive-affinity reservations the job is admitted to, then neutral, then nodes
//     without reservations, negative-affinity ones last;
//  2. within that, capacity that is free only for a limited time before capacity that stays free
//     (a job that ends before a reservation starts uses that reservation's idle nodes first; a job
//     reservation takes nodes busy now and free by its start before idle ones), so that the
//     most idle capacity stays usable now;
//  3. within that, NODEALLOCATIONPOLICY's order.
// On homogeneous single-processor nodes rule 2 makes EASY's node choices identical to the
// processor-count formulation of EASY (Mu'alem & Feitelson 2001).

#include <cstdint>
#include <optional>
#include <vector>

#include "plan/availability.hpp"
#include "plan/node_allocation.hpp"

namespace outrigger {

// A job reservation decided but not yet added to the calendar: placement reads it as processors in
// use on its nodes during its interval (and, for a job that ends by its start, only as idle nodes
// free for a limited time), so that a backfill pass need not add its spans and take them out again
// at every iteration. Processors per node, indexed by NodeId.
struct PendingReservation {
    Interval when;
    std::vector<std::uint64_t> nodes;  // one bit per node of the allocation
    // One bit per node whose every processor it takes: no job running into `when` has a task
    // there, so placement need not look at those nodes at all. A large job waiting at the head of
    // the queue holds thousands of them, and every backfill candidate would read each one.
    std::vector<std::uint64_t> whole;
    std::vector<std::int64_t> procs;  // by NodeId; zero off the allocation
    std::vector<std::uint64_t> held;  // set()'s scratch: the nodes of the allocation it replaces

    // Takes `allocation` (tasks of `per_task_procs` processors each) for `when`, on the calendar's
    // nodes, in place of what it held.
    void set(Interval when, const Allocation& allocation, std::int64_t per_task_procs,
             const Availability& calendar);
    // What it holds, with `changes` (in NodeId order, 0 tasks where a node leaves) in place of
    // those nodes' tasks: as set() with the changed allocation, on the same calendar and `when`.
    void apply(const Allocation& changes, std::int64_t per_task_procs, const Availability& calendar);
    // Holds nothing.
    void clear();
    // Whether placing `fit` can take a pending reservation into account: processors-only tasks on
    // SHARED nodes, FIRSTAVAILABLE or LASTAVAILABLE, and a job no reservation admits (no gate), for
    // which reservation instances in the calendar are capacity in use like any other.
    [[nodiscard]] static bool usable(const Availability& calendar, const FitRequest& fit,
                                     const NodeAllocator& allocator);
};

// Reusable buffers so that placing a job allocates nothing once warmed.
struct PlacementScratch {
    struct Entry {
        NodeId node;
        std::int64_t limited = 0;  // tasks free during the job's interval but not the wider one
        std::int64_t lasting = 0;  // tasks free during the wider interval too
        std::uint8_t rank = 2;     // 0 positive affinity, 1 neutral, 2 no reservation, 3 negative
    };
    std::vector<Entry> entries;
    std::vector<NodeCandidate> group;
    std::vector<NodeCandidate> taken;
    std::vector<std::uint64_t> nodes;         // the calendar's candidate nodes, one bit each
    std::vector<std::uint64_t> late;          // the calendar's late nodes, one bit each
    std::vector<std::int64_t> tasks_by_node;  // all zero between calls
};

// Chooses nodes for the job over `when` = [t, t + walltime). `wider` is the interval whose free
// capacity should be preserved: [now, never) for a start now, [now, when.end) for a reservation at
// a later t. nullopt when the tasks do not fit at t. The result is sorted by NodeId. `hints` (the
// searches' of a plan on this calendar, see SearchHints) only save time.
std::optional<Allocation> place(const Availability& calendar, const FitRequest& fit, Interval when,
                                Interval wider, const NodeAllocator& allocator, PlacementScratch& scratch,
                                SearchHints* hints = nullptr);
// The same for a start now (wider = [when.start, never)) as if `pending` were in the calendar;
// requires PendingReservation::usable.
std::optional<Allocation> place(const Availability& calendar, const FitRequest& fit, Interval when,
                                const NodeAllocator& allocator, PlacementScratch& scratch,
                                const PendingReservation& pending);

// Adds one span per node of `allocation` (tasks x per-task resources) for `when`, appending the
// ids to `out`. `commit` Checked: an allocation that does not fit adds nothing and returns false.
bool commit_allocation(Availability& calendar, const Allocation& allocation, const TaskRequest& request,
                       Interval when, SpanOwner owner, std::vector<SpanId>& out,
                       Commit commit = Commit::Checked);

}  // namespace outrigger
