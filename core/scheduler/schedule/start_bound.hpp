#pragma once

// The start bound (spec section 5, steps 4 and 5): an upper bound on the processors a job can find
// free from now over its walltime, read before any node is looked at. Most jobs a pass examines
// cannot start now; the bound turns them down in O(log change points) instead of placing them.
//
// Contract: rejects(job) is true only when placing the job now would fail. It never turns down a
// job that fits (the bound is an upper bound); it may let through a job that then fails to place.
//
// Without reservation instances the bound is the machine's free processors over [now, now +
// walltime): the minimum of its free profile over that window. The bound keeps only the profile's
// record lows (the instants where the free count falls below every earlier one): a handful where
// the profile has thousands of change points, and the answer for a window is the last record
// before its end. A start now lowers them in place (took); any other calendar change has them
// read again.
//
// With instances in the calendar, the aggregate counts their processors as used, but a job an
// instance admits may use them: the bound then adds, per instance overlapping the window, its
// processors when it admits the job, else the processors of jobs on its nodes (at most its
// processors), so that a job no instance admits keeps a tight bound. Per node the aggregate
// counts jobs outside reservations + jobs on reserved resources + instances (a job inside an
// instance, or a host-list instance over a running job, is counted twice); a job J can use
// capacity - jobs outside - instances refusing J.
//
// Lifetime: begin() at the start of each iteration, occupy() for every job that runs, starts or is
// reserved on the calendar during it, took() after a start now and calendar_changed() after any
// other change, end() before the next.

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "model/job.hpp"
#include "plan/availability.hpp"
#include "schedule/snapshot.hpp"

namespace outrigger {

class StartBound {
  public:
    // Starts an iteration at `now`: reads the live reservation instances of `snap` and counts the
    // running jobs inside them.
    void begin(const Snapshot& snap, const Availability& calendar, Time now);
    // Resets what begin() set per node, leaving the buffers for the next iteration.
    void end();

    // A job of `procs_per_task` processors per task holds `allocation` over `span`: it now counts
    // inside the instances on its nodes that overlap the span.
    void occupy(const Allocation& allocation, std::int64_t procs_per_task, Interval span) {
        count(allocation, procs_per_task, span, &Instance::inside);
    }
    // The one job reservation computed but not yet in the calendar (JobReserver's pending one), as
    // slack_below(..., pending = true) counts it: replaces what was counted for the last one.
    void set_pending(const Allocation& allocation, std::int64_t procs_per_task, Interval span);
    // The calendar changed: the free profile must be read again.
    void calendar_changed() { horizon_dirty_ = true; }
    // The calendar changed by exactly a start now: `procs` more processors in use over `span`
    // (span.start == now). The profile drops by `procs` inside the span and is unchanged after it,
    // so its record lows are the old ones inside, lowered, then the old ones after that stay
    // below: no read of the calendar.
    void took(std::int64_t procs, Interval span);

    // Free processors of the machine now (read once per calendar version).
    [[nodiscard]] std::int64_t free_now(const Availability& calendar) {
        if (free_seen_version_ != calendar.version()) {
            free_seen_ = calendar.free_procs_at(PartitionId::invalid(), now_);
            free_seen_version_ = calendar.version();
        }
        return free_seen_;
    }
    // The bound's verdict for a start now: true when `job` cannot start now, whatever the nodes.
    // Inline: every job a pass examines asks it, and most are answered by the first test.
    [[nodiscard]] bool rejects(const Job& job, const Snapshot& snap, const Availability& calendar) {
        if (job.partition.valid()) return false;
        const std::int64_t procs = job.procs();
        // The profile starts at free_now, and the instances give back at most all they hold.
        if (procs > free_now(calendar) + reserved_procs_) return true;
        const std::int64_t free = free_over(calendar, job.walltime);
        return procs > free && (instances_.empty() || slack_below(job, Interval{now_, now_ + job.walltime},
                                                                  snap.access_oracle(), procs - free));
    }
    // The same against `room` processors free where the job meets the pending reservation.
    [[nodiscard]] bool rejects_beside(const Job& job, const Snapshot& snap, std::int64_t room) const;

    // Processors the instances overlapping `when` may still give `job` beyond the aggregate's free
    // count; with `pending`, as if the pending job reservation were in the calendar too.
    [[nodiscard]] std::int64_t slack(const Job& job, Interval when, const AccessOracle* oracle,
                                     bool pending = false) const;
    // slack(job, when, oracle, pending) < need, asking the oracle only when the slack's bounds do
    // not settle it (with no instance admitting the job, the sum of min(procs, inside); with all,
    // of procs).
    [[nodiscard]] bool slack_below(const Job& job, Interval when, const AccessOracle* oracle,
                                   std::int64_t need, bool pending = false) const;

    // Whether some live instance may admit `job` over `span` (or none is live): its placement must
    // then read the instances' admission through a gate.
    [[nodiscard]] bool may_be_admitted(const Job& job, Interval span, const AccessOracle& oracle) const;
    [[nodiscard]] bool has_instances() const { return !instances_.empty(); }
    // Every processor the live instances hold: what backfill may find beyond the free count.
    [[nodiscard]] std::int64_t reserved_procs() const { return reserved_procs_; }

  private:
    struct Instance {
        ReservationId id;
        Interval when;
        std::int64_t procs = 0;
        std::int64_t inside = 0;   // processors of jobs on its nodes (running, started, reserved)
        std::int64_t pending = 0;  // what the pending job reservation would add to `inside`
        bool any_span = false;     // its admission depends on the span: counted for every job
    };
    using Count = std::int64_t Instance::*;
    void count(const Allocation& allocation, std::int64_t procs_per_task, Interval span, Count into);
    [[nodiscard]] std::int64_t free_over(const Availability& calendar, Duration walltime);

    // node_instance_ values besides an instance's index.
    static constexpr std::int32_t kNoInstance = -1;
    static constexpr std::int32_t kSeveralInstances = -2;

    Time now_;
    std::vector<Instance> instances_;          // the live reservation instances
    std::vector<std::int32_t> node_instance_;  // by NodeId: instance index, or a sentinel above
    std::vector<NodeId> reserved_nodes_;       // entries of node_instance_ that end() resets
    std::int64_t reserved_procs_ = 0;
    // The record lows of the free profile from now, valid while !horizon_dirty_: the first at now,
    // then strictly falling.
    std::vector<std::pair<Time, std::int64_t>> horizon_;
    bool horizon_dirty_ = true;
    // free_now()'s count and the calendar version it was read at.
    std::optional<std::uint64_t> free_seen_version_;
    std::int64_t free_seen_ = 0;
};

}  // namespace outrigger
