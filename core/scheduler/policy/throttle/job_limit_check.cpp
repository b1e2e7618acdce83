#include "policy/throttle/job_limit_check.hpp"

#include <string>

namespace outrigger {

namespace {

// Names as maui.cfg spells them: SYSTEMCFG's, a credential's.
struct FieldNames {
    const char* system;
    const char* credential;
};

FieldNames names_of(JobLimitField f) {
    switch (f) {
        case JobLimitField::Procs:
            return {"SYSTEMMAXPROCPERJOB", "MAXPROCPERJOB"};
        case JobLimitField::Nodes:
            return {"SYSTEMMAXNODEPERJOB", "MAXNODEPERJOB"};
        case JobLimitField::Walltime:
            return {"SYSTEMMAXJOBWALLTIME", "MAXWCLIMITPERJOB"};
        case JobLimitField::ProcSeconds:
            return {"SYSTEMMAXPROCSECONDPERJOB", "MAXPSPERJOB"};
    }
    return {"", ""};
}

// The system's per-job limits less those the job's QOS is exempt from.
JobLimits system_limits_for(const LimitTable& table, const Job& job) {
    JobLimits limits = table.system().job;
    const CredId qos = job.creds[CredKind::Qos];
    if (!qos.valid()) return limits;
    const QosExemption& x = table.of(CredKind::Qos, qos).exempt;
    if (x.all || x.system) return JobLimits{};
    if (x.system_procs) {
        limits.max_procs.reset();
        limits.max_nodes.reset();
    }
    if (x.system_walltime) limits.max_walltime.reset();
    if (x.system_proc_seconds) limits.max_proc_seconds.reset();
    return limits;
}

std::optional<JobLimitHit> check_one(const JobLimits& limits, std::optional<CredRef> cred, const Job& job,
                                     std::int64_t nodes) {
    if (limits.max_procs && job.procs() > *limits.max_procs)
        return JobLimitHit{cred, JobLimitField::Procs, *limits.max_procs, job.procs()};
    if (limits.max_nodes && nodes > *limits.max_nodes)
        return JobLimitHit{cred, JobLimitField::Nodes, *limits.max_nodes, nodes};
    if (limits.max_walltime && job.walltime > *limits.max_walltime)
        return JobLimitHit{cred, JobLimitField::Walltime, limits.max_walltime->count(), job.walltime.count()};
    if (limits.max_proc_seconds) {
        const std::int64_t ps = demand_amount(job, JobFootprint{}, Resources{}, LimitKind::ProcSeconds);
        if (ps > *limits.max_proc_seconds)
            return JobLimitHit{cred, JobLimitField::ProcSeconds, *limits.max_proc_seconds, ps};
    }
    return std::nullopt;
}

}  // namespace

Reason JobLimitHit::reason() const {
    const FieldNames names = names_of(field);
    const auto amount = [this](std::int64_t v) -> ReasonArg::Value {
        if (field == JobLimitField::Walltime) return Duration::seconds(v);
        return v;
    };
    Reason r{code(), {}};
    r.args.reserve(5);
    r.with("scope", std::string(credential ? "credential" : "system"));
    if (credential) r.with("credential", *credential);
    r.with("limit", std::string(credential ? names.credential : names.system));
    r.with("value", amount(value));
    r.with("request", amount(request));
    return r;
}

std::optional<JobLimitHit> first_job_limit_hit(const LimitTable& table, const Job& job,
                                               const JobFootprint& placement) {
    if (!table.has_any_job_limits()) return std::nullopt;
    if (auto r = check_one(system_limits_for(table, job), std::nullopt, job, placement.nodes)) return r;
    const CredId qos = job.creds[CredKind::Qos];
    if (qos.valid() && table.of(CredKind::Qos, qos).exempt.all) return std::nullopt;
    for (const CredKind k : kAllCredKinds) {
        const CredId id = job.creds[k];
        if (!id.valid() || !table.has_job_limits(k)) continue;
        if (auto r = check_one(table.of(k, id).job, CredRef{k, id}, job, placement.nodes)) return r;
    }
    return std::nullopt;
}

}  // namespace outrigger
