#include "stack/reservation_access.hpp"

#include <algorithm>

#include "reservation/acl.hpp"

namespace outrigger {

void BookAccessOracle::reindex() {
    index_.clear();
    span_free_.clear();
    if (++generation_ >= kGenerations) {
        memo_.clear();
        generation_ = 1;
    }
    const auto rs = book_->reservations();
    for (std::size_t i = 0; i < rs.size(); ++i) {
        const auto v = rs[i].id.value();
        if (v >= index_.size()) index_.resize(v + 1, kNone);
        index_[v] = static_cast<std::uint32_t>(i);
        span_free_.push_back(std::none_of(rs[i].acl.begin(), rs[i].acl.end(),
                                          [](const AclEntry& e) { return e.type == AclType::TimeLimit; }));
    }
    if (memo_.size() < rs.size()) memo_.resize(rs.size());
}

namespace {

Admission admission_of(const AccessDecision& d) {
    if (!d.admitted()) return Admission::Denied;
    switch (d.affinity) {
        case Affinity::Positive:
            return Admission::Positive;
        case Affinity::Negative:
            return Admission::Negative;
        case Affinity::Neutral:
            return Admission::Neutral;
    }
    return Admission::Neutral;
}

}  // namespace

Admission BookAccessOracle::admit(ReservationId reservation, const Job& job, Interval job_span) const {
    if (!reservation.valid() || reservation.value() >= index_.size() || index_[reservation.value()] == kNone)
        return Admission::Denied;
    const std::uint32_t pos = index_[reservation.value()];
    const Reservation& r = book_->reservations()[pos];
    if (!span_free_[pos] || !job.id.valid()) return admission_of(check_access(r, job, job_span, *names_));
    auto& memo = memo_[pos];
    if (job.id.value() >= memo.size()) memo.resize(job.id.value() + 1, 0);
    std::uint32_t& m = memo[job.id.value()];
    if (m >> 3 != generation_)
        m = generation_ << 3 | static_cast<std::uint32_t>(1 + static_cast<int>(admission_of(
                                                                  check_access(r, job, job_span, *names_))));
    return static_cast<Admission>((m & 7) - 1);
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

std::optional<ViewMark> CalendarCapacity::mark() const {
    return ViewMark{calendar_->identity(), calendar_->change_mark()};
}

std::optional<std::span<const NodeId>> CalendarCapacity::changed_since(const ViewMark& mark) const {
    const std::weak_ptr<const void> id = calendar_->identity();
    if (mark.source.expired() || mark.source.owner_before(id) || id.owner_before(mark.source))
        return std::nullopt;
    return calendar_->changes_since(mark.at);
}

}  // namespace outrigger
