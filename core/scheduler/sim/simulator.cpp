#include "sim/simulator.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <utility>

namespace outrigger {

namespace {
EngineOptions engine_options(const SimOptions& o) {
    return EngineOptions{o.poll, o.recent_finished};
}
PolicyStack* stack_of(InstantPolicy* policy) {
    return dynamic_cast<PolicyStack*>(policy);
}
}  // namespace

Simulator::Simulator(const Cluster& cluster, std::vector<Job> jobs, Scheduler& scheduler, SimOptions options,
                     InstantPolicy* policy)
    : Simulator(ComposedPolicy::borrow(cluster, scheduler, policy, stack_of(policy)), std::move(jobs),
                std::move(options)) {}

Simulator::Simulator(ComposedPolicy policy, std::vector<Job> jobs, SimOptions options)
    : rm_(policy.cluster()),
      engine_(rm_, std::move(policy), engine_options(options)),
      options_(std::move(options)) {
    // One pass over the job records: the snapshot takes each, and it is judged (its arrival
    // queued, or its refusal when it can never run) in the same visit: the records of a large
    // trace do not fit in the processor's cache, and every further pass reads them from memory
    // again. A trace is almost always in submission order already (ids increase, so non-decreasing
    // submit times are the (submit, id) order); one that is not is sorted and judged afterwards.
    // Room for every job in each list: only the part a list fills is ever touched (a large
    // reservation is mapped lazily), and neither is copied as it grows.
    arrival_.reserve(jobs.size());
    arrival_at_.reserve(jobs.size());
    refusals_.reserve(jobs.size());
    std::vector<JobId> unordered;
    Time last = Time::min();
    const auto take = [&](const Job& j) {
        if (unordered.empty() && !(j.submit < last)) {
            last = j.submit;
            judge(j.id, j.submit);
            return;
        }
        if (unordered.empty()) {
            // Out of order: everything judged so far joins the sort.
            unordered = std::exchange(arrival_, {});
            for (const Refusal& r : refusals_) unordered.push_back(r.job);
            arrival_at_.clear();
            refusals_.clear();
        }
        unordered.push_back(j.id);
    };
    submit_errors_ = rm_.snapshot().add_jobs(std::move(jobs), take);
    const Snapshot& snap = rm_.snapshot();
    if (!submit_errors_.empty()) {
        // Jobs the dependency check refused were judged with the rest: judge again without them.
        arrival_.clear();
        arrival_at_.clear();
        refusals_.clear();
        unordered.clear();
        last = Time::min();
        for (const Job& j : snap.jobs())
            if (snap.state(j.id) == JobState::Idle) take(j);
    }
    engine_.jobs_added();
    if (!unordered.empty()) {
        std::stable_sort(unordered.begin(), unordered.end(), [&snap](JobId a, JobId b) {
            const Job& x = snap.job(a);
            const Job& y = snap.job(b);
            return x.submit != y.submit ? x.submit < y.submit : x.id < y.id;
        });
        refuse_never_runnable(std::move(unordered));
    }
    std::optional<Time> first;
    if (!arrival_.empty()) first = arrival_at_.front();
    if (!refusals_.empty() && (!first || refusals_.front().submit < *first)) first = refusals_.front().submit;
    engine_.set_poll_origin(first ? *first : Time{});
    if (first) schedule_periodic(engine_.poll_origin() - Duration::seconds(1));
    policy_generation_ = engine_.policy_generation();
}

// Jobs that can never run are found here, once each, and rejected when their submit time comes;
// they make no event of their own and never join the queue. `candidates` are in arrival order and
// follow the jobs already in arrival_.
void Simulator::refuse_never_runnable(std::vector<JobId> candidates) {
    arrival_.reserve(arrival_.size() + candidates.size());
    arrival_at_.reserve(arrival_.size() + candidates.size());
    const Snapshot& snap = rm_.snapshot();
    for (JobId id : candidates) judge(id, snap.job(id).submit);
}

void Simulator::judge(JobId id, Time submit) {
    if (auto why = engine_.refusal(id)) {
        refusals_.push_back(Refusal{submit, id, std::move(why)});
    } else {
        arrival_.push_back(id);
        arrival_at_.push_back(submit);
    }
}

void Simulator::follow_policy() {
    if (engine_.policy_generation() == policy_generation_) return;
    policy_generation_ = engine_.policy_generation();
    EventQueue kept;
    for (; !queue_.empty(); queue_.pop())
        if (queue_.top().kind == EventKind::Iterate || queue_.top().kind == EventKind::ChunkExpiry)
            kept.push(queue_.top().at, queue_.top().kind);
    queue_ = std::move(kept);
    if (!arrival_.empty())
        schedule_periodic(engine_.now() == Time::min() ? engine_.poll_origin() - Duration::seconds(1)
                                                       : engine_.now());
    // The jobs to come, refused or not, in arrival order again, judged by the new policy.
    const Snapshot& snap = rm_.snapshot();
    std::vector<JobId> future(arrival_.begin() + static_cast<std::ptrdiff_t>(next_arrival_), arrival_.end());
    arrival_.resize(next_arrival_);
    arrival_at_.resize(next_arrival_);
    for (std::size_t i = next_refusal_; i < refusals_.size(); ++i) future.push_back(refusals_[i].job);
    refusals_.resize(next_refusal_);
    std::stable_sort(future.begin(), future.end(), [&snap](JobId a, JobId b) {
        const Job& x = snap.job(a);
        const Job& y = snap.job(b);
        return x.submit != y.submit ? x.submit < y.submit : x.id < y.id;
    });
    refuse_never_runnable(std::move(future));
}

void Simulator::schedule_periodic(Time after) {
    for (const auto& [kind, next] : engine_.periodic_events()) queue_.push(next(after), kind);
}

void Simulator::schedule(const Wakeups& w) {
    if (w.iterate) queue_.push(*w.iterate, EventKind::Iterate);
    if (w.chunk_expiry) queue_.push(*w.chunk_expiry, EventKind::ChunkExpiry);
}

std::optional<Time> Simulator::next_instant() const {
    std::optional<Time> t;
    const auto consider = [&t](Time x) {
        if (!t || x < *t) t = x;
    };
    if (engine_.needs_instant() && engine_.now() != Time::min()) consider(engine_.now());
    if (next_arrival_ < arrival_.size()) consider(arrival_at_[next_arrival_]);
    if (const auto e = rm_.next_event()) consider(*e);
    // Periodic events alone never keep a finished replay going.
    const bool work_left = t.has_value() || engine_.has_work();
    if (!queue_.empty() && work_left) consider(queue_.top().at);
    if (work_left) {
        const Time w = engine_.next_boundary();
        if (!w.is_never()) consider(w);
    }
    return t;
}

bool Simulator::step() {
    follow_policy();
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
        options_.progress(SimProgress{engine_.jobs_done(), static_cast<std::int64_t>(arrival_.size()), now(),
                                      std::chrono::duration<double>(w - wall0).count()});
    };
    while (true) {
        follow_policy();
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
    reject_due(t);
    const std::size_t first = next_arrival_;
    while (next_arrival_ < arrival_.size() && arrival_at_[next_arrival_] <= t) ++next_arrival_;
    due_.clear();
    while (!queue_.empty() && queue_.top().at <= t) {
        const Event e = queue_.top();
        queue_.pop();
        due_.push_back(DueEvent{e.at, e.kind});
        if (e.kind == EventKind::Iterate || e.kind == EventKind::ChunkExpiry) continue;
        for (const auto& [kind, next] : engine_.periodic_events())
            if (kind == e.kind) queue_.push(next(e.at), kind);
    }
    const std::span<const JobId> arrivals(arrival_.data() + first, next_arrival_ - first);
    // The next arrivals' records lie far apart in a large trace and are cold when they come (the
    // queue reads each as it joins): ask for them now, while this instant's iteration runs.
    const Snapshot& snap = rm_.snapshot();
    for (std::size_t i = next_arrival_; i < arrival_.size() && i < next_arrival_ + 2; ++i)
        __builtin_prefetch(&snap.job(arrival_[i]));
    schedule(engine_.advance(t, InstantInput{arrivals, due_}));
}

void Simulator::reject_due(Time t) {
    // Each refusal is used once: its reason moves into the snapshot.
    for (; next_refusal_ < refusals_.size() && refusals_[next_refusal_].submit <= t; ++next_refusal_)
        engine_.reject(refusals_[next_refusal_].job, std::move(refusals_[next_refusal_].why));
}

nlohmann::json Simulator::checkpoint() const {
    nlohmann::json j;
    j["version"] = 1;
    engine_.checkpoint_into(j);
    j["next_arrival"] = next_arrival_;
    // The pending events exactly, so that a restored replay handles the same instants in the same
    // order as one never stopped (several wakeups may be pending at once).
    nlohmann::json events = nlohmann::json::array();
    for (const Event& e : queue_.in_order())
        events.push_back({e.at.seconds(), static_cast<int>(e.kind), e.payload});
    j["events"] = std::move(events);
    return j;
}

bool Simulator::restore(const nlohmann::json& j, std::string& error) {
    try {
        if (j.at("version").get<int>() != 1) {
            error = "checkpoint: unsupported version " + j.at("version").dump();
            return false;
        }
        if (j.at("job_count").get<std::size_t>() != engine_.outcomes().size()) {
            error = "checkpoint: it was taken with " + j.at("job_count").dump() + " jobs, this replay has " +
                    std::to_string(engine_.outcomes().size());
            return false;
        }
        const auto arrived = j.at("next_arrival").get<std::size_t>();
        if (arrived > arrival_.size()) {
            error = "checkpoint: next_arrival out of range";
            return false;
        }
        // Validated before anything is queued.
        if (StateRead read = read_state(j.at("scheduler")); !read.state) {
            error = std::move(read.error);
            return false;
        }
        const Time now = Time::from_seconds(j.at("now").get<std::int64_t>());
        for (; next_arrival_ < arrived; ++next_arrival_) rm_.enqueue(arrival_[next_arrival_], now);
        reject_due(now);
        if (!engine_.restore_from(j, error)) return false;
        queue_ = EventQueue{};
        if (const auto events = j.find("events"); events != j.end()) {
            for (const auto& e : *events) {
                const int kind = e.at(1).get<int>();
                if (kind < 0 || kind > static_cast<int>(EventKind::Iterate)) {
                    error = "checkpoint: unknown event kind " + std::to_string(kind);
                    return false;
                }
                queue_.push(Time::from_seconds(e.at(0).get<std::int64_t>()), static_cast<EventKind>(kind),
                            e.at(2).get<std::uint32_t>());
            }
        } else {
            // A checkpoint from before events were kept: the wakeups the engine knows of.
            schedule_periodic(now);
            if (const auto p = engine_.pending_iterate()) queue_.push(*p, EventKind::Iterate);
            if (engine_.chunk_event() > now) queue_.push(engine_.chunk_event(), EventKind::ChunkExpiry);
        }
        return true;
    } catch (const std::exception& e) {
        error = std::string("checkpoint: ") + e.what();
        return false;
    }
}

}  // namespace outrigger
