#pragma once

// The project's seeded synthetic workload: realistic enough to exercise every policy (a few heavy
// users, power-of-two sizes, long-tailed run times, a daily arrival cycle, overestimated
// walltimes), deterministic for a seed on every platform (its own random engine and
// distributions, not the standard library's implementation-defined ones), and fast (a million
// jobs in well under a second). The demo and the benchmarks use it instead of copies of real logs.

#include <cstdint>
#include <string>
#include <vector>

#include "model/credentials.hpp"
#include "model/job.hpp"
#include "workload/swf_header.hpp"
#include "workload/swf_record.hpp"

namespace outrigger {

// What "offered load" measures: requested proc-seconds (procs x walltime limit, the default) or
// proc-seconds actually used (procs x run time).
enum class LoadBasis : unsigned char { Requested, RunTime };

struct GeneratorParams {
    std::int64_t jobs = 10'000;
    std::int64_t nodes = 64;
    std::int64_t procs_per_node = 16;
    double load = 0.9;  // offered proc-seconds / (nodes x procs_per_node x arrival span)
    LoadBasis load_basis = LoadBasis::Requested;
    std::uint64_t seed = 1;
    int users = 40;
    int groups = 8;
    int accounts = 12;
    int classes = 4;
    int qos = 3;
    double user_zipf = 1.1;            // user k submits with weight 1/k^s
    double serial_share = 0.2;         // share of one-processor jobs
    double power_of_two_share = 0.75;  // of the parallel jobs, share with a power-of-two size
    std::int64_t max_job_procs = 0;    // 0 = the whole machine
    std::int64_t max_walltime_s = 48 * 3600;
    double limit_hit_share = 0.08;  // share of jobs that run until their limit stops them
    double daily_amplitude = 0.5;   // arrival rate swings +-50% around the mean, peaking at 14:00
    std::int64_t unix_start_time = 1'704'067'200;  // log time 0: 2024-01-01 00:00:00 UTC
    bool with_records = true;  // also build the SWF records (skip for a jobs-only benchmark)
};

struct GeneratedWorkload {
    SwfHeader header;       // MaxNodes, MaxProcs, UnixStartTime, TimeZoneString UTC, the parameters
    std::vector<Job> jobs;  // in submit order, ids dense, names "1".."N"
    std::vector<SwfRecord>
        records;  // the same jobs as SWF (when with_records), for swf_text / write_swf_file
};

// Users u1..uU (u1 the busiest), groups g1..gG and accounts a1..aA (each user in one of each),
// classes q1..qC and QOS qos1..qosQ (both weighted towards the first), interned into `names`.
// SWF has no account or QOS field: those live in the jobs only. Invalid parameters (jobs < 0,
// nodes or procs_per_node < 1, load <= 0, a count < 1) yield an empty workload; check with
// generator_params_error first.
GeneratedWorkload generate_workload(const GeneratorParams& params, Names& names);

// Empty when the parameters are usable, else what is wrong ("load must be > 0").
std::string generator_params_error(const GeneratorParams& params);

}  // namespace outrigger
