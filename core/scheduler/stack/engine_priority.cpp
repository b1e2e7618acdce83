#include "stack/engine_priority.hpp"

namespace outrigger {

bool EnginePriority::only_queue_time(const PrioritySettings& p, const CredentialSettings& creds) {
    for (const auto& [name, q] : creds.by_kind[index(CredKind::Qos)])
        if (q.qt_weight.value_or(0) != 0 || q.xf_weight.value_or(0) != 0) return false;
    // Negative priorities, REJECTNEGPRIOJOBS and caps change the order in ways that are not
    // monotone in queue time; keep the general path for them.
    if (p.enable_negative || p.reject_negative) return false;
    for (double c : p.component_cap)
        if (c > 0) return false;
    for (double c : p.sub_cap)
        if (c > 0) return false;
    if (p.weight(PriorityComponent::Serv) <= 0 || p.weight(PrioritySub::QueueTime) <= 0) return false;
    for (std::size_t s = 0; s < kPrioritySubs; ++s) {
        const auto sub = static_cast<PrioritySub>(s);
        if (sub == PrioritySub::QueueTime) continue;
        const PriorityComponent c = priority_sub_info(sub).component;
        if (p.weight(sub) != 0 && p.weight(c) != 0) return false;
    }
    return true;
}

}  // namespace outrigger
