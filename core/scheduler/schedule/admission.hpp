#pragma once

// Jobs that can never run (spec section 6), found once, when a job is submitted, so that no
// iteration checks them again. A job is refused when no set of the configured nodes of its
// partition can hold its tasks (processors, memory, swap, disk, generic resources, features,
// tasks per node; node states and reservations do not count: a node that is down now may come
// back), or when a hard limit forbids it on an idle machine (the eligibility filters answer that).
// A job only blocked for now is never refused.

#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

#include "model/cluster.hpp"
#include "model/job.hpp"
#include "model/reason.hpp"

namespace outrigger {

// NeverFits with args partition (name, or "ALL"), request (tasks), capacity (the most tasks the
// configured nodes hold), resource (what runs out first: "procs", "memory", "swap", "disk", a
// generic resource's name, "features" or "tasks per node"); nullopt when the nodes can hold it.
std::optional<Reason> never_fits(const Job& job, const Cluster& cluster);

// never_fits, remembered per request shape (partition, tasks, tasks per node, per-task resources,
// features): a trace has few distinct shapes, so the nodes are walked once per shape rather than
// once per submitted job. Forgets everything when asked about another cluster.
class NeverFitsMemo {
  public:
    // The shared answer (nullptr: the nodes can hold the job); jobs of one shape share it.
    std::shared_ptr<const Reason> check(const Job& job, const Cluster& cluster);

  private:
    struct Shape {
        PartitionId partition;
        std::int64_t tasks = 0;
        std::int64_t tasks_per_node = 0;
        Resources per_task;
        std::vector<FeatureId> features;
        bool operator==(const Shape&) const = default;
    };
    struct ShapeHash {
        std::size_t operator()(const Shape& s) const;
    };
    // One task larger than every node of its partition: settled without a walk (capacity 0). The
    // resource that is too large is a code (procs, memory, swap, disk, then one per generic resource),
    // and jobs of one partition, task count and code share one answer: a log where many jobs ask
    // for more memory than any node has costs a few comparisons per job, not a shape copied and hashed.
    [[nodiscard]] std::optional<std::int64_t> oversized(const Job& job) const;
    std::shared_ptr<const Reason> task_too_large(const Job& job, const Cluster& cluster, std::int64_t code);
    // The answers for one partition and resource, by task count: a log's task counts are small
    // numbers, so they index a vector (grown to the largest count seen, up to kIndexedTasks)
    // rather than being hashed; larger counts go to a map.
    static constexpr std::int64_t kIndexedTasks = std::int64_t{1} << 16;
    struct TooLarge {
        std::int64_t partition = -1;
        std::int64_t code = 0;
        std::vector<std::shared_ptr<const Reason>> by_tasks;
        std::unordered_map<std::int64_t, std::shared_ptr<const Reason>> beyond;
    };
    [[nodiscard]] TooLarge& too_large_of(std::int64_t partition, std::int64_t code);

    const Cluster* cluster_ = nullptr;
    std::unordered_map<Shape, std::shared_ptr<const Reason>, ShapeHash> known_;
    std::vector<TooLarge> too_large_;  // one per partition and resource seen: a handful
    std::size_t last_too_large_ = 0;   // the one asked last: runs of such jobs share it
    std::size_t answers_ = 0;          // answers held in too_large_
    std::vector<Resources> largest_;   // by partition, then the whole machine: each resource's largest node
    std::vector<std::int64_t> procs_;  // by partition, then the whole machine: configured processors
};

}  // namespace outrigger
