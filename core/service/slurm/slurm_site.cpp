#include "service/slurm/slurm_site.hpp"

#include <algorithm>
#include <ctime>

namespace outrigger::service {

namespace {

ComposedPolicy compose(RunInputs& in) {
    return ComposedPolicy::compose(
        PolicySetup{std::move(in.config), std::move(in.cluster), in.calendar, StackOptions{}, true});
}

// Who may use a reservation, as far as a Slurm reservation can say it: a list of users alone, or
// of accounts alone. Anything else (groups, QOS, classes, negations, TIMELIMIT, users and
// accounts together) admits every known user in Slurm and is enforced by Outrigger alone.
slurm::MirrorAccess access_of(const Engine& engine, std::string_view instance) {
    slurm::MirrorAccess a;
    const PolicyStack* stack = engine.policy().stack();
    const Reservation* r = stack != nullptr ? stack->book().find(instance) : nullptr;
    if (r == nullptr || r->acl.empty()) return a;  // a SYSTEM reservation: root only
    bool plain = true;
    for (const AclEntry& e : r->acl) {
        if (e.negated || e.required || e.affinity != Affinity::Positive) plain = false;
        if (e.type == AclType::User)
            a.users.push_back(e.name);
        else if (e.type == AclType::Account)
            a.accounts.push_back(e.name);
        else
            plain = false;
    }
    if (plain && (a.users.empty() != a.accounts.empty())) return a;
    slurm::MirrorAccess everyone;
    const Names& names = engine.cluster().names();
    for (std::size_t i = 0; i < names.count(CredKind::User); ++i)
        everyone.users.push_back(names.name(CredKind::User, CredId(static_cast<CredId::Rep>(i))));
    return everyone;
}

}  // namespace

SlurmSite::SlurmSite(RunInputs inputs, slurm::SlurmClient& client, const Log& log, StateStore* store)
    : SlurmSite(compose(inputs), std::move(inputs.config_source), client, log, store) {}

SlurmSite::SlurmSite(ComposedPolicy policy, ConfigDocument source, slurm::SlurmClient& client, const Log& log,
                     StateStore* store)
    : log_(&log), rm_(policy.cluster(), client), client_(&client), store_(store) {
    engine_ = std::make_unique<Engine>(rm_, std::move(policy), EngineOptions{std::nullopt, 1000});
    engine_->set_config_source(std::move(source));
    rm_.set_access_lookup([this](std::string_view name) { return access_of(*engine_, name); });
    poll_ = engine_->policy().config().service.poll_interval;
    if (poll_.count() < 1) poll_ = Duration::seconds(1);
    last_ = unix_now();
    engine_->set_poll_origin(last_);
    policy_generation_ = engine_->policy_generation();
    schedule_periodic(last_);
    recall_live_state();
    // The first read: the jobs Slurm has, waiting or running, become the snapshot's before the
    // journal's decisions are carried out again on them.
    read_and_advance(WallClock::now());
}

SlurmSite::~SlurmSite() {
    // The reading under way ends within the tool's timeout; its result is of no use any more.
    if (reading_.valid()) reading_.wait();
}

void SlurmSite::recall_live_state() {
    if (store_ == nullptr) return;
    std::string error;
    if (auto live = store_->live_state(error)) {
        std::string why;
        if (auto runs = slurm::last_runs_from_json(live->running, why))
            rm_.recall(std::move(*runs));
        else
            log_->error("the jobs Slurm ran before this start are not known: " + why);
        carried_ = std::move(live);
        return;
    }
    if (!error.empty()) {
        log_->error("state store: the fairshare usage and running jobs of the last run do not read back (" +
                    error + "): usage starts from the jobs Slurm still remembers");
        return;
    }
    // A directory from before the live state was kept in the database.
    const std::filesystem::path legacy = store_->path().parent_path() / kSlurmRunsFile;
    if (auto runs = slurm::load_last_runs(legacy, error))
        rm_.recall(std::move(*runs));
    else if (!error.empty())
        log_->error("the jobs Slurm ran before this start are not known: " + error);
}

void SlurmSite::carry_over_usage() {
    const std::optional<LiveState> live = std::exchange(carried_, std::nullopt);
    PolicyStack* stack = engine_->policy().stack();
    // A ledger is never empty while fairshare is on: none saved means none to carry over (and no
    // run is taken as charged).
    if (!live || live->windows.empty() || stack == nullptr || !stack->fairshare_accountant().on()) return;
    std::vector<CredName> names;
    for (const UsageWindow& w : live->windows)
        for (const UsageCell& c : w.cells)
            if (const auto kind = parse_cred_kind(c.kind)) names.push_back(CredName{*kind, c.name});
    if (!names.empty()) {
        const Engine::Reconfigured learned = engine_->learn_credentials(names);
        if (!learned.ok) log_->error("fairshare credentials of the last run not learned: " + learned.error);
        stack = engine_->policy().stack();
    }
    const Names& known = engine_->cluster().names();
    std::vector<FsWindow> windows;
    for (const UsageWindow& w : live->windows) {
        FsWindow f;
        f.start = Time::from_seconds(w.start);
        f.length = Duration::seconds(w.length);
        f.total = w.total;
        for (const UsageCell& c : w.cells) {
            const auto kind = parse_cred_kind(c.kind);
            const auto id = kind ? known.find(*kind, c.name) : std::nullopt;
            if (id) f.add(CredRef{*kind, *id}, c.usage);
        }
        windows.push_back(std::move(f));
    }
    const Time as_of = Time::from_seconds(live->as_of);
    stack->carry_over_usage(std::move(windows), as_of);
    log_->info("fairshare usage carried over from the last run (" + std::to_string(live->windows.size()) +
               " windows, every run charged up to " + std::to_string(live->as_of) + ")");
}

Time SlurmSite::unix_now() const {
    const auto s =
        std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch());
    return Time::from_seconds(s.count());
}

