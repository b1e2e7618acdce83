#pragma once

// What the scheduling loop calls each iteration for every job that ran during [from, to): the
// job's usage in the FSPOLICY metric (metric.hpp) charged to its credentials and TOTAL, split
// across the fairshare windows the interval crosses. Returns the amount recorded (0 under
// FSPOLICY NONE, or for time older than every kept window).

#include "policy/fairshare/ledger.hpp"
#include "policy/fairshare/metric.hpp"

namespace outrigger {

inline double charge_job_usage(FairshareLedger& ledger, FsPolicy policy, const Job& job,
                               const Resources& partition_total, Interval ran, double utilisation = 1.0) {
    if (policy == FsPolicy::None || ran.end <= ran.start) return 0;
    const double rate = fs_usage_rate(policy, job, partition_total, utilisation);
    return ledger.charge(job.creds, rate * static_cast<double>(ran.length().count()), ran);
}

}  // namespace outrigger
