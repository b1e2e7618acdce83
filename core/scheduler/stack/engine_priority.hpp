#pragma once

// The full priority engine (policy/priority) behind the loop's PriorityFunction seam (spec
// section 1, section 5 step 2). One PriorityEngine is compiled once per configuration and reused
// for every job of every iteration; its FactorContext reads the fairshare deltas through a pointer
// to the FairshareAccountant's snapshot, which the accountant rebuilds in place when usage
// changes, so a refresh never recompiles the engine. The effective queue time and the bypass
// count come from the loop's state (JOBPRIOACCRUALPOLICY is applied by the loop's queue clocks).

#include <span>

#include "policy/priority/engine.hpp"
#include "schedule/priority.hpp"

namespace outrigger {

class EnginePriority final : public PriorityFunction {
  public:
    // The references must outlive this object (the stack owns all of them).
    EnginePriority(const PrioritySettings& priority, const CredentialSettings& creds, const Names& names,
                   std::span<const Partition> partitions, const FairshareSnapshot* fairshare)
        : engine_(priority, creds, names, partitions, fairshare),
          queue_time_only_(only_queue_time(priority, creds)) {}

    [[nodiscard]] double priority(const Job& job, const PriorityInputs& in) const override {
        return engine_.evaluate(input(job, in), in.now).value;
    }
    // Pure queue time (the Maui default weights): the loop keeps its order incrementally.
    [[nodiscard]] bool orders_by_queue_time() const override { return queue_time_only_; }

    [[nodiscard]] FinalPriority evaluate(const Job& job, const PriorityInputs& in) const {
        return engine_.evaluate(input(job, in), in.now);
    }
    // P before setspri, flooring and the 1e9 cap (negative under REJECTNEGPRIOJOBS means ineligible).
    [[nodiscard]] double computed(const Job& job, const PriorityInputs& in) const {
        return engine_.computed(input(job, in), in.now);
    }
    [[nodiscard]] PriorityExplanation explain(const Job& job, const PriorityInputs& in) const {
        return engine_.explain(input(job, in), in.now);
    }
    [[nodiscard]] const PriorityEngine& engine() const { return engine_; }

    // True when every weight but SERVICE x QUEUETIME is zero or unreachable and no QOS adds
    // QTWEIGHT or XFWEIGHT: then priority is a positive multiple of effective queue time for every job.
    static bool only_queue_time(const PrioritySettings& p, const CredentialSettings& creds);

  private:
    static PriorityInput input(const Job& job, const PriorityInputs& in) {
        return PriorityInput(job, in.effective_queue_time, in.bypass);
    }
    PriorityEngine engine_;
    bool queue_time_only_;
};

}  // namespace outrigger
