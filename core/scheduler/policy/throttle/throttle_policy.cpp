#include "policy/throttle/throttle_policy.hpp"

#include "policy/throttle/job_limit_check.hpp"
#include "policy/throttle/limit_reason.hpp"
#include "policy/throttle/limits_in_force.hpp"

namespace outrigger {

ThrottlePolicy::ThrottlePolicy(LimitTable limits, Resources capacity)
    : limits_(std::move(limits)), capacity_(std::move(capacity)) {
    active_.reset(now_, limits_);
}

void ThrottlePolicy::begin(std::span<const ActiveJob> running, Time now) {
    now_ = now;
    active_.reset(now, limits_);
    for (const ActiveJob& r : running) {
        const JobDemand d = demand_of(*r.job, r.used, capacity_);
        active_.add(r.job->creds, d, max(r.start + d.walltime, now));
    }
}

std::optional<Reason> ThrottlePolicy::check(const Job& job, ThrottleLevel level) const {
    return check(job, requested_footprint(job), level);
}

std::optional<DeferredReason> ThrottlePolicy::first_block(const Job& job, ThrottleLevel level) const {
    return first_block_of(job, requested_footprint(job), level);
}

std::optional<Reason> ThrottlePolicy::check(const Job& job, const JobFootprint& placement,
                                            ThrottleLevel level) const {
    if (auto b = first_block_of(job, placement, level)) return b->reason();
    return std::nullopt;
}

std::optional<DeferredReason> ThrottlePolicy::first_block_of(const Job& job, const JobFootprint& placement,
                                                             ThrottleLevel level) const {
    if (auto hit = first_job_limit_hit(limits_, job, placement)) return DeferredReason(hit->code(), *hit);
    std::optional<DeferredReason> blocked;
    // The demand only once some limit is in force: most credentials carry none.
    std::optional<JobDemand> demand;
    for_each_limit_in_force(limits_, active_, job.creds, /*idle=*/false, [&](const LimitInForce& limit) {
        if (!demand) demand = demand_of(job, placement, capacity_);
        const WideInt used = limit.usage->amount(limit.kind, 0);
        if (within_limit(limit, level, used, (*demand)[limit.kind])) return true;
        const LimitHit hit = limit_hit(limit, level, used, (*demand)[limit.kind]);
        blocked.emplace(hit.code(), hit);
        return false;
    });
    return blocked;
}

std::vector<Reason> ThrottlePolicy::explain(const Job& job, ThrottleLevel level) const {
    std::vector<Reason> out;
    const JobFootprint placement = requested_footprint(job);
    if (auto r = check_job_limits(limits_, job, placement)) out.push_back(std::move(*r));
    const JobDemand demand = demand_of(job, placement, capacity_);
    for_each_limit_in_force(limits_, active_, job.creds, /*idle=*/false, [&](const LimitInForce& limit) {
        const WideInt used = limit.usage->amount(limit.kind, 0);
        if (!within_limit(limit, level, used, demand[limit.kind]))
            out.push_back(limit_reason(limit, level, used, demand[limit.kind]));
        return true;
    });
    return out;
}

void ThrottlePolicy::on_start(const Job& job, const JobFootprint& allocation) {
    const JobDemand d = demand_of(job, allocation, capacity_);
    active_.add(job.creds, d, now_ + d.walltime);
}

EligibleSet ThrottlePolicy::select_eligible(std::span<const Job* const> idle_by_priority) const {
    return outrigger::select_eligible(limits_, capacity_, now_, idle_by_priority);
}

std::int64_t ThrottlePolicy::system_usage(LimitKind kind) const {
    return clamp_to_int64(active_.system().amount(kind, 0));
}

std::int64_t ThrottlePolicy::usage(CredRef credential, LimitKind kind) const {
    return clamp_to_int64(active_.credential(credential.kind, credential.id).amount(kind, 0));
}

std::int64_t ThrottlePolicy::usage_within(CredRef carrier, CredRef per, LimitKind kind) const {
    return clamp_to_int64(active_.pair(carrier.kind, carrier.id, per.kind, per.id).amount(kind, 0));
}

}  // namespace outrigger
