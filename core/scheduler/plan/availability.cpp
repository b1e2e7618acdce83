#include "plan/availability.hpp"

#include <algorithm>
#include <bit>
#include <cassert>
#include <limits>

#include "plan/placement.hpp"
#include "plan/step_function.hpp"

namespace outrigger {

namespace {

using steps::change_steps;
using steps::max_procs_during;
using steps::step_index;

Resources clamp_zero(Resources r) {
    return r.max(Resources{});
}

// The last entry of a free list, taken off it, or fresh() when the list is empty.
template <class Fresh>
std::uint32_t reuse_or(std::vector<std::uint32_t>& free, Fresh fresh) {
    if (free.empty()) return fresh();
    const std::uint32_t v = free.back();
    free.pop_back();
    return v;
}

// More than processors: what needs a node's full resource steps.
bool beyond_procs(const Resources& r) {
    return r.memory_mb != 0 || r.swap_mb != 0 || r.disk_mb != 0 || !r.generic().empty();
}

}  // namespace

Availability::Availability(const Cluster& cluster, NodeIndex index)
    : cluster_(&cluster),
      indexed_(index == NodeIndex::On ||
               (index == NodeIndex::Auto && cluster.node_count() >= kIndexedNodes)) {
    const auto parts = cluster.partitions().size();
    aggregates_.resize(parts + 1);
    std::vector<std::size_t> partition_nodes(parts, 0);
    for (const Node& n : cluster.nodes())
        if (n.partition.valid() && n.partition.value() < parts) ++partition_nodes[n.partition.value()];
    partition_aggregate_.resize(parts);
    for (std::size_t p = 0; p < parts; ++p)
        partition_aggregate_[p] = static_cast<std::uint32_t>(
            partition_nodes[p] == cluster.node_count() && cluster.node_count() > 0 ? parts : p);
    for (auto& a : aggregates_) a.steps.push_back(AggregateStep{Time::min(), 0, 0});
    nodes_.resize(cluster.node_count());
    node_procs_.resize(cluster.node_count());
    step_addresses_.resize(cluster.node_count());
    rich_.resize(cluster.node_count());
    for (const Node& n : cluster.nodes()) {
        NodeRow& row = nodes_[n.id.value()];
        row.steps.push_back(ProcStep{Time::min(), 0});
        step_addresses_.set(n.id.value(), row.steps.data());
        row.state = n.state;
        row.capacity_procs = n.capacity.procs;
        node_procs_[n.id.value()] = n.capacity.procs;
        row.partition = n.partition;
        row.aggregate = n.partition.valid() && n.partition.value() < parts
                            ? partition_aggregate_[n.partition.value()]
                            : static_cast<std::uint32_t>(parts);
        if (row.aggregate != parts) aggregates_[row.aggregate].nodes.push_back(n.id);
        aggregates_.back().nodes.push_back(n.id);
        if (n.usable()) {
            if (row.aggregate != parts) aggregates_[row.aggregate].capacity += n.capacity.procs;
            aggregates_.back().capacity += n.capacity.procs;
        }
    }
    for (auto& a : aggregates_) {
        a.min_node_procs = a.nodes.empty() ? 0 : std::numeric_limits<std::int64_t>::max();
        a.node_bits.assign((nodes_.size() + 63) / 64, 0);
        for (NodeId id : a.nodes) {
            a.node_bits[id.value() / 64] |= std::uint64_t{1} << (id.value() % 64);
            a.min_node_procs = std::min(a.min_node_procs, cluster.node(id).capacity.procs);
            if (nodes_[id.value()].state == NodeState::Up) ++a.up_nodes;
        }
    }
    open_.assign((nodes_.size() + 63) / 64, 0);
    for (const Node& n : cluster.nodes()) reclassify(n.id);
    journal_limit_ = std::max<std::size_t>(4096, 4 * nodes_.size());
    journal_.reserve(journal_limit_);
}

[[gnu::always_inline]] inline void Availability::reclassify(NodeId node) {
    NodeRow& row = nodes_[node.value()];
    const bool late = present_ < row.latest_start;
    if (late && !row.late) {
        row.late = true;
        late_.push_back(node);
    }
    if (!indexed_) return;
    // A node holding a reservation's spans is never closed: a gated job may count them free.
    // A late node's load counts spans still to come, which leave its processors free until they
    // start: it is closed when those in use at the present fill it. It offers nothing then until
    // one of them ends, and a query from that end on visits the nodes of spans ending by then, so
    // it may stay closed as the present moves on (see the candidate index). An open one may close
    // once the present reaches its next change point.
    bool closed = row.state != NodeState::Up;
    if (!closed && row.reserved.empty()) {
        if (!late) {
            closed = row.load >= row.capacity_procs;
        } else {
            const std::size_t at = step_index(row.steps, present_);
            closed = row.steps[at].used >= row.capacity_procs;
            row.recheck = at + 1 < row.steps.size() ? row.steps[at + 1].at : Time::never();
        }
    }
    const std::uint64_t bit = std::uint64_t{1} << (node.value() % 64);
    if (closed)
        open_[node.value() / 64] &= ~bit;
    else
        open_[node.value() / 64] |= bit;
}

void Availability::set_present(Time present) {
    if (present == present_) return;
    if (present < present_) {
        present_ = present;
        for (auto& row : nodes_) row.late = false;
        late_.clear();
        for (std::size_t i = 0; i < nodes_.size(); ++i) {
            reclassify(NodeId(static_cast<NodeId::Rep>(i)));
            if (full_ahead_.kept()) note_full_ahead(nodes_[i]);
        }
        return;
    }
    present_ = present;
    // A late node that is open may have filled up once the present reached its next change point
    // (a later span starting); one that is closed stays so (see reclassify). Every change to a
    // row reclassified it already.
    std::size_t keep = 0;
    for (std::size_t i = 0; i < late_.size(); ++i) {
        const NodeId n = late_[i];
        NodeRow& row = nodes_[n.value()];
        if (present_ < row.latest_start) {
            late_[keep++] = n;
            if (indexed_ && !(present_ < row.recheck) &&
                (open_[n.value() / 64] >> (n.value() % 64) & 1U) != 0)
                reclassify(n);
        } else {
            row.late = false;
            reclassify(n);
        }
    }
    late_.resize(keep);
}

void Availability::candidate_nodes(const FitRequest& fit, Time from, std::vector<std::uint64_t>& bits) const {
    if (!indexed_ || from < present_ || fit.request->per_task.procs <= 0) {
        bits = aggregate_of(fit.partition).node_bits;
        return;
    }
    // The open nodes, and every node of a live group ending by `from`: a walk of the heap below the
    // entries that end by then. Setting a bit costs a fraction of what a node skipped in placement
    // costs, so the walk pays whenever it leaves a node out; it gives up, every node a candidate,
    // only when the groups ending by `from` hold more spans than the partition has nodes.
    const Aggregate& agg = aggregate_of(fit.partition);
    bits = open_;
    std::size_t budget = agg.nodes.size();
    groups_ending_by(from, [&](const Group& g) {
        if (g.live > budget) {
            bits = agg.node_bits;
            return false;
        }
        budget -= g.live;
        for_each_node_word(g, [&bits](std::uint32_t w, std::uint64_t nodes) { bits[w] |= nodes; });
        return true;
    });
}

template <class F>
[[gnu::always_inline]] inline void Availability::for_each_node_word(const Group& g, F&& f) const {
    if (g.words > 0) {
        for (std::uint32_t i = g.first; i < g.first + g.words; ++i)
            f(node_words_[i].word, node_words_[i].bits);
        return;
    }
    // The group's block is its own while any of its spans is live; released ones are skipped.
    for (std::uint32_t i = g.first; i < g.first + g.size; ++i) {
        if (!spans_[i].live) continue;
        const std::uint32_t n = spans_[i].node.value();
        f(n / 64, std::uint64_t{1} << (n % 64));
    }
}

template <class F>
void Availability::groups_ending_by(Time until, F&& f) const {
    if (group_ends_.empty() || until < group_ends_.front().end) return;
    // Depth first below the entries that end by then: the stack holds at most one pending sibling
    // per level of the heap, plus two.
    std::array<std::size_t, 2 * std::numeric_limits<std::size_t>::digits + 2> stack{};
    std::size_t top = 0;
    stack[top++] = 0;
    while (top > 0) {
        const std::size_t i = stack[--top];
        if (i >= group_ends_.size() || until < group_ends_[i].end) continue;
        const GroupEnd& e = group_ends_[i];
        const Group& g = groups_[e.group];
        if (g.generation == e.generation && g.live > 0 && !f(g)) return;
        stack[top++] = 2 * i + 2;
        stack[top++] = 2 * i + 1;
    }
}

namespace {
constexpr auto kLaterEnd = [](const auto& a, const auto& b) { return b.end < a.end; };
}  // namespace

void Availability::push_group_end(std::uint32_t group) {
    ++live_groups_;
    group_ends_.push_back(GroupEnd{groups_[group].when.end, group, groups_[group].generation});
    std::push_heap(group_ends_.begin(), group_ends_.end(), kLaterEnd);
}

void Availability::drop_group_end() {
    --live_groups_;
    const auto dead = [this](const GroupEnd& e) {
        const Group& g = groups_[e.group];
        return g.generation != e.generation || g.live == 0;
    };
    while (!group_ends_.empty() && dead(group_ends_.front())) {
        std::pop_heap(group_ends_.begin(), group_ends_.end(), kLaterEnd);
        group_ends_.pop_back();
    }
    if (group_ends_.size() > 64 && group_ends_.size() > 2 * live_groups_) {
        std::erase_if(group_ends_, dead);
        std::make_heap(group_ends_.begin(), group_ends_.end(), kLaterEnd);
    }
}

std::uint32_t Availability::new_group(Interval when, SpanOwner owner, std::size_t spans) {
    const std::uint32_t g = reuse_or(free_groups_, [this] {
        groups_.emplace_back();
        return static_cast<std::uint32_t>(groups_.size() - 1);
    });
    const auto block_class = static_cast<std::uint8_t>(spans <= 1 ? 0 : std::bit_width(spans - 1));
    if (free_blocks_.size() <= block_class) free_blocks_.resize(block_class + std::size_t{1});
    const std::uint32_t first = reuse_or(free_blocks_[block_class], [this, block_class] {
        const auto at = static_cast<std::uint32_t>(spans_.size());
        spans_.resize(spans_.size() + (std::size_t{1} << block_class));
        node_words_.resize(spans_.size());
        return at;
    });
    Group& group = groups_[g];
    group.when = when;
    group.owner = owner;
    group.first = first;
    group.size = 0;
    group.live = 0;
    group.words = 0;
    group.block_class = block_class;
    ++group.generation;
    return g;
}

void Availability::free_group(std::uint32_t group) {
    const Group& g = groups_[group];
    free_blocks_[g.block_class].push_back(g.first);
    free_groups_.push_back(group);
}

const Availability::Aggregate& Availability::aggregate_of(PartitionId p) const {
    if (p.valid() && p.value() < partition_aggregate_.size())
        return aggregates_[partition_aggregate_[p.value()]];
    return aggregates_.back();
}

std::span<const NodeId> Availability::partition_nodes(PartitionId partition) const {
    return aggregate_of(partition).nodes;
}

void Availability::add_used(NodeRow& row, Interval when, const Resources& amount, bool subtract) {
    const bool rich = beyond_procs(amount);
    if (!rich && row.rich_spans == 0) {
        add_procs(row, when, subtract ? -amount.procs : amount.procs);
        return;
    }
    auto& all = rich_[index_of(row)];
    if (rich && !subtract && row.rich_spans++ == 0) {
        all.clear();
        for (const ProcStep& p : row.steps) all.push_back(Step{p.at, Resources::of_procs(p.used)});
    }
    if (row.rich_spans > 0) {
        if (subtract)
            change_steps(all, when, [&amount](Resources& used) { used -= amount; });
        else
            change_steps(all, when, [&amount](Resources& used) { used += amount; });
    }
    if (rich && subtract && --row.rich_spans == 0) all.clear();
    add_procs(row, when, subtract ? -amount.procs : amount.procs);
}

[[gnu::always_inline]] inline void Availability::add_procs(NodeRow& row, Interval when, std::int64_t procs) {
    if (procs == 0) return;
    auto& st = row.steps;
    // The two shapes nearly every change takes on a large machine, where a job mostly has its
    // nodes to itself: a span arrives on a row of the sentinel alone, and the row's only span
    // leaves it so again. Both give exactly what change_steps gives.
    if (st.size() == 1 && Time::min() < when.start) {
        const std::int64_t base = st[0].used;
        st.push_back(ProcStep{when.start, base + procs});
        if (!when.end.is_never()) st.push_back(ProcStep{when.end, base});
    } else if (st.size() == 3 && st[1].at == when.start && st[2].at == when.end &&
               st[1].used + procs == st[0].used && st[2].used == st[0].used) {
        st.pop_back();
        st.pop_back();
    } else {
        change_steps(st, when, [procs](std::int64_t& used) { used += procs; });
    }
    // The steps may have moved between the row and the heap.
    step_addresses_.set(index_of(row), st.data());
    if (full_ahead_.kept()) {
        // The first stretch changes only where the change meets it or comes before it: processors
        // added after it leave it first (one starting where it ends may lengthen it), and released
        // ones elsewhere neither make it full nor free it.
        const FullStretch& f = full_ahead_[index_of(row)];
        const bool same = procs > 0 ? f.until < when.start : !(when.start < f.until) || !(f.from < when.end);
        // A stretch the present has passed says nothing any more: found again from the present.
        if (!same || !(present_ < f.until)) note_full_ahead(row);
    }
}

void Availability::keep_full_stretches() {
    if (full_ahead_.kept()) return;
    full_ahead_.keep(nodes_.size());
    for (const NodeRow& row : nodes_) note_full_ahead(row);
}

[[gnu::always_inline]] inline void Availability::note_full_ahead(const NodeRow& row) {
    const auto& st = row.steps;
    FullStretch f;
    for (std::size_t i = step_index(st, present_); i < st.size(); ++i) {
        if (st[i].used < row.capacity_procs) continue;
        std::size_t j = i + 1;
        while (j < st.size() && st[j].used >= row.capacity_procs) ++j;
        f = FullStretch{st[i].at, j < st.size() ? st[j].at : Time::never()};
        break;
    }
    full_ahead_[index_of(row)] = f;
}

void Availability::add_aggregate(Aggregate& agg, Interval when, std::int64_t procs) {
    if (procs == 0) return;
    change_steps(
        agg.steps, when, [procs](std::int64_t& used) { used += procs; },
        [procs](AggregateStep& at_end) { at_end.ending += procs; });
}

Resources Availability::max_used(const NodeRow& row, Interval when) const {
    if (row.rich_spans == 0) return Resources::of_procs(max_procs_during(row.steps, when));
    const auto& st = rich_[index_of(row)];
    std::size_t i = step_index(st, when.start);
    Resources m = st[i].used;
    for (++i; i < st.size() && st[i].at < when.end; ++i) {
        if (st[i].used.generic().empty() && m.generic().empty()) {
            m.procs = std::max(m.procs, st[i].used.procs);
            m.memory_mb = std::max(m.memory_mb, st[i].used.memory_mb);
            m.swap_mb = std::max(m.swap_mb, st[i].used.swap_mb);
            m.disk_mb = std::max(m.disk_mb, st[i].used.disk_mb);
        } else {
            m = m.max(st[i].used);
        }
    }
    return m;
}

std::optional<SpanId> Availability::add_span(NodeId node, Interval when, const Resources& amount,
                                             SpanOwner owner, Commit commit) {
    if (!node.valid() || node.value() >= nodes_.size() || !(when.start < when.end)) return std::nullopt;
    NodeRow& row = nodes_[node.value()];
    if (commit == Commit::Checked) {
        const Node& n = cluster_->node(node);
        const Resources used = max_used(row, when) + amount;
        if (!used.fits_in(n.capacity)) return std::nullopt;
    }
    add_used(row, when, amount, false);
    add_aggregate(aggregates_[row.aggregate], when, amount.procs);
    if (row.aggregate + 1 != aggregates_.size()) add_aggregate(aggregates_.back(), when, amount.procs);

    const std::uint32_t group = new_group(when, owner, 1);
    const SpanId id = new_span(group, node, amount.procs, beyond_procs(amount) ? &amount : nullptr, commit);
    const NodeTasks only{node, 1};
    groups_[group].words =
        note_words(std::span<const NodeTasks>(&only, 1), node_words_.data() + groups_[group].first);
    ++version_;
    note_times(when, false);
    return id;
}

bool Availability::add_spans(std::span<const NodeTasks> allocation, const Resources& per_task, Interval when,
                             SpanOwner owner, Commit commit, std::vector<SpanId>& out) {
    if (!(when.start < when.end)) return false;
    if (allocation.empty()) return true;
    const bool plain = !beyond_procs(per_task);  // processors only: no Resources arithmetic per node
    // Node rows one by one, each checked as it is reached (a large allocation read twice would
    // read each row from memory twice); each partition's aggregate once for the whole allocation.
    std::int64_t total = 0;
    std::uint32_t only = std::numeric_limits<std::uint32_t>::max();
    bool mixed = false;
    const std::size_t mark = out.size();
    const std::uint32_t group = new_group(when, owner, allocation.size());
    // Grown once, not span by span: a large job has thousands.
    out.reserve(mark + allocation.size());
    for (std::size_t i = 0; i < allocation.size(); ++i) {
        prefetch_add(allocation, i);
        const NodeTasks& nt = allocation[i];
        if (commit == Commit::Checked && nt.node.value() >= nodes_.size()) {  // an invalid id too
            undo_add(group, out, mark);
            return false;
        }
        NodeRow& row = nodes_[nt.node.value()];
        const std::int64_t procs = per_task.procs * nt.tasks;
        if (plain && row.rich_spans == 0) {
            if (commit == Commit::Checked && max_procs_during(row.steps, when) + procs > row.capacity_procs) {
                undo_add(group, out, mark);
                return false;
            }
            add_procs(row, when, procs);
            out.push_back(new_span(group, nt.node, procs, nullptr, commit));
        } else {
            const Resources amount = per_task * nt.tasks;
            if (commit == Commit::Checked &&
                !(max_used(row, when) + amount).fits_in(cluster_->node(nt.node).capacity)) {
                undo_add(group, out, mark);
                return false;
            }
            add_used(row, when, amount, false);
            out.push_back(new_span(group, nt.node, procs, plain ? nullptr : &amount, commit));
        }
        if (only == std::numeric_limits<std::uint32_t>::max()) only = row.aggregate;
        mixed |= only != row.aggregate;
        total += procs;
    }
    groups_[group].words = note_words(allocation, node_words_.data() + groups_[group].first);
    if (mixed) {
        for (const auto& nt : allocation)
            if (nodes_[nt.node.value()].aggregate + 1 != aggregates_.size())
                add_aggregate(aggregates_[nodes_[nt.node.value()].aggregate], when,
                              per_task.procs * nt.tasks);
        add_aggregate(aggregates_.back(), when, total);
    } else {
        add_aggregate(aggregates_[only], when, total);
        if (only + 1 != aggregates_.size()) add_aggregate(aggregates_.back(), when, total);
    }
    ++version_;
    note_times(when, false);
    return true;
}

std::uint32_t Availability::note_words(std::span<const NodeTasks> allocation, NodeWord* words) {
    // An allocation lists its nodes in order, so a word's nodes come together (in any other order
    // a word would only be listed more than once). Nodes that follow each other without a gap, as
    // a large job's mostly do, fill their words whole: no pass over the nodes.
    const std::uint32_t first = allocation.front().node.value();
    const std::uint32_t last = allocation.back().node.value();
    std::uint32_t count = 0;
    if (first <= last && last - first + 1 == allocation.size()) {
        for (std::uint32_t w = first / 64; w <= last / 64; ++w) {
            const std::uint32_t from = std::max(first, w * 64) % 64;
            const std::uint32_t to = std::min(last, w * 64 + 63) % 64;  // inclusive
            const std::uint64_t upto = to == 63 ? ~std::uint64_t{0} : (std::uint64_t{1} << (to + 1)) - 1;
            words[count++] = NodeWord{upto & (~std::uint64_t{0} << from), w};
        }
        return count;
    }
    NodeWord at{0, first / 64};
    for (const NodeTasks& nt : allocation) {
        if (const std::uint32_t w = nt.node.value() / 64; w != at.word) {
            words[count++] = at;
            at = NodeWord{0, w};
        }
        at.bits |= std::uint64_t{1} << (nt.node.value() % 64);
    }
    words[count++] = at;
    return count;
}

void Availability::undo_add(std::uint32_t group, std::vector<SpanId>& out, std::size_t mark) {
    // The rows only: the aggregates are not touched until every node has been checked. The last
    // span released frees the group; one that never got a span is freed here.
    for (std::size_t i = mark; i < out.size(); ++i) release_row(out[i]);
    if (out.size() == mark) free_group(group);
    out.resize(mark);
}

void Availability::rem_spans(std::span<const SpanId> ids) {
    // One pass over the node rows. Spans of one job share one interval and mostly one partition:
    // their processors leave each aggregate once, any other span's on its own.
    ++shrinks_;
    std::int64_t total = 0;
    Interval when{};
    Interval released{};  // the hull of the spans' intervals
    std::uint32_t agg = std::numeric_limits<std::uint32_t>::max();
    const std::size_t n = ids.size();
    for (std::size_t i = 0; i < n; ++i) {
        prefetch_release(ids, i);
        const SpanId id = ids[i];
        if (!id.valid() || id.value() >= spans_.size() || !spans_[id.value()].live) continue;
        const SpanSlot& sp = spans_[id.value()];
        const Interval w = groups_[sp.group].when;
        const std::int64_t procs = sp.procs;
        const std::uint32_t a = nodes_[sp.node.value()].aggregate;
        release_row(id);
        if (agg == std::numeric_limits<std::uint32_t>::max()) {
            agg = a;
            when = w;
            released = w;
        }
        released = Interval{min(released.start, w.start), max(released.end, w.end)};
        if (a == agg && w == when)
            total += procs;
        else
            remove_from_aggregates(a, w, procs);
    }
    if (agg == std::numeric_limits<std::uint32_t>::max()) return;
    remove_from_aggregates(agg, when, total);
    ++version_;
    note_times(released, true);
}

[[gnu::always_inline]] inline void Availability::prefetch_add(std::span<const NodeTasks> allocation,
                                                              std::size_t i) const {
    // As for a release (below): the allocation names the rows, and the spans take consecutive slots.
    if (i + kSpansAhead < allocation.size()) prefetch_for_change(allocation[i + kSpansAhead].node);
}

[[gnu::always_inline]] inline void Availability::prefetch_release(std::span<const SpanId> ids,
                                                                  std::size_t i) const {
    // A release reads the span's slot, its node's row and the row's change points. A job's slots
    // are consecutive, which the hardware follows; the rows and change points it cannot guess, and
    // each would be a miss in turn. They are asked for a few spans ahead of the one released, so
    // that the misses overlap.
    if (i + kSpansAhead < ids.size() && ids[i + kSpansAhead].value() < spans_.size())
        prefetch_for_change(spans_[ids[i + kSpansAhead].value()].node);
}

[[gnu::always_inline]] inline void Availability::prefetch_for_change(NodeId node) const {
    if (node.value() >= nodes_.size()) return;  // an unknown id, or a never used slot's
    const char* row = reinterpret_cast<const char*>(&nodes_[node.value()]);
    __builtin_prefetch(row, 1);
    __builtin_prefetch(row + 64, 1);
    __builtin_prefetch(step_addresses_.of(node.value()), 1);  // when they are not in the row
}

void Availability::remove_from_aggregates(std::uint32_t agg, Interval when, std::int64_t procs) {
    add_aggregate(aggregates_[agg], when, -procs);
    if (agg + 1 != aggregates_.size()) add_aggregate(aggregates_.back(), when, -procs);
}

[[gnu::always_inline]] inline SpanId Availability::new_span(std::uint32_t group, NodeId node,
                                                            std::int64_t procs, const Resources* rich_amount,
                                                            Commit commit) {
    Group& g = groups_[group];
    const SpanId id(static_cast<SpanId::Rep>(g.first + g.size++));
    SpanSlot& slot = spans_[id.value()];
    slot = SpanSlot{.node = node,
                    .group = group,
                    .procs = procs,
                    .next = SpanId::invalid(),  // link() sets it
                    .live = true,
                    .forced = commit == Commit::Forced,
                    .rich = rich_amount != nullptr};
    if (slot.rich) {
        if (rich_amounts_.size() <= id.value()) rich_amounts_.resize(id.value() + 1);
        rich_amounts_[id.value()] = *rich_amount;
    }
    ++live_spans_;
    if (g.live++ == 0 && indexed_) push_group_end(group);
    NodeRow& row = nodes_[node.value()];
    if (g.owner.is_job()) {
        link(row.jobs, id);
    } else {
        link(row.reserved, id);
        ++reserved_live_;
    }
    if (slot.forced) ++forced_;
    note_change(node);
    row.load += procs;
    row.latest_start = max(row.latest_start, g.when.start);
    reclassify(node);
    return id;
}

[[gnu::always_inline]] inline void Availability::link(SpanChain& chain, SpanId id) {
    spans_[id.value()].next = chain.head;
    chain.head = id;
}

[[gnu::always_inline]] inline void Availability::unlink(SpanChain& chain, SpanId id) {
    // A node held by one job has a chain of one; a shared node's holds its few spans.
    if (chain.head == id) {
        chain.head = spans_[id.value()].next;
        return;
    }
    for (SpanId at = chain.head; at.valid(); at = spans_[at.value()].next) {
        if (spans_[at.value()].next == id) {
            spans_[at.value()].next = spans_[id.value()].next;
            return;
        }
    }
}

Resources Availability::amount_of(SpanId id) const {
    static_assert(sizeof(SpanSlot) <= 24);
    const SpanSlot& slot = spans_[id.value()];
    return slot.rich ? rich_amounts_[id.value()] : Resources::of_procs(slot.procs);
}

[[gnu::always_inline]] inline void Availability::release_row(SpanId id) {
    SpanSlot& slot = spans_[id.value()];
    const std::uint32_t group = slot.group;
    const Interval when = groups_[group].when;
    const bool of_job = groups_[group].owner.is_job();
    NodeRow& row = nodes_[slot.node.value()];
    if (slot.rich)
        add_used(row, when, rich_amounts_[id.value()], true);
    else if (row.rich_spans == 0)
        add_procs(row, when, -slot.procs);
    else
        add_used(row, when, Resources::of_procs(slot.procs), true);
    if (!of_job) --reserved_live_;
    unlink(of_job ? row.jobs : row.reserved, id);
    if (slot.forced) --forced_;
    note_change(slot.node);
    slot.live = false;
    --live_spans_;
    if (--groups_[group].live == 0) {
        free_group(group);
        if (indexed_) drop_group_end();
    } else {
        groups_[group].words = 0;  // no longer all its nodes: read from its live slots
    }
    row.load -= slot.procs;
    if (!(when.start < row.latest_start)) {
        row.latest_start = Time::min();
        for (SpanId other : ids_of(row.jobs))
            row.latest_start = max(row.latest_start, group_of(other).when.start);
        for (SpanId other : ids_of(row.reserved))
            row.latest_start = max(row.latest_start, group_of(other).when.start);
    }
    reclassify(slot.node);
}

bool Availability::rem_span(SpanId id) {
    if (!id.valid() || id.value() >= spans_.size() || !spans_[id.value()].live) return false;
    rem_spans(std::span<const SpanId>(&id, 1));
    return true;
}

std::optional<Span> Availability::span(SpanId id) const {
    if (!id.valid() || id.value() >= spans_.size() || !spans_[id.value()].live) return std::nullopt;
    const Group& g = group_of(id);
    return Span{spans_[id.value()].node, g.when, amount_of(id), g.owner};
}

void Availability::set_node_state(NodeId node, NodeState state) {
    NodeRow& row = nodes_[node.value()];
    if (row.state == state) return;
    ++shrinks_;
    const bool was_up = row.state == NodeState::Up;
    row.state = state;
    const bool is_up = state == NodeState::Up;
    if (was_up != is_up) {
        const std::int64_t procs = cluster_->node(node).capacity.procs * (is_up ? 1 : -1);
        aggregates_[row.aggregate].capacity += procs;
        if (row.aggregate + 1 != aggregates_.size()) aggregates_.back().capacity += procs;
        aggregates_[row.aggregate].up_nodes += is_up ? 1 : -1;
        if (row.aggregate + 1 != aggregates_.size()) aggregates_.back().up_nodes += is_up ? 1 : -1;
    }
    reclassify(node);
    note_change(node);
    note_times(Interval{Time::min(), Time::never()}, true);
    ++version_;
}

std::optional<std::span<const NodeId>> Availability::changes_since(std::uint64_t mark) const {
    if (mark < journal_base_ || mark > change_mark()) return std::nullopt;
    return std::span<const NodeId>(journal_).subspan(static_cast<std::size_t>(mark - journal_base_));
}

std::optional<std::span<const Availability::TimeChange>> Availability::time_changes_since(
    std::uint64_t mark) const {
    if (mark < times_base_ || mark > time_mark()) return std::nullopt;
    return std::span<const TimeChange>(times_).subspan(static_cast<std::size_t>(mark - times_base_));
}

void Availability::mark_undone(std::uint64_t change) {
    if (change >= times_base_ && change < time_mark())
        times_[static_cast<std::size_t>(change - times_base_)].undone = true;
}

bool Availability::ends_within(Time after, Time until) const {
    if (!indexed_) return true;
    bool found = false;
    groups_ending_by(until, [&](const Group& g) {
        found = after < g.when.end;
        return !found;
    });
    return found;
}

bool Availability::node_eligible(NodeId node, const FitRequest& fit) const {
    return placeable(nodes_[node.value()], node, fit);
}

Resources Availability::avail_during(NodeId node, Interval when, const ReservationGate* gate) const {
    const NodeRow& row = nodes_[node.value()];
    if (row.state != NodeState::Up) return Resources{};
    const Node& n = cluster_->node(node);
    if (gate == nullptr || row.reserved.empty()) return clamp_zero(n.capacity - max_used(row, when));
    // Admitted reservations hold resources this job may use: count them back as free, step by step.
    const auto worst_of = [&](const auto& st, auto resources_of) {
        std::size_t i = step_index(st, when.start);
        Resources worst;
        bool first = true;
        for (; i < st.size() && (first || st[i].at < when.end); ++i) {
            const Time t0 = first ? when.start : st[i].at;
            const Time t1 = i + 1 < st.size() ? min(st[i + 1].at, when.end) : when.end;
            Resources used = resources_of(st[i].used);
            for (SpanId sid : ids_of(row.reserved)) {
                const Group& s = group_of(sid);
                if (s.when.overlaps(Interval{t0, t1}) && s.when.start <= t0 && t1 <= s.when.end &&
                    gate->admit(s.owner.reservation, when) != Admission::Denied)
                    used -= amount_of(sid);
            }
            worst = first ? used : worst.max(used);
            first = false;
        }
        return worst;
    };
    const Resources worst =
        row.rich_spans == 0
            ? worst_of(row.steps, [](std::int64_t procs) { return Resources::of_procs(procs); })
            : worst_of(rich_[node.value()], [](const Resources& used) { return used; });
    return clamp_zero(n.capacity - worst);
}

std::optional<Admission> Availability::node_affinity(NodeId node, Interval when,
                                                     const FitRequest& fit) const {
    const NodeRow& row = nodes_[node.value()];
    std::optional<Admission> best;
    for (SpanId sid : ids_of(row.reserved)) {
        const Group& s = group_of(sid);
        if (!s.when.overlaps(when)) continue;
        const Admission a = fit.gate ? fit.gate->admit(s.owner.reservation, when) : Admission::Denied;
        if (a == Admission::Denied) continue;
        if (!best || static_cast<int>(a) < static_cast<int>(*best)) best = a;
    }
    return best;
}

bool Availability::fits_shape(const NodeRow& row, const Resources& free, Interval when,
                              const FitRequest& fit) const {
    (void)free;
    const NodeAccessPolicy access = cluster_->access_policy;
    if (access == NodeAccessPolicy::Shared) return true;
    for (SpanId sid : ids_of(row.jobs)) {
        const Group& s = group_of(sid);
        if (!s.when.overlaps(when) || s.owner.job == fit.job) continue;
        if (access == NodeAccessPolicy::SingleUser && s.owner.user == fit.user && fit.user.valid()) continue;
        return false;
    }
    return true;
}

bool Availability::has_features(NodeId node, const FitRequest& fit) const {
    const Node& n = cluster_->node(node);
    return std::includes(n.features.begin(), n.features.end(), fit.features.begin(), fit.features.end());
}

std::int64_t Availability::tasks_fit_general(NodeId node, Interval when, const FitRequest& fit) const {
    const NodeRow& row = nodes_[node.value()];
    const Node& n = cluster_->node(node);
    const Resources free = (fit.gate == nullptr || row.reserved.empty())
                               ? clamp_zero(n.capacity - max_used(row, when))
                               : avail_during(node, when, fit.gate);
    if (!fits_shape(row, free, when, fit)) return 0;
    std::int64_t tasks = fit.request->per_task.copies_in(free);
    if (cluster_->access_policy == NodeAccessPolicy::SingleTask) tasks = std::min<std::int64_t>(tasks, 1);
    if (fit.request->tasks_per_node > 0 && tasks < fit.request->tasks_per_node) return 0;
    return std::min(tasks, fit.request->tasks);
}

Availability::FitPair Availability::tasks_fit_from_general(NodeId node, Interval when, Time from,
                                                           const FitRequest& fit) const {
    const std::int64_t here = tasks_fit(node, when, fit);
    return {here, here == 0 ? 0 : std::min(here, tasks_fit(node, Interval{from, when.end}, fit))};
}

std::int64_t Availability::free_procs_at(PartitionId partition, Time t) const {
    const Aggregate& a = aggregate_of(partition);
    return std::max<std::int64_t>(0, a.capacity - a.steps[step_index(a.steps, t)].used);
}

std::int64_t Availability::free_procs_during(PartitionId partition, Interval when) const {
    const Aggregate& a = aggregate_of(partition);
    return std::max<std::int64_t>(0, a.capacity - max_procs_during(a.steps, when));
}

void Availability::free_procs_profile(PartitionId partition, Time from,
                                      std::vector<std::pair<Time, std::int64_t>>& out) const {
    out.clear();
    const Aggregate& a = aggregate_of(partition);
    std::size_t i = step_index(a.steps, from);
    out.emplace_back(from, std::max<std::int64_t>(0, a.capacity - a.steps[i].used));
    for (++i; i < a.steps.size(); ++i)
        if (a.steps[i].used != a.steps[i - 1].used)  // not a step kept only where spans end
            out.emplace_back(a.steps[i].at, std::max<std::int64_t>(0, a.capacity - a.steps[i].used));
}

bool Availability::excluded_by_bound(const FitRequest& fit, Interval when) const {
    const std::int64_t procs = fit.request->procs();
    const bool bound_ok =
        (forced_ == 0 && (fit.gate == nullptr || reserved_live() == 0)) || fit.bound_slack >= 0;
    const std::int64_t slack = std::max<std::int64_t>(0, fit.bound_slack);
    return bound_ok && procs > 0 && free_procs_during(fit.partition, when) + slack < procs;
}

bool Availability::fits_at(const FitRequest& fit, Time t) const {
    const Interval when{t, t + fit.walltime};
    if (excluded_by_bound(fit, when)) return false;
    std::vector<std::uint64_t> bits;
    candidate_nodes(fit, t, bits);
    std::int64_t have = 0;
    for (std::size_t w = 0; w < bits.size(); ++w) {
        for (std::uint64_t b = bits[w]; b != 0; b &= b - 1) {
            const NodeId n(static_cast<NodeId::Rep>(w * 64 + static_cast<std::size_t>(__builtin_ctzll(b))));
            have += tasks_fit(n, when, fit);
            if (have >= fit.request->tasks) return true;
        }
    }
    return false;
}

availability_storage::HintTable& Availability::hint_table(SearchHints& hints) const {
    auto& table = hints.table_;
    const std::weak_ptr<const void> id = identity();
    const bool same = !table.calendar.expired() && !table.calendar.owner_before(id) &&
                      !id.owner_before(table.calendar) && table.shrinks == shrinks_;
    if (!same || table.by_node.size() != nodes_.size()) {
        table.calendar = id;
        table.shrinks = shrinks_;
        table.by_node.assign(nodes_.size(), availability_storage::BusyStretch{});
        table.gaps_by_node.assign(nodes_.size(), availability_storage::RowGaps{});
        table.answered.reset();
    }
    return table;
}

void Availability::nodes_with_room(const FitRequest& fit, Interval when, SearchHints& hints,
                                   std::vector<std::uint64_t>& bits) const {
    bits = aggregate_of(fit.partition).node_bits;
    if (!plain(fit)) return;
    const availability_storage::HintTable& table = hint_table(hints);
    // At the instant the last search answered, for its request: the nodes it knew busy there (by
    // their stretches and gaps, or by what it read), in the blocks it reached. Spans only added
    // since, they are busy still. The blocks it did not reach are given whole rather than sorted
    // by the stretches: the placement walks the nodes in the search's order (SearchHints::
    // walk_descending) and mostly has what it needs before it gets there.
    const availability_storage::SearchScratch& search = table.search;
    if (table.answered && fit.features.empty() &&
        *table.answered == availability_storage::SearchAnswer{when.start, fit.walltime, procs_for_a_task(fit),
                                                              fit.partition}) {
        const std::span<const NodeId> nodes = partition_nodes(fit.partition);
        // Every node, in NodeId order: a block of the list is a word of the bit set.
        const bool whole_machine = nodes.size() == nodes_.size();
        for (std::size_t block = search.reached.first; block < search.reached.second; ++block) {
            const std::size_t first = block * 64;
            const std::size_t count = std::min<std::size_t>(64, nodes.size() - first);
            const std::uint64_t all = count == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << count) - 1;
            if (whole_machine) {
                bits[block] &= search.open[block] | ~all;
                continue;
            }
            for (std::uint64_t busy = ~search.open[block] & all; busy != 0; busy &= busy - 1) {
                const std::size_t n = nodes[first + static_cast<std::size_t>(__builtin_ctzll(busy))].value();
                bits[n / 64] &= ~(std::uint64_t{1} << (n % 64));
            }
        }
        return;
    }
    const auto& known = table.by_node;
    for (std::size_t w = 0; w < bits.size(); ++w) {
        for (std::uint64_t b = bits[w]; b != 0; b &= b - 1) {
            const std::size_t n = w * 64 + static_cast<std::size_t>(__builtin_ctzll(b));
            if (n >= known.size()) break;
            const availability_storage::BusyStretch& s = known[n];
            if (s.from < when.end && when.start < s.until && tasks_in_procs(s.free, fit) == 0)
                bits[w] &= ~(std::uint64_t{1} << (n % 64));
        }
    }
}

