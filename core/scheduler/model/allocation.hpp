#pragma once

// Where a job's tasks are: one entry per node, sorted by NodeId. What the scheduler decides for a
// start or a job reservation, what a resource manager carries out and what views draw.

#include <cstdint>
#include <vector>

#include "model/ids.hpp"

namespace outrigger {

// Tasks of one job on one node.
struct NodeTasks {
    NodeId node;
    std::int64_t tasks = 0;
    bool operator==(const NodeTasks&) const = default;
};

using Allocation = std::vector<NodeTasks>;

// Total tasks of an allocation.
[[nodiscard]] inline std::int64_t allocation_tasks(const Allocation& a) {
    std::int64_t n = 0;
    for (const auto& x : a) n += x.tasks;
    return n;
}

}  // namespace outrigger
