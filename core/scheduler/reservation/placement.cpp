#include "reservation/placement.hpp"

#include <algorithm>
#include <map>

namespace outrigger {

Resources task_on(const Resources& task, const Node& node) {
    Resources t = task;
    if (t.procs < 0) t.procs = node.capacity.procs;
    return t;
}

namespace {

// Sorts `ids` (indices into `nodes`) in place by `less`; nodes it does not tell apart stay in id order.
// The tiers come in id order, and the usual policies order nodes by id or against it
// (FIRSTAVAILABLE, LASTAVAILABLE): one pass recognises either, and a partial standing reservation
// grown at every instant on a large machine is spared two n log n sorts each time.
void sort_nodes(std::vector<NodeId>& ids, std::span<const Node> nodes, const NodeLess& less) {
    if (!std::is_sorted(ids.begin(), ids.end()))
        std::stable_sort(ids.begin(), ids.end(), [](NodeId a, NodeId b) { return a < b; });
    const auto before = [&](NodeId a, NodeId b) { return less(nodes[a.value()], nodes[b.value()]); };
    if (std::is_sorted(ids.begin(), ids.end(), before)) return;  // a stable sort would keep it so
    // Strictly against the order (no ties, whose id order a reversal would turn round): reversed.
    bool against = true;
    for (std::size_t i = 1; i < ids.size() && against; ++i) against = before(ids[i], ids[i - 1]);
    if (against) {
        std::reverse(ids.begin(), ids.end());
        return;
    }
    std::stable_sort(ids.begin(), ids.end(), before);
}

bool in_partition(const Reservation& r, const Node& n) {
    return !r.partition.valid() || n.partition == r.partition;
}

Placement place_host_list(const Reservation& r, std::span<const Node> nodes) {
    Placement p;
    for (const NodeId id : r.host_list) {
        if (id.value() >= nodes.size()) continue;
        const Node& n = nodes[id.value()];
        if (!n.has_all(r.features)) {
            ++p.passed_over.missing_features;
            continue;
        }
        if (!in_partition(r, n)) {
            ++p.passed_over.other_partition;
            continue;
        }
        const Resources t = task_on(r.task, n);
        const std::int64_t tasks = t.is_zero() ? 1 : std::max<std::int64_t>(1, t.copies_in(n.capacity));
        p.allocation.push_back(NodeHold{id, n.capacity, tasks});
        p.tasks_placed += 1;
    }
    p.tasks_wanted = static_cast<std::int64_t>(r.host_list.size());
    return p;
}

class FloatingSearch {
  public:
    FloatingSearch(const Reservation& r, const CapacityView& view, const PlacementOptions& o)
        : r_(r), view_(view), o_(o), nodes_(view.nodes()) {}

    Placement run() {
        if (o_.keep_current) keep_current();
        std::vector<NodeId> listed;
        std::vector<NodeId> others;
        std::vector<bool> is_listed(nodes_.size(), false);
        for (const NodeId id : r_.host_list)
            if (id.value() < nodes_.size() && !is_listed[id.value()]) {
                is_listed[id.value()] = true;
                listed.push_back(id);
            }
        for (const Node& n : nodes_)
            if (!is_listed[n.id.value()]) others.push_back(n.id);
        if (r_.host_list.empty()) {
            fill(others);
        } else {
            fill(listed);
            fill(others);
        }
        Placement p;
        p.tasks_wanted = r_.task_count;
        p.tasks_placed = placed_;
        p.passed_over = tally_;
        for (const NodeId id : order_)
            p.allocation.push_back(NodeHold{id, held_[id.value()], tasks_[id.value()]});
        return p;
    }

    // Whether run() would take a task on one of `ids`. Nothing taken, each node's answer depends
    // on that node alone (its free resources, what the reservation holds there), in either pass.
    bool takes_on(std::span<const NodeId> ids) {
        if (o_.keep_current) keep_current();
        if (placed_ >= r_.task_count) return false;
        for (const NodeId id : ids) {
            if (id.value() >= nodes_.size() || !eligible_node(nodes_[id.value()])) continue;
            if (takes(id, ReservationAccess::Dedicated) > 0) return true;
            if (r_.access == ReservationAccess::Shared && takes(id, ReservationAccess::Shared) > 0)
                return true;
        }
        return false;
    }