availability_storage::RowGaps Availability::row_gaps(const NodeRow& row) const {
    availability_storage::RowGaps out;
    out.since = present_;
    out.longest = 0;
    Time gap_start = present_;
    const auto& st = row.steps;
    for (std::size_t k = 1; k < st.size(); ++k) {
        if (st[k].used < row.capacity_procs) continue;
        if (gap_start < st[k].at)
            out.longest = std::max(out.longest, st[k].at.seconds() - gap_start.seconds());
        out.tail = k + 1 < st.size() ? st[k + 1].at : Time::never();
        gap_start = max(out.tail, present_);
    }
    return out;
}

bool Availability::unread_closed_from(const FitRequest& fit, Time t,
                                      availability_storage::SearchScratch& search) const {
    // Positions are node ids only when the partition is every node (its list is in NodeId order).
    // Each later instant walks the span ends up to it again: with more of them than nodes (job
    // reservations ahead of every job, as conservative backfill keeps), reading the nodes is cheaper.
    const std::span<const NodeId> nodes = partition_nodes(fit.partition);
    if (!indexed_ || t < present_ || nodes.size() != nodes_.size() || group_ends_.size() > nodes_.size())
        return false;
    assert(nodes.empty() || (nodes.front().value() == 0 && nodes.back().value() + 1 == nodes_.size()));
    candidate_nodes(fit, t, search.unread);
    for (auto& w : search.unread) w = ~w;
    if (nodes_.size() % 64 != 0) search.unread.back() &= (std::uint64_t{1} << (nodes_.size() % 64)) - 1;
    const bool any = std::any_of(search.unread.begin(), search.unread.end(), [](auto w) { return w != 0; });
    search.ends_read_to = t;
    return any;
}

