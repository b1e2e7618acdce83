#pragma once

// A what-if comparison: two sides (session/whatif_side.hpp) of the same workload under
// configurations A and B, set against each other as the workbench's comparison screen and
// `orsim compare` show them: the metric table (A, B, delta, delta %, which direction is better,
// and with several seeds each side's spread), per credential the waits, delivered
// processor-seconds and fairshare standing, the series the charts draw, the parameters that
// differ between the two configs, and the digests of the inputs. One code path for every front
// end: the CLI writes this as JSON and CSV, the GUI draws and exports it.
//
// Labels and definitions are English; a front end that translates looks them up by `key`.

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <nlohmann/json.hpp>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

#include "model/credentials.hpp"
#include "session/config_diff.hpp"
#include "session/whatif_side.hpp"

namespace outrigger {

enum class Better : unsigned char {
    Lower,   // a smaller value is better (waits, slowdown, makespan, rejections)
    Higher,  // a larger value is better (utilization, jobs started)
    Neither  // descriptive only (backfilled share)
};
// "lower", "higher", "neither".
[[nodiscard]] std::string_view better_name(Better b);

// A metric over a side's replicas: the smallest, median and largest value (all equal with one).
struct WhatIfSpread {
    double min = 0;
    double median = 0;
    double max = 0;
};

struct WhatIfMetricRow {
    std::string key;         // stable: "mean_wait_s", "p95_wait_s", "utilization", ...
    std::string label;       // "Mean wait"
    std::string definition;  // one or two sentences for a tooltip, naming τ where it applies
    std::string unit;        // "s", "fraction", "jobs", "" (a ratio)
    double a = 0;            // side A's value (the median over its replicas)
    double b = 0;
    double delta = 0;                     // b - a
    std::optional<double> delta_percent;  // 100 (b - a) / |a|; none when a is 0
    Better better = Better::Neither;
    // Which side is better by `better` (none when equal or Neither): "A" or "B".
    std::optional<char> winner;
    WhatIfSpread spread_a;
    WhatIfSpread spread_b;
};

// One credential on both sides (medians over the replicas that have it; none where a side has no
// value, e.g. a credential without jobs there, or fairshare off).
struct WhatIfCredentialRow {
    CredKind kind = CredKind::User;
    std::string name;
    std::optional<double> mean_wait_a;
    std::optional<double> mean_wait_b;
    std::optional<double> delivered_a;  // processor-seconds
    std::optional<double> delivered_b;
    std::optional<double> fairshare_usage_a;  // percent, at the end
    std::optional<double> fairshare_usage_b;
    std::optional<double> fairshare_target_a;  // the configured FSTARGET (may differ between configs)
    std::optional<double> fairshare_target_b;
    std::string fairshare_target_type_a;
    std::string fairshare_target_type_b;
};

struct WhatIfCdfPoint {
    double wait_s = 0;
    double fraction = 0;  // of the started jobs that waited at most wait_s
};

// The series of one side's charts. With several replicas: the CDF pools every replica's waits;
// the hourly series are the mean over the replicas that reach that hour.
struct WhatIfSideSeries {
    Time start;                  // the hourly series' origin (the first submission, side A's and B's alike)
    std::int64_t step_s = 3600;  // the hourly series' step
    std::vector<WhatIfCdfPoint> wait_cdf;  // ascending; at most kCdfPoints points (quantile sampled)
    std::vector<double> utilization;       // hourly from the first submission, busy fraction
    std::vector<double> queue_length;      // hourly, jobs waiting at the start of the hour
};
inline constexpr std::size_t kCdfPoints = 512;

struct WhatIfComparison {
    static constexpr const char* kSchema = "outrigger.whatif/1";
    std::string description;           // the workload and machine, one line (side A's)
    std::string workload_label;        // as WhatIfSide::workload_label
    std::vector<std::uint64_t> seeds;  // the demo's replicas; empty for an SWF
    std::int64_t bsld_tau_s = kBoundedSlowdownTauSeconds;
    std::string digest_algorithm = "SHA-256";
    std::vector<std::string> workload_sha256;  // one per replica (seed order), or the one log
    std::string config_a_name;
    std::string config_b_name;
    std::string config_a_sha256;
    std::string config_b_sha256;
    std::vector<WhatIfMetricRow> metrics;          // in the order of the table
    std::vector<WhatIfCredentialRow> credentials;  // user, group, account, QOS, class; then by name
    WhatIfSideSeries series_a;
    WhatIfSideSeries series_b;
    std::vector<ConfigDifference> config_diff;  // every parameter whose effective value differs
    // Each replica's `orsim run --metrics` JSON (WhatIfReplica::metrics), per side in seed order.
    std::vector<nlohmann::json> run_metrics_a;
    std::vector<nlohmann::json> run_metrics_b;
    std::vector<std::string> notes;  // e.g. the two sides replayed different workloads
};

// The comparison of two finished sides (Status::Done both). Sides that replayed different
// workloads still compare; a note says so.
[[nodiscard]] WhatIfComparison compare_whatif(const WhatIfSide& a, const WhatIfSide& b);

// Both sides, each on its own thread, then compared. `progress` receives 'A' or 'B' with each
// report (from the side's thread: marshal it before touching a GUI). nullopt when a side failed or
// was stopped; `a` and `b` then hold the sides as they ended (their errors).
struct WhatIfRun {
    WhatIfSide a;
    WhatIfSide b;
    std::optional<WhatIfComparison> comparison;
};
using WhatIfSideProgressFn = std::function<void(char side, const WhatIfProgress&)>;
[[nodiscard]] WhatIfRun run_whatif(const WhatIfSideRequest& a, const WhatIfSideRequest& b,
                                   const WhatIfSideProgressFn& progress = {}, std::stop_token stop = {});

// {"schema": "outrigger.whatif/1", ...}: every field above (orsim compare --metrics).
[[nodiscard]] nlohmann::json whatif_json(const WhatIfComparison& c);
// Every number as CSV rows `section,key,label,a,b,delta,delta_percent,better,a_min,a_median,a_max,
// b_min,b_median,b_max` for the metrics, then the credential rows, the config diff and the
// digests (orsim compare --csv, the GUI's CSV export).
void write_whatif_csv(std::ostream& out, const WhatIfComparison& c);

}  // namespace outrigger
