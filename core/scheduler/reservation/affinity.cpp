#include "reservation/affinity.hpp"

#include <algorithm>

namespace outrigger {

std::vector<RankedNode> order_by_affinity(std::span<const NodeId> candidates,
                                          std::span<const Reservation> reservations, const Job& job,
                                          Interval job_span, const Names& names) {
    std::vector<RankedNode> out;
    out.reserve(candidates.size());
    for (const NodeId n : candidates) {
        RankedNode ranked{n, AffinityRank::Neutral, {}};
        bool positive = false;
        bool negative = false;
        for (const Reservation& r : reservations) {
            if (r.kind == ReservationKind::Job || !r.span.overlaps(job_span) || !r.covers(n)) continue;
            const AccessDecision d = check_access(r, job, job_span, names);
            if (!d.admitted()) {
                ranked.refused.push_back(d);
                continue;
            }
            positive = positive || d.affinity == Affinity::Positive;
            negative = negative || d.affinity == Affinity::Negative;
        }
        ranked.rank = negative   ? AffinityRank::Negative
                      : positive ? AffinityRank::Positive
                                 : AffinityRank::Neutral;
        out.push_back(std::move(ranked));
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const RankedNode& a, const RankedNode& b) { return a.rank < b.rank; });
    return out;
}

}  // namespace outrigger
