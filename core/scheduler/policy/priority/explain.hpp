#pragma once

// How one job's priority was built (spec section 1: a first-class output): per component and
// per subcomponent the raw value, the weight, the cap and whether it bit, the contribution to
// the total and its percent of the computed total, then the finishing rules (setspri, floor,
// 1e9 cap, REJECTNEGPRIOJOBS with a Reason).
//
// A subcomponent's contribution is CW x SW x min(SF, SUBCAP), scaled down in proportion when its
// component's cap bit, so that the subcomponents of a component add up to the component's
// contribution and the components add up to the computed total. Percents are of the computed
// total (before setspri and flooring); 0 when that total is 0; negative contributions give
// negative percents.

#include <array>
#include <optional>
#include <span>

#include "model/reason.hpp"
#include "policy/priority/weights.hpp"

namespace outrigger {

struct SubcomponentExplanation {
    PrioritySub sub{};
    double raw = 0;           // SF
    double weight = 0;        // SW (with the QOS addition)
    double cap = 0;           // SUBCAP; 0 = none
    bool capped = false;      // SF > SUBCAP > 0
    double weighted = 0;      // SW x min(SF, SUBCAP)
    double contribution = 0;  // its share of the priority
    double percent = 0;       // of the computed total
};

struct ComponentExplanation {
    PriorityComponent component{};
    double raw = 0;           // CF before the component cap
    double weight = 0;        // CW
    double cap = 0;           // CAP; 0 = none
    bool capped = false;      // CF > CAP > 0
    double contribution = 0;  // CW x min(CF, CAP)
    double percent = 0;
};

struct PriorityExplanation {
    JobId job;
    std::array<ComponentExplanation, kPriorityComponents> components{};
    std::array<SubcomponentExplanation, kPrioritySubs> subs{};
    double computed = 0;               // sum of the component contributions
    FinalPriority final;               // what the scheduler orders by
    std::optional<Reason> ineligible;  // NegativePriority (arg priority) under REJECTNEGPRIOJOBS

    [[nodiscard]] const ComponentExplanation& component(PriorityComponent c) const {
        return components[component_index(c)];
    }
    [[nodiscard]] const SubcomponentExplanation& sub(PrioritySub s) const { return subs[sub_index(s)]; }
};

[[nodiscard]] PriorityExplanation explain_priority(JobId job, std::span<const double, kPrioritySubs> factors,
                                                   const PriorityWeights& weights, std::uint32_t weight_set,
                                                   const std::optional<std::int64_t>& system_priority);

}  // namespace outrigger