void SlurmSite::schedule_periodic(Time after) {
    periodic_.clear();
    for (const auto& [kind, next] : engine_->periodic_events())
        periodic_.push_back(Pending{next(after), kind});
}

void SlurmSite::log_notes() {
    for (const std::string& n : rm_.take_notes()) log_->warn("slurm: " + n);
}

void SlurmSite::advance(Time t) {
    t = max(t, last_);
    if (engine_->policy_generation() != policy_generation_) {
        // changeparam: the new policy's periodic events replace the old ones.
        policy_generation_ = engine_->policy_generation();
        schedule_periodic(t);
    }
    // A reservation boundary passed since the last instant gets its own instant, so that the
    // policy sees it at the second it falls on.
    const Time boundary = engine_->next_boundary();
    if (boundary > last_ && boundary < t) advance(boundary);
    std::vector<DueEvent> due;
    for (Pending& p : periodic_) {
        if (p.at > t) continue;
        due.push_back(DueEvent{p.at, p.kind});
        for (const auto& [kind, next] : engine_->periodic_events())
            if (kind == p.kind) p.at = next(t);
    }
    if (iterate_at_ && *iterate_at_ <= t) {
        due.push_back(DueEvent{*iterate_at_, EventKind::Iterate});
        iterate_at_.reset();
    }
    if (chunk_at_ && *chunk_at_ <= t) {
        due.push_back(DueEvent{*chunk_at_, EventKind::ChunkExpiry});
        chunk_at_.reset();
    }
    std::sort(due.begin(), due.end(), [](const DueEvent& a, const DueEvent& b) { return a.at < b.at; });
    const Wakeups w = engine_->advance(t, InstantInput{{}, due});
    if (w.iterate) iterate_at_ = w.iterate;
    if (w.chunk_expiry) chunk_at_ = w.chunk_expiry;
    last_ = t;
    ++steps_;
    log_notes();
}

bool SlurmSite::read_and_advance(WallClock::time_point wall) {
    return take_reading(slurm::SlurmResourceManager::read(*client_), wall);
}

