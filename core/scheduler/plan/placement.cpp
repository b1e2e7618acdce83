#include "plan/placement.hpp"

#include <algorithm>

namespace outrigger {

std::int64_t allocation_tasks(const Allocation& a) {
    std::int64_t n = 0;
    for (const auto& x : a) n += x.tasks;
    return n;
}

namespace {

std::uint8_t rank_of(std::optional<Admission> a) {
    if (!a) return 2;
    switch (*a) {
        case Admission::Positive: return 0;
        case Admission::Neutral: return 1;
        case Admission::Negative: return 3;
        case Admission::Denied: return 2;
    }
    return 2;
}

}  // namespace

std::optional<Allocation> place(const Availability& calendar, const FitRequest& fit, Interval when, Interval wider,
                                const NodeAllocator& allocator, PlacementScratch& scratch) {
    const std::int64_t want = fit.request->tasks;
    auto& entries = scratch.entries;
    entries.clear();
    const bool reservations = calendar.has_reservation_spans();
    std::int64_t total = 0;
    unsigned ranks_seen = 0;  // bit r: some entry has rank r (without reservations only rank 2)
    for (NodeId n : calendar.partition_nodes(fit.partition)) {
        const std::int64_t here = calendar.tasks_fit(n, when, fit);
        if (here == 0) continue;
        const std::int64_t keep = std::min(here, calendar.tasks_fit(n, wider, fit));
        PlacementScratch::Entry e{n, here - keep, keep, 2};
        if (reservations) e.rank = rank_of(calendar.node_affinity(n, when, fit));
        ranks_seen |= 1U << e.rank;
        entries.push_back(e);
        total += here;
    }
    if (total < want) return std::nullopt;

    auto& taken = scratch.taken;
    taken.clear();
    std::int64_t remaining = want;
    const auto take_group = [&](std::uint8_t rank, bool limited) {
        auto& group = scratch.group;
        group.clear();
        for (const auto& e : entries) {
            if (e.rank != rank) continue;
            const std::int64_t t = limited ? e.limited : e.lasting;
            if (t > 0) group.push_back(NodeCandidate{e.node, t});
        }
        if (group.empty()) return;
        allocator.order(group, remaining, calendar.cluster());
        for (const auto& c : group) {
            if (remaining == 0) break;
            const std::int64_t t = std::min(c.tasks, remaining);
            taken.push_back(NodeCandidate{c.node, t});
            remaining -= t;
        }
    };
    for (std::uint8_t rank = 0; rank < 4 && remaining > 0; ++rank) {
        if ((ranks_seen & (1U << rank)) == 0) continue;
        take_group(rank, true);
        if (remaining > 0) take_group(rank, false);
    }
    if (remaining > 0) return std::nullopt;

    std::sort(taken.begin(), taken.end(), [](const NodeCandidate& a, const NodeCandidate& b) { return a.node < b.node; });
    Allocation out;
    out.reserve(taken.size());
    for (const auto& c : taken) {
        if (!out.empty() && out.back().node == c.node)
            out.back().tasks += c.tasks;
        else
            out.push_back(NodeTasks{c.node, c.tasks});
    }
    return out;
}

bool commit_allocation(Availability& calendar, const Allocation& allocation, const TaskRequest& request, Interval when,
                       SpanOwner owner, std::vector<SpanId>& out, Commit commit) {
    return calendar.add_spans(allocation, request.per_task, when, owner, commit, out);
}

}  // namespace outrigger
