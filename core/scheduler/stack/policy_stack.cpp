#include "stack/policy_stack.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <utility>

#include "policy/fairshare/target.hpp"
#include "reservation/acl.hpp"
#include "stack/policy_filters.hpp"
#include "stack/state_json.hpp"
#include "stack/throttle_filter.hpp"

namespace outrigger {

namespace {

struct LimitsPresent {
    bool any = false;   // some active, idle or per-job limit: throttling is on
    bool idle = false;  // some idle limit: the idle selection is on
};

LimitsPresent limits_present(const CredentialSettings& creds) {
    LimitsPresent p;
    const auto scan = [&p](const std::vector<LimitSpec>& limits, const JobLimits& job) {
        if (!limits.empty() || job != JobLimits{}) p.any = true;
        for (const auto& l : limits) p.idle |= l.idle;
    };
    for (const auto& kind : creds.by_kind)
        for (const auto& [name, cc] : kind) scan(cc.limits, cc.job_limits);
    scan(creds.system.limits, creds.system.job_limits);
    return p;
}

bool has_fairshare_cap(const CredentialSettings& creds) {
    for (const auto& kind : creds.by_kind)
        for (const auto& [name, cc] : kind)
            if (cc.fstarget && is_cap(cc.fstarget->type)) return true;
    return false;
}

void append(std::vector<std::string>& to, std::vector<std::string> lines) {
    for (std::string& line : lines) to.push_back(std::move(line));
}

}  // namespace

PolicyStack::Throttling PolicyStack::compile_throttling(const CredentialSettings& credentials,
                                                        Cluster& cluster) {
    Throttling t;
    const LimitsPresent limits = limits_present(credentials);
    if (!limits.any) return t;
    CompiledThrottle compiled = LimitTable::compile(credentials, cluster.names());
    for (const auto& d : compiled.diagnostics)
        t.diagnostics.push_back(fmt::format("{}: {}", d.where, d.message));
    t.policy = std::make_unique<ThrottlePolicy>(std::move(compiled.table), cluster.total());
    t.idle = limits.idle;
    return t;
}

PolicyStack::PolicyStack(Config config, Cluster& cluster, LocalCalendar calendar, StackOptions options)
    : config_(std::move(config)),
      cluster_(&cluster),
      calendar_(std::move(calendar)),
      book_(config_.standing_reservations, cluster, calendar_, config_.nodes.allocation),
      oracle_(book_, cluster.names()),
      has_standing_(!config_.standing_reservations.empty()),
      throttling_(compile_throttling(config_.credentials, cluster)),
      fairshare_(config_.fairshare, config_.credentials, config_.service.poll_interval, cluster, calendar_,
                 options.statistics_dir) {
    for (const auto& d : book_.diagnostics()) diagnostics_.push_back(to_string(d));
    append(diagnostics_, std::exchange(throttling_.diagnostics, {}));

    SchedulerPolicy policy = SchedulerPolicy::from_config(config_);
    if (options.named) policy.apply(*options.named);
    auto priority = std::make_unique<EnginePriority>(config_.priority, config_.credentials, cluster.names(),
                                                     cluster.partitions(),
                                                     fairshare_.on() ? &fairshare_.fairshare() : nullptr);
    priority_ = priority.get();
    scheduler_ = std::make_unique<Scheduler>(policy, std::move(priority));
    if (throttling_.policy) {
        scheduler_->add_filter(std::make_unique<ThrottleFilter>(*throttling_.policy));
        if (throttling_.idle)
            scheduler_->set_idle_selection(std::make_unique<ThrottleIdleSelection>(*throttling_.policy));
    }
    if (fairshare_.on() && has_fairshare_cap(config_.credentials))
        scheduler_->add_filter(std::make_unique<FairshareCapFilter>(fairshare_.fairshare()));
    if (config_.priority.reject_negative) {
        auto negative = std::make_unique<NegativePriorityFilter>(*priority_);
        negative_ = negative.get();
        scheduler_->add_filter(std::move(negative));
    }
}

PolicyStack::~PolicyStack() = default;

void PolicyStack::bind(const SchedulerState& state) {
    if (negative_ != nullptr) negative_->bind(state);
}

std::vector<PeriodicEvent> PolicyStack::periodic_events() const {
    std::vector<PeriodicEvent> out;
    if (auto window = fairshare_.window_event()) out.push_back(std::move(*window));
    if (has_standing_) {
        const LocalCalendar cal = calendar_;
        out.emplace_back(EventKind::LocalMidnight, [cal](Time t) { return cal.next_midnight(t); });
    }
    return out;
}

Time PolicyStack::next_boundary(Time t) const {
    const auto it = std::upper_bound(boundaries_.begin(), boundaries_.end(), t);
    return it == boundaries_.end() ? Time::never() : *it;
}

void PolicyStack::start(Snapshot& snapshot, Time now) {
    started_ = true;
    append(diagnostics_, fairshare_.start(now));
    if (has_standing_) {
        const CalendarCapacity view(*cluster_, snapshot.calendar());
        book_.roll(now, view);
        next_roll_ = book_.next_roll(now);
    }
    oracle_.reindex();
    snapshot.set_access_oracle(&oracle_);
    sync_reservations(snapshot);
}

bool PolicyStack::prepare(Snapshot& snapshot, Time now, std::vector<JobId>& requeue) {
    bool changed = false;
    if (!started_) {
        start(snapshot, now);
        changed = true;
    }
    // Reserved use and a closing window are accounted against the book as it stood over the time
    // charged, so before the book rolls to `now`.
    fairshare_.track_reserved_use(snapshot, idle_charged());
    append(diagnostics_, fairshare_.roll(snapshot, now, idle_charged()));

    bool book_changed = false;
    if (has_standing_ && now >= next_roll_) {
        const CalendarCapacity view(*cluster_, snapshot.calendar());
        const RollReport rolled = book_.roll(now, view);
        next_roll_ = book_.next_roll(now);
        book_changed = !rolled.removed.empty() || !rolled.created.empty();
    }
    const auto rs = book_.reservations();
    if (!snapshot.idle().empty() &&
        std::any_of(rs.begin(), rs.end(), [](const Reservation& r) { return r.partial(); })) {
        const CalendarCapacity view(*cluster_, snapshot.calendar());
        const GrowReport grown = book_.grow(now, view);
        book_changed |= !grown.grown.empty() || !grown.moved.empty();
    }
    if (book_changed) {
        oracle_.reindex();
        sync_reservations(snapshot);
        changed = true;
    }
    const std::size_t before = requeue.size();
    if (has_owner_preempt_ && !snapshot.idle().empty()) changed |= owner_preempt(snapshot, now, requeue);
    // The jobs taken back still run in the snapshot: their partial runs are charged now, in the
    // order they were taken; the driver of the loop requeues them.
    for (std::size_t i = before; i < requeue.size(); ++i) fairshare_.job_requeued(snapshot, requeue[i], now);
    fairshare_.refresh(snapshot, now);
    return changed;
}

void PolicyStack::job_ended(const Snapshot& snapshot, JobId job, Time start_at, Time end) {
    fairshare_.job_ended(snapshot, job, start_at, end, idle_charged());
}

void PolicyStack::sync_reservations(Snapshot& snapshot) {
    const auto rs = book_.reservations();
    for (auto it = synced_.begin(); it != synced_.end();) {
        const bool kept = std::any_of(rs.begin(), rs.end(),
                                      [&it](const Reservation& r) { return r.id.value() == it->first; });
        if (kept) {
            ++it;
        } else {
            snapshot.remove_reservation(ReservationId(it->first));
            it = synced_.erase(it);
        }
    }
    has_owner_preempt_ = false;
    has_charged_ = false;
    const bool had_owner_preempt = preempt_filter_;
    std::vector<ReservedBlock> blocks;
    for (const Reservation& r : rs) {
        has_owner_preempt_ |= r.has(ReservationFlag::OwnerPreempt) && r.owner.has_value();
        has_charged_ |= r.charge_account.has_value() || r.owner.has_value();
        auto& entry = synced_[r.id.value()];
        if (entry.first == r.span && entry.second == r.allocation) continue;
        entry = {r.span, r.allocation};
        blocks.clear();
        for (const NodeHold& h : r.allocation) blocks.push_back(ReservedBlock{h.node, h.held});
        snapshot.add_reservation(r.id, r.name, r.span, blocks);
    }
    boundaries_.clear();
    for (const Reservation& r : rs) {
        boundaries_.push_back(r.span.start);
        if (!r.span.end.is_never()) boundaries_.push_back(r.span.end);
    }
    std::sort(boundaries_.begin(), boundaries_.end());
    boundaries_.erase(std::unique(boundaries_.begin(), boundaries_.end()), boundaries_.end());
    if (has_owner_preempt_ && !had_owner_preempt) {
        scheduler_->add_filter(std::make_unique<PreemptedFilter>(preempted_now_, preempted_at_));
        preempt_filter_ = true;
    }
}

bool PolicyStack::owner_preempt(Snapshot& snapshot, Time now, std::vector<JobId>& requeue) {
    const Names& names = cluster_->names();
    bool took = false;
    for (const Reservation& r : book_.reservations()) {
        if (!r.has(ReservationFlag::OwnerPreempt) || !r.owner || !r.active_at(now)) continue;
        const auto owner = names.find(r.owner->kind, r.owner->name);
        if (!owner) continue;
        // The owner's first waiting job (queue order) that the reservation admits and that cannot
        // start now without taking resources back.
        for (JobId id : snapshot.idle()) {
            const Job& job = snapshot.job(id);
            if (job.creds[r.owner->kind] != *owner || any(job.hold)) continue;
            if (std::any_of(job.depends_on.begin(), job.depends_on.end(),
                            [&snapshot](JobId d) { return snapshot.state(d) != JobState::Completed; }))
                continue;
            const Interval span{now, now + job.walltime};
            if (!check_access(r, job, span, names).admitted()) continue;
            FitRequest fit = FitRequest::for_job(job);
            const JobReservationGate gate(oracle_, job);
            fit.gate = &gate;
            if (snapshot.calendar().fits_at(fit, now)) break;  // it starts without help
            std::vector<RunningUse> uses;
            for (const RunningJob& rj : snapshot.running_jobs()) {
                if (std::find(requeue.begin(), requeue.end(), rj.job) != requeue.end()) continue;
                const Job& other = snapshot.job(rj.job);
                for (const NodeTasks& nt : rj.allocation)
                    if (r.covers(nt.node))
                        uses.push_back(RunningUse{rj.job, other.creds, nt.node,
                                                  other.request.per_task * nt.tasks, rj.start});
            }
            const PreemptionChoice choice = choose_owner_preemption(r, job, uses, now, names);
            if (choice.verdict == PreemptVerdict::Preempt) {
                for (const PreemptedJob& p : choice.preempt) {
                    requeue.push_back(p.job);
                    if (preempted_at_ != now) preempted_now_.clear();
                    preempted_at_ = now;
                    preempted_now_.push_back(p.job);
                }
                preemptions_.push_back(PreemptionRecord{now, r.id, job.id, choice.preempt});
                took = true;
            }
            break;
        }
    }
    return took;
}

SetresResult PolicyStack::add_reservation(const SetresRequest& request, Snapshot& snapshot, Time now) {
    const CalendarCapacity view(*cluster_, snapshot.calendar());
    SetresResult result = book_.setres(request, now, *cluster_, view);
    if (result.id) {
        oracle_.reindex();
        snapshot.set_access_oracle(&oracle_);
        sync_reservations(snapshot);
    }
    return result;
}

bool PolicyStack::waits_for_events(const Snapshot&) const {
    const IterationReport& last = scheduler_->last_report();
    const bool boundary_ahead = !next_boundary(last.now).is_never();
    return std::any_of(last.notes.begin(), last.notes.end(), [&](const BlockNote& n) {
        return (fairshare_.on() && n.code == ReasonCode::FairshareCap) ||
               (boundary_ahead &&
                (n.code == ReasonCode::InsufficientResources || n.code == ReasonCode::Reserved));
    });
}

// One flat object: the parts' keys side by side, as checkpoints have always been written.
nlohmann::json PolicyStack::checkpoint() const {
    nlohmann::json j;
    j["version"] = 1;
    j["started"] = started_;
    j.update(fairshare_.checkpoint());
    j["next_roll"] = next_roll_.seconds();
    j["book"] = book_state_to_json(book_.save_state());
    return j;
}

bool PolicyStack::restore(const nlohmann::json& j, Snapshot& snapshot, std::string& error) {
    try {
        if (j.at("version").get<int>() != 1) {
            error = "policy checkpoint: unsupported version " + j.at("version").dump();
            return false;
        }
        // Everything is read before anything changes.
        FairshareAccountant::Saved fairshare = fairshare_.read(j);
        ReservationBook::State book = book_state_from_json(j.at("book"));
        const Time next_roll = Time::from_seconds(j.at("next_roll").get<std::int64_t>());
        const bool started = j.at("started").get<bool>();
        if (!book_.load_state(std::move(book))) {
            error =
                "policy checkpoint: the reservation book does not match the configuration's SRCFG entries";
            return false;
        }
        started_ = started;
        next_roll_ = next_roll;
        oracle_.reindex();
        snapshot.set_access_oracle(&oracle_);
        for (const auto& [id, entry] : synced_) snapshot.remove_reservation(ReservationId(id));
        synced_.clear();
        sync_reservations(snapshot);
        fairshare_.restore(std::move(fairshare), snapshot, idle_charged());
        return true;
    } catch (const std::exception& e) {
        error = std::string("policy checkpoint: ") + e.what();
        return false;
    }
}

}  // namespace outrigger
