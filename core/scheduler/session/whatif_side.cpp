#include "session/whatif_side.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <map>
#include <utility>

#include "engine/composed_policy.hpp"
#include "engine/query.hpp"
#include "engine/replay_outputs.hpp"
#include "policy/fairshare/diagnose_f.hpp"
#include "policy/fairshare/target.hpp"
#include "session/demo_site.hpp"
#include "session/run_inputs.hpp"
#include "session/sha256.hpp"
#include "sim/simulator.hpp"
#include "stack/policy_stack.hpp"
#include "workload/swf_writer.hpp"

namespace outrigger {

std::vector<std::uint64_t> demo_seeds(int count) {
    std::vector<std::uint64_t> out;
    const std::uint64_t first = demo_generator_params().seed;
    for (int i = 0; i < count; ++i) out.push_back(first + static_cast<std::uint64_t>(i));
    return out;
}

namespace {

// The nearest-rank p-quantile of ascending `v` (0 when empty).
double nearest_rank(const std::vector<std::int64_t>& v, double p) {
    if (v.empty()) return 0;
    const auto n = static_cast<double>(v.size());
    const auto rank = static_cast<std::size_t>(std::max(1.0, std::ceil(p * n)));
    return static_cast<double>(v[std::min(rank, v.size()) - 1]);
}

std::string workload_label(const WhatIfWorkload& w, const std::vector<std::uint64_t>& seeds) {
    if (w.kind == WhatIfWorkload::Kind::Demo) {
        std::string s = seeds.size() == 1 ? "demo workload (seed " : "demo workload (seeds ";
        for (std::size_t i = 0; i < seeds.size(); ++i) s += (i > 0 ? ", " : "") + std::to_string(seeds[i]);
        return s + ")";
    }
    std::string s = w.swf.filename().string();
    std::vector<std::string> parts;
    if (w.first > 0) parts.push_back(fmt::format("first {}", w.first));
    if (w.count) parts.push_back(fmt::format("count {}", *w.count));
    if (w.estimate.kind != WalltimeEstimate::Kind::None) parts.push_back("estimate " + describe(w.estimate));
    if (w.node_memory_mb) parts.push_back(fmt::format("node memory {} MB", *w.node_memory_mb));
    if (!parts.empty()) s += " (" + fmt::format("{}", fmt::join(parts, ", ")) + ")";
    return s;
}

// The run inputs of one replica, assembled as orsim run assembles them.
InputsResult assemble(const WhatIfSideRequest& req, std::optional<std::uint64_t> seed,
                      GeneratorParams& params) {
    const ConfigText config{req.config_text, req.config_name};
    if (req.workload.kind == WhatIfWorkload::Kind::Demo) {
        params = req.cluster ? demo_workload_params(*req.cluster, req.cluster_name) : demo_generator_params();
        if (seed) params.seed = *seed;
        return req.cluster ? generated_run_inputs(config, *req.cluster, params, req.cluster_name)
                           : generated_run_inputs(config, demo_cluster_text(), params);
    }
    SwfRunRequest r;
    r.swf = req.workload.swf;
    r.estimate = req.workload.estimate;
    r.first = req.workload.first;
    r.count = req.workload.count;
    r.node_memory_mb = req.workload.node_memory_mb;
    if (req.cluster) {
        r.cluster = *req.cluster;
        r.cluster_name = req.cluster_name;
        r.cluster_over_header = true;
    }
    return swf_run_inputs(r, config);
}

std::vector<WhatIfCredentialStats> credential_stats(Engine& engine) {
    const Snapshot& snap = engine.snapshot();
    const Names& names = snap.cluster().names();
    const std::span<const JobOutcome> outcomes = engine.outcomes();
    struct Acc {
        std::int64_t jobs = 0;
        std::int64_t started = 0;
        double wait = 0;
        double delivered = 0;
        bool seen = false;
    };
    std::array<std::vector<Acc>, kCredKinds> acc;
    for (const CredKind k : kAllCredKinds) acc[index(k)].resize(names.count(k));
    for (const Job& j : snap.jobs()) {
        const JobOutcome& o = outcomes[j.id.value()];
        for (const CredKind k : kAllCredKinds) {
            const CredId id = j.creds.ids[index(k)];
            if (!id.valid() || id.value() >= acc[index(k)].size()) continue;
            Acc& a = acc[index(k)][id.value()];
            a.seen = true;
            ++a.jobs;
            if (o.start.is_never()) continue;
            ++a.started;
            a.wait += static_cast<double>((o.start - j.submit).count());
            if (!o.end.is_never())
                a.delivered +=
                    static_cast<double>(j.procs()) * static_cast<double>((o.end - o.start).count());
        }
    }
    std::map<std::pair<std::size_t, std::string>, WhatIfCredentialStats> rows;
    for (const CredKind k : kAllCredKinds)
        for (std::size_t i = 0; i < acc[index(k)].size(); ++i) {
            const Acc& a = acc[index(k)][i];
            if (!a.seen) continue;
            WhatIfCredentialStats s;
            s.kind = k;
            s.name = std::string(names.name(k, CredId(static_cast<std::uint32_t>(i))));
            s.jobs = a.jobs;
            s.started = a.started;
            s.mean_wait_s = a.started > 0 ? a.wait / static_cast<double>(a.started) : 0.0;
            s.delivered_proc_seconds = a.delivered;
            rows.emplace(std::make_pair(index(k), s.name), std::move(s));
        }

    // Fairshare's standing at the end, as diagnose -f reports it.
    const QueryResult q =
        run_query(engine, Query{QueryKind::DiagnoseF, {}, std::nullopt}, ReportFormat::Json);
    std::string error;
    const std::optional<FsReport> fs = q.report ? fs_report_from_json(q.report->json, error) : std::nullopt;
    if (fs && fs->settings.policy != FsPolicy::None)
        for (const CredKind k : kAllCredKinds)
            for (const FsReportRow& r : fs->rows[index(k)]) {
                auto [it, inserted] = rows.try_emplace(std::make_pair(index(k), r.name));
                WhatIfCredentialStats& s = it->second;
                if (inserted) {
                    s.kind = k;
                    s.name = r.name;
                }
                s.fairshare_usage_percent = r.usage_percent;
                if (r.target) {
                    s.fairshare_target = r.target->value;
                    s.fairshare_target_type = fs_target_type_name(r.target->type);
                }
            }
    std::vector<WhatIfCredentialStats> out;
    out.reserve(rows.size());
    for (auto& [key, s] : rows) out.push_back(std::move(s));
    return out;
}

}  // namespace

WhatIfSide replay_whatif_side(const WhatIfSideRequest& req, const WhatIfProgressFn& progress,
                              std::stop_token stop) {
    WhatIfSide side;
    side.config_name = req.config_name;
    side.config_text = req.config_text;
    side.config_sha256 = sha256_hex(req.config_text);
    std::vector<std::optional<std::uint64_t>> seeds;
    std::vector<std::uint64_t> seed_values;
    if (req.workload.kind == WhatIfWorkload::Kind::Demo) {
        seed_values = req.workload.seeds.empty() ? std::vector<std::uint64_t>{demo_generator_params().seed}
                                                 : req.workload.seeds;
        seeds.assign(seed_values.begin(), seed_values.end());
    } else {
        seeds.emplace_back(std::nullopt);
    }
    side.workload_label = workload_label(req.workload, seed_values);
    std::string swf_digest;
    if (req.workload.kind == WhatIfWorkload::Kind::Swf) {
        const auto d = sha256_file_hex(req.workload.swf);
        if (!d) {
            side.errors.push_back(fmt::format("{}: cannot read the workload", req.workload.swf.string()));
            return side;
        }
        swf_digest = *d;
    }

    const int replicas = static_cast<int>(seeds.size());
    for (int r = 0; r < replicas; ++r) {
        if (stop.stop_requested()) {
            side.status = WhatIfSide::Status::Cancelled;
            side.replicas.clear();
            return side;
        }
        GeneratorParams params;
        InputsResult assembled = assemble(req, seeds[static_cast<std::size_t>(r)], params);
        if (r == 0)
            for (std::string& n : assembled.notes) side.notes.push_back(std::move(n));
        if (!assembled.inputs) {
            side.errors = std::move(assembled.errors);
            if (assembled.missing_walltimes > 0)
                side.errors.push_back(fmt::format(
                    "{}: {} records have no requested time: choose an estimate rule (runtime or HH:MM:SS)",
                    req.workload.swf.string(), assembled.missing_walltimes));
            side.replicas.clear();
            return side;
        }
        RunInputs& in = *assembled.inputs;
        if (r == 0) side.description = in.description;

        WhatIfReplica rep;
        rep.seed = seeds[static_cast<std::size_t>(r)];
        if (rep.seed) {
            // The generated workload as SWF text, the form a reader can write out and check.
            Cluster machine = in.cluster;
            params.with_records = true;
            const GeneratedWorkload w = generate_workload(params, machine);
            rep.workload_sha256 = sha256_hex(swf_text(w.header, w.records));
        } else {
            rep.workload_sha256 = swf_digest;
        }

        bool any = false;
        for (const Job& j : in.jobs) {
            if (!any || j.submit < rep.first_submit) rep.first_submit = j.submit;
            any = true;
        }
        const LocalCalendar calendar = in.calendar;
        const auto total = static_cast<std::int64_t>(in.jobs.size());
        ComposedPolicy composed = ComposedPolicy::compose(
            PolicySetup{std::move(in.config), std::move(in.cluster), calendar, StackOptions{}, true});
        if (r == 0 && composed.stack())
            for (const std::string& d : composed.stack()->diagnostics()) side.notes.push_back(d);
        Simulator sim(std::move(composed), std::move(in.jobs), SimOptions{});
        sim.engine().set_config_source(std::move(in.config_source));
        if (r == 0)
            for (const auto& e : sim.submit_errors()) side.notes.push_back("refused: " + e.message);

        const auto report = [&] {
            if (progress)
                progress(WhatIfProgress{r, replicas, sim.engine().jobs_done(), total, sim.now(),
                                        calendar.format(sim.now())});
        };
        auto last = std::chrono::steady_clock::now();
        for (std::uint32_t tick = 1;; ++tick) {
            if (stop.stop_requested()) {
                side.status = WhatIfSide::Status::Cancelled;
                side.replicas.clear();
                return side;
            }
            if (!sim.step()) break;
            if (progress && (tick & 255u) == 0) {
                const auto now = std::chrono::steady_clock::now();
                if (now - last >= std::chrono::milliseconds(200)) {
                    last = now;
                    report();
                }
            }
        }
        report();

        const Snapshot& snap = sim.rm().snapshot();
        const ReplayMetrics m = replay_metrics(snap, sim.outcomes());
        rep.metrics = metrics_json(m);
        rep.jobs = m.jobs;
        rep.started = m.started;
        rep.rejected = m.rejected;
        rep.never_started = m.jobs - m.started - m.rejected;
        rep.mean_wait_s = m.mean_wait_s;
        rep.max_wait_s = m.max_wait_s;
        rep.mean_bsld = m.mean_bsld;
        rep.mean_xfactor = m.mean_xfactor;
        rep.utilization = m.utilization;
        rep.makespan_s = m.makespan_s;
        rep.backfilled_share = m.backfilled_share;
        rep.utilization_series = m.utilization_series;
        rep.queue_length_series = m.queue_length_series;
        for (const Job& j : snap.jobs()) {
            const JobOutcome& o = sim.outcomes()[j.id.value()];
            if (!o.start.is_never()) rep.waits_s.push_back((o.start - j.submit).count());
        }
        std::sort(rep.waits_s.begin(), rep.waits_s.end());
        rep.median_wait_s = nearest_rank(rep.waits_s, 0.5);
        rep.p95_wait_s = nearest_rank(rep.waits_s, 0.95);
        rep.credentials = credential_stats(sim.engine());
        side.replicas.push_back(std::move(rep));
    }
    side.status = WhatIfSide::Status::Done;
    return side;
}

}  // namespace outrigger
