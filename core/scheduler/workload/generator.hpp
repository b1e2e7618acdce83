#pragma once

// The project's seeded synthetic workload: realistic enough to exercise every policy (a few heavy
// users, power-of-two sizes, long-tailed run times, a daily arrival cycle, overestimated
// walltimes), deterministic for a seed on every platform (its own random engine and
// distributions, not the standard library's implementation-defined ones), and fast (a million
// jobs in well under a second). The demo and the benchmarks use it instead of copies of real logs.

#include <cstdint>
#include <string>
#include <vector>

#include "model/cluster.hpp"
#include "model/credentials.hpp"
#include "model/job.hpp"
#include "workload/swf_header.hpp"
#include "workload/swf_record.hpp"

namespace outrigger {

// A class (queue) of the site, as its users submit to it: the sizes and walltimes its limits allow,
// the partition its jobs run in, the node shape they ask for and the QOS they may choose.
struct JobClassSpec {
    std::string name;            // the class's name, as the config's CLASSCFG[name]
    double weight = 1;           // share of the jobs, relative to the other classes
    std::int64_t min_procs = 1;  // job sizes within [min_procs, max_procs] (0: the machine)
    std::int64_t max_procs = 0;
    std::int64_t max_walltime_s = 0;  // walltime limits never above this (0: the params' limit)
    std::string partition;            // the partition its jobs ask for; empty: any
    // Processors of the nodes its jobs run on: a job asks for nodes x tasks per node as a PBS or
    // Slurm user writes it (a job larger than one node takes whole nodes). 0: tasks only.
    std::int64_t procs_per_node = 0;
    double serial_share = -1;      // share of one-processor jobs (< 0: the params' share)
    std::vector<std::string> qos;  // QOS its jobs ask for, the first the most often; empty: the params' QOS
};

// A QOS and who may ask for it: `users` by name (empty: everyone). A job whose user may not use
// the QOS its class would give it gets the class's first QOS that user may use, else none.
struct QosSpec {
    std::string name;
    std::vector<std::string> users;
};

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
    // A site's shape: when `classes_of_site` is given, jobs are drawn per class as it says (its
    // sizes, walltimes, partition, node requests and QOS), with the QOS of `qos_of_site` and their
    // access lists, instead of the generic classes q1..qC and QOS qos1..qosQ. `classes` and `qos`
    // are then ignored.
    std::vector<JobClassSpec> classes_of_site;
    std::vector<QosSpec> qos_of_site;
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
// The same on a machine: a site's classes find their partitions in `cluster` by name, and names
// are interned into cluster.names().
GeneratedWorkload generate_workload(const GeneratorParams& params, Cluster& cluster);

// Empty when the parameters are usable, else what is wrong ("load must be > 0"); with a cluster,
// also a site class whose partition the cluster lacks.
std::string generator_params_error(const GeneratorParams& params);
std::string generator_params_error(const GeneratorParams& params, const Cluster& cluster);

}  // namespace outrigger
