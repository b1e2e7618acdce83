#pragma once

// NODEALLOCATIONPOLICY as an ordering of nodes that placement already judged equally good
// (spec section 4: reservation-aware choices come first, the policy breaks the ties).
//   FIRSTAVAILABLE  node table order (the order the resource manager reports nodes)
//   LASTAVAILABLE   reverse node table order (Maui's default; keeps the first nodes free)
//   MINRESOURCE     smallest configured nodes first (procs, then memory), so large nodes stay free
//   CPULOAD         least loaded first
//   PRIORITY        highest NODECFG PRIORITY first
//   CONTIGUOUS      by rack, then slot, so a reservation's nodes sit together
//   MAXBALANCE      fastest nodes first, so nodes of equal speed are taken together
// Every order is stable and ends in node id order, so results are deterministic. A site or the
// engine may pass its own comparator instead (NodeLess) to open the hook to other policies.

#include <functional>
#include <span>
#include <vector>

#include "config/settings.hpp"
#include "model/node.hpp"

namespace outrigger {

// Strict weak order on nodes: true when `a` should be tried before `b`.
using NodeLess = std::function<bool(const Node& a, const Node& b)>;

NodeLess node_order(NodeAllocationPolicy policy);
std::string_view node_allocation_policy_name(NodeAllocationPolicy policy);  // "FIRSTAVAILABLE", ...

// Sorts `ids` (indices into `nodes`) in place by `less`, ties by id.
void sort_nodes(std::vector<NodeId>& ids, std::span<const Node> nodes, const NodeLess& less);

}  // namespace outrigger
