#pragma once

// Idle job limits (guide 6.2.3): once per iteration, the idle jobs are taken in priority order
// and each is admitted to the eligible set while every idle limit (MAXIJOB ... MAXIMEM, and QOS
// OMAXI* overrides) still holds with its request added; a job that would pass one is Blocked and
// later, smaller jobs may still be admitted. Idle limits are hard only. A job that exceeds a
// system job limit is Blocked here too and never counts as eligible.
//
// Blocked jobs are not considered for scheduling this iteration and, under
// JOBPRIOACCRUALPOLICY QUEUEPOLICY, do not accrue queue time: the loop restarts their clocks
// from EligibleSet::blocked.

#include <optional>
#include <span>
#include <vector>

#include "model/deferred_reason.hpp"
#include "model/job.hpp"
#include "model/reason.hpp"
#include "policy/throttle/limit_table.hpp"
#include "policy/throttle/usage_ledger.hpp"

namespace outrigger {

struct IdleBlockedJob {
    JobId job;
    Reason reason;  // IdleLimit or SystemJobLimit
};

struct EligibleSet {
    std::vector<JobId> eligible;  // in the order given (priority order)
    std::vector<IdleBlockedJob> blocked;
};

// One iteration's idle-limit selection, one job at a time. Holds a reference to `table`, which
// must outlive it.
class IdleAdmission {
  public:
    IdleAdmission(const LimitTable& table, const Resources& capacity, Time now);

    // Admits `job` (counting its request against the idle limits) and returns nullopt, or
    // returns why it is Blocked and counts nothing. Call in priority order.
    std::optional<Reason> admit(const Job& job);
    // admit() with the Reason built only when asked for (the scheduling loop's form).
    std::optional<DeferredReason> try_admit(const Job& job);

  private:
    const LimitTable* table_;
    Resources capacity_;
    UsageLedger eligible_;
};

// Runs an IdleAdmission over `idle_by_priority` (none null).
EligibleSet select_eligible(const LimitTable& table, const Resources& capacity, Time now,
                            std::span<const Job* const> idle_by_priority);

}  // namespace outrigger
