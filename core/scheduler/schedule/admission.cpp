#include "schedule/admission.hpp"

#include <algorithm>
#include <string>

#include "schedule/iteration.hpp"

namespace outrigger {

namespace {

// The tasks of `per_task` one node holds, counting only the resources `use` selects.
struct Shape {
    bool memory = true, swap = true, disk = true, generic = true;
};

std::int64_t tasks_on(const Node& node, const TaskRequest& request, NodeAccessPolicy access, Shape use) {
    Resources per = request.per_task;
    if (!use.memory) per.memory_mb = 0;
    if (!use.swap) per.swap_mb = 0;
    if (!use.disk) per.disk_mb = 0;
    if (!use.generic)
        for (const GresAmount& g : request.per_task.generic()) per.set_gres(g.id, 0);
    std::int64_t t = per.copies_in(node.capacity);
    if (access == NodeAccessPolicy::SingleTask) t = std::min<std::int64_t>(t, 1);
    if (request.tasks_per_node > 0 && t < request.tasks_per_node) return 0;
    return std::min(t, request.tasks);
}

// The most tasks of the job the configured nodes of its partition hold at once.
std::int64_t capacity_tasks(const Job& job, const Cluster& cluster, Shape use, bool features) {
    std::int64_t total = 0;
    for (const Node& n : cluster.nodes()) {
        if (job.partition.valid() && n.partition != job.partition) continue;
        if (features && !n.has_all(job.features)) continue;
        total += tasks_on(n, job.request, cluster.access_policy, use);
        if (total >= job.request.tasks) break;
    }
    return total;
}

// Which resource, taken into account on its own after processors, first makes the job unfit.
std::string short_resource(const Job& job, const Cluster& cluster) {
    const std::int64_t want = job.request.tasks;
    Shape none{false, false, false, false};
    if (capacity_tasks(job, cluster, none, false) < want) {
        if (job.request.tasks_per_node > 0) {
            Job loose = job;
            loose.request.tasks_per_node = 0;
            if (capacity_tasks(loose, cluster, none, false) >= want) return "tasks per node";
        }
        return "procs";
    }
    if (capacity_tasks(job, cluster, none, true) < want) return "features";
    if (capacity_tasks(job, cluster, Shape{true, false, false, false}, true) < want) return "memory";
    if (capacity_tasks(job, cluster, Shape{false, true, false, false}, true) < want) return "swap";
    if (capacity_tasks(job, cluster, Shape{false, false, true, false}, true) < want) return "disk";
    for (const GresAmount& g : job.request.per_task.generic()) {
        Job alone = job;
        alone.request.per_task = Resources::of_procs(job.request.per_task.procs);
        alone.request.per_task.set_gres(g.id, g.count);
        if (capacity_tasks(alone, cluster, Shape{}, true) < want) return cluster.names().gres(g.id);
    }
    return "resources";
}

}  // namespace

std::optional<Reason> never_fits(const Job& job, const Cluster& cluster) {
    const std::int64_t capacity = capacity_tasks(job, cluster, Shape{}, true);
    if (capacity >= job.request.tasks) return std::nullopt;
    Reason r{ReasonCode::NeverFits, {}};
    r.with("partition", job.partition.valid() ? cluster.partition(job.partition).name : std::string("ALL"));
    r.with("request", job.request.tasks);
    r.with("capacity", capacity);
    r.with("resource", short_resource(job, cluster));
    return r;
}

std::optional<Reason> Scheduler::refusal(const Job& job, const Cluster& cluster) const {
    if (auto r = never_fits(job, cluster)) return r;
    for (const auto& f : filters_)
        if (auto r = f->forbids_alone(job)) return r;
    return std::nullopt;
}

}  // namespace outrigger