void Availability::wake_unread_closed(Time t, availability_storage::SearchScratch& search) const {
    // A closed node may have room once a span in use on it has ended: read from then on.
    groups_ending_by(t, [&](const Group& g) {
        if (!(search.ends_read_to < g.when.end)) return true;
        for_each_node_word(g, [&search](std::uint32_t w, std::uint64_t nodes) {
            const std::uint64_t woken = search.unread[w] & nodes;
            if (woken == 0) return;
            search.unread[w] &= ~woken;
            search.wake[w] = Time::min();
            for (std::uint64_t b = woken; b != 0; b &= b - 1)
                search.busy_until[std::size_t{w} * 64 + static_cast<std::size_t>(__builtin_ctzll(b))] =
                    Time::min();
        });
        return true;
    });
    search.ends_read_to = t;
}

bool Availability::fits_at_in_search(const FitRequest& fit, Time t,
                                     availability_storage::SearchScratch& search, bool fresh,
                                     SearchHints* hints) const {
    // The aggregate's bound was applied by later_fit, the one caller, over the same window.
    const Interval when{t, t + fit.walltime};
    std::vector<Time>& busy_until = search.busy_until;
    // Every node of the partition, less those the candidate index shows closed at the first
    // instant (see unread_closed_from): a node without room at one instant is passed over until
    // busy_until, or the end of a span in use on a closed node, says it may have some. Any
    // superset of the nodes with room gives the same answer.
    if (!plain(fit) || fit.request->tasks < 1) {
        if (fresh) busy_until.assign(nodes_.size(), Time::min());
        std::int64_t have = 0;
        for (NodeId n : partition_nodes(fit.partition)) {
            if (t < busy_until[n.value()]) continue;
            have += tasks_fit(n, when, fit);
            if (have >= fit.request->tasks) return true;
        }
        return false;
    }
    // Fewer processors free than one task needs: no room. A comparison, where tasks_in_procs
    // divides, on the path every node of every candidate instant takes.
    const std::int64_t one_task = procs_for_a_task(fit);
    availability_storage::HintTable* table = hints != nullptr ? &hint_table(*hints) : nullptr;
    std::vector<availability_storage::BusyStretch>* known = table != nullptr ? &table->by_node : nullptr;
    std::vector<availability_storage::RowGaps>* gaps = table != nullptr ? &table->gaps_by_node : nullptr;
    const std::span<const NodeId> nodes = partition_nodes(fit.partition);
    constexpr std::size_t kBlock = 64;
    const std::size_t blocks = (nodes.size() + kBlock - 1) / kBlock;
    if (fresh) {
        busy_until.resize(nodes_.size());  // each block's nodes are written at its first pass
        search.open.resize(blocks);
        search.wake.resize(blocks);
        // The full stretches, when kept, pass over the closed nodes too (full from before the
        // present until a span in use ends), without walking the span ends at every instant.
        search.skips_closed = known == nullptr && !full_ahead_.kept() && unread_closed_from(fit, t, search);
    } else if (search.skips_closed) {
        wake_unread_closed(t, search);
    }
    // In the order the placement at the answer walks the nodes (see SearchHints::walk_descending):
    // the nodes it takes are then those looked at last, and it passes over the rest.
    const bool descending = hints != nullptr && hints->descending_;
    search.reached = {descending ? blocks : 0, descending ? blocks : 0};
    std::int64_t have = 0;
    // The tasks the node at `pos` holds over `when`, or 0, with what it learnt of the node.
    const availability_storage::OwnSpans* own = search.own;
    // The own spans are counted free: a stretch ahead of the node may be theirs.
    const auto mine = [own](std::size_t n) {
        return own != nullptr && own->holds(NodeId(static_cast<NodeId::Rep>(n)));
    };
    const auto look_at = [&](std::size_t pos) -> std::int64_t {
        const NodeId n = nodes[pos];
        if (mine(n.value())) return tasks_beside_own(nodes_[n.value()], n, when, fit, *own, busy_until);
        if (gaps != nullptr && (*gaps)[n.value()].rules_out(t, fit.walltime)) {
            busy_until[n.value()] = (*gaps)[n.value()].tail;
            return 0;
        }
        const NodeRow& row = nodes_[n.value()];
        if (!placeable(row, n, fit)) {
            busy_until[n.value()] = Time::never();
            return 0;
        }
        // The most in use over `when`, and the last step in it without room for a task: until
        // that step ends, every window of this length from t on overlaps it.
        const std::int64_t full_above = row.capacity_procs - one_task;  // in use beyond it: no room
        const auto& st = row.steps;
        std::size_t i = step_index(st, when.start);
        std::int64_t most = st[i].used;
        std::size_t last_full = most > full_above ? i : st.size();
        for (++i; i < st.size() && st[i].at < when.end; ++i) {
            most = std::max(most, st[i].used);
            if (st[i].used > full_above) last_full = i;
        }
        if (last_full != st.size()) {
            const Time until = last_full + 1 < st.size() ? st[last_full + 1].at : Time::never();
            busy_until[n.value()] = until;
            // One stretch per node: the one that ends later. A plan's starts move on in time as it
            // goes (each job is planned on a calendar fuller than the last), so the searches to
            // come meet the later stretch more often than the earlier. (Keeping the earlier one
            // doubles the plan's time; the latest found, the rule before, costs 7% more.)
            if (known != nullptr && !(until < (*known)[n.value()].until))
                (*known)[n.value()] = {st[last_full].at, until, row.capacity_procs - st[last_full].used};
            // Read the row's gaps again once it is known to be full past where they were read.
            if (gaps != nullptr && (*gaps)[n.value()].tail < until) (*gaps)[n.value()] = row_gaps(row);
            return 0;
        }
        return tasks_in_procs(row.capacity_procs - most, fit);
    };
    // Most nodes of a busy machine are passed over, and which ones is as good as random to the
    // branch predictor: each block of nodes is first sorted without a branch into those to look
    // at, and only those are looked at. At the search's first instant nothing is busy yet in
    // this search and the plan's known stretches and gaps sort them; at the later ones,
    // busy_until (which by then holds what those said), read again only in a block where some
    // node may have woken since its last pass, in the order set above.
    for (std::size_t k = 0; k < blocks; ++k) {
        const std::size_t block = descending ? blocks - 1 - k : k;
        const std::size_t first = block * kBlock;
        const std::size_t count = std::min(kBlock, nodes.size() - first);
        std::uint64_t& open = search.open[block];
        Time& wake = search.wake[block];
        if (fresh && known != nullptr) {
            open = 0;
            wake = Time::never();
            for (std::size_t j = 0; j < count; ++j) {
                const auto n = nodes[first + j].value();
                const availability_storage::BusyStretch& b = (*known)[n];
                const bool full = (b.from < when.end) & (t < b.until) & (b.free < one_task);
                const availability_storage::RowGaps& g = (*gaps)[n];
                const bool gapless = g.rules_out(t, fit.walltime);
                const Time until = full ? b.until : (gapless ? g.tail : Time::min());
                busy_until[n] = until;
                open |= static_cast<std::uint64_t>(!(full | gapless)) << j;
                wake = min(wake, (full | gapless) ? until : Time::never());
            }
        } else if (fresh && search.skips_closed) {
            // Nodes are positions here (the partition is every node). Those closed wait unread
            // for the end of a span in use on them (wake_unread_closed).
            const std::uint64_t all = count == kBlock ? ~std::uint64_t{0} : (std::uint64_t{1} << count) - 1;
            open = ~search.unread[block] & all;
            for (std::size_t j = 0; j < count; ++j)
                busy_until[first + j] = ((open >> j) & 1U) != 0 ? Time::min() : Time::never();
            wake = Time::never();
        } else if (fresh && !full_ahead_.kept()) {
            for (std::size_t j = 0; j < count; ++j) busy_until[nodes[first + j].value()] = Time::min();
            open = count == kBlock ? ~std::uint64_t{0} : (std::uint64_t{1} << count) - 1;
            wake = Time::never();
        } else if (fresh) {
            // The nodes whose first full stretch ahead meets the window wait, unread, for its end
            // (keep_full_stretches); those closed now among them. A node of the own spans is read:
            // its stretch may be theirs.
            open = 0;
            wake = Time::never();
            for (std::size_t j = 0; j < count; ++j) {
                const std::size_t n = nodes[first + j].value();
                const FullStretch& f = full_ahead_[n];
                const bool full = f.meets(t, when.end) & !mine(n);
                busy_until[n] = full ? f.until : Time::min();
                open |= static_cast<std::uint64_t>(!full) << j;
                wake = min(wake, full ? f.until : Time::never());
            }
        } else if (!(t < wake)) {
            open = 0;
            wake = Time::never();
            for (std::size_t j = 0; j < count; ++j) {
                const std::size_t n = nodes[first + j].value();
                Time until = busy_until[n];
                // Woken: a stretch of its row ahead may keep it busy longer, without a read.
                if (full_ahead_.kept() && !(t < until) && full_ahead_[n].meets(t, when.end) && !mine(n)) {
                    until = full_ahead_[n].until;
                    busy_until[n] = until;
                }
                const bool busy = t < until;
                open |= static_cast<std::uint64_t>(!busy) << j;
                wake = min(wake, busy ? until : Time::never());
            }
        }
        if (descending)
            search.reached.first = block;
        else
            search.reached.second = block + 1;
        for (std::uint64_t look = open; look != 0;) {
            const int bit = descending ? 63 - __builtin_clzll(look) : __builtin_ctzll(look);
            look &= ~(std::uint64_t{1} << bit);
            const std::size_t pos = first + static_cast<std::size_t>(bit);
            const std::int64_t tasks = look_at(pos);
            if (tasks == 0) {
                // Found busy: out of the block's open nodes until it may wake.
                open &= ~(std::uint64_t{1} << bit);
                wake = min(wake, busy_until[nodes[pos].value()]);
                continue;
            }
            have += tasks;
            if (have >= fit.request->tasks) return true;
        }
    }
    return false;
}

