#pragma once

// One side of a what-if comparison: a workload replayed under one configuration, exactly as
// `orsim run --config` replays it (the same run assembly, the whole policy stack, the same metrics
// JSON), plus what a comparison needs beyond those metrics: every started job's wait, per
// credential its waits, delivered processor-seconds and fairshare standing at the end, and the
// digests of the inputs. The demo's generated workload may be replayed with several seeds
// (replicas); an SWF log once.
//
// A side runs on the caller's thread and touches no state shared with another side, so the two
// sides of a comparison run at once on two threads. Progress comes from that thread; a stop
// request is honoured between two instants of the replay.

#include <cstdint>
#include <filesystem>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

#include "model/credentials.hpp"
#include "model/time.hpp"
#include "workload/walltime_estimate.hpp"

namespace outrigger {

// The jobs replayed: the demo's generated workload (one replica per seed), or an SWF log (its
// estimate rule for records without a requested time, and an optional slice).
struct WhatIfWorkload {
    enum class Kind : unsigned char { Demo, Swf };
    Kind kind = Kind::Demo;
    // Demo: one replica per seed, in this order; empty means the demo's own seed alone
    // (demo_generator_params().seed), which is what `orsim run --demo` replays.
    std::vector<std::uint64_t> seeds;
    // Swf: the log (plain or gzip), as `orsim run --workload --estimate --first --count
    // --node-memory` takes it.
    std::filesystem::path swf;
    WalltimeEstimate estimate;
    std::int64_t first = 0;
    std::optional<std::int64_t> count;
    std::optional<std::int64_t> node_memory_mb;
};

// `count` seeds starting at the demo's own: {s, s+1, ..., s+count-1}.
[[nodiscard]] std::vector<std::uint64_t> demo_seeds(int count);

// What one side replays. The machine is `cluster` (NODECFG lines, named `cluster_name` in
// messages) when given; else the demo's cluster for the demo workload, and the log's header for an
// SWF (an SWF whose header does not describe the machine needs one). With a cluster of its own the
// demo workload is the demo's load sized to that machine (demo_workload_run_inputs).
struct WhatIfSideRequest {
    WhatIfWorkload workload;
    std::optional<std::string> cluster;
    std::string cluster_name = "cluster.cfg";
    std::string config_text;               // the maui.cfg, byte for byte
    std::string config_name = "maui.cfg";  // how messages name it (its path, or "A" in the GUI)
};

// Reported from the side's thread about five times a second of wall time, and once when a replica
// ends. Jobs count over the replica in progress.
struct WhatIfProgress {
    int replica = 0;  // 0-based
    int replicas = 1;
    std::int64_t jobs_done = 0;  // finished or rejected
    std::int64_t jobs_total = 0;
    Time now;                    // the simulated instant
    std::string simulated_date;  // `now` in the site's calendar: "Tue Jan  2 14:00:00 2024"
};
using WhatIfProgressFn = std::function<void(const WhatIfProgress&)>;

// One credential's share of a replica (credentials that submitted jobs, or that fairshare names).
struct WhatIfCredentialStats {
    CredKind kind = CredKind::User;
    std::string name;
    std::int64_t jobs = 0;              // submitted
    std::int64_t started = 0;           // of those, started
    double mean_wait_s = 0;             // over its started jobs (0 when none started)
    double delivered_proc_seconds = 0;  // procs x run time of its finished jobs
    // Fairshare at the end of the replay, as diagnose -f gives it (none without FSPOLICY, or for a
    // credential fairshare does not track): decayed usage as a percent of all usage, and the
    // configured target (FSTARGET value) with its type ("target", "floor", "ceiling", "cap").
    std::optional<double> fairshare_usage_percent;
    std::optional<double> fairshare_target;
    std::string fairshare_target_type;
};

// One replay of the side's workload.
struct WhatIfReplica {
    std::optional<std::uint64_t> seed;  // the demo's replicas only
    // The metrics JSON `orsim run --metrics` writes for the same inputs, key for key and number for
    // number (engine/replay_outputs.hpp).
    nlohmann::json metrics;
    std::int64_t jobs = 0;
    std::int64_t started = 0;
    std::int64_t rejected = 0;
    std::int64_t never_started = 0;  // neither started nor rejected: still waiting when the replay ended
    double mean_wait_s = 0;
    double median_wait_s = 0;  // nearest rank over the started jobs
    double p95_wait_s = 0;     // nearest rank over the started jobs
    std::int64_t max_wait_s = 0;
    double mean_bsld = 0;  // bounded slowdown with tau = kBoundedSlowdownTauSeconds, finished jobs
    double mean_xfactor = 0;
    double utilization = 0;
    std::int64_t makespan_s = 0;
    double backfilled_share = 0;
    std::vector<std::int64_t> waits_s;  // every started job's wait, ascending
    Time first_submit;  // the hourly series' origin: hour h is [first_submit + h h, first_submit + (h+1) h)
    std::vector<double> utilization_series;          // hourly from the first submission (busy fraction)
    std::vector<std::int64_t> queue_length_series;   // hourly: jobs waiting at the start of each hour
    std::vector<WhatIfCredentialStats> credentials;  // by kind (user, group, account, QOS, class), then name
    // SHA-256 (FIPS 180-4, lower-case hex) of the workload as replayed: the SWF file's bytes as
    // stored (gzip or not), or for a generated replica the SWF text workload/swf_writer writes for
    // its records.
    std::string workload_sha256;
};

// τ of the bounded slowdown max(1, (wait + run) / max(run, τ)) (spec section 6).
inline constexpr std::int64_t kBoundedSlowdownTauSeconds = 10;

struct WhatIfSide {
    enum class Status : unsigned char { Done, Cancelled, Failed };
    Status status = Status::Failed;
    std::vector<std::string>
        errors;  // Failed: why (config, cluster or workload messages naming file and line)
    std::vector<std::string> notes;  // worth showing: config warnings, the import report, policy notes
    std::string description;         // one line: what was replayed on which machine
    std::string config_name;
    std::string config_text;
    std::string config_sha256;   // of config_text's bytes
    std::string workload_label;  // "demo workload (seeds 1, 2, 3)", "log.swf.gz (first 100, count 500,
                                 // estimate runtime)"
    std::vector<WhatIfReplica> replicas;  // Done: one per seed (demo) or one (SWF)
};

// Replays `request` on the calling thread. `progress` may be empty; a stop request ends the replay
// between two instants with Status::Cancelled and no replicas. Never throws for bad input: a
// config, cluster or workload that cannot be used gives Status::Failed with `errors`.
[[nodiscard]] WhatIfSide replay_whatif_side(const WhatIfSideRequest& request,
                                            const WhatIfProgressFn& progress = {}, std::stop_token stop = {});

}  // namespace outrigger
