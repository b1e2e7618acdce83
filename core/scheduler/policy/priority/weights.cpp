#include "policy/priority/weights.hpp"

#include <limits>

namespace outrigger {

namespace {
constexpr double kNoCap = std::numeric_limits<double>::infinity();
double cap_or_none(double cap) {
    return cap > 0 ? cap : kNoCap;
}

struct QosAdd {
    double qt = 0;
    double xf = 0;
    bool operator==(const QosAdd&) const = default;
};

QosAdd qos_add(const CredentialSettings& creds, std::string_view name) {
    QosAdd a;
    const auto* own = creds.find(CredKind::Qos, name);
    const auto* def = creds.find_default(CredKind::Qos);
    if (own != nullptr && own->qt_weight)
        a.qt = *own->qt_weight;
    else if (def != nullptr && def->qt_weight)
        a.qt = *def->qt_weight;
    if (own != nullptr && own->xf_weight)
        a.xf = *own->xf_weight;
    else if (def != nullptr && def->xf_weight)
        a.xf = *def->xf_weight;
    return a;
}
}  // namespace

PriorityWeights::PriorityWeights(const PrioritySettings& settings, const CredentialSettings& creds,
                                 const Names& names)
    : settings_(settings) {
    std::vector<QosAdd> adds{QosAdd{}};  // set 0: no addition
    const auto set_of = [&adds](QosAdd a) {
        for (std::size_t i = 0; i < adds.size(); ++i)
            if (adds[i] == a) return static_cast<std::uint32_t>(i);
        adds.push_back(a);
        return static_cast<std::uint32_t>(adds.size() - 1);
    };
    default_set_ = set_of(qos_add(creds, "DEFAULT"));
    qos_set_.resize(names.count(CredKind::Qos));
    for (std::size_t i = 0; i < qos_set_.size(); ++i)
        qos_set_[i] = set_of(qos_add(creds, names.name(CredKind::Qos, CredId(static_cast<CredId::Rep>(i)))));
    sets_.resize(adds.size());
    for (std::size_t i = 0; i < adds.size(); ++i) {
        Set& s = sets_[i];
        s.sub = settings.sub_weight;
        s.sub[sub_index(PrioritySub::QueueTime)] += adds[i].qt;
        s.sub[sub_index(PrioritySub::XFactor)] += adds[i].xf;
        compile(s);
    }
}

void PriorityWeights::compile(Set& s) const {
    for (std::size_t c = 0; c < kPriorityComponents; ++c) {
        const double cw = settings_.component_weight[c];
        if (cw == 0) continue;
        Component comp{cw, cap_or_none(settings_.component_cap[c]),
                       static_cast<std::uint32_t>(s.terms.size()), 0};
        for (std::size_t sub = 0; sub < kPrioritySubs; ++sub) {
            if (component_index(priority_sub_info(static_cast<PrioritySub>(sub)).component) != c ||
                s.sub[sub] == 0)
                continue;
            s.terms.push_back(
                Term{static_cast<std::uint32_t>(sub), s.sub[sub], cap_or_none(settings_.sub_cap[sub])});
            ++comp.count;
        }
        if (comp.count > 0) s.components.push_back(comp);
    }
}

bool PriorityWeights::has_qos_addition(PrioritySub s) const {
    for (const Set& set : sets_)
        if (set.sub[sub_index(s)] != settings_.sub_weight[sub_index(s)]) return true;
    return false;
}

std::uint32_t PriorityWeights::used_components() const {
    std::uint32_t used = 0;
    for (const Set& set : sets_)
        for (const Component& c : set.components)
            for (std::uint32_t t = c.first; t < c.first + c.count; ++t)
                used |= 1U << component_index(
                            priority_sub_info(static_cast<PrioritySub>(set.terms[t].sub)).component);
    return used;
}

FinalPriority finish_priority(double computed, const std::optional<std::int64_t>& system_priority,
                              const PrioritySettings& settings) {
    FinalPriority f;
    double v = computed;
    if (system_priority) {
        f.system = true;
        v = static_cast<double>(*system_priority);
    } else {
        f.rejected = settings.reject_negative && v < 0;
        if (!settings.enable_negative && v < 1) {
            v = 1;
            f.floored = true;
        }
    }
    if (v > kMaxPriority || v < -kMaxPriority) {
        v = v > 0 ? kMaxPriority : -kMaxPriority;
        f.clamped = true;
    }
    f.value = v;
    return f;
}

}  // namespace outrigger
