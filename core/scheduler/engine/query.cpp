#include "engine/query.hpp"

#include <fmt/core.h>

#include <array>

#include "engine/config_report.hpp"
#include "engine/engine.hpp"
#include "engine/impact_report.hpp"
#include "engine/replay_outputs.hpp"
#include "engine/schema.hpp"
#include "schedule/reports.hpp"
#include "stack/stack_reports.hpp"
#include "stack/throttle_report.hpp"

namespace outrigger {

namespace {

constexpr std::array<QueryEntry, 14> kQueries{{
    {QueryKind::Showq, "showq", false, false, "the queue: active, idle and blocked jobs"},
    {QueryKind::Showbf, "showbf", false, false, "backfill windows now"},
    {QueryKind::Showstart, "showstart", true, false, "when a job is expected to start"},
    {QueryKind::Checkjob, "checkjob", true, false, "one job: state, why it waits, reservation, priority"},
    {QueryKind::Showres, "showres", false, true,
     "reservations: administrative, standing and job reservations"},
    {QueryKind::Showstats, "showstats", false, false, "scheduler statistics"},
    {QueryKind::DiagnoseP, "diagnose-p", false, true, "every idle job's priority breakdown"},
    {QueryKind::DiagnoseF, "diagnose-f", false, true, "fairshare windows, targets and usage"},
    {QueryKind::DiagnoseJ, "diagnose-j", false, false, "every unfinished job and what holds it back"},
    {QueryKind::Showconfig, "showconfig", false, false, "the configuration in force"},
    {QueryKind::Throttling, "throttling", false, true, "every throttling limit, its usage and headroom"},
    {QueryKind::Blocking, "blocking", true, true, "every limit that keeps a job from starting now"},
    {QueryKind::Metrics, "metrics", false, false, "utilization, waits, slowdown and backfilling so far"},
    {QueryKind::Impact, "impact", false, false,
     "the queue planned without and with a tentative change of reservations"},
}};

constexpr const char* kQuerySchema = "outrigger.query";

// showstats as data, rendered as Maui's text and as JSON.
struct SchedulerStats {
    Time now;
    std::int64_t iterations = 0;
    std::size_t active = 0, idle = 0, rejected = 0;
    std::int64_t busy_procs = 0, total_procs = 0;
    FinishedTotals finished;
    [[nodiscard]] double mean_wait_s() const {
        const std::int64_t started = finished.jobs - finished.cancelled;
        return started > 0 ? finished.wait_seconds / static_cast<double>(started) : 0.0;
    }
};

SchedulerStats scheduler_stats(const Engine& e) {
    const Snapshot& snap = e.snapshot();
    SchedulerStats s{e.now(),
                     e.iterations(),
                     snap.running_jobs().size(),
                     snap.idle().size(),
                     snap.rejected_count(),
                     0,
                     e.cluster().total_procs(),
                     e.finished_totals()};
    for (const RunningJob& r : snap.running_jobs())
        s.busy_procs += allocation_tasks(r.allocation) * snap.job(r.job).request.per_task.procs;
    return s;
}

std::string stats_text(const Engine& e) {
    const SchedulerStats s = scheduler_stats(e);
    const FinishedTotals& t = s.finished;
    const double pct = s.total_procs > 0
                           ? 100.0 * static_cast<double>(s.busy_procs) / static_cast<double>(s.total_procs)
                           : 0.0;
    std::string out;
    out += "Scheduler Statistics\n\n";
    out += fmt::format("Iterations:          {}\n", s.iterations);
    out += fmt::format("Active Jobs:         {}  ({} of {} processors busy, {:.2f}%)\n", s.active,
                       s.busy_procs, s.total_procs, pct);
    out += fmt::format("Idle Jobs:           {}\n", s.idle);
    out += fmt::format("Rejected Jobs:       {}\n", s.rejected);
    out += fmt::format("Completed Jobs:      {}  ({} stopped at their limit, {} cancelled)\n", t.jobs,
                       t.stopped_at_limit, t.cancelled);
    out += fmt::format("Processor Hours:     {:.1f}\n", t.proc_seconds / 3600.0);
    out += fmt::format("Average Wait:        {}\n",
                       format_hms(Duration::seconds(static_cast<std::int64_t>(s.mean_wait_s()))));
    return out;
}

nlohmann::json stats_json(const Engine& e) {
    const SchedulerStats s = scheduler_stats(e);
    return {{"schema", "outrigger.showstats/1"},
            {"now", s.now.seconds()},
            {"iterations", s.iterations},
            {"active_jobs", s.active},
            {"procs_busy", s.busy_procs},
            {"procs_total", s.total_procs},
            {"idle_jobs", s.idle},
            {"rejected_jobs", s.rejected},
            {"completed_jobs", s.finished.jobs},
            {"stopped_at_limit", s.finished.stopped_at_limit},
            {"cancelled", s.finished.cancelled},
            {"proc_seconds", s.finished.proc_seconds},
            {"mean_wait_s", s.mean_wait_s()}};
}

std::string metrics_text(const ReplayMetrics& m) {
    // Every job the engine knows (a replay knows its whole workload), means over those started.
    std::string out = "Replay Metrics (means over the jobs started so far)\n\n";
    out +=
        fmt::format("Jobs:                   {}  ({} started, {} rejected)\n", m.jobs, m.started, m.rejected);
    out += fmt::format("Utilization:            {:.3f}\n", m.utilization);
    out += fmt::format("Mean Wait:              {}  (longest {})\n",
                       format_hms(Duration::seconds(static_cast<std::int64_t>(m.mean_wait_s))),
                       format_hms(Duration::seconds(m.max_wait_s)));
    out += fmt::format("Mean Bounded Slowdown:  {:.2f}\n", m.mean_bsld);
    out += fmt::format("Mean Expansion Factor:  {:.2f}\n", m.mean_xfactor);
    out += fmt::format("Backfilled Share:       {:.3f}\n", m.backfilled_share);
    out += fmt::format("Stopped at Limit:       {}\n", m.stopped_at_limit);
    out += fmt::format("Makespan:               {}\n", format_hms(Duration::seconds(m.makespan_s)));
    for (const auto& [reason, count] : m.rejected_by_reason)
        out += fmt::format("Rejected {}: {}\n", reason, count);
    return out;
}

// diagnose -j: jobs that are queued, running or were refused, in id order.
std::vector<JobId> unfinished(const Snapshot& snap) {
    std::vector<JobId> out;
    for (const Job& j : snap.jobs()) {
        const JobState s = snap.state(j.id);
        if (s == JobState::Running || s == JobState::Rejected) out.push_back(j.id);
    }
    for (JobId id : snap.idle()) out.push_back(id);
    std::sort(out.begin(), out.end());
    return out;
}

std::string diagnose_j_text(const ReportContext& ctx) {
    const Names& names = ctx.snapshot.cluster().names();
    std::string out = fmt::format("{:<18} {:<10} {:>9} {:>5} {:>11}  {}\n\n", "JOBNAME", "USERNAME", "STATE",
                                  "PROC", "WCLIMIT", "DIAGNOSIS");
    for (JobId id : unfinished(ctx.snapshot)) {
        const Job& j = ctx.snapshot.job(id);
        const auto lines = reason_lines(job_reasons(ctx, id), names, &ctx.calendar);
        out +=
            fmt::format("{:<18} {:<10} {:>9} {:>5} {:>11}  {}\n", j.name,
                        cred_name(names, CredKind::User, j.creds.user()), state_name(ctx.snapshot.state(id)),
                        j.procs(), format_hms(j.walltime), lines.empty() ? std::string("-") : lines.front());
        for (std::size_t i = 1; i < lines.size(); ++i) out += fmt::format("{:>60}  {}\n", "", lines[i]);
    }
    return out;
}

nlohmann::json diagnose_j_json(const ReportContext& ctx) {
    const Names& names = ctx.snapshot.cluster().names();
    auto jobs = nlohmann::json::array();
    for (JobId id : unfinished(ctx.snapshot)) {
        const Job& j = ctx.snapshot.job(id);
        auto reasons = nlohmann::json::array();
        for (const Reason& r : job_reasons(ctx, id)) reasons.push_back(reason_json(r, names));
        jobs.push_back({{"job", j.name},
                        {"user", cred_name(names, CredKind::User, j.creds.user())},
                        {"state", state_name(ctx.snapshot.state(id))},
                        {"procs", j.procs()},
                        {"walltime_s", j.walltime.count()},
                        {"reasons", std::move(reasons)}});
    }
    return {{"schema", "outrigger.diagnose-j/1"}, {"now", ctx.now.seconds()}, {"jobs", std::move(jobs)}};
}

struct RenderArgs {
    const Engine& engine;
    const ReportContext& ctx;
    const PolicyStack* stack;    // non-null for the kinds that need it
    JobId job;                   // valid for the kinds that need one
    const ImpactReport* impact;  // Impact: the plans, made before rendering (they can fail)
};

// diagnose -f takes a job optionally ("after this job"); the other kinds that need none take none.
bool takes_optional_job(QueryKind kind) {
    return kind == QueryKind::DiagnoseF;
}

const Job* job_or_null(const RenderArgs& a) {
    return a.job.valid() ? &a.ctx.snapshot.job(a.job) : nullptr;
}

struct Renderers {
    QueryKind kind;
    std::string (*text)(const RenderArgs&);
    nlohmann::json (*json)(const RenderArgs&);
};

// Maui's layout and JSON for each kind, in kQueries' order.
const std::array<Renderers, kQueries.size()> kRenderers{{
    {QueryKind::Showq, [](const RenderArgs& a) { return showq_text(a.ctx); },
     [](const RenderArgs& a) { return showq_json(a.ctx); }},
    {QueryKind::Showbf, [](const RenderArgs& a) { return showbf_text(a.ctx); },
     [](const RenderArgs& a) { return showbf_json(a.ctx); }},
    {QueryKind::Showstart, [](const RenderArgs& a) { return *showstart_text(a.ctx, a.job); },
     [](const RenderArgs& a) { return *showstart_json(a.ctx, a.job); }},
    {QueryKind::Checkjob,
     [](const RenderArgs& a) {
         return a.stack ? *stack_checkjob_text(*a.stack, a.ctx, a.job) : *checkjob_text(a.ctx, a.job);
     },
     [](const RenderArgs& a) {
         return a.stack ? *stack_checkjob_json(*a.stack, a.ctx, a.job) : *checkjob_json(a.ctx, a.job);
     }},
    {QueryKind::Showres, [](const RenderArgs& a) { return stack_showres_text(*a.stack, a.ctx); },
     [](const RenderArgs& a) { return stack_showres_json(*a.stack, a.ctx); }},
    {QueryKind::Showstats, [](const RenderArgs& a) { return stats_text(a.engine); },
     [](const RenderArgs& a) { return stats_json(a.engine); }},
    {QueryKind::DiagnoseP, [](const RenderArgs& a) { return diagnose_p_text(*a.stack, a.ctx); },
     [](const RenderArgs& a) { return diagnose_p_json(*a.stack, a.ctx); }},
    {QueryKind::DiagnoseF,
     [](const RenderArgs& a) { return diagnose_f_text(*a.stack, a.ctx.now, job_or_null(a)); },
     [](const RenderArgs& a) { return diagnose_f_json(*a.stack, a.ctx.now, job_or_null(a)); }},
    {QueryKind::DiagnoseJ, [](const RenderArgs& a) { return diagnose_j_text(a.ctx); },
     [](const RenderArgs& a) { return diagnose_j_json(a.ctx); }},
    {QueryKind::Showconfig, [](const RenderArgs& a) { return showconfig_text(*a.engine.config_source()); },
     [](const RenderArgs& a) { return showconfig_json(*a.engine.config_source()); }},
    {QueryKind::Throttling,
     [](const RenderArgs& a) { return throttle_text(throttle_report(*a.stack, a.ctx.now, &a.ctx.snapshot)); },
     [](const RenderArgs& a) {
         // The limits, and the jobs they hold back with every limit each meets (the Throttling panel).
         nlohmann::json j = throttle_json(throttle_report(*a.stack, a.ctx.now, &a.ctx.snapshot));
         j["blocked"] = blocked_jobs_json(blocked_jobs(*a.stack, a.ctx), a.ctx.snapshot.cluster().names());
         return j;
     }},
    {QueryKind::Blocking,
     [](const RenderArgs& a) {
         return blocking_text(blocking_report(*a.stack, a.ctx, a.job), a.ctx.snapshot.cluster().names());
     },
     [](const RenderArgs& a) {
         return blocking_json(blocking_report(*a.stack, a.ctx, a.job), a.ctx.snapshot.cluster().names());
     }},
    {QueryKind::Metrics,
     [](const RenderArgs& a) {
         return metrics_text(replay_metrics(a.engine.snapshot(), a.engine.outcomes()));
     },
     [](const RenderArgs& a) {
         nlohmann::json j = metrics_json(replay_metrics(a.engine.snapshot(), a.engine.outcomes()));
         j["schema"] = "outrigger.metrics/1";
         return j;
     }},
    {QueryKind::Impact, [](const RenderArgs& a) { return impact_text(*a.impact, a.ctx.calendar); },
     [](const RenderArgs& a) { return impact_json(*a.impact); }},
}};

const Renderers& renderers(QueryKind kind) {
    for (const Renderers& r : kRenderers)
        if (r.kind == kind) return r;
    return kRenderers.front();
}

}  // namespace

std::span<const QueryEntry> query_table() {
    return kQueries;
}

const QueryEntry& query_entry(QueryKind kind) {
    for (const QueryEntry& q : kQueries)
        if (q.kind == kind) return q;
    return kQueries.front();
}

const QueryEntry* find_query(std::string_view name) {
    for (const QueryEntry& q : kQueries)
        if (q.name == name) return &q;
    return nullptr;
}

std::string query_usage() {
    std::string out;
    for (const QueryEntry& q : kQueries) {
        if (!out.empty()) out += ", ";
        out += q.name;
        if (q.needs_job) out += ":JOB";
        if (takes_optional_job(q.kind)) out += "[:JOB]";
    }
    return out;
}

std::optional<Query> parse_query(std::string_view text, std::string& error) {
    const std::size_t colon = text.find(':');
    const std::string_view name = text.substr(0, colon);
    const QueryEntry* q = find_query(name);
    if (!q) {
        error = "'" + std::string(text) + "': expected " + query_usage();
        return std::nullopt;
    }
    Query out{q->kind, colon == std::string_view::npos ? std::string() : std::string(text.substr(colon + 1))};
    if (q->needs_job && out.job.empty()) {
        error = "'" + std::string(text) + "': " + std::string(q->name) + " needs a job (" +
                std::string(q->name) + ":JOB)";
        return std::nullopt;
    }
    if (!q->needs_job && !takes_optional_job(q->kind) && colon != std::string_view::npos) {
        error = "'" + std::string(text) + "': " + std::string(q->name) + " takes no job";
        return std::nullopt;
    }
    return out;
}

QueryResult run_query(Engine& engine, const Query& query, ReportFormat format) {
    const QueryEntry& entry = query_entry(query.kind);
    Snapshot& snap = engine.snapshot();
    const PolicyStack* stack = engine.policy().stack();
    if (entry.needs_stack && !stack)
        return {std::nullopt, std::string(entry.name) + " reads the policy stack: run with a configuration"};
    if (query.kind == QueryKind::Showconfig && engine.config_source() == nullptr)
        return {std::nullopt, "showconfig: this engine was given no maui.cfg"};
    std::optional<JobId> job;
    if (entry.needs_job || (takes_optional_job(query.kind) && !query.job.empty())) {
        job = engine.job_named(query.job);
        if (!job) return {std::nullopt, std::string(entry.name) + ": no job " + query.job};
    }
    const Time now = engine.report_time();
    const ReportContext ctx{snap,
                            engine.state(),
                            engine.scheduler().last_report(),
                            engine.scheduler(),
                            engine.policy().calendar(),
                            now,
                            engine.outcomes(),
                            &engine.start_refusals()};
    std::optional<ImpactReport> impact;
    if (query.kind == QueryKind::Impact) {
        ImpactResult planned = plan_impact(engine, query.change.value_or(TentativeChange{}));
        if (!planned.report) return {std::nullopt, "impact: " + planned.error};
        impact = std::move(planned.report);
    }
    const RenderArgs args{engine, ctx, stack, job.value_or(JobId::invalid()), impact ? &*impact : nullptr};
    const Renderers& render = renderers(query.kind);
    Report r{query.kind, format, {}, {}};
    if (format == ReportFormat::Json)
        r.json = render.json(args);
    else
        r.text = render.text(args);
    return {std::move(r), {}};
}

nlohmann::json to_json(const Query& query) {
    nlohmann::json j = {{"schema", schema_tag(kQuerySchema, Query::kSchema)},
                        {"kind", std::string(query_entry(query.kind).name)}};
    if (!query.job.empty()) j["job"] = query.job;
    if (query.change) j["change"] = to_json(*query.change);
    return j;
}

std::optional<Query> query_from_json(const nlohmann::json& j, std::string& error) {
    if (!check_schema(j, kQuerySchema, Query::kSchema, error)) return std::nullopt;
    std::string kind;
    if (!read_string(j, "kind", kind, error)) return std::nullopt;
    const QueryEntry* q = find_query(kind);
    if (!q) {
        error = "kind: \"" + kind + "\" is not a query (" + query_usage() + ")";
        return std::nullopt;
    }
    Query out{q->kind, {}};
    if (j.contains("job") && !read_string(j, "job", out.job, error)) return std::nullopt;
    if (q->needs_job && out.job.empty()) {
        error = "job: " + std::string(q->name) + " needs the job's name";
        return std::nullopt;
    }
    if (j.contains("change")) {
        if (q->kind != QueryKind::Impact) {
            error = "change: only an impact query takes a tentative change";
            return std::nullopt;
        }
        std::string why;
        out.change = tentative_change_from_json(j["change"], why);
        if (!out.change) {
            error = "change." + why;
            return std::nullopt;
        }
    }
    return out;
}

}  // namespace outrigger
