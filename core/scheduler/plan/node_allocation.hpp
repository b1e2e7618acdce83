#pragma once

// NODEALLOCATIONPOLICY (spec section 4): the order in which equally good nodes are taken. One small
// final class per policy behind one interface, registered in one name-to-factory table
// (make_node_allocator). Reservation-aware placement (plan/placement.hpp) decides which nodes are
// better; the policy only orders the nodes within one preference class.

#include <cstdint>
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
    // Reorders `candidates` (given in NodeId order) so that taking tasks greedily from the front
    // gives this policy's choice for `tasks_needed` tasks. Never adds or drops a candidate.
    virtual void order(std::vector<NodeCandidate>& candidates, std::int64_t tasks_needed,
                       const Cluster& cluster) const = 0;
};

// The factory table: one entry per policy.
std::unique_ptr<NodeAllocator> make_node_allocator(NodeAllocationPolicy policy);
// "FIRSTAVAILABLE", ... as maui.cfg spells them; parse is case-insensitive.
std::string_view node_allocation_name(NodeAllocationPolicy policy);
std::optional<NodeAllocationPolicy> parse_node_allocation(std::string_view name);

}  // namespace outrigger