std::int64_t Availability::tasks_beside_own(const NodeRow& row, NodeId node, Interval when,
                                            const FitRequest& fit, const availability_storage::OwnSpans& own,
                                            std::vector<Time>& busy_until) const {
    if (!placeable(row, node, fit)) {
        busy_until[node.value()] = Time::never();
        return 0;
    }
    const std::int64_t mine = own.procs_on(node);
    const std::int64_t full_above = row.capacity_procs - procs_for_a_task(fit);
    // The search's windows start before the own spans and end before they do: the steps from
    // their start on hold them, and a step that runs across their start (another span ends there)
    // shows the window what it holds before them, which is all it needs.
    const auto& st = row.steps;
    std::size_t i = step_index(st, when.start);
    std::int64_t most = st[i].used;
    std::size_t last_full = most > full_above ? i : st.size();
    for (++i; i < st.size() && st[i].at < when.end; ++i) {
        const std::int64_t used = st[i].used - (st[i].at < own.when.start ? 0 : mine);
        most = std::max(most, used);
        if (used > full_above) last_full = i;
    }
    if (last_full != st.size()) {
        busy_until[node.value()] = last_full + 1 < st.size() ? st[last_full + 1].at : Time::never();
        return 0;
    }
    return tasks_in_procs(row.capacity_procs - most, fit);
}

