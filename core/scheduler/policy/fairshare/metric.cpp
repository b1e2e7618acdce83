#include "policy/fairshare/metric.hpp"

#include <algorithm>

namespace outrigger {

namespace {
double ratio(std::int64_t want, std::int64_t have) {
    return (want == 0 || have == 0) ? 0.0 : static_cast<double>(want) / static_cast<double>(have);
}
}  // namespace

double processor_equivalents(const TaskRequest& request, const Resources& partition_total) {
    if (partition_total.procs <= 0) return 0;
    const Resources& t = request.per_task;
    const double share =
        std::max({ratio(t.procs, partition_total.procs), ratio(t.memory_mb, partition_total.memory_mb),
                  ratio(t.disk_mb, partition_total.disk_mb), ratio(t.swap_mb, partition_total.swap_mb)});
    return static_cast<double>(request.tasks) * share * static_cast<double>(partition_total.procs);
}

double fs_usage_rate(FsPolicy policy, const Job& job, const Resources& partition_total, double utilisation) {
    switch (policy) {
        case FsPolicy::None:
            return 0;
        case FsPolicy::DedicatedPS:
            return static_cast<double>(job.procs());
        case FsPolicy::DedicatedPES:
            return processor_equivalents(job.request, partition_total);
        case FsPolicy::UtilizedPS:
            return static_cast<double>(job.procs()) * std::clamp(utilisation, 0.0, 1.0);
    }
    return 0;
}

const char* fs_policy_name(FsPolicy policy) {
    switch (policy) {
        case FsPolicy::None:
            return "NONE";
        case FsPolicy::DedicatedPS:
            return "DEDICATEDPS";
        case FsPolicy::DedicatedPES:
            return "DEDICATEDPES";
        case FsPolicy::UtilizedPS:
            return "UTILIZEDPS";
    }
    return "NONE";
}

}  // namespace outrigger
