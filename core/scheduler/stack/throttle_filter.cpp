#include "stack/throttle_filter.hpp"

namespace outrigger {

JobFootprint footprint_of(const Job& job, const Allocation& allocation) {
    std::int64_t tasks = 0;
    for (const auto& nt : allocation) tasks += nt.tasks;
    return JobFootprint{static_cast<std::int64_t>(allocation.size()), job.request.per_task.memory_mb * tasks};
}

void ThrottleFilter::begin(const Snapshot& snapshot, Time now) {
    active_.clear();
    for (const RunningJob& r : snapshot.running_jobs()) {
        const Job& j = snapshot.job(r.job);
        active_.push_back(ActiveJob{&j, r.start, footprint_of(j, r.allocation)});
    }
    policy_->begin(active_, now);
}

void ThrottleIdleSelection::select(std::span<const JobId> ordered, const Snapshot& snapshot, Time /*now*/,
                                   std::vector<std::pair<JobId, DeferredReason>>& blocked) {
    IdleAdmission admission = policy_->idle_admission();
    constexpr std::size_t kAhead = Snapshot::kPrefetchAhead;
    for (std::size_t i = 0; i < ordered.size(); ++i) {
        if (i + kAhead < ordered.size()) snapshot.prefetch_job(ordered[i + kAhead]);
        const JobId id = ordered[i];
        const Job& job = snapshot.job(id);
        // Held and dependency-blocked jobs are not eligible whatever the limits: they count nothing.
        if (any(job.hold)) continue;
        if (auto r = admission.try_admit(job)) blocked.emplace_back(id, std::move(*r));
    }
}

}  // namespace outrigger
