#pragma once

// Clusters and calendar requests built in code, shared by the plan, schedule, sim and stack tests
// and the benchmarks: each test says only the sizes that matter to it.

#include <cstdint>
#include <string>

#include "model/cluster.hpp"
#include "plan/availability.hpp"

namespace outrigger::testing {

// `nodes` nodes n0, n1, ... of `capacity` each in one partition DEFAULT.
inline Cluster uniform_cluster(int nodes, const Resources& capacity,
                               NodeAccessPolicy access = NodeAccessPolicy::Shared) {
    Cluster c;
    const PartitionId p = c.add_partition("DEFAULT");
    for (int i = 0; i < nodes; ++i) {
        Node n;
        n.name = "n" + std::to_string(i);
        n.partition = p;
        n.capacity = capacity;
        c.add_node(std::move(n));
    }
    c.access_policy = access;
    return c;
}

// The same with processors only.
inline Cluster uniform_cluster(int nodes, std::int64_t procs_per_node,
                               NodeAccessPolicy access = NodeAccessPolicy::Shared) {
    return uniform_cluster(nodes, Resources::of_procs(procs_per_node), access);
}

// A processors-only calendar request that owns its task shape: `fit` points into `task`, so the
// pair is neither copied nor moved.
struct OwnedFit {
    TaskRequest task;
    FitRequest fit;
    OwnedFit(std::int64_t tasks, std::int64_t walltime_s, std::int64_t procs_per_task = 1) {
        task.tasks = tasks;
        task.per_task = Resources::of_procs(procs_per_task);
        fit.request = &task;
        fit.walltime = Duration::seconds(walltime_s);
    }
    OwnedFit(const OwnedFit&) = delete;
    OwnedFit& operator=(const OwnedFit&) = delete;
};

}  // namespace outrigger::testing
