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

SlurmSite::SlurmSite(RunInputs inputs, slurm::SlurmClient& client, const Log& log)
    : SlurmSite(compose(inputs), std::move(inputs.config_source), client, log) {}

SlurmSite::SlurmSite(ComposedPolicy policy, ConfigDocument source, slurm::SlurmClient& client, const Log& log)
    : log_(&log), rm_(policy.cluster(), client) {
    engine_ = std::make_unique<Engine>(rm_, std::move(policy), EngineOptions{std::nullopt, 1000});
    engine_->set_config_source(std::move(source));
    rm_.set_access_lookup([this](std::string_view name) { return access_of(*engine_, name); });
    poll_ = engine_->policy().config().service.poll_interval;
    if (poll_.count() < 1) poll_ = Duration::seconds(1);
    last_ = unix_now();
    engine_->set_poll_origin(last_);
    policy_generation_ = engine_->policy_generation();
    schedule_periodic(last_);
    // The first read: the jobs Slurm has, waiting or running, become the snapshot's before the
    // journal's decisions are carried out again on them.
    read_and_advance(WallClock::now());
}

SlurmSite::~SlurmSite() = default;

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
    const Time t = unix_now();
    if (!rm_.refresh(max(t, last_))) {
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
    return true;
}

void SlurmSite::step_iteration() {
    read_and_advance(WallClock::now());
}

std::int64_t SlurmSite::catch_up(WallClock::time_point wall, WallClock::duration /*budget*/) {
    if (wall >= next_read_) return read_and_advance(wall) ? 1 : 0;
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
