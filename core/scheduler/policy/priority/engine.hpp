#pragma once

// One job at a time: the factor context and the compiled weights together, for callers that ask
// per job (the scheduling loop's PriorityFunction seam, checkjob, showq) rather than for a whole
// table. A loop-side adapter is a few lines:
//   double priority(const Job& j, const PriorityInputs& in) const override {
//       return engine.evaluate(PriorityInput(j, in.effective_queue_time, in.bypass), in.now).value;
//   }
// The references given to the constructor must outlive the engine; rebuild it when the
// configuration, the credential names or the fairshare snapshot change.

#include "policy/priority/explain.hpp"
#include "policy/priority/factors.hpp"
#include "policy/priority/weights.hpp"

namespace outrigger {

class PriorityEngine {
  public:
    PriorityEngine(const PrioritySettings& priority, const CredentialSettings& creds, const Names& names,
                   std::span<const Partition> partitions, const FairshareSnapshot* fairshare = nullptr)
        : context_(priority, creds, names, partitions, fairshare),
          weights_(priority, creds, names),
          used_components_(weights_.used_components()) {}

    // The priority the queue is ordered by (after setspri, flooring and the 1e9 cap). Only the
    // components the weights read are computed.
    [[nodiscard]] FinalPriority evaluate(const PriorityInput& in, Time now) const {
        // Not zeroed: compute() writes every subfactor of the used components, the only ones
        // evaluate() reads (clearing all 27 was half the cost of this function).
        PriorityFactors f;
        context_.compute(in, now, f, used_components_);
        const Job& j = in.job.get();
        return finish_priority(weights_.evaluate(f, weights_.set_for(j.creds.qos())), j.system_priority,
                               weights_.settings());
    }
    // P before setspri, flooring and the 1e9 cap, from the components the weights read.
    [[nodiscard]] double computed(const PriorityInput& in, Time now) const {
        PriorityFactors f;  // as in evaluate()
        context_.compute(in, now, f, used_components_);
        return weights_.evaluate(f, weights_.set_for(in.job.get().creds.qos()));
    }
    [[nodiscard]] PriorityExplanation explain(const PriorityInput& in, Time now) const {
        const PriorityFactors f = context_.compute(in, now);
        const Job& j = in.job.get();
        return explain_priority(j.id, f, weights_, weights_.set_for(j.creds.qos()), j.system_priority);
    }

    [[nodiscard]] const FactorContext& context() const { return context_; }
    [[nodiscard]] const PriorityWeights& weights() const { return weights_; }

  private:
    FactorContext context_;
    PriorityWeights weights_;
    std::uint32_t used_components_;
};

}  // namespace outrigger