Availability::StartBesideOwn Availability::start_beside_own(const FitRequest& fit, Time from, Time before,
                                                            std::span<const NodeTasks> own,
                                                            OwnSearchScratch* scratch,
                                                            Time tried_before) const {
    if (!plain(fit) || fit.request->tasks < 1) return {};
    if (!(from < min(before, tried_before)) || !ever_fits(fit)) return {true, std::nullopt};
    availability_storage::OwnSpans local;
    availability_storage::OwnSpans& spans = scratch != nullptr ? scratch->own_ : local;
    spans.when = Interval{before, before + fit.walltime};
    spans.procs = 0;
    spans.bits.assign((nodes_.size() + 63) / 64, 0);
    spans.by_node.clear();
    spans.by_node.reserve(own.size());
    for (const NodeTasks& nt : own) {
        if (nt.node.value() >= nodes_.size()) return {};
        const std::int64_t procs = nt.tasks * fit.request->per_task.procs;
        spans.procs += procs;
        spans.bits[nt.node.value() / 64] |= std::uint64_t{1} << (nt.node.value() % 64);
        spans.by_node.emplace_back(nt.node, procs);
    }
    // An allocation is mostly in NodeId order already (placements merge their nodes so).
    const auto by_id = [](const auto& x, const auto& y) { return x.first < y.first; };
    if (!std::is_sorted(spans.by_node.begin(), spans.by_node.end(), by_id))
        std::sort(spans.by_node.begin(), spans.by_node.end());
    // A node listed twice holds both amounts.
    std::size_t kept = 0;
    for (std::size_t i = 0; i < spans.by_node.size(); ++i) {
        if (kept > 0 && spans.by_node[kept - 1].first == spans.by_node[i].first)
            spans.by_node[kept - 1].second += spans.by_node[i].second;
        else
            spans.by_node[kept++] = spans.by_node[i];
    }
    spans.by_node.resize(kept);
    return {true, later_fit(fit, from, nullptr, min(before, tried_before), nullptr, &spans, true,
                            scratch != nullptr ? &scratch->search_ : nullptr)};
}

