#pragma once

// The eligibility filters that are not throttling (spec sections 1 and 2):
//   FairshareCapFilter      a credential at or over its FSTARGET cap (N^ or N%) may not start
//                           jobs; the Reason (FairshareCap) names the credential, cap and usage.
//   NegativePriorityFilter  REJECTNEGPRIOJOBS: a job whose computed priority is negative is
//                           ineligible (NegativePriority with the priority).
// Neither is a throttling limit: they restart the queue clock only under FULLPOLICY.

#include <vector>

#include "policy/fairshare/snapshot.hpp"
#include "schedule/eligibility.hpp"
#include "schedule/state.hpp"
#include "stack/engine_priority.hpp"

namespace outrigger {

class FairshareCapFilter final : public EligibilityFilter {
  public:
    // `fairshare` is the FairshareAccountant's snapshot, refreshed in place, and outlives the filter.
    explicit FairshareCapFilter(const FairshareSnapshot& fairshare) : fairshare_(&fairshare) {}
    void begin(const Snapshot&, Time) override {}
    [[nodiscard]] std::optional<DeferredReason> check(const Job& job, LimitLevel) const override {
        return fairshare_->cap_block(job.creds);
    }
    [[nodiscard]] bool is_limit() const override { return false; }

  private:
    const FairshareSnapshot* fairshare_;
};

class NegativePriorityFilter final : public EligibilityFilter {
  public:
    // The loop's state supplies the effective queue time and bypass count the priority needs;
    // bind it before the first iteration (the simulator's state lives as long as the replay).
    explicit NegativePriorityFilter(const EnginePriority& priority) : priority_(&priority) {}
    void bind(const SchedulerState& state) { state_ = &state; }
    void begin(const Snapshot&, Time now) override { now_ = now; }
    [[nodiscard]] std::optional<DeferredReason> check(const Job& job, LimitLevel) const override;
    [[nodiscard]] bool is_limit() const override { return false; }

  private:
    const EnginePriority* priority_;
    const SchedulerState* state_ = nullptr;
    Time now_;
};

// OWNERPREEMPT: jobs requeued for an owner's job at this instant may not take their resources
// straight back in the same iteration (they would outrank the owner's job by queue time).
class PreemptedFilter final : public EligibilityFilter {
  public:
    // `jobs` are the jobs taken back at `at`; both belong to the ReservationDriver, which outlives
    // the filter.
    PreemptedFilter(const std::vector<JobId>& jobs, const Time& at) : jobs_(&jobs), at_(&at) {}
    void begin(const Snapshot&, Time now) override { now_ = now; }
    [[nodiscard]] std::optional<DeferredReason> check(const Job& job, LimitLevel) const override;
    [[nodiscard]] bool is_limit() const override { return false; }

  private:
    const std::vector<JobId>* jobs_;
    const Time* at_;
    Time now_;
};

// The inputs the loop would give the priority function for `job` at `now`.
PriorityInputs priority_inputs(const Job& job, const SchedulerState* state, Time now);

}  // namespace outrigger
