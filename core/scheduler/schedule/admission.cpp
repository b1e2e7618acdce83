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

// The per-task request with only the resources `use` selects.
Resources masked(const Resources& per_task, Shape use) {
    Resources per = per_task;
    if (!use.memory) per.memory_mb = 0;
    if (!use.swap) per.swap_mb = 0;
    if (!use.disk) per.disk_mb = 0;
    if (!use.generic)
        for (const GresAmount& g : per_task.generic()) per.set_gres(g.id, 0);
    return per;
}

// The most tasks of the job the configured nodes of its partition hold at once.
std::int64_t capacity_tasks(const Job& job, const Cluster& cluster, Shape use, bool features) {
    const Resources per = masked(job.request.per_task, use);
    const std::int64_t want = job.request.tasks;
    const std::int64_t per_node = job.request.tasks_per_node;
    const bool single_task = cluster.access_policy == NodeAccessPolicy::SingleTask;
    std::int64_t total = 0;
    for (const Node& n : cluster.nodes()) {
        if (job.partition.valid() && n.partition != job.partition) continue;
        if (features && !job.features.empty() && !n.has_all(job.features)) continue;
        std::int64_t t = per.copies_in(n.capacity);
        if (single_task) t = std::min<std::int64_t>(t, 1);
        if (per_node > 0 && t < per_node) continue;
        total += std::min(t, want);
        if (total >= want) break;
    }
    return total;
}

Reason never_fits_reason(const Job& job, const Cluster& cluster, std::int64_t capacity,
                         std::string resource) {
    Reason r{ReasonCode::NeverFits, {}};
    r.with("partition", job.partition.valid() ? cluster.partition(job.partition).name : std::string("ALL"));
    r.with("request", job.request.tasks);
    r.with("capacity", capacity);
    r.with("resource", std::move(resource));
    return r;
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
    return never_fits_reason(job, cluster, capacity, short_resource(job, cluster));
}

std::size_t NeverFitsMemo::ShapeHash::operator()(const Shape& s) const {
    std::size_t h = std::hash<std::int64_t>{}(s.tasks);
    const auto mix = [&h](std::int64_t v) {
        h ^= std::hash<std::int64_t>{}(v) + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    };
    mix(s.partition.valid() ? static_cast<std::int64_t>(s.partition.value()) : -1);
    mix(s.tasks_per_node);
    mix(s.per_task.procs);
    mix(s.per_task.memory_mb);
    mix(s.per_task.swap_mb);
    mix(s.per_task.disk_mb);
    for (const GresAmount& g : s.per_task.generic()) mix(g.count);
    for (const FeatureId f : s.features) mix(f.value());
    return h;
}

namespace {
// The codes of oversized(): the four scalar resources, then generic resources by GresId.
constexpr std::int64_t kProcs = 0, kMemory = 1, kSwap = 2, kDisk = 3, kFirstGres = 4;
}  // namespace

NeverFitsMemo::TooLarge& NeverFitsMemo::too_large_of(std::int64_t partition, std::int64_t code) {
    if (last_too_large_ < too_large_.size()) {
        TooLarge& last = too_large_[last_too_large_];
        if (last.partition == partition && last.code == code) return last;
    }
    for (std::size_t i = 0; i < too_large_.size(); ++i) {
        if (too_large_[i].partition == partition && too_large_[i].code == code) {
            last_too_large_ = i;
            return too_large_[i];
        }
    }
    last_too_large_ = too_large_.size();
    return too_large_.emplace_back(TooLarge{partition, code, {}, {}});
}

std::optional<std::int64_t> NeverFitsMemo::oversized(const Job& job) const {
    const Resources& top = largest_[job.partition.valid() ? job.partition.value() : largest_.size() - 1];
    const Resources& per = job.request.per_task;
    if (per.procs > top.procs) return kProcs;
    if (per.memory_mb > top.memory_mb) return kMemory;
    if (per.swap_mb > top.swap_mb) return kSwap;
    if (per.disk_mb > top.disk_mb) return kDisk;
    for (const GresAmount& g : per.generic())
        if (g.count > top.gres(g.id)) return kFirstGres + static_cast<std::int64_t>(g.id.value());
    return std::nullopt;
}

