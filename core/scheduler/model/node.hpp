#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/ids.hpp"
#include "model/resources.hpp"

namespace outrigger {

// What the resource manager says of a node. Being reserved is not a state: it is derived from
// the reservations that cover the node.
enum class NodeState : std::uint8_t { Up, Down, Drained };

struct Node {
    NodeId id;
    std::string name;
    PartitionId partition;
    Resources capacity;               // configured totals (procs, memory, swap, disk MB, gres)
    std::vector<FeatureId> features;  // sorted, unique
    NodeState state = NodeState::Up;
    std::int64_t priority = 0;  // NODECFG PRIORITY, for NODEALLOCATIONPOLICY PRIORITY
    double speed = 1.0;         // NODECFG SPEED
    double load = 0.0;          // current CPU load, for NODEALLOCATIONPOLICY CPULOAD
    std::uint32_t rack = 0;     // topology position: CONTIGUOUS and topology-aware placement
    std::uint32_t slot = 0;

    [[nodiscard]] bool has_feature(FeatureId f) const;
    [[nodiscard]] bool has_all(const std::vector<FeatureId>& wanted) const;  // wanted sorted
    [[nodiscard]] bool usable() const { return state == NodeState::Up; }
};

struct Partition {
    PartitionId id;
    std::string name;
    Resources total;  // sum of the capacities of its nodes; PE and partition-level rejection use it
};

}  // namespace outrigger