bool SlurmSite::take_reading(slurm::SlurmReading reading, WallClock::time_point wall) {
    const Time t = unix_now();
    // A user, group, account or QOS met for the first time (a new user's first job): the policy
    // learns it before the job is read, so that its limits, fairshare and priority apply.
    if (const auto fresh = rm_.unknown_credentials(reading); !fresh.empty()) {
        std::string said;
        for (const CredName& c : fresh)
            said += (said.empty() ? "" : ", ") + std::string(cred_kind_keyword(c.kind)) + " " + c.name;
        const Engine::Reconfigured learned = engine_->learn_credentials(fresh);
        if (learned.ok)
            log_->info("new credentials from Slurm: " + said);
        else
            log_->error("new credentials from Slurm (" + said + ") not learned: " + learned.error);
        for (const std::string& n : learned.notes) log_->warn(n);
    }
    // Once, at the first reading Slurm answers: before its jobs are charged.
    if (carried_ && reading.ok()) carry_over_usage();
    if (!rm_.apply(std::move(reading), max(t, last_))) {
        if (reachable_ || !unreachable_since_) {
            unreachable_since_ = std::chrono::system_clock::now();
            log_->error("resource manager unreachable: " + rm_.error());
        }
        reachable_ = false;
        next_read_ = wall + backoff_;
        backoff_ = std::min(backoff_ * 2, std::chrono::seconds(30));
        log_notes();
        return false;
    }
    if (!reachable_ && unreachable_since_) log_->info("resource manager reachable again");
    reachable_ = true;
    unreachable_since_.reset();
    backoff_ = std::chrono::seconds(1);
    next_read_ = wall + std::chrono::seconds(poll_.count());
    advance(t);
    save_live_state(last_);
    return true;
}

void SlurmSite::save_live_state(Time now) {
    // The first reading always writes it: what an earlier life saved must not be taken over twice.
    if (store_ == nullptr ||
        (live_saved_ && !rm_.news() && !rm_.running_changed() && now - *live_saved_ < Duration::minutes(1)))
        return;
    LiveState live;
    live.as_of = now.seconds();
    live.running = slurm::last_runs_json(slurm::LastRuns{rm_.running_records(), now.seconds()});
    const PolicyStack* stack = engine_->policy().stack();
    if (stack != nullptr && stack->fairshare_accountant().on()) {
        const Names& names = engine_->cluster().names();
        const FairshareLedger ledger = stack->fairshare_accountant().ledger_at(engine_->snapshot(), now);
        for (const FsWindow& w : ledger.windows()) {
            UsageWindow u;
            u.start = w.start.seconds();
            u.length = w.length.count();
            u.total = w.total;
            for (const CredKind kind : kAllCredKinds) {
                const auto& usage = w.usage[index(kind)];
                for (std::size_t i = 0; i < usage.size(); ++i)
                    if (usage[i] != 0)
                        u.cells.push_back(UsageCell{std::string(cred_kind_keyword(kind)),
                                                    names.name(kind, CredId(static_cast<CredId::Rep>(i))),
                                                    usage[i]});
            }
            live.windows.push_back(std::move(u));
        }
    }
    if (!store_->save_live_state(live)) {
        log_->error("state store: the fairshare usage and running jobs: " + store_->error());
        return;
    }
    if (!live_saved_) {
        // Taken over into the database: an older directory's record is not read again.
        std::error_code ec;
        std::filesystem::remove(store_->path().parent_path() / kSlurmRunsFile, ec);
    }
    live_saved_ = now;
}

std::optional<slurm::SlurmReading> SlurmSite::finished_reading(bool wait) {
    if (!reading_.valid()) return std::nullopt;
    if (!wait && reading_.wait_for(std::chrono::seconds(0)) != std::future_status::ready) return std::nullopt;
    return reading_.get();
}

void SlurmSite::step_iteration() {
    // schedctl -S: one iteration on what Slurm says now, not on a reading begun before.
    if (auto before = finished_reading(true)) take_reading(std::move(*before), WallClock::now());
    read_and_advance(WallClock::now());
}

std::int64_t SlurmSite::catch_up(WallClock::time_point wall, WallClock::duration /*budget*/) {
    if (auto reading = finished_reading(false)) return take_reading(std::move(*reading), wall) ? 1 : 0;
    if (wall >= next_read_ && !reading_.valid()) {
        reading_ = std::async(std::launch::async,
                              [client = client_] { return slurm::SlurmResourceManager::read(*client); });
        return 0;
    }
    // A command changed what the scheduler sees: decided now, on what was last read.
    if (reachable_ && engine_->needs_instant()) {
        advance(unix_now());
        return 1;
    }
    return 0;
}

nlohmann::json SlurmSite::rm_status() const {
    nlohmann::json s = {{"resource_manager", "slurm"}, {"rm_reachable", reachable_}};
    if (unreachable_since_) {
        const std::time_t t = std::chrono::system_clock::to_time_t(*unreachable_since_);
        std::tm tm{};
        gmtime_r(&t, &tm);
        char text[32];
        std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &tm);
        s["rm_unreachable_since"] = text;
        s["rm_error"] = rm_.error();
    }
    s["rm_starts_in_flight"] = rm_.starts_in_flight();
    return s;
}

}  // namespace outrigger::service
