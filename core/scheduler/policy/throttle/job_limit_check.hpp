#pragma once

// System job limits (guide 6.2.1, "constrains the maximum resource requirements of any single
// job"): SYSTEMCFG / SYSTEMMAX*PERJOB and the per-credential *PERJOB forms, each field falling
// back to its kind's DEFAULT. They depend on the job alone, never on usage or level, so a job
// that fails one can never start under the current configuration.

#include <optional>

#include "model/job.hpp"
#include "model/reason.hpp"
#include "policy/throttle/demand.hpp"
#include "policy/throttle/limit_table.hpp"

namespace outrigger {

// The first job limit `job` exceeds (system first, then user, group, account, QOS, class), as a
// ReasonCode::SystemJobLimit with args scope ("system" | "credential"), credential (when a
// credential's limit), limit ("SYSTEMMAXPROCPERJOB", "MAXNODEPERJOB", ...), value and request
// (int64; Duration for walltime). `placement` gives the node count.
std::optional<Reason> check_job_limits(const LimitTable& table, const Job& job,
                                       const JobFootprint& placement);

}  // namespace outrigger
