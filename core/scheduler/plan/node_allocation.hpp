#pragma once

// NODEALLOCATIONPOLICY (spec section 4): the order in which equally good nodes are taken, the one
// implementation that job placement (plan/placement.hpp) and reservation placement
// (reservation/placement.hpp) both use. One small final class per policy behind one interface,
// registered in one name-to-factory table (make_node_allocator), which also holds the names.
// Reservation-aware placement decides which nodes are better; the policy only orders the nodes
// within one preference class.
//   FIRSTAVAILABLE  node table order (the order the resource manager reports nodes)
//   LASTAVAILABLE   reverse node table order (Maui's default; keeps the first nodes free)
//   MINRESOURCE     least configured memory first, ties in LASTAVAILABLE order
//   CPULOAD         least loaded first
//   PRIORITY        highest NODECFG PRIORITY first
//   CONTIGUOUS      by rack, then slot; a job takes the shortest run of adjacent nodes that holds it
//   MAXBALANCE      fastest first; a job takes the nodes of the most similar speeds that hold it
// Every order is a strict total order (ties end in node id order), so results are deterministic.

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "config/settings.hpp"
#include "model/cluster.hpp"

namespace outrigger {

// A node that can hold `tasks` of the job being placed.
struct NodeCandidate {
    NodeId node;
    std::int64_t tasks = 0;
};

class NodeAllocator {
  public:
    virtual ~NodeAllocator() = default;
    [[nodiscard]] virtual NodeAllocationPolicy policy() const = 0;
    // The policy's order of single nodes: true when `a` is taken before `b`. A strict total order
    // (equal nodes are told apart by id), so any sort by it gives one answer.
    [[nodiscard]] virtual bool before(const Node& a, const Node& b) const = 0;
    // Reorders `candidates` (given in NodeId order) so that taking tasks greedily from the front
    // gives this policy's choice for `tasks_needed` tasks. Never adds or drops a candidate. By
    // default the candidates sorted by before(); CONTIGUOUS and MAXBALANCE move the best run of
    // `before`-adjacent nodes that holds the tasks to the front.
    virtual void order(std::vector<NodeCandidate>& candidates, std::int64_t tasks_needed,
                       const Cluster& cluster) const;
};

// The policy's node order as a comparator, for callers that sort nodes rather than candidates
// (reservation placement); a site may pass any other strict weak order in its place.
using NodeLess = std::function<bool(const Node& a, const Node& b)>;
NodeLess node_less(NodeAllocationPolicy policy);

// The factory table: one entry per policy.
std::unique_ptr<NodeAllocator> make_node_allocator(NodeAllocationPolicy policy);
// "FIRSTAVAILABLE", ... as maui.cfg spells them; parse is case-insensitive.
std::string_view node_allocation_name(NodeAllocationPolicy policy);
std::optional<NodeAllocationPolicy> parse_node_allocation(std::string_view name);

}  // namespace outrigger
