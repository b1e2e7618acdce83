#pragma once

// System job limits (guide 6.2.1, "constrains the maximum resource requirements of any single
// job"): SYSTEMCFG / SYSTEMMAX*PERJOB and the per-credential *PERJOB forms, each field falling
// back to its kind's DEFAULT. They depend on the job alone, never on usage or level, so a job
// that fails one can never start under the current configuration.

#include <cstdint>
#include <optional>

#include "model/job.hpp"
#include "model/reason.hpp"
#include "policy/throttle/demand.hpp"
#include "policy/throttle/limit_table.hpp"

namespace outrigger {

enum class JobLimitField : std::uint8_t { Procs, Nodes, Walltime, ProcSeconds };

// The facts of a failed job limit, kept until someone asks for the Reason: a
// ReasonCode::SystemJobLimit with args scope ("system" | "credential"), credential (when a
// credential's limit), limit ("SYSTEMMAXPROCPERJOB", "MAXNODEPERJOB", ...), value and request
// (int64; Duration for walltime).
struct JobLimitHit {
    std::optional<CredRef> credential;  // none: SYSTEMCFG's
    JobLimitField field = JobLimitField::Procs;
    std::int64_t value = 0;
    std::int64_t request = 0;

    [[nodiscard]] static ReasonCode code() { return ReasonCode::SystemJobLimit; }
    [[nodiscard]] Reason reason() const;
};

// The first job limit `job` exceeds (system first, then user, group, account, QOS, class).
// `placement` gives the node count.
std::optional<JobLimitHit> first_job_limit_hit(const LimitTable& table, const Job& job,
                                               const JobFootprint& placement);

inline std::optional<Reason> check_job_limits(const LimitTable& table, const Job& job,
                                              const JobFootprint& placement) {
    if (auto hit = first_job_limit_hit(table, job, placement)) return hit->reason();
    return std::nullopt;
}

}  // namespace outrigger
