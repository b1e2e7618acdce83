#include "policy/throttle/demand.hpp"

#include <algorithm>
#include <limits>

namespace outrigger {

namespace {

// ceil(part / whole x procs) without overflow for realistic sizes (MB and processor counts).
std::int64_t share_in_procs(std::int64_t part, std::int64_t whole, std::int64_t procs) {
    if (whole <= 0 || part <= 0) return 0;
    const long double exact =
        static_cast<long double>(part) / static_cast<long double>(whole) * static_cast<long double>(procs);
    const auto floor = static_cast<std::int64_t>(exact);
    return static_cast<long double>(floor) < exact ? floor + 1 : floor;
}

}  // namespace

std::string_view throttle_level_name(ThrottleLevel level) {
    return level == ThrottleLevel::Soft ? "soft" : "hard";
}

std::int64_t requested_nodes(const TaskRequest& request) {
    if (request.nodes > 0) return request.nodes;
    const std::int64_t tasks = std::max<std::int64_t>(request.tasks, 0);
    if (request.tasks_per_node > 0) return (tasks + request.tasks_per_node - 1) / request.tasks_per_node;
    return tasks;
}

JobFootprint requested_footprint(const Job& job) {
    return JobFootprint{requested_nodes(job.request), job.request.total().memory_mb};
}

std::int64_t whole_processor_equivalents(const Resources& request, const Resources& capacity) {
    const std::int64_t procs = capacity.procs;
    std::int64_t pe = request.procs;
    pe = std::max(pe, share_in_procs(request.memory_mb, capacity.memory_mb, procs));
    pe = std::max(pe, share_in_procs(request.swap_mb, capacity.swap_mb, procs));
    pe = std::max(pe, share_in_procs(request.disk_mb, capacity.disk_mb, procs));
    return pe;
}

std::int64_t demand_of_pe(const Job& job, const JobFootprint& allocation, const Resources& capacity) {
    Resources total = job.request.total();
    total.memory_mb = allocation.memory_mb;
    return whole_processor_equivalents(total, capacity);
}

std::int64_t saturating_product(std::int64_t a, std::int64_t b) {
    std::int64_t out = 0;
    if (__builtin_mul_overflow(a, b, &out)) return std::numeric_limits<std::int64_t>::max();
    return out;
}

JobDemand demand_of(const Job& job, const JobFootprint& allocation, const Resources& capacity) {
    JobDemand d;
    d.procs = job.procs();
    d.walltime = job.walltime < Duration::zero() ? Duration::zero() : job.walltime;
    for (std::size_t k = 0; k < kLimitKinds; ++k)
        d.amount[k] = demand_amount(job, allocation, capacity, static_cast<LimitKind>(k));
    return d;
}

}  // namespace outrigger
