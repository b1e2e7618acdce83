#include "stack/fairshare_accountant.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "policy/fairshare/charging.hpp"
#include "stack/state_json.hpp"

namespace outrigger {

namespace {

// Floor division: window boundaries are multiples of the interval on the scheduler clock.
std::int64_t floor_div(std::int64_t a, std::int64_t b) {
    return a / b - ((a % b != 0) && ((a < 0) != (b < 0)) ? 1 : 0);
}

}  // namespace

FairshareAccountant::FairshareAccountant(const FairshareSettings& settings,
                                         const CredentialSettings& credentials, Duration poll_interval,
                                         Cluster& cluster, const LocalCalendar& calendar,
                                         const std::optional<std::filesystem::path>& statistics_dir)
    : settings_(&settings),
      credentials_(&credentials),
      poll_interval_(poll_interval),
      cluster_(&cluster),
      total_(cluster.total()),
      on_(settings.policy != FsPolicy::None),
      ledger_(settings, Time{}) {
    if (on_ && statistics_dir) store_.emplace(*statistics_dir, calendar);
    rebuild_fairshare();
}

std::optional<PeriodicEvent> FairshareAccountant::window_event() const {
    if (!on_) return std::nullopt;
    const std::int64_t step = std::max<std::int64_t>(1, settings_->interval.count());
    return PeriodicEvent{EventKind::FairshareWindow, [step](Time t) {
                             return Time::from_seconds((floor_div(t.seconds(), step) + 1) * step);
                         }};
}

const Resources& FairshareAccountant::partition_total(const Job& job) const {
    if (job.partition.valid() && job.partition.value() < cluster_->partitions().size())
        return cluster_->partition(job.partition).total;
    return total_;
}

Time& FairshareAccountant::charged_until(JobId job) {
    if (job.value() >= charged_until_.size()) charged_until_.resize(job.value() + 1, Time::never());
    return charged_until_[job.value()];
}

void FairshareAccountant::charge_run(const Job& job, Interval ran) {
    if (ran.end <= ran.start) return;
    charge_job_usage(ledger_, settings_->policy, job, partition_total(job), ran);
    dirty_ = true;
    charged_from_ = min(charged_from_, ran.start);
    for (const CredKind k : kAllCredKinds)
        if (const CredId id = job.creds[k]; id.valid()) charged_.insert(CredRef{k, id});
}

void FairshareAccountant::charge_running(const Snapshot& snapshot, Time until) {
    for (const RunningJob& r : snapshot.running_jobs()) {
        Time& cu = charged_until(r.job);
        const Time from = max(cu.is_never() ? r.start : max(cu, r.start), charged_floor_);
        if (from >= until) continue;
        charge_run(snapshot.job(r.job), Interval{from, until});
        cu = until;
    }
}

void FairshareAccountant::rebuild_fairshare() {
    // Between rolls only the current window takes charges, and only for the credentials of the
    // jobs charged: the basis then needs that one window again, and the snapshot those credentials.
    const auto windows = ledger_.windows();
    const bool partial = !full_ && !basis_.empty() && basis_.size() == windows.size() &&
                         basis_.front().start == windows.front().start &&
                         basis_.front().length == windows.front().length &&
                         !(charged_from_ < windows.front().start);
    if (partial) {
        basis_.front() = windows.front();
        fairshare_.refresh(*settings_, basis_, *credentials_, cluster_->names(), targets_, charged_.items());
    } else {
        basis_.assign(windows.begin(), windows.end());
        fairshare_.rebuild(*settings_, basis_, *credentials_, cluster_->names(), targets_);
    }
    charged_.clear();
    charged_from_ = Time::never();
    full_ = false;
}

std::vector<std::string> FairshareAccountant::start(Time now) {
    total_ = cluster_->total();
    std::vector<std::string> findings;
    if (!on_) return findings;
    ledger_ = FairshareLedger(*settings_, now);
    if (store_) {
        FairshareStore::Loaded loaded = store_->load(cluster_->names(), settings_->interval);
        for (const auto& d : loaded.diagnostics) findings.push_back(format_diagnostic(d));
        if (!loaded.windows.empty()) ledger_.restore(std::move(loaded.windows), now);
    }
    if (carried_) {
        if (!carried_->empty()) ledger_.restore(std::move(*carried_), now);
        carried_.reset();
    }
    dirty_ = true;
    full_ = true;
    return findings;
}

void FairshareAccountant::track_reserved_use(const Snapshot& snapshot,
                                             std::span<const Reservation> reserved) {
    if (reserved.empty()) return;
    for (const RunningJob& r : snapshot.running_jobs()) {
        const bool known = std::any_of(tracked_.begin(), tracked_.end(),
                                       [&r](const TrackedUse& t) { return t.job == r.job; });
        if (known) continue;
        bool touches = false;
        for (const NodeTasks& nt : r.allocation)
            for (const Reservation& res : reserved)
                touches |= (res.charge_account || res.owner) && res.covers(nt.node);
        if (touches) tracked_.push_back(TrackedUse{r.job, r.start, r.allocation});
    }
}

void FairshareAccountant::charge_idle_reserved(const FsWindow& window, const Snapshot& snapshot,
                                               std::span<const Reservation> reserved) {
    const Interval w{window.start, window.end()};
    for (const Reservation& r : reserved) {
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
        dirty_ = true;
        full_ = true;
    }
    std::erase_if(uses_, [&w](const auto& u) { return u.second.span.end <= w.end; });
}

std::vector<std::string> FairshareAccountant::roll(const Snapshot& snapshot, Time now,
                                                   std::span<const Reservation> reserved) {
    std::vector<std::string> failures;
    if (!on_ || now < ledger_.current().end()) return failures;
    // Running jobs' usage up to the boundary belongs to the closing window(s).
    const Time boundary = ledger_.aligned_start(now);
    charge_running(snapshot, boundary);
    if (!reserved.empty()) {
        const FsWindow closing = ledger_.current();  // a copy: charging idle time changes the ledger
        charge_idle_reserved(closing, snapshot, reserved);
    }
    const std::size_t closed = ledger_.roll(now);
    refresh_now_ = true;
    if (store_) failures = store_->save_roll(ledger_, closed, cluster_->names());
    dirty_ = true;
    full_ = true;
    return failures;
}

void FairshareAccountant::refresh(const Snapshot& snapshot, Time now) {
    // As often as a live Maui sees its jobs (RMPOLLINTERVAL), and at once after a window rolled;
    // with no job waiting nothing reads the snapshot.
    if (!on_ || snapshot.idle().empty() || !(refresh_now_ || now - last_refresh_ >= poll_interval_)) return;
    charge_running(snapshot, now);
    if (dirty_) rebuild_fairshare();
    dirty_ = false;
    refresh_now_ = false;
    last_refresh_ = now;
}

void FairshareAccountant::job_ended(const Snapshot& snapshot, JobId job, Time start, Time end,
                                    std::span<const Reservation> reserved) {
    if (!reserved.empty()) {
        for (std::size_t i = 0; i < tracked_.size(); ++i) {
            if (tracked_[i].job != job) continue;
            const Job& j = snapshot.job(job);
            for (const NodeTasks& nt : tracked_[i].allocation)
                for (const Reservation& r : reserved)
                    if ((r.charge_account || r.owner) && r.covers(nt.node))
                        uses_.emplace_back(r.id, ReservedUse{nt.node, nt.tasks * j.request.per_task.procs,
                                                             Interval{tracked_[i].start, end}});
            tracked_.erase(tracked_.begin() + static_cast<std::ptrdiff_t>(i));
            break;
        }
    }
    if (!on_) return;
    Time& cu = charged_until(job);
    const Time from = max(cu.is_never() ? start : max(cu, start), charged_floor_);
    charge_run(snapshot.job(job), Interval{from, end});
    cu = Time::never();
}

void FairshareAccountant::job_requeued(const Snapshot& snapshot, JobId job, Time now) {
    if (!on_) return;
    const RunningJob* rj = snapshot.running(job);
    if (rj == nullptr) return;
    Time& cu = charged_until(job);
    charge_run(snapshot.job(job),
               Interval{max(cu.is_never() ? rj->start : max(cu, rj->start), charged_floor_), now});
    cu = now;  // a later run starts after now: nothing of it is charged twice
}

void FairshareAccountant::carry_over(std::vector<FsWindow> windows, Time charged_to) {
    if (!on_) return;
    carried_ = std::move(windows);
    charged_floor_ = charged_to;
}

FairshareLedger FairshareAccountant::ledger_at(const Snapshot& snapshot, Time at) const {
    FairshareLedger out = ledger_;
    if (!on_) return out;
    for (const RunningJob& r : snapshot.running_jobs()) {
        const Time cu = r.job.value() < charged_until_.size() ? charged_until_[r.job.value()] : Time::never();
        const Time from = max(cu.is_never() ? r.start : max(cu, r.start), charged_floor_);
        if (from >= at) continue;
        const Job& job = snapshot.job(r.job);
        charge_job_usage(out, settings_->policy, job, partition_total(job), Interval{from, at});
    }
    return out;
}

nlohmann::json FairshareAccountant::checkpoint() const {
    nlohmann::json windows = nlohmann::json::array();
    for (const FsWindow& w : ledger_.windows()) windows.push_back(window_to_json(w));
    nlohmann::json charged = nlohmann::json::object();
    for (std::size_t i = 0; i < charged_until_.size(); ++i)
        if (!charged_until_[i].is_never()) charged[std::to_string(i)] = charged_until_[i].seconds();
    nlohmann::json uses = nlohmann::json::array();
    for (const auto& [id, u] : uses_)
        uses.push_back(nlohmann::json::array(
            {id.value(), u.node.value(), u.procs, u.span.start.seconds(), u.span.end.seconds()}));
    nlohmann::json basis = nlohmann::json::array();
    for (const FsWindow& w : basis_) basis.push_back(window_to_json(w));
    nlohmann::json j;
    j["fairshare_refresh"] = {{"last", last_refresh_.seconds()}, {"due", refresh_now_}, {"dirty", dirty_}};
    j["fairshare_basis"] = std::move(basis);
    j["ledger"] = {
        {"interval", ledger_.interval().count()}, {"depth", ledger_.depth()}, {"windows", windows}};
    j["charged_until"] = std::move(charged);
    j["reserved_uses"] = std::move(uses);
    // Only a live service's carried-over ledger has one; a replay's checkpoint stays as it was.
    if (charged_floor_ != Time::min()) j["charged_floor"] = charged_floor_.seconds();
    return j;
}

FairshareAccountant::Saved FairshareAccountant::read(const nlohmann::json& j) const {
    Saved s;
    const nlohmann::json& ledger = j.at("ledger");
    for (const auto& w : ledger.at("windows")) s.windows.push_back(window_from_json(w));
    // The interval and depth matter only with windows to restore, and are read only then.
    if (!s.windows.empty()) {
        s.interval = Duration::seconds(ledger.at("interval").get<std::int64_t>());
        s.depth = ledger.at("depth").get<int>();
    }
    for (const auto& [k, v] : j.at("charged_until").items()) {
        const auto i = std::stoul(k);
        if (i >= s.charged_until.size()) s.charged_until.resize(i + 1, Time::never());
        s.charged_until[i] = Time::from_seconds(v.get<std::int64_t>());
    }
    for (const auto& u : j.at("reserved_uses"))
        s.uses.emplace_back(ReservationId(u.at(0).get<ReservationId::Rep>()),
                            ReservedUse{NodeId(u.at(1).get<NodeId::Rep>()), u.at(2).get<std::int64_t>(),
                                        Interval{Time::from_seconds(u.at(3).get<std::int64_t>()),
                                                 Time::from_seconds(u.at(4).get<std::int64_t>())}});
    const nlohmann::json& refresh = j.at("fairshare_refresh");
    s.last_refresh = Time::from_seconds(refresh.at("last").get<std::int64_t>());
    s.refresh_due = refresh.at("due").get<bool>();
    s.dirty = refresh.at("dirty").get<bool>();
    if (j.contains("charged_floor"))
        s.charged_floor = Time::from_seconds(j.at("charged_floor").get<std::int64_t>());
    // Without fairshare the basis is not used, and a checkpoint need not carry it.
    if (on_)
        for (const auto& w : j.at("fairshare_basis")) s.basis.push_back(window_from_json(w));
    return s;
}

void FairshareAccountant::restore(Saved s, const Snapshot& snapshot, std::span<const Reservation> reserved) {
    last_refresh_ = s.last_refresh;
    refresh_now_ = s.refresh_due;
    total_ = cluster_->total();
    if (!s.windows.empty()) {
        const Time current = s.windows.front().start;
        ledger_ = FairshareLedger(s.interval, s.depth, current);
        ledger_.restore(std::move(s.windows), current);
    }
    charged_until_ = std::move(s.charged_until);
    charged_floor_ = s.charged_floor;
    uses_ = std::move(s.uses);
    tracked_.clear();
    // The snapshot as the stopped run had it: built from the ledger at its last refresh. Usage
    // charged since then (dirty) reaches it at the next refresh, as in the stopped run.
    if (on_) {
        basis_ = std::move(s.basis);
        fairshare_ = FairshareSnapshot::build(*settings_, basis_, *credentials_, cluster_->names(), targets_);
    }
    dirty_ = s.dirty;
    full_ = true;  // what was charged since the basis is not in the checkpoint
    track_reserved_use(snapshot, reserved);
}

}  // namespace outrigger
