#include "plan/node_allocation.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <functional>

#include "model/ascii.hpp"

namespace outrigger {

namespace {

// FIRSTAVAILABLE: nodes in their configured order.
class FirstAvailable final : public NodeAllocator {
  public:
    [[nodiscard]] NodeAllocationPolicy policy() const override {
        return NodeAllocationPolicy::FirstAvailable;
    }
    void order(std::vector<NodeCandidate>&, std::int64_t, const Cluster&) const override {}
};

// LASTAVAILABLE (Maui's default): nodes in reverse configured order, keeping the low end of the
// node list free for the jobs that follow.
class LastAvailable final : public NodeAllocator {
  public:
    [[nodiscard]] NodeAllocationPolicy policy() const override { return NodeAllocationPolicy::LastAvailable; }
    void order(std::vector<NodeCandidate>& c, std::int64_t, const Cluster&) const override {
        std::reverse(c.begin(), c.end());
    }
};

// MINRESOURCE: the nodes with the least configured resources first (processors, then memory), so
// that large nodes stay free for jobs that need them.
class MinResource final : public NodeAllocator {
  public:
    [[nodiscard]] NodeAllocationPolicy policy() const override { return NodeAllocationPolicy::MinResource; }
    void order(std::vector<NodeCandidate>& c, std::int64_t, const Cluster& cl) const override {
        std::stable_sort(c.begin(), c.end(), [&cl](const NodeCandidate& a, const NodeCandidate& b) {
            const Resources& ra = cl.node(a.node).capacity;
            const Resources& rb = cl.node(b.node).capacity;
            return std::tie(ra.procs, ra.memory_mb, ra.disk_mb) <
                   std::tie(rb.procs, rb.memory_mb, rb.disk_mb);
        });
    }
};

// CPULOAD: the least loaded nodes first.
class CpuLoad final : public NodeAllocator {
  public:
    [[nodiscard]] NodeAllocationPolicy policy() const override { return NodeAllocationPolicy::CpuLoad; }
    void order(std::vector<NodeCandidate>& c, std::int64_t, const Cluster& cl) const override {
        std::stable_sort(c.begin(), c.end(), [&cl](const NodeCandidate& a, const NodeCandidate& b) {
            return cl.node(a.node).load < cl.node(b.node).load;
        });
    }
};

// PRIORITY: the highest NODECFG PRIORITY first.
class NodePriority final : public NodeAllocator {
  public:
    [[nodiscard]] NodeAllocationPolicy policy() const override { return NodeAllocationPolicy::Priority; }
    void order(std::vector<NodeCandidate>& c, std::int64_t, const Cluster& cl) const override {
        std::stable_sort(c.begin(), c.end(), [&cl](const NodeCandidate& a, const NodeCandidate& b) {
            return cl.node(a.node).priority > cl.node(b.node).priority;
        });
    }
};

// Moves to the front the run of consecutive candidates (in `key` order) that holds the tasks with
// the smallest `spread`, keeping the rest behind it in key order.
template <class Key, class Spread>
void best_window_first(std::vector<NodeCandidate>& c, std::int64_t tasks_needed, Key key, Spread spread) {
    std::stable_sort(c.begin(), c.end(),
                     [&key](const NodeCandidate& a, const NodeCandidate& b) { return key(a) < key(b); });
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
    void order(std::vector<NodeCandidate>& c, std::int64_t tasks_needed, const Cluster& cl) const override {
        best_window_first(
            c, tasks_needed,
            [&cl](const NodeCandidate& n) {
                const Node& x = cl.node(n.node);
                return std::tuple(x.rack, x.slot, x.id.value());
            },
            [](const NodeCandidate& a, const NodeCandidate& b) {
                return static_cast<double>(b.node.value()) - static_cast<double>(a.node.value());
            });
    }
};

// MAXBALANCE: the set of nodes with the most similar speeds, so that no task waits for a slow node.
class MaxBalance final : public NodeAllocator {
  public:
    [[nodiscard]] NodeAllocationPolicy policy() const override { return NodeAllocationPolicy::MaxBalance; }
    void order(std::vector<NodeCandidate>& c, std::int64_t tasks_needed, const Cluster& cl) const override {
        best_window_first(
            c, tasks_needed,
            [&cl](const NodeCandidate& n) { return std::pair(-cl.node(n.node).speed, n.node.value()); },
            [&cl](const NodeCandidate& a, const NodeCandidate& b) {
                return cl.node(a.node).speed - cl.node(b.node).speed;
            });
    }
};

struct Entry {
    NodeAllocationPolicy policy;
    std::string_view name;
    std::unique_ptr<NodeAllocator> (*make)();
};

template <class T>
std::unique_ptr<NodeAllocator> make() {
    return std::make_unique<T>();
}

constexpr std::array<Entry, 7> kTable{{
    {NodeAllocationPolicy::FirstAvailable, "FIRSTAVAILABLE", &make<FirstAvailable>},
    {NodeAllocationPolicy::LastAvailable, "LASTAVAILABLE", &make<LastAvailable>},
    {NodeAllocationPolicy::MinResource, "MINRESOURCE", &make<MinResource>},
    {NodeAllocationPolicy::CpuLoad, "CPULOAD", &make<CpuLoad>},
    {NodeAllocationPolicy::Priority, "PRIORITY", &make<NodePriority>},
    {NodeAllocationPolicy::Contiguous, "CONTIGUOUS", &make<Contiguous>},
    {NodeAllocationPolicy::MaxBalance, "MAXBALANCE", &make<MaxBalance>},
}};

}  // namespace

std::unique_ptr<NodeAllocator> make_node_allocator(NodeAllocationPolicy policy) {
    for (const auto& e : kTable)
        if (e.policy == policy) return e.make();
    return std::make_unique<LastAvailable>();
}

std::string_view node_allocation_name(NodeAllocationPolicy policy) {
    for (const auto& e : kTable)
        if (e.policy == policy) return e.name;
    return "LASTAVAILABLE";
}

std::optional<NodeAllocationPolicy> parse_node_allocation(std::string_view name) {
    for (const auto& e : kTable) {
        if (e.name.size() != name.size()) continue;
        bool same = true;
        for (std::size_t i = 0; i < name.size() && same; ++i) same = ascii_upper(name[i]) == e.name[i];
        if (same) return e.policy;
    }
    return std::nullopt;
}

}  // namespace outrigger
