#include "schedule/reports.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <unordered_map>

#include "schedule/backfill_windows.hpp"

namespace outrigger {

namespace {

nlohmann::json arg_json(const ReasonArg::Value& v, const Names& names) {
    return std::visit(
        [&names](const auto& x) -> nlohmann::json {
            using T = std::decay_t<decltype(x)>;
            if constexpr (std::is_same_v<T, Time>)
                return x.seconds();
            else if constexpr (std::is_same_v<T, Duration>)
                return x.count();
            else if constexpr (std::is_same_v<T, CredRef>)
                return std::string(cred_kind_keyword(x.kind)) + ":" + cred_name(names, x.kind, x.id);
            else
                return x;
        },
        v);
}

std::string arg_text(const ReasonArg::Value& v, const Names& names) {
    return std::visit(
        [&names](const auto& x) -> std::string {
            using T = std::decay_t<decltype(x)>;
            if constexpr (std::is_same_v<T, Time>)
                return std::to_string(x.seconds());
            else if constexpr (std::is_same_v<T, Duration>)
                return format_hms(x);
            else if constexpr (std::is_same_v<T, CredRef>)
                return std::string(cred_kind_keyword(x.kind)) + ":" + cred_name(names, x.kind, x.id);
            else if constexpr (std::is_same_v<T, std::string>)
                return x;
            else
                return fmt::format("{}", x);
        },
        v);
}

// Job -> its note in the last iteration, the last one made (built once per report).
std::unordered_map<std::uint32_t, BlockNote> notes_by_job(const IterationReport& r) {
    std::unordered_map<std::uint32_t, BlockNote> m;
    m.reserve(r.notes.size() + r.short_jobs.size());
    r.for_each_note([&](const BlockNote& n) { m.insert_or_assign(n.job.value(), n); });
    return m;
}

const Job* find_job(const Snapshot& s, JobId id) {
    return id.valid() && id.value() < s.job_count() ? &s.job(id) : nullptr;
}

// Earliest start of an idle job given the standing job reservations (its own excluded).
std::optional<Time> earliest_start(const ReportContext& ctx, const Job& job) {
    if (const auto* r = ctx.state.reservation_of(job.id)) return r->when.start;
    Availability& cal = ctx.snapshot.calendar();
    std::vector<SpanId> spans;
    for (const auto& r : ctx.state.reservations) {
        if (r.job == job.id || ctx.snapshot.state(r.job) != JobState::Idle) continue;
        const Job& other = ctx.snapshot.job(r.job);
        commit_allocation(cal, r.allocation, other.request, r.when,
                          SpanOwner::of_job(r.job, other.creds.user()), spans, Commit::Forced);
    }
    FitRequest fit = FitRequest::for_job(job);
    const auto t = cal.avail_time_first(fit, ctx.now);
    for (SpanId s : spans) cal.rem_span(s);
    return t;
}

}  // namespace

std::string cred_name(const Names& names, CredKind k, CredId id) {
    return id.valid() && id.value() < names.count(k) ? names.name(k, id) : std::string("-");
}

std::string state_name(JobState s) {
    switch (s) {
        case JobState::Idle:
            return "Idle";
        case JobState::Running:
            return "Running";
        case JobState::Completed:
            return "Completed";
        case JobState::Cancelled:
            return "Cancelled";
        case JobState::Rejected:
            return "Rejected";
    }
    return "Unknown";
}

bool blocks_scheduling(ReasonCode c) {
    switch (c) {
        case ReasonCode::Held:
        case ReasonCode::DependencyPending:
        case ReasonCode::IdleLimit:
        case ReasonCode::ActiveLimit:
        case ReasonCode::SystemJobLimit:
        case ReasonCode::FairshareCap:
        case ReasonCode::NegativePriority:
        case ReasonCode::NeverFits:
        case ReasonCode::NoStartFound:
            return true;
        default:
            return false;
    }
}

nlohmann::json reason_json(const Reason& r, const Names& names) {
    nlohmann::json args = nlohmann::json::object();
    nlohmann::json types = nlohmann::json::object();
    for (const auto& a : r.args) {
        args[std::string(a.key)] = arg_json(a.value, names);
        if (std::holds_alternative<Time>(a.value))
            types[std::string(a.key)] = "time";
        else if (std::holds_alternative<Duration>(a.value))
            types[std::string(a.key)] = "duration";
        else if (std::holds_alternative<CredRef>(a.value))
            types[std::string(a.key)] = "credential";
    }
    nlohmann::json out = {{"code", std::string(reason_code_name(r.code))}, {"args", std::move(args)}};
    if (!types.empty()) out["types"] = std::move(types);
    return out;
}

std::string reason_text(const Reason& r, const Names& names, const LocalCalendar* calendar) {
    const auto arg = [&](std::string_view key) {
        const auto* v = r.arg(key);
        return v ? arg_text(*v, names) : std::string("?");
    };
    const auto when = [&](std::string_view key) {
        const auto* v = r.arg(key);
        if (v && calendar)
            if (const auto* t = std::get_if<Time>(v)) return calendar->format(*t);
        return "log time " + arg(key);
    };
    switch (r.code) {
        case ReasonCode::Held:
            return "the job is held";
        case ReasonCode::DependencyPending:
            return fmt::format("waiting for job {} to complete", arg("job"));
        case ReasonCode::InsufficientResources:
            return fmt::format("insufficient idle procs: {} available, {} requested", arg("procs"),
                               arg("request"));
        case ReasonCode::NeverFits:
            return fmt::format(
                "no set of configured nodes of partition {} can ever hold the job: {} tasks requested, "
                "at most {} fit ({} runs out)",
                arg("partition"), arg("request"), arg("capacity"), arg("resource"));
        case ReasonCode::NoStartFound:
            return fmt::format(
                "no start can be found: the nodes that are up and not reserved against it cannot hold {} "
                "procs",
                arg("request"));
        case ReasonCode::WouldDelayReservation:
            return fmt::format("starting now would delay the reservation of job {}", arg("job"));
        case ReasonCode::ReservationDepthReached:
            return fmt::format(
                "the reservation depth ({}) is used by higher-priority jobs; only backfill can start it",
                arg("depth"));
        case ReasonCode::ChunkProtected:
            return fmt::format(
                "freed resources are kept for jobs of at least {} procs (BFCHUNKSIZE) until {}",
                arg("chunk_size"), when("until"));
        case ReasonCode::BackfillDisabled:
            return "backfill is off (BACKFILLPOLICY NONE)";
        case ReasonCode::FcfsStopped:
            return "a higher-priority job cannot start (first come, first served)";
        case ReasonCode::Reserved:
            return fmt::format("reserved to start at {}", when("start"));
        case ReasonCode::ReservationAccessDenied:
            return fmt::format("reservation {}: {}", arg("reservation"), arg("reason"));
        default:
            break;
    }
    // Codes from the policies carry their own wording (stack reports render them); keep the data.
    std::string out(reason_code_name(r.code));
    for (const auto& a : r.args) out += fmt::format(" {}={}", a.key, arg_text(a.value, names));
    return out;
}

namespace {

// Every reservation admits the job: what it could use if no access list stood in its way.
class AdmitEverything final : public ReservationGate {
  public:
    [[nodiscard]] Admission admit(ReservationId, Interval) const override { return Admission::Neutral; }
};

// A job that waits although it would fit now if the reservations in force admitted it: the
// reservations whose access lists refuse it (ReservationAccessDenied, args reservation: their
// names, reason). nullopt when reservations are not what holds it back.
std::optional<Reason> reservations_in_the_way(const ReportContext& ctx, const Job& job) {
    const auto& instances = ctx.snapshot.reservations();
    if (instances.empty()) return std::nullopt;
    const Availability& cal = ctx.snapshot.calendar();
    FitRequest fit = FitRequest::for_job(job);
    const AdmitEverything everything;
    fit.gate = &everything;
    if (!cal.fits_at(fit, ctx.now)) return std::nullopt;
    const AccessOracle* oracle = ctx.snapshot.access_oracle();
    std::optional<JobReservationGate> own;
    if (oracle != nullptr) own.emplace(*oracle, job);
    fit.gate = own ? &*own : nullptr;
    if (cal.fits_at(fit, ctx.now)) return std::nullopt;
    const Interval span{ctx.now, ctx.now + job.walltime};
    std::string refusing;
    for (const auto& r : instances) {
        if (!r.when.overlaps(span)) continue;
        if (oracle != nullptr && oracle->admit(r.id, job, span) != Admission::Denied) continue;
        if (!refusing.empty()) refusing += ",";
        refusing += r.name;
    }
    if (refusing.empty()) return std::nullopt;
    return Reason{ReasonCode::ReservationAccessDenied, {}}
        .with("reservation", refusing)
        .with("reason", std::string("its access list does not admit the job, which would fit now otherwise"));
}

}  // namespace

namespace {

std::vector<Reason> job_reasons_by_id(const ReportContext& ctx, JobId id) {
    std::vector<Reason> out;
    const Job* job = find_job(ctx.snapshot, id);
    if (!job) return out;
    if (const Reason* refused = ctx.snapshot.rejection(id)) {
        out.push_back(*refused);
        return out;
    }
    // Not waiting: running, done, or (in a replay stopped early) not submitted yet.
    if (ctx.snapshot.state(id) != JobState::Idle || job->submit > ctx.now) return out;
    if (const Reason* never = ctx.snapshot.held_refusal(id)) {
        out.push_back(Reason{ReasonCode::Held, {}}.with("hold", static_cast<std::int64_t>(job->hold)));
        out.push_back(*never);
        return out;
    }
    if (const std::optional<BlockNote> n = ctx.last.note_of(id)) {
        out.push_back(ctx.last.reason(*n));
        if (!blocks_scheduling(n->code))
            if (auto r = reservations_in_the_way(ctx, *job)) out.push_back(std::move(*r));
        return out;
    }
    // Not examined by the last iteration (the walk ended before it): say what holds it now.
    if (any(job->hold)) {
        out.push_back(Reason{ReasonCode::Held, {}}.with("hold", static_cast<std::int64_t>(job->hold)));
        return out;
    }
    for (JobId d : job->depends_on)
        if (ctx.snapshot.state(d) != JobState::Completed)
            out.push_back(
                Reason{ReasonCode::DependencyPending, {}}.with("job", static_cast<std::int64_t>(d.value())));
    if (!out.empty()) return out;
    if (ctx.scheduler.policy().scheduling.fcfs) {
        out.push_back(Reason{ReasonCode::FcfsStopped, {}});
        return out;
    }
    out.push_back(Reason{ReasonCode::InsufficientResources, {}}
                      .with("procs", ctx.snapshot.calendar().free_procs_at(job->partition, ctx.now))
                      .with("request", job->procs()));
    if (auto r = reservations_in_the_way(ctx, *job)) out.push_back(std::move(*r));
    return out;
}

}  // namespace

std::vector<Reason> job_reasons(const ReportContext& ctx, JobId id) {
    std::vector<Reason> out = job_reasons_by_id(ctx, id);
    for (Reason& r : out)
        r = with_job_names(std::move(r), [&](std::int64_t other) -> std::string {
            const Job* j =
                other >= 0 ? find_job(ctx.snapshot, JobId(static_cast<JobId::Rep>(other))) : nullptr;
            return j != nullptr ? j->name : std::to_string(other);
        });
    return out;
}

// ------------------------------------------------------------------ showq

namespace {

struct QueueView {
    std::vector<const RunningJob*> active;
    std::vector<JobId> idle;
    std::vector<std::pair<JobId, Reason>> blocked;
    std::int64_t procs_active = 0;
};

QueueView queue_view(const ReportContext& ctx) {
    QueueView v;
    for (const auto& r : ctx.snapshot.running_jobs()) {
        v.active.push_back(&r);
        v.procs_active += ctx.snapshot.job(r.job).procs();
    }
    std::sort(v.active.begin(), v.active.end(), [](const RunningJob* a, const RunningJob* b) {
        return std::tie(a->limit_end, a->job) < std::tie(b->limit_end, b->job);
    });
    const auto notes = notes_by_job(ctx.last);
    for (JobId j : ctx.scheduler.priority_order(ctx.snapshot, ctx.state, ctx.now)) {
        const Job& job = ctx.snapshot.job(j);
        const auto it = notes.find(j.value());
        if (it != notes.end() && blocks_scheduling(it->second.code)) {
            v.blocked.emplace_back(j, ctx.last.reason(it->second));
        } else if (any(job.hold)) {
            v.blocked.emplace_back(
                j, Reason{ReasonCode::Held, {}}.with("hold", static_cast<std::int64_t>(job.hold)));
        } else {
            v.idle.push_back(j);
        }
    }
    return v;
}

}  // namespace

std::string showq_text(const ReportContext& ctx) {
    const QueueView v = queue_view(ctx);
    const Names& names = ctx.snapshot.cluster().names();
    const std::int64_t total = ctx.snapshot.cluster().total_procs();
    std::string out;
    out += "ACTIVE JOBS--------------------\n";
    out += fmt::format("{:<18} {:<10} {:>8} {:>5} {:>11}  {}\n\n", "JOBNAME", "USERNAME", "STATE", "PROC",
                       "REMAINING", "STARTTIME");
    for (const RunningJob* r : v.active) {
        const Job& j = ctx.snapshot.job(r->job);
        out += fmt::format("{:<18} {:<10} {:>8} {:>5} {:>11}  {}\n", j.name,
                           cred_name(names, CredKind::User, j.creds.user()), "Running", j.procs(),
                           format_hms(r->limit_end - ctx.now), ctx.calendar.format(r->start));
    }
    const double pct =
        total > 0 ? 100.0 * static_cast<double>(v.procs_active) / static_cast<double>(total) : 0.0;
    out += fmt::format("\n{:>6} Active Jobs  {:>6} of {:>6} Processors Active ({:.2f}%)\n\n", v.active.size(),
                       v.procs_active, total, pct);
    out += "IDLE JOBS----------------------\n";
    out += fmt::format("{:<18} {:<10} {:>8} {:>5} {:>11}  {}\n\n", "JOBNAME", "USERNAME", "STATE", "PROC",
                       "WCLIMIT", "QUEUETIME");
    for (JobId id : v.idle) {
        const Job& j = ctx.snapshot.job(id);
        out += fmt::format("{:<18} {:<10} {:>8} {:>5} {:>11}  {}\n", j.name,
                           cred_name(names, CredKind::User, j.creds.user()), "Idle", j.procs(),
                           format_hms(j.walltime), ctx.calendar.format(j.submit));
    }
    out += fmt::format("\n{:>6} Idle Jobs\n\n", v.idle.size());
    out += "BLOCKED JOBS----------------\n";
    out += fmt::format("{:<18} {:<10} {:>8} {:>5} {:>11}  {}\n\n", "JOBNAME", "USERNAME", "STATE", "PROC",
                       "WCLIMIT", "QUEUETIME");
    for (const auto& [id, reason] : v.blocked) {
        const Job& j = ctx.snapshot.job(id);
        out += fmt::format("{:<18} {:<10} {:>8} {:>5} {:>11}  {}\n", j.name,
                           cred_name(names, CredKind::User, j.creds.user()), any(j.hold) ? "Hold" : "Blocked",
                           j.procs(), format_hms(j.walltime), ctx.calendar.format(j.submit));
    }
    const std::size_t all = v.active.size() + v.idle.size() + v.blocked.size();
    out += fmt::format("\nTotal Jobs: {}  Active Jobs: {}  Idle Jobs: {}  Blocked Jobs: {}\n", all,
                       v.active.size(), v.idle.size(), v.blocked.size());
    return out;
}

nlohmann::json showq_json(const ReportContext& ctx) {
    const QueueView v = queue_view(ctx);
    const Names& names = ctx.snapshot.cluster().names();
    nlohmann::json j;
    j["schema"] = "outrigger.showq/1";
    j["now"] = ctx.now.seconds();
    auto active = nlohmann::json::array();
    for (const RunningJob* r : v.active) {
        const Job& job = ctx.snapshot.job(r->job);
        active.push_back({{"job", job.name},
                          {"user", cred_name(names, CredKind::User, job.creds.user())},
                          {"state", "Running"},
                          {"procs", job.procs()},
                          {"remaining_s", (r->limit_end - ctx.now).count()},
                          {"start", r->start.seconds()}});
    }
    auto idle = nlohmann::json::array();
    for (JobId id : v.idle) {
        const Job& job = ctx.snapshot.job(id);
        idle.push_back({{"job", job.name},
                        {"user", cred_name(names, CredKind::User, job.creds.user())},
                        {"state", "Idle"},
                        {"procs", job.procs()},
                        {"wclimit_s", job.walltime.count()},
                        {"queued", job.submit.seconds()}});
    }
    auto blocked = nlohmann::json::array();
    for (const auto& [id, reason] : v.blocked) {
        const Job& job = ctx.snapshot.job(id);
        blocked.push_back({{"job", job.name},
                           {"user", cred_name(names, CredKind::User, job.creds.user())},
                           {"state", any(job.hold) ? "Hold" : "Blocked"},
                           {"procs", job.procs()},
                           {"wclimit_s", job.walltime.count()},
                           {"queued", job.submit.seconds()},
                           {"reason", reason_json(reason, names)}});
    }
    j["active"] = std::move(active);
    j["idle"] = std::move(idle);
    j["blocked"] = std::move(blocked);
    j["summary"] = {{"active_jobs", v.active.size()},
                    {"procs_active", v.procs_active},
                    {"procs_total", ctx.snapshot.cluster().total_procs()},
                    {"idle_jobs", v.idle.size()},
                    {"blocked_jobs", v.blocked.size()},
                    {"total_jobs", v.active.size() + v.idle.size() + v.blocked.size()}};
    return j;
}

// ------------------------------------------------------------------ showbf

namespace {

// Windows with the standing job reservations in place: what a backfill job could use now.
std::vector<BackfillWindow> windows_now(const ReportContext& ctx) {
    Availability& cal = ctx.snapshot.calendar();
    std::vector<SpanId> spans;
    for (const auto& r : ctx.state.reservations) {
        if (ctx.snapshot.state(r.job) != JobState::Idle) continue;
        const Job& other = ctx.snapshot.job(r.job);
        commit_allocation(cal, r.allocation, other.request, r.when,
                          SpanOwner::of_job(r.job, other.creds.user()), spans, Commit::Forced);
    }
    auto w = backfill_windows(cal, PartitionId::invalid(), ctx.now);
    for (SpanId s : spans) cal.rem_span(s);
    return w;
}

}  // namespace

std::string showbf_text(const ReportContext& ctx) {
    std::string out = "backfill window (partition: ALL)\n\n";
    const auto windows = windows_now(ctx);
    if (windows.empty()) out += "no procs available\n";
    for (const auto& w : windows) {
        if (w.duration.is_infinite())
            out += fmt::format("{} procs available with no timelimit\n", w.procs);
        else
            out += fmt::format("{} procs available for {}\n", w.procs, format_hms(w.duration));
    }
    return out;
}

nlohmann::json showbf_json(const ReportContext& ctx) {
    nlohmann::json j;
    j["schema"] = "outrigger.showbf/1";
    j["now"] = ctx.now.seconds();
    auto arr = nlohmann::json::array();
    for (const auto& w : windows_now(ctx))
        arr.push_back({{"procs", w.procs},
                       {"nodes", w.nodes},
                       {"duration_s", w.duration.is_infinite() ? nlohmann::json(nullptr)
                                                               : nlohmann::json(w.duration.count())}});
    j["windows"] = std::move(arr);
    return j;
}

// ------------------------------------------------------------------ showstart

namespace {

struct StartInfo {
    std::optional<Time> start;
    bool reserved = false;
};

StartInfo start_info(const ReportContext& ctx, const Job& job) {
    StartInfo s;
    switch (ctx.snapshot.state(job.id)) {
        case JobState::Running:
            s.start = ctx.snapshot.running(job.id)->start;
            break;
        case JobState::Idle:
            s.reserved = ctx.state.reservation_of(job.id) != nullptr;
            s.start = earliest_start(ctx, job);
            break;
        default:
            break;
    }
    return s;
}

}  // namespace

std::optional<std::string> showstart_text(const ReportContext& ctx, JobId id) {
    const Job* job = find_job(ctx.snapshot, id);
    if (!job) return std::nullopt;
    const StartInfo s = start_info(ctx, *job);
    std::string out = fmt::format("job {} requires {} procs for {}\n\n", job->name, job->procs(),
                                  format_hms(job->walltime));
    if (!s.start) {
        out += "Earliest start: never (the job cannot fit on the eligible nodes)\n";
        return out;
    }
    const Time end = *s.start + job->walltime;
    out += fmt::format("Earliest start in       {:>12} on {}\n",
                       format_hms(max(Duration::zero(), *s.start - ctx.now)), ctx.calendar.format(*s.start));
    out += fmt::format("Earliest completion in  {:>12} on {}\n",
                       format_hms(max(Duration::zero(), end - ctx.now)), ctx.calendar.format(end));
    return out;
}

std::optional<nlohmann::json> showstart_json(const ReportContext& ctx, JobId id) {
    const Job* job = find_job(ctx.snapshot, id);
    if (!job) return std::nullopt;
    const StartInfo s = start_info(ctx, *job);
    nlohmann::json j;
    j["schema"] = "outrigger.showstart/1";
    j["now"] = ctx.now.seconds();
    j["job"] = job->name;
    j["procs"] = job->procs();
    j["walltime_s"] = job->walltime.count();
    j["reserved"] = s.reserved;
    if (s.start) {
        j["start"] = s.start->seconds();
        j["completion"] = (*s.start + job->walltime).seconds();
        j["start_in_s"] = max(Duration::zero(), *s.start - ctx.now).count();
    } else {
        j["start"] = nullptr;
        j["completion"] = nullptr;
        j["start_in_s"] = nullptr;
    }
    return j;
}

// ------------------------------------------------------------------ checkjob

namespace {

// What the resource manager said when it refused the last start of a job that still waits.
const StartRefusal* start_refusal(const ReportContext& ctx, JobId id) {
    if (ctx.start_refusals == nullptr || ctx.snapshot.state(id) != JobState::Idle) return nullptr;
    const auto it = ctx.start_refusals->find(id);
    return it == ctx.start_refusals->end() ? nullptr : &it->second;
}

}  // namespace

std::optional<nlohmann::json> checkjob_json(const ReportContext& ctx, JobId id) {
    const Job* job = find_job(ctx.snapshot, id);
    if (!job) return std::nullopt;
    const Names& names = ctx.snapshot.cluster().names();
    nlohmann::json j;
    j["schema"] = "outrigger.checkjob/1";
    j["now"] = ctx.now.seconds();
    j["job"] = job->name;
    // In a replay stopped with --until, later jobs exist but have not been submitted yet.
    const bool not_queued = ctx.snapshot.state(id) == JobState::Idle && job->submit > ctx.now;
    j["state"] = not_queued ? std::string("NotQueued") : std::string(state_name(ctx.snapshot.state(id)));
    j["user"] = cred_name(names, CredKind::User, job->creds.user());
    j["group"] = cred_name(names, CredKind::Group, job->creds.group());
    j["account"] = cred_name(names, CredKind::Account, job->creds.account());
    j["qos"] = cred_name(names, CredKind::Qos, job->creds.qos());
    j["class"] = cred_name(names, CredKind::Class, job->creds.job_class());
    j["procs"] = job->procs();
    j["tasks"] = job->request.tasks;
    j["walltime_s"] = job->walltime.count();
    j["submit"] = job->submit.seconds();
    const Time qstart = ctx.state.queue_clock_of(id).value_or(job->submit);
    // A job's queue time stops when it starts.
    const RunningJob* started = ctx.snapshot.running(id);
    const JobOutcome* outcome = id.value() < ctx.outcomes.size() ? &ctx.outcomes[id.value()] : nullptr;
    const Time waited_until = started                                            ? started->start
                              : outcome != nullptr && !outcome->start.is_never() ? outcome->start
                                                                                 : ctx.now;
    j["queue_time_s"] = max(Duration::zero(), waited_until - qstart).count();
    j["bypass"] = ctx.state.bypass_of(id);
    if (const auto* r = ctx.state.reservation_of(id)) {
        j["reservation"] = {{"start", r->when.start.seconds()},
                            {"end", r->when.end.seconds()},
                            {"nodes", r->allocation.size()}};
    } else {
        j["reservation"] = nullptr;
    }
    j["start"] = started ? nlohmann::json(started->start.seconds()) : nlohmann::json(nullptr);
    if (!started && outcome != nullptr && !outcome->start.is_never()) {
        j["start"] = outcome->start.seconds();
        j["end"] = outcome->end.is_never() ? nlohmann::json(nullptr) : nlohmann::json(outcome->end.seconds());
    }
    bool backfilled = false;
    for (const auto& s : ctx.last.starts)
        if (s.job == id) backfilled = s.backfilled;
    j["backfilled"] = backfilled;
    auto reasons = nlohmann::json::array();
    if (!not_queued)
        for (const auto& r : job_reasons(ctx, id)) reasons.push_back(reason_json(r, names));
    j["reasons"] = std::move(reasons);
    if (const StartRefusal* refused = start_refusal(ctx, id))
        j["start_refused"] = {{"at", refused->at.seconds()}, {"message", refused->message}};
    return j;
}

std::optional<std::string> checkjob_text(const ReportContext& ctx, JobId id) {
    const auto jj = checkjob_json(ctx, id);
    if (!jj) return std::nullopt;
    const nlohmann::json& j = *jj;
    const Job& job = ctx.snapshot.job(id);
    const Names& names = ctx.snapshot.cluster().names();
    std::string out = fmt::format("checking job {}\n\n", job.name);
    out += fmt::format("State: {}\n", j["state"].get<std::string>());
    out +=
        fmt::format("Creds:  user:{}  group:{}  account:{}  class:{}  qos:{}\n", j["user"].get<std::string>(),
                    j["group"].get<std::string>(), j["account"].get<std::string>(),
                    j["class"].get<std::string>(), j["qos"].get<std::string>());
    const RunningJob* run = ctx.snapshot.running(id);
    // A finished job ran from its outcome's start to its end; a running one until now.
    const JobOutcome* outcome = id.value() < ctx.outcomes.size() ? &ctx.outcomes[id.value()] : nullptr;
    const bool ran = outcome != nullptr && !outcome->start.is_never();
    const Time started = run ? run->start : ran ? outcome->start : ctx.now;
    const Duration used = run                               ? ctx.now - run->start
                          : ran && !outcome->end.is_never() ? outcome->end - outcome->start
                                                            : Duration::zero();
    out += fmt::format("WallTime: {} of {}\n", format_hms(used), format_hms(job.walltime));
    out += fmt::format("SubmitTime: {}\n", ctx.calendar.format(job.submit));
    if (ran && !run)
        out += fmt::format("StartTime: {}  EndTime: {}\n", ctx.calendar.format(outcome->start),
                           outcome->end.is_never() ? std::string("-") : ctx.calendar.format(outcome->end));
    out += fmt::format("  (Time Queued  Total: {}  Eligible: {})\n\n",
                       format_hms(max(Duration::zero(), started - job.submit)),
                       format_hms(Duration::seconds(j["queue_time_s"].get<std::int64_t>())));
    out += fmt::format("Total Tasks: {}\n\n", job.request.tasks);
    out += fmt::format(
        "Req[0]  TaskCount: {}  Partition: {}\n", job.request.tasks,
        job.partition.valid() ? ctx.snapshot.cluster().partition(job.partition).name : std::string("ALL"));
    out += fmt::format("Dedicated Resources Per Task: PROCS: {}  MEM: {}M\n\n", job.request.per_task.procs,
                       job.request.per_task.memory_mb);
    if (run) {
        out += fmt::format("StartTime: {}\nAllocated Nodes:\n", ctx.calendar.format(run->start));
        for (const auto& nt : run->allocation)
            out += fmt::format("[{}:{}]", ctx.snapshot.cluster().node(nt.node).name, nt.tasks);
        out += "\n\n";
    }
    if (const auto* r = ctx.state.reservation_of(id)) {
        out += fmt::format("Reservation '{}' ({} -> {}  Duration: {})\n", job.name,
                           format_hms(r->when.start - ctx.now), format_hms(r->when.end - ctx.now),
                           format_hms(r->when.length()));
    }
    out += fmt::format("BypassCount: {}\n", ctx.state.bypass_of(id));
    if (j["state"] == "NotQueued") {
        out += fmt::format("job is not submitted yet: it arrives in {}\n", format_hms(job.submit - ctx.now));
        return out;
    }
    if (const StartRefusal* refused = start_refusal(ctx, id))
        out += fmt::format("last start refused by the resource manager at {}: {}\n",
                           ctx.calendar.format(refused->at), refused->message);
    for (const auto& r : job_reasons(ctx, id))
        out += fmt::format("job cannot run: {}\n", reason_text(r, names, &ctx.calendar));
    return out;
}

}  // namespace outrigger
