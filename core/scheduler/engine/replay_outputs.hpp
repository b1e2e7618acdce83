#pragma once

// The replay's outputs exactly as spec section 6 defines them.
// Schedule CSV, one row per job in job order:
//   job,submit,start,end,procs,nodes,walltime,runtime,wait,bsld,backfilled,user,group,queue
// job = the job's external name (SWF field 1); times in integer seconds on the log's clock;
// nodes = distinct nodes used; walltime = the limit used; runtime = the simulated run (after a
// stop at the limit); wait = start - submit; bsld = max(1, (wait + runtime) / max(runtime, 10));
// backfilled = 1 when the job started ahead of a higher-priority waiting job. A job that never
// started has empty start, end, nodes, runtime, wait and bsld.
// Metrics JSON keys: jobs, started, rejected, rejected_by_reason (count per reason code, with the
// limit or the resource that ran out after a colon: "ActiveLimit:MAXWC", "NeverFits:memory"),
// utilization, mean_wait_s, max_wait_s, mean_bsld, mean_xfactor,
// makespan_s, backfilled_share, stopped_at_limit, utilization_series, queue_length_series
// (hourly from the first submission: the busy fraction of each hour, and the number of jobs
// waiting at the start of each hour; a rejected job never waits). Means are over the jobs that
// started.

#include <map>
#include <nlohmann/json.hpp>
#include <ostream>
#include <span>
#include <string>

#include "model/job_outcome.hpp"
#include "schedule/snapshot.hpp"

namespace outrigger {

void write_schedule_csv(std::ostream& out, const Snapshot& snapshot, std::span<const JobOutcome> outcomes);

struct ReplayMetrics {
    std::int64_t jobs = 0;
    std::int64_t started = 0;
    std::int64_t rejected = 0;
    std::map<std::string, std::int64_t> rejected_by_reason;
    double utilization = 0;
    double mean_wait_s = 0;
    std::int64_t max_wait_s = 0;
    double mean_bsld = 0;
    double mean_xfactor = 0;
    std::int64_t makespan_s = 0;
    double backfilled_share = 0;
    std::int64_t stopped_at_limit = 0;
    std::vector<double> utilization_series;
    std::vector<std::int64_t> queue_length_series;
};

ReplayMetrics replay_metrics(const Snapshot& snapshot, std::span<const JobOutcome> outcomes);
nlohmann::json metrics_json(const ReplayMetrics& m);

// "ActiveLimit:MAXWC": a rejection's code, with the limit or resource that forbids the job.
std::string rejection_key(const Reason& why);

// max(1, (wait + runtime) / max(runtime, 10)).
double bounded_slowdown(Duration wait, Duration runtime);
// Appends v as the schedule CSV writes it: exactly fmt's "{:.4f}" (v rounded to 4 decimals from
// its exact binary value), without fmt's general path for the usual value (a quarter of a million
// slowdowns cost a replay 2.6% of its time that way).
void append_fixed4(std::string& out, double v);

}  // namespace outrigger
