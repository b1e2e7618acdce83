#pragma once

// Weights and caps compiled from PrioritySettings (and QOSCFG QTWEIGHT/XFWEIGHT) for fast,
// allocation-free evaluation of cached factors (spec section 1):
//   CF = sum_s SW[s] * min(SF[s], SUBCAP[s])      P = sum_c CW[c] * min(CF[c], CAP[c])
// A cap applies only when > 0 and only as an upper bound. A QOS's QTWEIGHT and XFWEIGHT are
// added to QUEUETIMEWEIGHT and XFACTORWEIGHT for that QOS's jobs, so jobs fall into weight sets
// (set 0: no addition). Partial evaluation: only subcomponents with a non-zero weight inside
// components with a non-zero weight are visited.

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "config/settings.hpp"
#include "policy/priority/factors.hpp"

namespace outrigger {

class PriorityWeights {
  public:
    PriorityWeights(const PrioritySettings& settings, const CredentialSettings& creds, const Names& names);

    // The weight set of a job of this QOS (invalid = no QOS: the DEFAULT QOS's additions).
    [[nodiscard]] std::uint32_t set_for(CredId qos) const {
        return qos.valid() && qos.value() < qos_set_.size() ? qos_set_[qos.value()] : default_set_;
    }
    [[nodiscard]] std::size_t set_count() const { return sets_.size(); }
    // Effective subcomponent weights of one set (with the QOS additions).
    [[nodiscard]] const std::array<double, kPrioritySubs>& sub_weights(std::uint32_t set) const {
        return sets_[set].sub;
    }
    [[nodiscard]] const PrioritySettings& settings() const { return settings_; }
    // True when some QOS adds weight to this subcomponent (diagnose -p then shows it).
    [[nodiscard]] bool has_qos_addition(PrioritySub s) const;
    // The components evaluate() reads in some weight set (bit component_index(c) for component
    // c): the only ones a caller that just wants P needs to compute (FactorContext::compute).
    [[nodiscard]] std::uint32_t used_components() const;

    // P before setspri, flooring and the 1e9 cap.
    [[nodiscard]] double evaluate(std::span<const double, kPrioritySubs> f, std::uint32_t set) const {
        const Set& ws = sets_[set];
        double p = 0;
        for (const Component& c : ws.components) {
            double cf = 0;
            for (std::uint32_t t = c.first; t < c.first + c.count; ++t) {
                const Term& term = ws.terms[t];
                const double v = f[term.sub];
                cf += term.weight * (v < term.cap ? v : term.cap);
            }
            p += c.weight * (cf < c.cap ? cf : c.cap);
        }
        return p;
    }

  private:
    struct Term {
        std::uint32_t sub;
        double weight;
        double cap;  // +inf when none
    };
    struct Component {
        double weight;
        double cap;  // +inf when none
        std::uint32_t first;
        std::uint32_t count;
    };
    struct Set {
        std::array<double, kPrioritySubs> sub{};
        std::vector<Term> terms;
        std::vector<Component> components;
    };
    void compile(Set& s) const;

    PrioritySettings settings_;
    std::vector<Set> sets_;
    std::vector<std::uint32_t> qos_set_;
    std::uint32_t default_set_ = 0;
};

// The finishing rules after P: setspri (Job::system_priority) overrides; otherwise a P below 1
// is raised to 1 unless ENABLENEGJOBPRIORITY; REJECTNEGPRIOJOBS makes a negative P (before
// flooring) ineligible. Every result is capped to [-1e9, 1e9].
inline constexpr double kMaxPriority = 1e9;

struct FinalPriority {
    double value = 0;
    bool system = false;    // setspri overrode the computed value
    bool floored = false;   // raised to 1 (negative priorities disabled)
    bool clamped = false;   // cut at +-1e9
    bool rejected = false;  // negative and REJECTNEGPRIOJOBS
};

[[nodiscard]] FinalPriority finish_priority(double computed,
                                            const std::optional<std::int64_t>& system_priority,
                                            const PrioritySettings& settings);

}  // namespace outrigger
