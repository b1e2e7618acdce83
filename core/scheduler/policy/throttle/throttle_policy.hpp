#pragma once

// Throttling policies (guide 6.2, spec section 3) as the scheduling loop's eligibility filter.
// Per iteration:
//   begin(running, now)                     count what runs now (rebuilds the usage ledger)
//   select_eligible(idle jobs by priority)  idle limits: the eligible set and the Blocked rest
//   for level in {Soft, Hard}:              priority pass then backfill at that level
//       check(job, level)                   nullopt = every limit in force still holds
//       on_start(job, allocation)           a start counts at once toward later checks
// A job may start only if, for every credential it carries (and for the system), usage + its
// request stays within the limit in force at that level. check() and on_start() are O(number of
// limits that name the job's credentials), independent of how many jobs run. begin() counts only
// what changed since the last iteration (jobs started, ended, restarted, or running past their
// walltime): the ledger's sums are integers, so adding and taking out jobs gives exactly the
// usage a count from scratch gives.

#include <optional>
#include <span>
#include <vector>

#include "model/deferred_reason.hpp"
#include "model/job.hpp"
#include "model/reason.hpp"
#include "model/resources.hpp"
#include "model/time.hpp"
#include "policy/throttle/demand.hpp"
#include "policy/throttle/idle_admission.hpp"
#include "policy/throttle/limit_table.hpp"
#include "policy/throttle/usage_ledger.hpp"

namespace outrigger {

class ThrottlePolicy {
  public:
    // `capacity`: the machine's total resources (Cluster::total()), the base of MAXPE.
    ThrottlePolicy(LimitTable limits, Resources capacity);

    // Starts an iteration at `now`: usage becomes exactly what `running` holds (distinct jobs). A
    // job running past its walltime counts zero remaining walltime (MAXPS, MAXWC).
    void begin(std::span<const ActiveJob> running, Time now);

    // The first limit `job` would pass if it started now at `level`, or nullopt. System job limits
    // come first (SystemJobLimit), then active limits (ActiveLimit). Without a placement the
    // job's requested_footprint() is used (an upper bound on the nodes it can take).
    [[nodiscard]] std::optional<Reason> check(const Job& job, ThrottleLevel level) const;
    [[nodiscard]] std::optional<Reason> check(const Job& job, const JobFootprint& placement,
                                              ThrottleLevel level) const;
    // check() with the Reason built only when asked for (the scheduling loop's form).
    [[nodiscard]] std::optional<DeferredReason> first_block(const Job& job, ThrottleLevel level) const;
    // The first hard limit `job` passes on an idle machine: a system job limit, or an active limit
    // below the job's own size (a class's MAXWC under its walltime, MAXPROC under its processors).
    // Such a job can never start under this configuration, whatever else runs (spec section 6).
    // Idle limits never forbid a job alone: they only decide when it becomes eligible.
    [[nodiscard]] std::optional<Reason> forbids_alone(const Job& job) const;
    // Every limit `job` would pass at `level` (for checkjob / diagnose), in check() order.
    [[nodiscard]] std::vector<Reason> explain(const Job& job, ThrottleLevel level) const;

    // For an ActiveLimit reason explain() gave: the earliest instant at which the limit has room
    // for the job's request when the jobs counted now end at their walltime limits and nothing
    // else starts (MAXPS and MAXWC also shrink as those jobs run). now() when it has room already;
    // nullopt for any other reason, or when ending every counted job leaves too little room.
    [[nodiscard]] std::optional<Time> release_time(const Reason& active_limit) const;

    // Counts a job started at now() on `allocation` until now() + its walltime.
    void on_start(const Job& job, const JobFootprint& allocation);

    // Idle limits over this iteration's idle jobs in priority order (see idle_admission.hpp).
    [[nodiscard]] EligibleSet select_eligible(std::span<const Job* const> idle_by_priority) const;
    [[nodiscard]] IdleAdmission idle_admission() const { return IdleAdmission(limits_, capacity_, now_); }

    // Reports: usage at now() in the limit's unit (MAXWC seconds, MAXPS proc-seconds, MAXMEM MB).
    [[nodiscard]] std::int64_t system_usage(LimitKind kind) const;
    [[nodiscard]] std::int64_t usage(CredRef credential, LimitKind kind) const;
    [[nodiscard]] std::int64_t usage_within(CredRef carrier, CredRef per, LimitKind kind) const;

    [[nodiscard]] Time now() const { return now_; }
    [[nodiscard]] const LimitTable& limits() const { return limits_; }
    // False when no active limit has soft < hard: the hard pass then adds nothing.
    [[nodiscard]] bool has_soft_limits() const { return limits_.has_soft_limits(); }

  private:
    [[nodiscard]] std::optional<DeferredReason> first_block_of(const Job& job, const JobFootprint& placement,
                                                               ThrottleLevel level) const;
    // True when every active limit on `job` certainly holds: its credentials carry plain limits
    // only, with no QOS override in play. False means "walk them all" (a limit may be passed).
    [[nodiscard]] bool plainly_within(const Job& job, const JobFootprint& placement,
                                      ThrottleLevel level) const;

    // A job the ledger counts: what begin() compares the next running set with, and what it
    // takes out of the ledger once the job no longer runs.
    struct Counted {
        JobId job;
        Time start;
        JobFootprint used;
        Time end;  // as counted: start + walltime, or the last instant it was seen running past it
        Credentials creds;
        JobDemand demand;
        std::uint64_t seen = 0;  // the last begin() that found it running
    };
    void count(const Job& job, Time start, const JobFootprint& used, Time end, JobDemand demand);
    void uncount(std::size_t index);

    LimitTable limits_;
    Resources capacity_;
    Time now_;
    std::int64_t elapsed_ = 0;  // now_ - the ledger's origin, seconds
    UsageLedger active_;
    UsageLedger nothing_running_;  // stays empty: the usage forbids_alone() measures against
    std::vector<Counted> counted_;
    std::vector<std::uint32_t> counted_slot_;  // by JobId: index into counted_ + 1, 0 when not counted
    std::uint64_t epoch_ = 0;                  // begin() calls so far
};

}  // namespace outrigger
