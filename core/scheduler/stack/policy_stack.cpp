#include "stack/policy_stack.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "policy/fairshare/charging.hpp"
#include "policy/fairshare/target.hpp"
#include "reservation/acl.hpp"
#include "reservation/idle_charge.hpp"
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

// Floor division: window boundaries are multiples of the interval on the scheduler clock.
std::int64_t floor_div(std::int64_t a, std::int64_t b) {
    return a / b - ((a % b != 0) && ((a < 0) != (b < 0)) ? 1 : 0);
}

}  // namespace

PolicyStack::PolicyStack(Config config, Cluster& cluster, LocalCalendar calendar, StackOptions options)
    : config_(std::move(config)),
      cluster_(&cluster),
      calendar_(std::move(calendar)),
      options_(std::move(options)),
      ledger_(config_.fairshare, Time{}),
      book_(config_.standing_reservations, cluster, calendar_, config_.nodes.allocation),
      oracle_(book_, cluster.names()) {
    total_ = cluster.total();
    fairshare_on_ = config_.fairshare.policy != FsPolicy::None;
    if (fairshare_on_ && options_.statistics_dir) store_.emplace(*options_.statistics_dir, calendar_);
    for (const auto& d : book_.diagnostics()) diagnostics_.push_back(to_string(d));
    has_standing_ = !config_.standing_reservations.empty();

    // Throttling first: compiling it interns every configured name, so the priority engine built
    // next resolves them all once.
    const LimitsPresent limits = limits_present(config_.credentials);
    if (limits.any) {
        CompiledThrottle compiled = LimitTable::compile(config_.credentials, cluster.names());
        for (const auto& d : compiled.diagnostics)
            diagnostics_.push_back(fmt::format("{}: {}", d.where, d.message));
        throttle_ = std::make_unique<ThrottlePolicy>(std::move(compiled.table), cluster.total());
    }
    rebuild_fairshare();

    SchedulerPolicy policy = SchedulerPolicy::from_config(config_);
    if (options_.named) policy.apply(*options_.named);
    auto priority =
        std::make_unique<EnginePriority>(config_.priority, config_.credentials, cluster.names(),
                                         cluster.partitions(), fairshare_on_ ? &fairshare_ : nullptr);
    priority_ = priority.get();
    scheduler_ = std::make_unique<Scheduler>(policy, std::move(priority));
    if (throttle_) {
        scheduler_->add_filter(std::make_unique<ThrottleFilter>(*throttle_));
        if (limits.idle) scheduler_->set_idle_selection(std::make_unique<ThrottleIdleSelection>(*throttle_));
    }
    if (fairshare_on_ && has_fairshare_cap(config_.credentials))
        scheduler_->add_filter(std::make_unique<FairshareCapFilter>(fairshare_));
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
    if (fairshare_on_) {
        const std::int64_t step = std::max<std::int64_t>(1, config_.fairshare.interval.count());
        out.emplace_back(EventKind::FairshareWindow, [step](Time t) {
            return Time::from_seconds((floor_div(t.seconds(), step) + 1) * step);
        });
    }
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

const Resources& PolicyStack::partition_total(const Job& job) const {
    if (job.partition.valid() && job.partition.value() < cluster_->partitions().size())
        return cluster_->partition(job.partition).total;
    return total_;
}

Time& PolicyStack::charged_until(JobId job) {
    if (job.value() >= charged_until_.size()) charged_until_.resize(job.value() + 1, Time::never());
    return charged_until_[job.value()];
}

void PolicyStack::charge_run(const Job& job, Interval ran) {
    if (ran.end <= ran.start) return;
    charge_job_usage(ledger_, config_.fairshare.policy, job, partition_total(job), ran);
    fairshare_dirty_ = true;
    fs_charged_from_ = min(fs_charged_from_, ran.start);
    for (const CredKind k : kAllCredKinds)
        if (const CredId id = job.creds[k]; id.valid()) fs_charged_.insert(CredRef{k, id});
}

void PolicyStack::charge_running(const Snapshot& snapshot, Time until) {
    for (const RunningJob& r : snapshot.running_jobs()) {
        Time& cu = charged_until(r.job);
        const Time from = cu.is_never() ? r.start : max(cu, r.start);
        if (from >= until) continue;
        charge_run(snapshot.job(r.job), Interval{from, until});
        cu = until;
    }
}

void PolicyStack::rebuild_fairshare() {
    // Between rolls only the current window takes charges, and only for the credentials of the
    // jobs charged: the basis then needs that one window again, and the snapshot those credentials.
    const auto windows = ledger_.windows();
    const bool partial = !fs_full_ && !fs_basis_.empty() && fs_basis_.size() == windows.size() &&
                         fs_basis_.front().start == windows.front().start &&
                         fs_basis_.front().length == windows.front().length &&
                         !(fs_charged_from_ < windows.front().start);
    if (partial) {
        fs_basis_.front() = windows.front();
        fairshare_.refresh(config_.fairshare, fs_basis_, config_.credentials, cluster_->names(), fs_targets_,
                           fs_charged_.items());
    } else {
        fs_basis_.assign(windows.begin(), windows.end());
        fairshare_.rebuild(config_.fairshare, fs_basis_, config_.credentials, cluster_->names(), fs_targets_);
    }
    fs_charged_.clear();
    fs_charged_from_ = Time::never();
    fs_full_ = false;
}

void PolicyStack::start(Snapshot& snapshot, Time now) {
    started_ = true;
    total_ = cluster_->total();
    if (fairshare_on_) {
        ledger_ = FairshareLedger(config_.fairshare, now);
        if (store_) {
            FairshareStore::Loaded loaded = store_->load(cluster_->names(), config_.fairshare.interval);
            for (const auto& d : loaded.diagnostics) diagnostics_.push_back(d.to_string());
            if (!loaded.windows.empty()) ledger_.restore(std::move(loaded.windows), now);
        }
        fairshare_dirty_ = true;
        fs_full_ = true;
    }
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
    if (has_charged_) track_reserved_use(snapshot);
    if (fairshare_on_ && now >= ledger_.current().end()) roll_fairshare(snapshot, now);

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
    if (has_owner_preempt_ && !snapshot.idle().empty()) changed |= owner_preempt(snapshot, now, requeue);
    // Fairshare is brought up to date (running jobs' usage so far charged, the snapshot rebuilt)
    // at most once per RMPOLLINTERVAL of simulated time, as often as a live Maui sees its jobs,
    // and at once after a window rolled.
    if (fairshare_on_ && !snapshot.idle().empty() &&
        (refresh_now_ || now - last_refresh_ >= config_.service.poll_interval)) {
        charge_running(snapshot, now);
        if (fairshare_dirty_) rebuild_fairshare();
        fairshare_dirty_ = false;
        refresh_now_ = false;
        last_refresh_ = now;
    }
    return changed;
}

void PolicyStack::job_ended(const Snapshot& snapshot, JobId job, Time start_at, Time end) {
    if (has_charged_) {
        for (std::size_t i = 0; i < tracked_.size(); ++i) {
            if (tracked_[i].job != job) continue;
            const Job& j = snapshot.job(job);
            for (const NodeTasks& nt : tracked_[i].allocation)
                for (const Reservation& r : book_.reservations())
                    if ((r.charge_account || r.owner) && r.covers(nt.node))
                        uses_.emplace_back(r.id, ReservedUse{nt.node, nt.tasks * j.request.per_task.procs,
                                                             Interval{tracked_[i].start, end}});
            tracked_.erase(tracked_.begin() + static_cast<std::ptrdiff_t>(i));
            break;
        }
    }
    if (!fairshare_on_) return;
    Time& cu = charged_until(job);
    const Time from = cu.is_never() ? start_at : max(cu, start_at);
    charge_run(snapshot.job(job), Interval{from, end});
    cu = Time::never();
}

void PolicyStack::track_reserved_use(const Snapshot& snapshot) {
    for (const RunningJob& r : snapshot.running_jobs()) {
        const bool known = std::any_of(tracked_.begin(), tracked_.end(),
                                       [&r](const TrackedUse& t) { return t.job == r.job; });
        if (known) continue;
        bool touches = false;
        for (const NodeTasks& nt : r.allocation)
            for (const Reservation& res : book_.reservations())
                touches |= (res.charge_account || res.owner) && res.covers(nt.node);
        if (touches) tracked_.push_back(TrackedUse{r.job, r.start, r.allocation});
    }
}

void PolicyStack::charge_idle_reserved(const FsWindow& window, const Snapshot& snapshot) {
    const Interval w{window.start, window.end()};
    for (const Reservation& r : book_.reservations()) {
        if (!(r.charge_account || r.owner) || !r.span.overlaps(w)) continue;
        std::vector<ReservedUse> uses;
        for (const auto& [id, u] : uses_)
            if (id == r.id) uses.push_back(u);
        for (const TrackedUse& t : tracked_) {
            if (snapshot.state(t.job) != JobState::Running) continue;
            const Job& j = snapshot.job(t.job);
            for (const NodeTasks& nt : t.allocation)
                if (r.covers(nt.node))
                    uses.push_back(
                        ReservedUse{nt.node, nt.tasks * j.request.per_task.procs, Interval{t.start, w.end}});
        }
        const IdleCharge idle = idle_reserved_time(r, w, uses);
        if (idle.idle_proc_seconds <= 0 || !idle.charge_to) continue;
        const CredId cred = cluster_->names().intern(idle.charge_to->kind, idle.charge_to->name);
        const Interval over{max(w.start, r.span.start), min(w.end, r.span.end)};
        const auto amount = static_cast<double>(idle.idle_proc_seconds);
        if (idle.charge_to->kind == CredKind::Account) {
            ledger_.charge_account(cred, amount, over);
        } else {
            Credentials c;
            c[idle.charge_to->kind] = cred;
            ledger_.charge(c, amount, over);
        }
        fairshare_dirty_ = true;
        fs_full_ = true;
    }
    std::erase_if(uses_, [&w](const auto& u) { return u.second.span.end <= w.end; });
}

void PolicyStack::roll_fairshare(const Snapshot& snapshot, Time now) {
    // Running jobs' usage up to the boundary belongs to the closing window(s).
    const Time boundary = ledger_.aligned_start(now);
    charge_running(snapshot, boundary);
    if (has_charged_) {
        const FsWindow closing = ledger_.current();
        charge_idle_reserved(closing, snapshot);
    }
    const std::size_t closed = ledger_.roll(now);
    refresh_now_ = true;
    if (store_) {
        for (auto& e : store_->save_roll(ledger_, closed, cluster_->names()))
            diagnostics_.push_back(std::move(e));
    }
    fairshare_dirty_ = true;
    fs_full_ = true;
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
                    // The partial run is charged; the job goes back to the queue.
                    if (fairshare_on_) {
                        if (const RunningJob* rj = snapshot.running(p.job)) {
                            Time& cu = charged_until(p.job);
                            charge_run(snapshot.job(p.job),
                                       Interval{cu.is_never() ? rj->start : max(cu, rj->start), now});
                            cu = now;  // a later run starts after now: nothing of it is charged twice
                        }
                    }
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

nlohmann::json PolicyStack::checkpoint() const {
    nlohmann::json windows = nlohmann::json::array();
    for (const FsWindow& w : ledger_.windows()) windows.push_back(window_to_json(w));
    nlohmann::json charged = nlohmann::json::object();
    for (std::size_t i = 0; i < charged_until_.size(); ++i)
        if (!charged_until_[i].is_never()) charged[std::to_string(i)] = charged_until_[i].seconds();
    nlohmann::json uses = nlohmann::json::array();
    for (const auto& [id, u] : uses_)
        uses.push_back(nlohmann::json::array(
            {id.value(), u.node.value(), u.procs, u.span.start.seconds(), u.span.end.seconds()}));
    nlohmann::json j;
    j["version"] = 1;
    j["started"] = started_;
    j["next_roll"] = next_roll_.seconds();
    j["fairshare_refresh"] = {
        {"last", last_refresh_.seconds()}, {"due", refresh_now_}, {"dirty", fairshare_dirty_}};
    nlohmann::json basis = nlohmann::json::array();
    for (const FsWindow& w : fs_basis_) basis.push_back(window_to_json(w));
    j["fairshare_basis"] = std::move(basis);
    j["ledger"] = {
        {"interval", ledger_.interval().count()}, {"depth", ledger_.depth()}, {"windows", windows}};
    j["charged_until"] = std::move(charged);
    j["reserved_uses"] = std::move(uses);
    j["book"] = book_state_to_json(book_.save_state());
    return j;
}

bool PolicyStack::restore(const nlohmann::json& j, Snapshot& snapshot, std::string& error) {
    try {
        if (j.at("version").get<int>() != 1) {
            error = "policy checkpoint: unsupported version " + j.at("version").dump();
            return false;
        }
        std::vector<FsWindow> windows;
        for (const auto& w : j.at("ledger").at("windows")) windows.push_back(window_from_json(w));
        ReservationBook::State book = book_state_from_json(j.at("book"));
        std::vector<Time> charged;
        for (const auto& [k, v] : j.at("charged_until").items()) {
            const auto i = std::stoul(k);
            if (i >= charged.size()) charged.resize(i + 1, Time::never());
            charged[i] = Time::from_seconds(v.get<std::int64_t>());
        }
        std::vector<std::pair<ReservationId, ReservedUse>> uses;
        for (const auto& u : j.at("reserved_uses"))
            uses.emplace_back(ReservationId(u.at(0).get<ReservationId::Rep>()),
                              ReservedUse{NodeId(u.at(1).get<NodeId::Rep>()), u.at(2).get<std::int64_t>(),
                                          Interval{Time::from_seconds(u.at(3).get<std::int64_t>()),
                                                   Time::from_seconds(u.at(4).get<std::int64_t>())}});
        if (!book_.load_state(std::move(book))) {
            error =
                "policy checkpoint: the reservation book does not match the configuration's SRCFG entries";
            return false;
        }
        started_ = j.at("started").get<bool>();
        next_roll_ = Time::from_seconds(j.at("next_roll").get<std::int64_t>());
        last_refresh_ = Time::from_seconds(j.at("fairshare_refresh").at("last").get<std::int64_t>());
        refresh_now_ = j.at("fairshare_refresh").at("due").get<bool>();
        const bool dirty = j.at("fairshare_refresh").at("dirty").get<bool>();
        total_ = cluster_->total();
        if (!windows.empty()) {
            const Time current = windows.front().start;
            ledger_ = FairshareLedger(Duration::seconds(j.at("ledger").at("interval").get<std::int64_t>()),
                                      j.at("ledger").at("depth").get<int>(), current);
            ledger_.restore(std::move(windows), current);
        }
        charged_until_ = std::move(charged);
        uses_ = std::move(uses);
        tracked_.clear();
        // The snapshot as the stopped run had it: built from the ledger at its last refresh. Usage
        // charged since then (dirty) reaches it at the next refresh, as in the stopped run.
        if (fairshare_on_) {
            fs_basis_.clear();
            for (const auto& w : j.at("fairshare_basis")) fs_basis_.push_back(window_from_json(w));
            fairshare_ = FairshareSnapshot::build(config_.fairshare, fs_basis_, config_.credentials,
                                                  cluster_->names(), fs_targets_);
        }
        fairshare_dirty_ = dirty;
        fs_full_ = true;  // what was charged since the basis is not in the checkpoint
        oracle_.reindex();
        snapshot.set_access_oracle(&oracle_);
        for (const auto& [id, entry] : synced_) snapshot.remove_reservation(ReservationId(id));
        synced_.clear();
        sync_reservations(snapshot);
        if (has_charged_) track_reserved_use(snapshot);
        return true;
    } catch (const std::exception& e) {
        error = std::string("policy checkpoint: ") + e.what();
        return false;
    }
}

bool PolicyStack::waits_for_events(const Snapshot&) const {
    const IterationReport& last = scheduler_->last_report();
    const bool boundary_ahead = !next_boundary(last.now).is_never();
    return std::any_of(last.notes.begin(), last.notes.end(), [&](const BlockNote& n) {
        return (fairshare_on_ && n.code == ReasonCode::FairshareCap) ||
               (boundary_ahead &&
                (n.code == ReasonCode::InsufficientResources || n.code == ReasonCode::Reserved));
    });
}

}  // namespace outrigger