bool Availability::may_fit_before(const FitRequest& fit, Time from, Time before, Time tried_before) const {
    const std::int64_t procs = fit.request->procs();
    const Time last_start = min(before, tried_before);  // candidates end there
    if (!(from < last_start)) return false;
    if (procs <= 0 || !aggregate_bounds(fit)) return true;
    const Aggregate& a = aggregate_of(fit.partition);
    const auto& st = a.steps;
    const std::int64_t most_used = a.capacity - procs;  // more in use anywhere in a window: no fit
    // The candidates are `from` and the instants where the aggregate falls. An instant where spans
    // end and the aggregate does not fall (later_fit tries those too) needs no test here: nothing
    // fell since the last fall, so a window from it has room only if one from that fall had. The
    // candidates move forward and so do the ends of their windows, over [from, before) only: one
    // pointer finds the first step too full in each window (as in later_fit), and each step is
    // read once.
    const std::size_t first = step_index(st, from);
    std::size_t clear = first;
    for (std::size_t i = first; i < st.size() && st[i].at < last_start; ++i) {
        if (i != first && st[i].used >= st[i - 1].used) continue;
        const Time t = i == first ? from : st[i].at;
        const Time end = min(t + fit.walltime, before);
        if (clear < i) clear = i;
        while (clear < st.size() && st[clear].at < end && st[clear].used <= most_used) ++clear;
        if (clear == st.size() || !(st[clear].at < end)) return true;
    }
    return false;
}