std::shared_ptr<const Reason> NeverFitsMemo::task_too_large(const Job& job, const Cluster& cluster,
                                                            std::int64_t code) {
    TooLarge& answers =
        too_large_of(job.partition.valid() ? static_cast<std::int64_t>(job.partition.value()) : -1, code);
    const std::int64_t tasks = job.request.tasks;
    const bool indexed = tasks >= 0 && tasks < kIndexedTasks;
    if (indexed) {
        const auto at = static_cast<std::size_t>(tasks);
        if (at < answers.by_tasks.size() && answers.by_tasks[at]) return answers.by_tasks[at];
    } else if (const auto it = answers.beyond.find(tasks); it != answers.beyond.end()) {
        return it->second;
    }
    std::string over;
    switch (code) {
        case kProcs:
            over = "procs";
            break;
        case kMemory:
            over = "memory";
            break;
        case kSwap:
            over = "swap";
            break;
        case kDisk:
            over = "disk";
            break;
        default:
            over = cluster.names().gres(GresId(static_cast<GresId::Rep>(code - kFirstGres)));
    }
    auto answer = std::make_shared<const Reason>(never_fits_reason(job, cluster, 0, std::move(over)));
    ++answers_;
    if (indexed) {
        const auto at = static_cast<std::size_t>(tasks);
        if (at >= answers.by_tasks.size()) answers.by_tasks.resize(at + 1);
        answers.by_tasks[at] = answer;
    } else {
        answers.beyond.emplace(tasks, answer);
    }
    return answer;
}

std::shared_ptr<const Reason> NeverFitsMemo::check(const Job& job, const Cluster& cluster) {
    // Bounded: a trace of ever-new shapes must not grow it without end.
    if (cluster_ != &cluster || known_.size() > 65536 || answers_ > 65536) {
        known_.clear();
        too_large_.clear();
        answers_ = 0;
        cluster_ = &cluster;
        largest_.assign(cluster.partitions().size() + 1, Resources{});
        procs_.assign(cluster.partitions().size() + 1, 0);
        const auto widen = [](Resources& top, const Resources& c) {
            top.procs = std::max(top.procs, c.procs);
            top.memory_mb = std::max(top.memory_mb, c.memory_mb);
            top.swap_mb = std::max(top.swap_mb, c.swap_mb);
            top.disk_mb = std::max(top.disk_mb, c.disk_mb);
            for (const GresAmount& g : c.generic()) top.set_gres(g.id, std::max(top.gres(g.id), g.count));
        };
        for (const Node& n : cluster.nodes()) {
            widen(largest_[n.partition.value()], n.capacity);
            widen(largest_.back(), n.capacity);
            procs_[n.partition.value()] += n.capacity.procs;
            procs_.back() += n.capacity.procs;
        }
    }
    // The common request needs no walk: one-processor tasks with nothing else, on shared nodes,
    // fit wherever the partition has as many processors.
    const TaskRequest& r = job.request;
    if (r.per_task.procs == 1 && r.per_task.procs_only() && r.tasks_per_node == 0 && job.features.empty() &&
        cluster.access_policy != NodeAccessPolicy::SingleTask &&
        r.tasks <= procs_[job.partition.valid() ? job.partition.value() : procs_.size() - 1])
        return nullptr;
    if (const auto code = oversized(job)) return task_too_large(job, cluster, *code);
    Shape key{job.partition, job.request.tasks, job.request.tasks_per_node, job.request.per_task,
              job.features};
    if (const auto it = known_.find(key); it != known_.end()) return it->second;
    auto found = never_fits(job, cluster);
    auto answer = found ? std::make_shared<const Reason>(std::move(*found)) : nullptr;
    known_.emplace(std::move(key), answer);
    return answer;
}

std::shared_ptr<const Reason> Scheduler::refusal(const Job& job, const Cluster& cluster) const {
    if (auto r = fits_memo_.check(job, cluster)) return r;
    for (const auto& f : filters_)
        if (auto r = f->forbids_alone(job)) return std::make_shared<const Reason>(std::move(*r));
    return nullptr;
}

}  // namespace outrigger
