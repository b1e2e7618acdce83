#include "stack/reservation_access.hpp"

#include "reservation/acl.hpp"

namespace outrigger {

void BookAccessOracle::reindex() {
    index_.clear();
    const auto rs = book_->reservations();
    for (std::size_t i = 0; i < rs.size(); ++i) {
        const auto v = rs[i].id.value();
        if (v >= index_.size()) index_.resize(v + 1, kNone);
        index_[v] = static_cast<std::uint32_t>(i);
    }
}

Admission BookAccessOracle::admit(ReservationId reservation, const Job& job, Interval job_span) const {
    const Reservation* r = find(reservation);
    if (r == nullptr) return Admission::Denied;
    const AccessDecision d = check_access(*r, job, job_span, *names_);
    if (!d.admitted()) return Admission::Denied;
    switch (d.affinity) {
        case Affinity::Positive: return Admission::Positive;
        case Affinity::Negative: return Admission::Negative;
        case Affinity::Neutral: return Admission::Neutral;
    }
    return Admission::Neutral;
}

namespace {

// Counts as free what the reservations it names hold: the one being re-placed, or all of them.
class IgnoringGate final : public ReservationGate {
public:
    IgnoringGate(ReservationId ignoring, bool all) : ignoring_(ignoring), all_(all) {}
    [[nodiscard]] Admission admit(ReservationId r, Interval) const override {
        return all_ || r == ignoring_ ? Admission::Neutral : Admission::Denied;
    }

private:
    ReservationId ignoring_;
    bool all_;
};

}  // namespace

Resources CalendarCapacity::free(NodeId n, const FreeQuery& q) const {
    if (!n.valid() || n.value() >= cluster_->node_count()) return Resources{};
    const bool shared = q.access == ReservationAccess::Shared;
    if (!shared && !q.ignoring.valid()) return calendar_->avail_during(n, q.during);
    const IgnoringGate gate(q.ignoring, shared);
    return calendar_->avail_during(n, q.during, &gate);
}

}  // namespace outrigger
