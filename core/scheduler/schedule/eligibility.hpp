#pragma once

// Eligibility as a stage (spec section 5 step 3). Holds and dependencies are built in; every other
// rule (throttling with soft and hard levels, fairshare caps, system job limits) plugs in as an
// EligibilityFilter, and idle limits as an IdleSelection over the priority-ordered queue.

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "model/deferred_reason.hpp"
#include "model/job.hpp"
#include "model/reason.hpp"
#include "plan/placement.hpp"

namespace outrigger {

class Snapshot;

// Soft limits are tried first (priority pass and backfill), then hard (guide 6.2.4).
enum class LimitLevel : std::uint8_t { Soft, Hard };

class EligibilityFilter {
  public:
    virtual ~EligibilityFilter() = default;
    // Once per iteration, before any check: take usage from the snapshot.
    virtual void begin(const Snapshot& snapshot, Time now) = 0;
    // nullopt: the job may start (or be reserved) at this level; else why not (built when asked).
    [[nodiscard]] virtual std::optional<DeferredReason> check(const Job& job, LimitLevel level) const = 0;
    // Asked once, when the job is submitted: a reason when this rule alone forbids the job on an
    // idle machine, so that it can never start under the configuration (spec section 6). Rules
    // that depend on what else runs or has run (usage, fairshare) must answer nullopt.
    [[nodiscard]] virtual std::optional<Reason> forbids_alone(const Job& /*job*/) const {
        return std::nullopt;
    }
    // A job started in this iteration: usage-based limits count it from now on (others ignore it).
    virtual void on_start(const Job& /*job*/, const Allocation& /*allocation*/) {}
    // True when soft and hard differ somewhere (otherwise the two passes collapse into one).
    [[nodiscard]] virtual bool has_soft_limits() const { return false; }
    // True when failing this filter is a "limit" for JOBPRIOACCRUALPOLICY QUEUEPOLICY (the queue
    // clock restarts); false for e.g. fairshare caps (they restart it only under FULLPOLICY).
    [[nodiscard]] virtual bool is_limit() const { return true; }
};

// Idle limits pick the eligible set once per iteration, walking the queue in priority order.
class IdleSelection {
  public:
    virtual ~IdleSelection() = default;
    // For each job of `ordered` not admitted, append (job, reason) to `blocked`.
    virtual void select(std::span<const JobId> ordered, const Snapshot& snapshot, Time now,
                        std::vector<std::pair<JobId, DeferredReason>>& blocked) = 0;
};

}  // namespace outrigger
