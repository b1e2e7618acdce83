#include "session/whatif_comparison.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <functional>
#include <map>
#include <ostream>
#include <thread>
#include <utility>

namespace outrigger {

std::string_view better_name(Better b) {
    switch (b) {
        case Better::Lower:
            return "lower";
        case Better::Higher:
            return "higher";
        case Better::Neither:
            break;
    }
    return "neither";
}

namespace {

// The median of `v` (the mean of the two middle values when their number is even); 0 when empty.
double median_of(std::vector<double> v) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

WhatIfSpread spread_of(const std::vector<double>& v) {
    if (v.empty()) return {};
    const auto [lo, hi] = std::minmax_element(v.begin(), v.end());
    return WhatIfSpread{*lo, median_of(v), *hi};
}

struct MetricSpec {
    std::string_view key;
    std::string_view label;
    std::string_view definition;
    std::string_view unit;
    Better better;
    double (*value)(const WhatIfReplica&);
};

// The table, in its order.
const std::vector<MetricSpec>& metric_specs() {
    static const std::vector<MetricSpec> specs{
        {"mean_wait_s", "Mean wait",
         "The mean, over the jobs that started, of the time from submission to start.", "s", Better::Lower,
         [](const WhatIfReplica& r) { return r.mean_wait_s; }},
        {"median_wait_s", "Median wait",
         "Half of the jobs that started waited at most this long (nearest rank).", "s", Better::Lower,
         [](const WhatIfReplica& r) { return r.median_wait_s; }},
        {"p95_wait_s", "95th percentile wait",
         "95% of the jobs that started waited at most this long (nearest rank).", "s", Better::Lower,
         [](const WhatIfReplica& r) { return r.p95_wait_s; }},
        {"max_wait_s", "Longest wait", "The longest time any started job waited from submission to start.",
         "s", Better::Lower, [](const WhatIfReplica& r) { return static_cast<double>(r.max_wait_s); }},
        {"mean_bsld", "Mean bounded slowdown",
         "max(1, (wait + run time) / max(run time, τ)) with τ = 10 s, averaged over the finished jobs: "
         "how much longer than its run a job took, short jobs not over-weighted.",
         "", Better::Lower, [](const WhatIfReplica& r) { return r.mean_bsld; }},
        {"mean_xfactor", "Mean expansion factor",
         "(wait + walltime limit) / walltime limit, averaged over the started jobs (Maui's XFactor).", "",
         Better::Lower, [](const WhatIfReplica& r) { return r.mean_xfactor; }},
        {"utilization", "Utilization",
         "Processor-seconds delivered to finished jobs divided by the machine's processors times the "
         "makespan.",
         "fraction", Better::Higher, [](const WhatIfReplica& r) { return r.utilization; }},
        {"makespan_s", "Makespan", "From the first submission to the end of the last job.", "s",
         Better::Lower, [](const WhatIfReplica& r) { return static_cast<double>(r.makespan_s); }},
        {"backfilled_share", "Backfilled share",
         "The fraction of all jobs that started ahead of a higher-priority waiting job (backfill).",
         "fraction", Better::Neither, [](const WhatIfReplica& r) { return r.backfilled_share; }},
        {"started", "Jobs started", "Jobs that started during the replay.", "jobs", Better::Higher,
         [](const WhatIfReplica& r) { return static_cast<double>(r.started); }},
        {"rejected", "Jobs rejected",
         "Jobs the scheduler rejected because they can never run under the configuration on this "
         "machine (a limit or a request no node satisfies).",
         "jobs", Better::Lower, [](const WhatIfReplica& r) { return static_cast<double>(r.rejected); }},
        {"never_started", "Jobs never started",
         "Jobs neither started nor rejected: still waiting when the replay ran out of events.", "jobs",
         Better::Lower, [](const WhatIfReplica& r) { return static_cast<double>(r.never_started); }},
    };
    return specs;
}

std::optional<char> winner(Better better, double a, double b) {
    if (better == Better::Neither || a == b) return std::nullopt;
    const bool b_lower = b < a;
    return (better == Better::Lower) == b_lower ? std::optional<char>('B') : std::optional<char>('A');
}

std::optional<double> percent(double a, double b) {
    if (a == 0) return std::nullopt;
    return 100.0 * (b - a) / std::abs(a);
}

WhatIfSideSeries series_of(const WhatIfSide& side) {
    WhatIfSideSeries s;
    if (!side.replicas.empty()) s.start = side.replicas.front().first_submit;
    std::vector<std::int64_t> waits;
    for (const WhatIfReplica& r : side.replicas)
        waits.insert(waits.end(), r.waits_s.begin(), r.waits_s.end());
    std::sort(waits.begin(), waits.end());
    const std::size_t n = waits.size();
    const auto add = [&](std::size_t rank) {  // 1-based: the fraction of jobs at or below waits[rank-1]
        const auto w = static_cast<double>(waits[rank - 1]);
        const double f = static_cast<double>(rank) / static_cast<double>(n);
        if (!s.wait_cdf.empty() && s.wait_cdf.back().wait_s == w)
            s.wait_cdf.back().fraction = f;
        else
            s.wait_cdf.push_back(WhatIfCdfPoint{w, f});
    };
    if (n <= kCdfPoints) {
        for (std::size_t i = 1; i <= n; ++i) add(i);
    } else {
        for (std::size_t i = 1; i <= kCdfPoints; ++i) add((i * n + kCdfPoints - 1) / kCdfPoints);
    }
    // Hourly: the mean over the replicas that reach the hour.
    std::size_t hours = 0;
    for (const WhatIfReplica& r : side.replicas) hours = std::max(hours, r.utilization_series.size());
    s.utilization.assign(hours, 0.0);
    s.queue_length.assign(hours, 0.0);
    std::vector<int> reach(hours, 0);
    for (const WhatIfReplica& r : side.replicas)
        for (std::size_t h = 0; h < r.utilization_series.size(); ++h) {
            s.utilization[h] += r.utilization_series[h];
            if (h < r.queue_length_series.size())
                s.queue_length[h] += static_cast<double>(r.queue_length_series[h]);
            ++reach[h];
        }
    for (std::size_t h = 0; h < hours; ++h) {
        s.utilization[h] /= reach[h];
        s.queue_length[h] /= reach[h];
    }
    return s;
}

// Per credential and quantity, the values of a side's replicas.
struct CredValues {
    std::vector<double> wait;
    std::vector<double> delivered;
    std::vector<double> usage;
    std::optional<double> target;
    std::string target_type;
};
using CredKey = std::pair<std::size_t, std::string>;

std::map<CredKey, CredValues> cred_values(const WhatIfSide& side) {
    std::map<CredKey, CredValues> out;
    for (const WhatIfReplica& r : side.replicas)
        for (const WhatIfCredentialStats& c : r.credentials) {
            CredValues& v = out[CredKey{index(c.kind), c.name}];
            if (c.started > 0) v.wait.push_back(c.mean_wait_s);
            if (c.jobs > 0) v.delivered.push_back(c.delivered_proc_seconds);
            if (c.fairshare_usage_percent) v.usage.push_back(*c.fairshare_usage_percent);
            if (c.fairshare_target) {
                v.target = c.fairshare_target;
                v.target_type = c.fairshare_target_type;
            }
        }
    return out;
}

std::optional<double> median_opt(const std::vector<double>& v) {
    if (v.empty()) return std::nullopt;
    return median_of(v);
}

}  // namespace

WhatIfComparison compare_whatif(const WhatIfSide& a, const WhatIfSide& b) {
    WhatIfComparison c;
    c.description = a.description;
    c.workload_label = a.workload_label;
    for (const WhatIfReplica& r : a.replicas) {
        if (r.seed) c.seeds.push_back(*r.seed);
        c.workload_sha256.push_back(r.workload_sha256);
    }
    c.config_a_name = a.config_name;
    c.config_b_name = b.config_name;
    c.config_a_sha256 = a.config_sha256;
    c.config_b_sha256 = b.config_sha256;
    if (a.workload_label != b.workload_label || a.description != b.description)
        c.notes.push_back(fmt::format("the sides replayed different workloads: A {} ({}), B {} ({})",
                                      a.workload_label, a.description, b.workload_label, b.description));
    else {
        std::vector<std::string> hb;
        for (const WhatIfReplica& r : b.replicas) hb.push_back(r.workload_sha256);
        if (hb != c.workload_sha256) c.notes.push_back("the sides replayed workloads with different digests");
    }

    for (const MetricSpec& spec : metric_specs()) {
        std::vector<double> va, vb;
        for (const WhatIfReplica& r : a.replicas) va.push_back(spec.value(r));
        for (const WhatIfReplica& r : b.replicas) vb.push_back(spec.value(r));
        WhatIfMetricRow row;
        row.key = spec.key;
        row.label = spec.label;
        row.definition = spec.definition;
        row.unit = spec.unit;
        row.better = spec.better;
        row.spread_a = spread_of(va);
        row.spread_b = spread_of(vb);
        row.a = row.spread_a.median;
        row.b = row.spread_b.median;
        row.delta = row.b - row.a;
        row.delta_percent = percent(row.a, row.b);
        row.winner = winner(row.better, row.a, row.b);
        c.metrics.push_back(std::move(row));
    }

    const auto ca = cred_values(a);
    const auto cb = cred_values(b);
    std::map<CredKey, WhatIfCredentialRow> rows;
    const auto fill = [&rows](const std::map<CredKey, CredValues>& side, bool is_a) {
        for (const auto& [key, v] : side) {
            WhatIfCredentialRow& row = rows[key];
            row.kind = static_cast<CredKind>(key.first);
            row.name = key.second;
            (is_a ? row.mean_wait_a : row.mean_wait_b) = median_opt(v.wait);
            (is_a ? row.delivered_a : row.delivered_b) = median_opt(v.delivered);
            (is_a ? row.fairshare_usage_a : row.fairshare_usage_b) = median_opt(v.usage);
            (is_a ? row.fairshare_target_a : row.fairshare_target_b) = v.target;
            (is_a ? row.fairshare_target_type_a : row.fairshare_target_type_b) = v.target_type;
        }
    };
    fill(ca, true);
    fill(cb, false);
    for (auto& [key, row] : rows) c.credentials.push_back(std::move(row));

    for (const WhatIfReplica& r : a.replicas) c.run_metrics_a.push_back(r.metrics);
    for (const WhatIfReplica& r : b.replicas) c.run_metrics_b.push_back(r.metrics);
    c.series_a = series_of(a);
    c.series_b = series_of(b);
    c.config_diff = diff_configs(ConfigDocument::parse(a.config_text, a.config_name),
                                 ConfigDocument::parse(b.config_text, b.config_name));
    return c;
}

WhatIfRun run_whatif(const WhatIfSideRequest& a, const WhatIfSideRequest& b,
                     const WhatIfSideProgressFn& progress, std::stop_token stop) {
    WhatIfRun run;
    const auto side_progress = [&progress](char which) -> WhatIfProgressFn {
        if (!progress) return {};
        return [&progress, which](const WhatIfProgress& p) { progress(which, p); };
    };
    const WhatIfProgressFn pa = side_progress('A');
    const WhatIfProgressFn pb = side_progress('B');
    {
        std::jthread other([&] { run.b = replay_whatif_side(b, pb, stop); });
        run.a = replay_whatif_side(a, pa, stop);
    }
    if (run.a.status == WhatIfSide::Status::Done && run.b.status == WhatIfSide::Status::Done)
        run.comparison = compare_whatif(run.a, run.b);
    return run;
}

namespace {

nlohmann::json opt(const std::optional<double>& v) {
    return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
}

nlohmann::json opt(const std::optional<std::string>& v) {
    return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
}

nlohmann::json spread_json(const WhatIfSpread& s) {
    return {{"min", s.min}, {"median", s.median}, {"max", s.max}};
}

std::string kind_word(CredKind k) {
    std::string s(cred_kind_keyword(k));
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
    return s;
}

nlohmann::json series_json(const WhatIfSideSeries& s) {
    nlohmann::json cdf = nlohmann::json::array();
    for (const WhatIfCdfPoint& p : s.wait_cdf) cdf.push_back({p.wait_s, p.fraction});
    return {{"start_s", s.start.seconds()},
            {"step_s", s.step_s},
            {"wait_cdf", cdf},
            {"utilization", s.utilization},
            {"queue_length", s.queue_length}};
}

}  // namespace

nlohmann::json whatif_json(const WhatIfComparison& c) {
    nlohmann::json metrics = nlohmann::json::array();
    for (const WhatIfMetricRow& m : c.metrics)
        metrics.push_back(
            {{"key", m.key},
             {"label", m.label},
             {"definition", m.definition},
             {"unit", m.unit},
             {"a", m.a},
             {"b", m.b},
             {"delta", m.delta},
             {"delta_percent", opt(m.delta_percent)},
             {"better", better_name(m.better)},
             {"winner", m.winner ? nlohmann::json(std::string(1, *m.winner)) : nlohmann::json(nullptr)},
             {"spread_a", spread_json(m.spread_a)},
             {"spread_b", spread_json(m.spread_b)}});
    nlohmann::json creds = nlohmann::json::array();
    for (const WhatIfCredentialRow& r : c.credentials)
        creds.push_back(
            {{"kind", kind_word(r.kind)},
             {"name", r.name},
             {"mean_wait_s", {{"a", opt(r.mean_wait_a)}, {"b", opt(r.mean_wait_b)}}},
             {"delivered_proc_seconds", {{"a", opt(r.delivered_a)}, {"b", opt(r.delivered_b)}}},
             {"fairshare_usage_percent", {{"a", opt(r.fairshare_usage_a)}, {"b", opt(r.fairshare_usage_b)}}},
             {"fairshare_target",
              {{"a", opt(r.fairshare_target_a)},
               {"b", opt(r.fairshare_target_b)},
               {"type_a", r.fairshare_target_type_a},
               {"type_b", r.fairshare_target_type_b}}}});
    nlohmann::json diff = nlohmann::json::array();
    for (const ConfigDifference& d : c.config_diff)
        diff.push_back({{"parameter", d.parameter},
                        {"attribute", d.attribute},
                        {"a", opt(d.a)},
                        {"b", opt(d.b)},
                        {"line_a", d.line_a},
                        {"line_b", d.line_b}});
    return {{"schema", WhatIfComparison::kSchema},
            {"description", c.description},
            {"workload", c.workload_label},
            {"seeds", c.seeds},
            {"bsld_tau_s", c.bsld_tau_s},
            {"digests",
             {{"algorithm", c.digest_algorithm},
              {"workload", c.workload_sha256},
              {"config_a", c.config_a_sha256},
              {"config_b", c.config_b_sha256}}},
            {"config_a", c.config_a_name},
            {"config_b", c.config_b_name},
            {"metrics", metrics},
            {"credentials", creds},
            {"series", {{"a", series_json(c.series_a)}, {"b", series_json(c.series_b)}}},
            {"config_diff", diff},
            {"runs", {{"a", c.run_metrics_a}, {"b", c.run_metrics_b}}},
            {"notes", c.notes}};
}

namespace {

std::string csv_field(std::string_view s) {
    if (s.find_first_of(",\"\n\r") == std::string_view::npos) return std::string(s);
    std::string out = "\"";
    for (const char ch : s) {
        if (ch == '"') out += '"';
        out += ch;
    }
    return out + "\"";
}

std::string num(double v) {
    return fmt::format("{}", v);
}

std::string num(const std::optional<double>& v) {
    return v ? num(*v) : std::string();
}

class CsvWriter {
  public:
    explicit CsvWriter(std::ostream& out) : out_(out) {}
    void row(std::initializer_list<std::string> fields) {
        bool first = true;
        for (const std::string& f : fields) {
            if (!first) out_ << ',';
            out_ << f;
            first = false;
        }
        out_ << '\n';
    }

