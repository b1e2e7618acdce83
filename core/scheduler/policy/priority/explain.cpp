#include "policy/priority/explain.hpp"

namespace outrigger {

PriorityExplanation explain_priority(JobId job, std::span<const double, kPrioritySubs> factors,
                                     const PriorityWeights& weights, std::uint32_t weight_set,
                                     const std::optional<std::int64_t>& system_priority) {
    const PrioritySettings& s = weights.settings();
    const auto& sw = weights.sub_weights(weight_set);
    PriorityExplanation e;
    e.job = job;
    for (std::size_t i = 0; i < kPrioritySubs; ++i) {
        SubcomponentExplanation& x = e.subs[i];
        x.sub = static_cast<PrioritySub>(i);
        x.raw = factors[i];
        x.weight = sw[i];
        x.cap = s.sub_cap[i];
        x.capped = x.cap > 0 && x.raw > x.cap;
        x.weighted = x.weight == 0 ? 0.0 : x.weight * (x.capped ? x.cap : x.raw);
        e.components[component_index(priority_sub_info(x.sub).component)].raw += x.weighted;
    }
    for (std::size_t c = 0; c < kPriorityComponents; ++c) {
        ComponentExplanation& x = e.components[c];
        x.component = static_cast<PriorityComponent>(c);
        x.weight = s.component_weight[c];
        x.cap = s.component_cap[c];
        x.capped = x.cap > 0 && x.raw > x.cap;
        x.contribution = x.weight == 0 ? 0.0 : x.weight * (x.capped ? x.cap : x.raw);
        e.computed += x.contribution;
    }
    for (auto& x : e.subs) {
        const ComponentExplanation& c = e.components[component_index(priority_sub_info(x.sub).component)];
        const double scale = c.capped ? c.cap / c.raw : 1.0;
        x.contribution = c.weight == 0 ? 0.0 : c.weight * x.weighted * scale;
    }
    for (auto& x : e.subs) x.percent = e.computed != 0 ? 100.0 * x.contribution / e.computed : 0.0;
    for (auto& x : e.components) x.percent = e.computed != 0 ? 100.0 * x.contribution / e.computed : 0.0;
    e.final = finish_priority(e.computed, system_priority, s);
    if (e.final.rejected)
        e.ineligible = Reason{ReasonCode::NegativePriority, {}}.with("priority", e.computed);
    return e;
}

}  // namespace outrigger
