#pragma once

// What the scheduling loop knows about a job at an instant, beyond the job itself: its
// effective queue time (JOBPRIOACCRUALPOLICY, see accrual.hpp), its backfill bypass count and,
// for a running job, when it started (the USAGE component).

#include <cstdint>
#include <functional>
#include <optional>

#include "model/job.hpp"
#include "model/time.hpp"

namespace outrigger {

struct PriorityInput {
    std::reference_wrapper<const Job> job;
    Duration effective_queue_time = Duration::zero();  // seconds; negative values count as 0
    std::int64_t bypass = 0;                           // times bypassed by backfill
    std::optional<Time> started;                       // set for running jobs only

    PriorityInput(const Job& j, Duration effq, std::int64_t bypass_count = 0,
                  std::optional<Time> start = std::nullopt)
        : job(j), effective_queue_time(effq), bypass(bypass_count), started(start) {}
};

}  // namespace outrigger
