#pragma once

// A job reservation's placement carried from one iteration to the next.
//
// Under RESERVATIONPOLICY CURRENTHIGHEST the top job's reservation is placed afresh at every
// iteration. On a large machine that placement reads thousands of nodes: a job that needs most of
// the machine takes the limited capacity (busy now, free by its start) of every node that has
// some, then lasting capacity (free now) across the nodes with room. Between two iterations the
// same job is nearly always reserved at the same start, and then only the nodes whose rows
// changed can change the answer. This keeps, per node, the limited and lasting tasks the
// placement saw, re-reads only the nodes the calendar's change journal names, and finds where the
// greedy walk stops from sums per 64 nodes: a placement costs O(changed nodes + nodes / 64 +
// allocation) instead of O(nodes with room). The answer is exactly place()'s.
//
// A new answer differs from the one before mostly at those changed nodes and between the two
// places where the walk stopped. The kept state tells those apart, so a caller that holds the
// answer before can take the new one as changes to it (changes()): O(changes) to find and to apply
// where a large job's allocation, written out anew, lists most of the machine.
//
// What the kept state relies on between two calls for the same job and start: a node's limited
// and lasting tasks depend only on its own row, `now` and the reservation's interval, and when
// `now` moves forward they stay the same on every unchanged node unless a live span ends between
// the old and the new `now` (the calendar's span ends tell). Anything else (another job or start,
// a calendar it cannot vouch for, a request that place() serves by another path) is placed from
// scratch.

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "plan/availability.hpp"
#include "plan/node_allocation.hpp"
#include "plan/placement.hpp"

namespace outrigger {

class ReservationFit {
  public:
    // place(calendar, fit, when, [now, when.end), allocator, scratch) for a job reservation that
    // starts after `now`. Probing the same job at an earlier instant than the kept one (as the
    // earliest-start search does) keeps the kept state unless the job fits there.
    // A caller that still holds the answer named `held` (see last_answer) gets an empty allocation
    // in its place when the answer is that one again, and keeps its own; or when the answer is
    // changes() to that one (changes_from() == held, changes_to() == last_answer()), which it
    // applies to its own (apply_changes).
    std::optional<Allocation> place(const Availability& calendar, const FitRequest& fit, Interval when,
                                    Time now, const NodeAllocator& allocator, PlacementScratch& scratch,
                                    std::uint64_t held = 0);

    // The last answer given as changes: the answer named changes_to() is the one named
    // changes_from() with these nodes' tasks in place of theirs, in NodeId order (0 tasks: the node
    // leaves it). changes_from() is 0 when the last new name came without changes.
    [[nodiscard]] std::uint64_t changes_from() const { return changes_from_; }
    [[nodiscard]] std::uint64_t changes_to() const { return changes_to_; }
    [[nodiscard]] const Allocation& changes() const { return changes_; }

    // How the last call was answered: from the kept state (re-reading `reread` nodes), or not.
    [[nodiscard]] bool last_was_kept() const { return last_kept_; }
    [[nodiscard]] std::size_t last_reread() const { return last_reread_; }
    // Names the answer of the last call, for a caller that builds on it (the pending reservation
    // read beside it): two answers with the same non-zero name are equal. 0 when unnamed.
    [[nodiscard]] std::uint64_t last_answer() const { return last_answer_; }

  private:
    struct Key {
        JobId job;
        std::int64_t tasks = 0;
        std::int64_t per_task_procs = 0;
        Duration walltime;
        PartitionId partition;
        std::vector<FeatureId> features;
        Interval when;
        bool descending = false;
        [[nodiscard]] bool matches(const FitRequest& fit, Interval w, bool desc) const;
    };

    // Where the walk over the kept state stops for `tasks`: which capacity it takes, and the node
    // and tasks at which it stops.
    struct Cut {
        bool fits = false;
        bool limited_only = false;  // limited capacity alone places the job
        std::size_t node = 0;
        std::int64_t taken = 0;
        bool operator==(const Cut&) const = default;
    };
    struct Tasks {
        std::int64_t limited = 0;
        std::int64_t lasting = 0;
    };
    // A node, which of its kept values a re-read changed, and what they were.
    struct Moved {
        std::size_t node = 0;
        bool limited = false;
        bool lasting = false;
        Tasks before;
    };
    // A node's limited and lasting tasks at the kept key, from the calendar.
    [[nodiscard]] Tasks read(const Availability& calendar, const FitRequest& fit, NodeId node) const;
    // Reads the node afresh: its limited and lasting tasks at the kept key; says which changed.
    Moved reread(const Availability& calendar, const FitRequest& fit, NodeId node);
    Moved set(std::size_t node, std::int64_t limited, std::int64_t lasting);
    void rebuild(const Availability& calendar, const FitRequest& fit, PlacementScratch& scratch);
    [[nodiscard]] bool catch_up(const Availability& calendar, const FitRequest& fit, Time now);
    [[nodiscard]] Cut cut_for(std::int64_t tasks) const;
    [[nodiscard]] bool takes(const Cut& cut, const Moved& m) const;
    [[nodiscard]] std::optional<Allocation> answer(const Cut& cut) const;
    // The node's tasks in the answer that stops at `cut`, were its kept values `values`.
    [[nodiscard]] std::int64_t tasks_in(std::size_t node, const Tasks& values, const Cut& cut) const;
    // changes_ from the answer that stopped at `before` over the values before the last catch-up
    // to the one that stops at `after`; false (and no changes) when they differ everywhere.
    bool note_changes(const Cut& before, const Cut& after);
    void remember(const Availability& calendar, Time now);

    bool valid_ = false;
    Key key_;
    std::weak_ptr<const void> calendar_;
    std::uint64_t mark_ = 0;
    Time now_;

    // By NodeId, then the same summed per 64 nodes, then one bit per node with a non-zero value.
    std::vector<std::int64_t> limited_;
    std::vector<std::int64_t> lasting_;
    std::vector<std::int64_t> limited_words_;
    std::vector<std::int64_t> lasting_words_;
    std::vector<std::uint64_t> limited_bits_;
    std::vector<std::uint64_t> lasting_bits_;
    std::int64_t limited_total_ = 0;
    std::int64_t lasting_total_ = 0;
    std::vector<std::uint32_t> stamp_;        // by NodeId: the call that last re-read it
    std::vector<std::uint32_t> moved_stamp_;  // by NodeId: the call whose re-read changed it
    std::uint32_t call_ = 0;

    bool last_kept_ = false;
    std::size_t last_reread_ = 0;
    // Answers are named so that equal names mean equal answers: a new name whenever the cut moves
    // or a node changed where the walk takes capacity.
    Cut cut_;
    std::vector<Moved> moved_;  // the nodes the last catch-up changed
    std::uint64_t name_ = 0;
    std::uint64_t names_ = 0;
    std::uint64_t last_answer_ = 0;
    std::uint64_t changes_from_ = 0;
    std::uint64_t changes_to_ = 0;
    Allocation changes_;
};

// `allocation` with `changes` applied: each changed node takes its new tasks (a node at 0 leaves,
// a node not there joins). Both are in NodeId order, and so is the result. `scratch` holds the
// old entries afterwards, to be reused.
void apply_changes(Allocation& allocation, const Allocation& changes, Allocation& scratch);

}  // namespace outrigger
