#pragma once

// What a running job costs per second under each FSPOLICY (guide 6.3.2.1), and the
// processor-equivalent (PE) measure that DEDICATEDPES and the priority RES component share.

#include "config/settings.hpp"
#include "model/job.hpp"
#include "model/resources.hpp"

namespace outrigger {

// PE (spec section 1): tasks x max(procs/P.procs, mem/P.mem, disk/P.disk, swap/P.swap) x P.procs,
// P the partition's configured totals; a term is skipped where either side is 0. 0 when the
// partition has no processors. Guide: 25% of the procs and 50% of the memory of 128 procs = 64.
[[nodiscard]] double processor_equivalents(const TaskRequest& request, const Resources& partition_total);

// Fairshare usage per second of run time, in the policy's metric:
//   NONE          0 (fairshare off)
//   DEDICATEDPS   procs allotted
//   DEDICATEDPES  PE (processor_equivalents)
//   UTILIZEDPS    procs x utilisation, the fraction of its processors the job really used
//                 (clamped to [0, 1]; pass 1.0 when the resource manager does not report it)
[[nodiscard]] double fs_usage_rate(FsPolicy policy, const Job& job, const Resources& partition_total,
                                   double utilisation = 1.0);

// "NONE", "DEDICATEDPS", "DEDICATEDPES", "UTILIZEDPS".
[[nodiscard]] const char* fs_policy_name(FsPolicy policy);

}  // namespace outrigger
