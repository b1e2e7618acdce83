#include "policy/throttle/idle_admission.hpp"

#include "policy/throttle/demand.hpp"
#include "policy/throttle/job_limit_check.hpp"
#include "policy/throttle/limit_reason.hpp"
#include "policy/throttle/limits_in_force.hpp"

namespace outrigger {

IdleAdmission::IdleAdmission(const LimitTable& table, const Resources& capacity, Time now)
    : table_(&table), capacity_(capacity) {
    eligible_.reset(now, table);
}

std::optional<Reason> IdleAdmission::admit(const Job& job) {
    if (auto b = try_admit(job)) return b->reason();
    return std::nullopt;
}

std::optional<DeferredReason> IdleAdmission::try_admit(const Job& job) {
    const JobFootprint request = requested_footprint(job);
    if (auto hit = first_job_limit_hit(*table_, job, request)) return DeferredReason(hit->code(), *hit);
    std::optional<DeferredReason> blocked;
    for_each_limit_in_force(*table_, eligible_, job.creds, /*idle=*/true, [&](const LimitInForce& limit) {
        const std::int64_t demand = demand_amount(job, request, capacity_, limit.kind);
        const WideInt usage = limit.usage->amount(limit.kind, 0);
        if (within_limit(limit, ThrottleLevel::Hard, usage, demand)) return true;
        const LimitHit hit = limit_hit(limit, ThrottleLevel::Hard, usage, demand);
        blocked.emplace(hit.code(), hit);
        return false;
    });
    if (!blocked) {
        // Only an admitted job counts, with every kind of its request.
        const JobDemand demand = demand_of(job, request, capacity_);
        eligible_.add(job.creds, demand, eligible_.origin() + demand.walltime);
    }
    return blocked;
}

EligibleSet select_eligible(const LimitTable& table, const Resources& capacity, Time now,
                            std::span<const Job* const> idle_by_priority) {
    EligibleSet out;
    IdleAdmission admission(table, capacity, now);
    for (const Job* job : idle_by_priority) {
        if (auto r = admission.admit(*job))
            out.blocked.push_back(IdleBlockedJob{job->id, std::move(*r)});
        else
            out.eligible.push_back(job->id);
    }
    return out;
}

}  // namespace outrigger
