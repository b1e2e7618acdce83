#include "sim/simulator.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace outrigger {

Simulator::Simulator(const Cluster& cluster, std::vector<Job> jobs, Scheduler& scheduler, SimOptions options,
                     InstantPolicy* policy)
    : rm_(cluster), scheduler_(&scheduler), options_(std::move(options)), policy_(policy) {
    if (policy_) periodic_ = policy_->periodic_events();
    submit_errors_ = rm_.snapshot().add_jobs(std::move(jobs));
    const Snapshot& snap = rm_.snapshot();
    outcomes_.resize(snap.job_count());
    arrival_.reserve(snap.job_count());
    for (const Job& j : snap.jobs())
        if (snap.state(j.id) == JobState::Idle) arrival_.push_back(j.id);
    const auto arrives_before = [&snap](JobId a, JobId b) {
        const Job& x = snap.job(a);
        const Job& y = snap.job(b);
        return x.submit != y.submit ? x.submit < y.submit : x.id < y.id;
    };
    // A trace is almost always in submission order already.
    if (!std::is_sorted(arrival_.begin(), arrival_.end(), arrives_before))
        std::stable_sort(arrival_.begin(), arrival_.end(), arrives_before);
    poll_origin_ = arrival_.empty() ? Time{} : snap.job(arrival_.front()).submit;
    state_.grow(snap.job_count());
    if (!arrival_.empty()) schedule_periodic(poll_origin_ - Duration::seconds(1));
    // Jobs that can never run are found here, once each, and rejected when their submit time
    // comes; they make no event of their own and never join the queue.
    std::vector<JobId> accepted;
    accepted.reserve(arrival_.size());
    for (JobId id : arrival_) {
        if (auto why = scheduler.refusal(snap.job(id), snap.cluster()))
            refusals_.emplace_back(id, std::move(why));
        else
            accepted.push_back(id);
    }
    arrival_ = std::move(accepted);
}

void Simulator::schedule_periodic(Time after) {
    for (const auto& [kind, next] : periodic_) queue_.push(next(after), kind);
}

std::optional<Time> Simulator::next_instant() const {
    std::optional<Time> t;
    const auto consider = [&t](Time x) {
        if (!t || x < *t) t = x;
    };
    if (next_arrival_ < arrival_.size()) consider(rm_.snapshot().job(arrival_[next_arrival_]).submit);
    if (const auto e = rm_.next_end()) consider(*e);
    // Periodic events alone never keep a finished replay going.
    const bool work_left = t.has_value() || !rm_.snapshot().running_jobs().empty() || pending_iterate_ ||
                           (state_.chunk_until > now_ && !rm_.snapshot().idle().empty()) ||
                           waiting_for_events();
    if (!queue_.empty() && work_left) consider(queue_.top().at);
    if (policy_ && work_left) {
        const Time w = policy_->next_boundary(now_);
        if (!w.is_never()) consider(w);
    }
    return t;
}

bool Simulator::waiting_for_events() const {
    if (rm_.snapshot().idle().empty()) return false;
    if (restored_waiting_) return true;
    return policy_ && policy_->waits_for_events(rm_.snapshot());
}

bool Simulator::step() {
    const auto t = next_instant();
    if (!t) {
        reject_due(Time::never());
        return false;
    }
    handle_instant(*t);
    return true;
}

bool Simulator::run(std::optional<Time> until) {
    const auto wall0 = std::chrono::steady_clock::now();
    auto last_report = wall0;
    std::uint32_t tick = 0;
    const auto report = [&](bool force) {
        if (!options_.progress) return;
        const auto w = std::chrono::steady_clock::now();
        if (!force && w - last_report < std::chrono::seconds(1)) return;
        last_report = w;
        options_.progress(SimProgress{jobs_done_, static_cast<std::int64_t>(arrival_.size()), now_,
                                      std::chrono::duration<double>(w - wall0).count()});
    };
    while (true) {
        const auto t = next_instant();
        if (!t || (until && *t > *until)) {
            reject_due(t ? *until : Time::never());
            report(true);
            return t.has_value();
        }
        handle_instant(*t);
        if ((++tick & 1023u) == 0) report(false);
    }
}