bool Availability::ever_fits_by_bound(const FitRequest& fit) const {
    // Every Up node of the partition holds at least floor(smallest node / per-task procs) tasks of a
    // processors-only request without features: enough of them settles it without a node scan.
    const Resources& per = fit.request->per_task;
    if (per.procs <= 0 || per.memory_mb != 0 || per.swap_mb != 0 || per.disk_mb != 0 ||
        !per.generic().empty() || !fit.features.empty() || fit.request->tasks_per_node > 0 ||
        cluster_->access_policy == NodeAccessPolicy::SingleTask)
        return false;
    const Aggregate& a = aggregate_of(fit.partition);
    const std::int64_t each = std::min(a.min_node_procs / per.procs, fit.request->tasks);
    return each > 0 && a.up_nodes >= (fit.request->tasks + each - 1) / each;
}

bool Availability::ever_fits(const FitRequest& fit) const {
    // Against capacities alone.
    std::int64_t capacity_tasks = ever_fits_by_bound(fit) ? fit.request->tasks : 0;
    for (NodeId n : partition_nodes(fit.partition)) {
        if (capacity_tasks >= fit.request->tasks) break;
        if (!node_eligible(n, fit)) continue;
        std::int64_t t = fit.request->per_task.copies_in(cluster_->node(n).capacity);
        if (cluster_->access_policy == NodeAccessPolicy::SingleTask) t = std::min<std::int64_t>(t, 1);
        if (fit.request->tasks_per_node > 0 && t < fit.request->tasks_per_node) continue;
        capacity_tasks += std::min(t, fit.request->tasks);
        if (capacity_tasks >= fit.request->tasks) break;
    }
    return capacity_tasks >= fit.request->tasks;
}

