#include "policy/throttle/throttle_policy.hpp"

#include <algorithm>

#include "policy/throttle/job_limit_check.hpp"
#include "policy/throttle/limit_reason.hpp"
#include "policy/throttle/limits_in_force.hpp"

namespace outrigger {

ThrottlePolicy::ThrottlePolicy(LimitTable limits, Resources capacity)
    : limits_(std::move(limits)), capacity_(std::move(capacity)) {
    active_.reset(now_, limits_);
    nothing_running_.reset(now_, limits_);
}

void ThrottlePolicy::count(const Job& job, Time start, const JobFootprint& used, Time end, JobDemand demand) {
    const std::size_t id = job.id.value();
    if (counted_slot_.size() <= id) counted_slot_.resize(id + 1, 0);
    if (counted_slot_[id] != 0) uncount(counted_slot_[id] - 1);
    active_.add(job.creds, demand, end);
    counted_.push_back(Counted{job.id, start, used, end, job.creds, demand, epoch_});
    counted_slot_[id] = static_cast<std::uint32_t>(counted_.size());
}

void ThrottlePolicy::uncount(std::size_t index) {
    Counted& c = counted_[index];
    active_.remove(c.creds, c.demand, c.end);
    counted_slot_[c.job.value()] = 0;
    if (index + 1 != counted_.size()) {
        c = std::move(counted_.back());
        counted_slot_[c.job.value()] = static_cast<std::uint32_t>(index + 1);
    }
    counted_.pop_back();
}

void ThrottlePolicy::begin(std::span<const ActiveJob> running, Time now) {
    if (epoch_ == 0 || now < now_) {
        // The first iteration, or time went back (the ledger's sums assume that no counted job
        // ended before now): count afresh from `now`.
        for (const Counted& c : counted_) counted_slot_[c.job.value()] = 0;
        counted_.clear();
        active_.reset(now, limits_);
    }
    now_ = now;
    elapsed_ = (now - active_.origin()).count();
    ++epoch_;
    for (const ActiveJob& r : running) {
        const std::size_t id = r.job->id.value();
        const std::uint32_t slot = id < counted_slot_.size() ? counted_slot_[id] : 0;
        if (slot != 0) {
            Counted& c = counted_[slot - 1];
            if (c.start == r.start && c.used == r.used) {
                if (c.end < now) {
                    // Running past its walltime: zero remaining from now on.
                    active_.remove(c.creds, c.demand, c.end);
                    c.end = now;
                    active_.add(c.creds, c.demand, c.end);
                }
                c.seen = epoch_;
                continue;
            }
        }
        const JobDemand d = demand_of(*r.job, r.used, capacity_);
        count(*r.job, r.start, r.used, max(r.start + d.walltime, now), d);
    }
    // What no longer runs leaves the ledger.
    for (std::size_t i = 0; i < counted_.size();) {
        if (counted_[i].seen != epoch_)
            uncount(i);
        else
            ++i;
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

bool ThrottlePolicy::plainly_within(const Job& job, const JobFootprint& placement,
                                    ThrottleLevel level) const {
    const CredLimits& system = limits_.system();
    if (!system.cross.empty()) return false;
    const CredId qos = job.creds.qos();
    if (qos.valid() &&
        (limits_.of(CredKind::Qos, qos).any_override_active || limits_.of(CredKind::Qos, qos).exempt.any()))
        return false;  // the precise walk applies overrides and exemptions
    const auto holds = [&](const CredLimits& limits, const UsageSums& usage) {
        for (unsigned mask = limits.active_mask; mask != 0; mask &= mask - 1) {
            const auto kind = static_cast<LimitKind>(__builtin_ctz(mask));
            if (!within_limit(*limits.active[static_cast<std::size_t>(kind)], level,
                              usage.amount(kind, elapsed_), demand_amount(job, placement, capacity_, kind)))
                return false;
        }
        return true;
    };
    if (system.any_active && !holds(system, active_.system())) return false;
    for (const CredKind k : kAllCredKinds) {
        const CredId id = job.creds[k];
        if (!id.valid()) continue;
        const CredLimits& limits = limits_.of(k, id);
        if (!limits.any_active) continue;
        if (!limits.cross.empty() || !holds(limits, active_.credential(k, id))) return false;
    }
    return true;
}

std::optional<DeferredReason> ThrottlePolicy::first_block_of(const Job& job, const JobFootprint& placement,
                                                             ThrottleLevel level) const {
    if (auto hit = first_job_limit_hit(limits_, job, placement)) return DeferredReason(hit->code(), *hit);
    if (plainly_within(job, placement, level)) return std::nullopt;
    std::optional<DeferredReason> blocked;
    // Only the kinds of the limits in force: most credentials carry none, or one or two.
    for_each_limit_in_force(limits_, active_, job.creds, /*idle=*/false, [&](const LimitInForce& limit) {
        const std::int64_t demand = demand_amount(job, placement, capacity_, limit.kind);
        const WideInt used = limit.usage->amount(limit.kind, elapsed_);
        if (within_limit(limit, level, used, demand)) return true;
        const LimitHit hit = limit_hit(limit, level, used, demand);
        blocked.emplace(hit.code(), hit);
        return false;
    });
    return blocked;
}

std::optional<Reason> ThrottlePolicy::forbids_alone(const Job& job) const {
    const JobFootprint placement = requested_footprint(job);
    if (auto hit = first_job_limit_hit(limits_, job, placement)) return hit->reason();
    std::optional<Reason> forbidden;
    for_each_limit_in_force(
        limits_, nothing_running_, job.creds, /*idle=*/false, [&](const LimitInForce& limit) {
            const std::int64_t demand = demand_amount(job, placement, capacity_, limit.kind);
            if (within_limit(limit, ThrottleLevel::Hard, 0, demand)) return true;
            forbidden = limit_reason(limit, ThrottleLevel::Hard, 0, demand);
            return false;
        });
    return forbidden;
}

std::vector<Reason> ThrottlePolicy::explain(const Job& job, ThrottleLevel level) const {
    std::vector<Reason> out;
    const JobFootprint placement = requested_footprint(job);
    if (auto r = check_job_limits(limits_, job, placement)) out.push_back(std::move(*r));
    const JobDemand demand = demand_of(job, placement, capacity_);
    for_each_limit_in_force(limits_, active_, job.creds, /*idle=*/false, [&](const LimitInForce& limit) {
        const WideInt used = limit.usage->amount(limit.kind, elapsed_);
        if (!within_limit(limit, level, used, demand[limit.kind]))
            out.push_back(limit_reason(limit, level, used, demand[limit.kind]));
        return true;
    });
    return out;
}

void ThrottlePolicy::on_start(const Job& job, const JobFootprint& allocation) {
    const JobDemand d = demand_of(job, allocation, capacity_);
    count(job, now_, allocation, now_ + d.walltime, d);
}

EligibleSet ThrottlePolicy::select_eligible(std::span<const Job* const> idle_by_priority) const {
    return outrigger::select_eligible(limits_, capacity_, now_, idle_by_priority);
}

std::int64_t ThrottlePolicy::system_usage(LimitKind kind) const {
    return clamp_to_int64(active_.system().amount(kind, elapsed_));
}

std::int64_t ThrottlePolicy::usage(CredRef credential, LimitKind kind) const {
    return clamp_to_int64(active_.credential(credential.kind, credential.id).amount(kind, elapsed_));
}

std::int64_t ThrottlePolicy::usage_within(CredRef carrier, CredRef per, LimitKind kind) const {
    return clamp_to_int64(active_.pair(carrier.kind, carrier.id, per.kind, per.id).amount(kind, elapsed_));
}

namespace {

std::optional<std::int64_t> amount_arg(const Reason& r, std::string_view key) {
    const ReasonArg::Value* v = r.arg(key);
    if (v == nullptr) return std::nullopt;
    if (const auto* n = std::get_if<std::int64_t>(v)) return *n;
    if (const auto* d = std::get_if<Duration>(v)) return d->count();
    return std::nullopt;
}

std::optional<CredRef> cred_arg(const Reason& r, std::string_view key) {
    const ReasonArg::Value* v = r.arg(key);
    if (v == nullptr) return std::nullopt;
    if (const auto* c = std::get_if<CredRef>(v)) return *c;
    return std::nullopt;
}

std::optional<LimitKind> active_limit_kind(const Reason& r) {
    const ReasonArg::Value* v = r.arg("limit");
    const auto* name = v != nullptr ? std::get_if<std::string>(v) : nullptr;
    if (name == nullptr) return std::nullopt;
    for (std::size_t k = 0; k < kLimitKinds; ++k)
        if (*name == limit_name(static_cast<LimitKind>(k), false)) return static_cast<LimitKind>(k);
    return std::nullopt;
}

}  // namespace

std::optional<Time> ThrottlePolicy::release_time(const Reason& active_limit) const {
    if (active_limit.code != ReasonCode::ActiveLimit) return std::nullopt;
    const auto kind = active_limit_kind(active_limit);
    const auto value = amount_arg(active_limit, "value");
    const auto usage = amount_arg(active_limit, "usage");
    const auto request = amount_arg(active_limit, "request");
    if (!kind || !value || !usage || !request) return std::nullopt;
    const std::optional<CredRef> cred = cred_arg(active_limit, "credential");
    const std::optional<CredRef> within = cred_arg(active_limit, "within");
    const auto carries = [](const Credentials& creds, const std::optional<CredRef>& c) {
        return !c || creds[c->kind] == c->id;
    };
    // MAXPS and MAXWC count remaining walltime: a job's share shrinks at `rate` per second until it
    // ends; the other kinds drop by the job's `step` when it ends.
    const bool shrinking = *kind == LimitKind::ProcSeconds || *kind == LimitKind::Walltime;
    struct Ending {
        Time end;
        WideInt step = 0;
        WideInt rate = 0;
    };
    std::vector<Ending> ending;
    WideInt rate = 0;
    for (const Counted& c : counted_) {
        if (!carries(c.creds, cred) || !carries(c.creds, within)) continue;
        const Time end = std::max(c.end, now_);
        const WideInt r = !shrinking ? 0 : *kind == LimitKind::Walltime ? 1 : c.demand.procs;
        ending.push_back(Ending{end, shrinking ? 0 : c.demand[*kind], end > now_ ? r : 0});
        rate += ending.back().rate;
    }
    std::sort(ending.begin(), ending.end(), [](const Ending& a, const Ending& b) { return a.end < b.end; });
    WideInt used = *usage;
    Time t = now_;
    const auto fits = [&] { return used + *request <= static_cast<WideInt>(*value); };
    if (fits()) return t;
    for (const Ending& e : ending) {
        const WideInt span = (e.end - t).count();
        const WideInt over = used + *request - *value;
        if (rate > 0 && over <= rate * span)
            return t + Duration::seconds(static_cast<std::int64_t>((over + rate - 1) / rate));
        used -= rate * span;
        used -= e.step;
        rate -= e.rate;
        t = e.end;
        if (fits()) return t;
    }
    return std::nullopt;
}

}  // namespace outrigger