void Simulator::handle_instant(Time t) {
    if (policy_ && policy_->next_boundary(now_) == t) dirty_ = true;
    now_ = t;
    Snapshot& snap = rm_.snapshot();
    // 1. Completions.
    rm_events_.clear();
    rm_.poll(t, rm_events_);
    for (const auto& e : rm_events_)
        if (e.kind == RmEvent::Kind::Ended) ended(e);
    // 2. Submissions.
    reject_due(t);
    while (next_arrival_ < arrival_.size() && snap.job(arrival_[next_arrival_]).submit <= t) {
        rm_.submit(arrival_[next_arrival_++]);
        dirty_ = true;
    }
    // 3. Everything else due now.
    bool grid_point = false;
    while (!queue_.empty() && queue_.top().at <= t) {
        const Event e = queue_.top();
        queue_.pop();
        switch (e.kind) {
            case EventKind::Iterate:
                grid_point = true;
                pending_iterate_.reset();
                break;
            case EventKind::ChunkExpiry:
                dirty_ = true;
                break;
            default:
                if (policy_) policy_->on_event(e.kind, e.at);
                for (const auto& [kind, next] : periodic_)
                    if (kind == e.kind) queue_.push(next(e.at), kind);
                dirty_ = true;
                break;
        }
    }
    // Policy work of the instant (fairshare windows, reservation instances, preemption).
    if (policy_) {
        requeue_.clear();
        if (policy_->prepare(snap, t, requeue_)) dirty_ = true;
        for (JobId j : requeue_) {
            if (!rm_.requeue(j, t)) continue;
            JobOutcome& o = outcomes_[j.value()];
            o = JobOutcome{};
            dirty_ = true;
        }
    }
    // 4. One iteration (on the poll grid when there is one); an empty queue has nothing to decide.
    if (!dirty_) return;
    if (snap.idle().empty()) {
        dirty_ = false;
        return;
    }
    if (options_.poll && options_.poll->count() > 0) {
        const std::int64_t p = options_.poll->count();
        const std::int64_t k = (t - poll_origin_).count();
        const Time g = poll_origin_ + Duration::seconds(((k + p - 1) / p) * p);
        if (!(grid_point || g == t)) {
            if (!pending_iterate_) {
                pending_iterate_ = g;
                queue_.push(g, EventKind::Iterate);
            }
            return;
        }
    }
    const IterationReport& report = scheduler_->iterate(snap, state_, t, StartSpans::Keep);
    restored_waiting_ = false;
    ++iterations_;
    last_iteration_ = t;
    dirty_ = false;
    apply(report, t);
    if (state_.chunk_until > t && chunk_event_ != state_.chunk_until) {
        chunk_event_ = state_.chunk_until;
        queue_.push(state_.chunk_until, EventKind::ChunkExpiry);
    }
}

void Simulator::reject_due(Time t) {
    Snapshot& snap = rm_.snapshot();
    for (; next_refusal_ < refusals_.size() && snap.job(refusals_[next_refusal_].first).submit <= t;
         ++next_refusal_)
        snap.reject(refusals_[next_refusal_].first, refusals_[next_refusal_].second);
}

void Simulator::apply(const IterationReport& report, Time t) {
    for (std::size_t i = 0; i < report.starts.size(); ++i) {
        const StartDecision& d = report.starts[i];
        const bool placed = report.start_span_ranges.size() == report.starts.size();
        if (!(placed ? rm_.start_placed(d.job, d.allocation, t, report.spans_of(i))
                     : rm_.start(d.job, d.allocation, t)))
            continue;
        JobOutcome& o = outcomes_[d.job.value()];
        o.backfilled = d.backfilled;
        o.nodes = static_cast<std::uint32_t>(d.allocation.size());
    }
    rm_events_.clear();
    rm_.poll(t, rm_events_);
    for (const auto& e : rm_events_) {
        JobOutcome& o = outcomes_[e.job.value()];
        switch (e.kind) {
            case RmEvent::Kind::Started:
                o.start = e.at;
                break;
            case RmEvent::Kind::StartFailed:
                o.backfilled = false;
                o.nodes = 0;
                break;
            case RmEvent::Kind::Ended:
                ended(e);
                break;
            case RmEvent::Kind::NodeChanged:
                break;
        }
    }
}

