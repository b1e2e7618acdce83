#pragma once

// What one job adds to each throttling limit kind (guide 6.2.1's table). The throttle counts
// running jobs from what they hold (a JobFootprint) and idle or candidate jobs from what they
// request; both come through this one function so that a check and the start it allows always
// agree on the numbers.

#include <array>
#include <cstdint>
#include <string_view>

#include "config/settings.hpp"
#include "model/job.hpp"
#include "model/resources.hpp"
#include "model/time.hpp"

namespace outrigger {

// Which of a limit's two values is in force (guide 6.2.4). The loop runs its priority pass and
// backfill at Soft, then again at Hard while resources remain. Idle limits are Hard only.
enum class ThrottleLevel : std::uint8_t { Soft, Hard };
std::string_view throttle_level_name(ThrottleLevel level);  // "soft" | "hard"

// What a started job holds, as the throttle counts it: the loop derives it from its placement
// (distinct nodes, dedicated memory). Processors are the job's own request.
struct JobFootprint {
    std::int64_t nodes = 0;      // distinct nodes the job runs on
    std::int64_t memory_mb = 0;  // dedicated memory, MB
    bool operator==(const JobFootprint&) const = default;
};

// A job that is already running at the start of an iteration. `job` is never null and must
// outlive the call that receives it.
struct ActiveJob {
    const Job* job = nullptr;
    Time start;
    JobFootprint used;
};

// The most nodes a request may occupy: the explicit node count when given, else one node per
// `tasks_per_node` tasks, else one node per task. A check made before placement uses this bound,
// so a job that passes it also passes once the real (never larger) placement is known.
std::int64_t requested_nodes(const TaskRequest& request);

// What a job asks for before it is placed: requested_nodes() and its total memory request.
JobFootprint requested_footprint(const Job& job);

// Processor equivalents (MAXPE): the job's largest share of any resource of the machine,
// expressed in processors and rounded up: max over procs, memory, swap and disk of
// request / capacity x capacity.procs. A resource the machine has none of is skipped.
std::int64_t whole_processor_equivalents(const Resources& request, const Resources& capacity);

// The amount one job contributes to each limit kind, at its start (PS and WC are the full
// walltime then; the ledger makes them decrease as the job runs). Walltime INFINITY saturates.
struct JobDemand {
    std::array<std::int64_t, kLimitKinds> amount{};
    std::int64_t procs = 0;
    Duration walltime;

    [[nodiscard]] std::int64_t operator[](LimitKind k) const { return amount[static_cast<std::size_t>(k)]; }
};

JobDemand demand_of(const Job& job, const JobFootprint& allocation, const Resources& capacity);

// The MAXPE amount of demand_of: whole_processor_equivalents of the job's request, its memory as placed.
std::int64_t demand_of_pe(const Job& job, const JobFootprint& allocation, const Resources& capacity);
// a x b, or the int64 maximum when that overflows (walltime INFINITY).
std::int64_t saturating_product(std::int64_t a, std::int64_t b);

// demand_of(...)[kind] alone: a check needs only the kinds of the limits in force (inline: it
// runs for every limit of every check). demand_of is built from it, so the two always agree.
inline std::int64_t demand_amount(const Job& job, const JobFootprint& allocation, const Resources& capacity,
                                  LimitKind kind) {
    const Duration walltime = job.walltime < Duration::zero() ? Duration::zero() : job.walltime;
    switch (kind) {
        case LimitKind::Jobs:
            return 1;
        case LimitKind::Nodes:
            return allocation.nodes;
        case LimitKind::Procs:
            return job.procs();
        case LimitKind::ProcSeconds:
            return saturating_product(job.procs(), walltime.count());
        case LimitKind::PE:
            return demand_of_pe(job, allocation, capacity);
        case LimitKind::Walltime:
            return walltime.count();
        case LimitKind::Memory:
            return allocation.memory_mb;
    }
    return 0;
}

}  // namespace outrigger
