#include "plan/node_allocation.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <functional>
#include <tuple>
#include <utility>

#include "config/catalogue.hpp"
#include "model/ascii.hpp"

namespace outrigger {

namespace {

// FIRSTAVAILABLE: nodes in their configured order.
class FirstAvailable final : public NodeAllocator {
  public:
    [[nodiscard]] NodeAllocationPolicy policy() const override {
        return NodeAllocationPolicy::FirstAvailable;
    }
    [[nodiscard]] bool before(const Node& a, const Node& b) const override { return a.id < b.id; }
    void order(std::vector<NodeCandidate>&, std::int64_t, const Cluster&) const override {}
};

// LASTAVAILABLE (Maui's default): nodes in reverse configured order, keeping the low end of the
// node list free for the jobs that follow.
class LastAvailable final : public NodeAllocator {
  public:
    [[nodiscard]] NodeAllocationPolicy policy() const override { return NodeAllocationPolicy::LastAvailable; }
    [[nodiscard]] bool before(const Node& a, const Node& b) const override { return b.id < a.id; }
    void order(std::vector<NodeCandidate>& c, std::int64_t, const Cluster&) const override {
        std::reverse(c.begin(), c.end());
    }
};

// MINRESOURCE: the nodes with the least configured memory first, so that large nodes stay free for
// jobs that need them; ties in LASTAVAILABLE order (spec section 4; Maui 3.3 compared memory only,
// in power-of-two classes, where Outrigger compares the exact values).
class MinResource final : public NodeAllocator {
  public:
    [[nodiscard]] NodeAllocationPolicy policy() const override { return NodeAllocationPolicy::MinResource; }
    [[nodiscard]] bool before(const Node& a, const Node& b) const override {
        if (a.capacity.memory_mb != b.capacity.memory_mb) return a.capacity.memory_mb < b.capacity.memory_mb;
        return b.id < a.id;
    }
};

// CPULOAD: the least loaded nodes first.
class CpuLoad final : public NodeAllocator {
  public:
    [[nodiscard]] NodeAllocationPolicy policy() const override { return NodeAllocationPolicy::CpuLoad; }
    [[nodiscard]] bool before(const Node& a, const Node& b) const override {
        return std::pair(a.load, a.id) < std::pair(b.load, b.id);
    }
};

// PRIORITY: the highest NODECFG PRIORITY first.
class NodePriority final : public NodeAllocator {
  public:
    [[nodiscard]] NodeAllocationPolicy policy() const override { return NodeAllocationPolicy::Priority; }
    [[nodiscard]] bool before(const Node& a, const Node& b) const override {
        if (a.priority != b.priority) return a.priority > b.priority;
        return a.id < b.id;
    }
};

// Sorts the candidates by `allocator.before`, then moves to the front the run of consecutive
// candidates that holds the tasks with the smallest `spread`, keeping the rest behind it in order.
template <class Spread>
void best_window_first(const NodeAllocator& allocator, std::vector<NodeCandidate>& c,
                       std::int64_t tasks_needed, const Cluster& cl, Spread spread) {
    std::stable_sort(c.begin(), c.end(), [&](const NodeCandidate& a, const NodeCandidate& b) {
        return allocator.before(cl.node(a.node), cl.node(b.node));
    });
    std::size_t best_lo = 0;
    std::size_t best_hi = 0;
    bool found = false;
    double best = 0;
    std::size_t hi = 0;
    std::int64_t have = 0;
    for (std::size_t lo = 0; lo < c.size(); ++lo) {
        while (hi < c.size() && have < tasks_needed) have += c[hi++].tasks;
        if (have < tasks_needed) break;
        const double s = spread(c[lo], c[hi - 1]);
        if (!found || s < best) {
            found = true;
            best = s;
            best_lo = lo;
            best_hi = hi;
        }
        have -= c[lo].tasks;
    }
    if (found && best_lo > 0)
        std::rotate(c.begin(), c.begin() + static_cast<std::ptrdiff_t>(best_lo),
                    c.begin() + static_cast<std::ptrdiff_t>(best_hi));
}

// CONTIGUOUS: the shortest run of adjacent nodes (rack, slot, then node order) that holds the job.
class Contiguous final : public NodeAllocator {
  public:
    [[nodiscard]] NodeAllocationPolicy policy() const override { return NodeAllocationPolicy::Contiguous; }
    [[nodiscard]] bool before(const Node& a, const Node& b) const override {
        return std::tuple(a.rack, a.slot, a.id) < std::tuple(b.rack, b.slot, b.id);
    }
    void order(std::vector<NodeCandidate>& c, std::int64_t tasks_needed, const Cluster& cl) const override {
        best_window_first(*this, c, tasks_needed, cl, [](const NodeCandidate& a, const NodeCandidate& b) {
            return static_cast<double>(b.node.value()) - static_cast<double>(a.node.value());
        });
    }
};

// MAXBALANCE: the set of nodes with the most similar speeds, so that no task waits for a slow node.
class MaxBalance final : public NodeAllocator {
  public:
    [[nodiscard]] NodeAllocationPolicy policy() const override { return NodeAllocationPolicy::MaxBalance; }
    [[nodiscard]] bool before(const Node& a, const Node& b) const override {
        if (a.speed != b.speed) return a.speed > b.speed;
        return a.id < b.id;
    }
    void order(std::vector<NodeCandidate>& c, std::int64_t tasks_needed, const Cluster& cl) const override {
        best_window_first(*this, c, tasks_needed, cl, [&cl](const NodeCandidate& a, const NodeCandidate& b) {
            return cl.node(a.node).speed - cl.node(b.node).speed;
        });
    }
};

struct Entry {
    NodeAllocationPolicy policy;
    std::unique_ptr<NodeAllocator> (*make)();
};

template <class T>
std::unique_ptr<NodeAllocator> make() {
    return std::make_unique<T>();
}

constexpr std::array<Entry, 7> kTable{{
    {NodeAllocationPolicy::FirstAvailable, &make<FirstAvailable>},
    {NodeAllocationPolicy::LastAvailable, &make<LastAvailable>},
    {NodeAllocationPolicy::MinResource, &make<MinResource>},
    {NodeAllocationPolicy::CpuLoad, &make<CpuLoad>},
    {NodeAllocationPolicy::Priority, &make<NodePriority>},
    {NodeAllocationPolicy::Contiguous, &make<Contiguous>},
    {NodeAllocationPolicy::MaxBalance, &make<MaxBalance>},
}};

// The names as maui.cfg spells them, kept once: in the configuration catalogue, whose choices for
// NODEALLOCATIONPOLICY are listed in NodeAllocationPolicy's order.
std::span<const std::string_view> policy_names() {
    static const std::span<const std::string_view> names = find_parameter("NODEALLOCATIONPOLICY")->choices;
    return names;
}

}  // namespace

void NodeAllocator::order(std::vector<NodeCandidate>& candidates, std::int64_t,
                          const Cluster& cluster) const {
    std::stable_sort(candidates.begin(), candidates.end(),
                     [&](const NodeCandidate& a, const NodeCandidate& b) {
                         return before(cluster.node(a.node), cluster.node(b.node));
                     });
}

NodeLess node_less(NodeAllocationPolicy policy) {
    std::shared_ptr<const NodeAllocator> allocator = make_node_allocator(policy);
    return [allocator](const Node& a, const Node& b) { return allocator->before(a, b); };
}

std::unique_ptr<NodeAllocator> make_node_allocator(NodeAllocationPolicy policy) {
    for (const auto& e : kTable)
        if (e.policy == policy) return e.make();
    return std::make_unique<LastAvailable>();
}

std::string_view node_allocation_name(NodeAllocationPolicy policy) {
    return policy_names()[static_cast<std::size_t>(policy)];
}

std::optional<NodeAllocationPolicy> parse_node_allocation(std::string_view name) {
    const auto names = policy_names();
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (names[i].size() != name.size()) continue;
        bool same = true;
        for (std::size_t k = 0; k < name.size() && same; ++k) same = ascii_upper(name[k]) == names[i][k];
        if (same) return static_cast<NodeAllocationPolicy>(i);
    }
    return std::nullopt;
}

}  // namespace outrigger