std::optional<Time> Availability::avail_time_first(const FitRequest& fit, Time after) const {
    if (!ever_fits(fit)) return std::nullopt;
    if (fits_at(fit, after)) return after;
    return later_fit(fit, after, nullptr);
}

std::optional<Time> Availability::avail_time_after(const FitRequest& fit, Time after) const {
    if (!ever_fits(fit)) return std::nullopt;
    return later_fit(fit, after, nullptr);
}

std::optional<Time> Availability::avail_time_after(const FitRequest& fit, Time after,
                                                   const std::function<bool(Time)>& fits_here) const {
    if (!ever_fits(fit)) return std::nullopt;
    return later_fit(fit, after, &fits_here);
}

std::optional<Time> Availability::avail_time_before(const FitRequest& fit, Time after, Time before) const {
    if (!ever_fits(fit)) return std::nullopt;
    return later_fit(fit, after, nullptr, before);
}

std::optional<Time> Availability::avail_time_before(const FitRequest& fit, Time after, Time before,
                                                    SearchHints& hints) const {
    if (!ever_fits(fit)) return std::nullopt;
    return later_fit(fit, after, nullptr, before, &hints);
}

std::optional<Time> Availability::later_fit(const FitRequest& fit, Time after,
                                            const std::function<bool(Time)>* fits_here, Time before,
                                            SearchHints* hints, const availability_storage::OwnSpans* own,
                                            bool from_after,
                                            availability_storage::SearchScratch* reuse) const {
    // Only an instant where a span ends (or `after`) can be the earliest start: from any other
    // instant back to the last of those, no node's processors in use fell, and the job fits there
    // as well. The candidates and the ends of their windows both move forward, so one pointer
    // finds the first step too full for the job in each window: each step is read once per
    // search, not once per candidate.
    const Aggregate& a = aggregate_of(fit.partition);
    const auto& st = a.steps;
    const std::int64_t procs = fit.request->procs();
    const bool bound_ok =
        ((forced_ == 0 && (fit.gate == nullptr || reserved_live_ == 0)) || fit.bound_slack >= 0) && procs > 0;
    const std::int64_t slack = std::max<std::int64_t>(0, fit.bound_slack);
    // For fits_at_in_search: the hints' own when there are hints (the placement at the answer
    // reads it there, see nodes_with_room).
    availability_storage::HintTable* table = hints != nullptr ? &hint_table(*hints) : nullptr;
    availability_storage::SearchScratch local;
    availability_storage::SearchScratch& search =
        table != nullptr ? table->search : (reuse != nullptr ? *reuse : local);
    if (table != nullptr) table->answered.reset();
    search.own = own;
    // The aggregate with the own spans counted free, from their start on (see tasks_beside_own).
    const auto used_at = [&](std::size_t i) {
        return own != nullptr && !(st[i].at < own->when.start) ? st[i].used - own->procs : st[i].used;
    };
    bool searched = false;
    // A step using more than `most_used` leaves no room for the job. Every step in [i, clear) uses
    // no more: the candidate at i passes the bound when `clear` reaches its window's end, and fails
    // at once while the step at `clear` lies inside its window.
    const std::int64_t most_used = a.capacity + slack - procs;
    const std::size_t first = step_index(st, after) + 1;
    std::size_t clear = first;
    if (from_after) {
        bool room = true;
        for (std::size_t j = first - 1; bound_ok && room && j < st.size() && st[j].at < after + fit.walltime;
             ++j)
            room = used_at(j) <= most_used;
        if (room) {
            searched = true;
            if (fits_at_in_search(fit, after, search, true, hints)) return after;
        }
    }
    for (std::size_t i = first; i < st.size(); ++i) {
        // The instants where the aggregate falls, and those where spans end while as much starts.
        if (st[i].used >= st[i - 1].used && st[i].ending == 0) continue;
        const Time t = st[i].at;
        if (!before.is_never() && !(t < before)) break;  // the candidates ascend
        if (bound_ok) {
            const Time end = t + fit.walltime;
            if (clear < i) clear = i;
            while (clear < st.size() && st[clear].at < end && used_at(clear) <= most_used) ++clear;
            if (clear < st.size() && st[clear].at < end) continue;
        }
        if (fits_here != nullptr) {
            if ((*fits_here)(t)) return t;
            continue;
        }
        const bool fresh = !searched;
        searched = true;
        if (fits_at_in_search(fit, t, search, fresh, hints)) {
            if (table != nullptr && fit.features.empty() && plain(fit))
                table->answered =
                    availability_storage::SearchAnswer{t, fit.walltime, procs_for_a_task(fit), fit.partition};
            return t;
        }
    }
    return std::nullopt;
}

}  // namespace outrigger
