#include "plan/placement.hpp"

#include <algorithm>
#include <cassert>
#include <functional>

#include "plan/node_walk_ahead.hpp"

namespace outrigger {

namespace {

std::uint8_t rank_of(std::optional<Admission> a) {
    if (!a) return 2;
    switch (*a) {
        case Admission::Positive:
            return 0;
        case Admission::Neutral:
            return 1;
        case Admission::Negative:
            return 3;
        case Admission::Denied:
            return 2;
    }
    return 2;
}

// Calls f(node) for every set bit, ascending or descending by NodeId, until f returns false.
template <class F>
void for_each_node(const std::vector<std::uint64_t>& bits, bool descending, F&& f) {
    const auto node = [](std::size_t w, int bit) {
        return NodeId(static_cast<NodeId::Rep>(w * 64 + static_cast<std::size_t>(bit)));
    };
    if (!descending) {
        for (std::size_t w = 0; w < bits.size(); ++w)
            for (std::uint64_t b = bits[w]; b != 0; b &= b - 1)
                if (!f(node(w, __builtin_ctzll(b)))) return;
        return;
    }
    for (std::size_t w = bits.size(); w-- > 0;) {
        for (std::uint64_t b = bits[w]; b != 0;) {
            const int bit = 63 - __builtin_clzll(b);
            if (!f(node(w, bit))) return;
            b &= ~(std::uint64_t{1} << bit);
        }
    }
}

// `taken` as at most two runs, each strictly ordered by `less` (a walk in the policy's order for
// limited capacity, then one for lasting capacity): merged in one pass as merge sort's last step,
// a node taken in both runs once with both counts, in `less` order. nullopt for more runs.
template <class Less>
std::optional<Allocation> merge_two_runs(const std::vector<NodeCandidate>& taken, Less less) {
    const std::size_t n = taken.size();
    std::size_t k = 1;
    while (k < n && less(taken[k - 1].node, taken[k].node)) ++k;
    std::size_t e = k + 1;
    while (e < n && less(taken[e - 1].node, taken[e].node)) ++e;
    if (e < n) return std::nullopt;
    Allocation out;
    out.reserve(n);
    std::size_t i = 0;
    std::size_t j = std::min(k, n);
    const std::size_t first_end = j;
    while (i < first_end || j < n) {
        if (j == n || (i < first_end && less(taken[i].node, taken[j].node))) {
            out.push_back(NodeTasks{taken[i].node, taken[i].tasks});
            ++i;
        } else if (i == first_end || less(taken[j].node, taken[i].node)) {
            out.push_back(NodeTasks{taken[j].node, taken[j].tasks});
            ++j;
        } else {
            out.push_back(NodeTasks{taken[i].node, taken[i].tasks + taken[j].tasks});
            ++i;
            ++j;
        }
    }
    return out;
}

// The taken tasks per node, in NodeId order. The walks leave one or two ordered runs, merged in
// one pass; anything else through a bit set and a per-node count rather than a sort,
// O(taken + nodes / 64).
Allocation merged(const std::vector<NodeCandidate>& taken, PlacementScratch& scratch) {
    // One run, as a walk that found all it needed on lasting capacity leaves it: copied in order.
    const auto one_run = [&taken](auto less) {
        for (std::size_t i = 1; i < taken.size(); ++i)
            if (!less(taken[i - 1].node, taken[i].node)) return false;
        return true;
    };
    if (one_run(std::greater<>{})) {
        Allocation out(taken.size());
        for (std::size_t i = 0; i < taken.size(); ++i)
            out[taken.size() - 1 - i] = NodeTasks{taken[i].node, taken[i].tasks};
        return out;
    }
    if (auto up = merge_two_runs(taken, std::less<>{})) return std::move(*up);
    if (auto down = merge_two_runs(taken, std::greater<>{})) {
        std::reverse(down->begin(), down->end());
        return std::move(*down);
    }
    auto& bits = scratch.late;
    bits.assign(scratch.nodes.size(), 0);
    auto& count = scratch.tasks_by_node;
    for (const auto& c : taken) {
        const std::size_t n = c.node.value();
        if (count.size() <= n) count.resize(n + 1, 0);
        bits[n / 64] |= std::uint64_t{1} << (n % 64);
        count[n] += c.tasks;
    }
    Allocation out;
    out.reserve(taken.size());
    for_each_node(bits, false, [&](NodeId n) {
        out.push_back(NodeTasks{n, count[n.value()]});
        count[n.value()] = 0;
        return true;
    });
    return out;
}

// For a job no reservation admits, under FIRSTAVAILABLE or LASTAVAILABLE: the general rule below,
// walked in the policy's node order so that it stops as soon as the job is placed. First the
// capacity that is free only for a limited time, then the lasting capacity. For a start now from
// the present on, limited capacity lies only on late nodes (a span starting after the job's end
// shrinks it) and on a pending reservation's nodes; otherwise on any candidate, and a walk that
// saw every candidate without placing the job remembers what it saw for the second walk.
std::optional<Allocation> place_in_node_order(const Availability& calendar, const FitRequest& fit,
                                              Interval when, Interval wider, bool descending,
                                              PlacementScratch& scratch, const PendingReservation* pending,
                                              bool limited_anywhere) {
    std::int64_t remaining = fit.request->tasks;
    auto& taken = scratch.taken;
    taken.clear();
    // The tasks that fit over `when`; on a pending reservation's node, with its processors in use
    // where the two overlap (the fit is the minimum over the interval, so the rest of `when` keeps
    // the calendar's answer). These helpers run once per node visited, and GCC left them as calls
    // unless forced.
    const bool plain = calendar.plain(fit);
    const auto fit_on = [&](NodeId n, Interval during) __attribute__((always_inline)) {
        return plain ? calendar.tasks_fit_plain(n, during, fit) : calendar.tasks_fit(n, during, fit);
    };
    const auto here_of = [&](NodeId n) __attribute__((always_inline)) {
        std::int64_t here = fit_on(n, when);
        if (here != 0 && pending != nullptr && pending->procs[n.value()] > 0 &&
            when.overlaps(pending->when)) {
            const Interval both{max(when.start, pending->when.start), min(when.end, pending->when.end)};
            here = std::min(here, calendar.tasks_fit_plain(n, both, fit, pending->procs[n.value()]));
        }
        return here;
    };
    const auto keep_of = [&](NodeId n, std::int64_t here) __attribute__((always_inline)) {
        std::int64_t keep = std::min(here, fit_on(n, wider));
        if (pending != nullptr && pending->procs[n.value()] > 0)
            keep = std::min(keep, calendar.tasks_fit_plain(n, pending->when, fit, pending->procs[n.value()]));
        return keep;
    };
    const auto take = [&](NodeId n, std::int64_t tasks) __attribute__((always_inline)) {
        const std::int64_t t = std::min(tasks, remaining);
        taken.push_back(NodeCandidate{n, t});
        remaining -= t;
        return remaining > 0;
    };
    auto& seen = scratch.group;  // (node, lasting tasks) of every candidate with room, in walk order
    seen.clear();
    bool seen_all = false;
    // For a start now, the nodes where capacity can be limited (late and pending nodes); on any
    // other node use only falls from now on, so all its capacity lasts.
    const std::vector<std::uint64_t>* limiting = nullptr;
    if (limited_anywhere) {
        seen_all = true;
        // A reservation's placement: both fits of a node in one walk over its change points.
        const bool paired = pending == nullptr && wider.end == when.end && !(when.start < wider.start);
        NodeWalkAhead ahead(calendar, scratch.nodes, descending);
        for_each_node(scratch.nodes, descending, [&](NodeId n) {
            ahead.step();
            std::int64_t here = 0;
            std::int64_t keep = 0;
            if (paired) {
                const auto fits = plain ? calendar.tasks_fit_from_plain(n, when, wider.start, fit)
                                        : calendar.tasks_fit_from(n, when, wider.start, fit);
                here = fits.when;
                keep = fits.from;
            } else {
                here = here_of(n);
                if (here != 0) keep = keep_of(n, here);
            }
            if (here == 0) return true;
            seen.push_back(NodeCandidate{n, keep});
            if (here == keep || take(n, here - keep)) return true;
            seen_all = false;
            return false;
        });
    } else {
        const auto late = calendar.late_nodes();
        if (!late.empty() || pending != nullptr) {
            // Into the policy's order through a bit set: O(late nodes + nodes / 64), no sort.
            auto& bits = scratch.late;
            if (pending != nullptr)
                bits = pending->nodes;
            else
                bits.assign(scratch.nodes.size(), 0);
            for (NodeId n : late) bits[n.value() / 64] |= std::uint64_t{1} << (n.value() % 64);
            // Only candidates can hold a task: a reservation's nodes are mostly full until it starts.
            for (std::size_t w = 0; w < bits.size(); ++w) bits[w] &= scratch.nodes[w];
            limiting = &bits;
            NodeWalkAhead ahead(calendar, bits, descending);
            for_each_node(bits, descending, [&](NodeId n) {
                ahead.step();
                const std::int64_t here = here_of(n);
                if (here == 0) return true;
                const std::int64_t limited = here - keep_of(n, here);
                return limited == 0 || take(n, limited);
            });
        }
    }
    if (remaining > 0 && seen_all) {
        for (const auto& c : seen)
            if (c.tasks > 0 && !take(c.node, c.tasks)) break;
    } else if (remaining > 0) {
        const auto may_limit = [&](NodeId n) {
            return limited_anywhere ||
                   (limiting != nullptr && ((*limiting)[n.value() / 64] >> (n.value() % 64) & 1U) != 0);
        };
        NodeWalkAhead ahead(calendar, scratch.nodes, descending);
        for_each_node(scratch.nodes, descending, [&](NodeId n) {
            ahead.step();
            const std::int64_t here = here_of(n);
            if (here == 0) return true;
            const std::int64_t keep = may_limit(n) ? keep_of(n, here) : here;
            return keep == 0 || take(n, keep);
        });
    }
    if (remaining > 0) return std::nullopt;
    return merged(taken, scratch);
}

}  // namespace

std::optional<Allocation> place(const Availability& calendar, const FitRequest& fit, Interval when,
                                Interval wider, const NodeAllocator& allocator, PlacementScratch& scratch,
                                SearchHints* hints) {
    const std::int64_t want = fit.request->tasks;
    // Only a job some reservation may admit (it has a gate) ranks nodes by affinity; for any other
    // job reserved resources are simply in use, and every node ranks alike.
    const bool ranked = calendar.has_reservation_spans() && fit.gate != nullptr;
    // Nodes without room during `when` take no task whatever the order: any superset of those
    // with room gives the same nodes, and the hints leave out more than the candidate index.
    if (hints != nullptr)
        calendar.nodes_with_room(fit, when, *hints, scratch.nodes);
    else
        calendar.candidate_nodes(fit, when.start, scratch.nodes);
    const NodeAllocationPolicy policy = allocator.policy();
    if (!ranked &&
        (policy == NodeAllocationPolicy::FirstAvailable || policy == NodeAllocationPolicy::LastAvailable)) {
        const bool start_now =
            wider.start == when.start && wider.end.is_never() && !(when.start < calendar.present());
        return place_in_node_order(calendar, fit, when, wider, policy == NodeAllocationPolicy::LastAvailable,
                                   scratch, nullptr, !start_now);
    }

    auto& entries = scratch.entries;
    entries.clear();
    std::int64_t total = 0;
    unsigned ranks_seen = 0;  // bit r: some entry has rank r (without reservations only rank 2)
    for_each_node(scratch.nodes, false, [&](NodeId n) {
        const std::int64_t here = calendar.tasks_fit(n, when, fit);
        if (here == 0) return true;
        const std::int64_t keep = std::min(here, calendar.tasks_fit(n, wider, fit));
        PlacementScratch::Entry e{n, here - keep, keep, 2};
        if (ranked) e.rank = rank_of(calendar.node_affinity(n, when, fit));
        ranks_seen |= 1U << e.rank;
        entries.push_back(e);
        total += here;
        return true;
    });
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
    return merged(taken, scratch);
}

void PendingReservation::set(Interval span, const Allocation& alloc, std::int64_t per_task_procs,
                             const Availability& calendar) {
    const auto capacity = calendar.node_procs();
    const std::size_t node_count = capacity.size();
    const std::size_t words = (node_count + 63) / 64;
    when = span;
    // The nodes held before stay listed in `held` until the new ones are written: only those the new
    // allocation leaves go back to zero, not all of them (a large job's answers mostly share nodes).
    held.swap(nodes);
    held.resize(words, 0);
    nodes.assign(words, 0);
    whole.assign(words, 0);
    if (procs.size() < node_count) procs.resize(node_count, 0);
    // One entry per node, in NodeId order: a word's bits are gathered in registers and written
    // once, rather than each node reading back the word the one before it just wrote.
    assert(std::adjacent_find(alloc.begin(), alloc.end(), [](const NodeTasks& a, const NodeTasks& b) {
               return !(a.node < b.node);
           }) == alloc.end());
    std::size_t word = 0;
    std::uint64_t node_bits = 0;
    std::uint64_t whole_bits = 0;
    const auto flush = [&] {
        nodes[word] |= node_bits;
        whole[word] |= whole_bits;
    };
    for (const auto& nt : alloc) {
        const std::size_t n = nt.node.value();
        if (n / 64 != word) {
            flush();
            word = n / 64;
            node_bits = 0;
            whole_bits = 0;
        }
        const std::uint64_t bit = std::uint64_t{1} << (n % 64);
        node_bits |= bit;
        procs[n] = nt.tasks * per_task_procs;
        if (procs[n] >= capacity[n]) whole_bits |= bit;
    }
    if (!alloc.empty()) flush();
    for (std::size_t w = 0; w < words; ++w) {
        for (std::uint64_t b = held[w] & ~nodes[w]; b != 0; b &= b - 1)
            procs[w * 64 + static_cast<std::size_t>(__builtin_ctzll(b))] = 0;
    }
}

void PendingReservation::apply(const Allocation& changes, std::int64_t per_task_procs,
                               const Availability& calendar) {
    const auto capacity = calendar.node_procs();
    for (const NodeTasks& nt : changes) {
        const std::size_t n = nt.node.value();
        const std::uint64_t bit = std::uint64_t{1} << (n % 64);
        procs[n] = nt.tasks * per_task_procs;
        nodes[n / 64] = nt.tasks > 0 ? nodes[n / 64] | bit : nodes[n / 64] & ~bit;
        whole[n / 64] = nt.tasks > 0 && procs[n] >= capacity[n] ? whole[n / 64] | bit : whole[n / 64] & ~bit;
    }
}

void PendingReservation::clear() {
    for_each_node(nodes, false, [this](NodeId n) {
        procs[n.value()] = 0;
        return true;
    });
    std::fill(nodes.begin(), nodes.end(), 0);
    std::fill(whole.begin(), whole.end(), 0);
}

bool PendingReservation::usable(const Availability& calendar, const FitRequest& fit,
                                const NodeAllocator& allocator) {
    const NodeAllocationPolicy policy = allocator.policy();
    return fit.request->per_task.procs_only() && fit.gate == nullptr &&
           calendar.cluster().access_policy == NodeAccessPolicy::Shared &&
           (policy == NodeAllocationPolicy::FirstAvailable || policy == NodeAllocationPolicy::LastAvailable);
}

std::optional<Allocation> place(const Availability& calendar, const FitRequest& fit, Interval when,
                                const NodeAllocator& allocator, PlacementScratch& scratch,
                                const PendingReservation& pending) {
    calendar.candidate_nodes(fit, when.start, scratch.nodes);
    // A job that meets the reservation finds no processor on the nodes it takes whole.
    if (when.overlaps(pending.when))
        for (std::size_t w = 0; w < scratch.nodes.size() && w < pending.whole.size(); ++w)
            scratch.nodes[w] &= ~pending.whole[w];
    const bool descending = allocator.policy() == NodeAllocationPolicy::LastAvailable;
    const Interval wider{when.start, Time::never()};
    // Late nodes are only complete from the present on: before it any candidate may hold limited capacity.
    return place_in_node_order(calendar, fit, when, wider, descending, scratch, &pending,
                               when.start < calendar.present());
}

bool commit_allocation(Availability& calendar, const Allocation& allocation, const TaskRequest& request,
                       Interval when, SpanOwner owner, std::vector<SpanId>& out, Commit commit) {
    return calendar.add_spans(allocation, request.per_task, when, owner, commit, out);
}

}  // namespace outrigger
