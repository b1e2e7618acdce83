#include "engine/engine.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "engine/cluster_view.hpp"

namespace outrigger {

Engine::Engine(ResourceManager& rm, ComposedPolicy policy, EngineOptions options)
    : rm_(&rm), policy_(std::move(policy)), options_(options) {
    if (InstantPolicy* p = policy_.instant()) periodic_ = p->periodic_events();
    if (PolicyStack* s = policy_.stack()) s->bind(state_);
    jobs_added();
}

Engine::~Engine() = default;

void Engine::jobs_added() {
    const std::size_t n = snapshot().job_count();
    if (outcomes_.size() >= n) return;
    outcomes_.resize(n);
    state_.grow(n);
    if (options_.recent_finished > 0) running_allocations_.resize(n);
}

Engine::Reconfigured Engine::learn_credentials(std::span<const CredName> names) {
    std::vector<CredName> fresh;
    for (const CredName& c : names)
        if (!c.name.empty() && !cluster().names().find(c.kind, c.name)) fresh.push_back(c);
    if (fresh.empty()) return Reconfigured{true, {}, {}};
    return reconfigure(policy_.config(), std::nullopt, fresh);
}

Engine::Reconfigured Engine::reconfigure(Config config, std::optional<ConfigDocument> source) {
    return reconfigure(std::move(config), std::move(source), {});
}

Engine::Reconfigured Engine::reconfigure(Config config, std::optional<ConfigDocument> source,
                                         std::span<const CredName> more) {
    Reconfigured r;
    PolicyStack* old = policy_.stack();
    if (old == nullptr || !policy_.recomposable()) {
        r.error = "this engine runs Maui's queue-time order alone, not a configuration's whole policy";
        return r;
    }
    const std::vector<std::string> before = old->diagnostics();
    ComposedPolicy next = policy_.recompose(std::move(config), more);
    PolicyStack& stack = *next.stack();
    r.notes = stack.take_over(*old, snapshot(), report_time());
    for (const std::string& d : stack.diagnostics())
        if (std::find(before.begin(), before.end(), d) == before.end()) r.notes.push_back(d);
    policy_ = std::move(next);
    stack.bind(state_);
    periodic_ = stack.periodic_events();
    ++policy_generation_;
    if (source) config_source_ = std::move(source);
    statics_.reset();
    dirty_ = true;
    r.ok = true;
    return r;
}

std::optional<JobId> Engine::job_named(std::string_view name) const {
    for (const Job& j : snapshot().jobs())
        if (j.name == name) return j.id;
    return std::nullopt;
}

std::shared_ptr<const Reason> Engine::refusal(JobId job) const {
    return policy_.scheduler().refusal(snapshot().job(job), snapshot().cluster());
}

void Engine::reject(JobId job, std::shared_ptr<const Reason> why) {
    snapshot().reject(job, std::move(why));
}

void Engine::hold_refused(JobId job, std::shared_ptr<const Reason> why, Time now) {
    snapshot().hold_refused(job, std::move(why));
    rm_->set_hold(job, Hold::System, true, now);
    job_changed();
}

bool Engine::waiting_for_events() const {
    if (snapshot().idle().empty()) return false;
    if (restored_waiting_) return true;
    const InstantPolicy* p = policy_.instant();
    return p && p->waits_for_events(snapshot());
}

bool Engine::has_work() const {
    const Snapshot& snap = snapshot();
    return !snap.running_jobs().empty() || pending_iterate_ ||
           (state_.chunk_until > now_ && !snap.idle().empty()) || waiting_for_events();
}

Time Engine::next_boundary() const {
    const InstantPolicy* p = policy_.instant();
    return p ? p->next_boundary(now_) : Time::never();
}

Wakeups Engine::advance(Time t, InstantInput input) {
    Wakeups wake;
    InstantPolicy* policy = policy_.instant();
    if (policy && policy->next_boundary(now_) == t) dirty_ = true;
    now_ = t;
    Snapshot& snap = snapshot();
    // 1. The resource manager's news: completions first.
    rm_events_.clear();
    rm_->poll(t, rm_events_);
    absorb(rm_events_);
    // 2. Submissions.
    for (JobId j : input.arrivals) rm_->enqueue(j, t);
    if (!input.arrivals.empty()) dirty_ = true;
    // 3. Everything else due now.
    bool grid_point = false;
    for (const DueEvent& e : input.due) {
        switch (e.kind) {
            case EventKind::Iterate:
                grid_point = true;
                pending_iterate_.reset();
                break;
            case EventKind::ChunkExpiry:
                dirty_ = true;
                break;
            default:
                if (policy) policy->on_event(e.kind, e.at);
                dirty_ = true;
                break;
        }
    }
    // Policy work of the instant (fairshare windows, reservation instances, preemption).
    if (policy) {
        requeue_.clear();
        if (policy->prepare(snap, t, requeue_)) {
            dirty_ = true;
            rm_->mirror_reservations(t);
        }
        for (JobId j : requeue_) {
            if (!rm_->requeue(j, t)) continue;
            outcomes_[j.value()] = JobOutcome{};
            if (!running_allocations_.empty()) running_allocations_[j.value()].clear();
            dirty_ = true;
        }
    }
    // 4. One iteration (on the poll grid when there is one); an empty queue has nothing to decide.
    if (!dirty_ || scheduling_ == Scheduling::Stopped) return wake;
    if (snap.idle().empty()) {
        dirty_ = false;
        return wake;
    }
    if (options_.poll && options_.poll->count() > 0) {
        const std::int64_t p = options_.poll->count();
        const std::int64_t k = (t - poll_origin_).count();
        const Time g = poll_origin_ + Duration::seconds(((k + p - 1) / p) * p);
        if (!(grid_point || g == t)) {
            if (!pending_iterate_) {
                pending_iterate_ = g;
                wake.iterate = g;
            }
            return wake;
        }
    }
    const IterationReport& report = policy_.scheduler().iterate(snap, state_, t, StartSpans::Keep);
    restored_waiting_ = false;
    if (scheduling_ == Scheduling::OneIteration) scheduling_ = Scheduling::Stopped;
    ++iterations_;
    dirty_ = false;
    apply(report, t);
    if (state_.chunk_until > t && chunk_event_ != state_.chunk_until) {
        chunk_event_ = state_.chunk_until;
        wake.chunk_expiry = state_.chunk_until;
    }
    return wake;
}

void Engine::absorb(std::span<const RmEvent> events) {
    for (const RmEvent& e : events) {
        switch (e.kind) {
            case RmEvent::Kind::Ended:
                ended(e);
                break;
            case RmEvent::Kind::Started:
                started(e);
                break;
            case RmEvent::Kind::StartFailed: {
                // The job is idle again: the next instant looks at it afresh.
                JobOutcome& o = outcomes_[e.job.value()];
                o.backfilled = false;
                o.nodes = 0;
                if (!e.message.empty()) start_refusals_[e.job] = StartRefusal{e.at, e.message};
                dirty_ = true;
                break;
            }
            case RmEvent::Kind::Submitted:
                jobs_added();
                // A job found at the resource manager is checked once, as a submitted one is.
                if (snapshot().state(e.job) == JobState::Idle && snapshot().held_refusal(e.job) == nullptr &&
                    !any(snapshot().job(e.job).hold))
                    if (auto why = refusal(e.job)) hold_refused(e.job, std::move(why), e.at);
                dirty_ = true;
                break;
            case RmEvent::Kind::Withdrawn:
                start_refusals_.erase(e.job);
                remember_finished(e.job, e.at, JobState::Cancelled, false);
                dirty_ = true;
                break;
            case RmEvent::Kind::NodeChanged:
            case RmEvent::Kind::HoldChanged:
                dirty_ = true;
                break;
        }
    }
}

void Engine::apply(const IterationReport& report, Time t) {
    const bool placed = report.start_span_ranges.size() == report.starts.size();
    if (monitoring_) {
        // Nothing reaches the resource manager: the spans the iteration wrote for its starts go.
        would_start_.clear();
        for (std::size_t i = 0; i < report.starts.size(); ++i) {
            const StartDecision& d = report.starts[i];
            if (placed) snapshot().calendar().rem_spans(report.spans_of(i));
            would_start_.push_back(WouldStart{d.job, d.allocation, t, d.backfilled});
        }
        rm_events_.clear();
        rm_->poll(t, rm_events_);
        absorb(rm_events_);
        return;
    }
    for (std::size_t i = 0; i < report.starts.size(); ++i) {
        const StartDecision& d = report.starts[i];
        if (!(placed ? rm_->start_placed(d.job, d.allocation, t, report.spans_of(i))
                     : rm_->start(d.job, d.allocation, t)))
            continue;
        JobOutcome& o = outcomes_[d.job.value()];
        o.backfilled = d.backfilled;
        o.nodes = static_cast<std::uint32_t>(d.allocation.size());
    }
    rm_events_.clear();
    rm_->poll(t, rm_events_);
    absorb(rm_events_);
}

void Engine::started(const RmEvent& e) {
    outcomes_[e.job.value()].start = e.at;
    if (!start_refusals_.empty()) start_refusals_.erase(e.job);
    if (!running_allocations_.empty())
        if (const RunningJob* r = snapshot().running(e.job))
            running_allocations_[e.job.value()] = r->allocation;
}

void Engine::ended(const RmEvent& e) {
    JobOutcome& o = outcomes_[e.job.value()];
    o.end = e.at;
    o.stopped_at_limit = e.stopped_at_limit;
    ++jobs_done_;
    dirty_ = true;
    if (InstantPolicy* p = policy_.instant()) p->job_ended(snapshot(), e.job, o.start, e.at);
    remember_finished(e.job, e.at, snapshot().state(e.job), e.stopped_at_limit);
}

void Engine::remember_finished(JobId job, Time end, JobState state, bool stopped) {
    const Job& j = snapshot().job(job);
    const JobOutcome& o = outcomes_[job.value()];
    ++totals_.jobs;
    if (state == JobState::Cancelled) ++totals_.cancelled;
    if (stopped) ++totals_.stopped_at_limit;
    if (!o.start.is_never()) {
        totals_.proc_seconds += static_cast<double>(j.procs()) * static_cast<double>((end - o.start).count());
        totals_.wait_seconds += static_cast<double>((o.start - j.submit).count());
    }
    if (options_.recent_finished == 0) return;
    Allocation alloc =
        running_allocations_.empty() ? Allocation{} : std::move(running_allocations_[job.value()]);
    recent_.push_back(FinishedJob{job, o.start, end, std::move(alloc), state, stopped});
    while (recent_.size() > options_.recent_finished) recent_.pop_front();
}

std::shared_ptr<const ClusterView> Engine::publish_view() {
    auto v = std::make_shared<const ClusterView>(build_cluster_view(*this, ++revision_));
    const std::lock_guard lock(view_mutex_);
    view_ = v;
    return v;
}

std::shared_ptr<const ClusterView> Engine::latest_view() const {
    const std::lock_guard lock(view_mutex_);
    return view_;
}

namespace {

nlohmann::json allocation_json(const Allocation& allocation) {
    auto out = nlohmann::json::array();
    for (const NodeTasks& nt : allocation) out.push_back({nt.node.value(), nt.tasks});
    return out;
}

Allocation allocation_from(const nlohmann::json& j) {
    Allocation out;
    for (const auto& nt : j)
        out.push_back(NodeTasks{NodeId(nt.at(0).get<NodeId::Rep>()), nt.at(1).get<std::int64_t>()});
    return out;
}

}  // namespace

void Engine::checkpoint_into(nlohmann::json& j) const {
    j["now"] = now_.seconds();
    j["job_count"] = outcomes_.size();
    j["pending_iterate"] =
        pending_iterate_ ? nlohmann::json(pending_iterate_->seconds()) : nlohmann::json(nullptr);
    j["chunk_event"] = chunk_event_.seconds();
    j["dirty"] = dirty_;
    j["waiting"] = waiting_for_events();
    j["jobs_done"] = jobs_done_;
    j["iterations"] = iterations_;
    j["scheduler"] = to_json(state_);
    auto jobs = nlohmann::json::array();
    const Snapshot& snap = snapshot();
    for (std::size_t i = 0; i < outcomes_.size(); ++i) {
        const JobOutcome& o = outcomes_[i];
        if (o.start.is_never()) continue;
        nlohmann::json e = {{"job", i},
                            {"start", o.start.seconds()},
                            {"nodes", o.nodes},
                            {"backfilled", o.backfilled},
                            {"stopped", o.stopped_at_limit}};
        if (!o.end.is_never()) e["end"] = o.end.seconds();
        if (const RunningJob* r = snap.running(JobId(static_cast<JobId::Rep>(i)))) {
            auto alloc = nlohmann::json::array();
            for (const auto& nt : r->allocation) alloc.push_back({nt.node.value(), nt.tasks});
            e["allocation"] = std::move(alloc);
        }
        if (snap.state(JobId(static_cast<JobId::Rep>(i))) == JobState::Cancelled) e["cancelled"] = true;
        jobs.push_back(std::move(e));
    }
    j["jobs"] = std::move(jobs);
    // What a live service changes besides the replay itself: schedctl and SERVERMODE, what monitoring
    // would have started, the finished history views show, and each job's marks from commands (holds,
    // setspri, cancellation before it ran, a refusal held for an administrator). A replay without
    // commands writes these too, at their defaults.
    j["scheduling"] = static_cast<int>(scheduling_);
    j["monitoring"] = monitoring_;
    auto would = nlohmann::json::array();
    for (const WouldStart& w : would_start_)
        would.push_back({w.job.value(), w.at.seconds(), w.backfilled, allocation_json(w.allocation)});
    j["would_start"] = std::move(would);
    j["totals"] = {totals_.jobs, totals_.cancelled, totals_.stopped_at_limit, totals_.proc_seconds,
                   totals_.wait_seconds};
    auto recent = nlohmann::json::array();
    for (const FinishedJob& f : recent_)
        recent.push_back({f.job.value(), f.start.seconds(), f.end.seconds(), static_cast<int>(f.state),
                          f.stopped_at_limit, allocation_json(f.allocation)});
    j["recent"] = std::move(recent);
    auto marks = nlohmann::json::array();
    for (std::size_t i = 0; i < snap.job_count(); ++i) {
        const JobId id(static_cast<JobId::Rep>(i));
        const Job& job = snap.job(id);
        const JobState state = snap.state(id);
        const bool cancelled_idle = state == JobState::Cancelled && outcomes_[i].start.is_never();
        if (job.hold == Hold::None && !job.system_priority && !cancelled_idle &&
            state != JobState::Rejected && snap.held_refusal(id) == nullptr)
            continue;
        marks.push_back({i, static_cast<int>(state), static_cast<int>(job.hold),
                         job.system_priority ? nlohmann::json(*job.system_priority) : nlohmann::json(nullptr),
                         snap.held_refusal(id) != nullptr});
    }
    j["marks"] = std::move(marks);
}

bool Engine::restore_from(const nlohmann::json& j, std::string& error) {
    auto st = state_from_json(j.at("scheduler"), error);
    if (!st) return false;
    Snapshot& snap = snapshot();
    now_ = Time::from_seconds(j.at("now").get<std::int64_t>());
    for (const auto& e : j.at("jobs")) {
        const auto i = e.at("job").get<std::size_t>();
        if (i >= outcomes_.size()) {
            error = "checkpoint: job index " + std::to_string(i) + " out of range";
            return false;
        }
        const JobId id(static_cast<JobId::Rep>(i));
        JobOutcome& o = outcomes_[i];
        o.start = Time::from_seconds(e.at("start").get<std::int64_t>());
        o.nodes = e.at("nodes").get<std::uint32_t>();
        o.backfilled = e.at("backfilled").get<bool>();
        o.stopped_at_limit = e.at("stopped").get<bool>();
        if (e.contains("end")) {
            o.end = Time::from_seconds(e.at("end").get<std::int64_t>());
            snap.record_finished(id, o.end,
                                 e.value("cancelled", false) ? JobState::Cancelled : JobState::Completed);
        } else {
            Allocation alloc;
            for (const auto& nt : e.at("allocation"))
                alloc.push_back(NodeTasks{NodeId(nt.at(0).get<NodeId::Rep>()), nt.at(1).get<std::int64_t>()});
            if (!rm_->start(id, alloc, o.start)) {
                error = "checkpoint: job " + snap.job(id).name + " cannot be restarted on its allocation";
                return false;
            }
            if (!running_allocations_.empty()) running_allocations_[i] = alloc;
        }
    }
    rm_events_.clear();
    rm_->poll(now_, rm_events_);
    state_ = std::move(*st);
    state_.grow(outcomes_.size());
    jobs_done_ = j.at("jobs_done").get<std::int64_t>();
    iterations_ = j.at("iterations").get<std::int64_t>();
    dirty_ = j.at("dirty").get<bool>();
    restored_waiting_ = j.value("waiting", false);
    chunk_event_ = Time::from_seconds(j.at("chunk_event").get<std::int64_t>());
    pending_iterate_.reset();
    if (!j.at("pending_iterate").is_null())
        pending_iterate_ = Time::from_seconds(j.at("pending_iterate").get<std::int64_t>());
    // What commands and SERVERMODE changed (checkpoint_into).
    if (!j.contains("marks")) return true;  // a replay's checkpoint from before these keys
    for (const auto& m : j.at("marks")) {
        const auto i = m.at(0).get<std::size_t>();
        if (i >= snap.job_count()) {
            error = "checkpoint: marked job index " + std::to_string(i) + " out of range";
            return false;
        }
        const JobId id(static_cast<JobId::Rep>(i));
        snap.set_hold(id, static_cast<Hold>(m.at(2).get<int>()));
        snap.set_system_priority(
            id, m.at(3).is_null() ? std::nullopt : std::optional<std::int64_t>(m.at(3).get<std::int64_t>()));
        if (static_cast<JobState>(m.at(1).get<int>()) == JobState::Cancelled &&
            snap.state(id) == JobState::Idle)
            snap.cancel_idle(id);
        if (m.at(4).get<bool>() && snap.held_refusal(id) == nullptr)
            if (auto why = refusal(id)) snap.hold_refused(id, std::move(why));
    }
    scheduling_ = static_cast<Scheduling>(j.at("scheduling").get<int>());
    monitoring_ = j.at("monitoring").get<bool>();
    would_start_.clear();
    for (const auto& w : j.at("would_start"))
        would_start_.push_back(WouldStart{JobId(w.at(0).get<JobId::Rep>()), allocation_from(w.at(3)),
                                          Time::from_seconds(w.at(1).get<std::int64_t>()),
                                          w.at(2).get<bool>()});
    const auto& t = j.at("totals");
    totals_ = FinishedTotals{t.at(0).get<std::int64_t>(), t.at(1).get<std::int64_t>(),
                             t.at(2).get<std::int64_t>(), t.at(3).get<double>(), t.at(4).get<double>()};
    recent_.clear();
    for (const auto& f : j.at("recent"))
        recent_.push_back(
            FinishedJob{JobId(f.at(0).get<JobId::Rep>()), Time::from_seconds(f.at(1).get<std::int64_t>()),
                        Time::from_seconds(f.at(2).get<std::int64_t>()), allocation_from(f.at(5)),
                        static_cast<JobState>(f.at(3).get<int>()), f.at(4).get<bool>()});
    job_changed();
    return true;
}

}  // namespace outrigger
