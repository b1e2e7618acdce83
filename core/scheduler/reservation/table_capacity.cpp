#include "reservation/table_capacity.hpp"

#include <algorithm>
#include <utility>

namespace outrigger {

namespace {
struct Use {
    Interval span;
    Resources amount;
};
}  // namespace

Resources TableCapacity::free(NodeId n, const FreeQuery& q) const {
    if (!n.valid() || n.value() >= nodes_.size()) return Resources{};
    const Node& node = nodes_[n.value()];
    std::vector<Use> uses;
    for (const auto& j : jobs_)
        if (j.node == n && j.span.overlaps(q.during)) uses.push_back(Use{j.span, j.used});
    if (q.access == ReservationAccess::Dedicated) {
        for (const auto& r : reservations_) {
            if (r.kind == ReservationKind::Job || r.id == q.ignoring || !r.span.overlaps(q.during)) continue;
            for (const auto& h : r.allocation)
                if (h.node == n) uses.push_back(Use{r.span, h.held});
        }
    }
    // The peak use over the query interval occurs at the query start or at some holding's start.
    std::vector<Time> instants{q.during.start};
    for (const auto& u : uses)
        if (q.during.contains(u.span.start)) instants.push_back(u.span.start);
    Resources peak;
    for (const Time t : instants) {
        Resources at;
        for (const auto& u : uses)
            if (u.span.contains(t)) at += u.amount;
        peak = peak.max(at);
    }
    Resources left = node.capacity - peak;
    return left.max(Resources{});
}

}  // namespace outrigger
