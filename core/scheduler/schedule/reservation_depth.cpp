#include "schedule/reservation_depth.hpp"

#include <algorithm>

namespace outrigger {

void ReservationDepth::configure(const SchedulingSettings& settings, const Names& names) {
    const std::size_t qos_count = names.count(CredKind::Qos);
    if (qos_count_ == qos_count) return;
    qos_count_ = qos_count;
    depth_.clear();
    std::vector<const ReservationDepthGroup*> groups;
    for (const auto& [idx, g] : settings.depth_groups) {
        groups.push_back(&g);
        depth_.push_back(g.depth);
    }
    qos_group_.assign(qos_count + 1, kNoGroup);
    for (std::size_t q = 0; q <= qos_count; ++q) {
        const bool none = q == qos_count;
        for (std::size_t gi = 0; gi < groups.size(); ++gi) {
            const auto& list = groups[gi]->qos;
            const bool open = list.empty();
            const bool listed =
                !none &&
                std::find(list.begin(), list.end(),
                          names.name(CredKind::Qos, CredId(static_cast<CredId::Rep>(q)))) != list.end();
            if (open || listed) {
                qos_group_[q] = static_cast<std::int32_t>(gi);
                break;
            }
        }
    }
}

bool ReservationDepth::any() const {
    return std::any_of(depth_.begin(), depth_.end(), [](int d) { return d > 0; });
}

bool ReservationDepth::all_full() const {
    for (std::size_t g = 0; g < depth_.size(); ++g)
        if (used_[g] < depth_[g]) return false;
    return true;
}

}  // namespace outrigger