  private:
    void keep_current() {
        for (const auto& h : r_.allocation) {
            held_[h.node.value()] += h.held;
            tasks_[h.node.value()] += h.tasks;
            order_.push_back(h.node);
            placed_ += h.tasks;
        }
    }

    void fill(std::vector<NodeId> tier) {
        if (placed_ >= r_.task_count) return;
        std::vector<NodeId> eligible;
        for (const NodeId id : tier)
            if (eligible_node(nodes_[id.value()])) eligible.push_back(id);
        sort_nodes(eligible, nodes_, o_.order);
        fill_pass(eligible, ReservationAccess::Dedicated);
        if (r_.access == ReservationAccess::Shared) fill_pass(eligible, ReservationAccess::Shared);
        if (placed_ < r_.task_count)
            for (const NodeId id : eligible)
                if (!tasks_.count(id.value())) ++tally_.no_room;
    }

    bool eligible_node(const Node& n) {
        if (!n.usable()) return ++tally_.not_up, false;
        if (!n.has_all(r_.features)) return ++tally_.missing_features, false;
        if (!in_partition(r_, n)) return ++tally_.other_partition, false;
        return true;
    }

    // Free for this reservation on node n: the view's answer less what this search took and what
    // reservations placed earlier in the pass hold there.
    Resources available(NodeId n, ReservationAccess access) const {
        Resources f = view_.free(n, FreeQuery{r_.span, access, r_.id});
        if (access == ReservationAccess::Dedicated) {
            for (const Reservation& other : o_.pending)
                if (other.id != r_.id && other.span.overlaps(r_.span)) f -= other.held_on(n);
        }
        const auto it = held_.find(n.value());
        if (it != held_.end()) f -= it->second;
        return f.max(Resources{});
    }

    // The tasks node `id` has room for, or 0 when none fit or too few for TPN with those it holds.
    std::int64_t takes(NodeId id, ReservationAccess access) const {
        const Resources t = task_on(r_.task, nodes_[id.value()]);
        if (t.is_zero()) return 0;
        const std::int64_t fits = t.copies_in(available(id, access));
        const auto it = tasks_.find(id.value());
        const std::int64_t already = it != tasks_.end() ? it->second : 0;
        return fits + already < std::max<std::int64_t>(1, r_.tpn) ? 0 : fits;
    }

    void fill_pass(const std::vector<NodeId>& eligible, ReservationAccess access) {
        for (const NodeId id : eligible) {
            if (placed_ >= r_.task_count) return;
            const std::int64_t fits = takes(id, access);
            if (fits == 0) continue;
            const std::int64_t take = std::min(fits, r_.task_count - placed_);
            if (!held_.count(id.value())) order_.push_back(id);
            held_[id.value()] += task_on(r_.task, nodes_[id.value()]) * take;
            tasks_[id.value()] += take;
            placed_ += take;
        }
    }

    const Reservation& r_;
    const CapacityView& view_;
    const PlacementOptions& o_;
    std::span<const Node> nodes_;
    std::map<NodeId::Rep, Resources> held_;
    std::map<NodeId::Rep, std::int64_t> tasks_;
    std::vector<NodeId> order_;
    std::int64_t placed_ = 0;
    PlacementTally tally_;
};

}  // namespace

Placement place_reservation(const Reservation& r, const CapacityView& view, const PlacementOptions& options) {
    if (!r.floating()) return place_host_list(r, view.nodes());
    return FloatingSearch(r, view, options).run();
}

bool places_on(const Reservation& r, const CapacityView& view, std::span<const NodeId> nodes,
               const PlacementOptions& options) {
    if (!r.floating()) return false;
    return FloatingSearch(r, view, options).takes_on(nodes);
}

}  // namespace outrigger
