#include "stack/policy_stack.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <utility>

#include "policy/fairshare/target.hpp"
#include "stack/policy_filters.hpp"
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
        t.diagnostics.push_back(fmt::format("{}: {}", d.file, d.message));
    t.policy = std::make_unique<ThrottlePolicy>(std::move(compiled.table), cluster.total());
    t.idle = limits.idle;
    return t;
}

PolicyStack::PolicyStack(Config config, Cluster& cluster, LocalCalendar calendar, StackOptions options)
    : config_(std::move(config)),
      cluster_(&cluster),
      calendar_(std::move(calendar)),
      reservations_(config_.standing_reservations, config_.nodes.allocation, cluster, calendar_),
      throttling_(compile_throttling(config_.credentials, cluster)),
      fairshare_(config_.fairshare, config_.credentials, config_.service.poll_interval, cluster, calendar_,
                 options.statistics_dir) {
    for (const auto& d : reservations_.book().diagnostics()) diagnostics_.push_back(format_diagnostic(d));
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
    if (auto midnight = reservations_.midnight_event()) out.push_back(std::move(*midnight));
    return out;
}

Time PolicyStack::next_boundary(Time t) const {
    return reservations_.next_boundary(t);
}

// OWNERPREEMPT's filter joins the scheduler once a reservation with the flag has been placed:
// without one it would only cost every eligibility check.
void PolicyStack::add_late_filters() {
    if (preempt_filter_ || !reservations_.owner_preempts()) return;
    scheduler_->add_filter(reservations_.preempted_filter());
    preempt_filter_ = true;
}

void PolicyStack::start(Snapshot& snapshot, Time now) {
    started_ = true;
    append(diagnostics_, fairshare_.start(now));
    reservations_.start(snapshot, now);
    for (const EarlyEnd& e : std::exchange(ended_before_start_, {}))
        fairshare_.job_ended(snapshot, e.job, e.start, e.end, reservations_.idle_charged());
}

bool PolicyStack::prepare(Snapshot& snapshot, Time now, std::vector<JobId>& requeue) {
    bool changed = false;
    if (!started_) {
        start(snapshot, now);
        changed = true;
    }
    // Reserved use and a closing window are accounted against the book as it stood over the time
    // charged, so before the book rolls to `now`.
    fairshare_.track_reserved_use(snapshot, reservations_.idle_charged());
    append(diagnostics_, fairshare_.roll(snapshot, now, reservations_.idle_charged()));
    changed |= reservations_.advance(snapshot, now);
    add_late_filters();
    const std::size_t before = requeue.size();
    changed |= reservations_.owner_preempt(snapshot, now, requeue);
    // The jobs taken back still run in the snapshot: their partial runs are charged now, in the
    // order they were taken; the driver of the loop requeues them.
    for (std::size_t i = before; i < requeue.size(); ++i) fairshare_.job_requeued(snapshot, requeue[i], now);
    fairshare_.refresh(snapshot, now);
    return changed;
}

void PolicyStack::job_ended(const Snapshot& snapshot, JobId job, Time start_at, Time end) {
    if (!started_) {
        ended_before_start_.push_back(EarlyEnd{job, start_at, end});
        return;
    }
    fairshare_.job_ended(snapshot, job, start_at, end, reservations_.idle_charged());
}

SetresResult PolicyStack::add_reservation(const SetresRequest& request, Snapshot& snapshot, Time now) {
    SetresResult result = reservations_.add_reservation(request, snapshot, now);
    add_late_filters();
    return result;
}

bool PolicyStack::waits_for_events(const Snapshot&) const {
    const IterationReport& last = scheduler_->last_report();
    const bool boundary_ahead = !next_boundary(last.now).is_never();
    if (boundary_ahead && !last.short_jobs.empty()) return true;  // InsufficientResources
    return std::any_of(last.notes.begin(), last.notes.end(), [&](const BlockNote& n) {
        return (fairshare_.on() && n.code == ReasonCode::FairshareCap) ||
               (boundary_ahead &&
                (n.code == ReasonCode::InsufficientResources || n.code == ReasonCode::Reserved));
    });
}

std::vector<std::string> PolicyStack::take_over(PolicyStack& old, Snapshot& snapshot, Time now) {
    std::vector<std::string> notes;
    started_ = old.started_;
    reservations_.take_over(old.reservations_, snapshot, now, started_);
    add_late_filters();
    if (!started_) {
        ended_before_start_ = std::move(old.ended_before_start_);
        return notes;
    }
    const FairshareSettings& was = old.config_.fairshare;
    const FairshareSettings& is = config_.fairshare;
    if (old.fairshare_.on() == fairshare_.on() && was.interval == is.interval && was.depth == is.depth) {
        try {
            fairshare_.restore(fairshare_.read(old.fairshare_.checkpoint()), snapshot,
                               reservations_.idle_charged());
            return notes;
        } catch (const std::exception& e) {
            notes.push_back(std::string("fairshare usage could not be carried over: ") + e.what());
        }
    }
    append(notes, fairshare_.start(now));
    if (fairshare_.on())
        notes.push_back(
            fmt::format("fairshare usage history restarts at this instant (FSINTERVAL {}s, FSDEPTH {} "
                        "now; it was FSINTERVAL {}s, FSDEPTH {}{})",
                        is.interval.count(), is.depth, was.interval.count(), was.depth,
                        old.fairshare_.on() ? "" : ", fairshare off"));
    return notes;
}

// One flat object: the parts' keys side by side, as checkpoints have always been written.
nlohmann::json PolicyStack::checkpoint() const {
    nlohmann::json j;
    j["version"] = 1;
    j["started"] = started_;
    j.update(fairshare_.checkpoint());
    j.update(reservations_.checkpoint());
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
        ReservationDriver::Saved reservations = ReservationDriver::read(j);
        const bool started = j.at("started").get<bool>();
        if (!reservations_.restore(std::move(reservations), snapshot)) {
            error =
                "policy checkpoint: the reservation book does not match the configuration's SRCFG entries";
            return false;
        }
        started_ = started;
        fairshare_.restore(std::move(fairshare), snapshot, reservations_.idle_charged());
        add_late_filters();
        return true;
    } catch (const std::exception& e) {
        error = std::string("policy checkpoint: ") + e.what();
        return false;
    }
}

}  // namespace outrigger
