#include "policy/throttle/job_limit_check.hpp"

#include <array>
#include <string>

namespace outrigger {

namespace {

// Names as maui.cfg spells them: [0] SYSTEMCFG's, [1] a credential's.
struct FieldNames {
    const char* system;
    const char* credential;
};
constexpr FieldNames kProcs{"SYSTEMMAXPROCPERJOB", "MAXPROCPERJOB"};
constexpr FieldNames kNodes{"SYSTEMMAXNODEPERJOB", "MAXNODEPERJOB"};
constexpr FieldNames kWalltime{"SYSTEMMAXJOBWALLTIME", "MAXWCLIMITPERJOB"};
constexpr FieldNames kProcSeconds{"SYSTEMMAXPROCSECONDPERJOB", "MAXPSPERJOB"};

Reason job_limit_reason(std::optional<CredRef> cred, const FieldNames& names, ReasonArg::Value value,
                        ReasonArg::Value request) {
    Reason r{ReasonCode::SystemJobLimit, {}};
    r.with("scope", std::string(cred ? "credential" : "system"));
    if (cred) r.with("credential", *cred);
    r.with("limit", std::string(cred ? names.credential : names.system));
    r.with("value", std::move(value));
    r.with("request", std::move(request));
    return r;
}

std::optional<Reason> check_one(const JobLimits& limits, std::optional<CredRef> cred, const Job& job,
                                std::int64_t nodes) {
    if (limits.max_procs && job.procs() > *limits.max_procs)
        return job_limit_reason(cred, kProcs, *limits.max_procs, job.procs());
    if (limits.max_nodes && nodes > *limits.max_nodes)
        return job_limit_reason(cred, kNodes, *limits.max_nodes, nodes);
    if (limits.max_walltime && job.walltime > *limits.max_walltime)
        return job_limit_reason(cred, kWalltime, *limits.max_walltime, job.walltime);
    if (limits.max_proc_seconds) {
        const std::int64_t ps = demand_of(job, JobFootprint{}, Resources{})[LimitKind::ProcSeconds];
        if (ps > *limits.max_proc_seconds)
            return job_limit_reason(cred, kProcSeconds, *limits.max_proc_seconds, ps);
    }
    return std::nullopt;
}

}  // namespace

std::optional<Reason> check_job_limits(const LimitTable& table, const Job& job,
                                       const JobFootprint& placement) {
    if (auto r = check_one(table.system().job, std::nullopt, job, placement.nodes)) return r;
    for (const CredKind k : kAllCredKinds) {
        const CredId id = job.creds[k];
        if (!id.valid()) continue;
        if (auto r = check_one(table.of(k, id).job, CredRef{k, id}, job, placement.nodes)) return r;
    }
    return std::nullopt;
}

}  // namespace outrigger
