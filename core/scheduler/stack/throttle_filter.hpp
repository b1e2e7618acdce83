#pragma once

// Throttling (guide 6.2, spec section 3) plugged into the loop's eligibility stage:
//   ThrottleFilter         active limits and system job limits at the soft or hard level, counting
//                          every start of the iteration at once (EligibilityFilter);
//   ThrottleIdleSelection  idle limits choosing the eligible set once per iteration, walking the
//                          queue in priority order (IdleSelection).
// Both read one ThrottlePolicy owned by the stack: the filter's begin() rebuilds its usage from
// the running jobs (O(running)), the idle selection then admits jobs against the idle limits.
// A blocked job's Reason is the throttle's (IdleLimit, ActiveLimit, SystemJobLimit); the loop
// restarts its queue clock under QUEUEPOLICY because every throttle block is a limit.

#include <vector>

#include "policy/throttle/throttle_policy.hpp"
#include "schedule/eligibility.hpp"
#include "schedule/snapshot.hpp"

namespace outrigger {

// What a placed job holds, as the throttle counts it: its distinct nodes and its memory.
JobFootprint footprint_of(const Job& job, const Allocation& allocation);

constexpr ThrottleLevel throttle_level(LimitLevel level) {
    return level == LimitLevel::Soft ? ThrottleLevel::Soft : ThrottleLevel::Hard;
}

class ThrottleFilter final : public EligibilityFilter {
  public:
    explicit ThrottleFilter(ThrottlePolicy& policy) : policy_(&policy) {}
    void begin(const Snapshot& snapshot, Time now) override;
    [[nodiscard]] std::optional<DeferredReason> check(const Job& job, LimitLevel level) const override {
        return policy_->first_block(job, throttle_level(level));
    }
    [[nodiscard]] std::optional<Reason> forbids_alone(const Job& job) const override {
        return policy_->forbids_alone(job);
    }
    void on_start(const Job& job, const Allocation& allocation) override {
        policy_->on_start(job, footprint_of(job, allocation));
    }
    [[nodiscard]] bool has_soft_limits() const override { return policy_->has_soft_limits(); }

  private:
    ThrottlePolicy* policy_;
    std::vector<ActiveJob> active_;  // reused
};

class ThrottleIdleSelection final : public IdleSelection {
  public:
    // `policy` must have begun the iteration (ThrottleFilter::begin runs before the selection).
    explicit ThrottleIdleSelection(const ThrottlePolicy& policy) : policy_(&policy) {}
    void select(std::span<const JobId> ordered, const Snapshot& snapshot, Time now,
                std::vector<std::pair<JobId, DeferredReason>>& blocked) override;

  private:
    const ThrottlePolicy* policy_;
};

}  // namespace outrigger
