#include "plan/reservation_fit.hpp"

#include <algorithm>
#include <cassert>
#include <tuple>
#include <utility>

#include "plan/node_walk_ahead.hpp"

namespace outrigger {

namespace {

constexpr std::uint64_t bit_of(std::size_t node) {
    return std::uint64_t{1} << (node % 64);
}

// Where a greedy walk in node order (ascending or descending NodeId), taking `values` node by node
// until `need` is met, stops: that node and what it takes there. `need` is at most the total.
std::pair<std::size_t, std::int64_t> find_cut(const std::vector<std::int64_t>& values,
                                              const std::vector<std::int64_t>& words,
                                              const std::vector<std::uint64_t>& bits, std::int64_t need,
                                              bool descending) {
    std::int64_t sum = 0;
    const std::size_t n = words.size();
    for (std::size_t k = 0; k < n; ++k) {
        const std::size_t w = descending ? n - 1 - k : k;
        if (sum + words[w] < need) {
            sum += words[w];
            continue;
        }
        for (std::uint64_t b = bits[w]; b != 0;) {
            const int bit = descending ? 63 - __builtin_clzll(b) : __builtin_ctzll(b);
            b &= ~(std::uint64_t{1} << bit);
            const std::size_t node = w * 64 + static_cast<std::size_t>(bit);
            if (sum + values[node] >= need) return {node, need - sum};
            sum += values[node];
        }
    }
    assert(false && "need exceeds the total");
    return {0, 0};
}

// The nodes of word `w` that a walk stopping at `cut` reaches, the cut included.
std::uint64_t reached(std::size_t w, std::size_t cut, bool descending) {
    const std::size_t cw = cut / 64;
    const std::size_t cb = cut % 64;
    if (w == cw) {
        const std::uint64_t below =
            cb == 63 ? ~std::uint64_t{0} : (std::uint64_t{1} << (cb + 1)) - 1;  // bits 0..cb
        return descending ? ~below | bit_of(cut) : below;
    }
    return (descending ? w > cw : w < cw) ? ~std::uint64_t{0} : 0;
}

}  // namespace

bool ReservationFit::Key::matches(const FitRequest& fit, Interval w, bool desc) const {
    return job == fit.job && tasks == fit.request->tasks && per_task_procs == fit.request->per_task.procs &&
           walltime == fit.walltime && partition == fit.partition && when == w && descending == desc &&
           std::equal(features.begin(), features.end(), fit.features.begin(), fit.features.end());
}

std::optional<Allocation> ReservationFit::place(const Availability& calendar, const FitRequest& fit,
                                                Interval when, Time now, const NodeAllocator& allocator,
                                                PlacementScratch& scratch, std::uint64_t held) {
    last_kept_ = false;
    last_reread_ = 0;
    last_answer_ = 0;
    const Interval wider{now, when.end};
    const bool descending = allocator.policy() == NodeAllocationPolicy::LastAvailable;
    // What place() answers with its walk in node order, for a reservation after `now`.
    const bool walked =
        fit.request->tasks > 0 && now < when.start && PendingReservation::usable(calendar, fit, allocator);
    if (!walked) {
        valid_ = false;
        return outrigger::place(calendar, fit, when, wider, allocator, scratch);
    }
    const auto id = calendar.identity();
    // A calendar's identity is alive as long as the calendar (a moved-from one has none).
    const bool kept = valid_ && !id.expired() && !calendar_.owner_before(id) && !id.owner_before(calendar_);
    std::optional<Allocation> placed;
    if (kept && key_.matches(fit, when, descending)) {
        if (catch_up(calendar, fit, now)) {
            last_kept_ = true;
            remember(calendar, now);
            const Cut cut = cut_for(fit.request->tasks);
            const bool moved_taken =
                std::any_of(moved_.begin(), moved_.end(), [&](const Moved& m) { return takes(cut, m); });
            if (!(cut == cut_) || moved_taken) {
                const std::uint64_t before = name_;
                name_ = ++names_;
                // Changes only to the answer the caller holds: no one else could apply them.
                const bool noted = held != 0 && held == before && note_changes(cut_, cut);
                changes_from_ = noted ? before : 0;
                changes_to_ = noted ? name_ : 0;
            }
            cut_ = cut;
            last_answer_ = name_;
            if (cut.fits && (name_ == held || (held != 0 && changes_from_ == held && changes_to_ == name_)))
                return Allocation{};
            return answer(cut);
        }
    } else if (kept && key_.job == fit.job && when.start < key_.when.start) {
        // The earliest-start search probes instants before the one kept, where the same job mostly
        // does not fit (tasks of several processors on fragmented nodes): only a success replaces it.
        placed = outrigger::place(calendar, fit, when, wider, allocator, scratch);
        if (!placed) return placed;
    }
    key_ = Key{
        fit.job,      fit.request->tasks, fit.request->per_task.procs,
        fit.walltime, fit.partition,      std::vector<FeatureId>(fit.features.begin(), fit.features.end()),
        when,         descending};
    now_ = now;
    rebuild(calendar, fit, scratch);
    remember(calendar, now);
    valid_ = true;
    cut_ = cut_for(fit.request->tasks);
    name_ = ++names_;
    changes_from_ = 0;
    changes_to_ = 0;
    last_answer_ = name_;
    return placed ? std::move(placed) : answer(cut_);  // a probe that fits has its answer already
}

ReservationFit::Moved ReservationFit::set(std::size_t node, std::int64_t limited, std::int64_t lasting) {
    const Moved moved{node, limited != limited_[node], lasting != lasting_[node],
                      Tasks{limited_[node], lasting_[node]}};
    if (!moved.limited && !moved.lasting) return moved;
    const std::size_t w = node / 64;
    limited_words_[w] += limited - limited_[node];
    limited_total_ += limited - limited_[node];
    limited_[node] = limited;
    lasting_words_[w] += lasting - lasting_[node];
    lasting_total_ += lasting - lasting_[node];
    lasting_[node] = lasting;
    limited_bits_[w] = limited != 0 ? limited_bits_[w] | bit_of(node) : limited_bits_[w] & ~bit_of(node);
    lasting_bits_[w] = lasting != 0 ? lasting_bits_[w] | bit_of(node) : lasting_bits_[w] & ~bit_of(node);
    return moved;
}

[[gnu::always_inline]] inline ReservationFit::Tasks ReservationFit::read(const Availability& calendar,
                                                                         const FitRequest& fit,
                                                                         NodeId node) const {
    // Lasting: free from now to the reservation's end; limited: free at its start, not lasting.
    // Only requests that PendingReservation::usable() admits are kept here, and those are plain.
    assert(calendar.plain(fit));
    const auto fits = calendar.tasks_fit_from_plain(node, key_.when, now_, fit);
    return {fits.when - fits.from, fits.from};
}

ReservationFit::Moved ReservationFit::reread(const Availability& calendar, const FitRequest& fit,
                                             NodeId node) {
    const Tasks t = read(calendar, fit, node);
    return set(node.value(), t.limited, t.lasting);
}

void ReservationFit::rebuild(const Availability& calendar, const FitRequest& fit, PlacementScratch& scratch) {
    const std::size_t nodes = calendar.cluster().node_count();
    const std::size_t words = (nodes + 63) / 64;
    if (limited_.size() != nodes) {
        limited_.assign(nodes, 0);
        lasting_.assign(nodes, 0);
        stamp_.assign(nodes, 0);
        moved_stamp_.assign(nodes, 0);
        limited_words_.assign(words, 0);
        lasting_words_.assign(words, 0);
        limited_bits_.assign(words, 0);
        lasting_bits_.assign(words, 0);
    } else {
        // Only the nodes with a value: O(nodes with room + nodes / 64).
        for (std::size_t w = 0; w < words; ++w) {
            for (std::uint64_t b = limited_bits_[w] | lasting_bits_[w]; b != 0; b &= b - 1) {
                const std::size_t n = w * 64 + static_cast<std::size_t>(__builtin_ctzll(b));
                limited_[n] = 0;
                lasting_[n] = 0;
            }
        }
        std::fill(limited_words_.begin(), limited_words_.end(), 0);
        std::fill(lasting_words_.begin(), lasting_words_.end(), 0);
        std::fill(limited_bits_.begin(), limited_bits_.end(), 0);
        std::fill(lasting_bits_.begin(), lasting_bits_.end(), 0);
    }
    limited_total_ = 0;
    lasting_total_ = 0;
    // Every other node has no room at the reserved start. All values are zero here, so each word's
    // sums and bits are written once rather than adjusted node by node.
    calendar.candidate_nodes(fit, key_.when.start, scratch.nodes);
    NodeWalkAhead ahead(calendar, scratch.nodes, false);
    for (std::size_t w = 0; w < scratch.nodes.size(); ++w) {
        std::int64_t limited_sum = 0;
        std::int64_t lasting_sum = 0;
        std::uint64_t limited_bits = 0;
        std::uint64_t lasting_bits = 0;
        for (std::uint64_t b = scratch.nodes[w]; b != 0; b &= b - 1) {
            const std::size_t n = w * 64 + static_cast<std::size_t>(__builtin_ctzll(b));
            ahead.step();
            const Tasks t = read(calendar, fit, NodeId(static_cast<NodeId::Rep>(n)));
            limited_[n] = t.limited;
            lasting_[n] = t.lasting;
            limited_sum += t.limited;
            lasting_sum += t.lasting;
            if (t.limited != 0) limited_bits |= bit_of(n);
            if (t.lasting != 0) lasting_bits |= bit_of(n);
        }
        limited_words_[w] = limited_sum;
        lasting_words_[w] = lasting_sum;
        limited_bits_[w] = limited_bits;
        lasting_bits_[w] = lasting_bits;
        limited_total_ += limited_sum;
        lasting_total_ += lasting_sum;
    }
}

bool ReservationFit::catch_up(const Availability& calendar, const FitRequest& fit, Time now) {
    // A node's lasting tasks are its free capacity over [now, end). When `now` moves forward on a
    // node whose row did not change, they can only grow if use between the old and the new `now`
    // was higher than after it: a span that ends between the two. (A span that starts in between
    // and lasts past it is counted either way; one that ended before the old `now` counts in neither.)
    if (now < now_) return false;
    if (now_ < now && calendar.ends_within(now_, now)) return false;
    const auto changed = calendar.changes_since(mark_);
    if (!changed) return false;
    if (++call_ == 0) {
        std::fill(stamp_.begin(), stamp_.end(), 0);
        std::fill(moved_stamp_.begin(), moved_stamp_.end(), 0);
        call_ = 1;
    }
    now_ = now;
    moved_.clear();
    const auto visit = [&](NodeId n) {
        if (stamp_[n.value()] == call_) return;
        stamp_[n.value()] = call_;
        if (const Moved m = reread(calendar, fit, n); m.limited || m.lasting) {
            moved_.push_back(m);
            moved_stamp_[n.value()] = call_;
        }
        ++last_reread_;
    };
    for (NodeId n : *changed) visit(n);
    return true;
}

void ReservationFit::remember(const Availability& calendar, Time now) {
    calendar_ = calendar.identity();
    mark_ = calendar.change_mark();
    now_ = now;
}

ReservationFit::Cut ReservationFit::cut_for(std::int64_t tasks) const {
    // place()'s walk: limited capacity in node order until the job is placed; if all of it is not
    // enough, all of it and then lasting capacity in node order.
    Cut cut;
    if (limited_total_ + lasting_total_ < tasks) return cut;
    cut.fits = true;
    cut.limited_only = limited_total_ >= tasks;
    std::tie(cut.node, cut.taken) =
        cut.limited_only
            ? find_cut(limited_, limited_words_, limited_bits_, tasks, key_.descending)
            : find_cut(lasting_, lasting_words_, lasting_bits_, tasks - limited_total_, key_.descending);
    return cut;
}

bool ReservationFit::takes(const Cut& cut, const Moved& m) const {
    // Whether the node's change shows in an answer that stops at `cut`: limited capacity counts up
    // to the cut (all of it when lasting capacity is taken too), lasting capacity up to the cut.
    if (!cut.fits) return false;
    const bool reached_node = key_.descending ? m.node >= cut.node : m.node <= cut.node;
    if (cut.limited_only) return m.limited && reached_node;
    return m.limited || (m.lasting && reached_node);
}

[[gnu::always_inline]] inline std::int64_t ReservationFit::tasks_in(std::size_t node, const Tasks& values,
                                                                    const Cut& cut) const {
    // As answer() writes the node out.
    if (!cut.fits) return 0;
    const bool reached_node = key_.descending ? node >= cut.node : node <= cut.node;
    if (cut.limited_only) {
        if (!reached_node || values.limited == 0) return 0;
        return node == cut.node ? cut.taken : values.limited;
    }
    std::int64_t tasks = values.limited;
    if (reached_node && values.lasting != 0) tasks += node == cut.node ? cut.taken : values.lasting;
    return tasks;
}

bool ReservationFit::note_changes(const Cut& before, const Cut& after) {
    changes_.clear();
    // With limited capacity alone on one side only, the lasting tasks of every node reached differ.
    if (!before.fits || !after.fits || before.limited_only != after.limited_only) return false;
    const auto note = [&](std::size_t node, const Tasks& was, const Tasks& is) {
        const std::int64_t tasks = tasks_in(node, is, after);
        if (tasks != tasks_in(node, was, before))
            changes_.push_back(NodeTasks{NodeId(static_cast<NodeId::Rep>(node)), tasks});
    };
    for (const Moved& m : moved_) note(m.node, m.before, Tasks{limited_[m.node], lasting_[m.node]});
    // Any other node kept its values: its tasks differ only where one walk reaches it and the other
    // does not, between the two cuts (both included), and only if it has the capacity walked.
    const std::size_t lo = std::min(before.node, after.node);
    const std::size_t hi = std::max(before.node, after.node);
    const auto& bits = after.limited_only ? limited_bits_ : lasting_bits_;
    for (std::size_t w = lo / 64; w <= hi / 64; ++w) {
        std::uint64_t b = bits[w];
        if (w == lo / 64) b &= ~std::uint64_t{0} << (lo % 64);
        if (w == hi / 64 && hi % 64 != 63) b &= (std::uint64_t{1} << (hi % 64 + 1)) - 1;
        for (; b != 0; b &= b - 1) {
            const std::size_t n = w * 64 + static_cast<std::size_t>(__builtin_ctzll(b));
            if (moved_stamp_[n] == call_) continue;
            const Tasks values{limited_[n], lasting_[n]};
            note(n, values, values);
        }
    }
    std::sort(changes_.begin(), changes_.end(),
              [](const NodeTasks& x, const NodeTasks& y) { return x.node < y.node; });
    return true;
}

void apply_changes(Allocation& allocation, const Allocation& changes, Allocation& scratch) {
    const auto by_node = [](const NodeTasks& e, NodeId n) { return e.node < n; };
    // Mostly the same nodes with other tasks, or none at all: written where they are. At the first
    // node that joins or leaves, the copy below takes over; the tasks written before it are the
    // changes' own, which it writes again.
    bool same_nodes = true;
    for (auto at = allocation.begin(); const NodeTasks& c : changes) {
        at = std::lower_bound(at, allocation.end(), c.node, by_node);
        if (at == allocation.end() || at->node != c.node || c.tasks == 0) {
            same_nodes = false;
            break;
        }
        at->tasks = c.tasks;
    }
    if (same_nodes) return;
    scratch.clear();
    scratch.reserve(allocation.size() + changes.size());
    auto from = allocation.cbegin();
    for (const NodeTasks& c : changes) {
        // The entries up to the changed node are copied as they were, in one run.
        const auto at = std::lower_bound(from, allocation.cend(), c.node, by_node);
        scratch.insert(scratch.end(), from, at);
        from = at != allocation.cend() && at->node == c.node ? at + 1 : at;
        if (c.tasks > 0) scratch.push_back(c);
    }
    scratch.insert(scratch.end(), from, allocation.cend());
    allocation.swap(scratch);
}

std::optional<Allocation> ReservationFit::answer(const Cut& cut) const {
    if (!cut.fits) return std::nullopt;
    const bool descending = key_.descending;
    const auto nodes_of = [&](std::size_t w) {
        return cut.limited_only ? limited_bits_[w] & reached(w, cut.node, descending)
                                : limited_bits_[w] | (lasting_bits_[w] & reached(w, cut.node, descending));
    };
    std::size_t count = 0;
    for (std::size_t w = 0; w < limited_bits_.size(); ++w)
        count += static_cast<std::size_t>(__builtin_popcountll(nodes_of(w)));
    Allocation out;
    out.reserve(count);
    const std::size_t cut_word = cut.node / 64;
    for (std::size_t w = 0; w < limited_bits_.size(); ++w) {
        if (w != cut_word) {
            // The walk takes all of a node's limited tasks here, and all its lasting ones too when
            // it takes lasting capacity and reaches this word (a value is zero where its bit is clear).
            const bool lasting_too = !cut.limited_only && reached(w, cut.node, descending) != 0;
            for (std::uint64_t b = nodes_of(w); b != 0; b &= b - 1) {
                const std::size_t n = w * 64 + static_cast<std::size_t>(__builtin_ctzll(b));
                const std::int64_t tasks_here = lasting_too ? limited_[n] + lasting_[n] : limited_[n];
                out.push_back(NodeTasks{NodeId(static_cast<NodeId::Rep>(n)), tasks_here});
            }
            continue;
        }
        const std::uint64_t lasting_taken =
            cut.limited_only ? 0 : lasting_bits_[w] & reached(w, cut.node, descending);
        for (std::uint64_t b = nodes_of(w); b != 0; b &= b - 1) {
            const int bit = __builtin_ctzll(b);
            const std::size_t n = w * 64 + static_cast<std::size_t>(bit);
            std::int64_t tasks_here = 0;
            if (cut.limited_only) {
                tasks_here = n == cut.node ? cut.taken : limited_[n];
            } else {
                tasks_here = limited_[n];
                if ((lasting_taken >> bit) & 1U) tasks_here += n == cut.node ? cut.taken : lasting_[n];
            }
            out.push_back(NodeTasks{NodeId(static_cast<NodeId::Rep>(n)), tasks_here});
        }
    }
    return out;
}

}  // namespace outrigger