  private:
    std::ostream& out_;
};

}  // namespace

void write_whatif_csv(std::ostream& out, const WhatIfComparison& c) {
    CsvWriter w(out);
    w.row({"section", "key", "label", "a", "b", "delta", "delta_percent", "better", "a_min", "a_median",
           "a_max", "b_min", "b_median", "b_max"});
    for (const WhatIfMetricRow& m : c.metrics)
        w.row({"metric", m.key, csv_field(m.label), num(m.a), num(m.b), num(m.delta), num(m.delta_percent),
               std::string(better_name(m.better)), num(m.spread_a.min), num(m.spread_a.median),
               num(m.spread_a.max), num(m.spread_b.min), num(m.spread_b.median), num(m.spread_b.max)});
    const auto cred_row = [&w](const WhatIfCredentialRow& r, std::string_view quantity,
                               std::string_view label, const std::optional<double>& a,
                               const std::optional<double>& b, Better better) {
        const std::optional<double> delta = a && b ? std::optional<double>(*b - *a) : std::nullopt;
        const std::optional<double> pct = a && b ? percent(*a, *b) : std::nullopt;
        w.row({kind_word(r.kind), csv_field(r.name + ":" + std::string(quantity)),
               csv_field(r.name + " " + std::string(label)), num(a), num(b), num(delta), num(pct),
               std::string(better_name(better)), "", "", "", "", "", ""});
    };
    for (const WhatIfCredentialRow& r : c.credentials) {
        cred_row(r, "mean_wait_s", "mean wait", r.mean_wait_a, r.mean_wait_b, Better::Lower);
        cred_row(r, "delivered_proc_seconds", "delivered processor-seconds", r.delivered_a, r.delivered_b,
                 Better::Neither);
        if (r.fairshare_usage_a || r.fairshare_usage_b)
            cred_row(r, "fairshare_usage_percent", "fairshare usage %", r.fairshare_usage_a,
                     r.fairshare_usage_b, Better::Neither);
        if (r.fairshare_target_a || r.fairshare_target_b)
            cred_row(r, "fairshare_target", "fairshare target", r.fairshare_target_a, r.fairshare_target_b,
                     Better::Neither);
    }
    for (const ConfigDifference& d : c.config_diff)
        w.row({"config", csv_field(d.attribute.empty() ? d.parameter : d.parameter + " " + d.attribute), "",
               csv_field(d.a.value_or("")), csv_field(d.b.value_or("")), "", "", "", "", "", "", "", "", ""});
    w.row({"digest", "algorithm", "", c.digest_algorithm, c.digest_algorithm, "", "", "", "", "", "", "", "",
           ""});
    w.row({"digest", "config", "", c.config_a_sha256, c.config_b_sha256, "", "", "", "", "", "", "", "", ""});
    for (std::size_t i = 0; i < c.workload_sha256.size(); ++i)
        w.row({"digest",
               i < c.seeds.size() ? fmt::format("workload:seed {}", c.seeds[i]) : std::string("workload"), "",
               c.workload_sha256[i], c.workload_sha256[i], "", "", "", "", "", "", "", "", ""});
}

}  // namespace outrigger
