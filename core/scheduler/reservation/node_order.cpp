#include "reservation/node_order.hpp"

#include <algorithm>
#include <tuple>

namespace outrigger {

NodeLess node_order(NodeAllocationPolicy policy) {
    switch (policy) {
        case NodeAllocationPolicy::FirstAvailable:
            return [](const Node& a, const Node& b) { return a.id < b.id; };
        case NodeAllocationPolicy::LastAvailable:
            return [](const Node& a, const Node& b) { return b.id < a.id; };
        case NodeAllocationPolicy::MinResource:
            return [](const Node& a, const Node& b) {
                return std::tuple(a.capacity.procs, a.capacity.memory_mb, a.capacity.disk_mb,
                                  a.capacity.swap_mb) < std::tuple(b.capacity.procs, b.capacity.memory_mb,
                                                                   b.capacity.disk_mb, b.capacity.swap_mb);
            };
        case NodeAllocationPolicy::CpuLoad:
            return [](const Node& a, const Node& b) { return a.load < b.load; };
        case NodeAllocationPolicy::Priority:
            return [](const Node& a, const Node& b) { return a.priority > b.priority; };
        case NodeAllocationPolicy::Contiguous:
            return [](const Node& a, const Node& b) {
                return std::tuple(a.rack, a.slot) < std::tuple(b.rack, b.slot);
            };
        case NodeAllocationPolicy::MaxBalance:
            return [](const Node& a, const Node& b) { return a.speed > b.speed; };
    }
    return [](const Node& a, const Node& b) { return a.id < b.id; };
}

std::string_view node_allocation_policy_name(NodeAllocationPolicy policy) {
    switch (policy) {
        case NodeAllocationPolicy::FirstAvailable:
            return "FIRSTAVAILABLE";
        case NodeAllocationPolicy::LastAvailable:
            return "LASTAVAILABLE";
        case NodeAllocationPolicy::MinResource:
            return "MINRESOURCE";
        case NodeAllocationPolicy::CpuLoad:
            return "CPULOAD";
        case NodeAllocationPolicy::Priority:
            return "PRIORITY";
        case NodeAllocationPolicy::Contiguous:
            return "CONTIGUOUS";
        case NodeAllocationPolicy::MaxBalance:
            return "MAXBALANCE";
    }
    return "FIRSTAVAILABLE";
}

void sort_nodes(std::vector<NodeId>& ids, std::span<const Node> nodes, const NodeLess& less) {
    std::stable_sort(ids.begin(), ids.end(), [&](NodeId a, NodeId b) { return a < b; });
    std::stable_sort(ids.begin(), ids.end(),
                     [&](NodeId a, NodeId b) { return less(nodes[a.value()], nodes[b.value()]); });
}

}  // namespace outrigger
