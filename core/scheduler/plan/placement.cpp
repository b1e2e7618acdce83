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

// The allocation from greedy (node, tasks) picks: sorted by NodeId, one entry per node.
Allocation merge_taken(std::vector<NodeCandidate>& taken) {
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

// The same choice as the scan below, for the shapes the calendar's node index answers: a start at
// the present instant (when.start == wider.start, wider at least as long) or a reservation later
// than the present (wider = [present, when.end)), under FIRSTAVAILABLE or LASTAVAILABLE with no
// reservation spans (every node ranks "no reservation"). Nodes are visited in the policy's order
// and only among candidates: limited capacity first (nodes with a span starting after the present,
// resp. a change point by the reserved start), then lasting capacity (processors free at the
// present), stopping once the job is placed: O(nodes taken + log nodes) per node visited.
std::optional<std::optional<Allocation>> place_indexed(const Availability& calendar, const FitRequest& fit,
                                                       Interval when, Interval wider, const NodeAllocator& allocator,
                                                       PlacementScratch& scratch) {
    const NodeAllocationPolicy policy = allocator.policy();
    if (policy != NodeAllocationPolicy::FirstAvailable && policy != NodeAllocationPolicy::LastAvailable) return std::nullopt;
    if (!calendar.indexable(fit)) return std::nullopt;
    const Time q = wider.start;
    const bool start_now = when.start == q && wider.end >= when.end;
    const bool later = q < when.start && wider.end == when.end;
    if (!start_now && !later) return std::nullopt;
    if (calendar.advance_present(q) != q) return std::nullopt;

    const bool descending = policy == NodeAllocationPolicy::LastAvailable;
    const auto count = static_cast<std::int64_t>(calendar.cluster().node_count());
    auto& taken = scratch.taken;
    taken.clear();
    std::int64_t remaining = fit.request->tasks;
    const auto walk = [&](const Availability::NodeProbe& probe, bool limited) {
        std::int64_t from = descending ? count - 1 : 0;
        while (remaining > 0) {
            const NodeId n = calendar.next_node(from, descending, probe);
            if (!n.valid()) return;
            from = descending ? std::int64_t{n.value()} - 1 : std::int64_t{n.value()} + 1;
            const std::int64_t here = calendar.tasks_fit(n, when, fit);
            if (here == 0) continue;
            const std::int64_t keep = std::min(here, calendar.tasks_fit(n, wider, fit));
            const std::int64_t t = std::min(limited ? here - keep : keep, remaining);
            if (t <= 0) continue;
            taken.push_back(NodeCandidate{n, t});
            remaining -= t;
        }
    };
    Availability::NodeProbe limited;
    if (start_now) {
        limited.free_procs = fit.request->per_task.procs;
        limited.starts_after = q;
    } else {
        limited.changes_by = when.start;
    }
    walk(limited, true);
    Availability::NodeProbe lasting;
    lasting.free_procs = fit.request->per_task.procs;
    walk(lasting, false);
    if (remaining > 0) return std::optional<Allocation>{};
    return std::optional<Allocation>{merge_taken(taken)};
}

}  // namespace

std::optional<Allocation> place(const Availability& calendar, const FitRequest& fit, Interval when, Interval wider,
                                const NodeAllocator& allocator, PlacementScratch& scratch) {
    if (auto indexed = place_indexed(calendar, fit, when, wider, allocator, scratch)) return std::move(*indexed);
    const std::int64_t want = fit.request->tasks;
    auto& entries = scratch.entries;
    entries.clear();
    const bool reservations = calendar.has_reservation_spans();
    std::int64_t total = 0;
    for (NodeId n : calendar.partition_nodes(fit.partition)) {
        const std::int64_t here = calendar.tasks_fit(n, when, fit);
        if (here == 0) continue;
        const std::int64_t keep = std::min(here, calendar.tasks_fit(n, wider, fit));
        PlacementScratch::Entry e{n, here - keep, keep, 2};
        if (reservations) e.rank = rank_of(calendar.node_affinity(n, when, fit));
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
        take_group(rank, true);
        if (remaining > 0) take_group(rank, false);
    }
    if (remaining > 0) return std::nullopt;
    return merge_taken(taken);
}

bool commit_allocation(Availability& calendar, const Allocation& allocation, const TaskRequest& request, Interval when,
                       SpanOwner owner, std::vector<SpanId>& out, Commit commit) {
    return calendar.add_spans(allocation, request.per_task, when, owner, commit, out);
}

}  // namespace outrigger