void Simulator::ended(const RmEvent& e) {
    JobOutcome& o = outcomes_[e.job.value()];
    o.end = e.at;
    o.stopped_at_limit = e.stopped_at_limit;
    ++jobs_done_;
    dirty_ = true;
    if (policy_) policy_->job_ended(rm_.snapshot(), e.job, o.start, e.at);
}

nlohmann::json Simulator::checkpoint() const {
    nlohmann::json j;
    j["version"] = 1;
    j["now"] = now_.seconds();
    j["job_count"] = outcomes_.size();
    j["next_arrival"] = next_arrival_;
    j["pending_iterate"] =
        pending_iterate_ ? nlohmann::json(pending_iterate_->seconds()) : nlohmann::json(nullptr);
    j["chunk_event"] = chunk_event_.seconds();
    j["dirty"] = dirty_;
    j["waiting"] = waiting_for_events();
    j["jobs_done"] = jobs_done_;
    j["iterations"] = iterations_;
    j["scheduler"] = to_json(state_);
    auto jobs = nlohmann::json::array();
    const Snapshot& snap = rm_.snapshot();
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
        jobs.push_back(std::move(e));
    }
    j["jobs"] = std::move(jobs);
    return j;
}

bool Simulator::restore(const nlohmann::json& j, std::string& error) {
    try {
        if (j.at("version").get<int>() != 1) {
            error = "checkpoint: unsupported version " + j.at("version").dump();
            return false;
        }
        if (j.at("job_count").get<std::size_t>() != outcomes_.size()) {
            error = "checkpoint: it was taken with " + j.at("job_count").dump() + " jobs, this replay has " +
                    std::to_string(outcomes_.size());
            return false;
        }
        auto st = state_from_json(j.at("scheduler"), error);
        if (!st) return false;
        Snapshot& snap = rm_.snapshot();
        const auto arrived = j.at("next_arrival").get<std::size_t>();
        if (arrived > arrival_.size()) {
            error = "checkpoint: next_arrival out of range";
            return false;
        }
        for (; next_arrival_ < arrived; ++next_arrival_) rm_.submit(arrival_[next_arrival_]);
        now_ = Time::from_seconds(j.at("now").get<std::int64_t>());
        reject_due(now_);
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
                snap.record_finished(id, o.end);
            } else {
                Allocation alloc;
                for (const auto& nt : e.at("allocation"))
                    alloc.push_back(
                        NodeTasks{NodeId(nt.at(0).get<NodeId::Rep>()), nt.at(1).get<std::int64_t>()});
                if (!rm_.start(id, alloc, o.start)) {
                    error = "checkpoint: job " + snap.job(id).name + " cannot be restarted on its allocation";
                    return false;
                }
            }
        }
        rm_events_.clear();
        rm_.poll(now_, rm_events_);
        state_ = std::move(*st);
        state_.grow(outcomes_.size());
        jobs_done_ = j.at("jobs_done").get<std::int64_t>();
        iterations_ = j.at("iterations").get<std::int64_t>();
        dirty_ = j.at("dirty").get<bool>();
        restored_waiting_ = j.value("waiting", false);
        chunk_event_ = Time::from_seconds(j.at("chunk_event").get<std::int64_t>());
        queue_ = EventQueue{};
        schedule_periodic(now_);
        if (!j.at("pending_iterate").is_null()) {
            pending_iterate_ = Time::from_seconds(j.at("pending_iterate").get<std::int64_t>());
            queue_.push(*pending_iterate_, EventKind::Iterate);
        }
        if (chunk_event_ > now_) queue_.push(chunk_event_, EventKind::ChunkExpiry);
        return true;
    } catch (const std::exception& e) {
        error = std::string("checkpoint: ") + e.what();
        return false;
    }
}

}  // namespace outrigger
