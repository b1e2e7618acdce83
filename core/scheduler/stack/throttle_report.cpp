#include "stack/throttle_report.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <map>
#include <tuple>

#include "model/time_text.hpp"
#include "policy/fairshare/recovery.hpp"
#include "policy/throttle/throttle_policy.hpp"
#include "stack/policy_stack.hpp"
#include "stack/stack_reports.hpp"

namespace outrigger {

namespace {

struct Holder {
    std::optional<CredRef> cred;  // none: the system
    std::string name;
    bool is_default = false;
};

std::int64_t usage_of(const ThrottlePolicy& t, const Holder& h, LimitKind kind) {
    return h.cred ? t.usage(*h.cred, kind) : t.system_usage(kind);
}

// Per credential, how many of its running jobs run under each QOS that has an override.
// (kind, credential, QOS) -> jobs
using OverrideJobs = std::map<std::tuple<std::size_t, CredId::Rep, CredId::Rep>, std::int64_t>;

OverrideJobs override_jobs(const LimitTable& table, const Snapshot* running) {
    OverrideJobs out;
    if (running == nullptr) return out;
    for (const RunningJob& r : running->running_jobs()) {
        const Job& job = running->job(r.job);
        const CredId qos = job.creds.qos();
        if (!qos.valid() || !table.of(CredKind::Qos, qos).any_override_active) continue;
        for (const CredKind k : kAllCredKinds)
            if (k != CredKind::Qos && job.creds[k].valid())
                ++out[{index(k), job.creds[k].value(), qos.value()}];
    }
    return out;
}

// The overrides of `kind` that running jobs of `cred` run under.
std::vector<LimitOverride> overrides_of(const LimitTable& table, const Names& names, const OverrideJobs& jobs,
                                        CredRef cred, LimitKind kind) {
    std::vector<LimitOverride> out;
    const auto same = [&cred](const auto& key) {
        return std::get<0>(key) == index(cred.kind) && std::get<1>(key) == cred.id.value();
    };
    for (auto it = jobs.lower_bound({index(cred.kind), cred.id.value(), 0});
         it != jobs.end() && same(it->first); ++it) {
        const CredId qos(std::get<2>(it->first));
        const auto& o = table.of(CredKind::Qos, qos).override_active[static_cast<std::size_t>(kind)];
        if (o)
            out.push_back(LimitOverride{names.name(CredKind::Qos, qos), limit_name(kind, false, true),
                                        o->soft, o->hard, it->second});
    }
    return out;
}

// The plain and multi-dimensional limits of one holder, in LimitKind order.
void add_rows(const ThrottlePolicy& t, const Names& names, const Holder& h, const CredLimits& limits,
              const OverrideJobs& override_jobs, std::vector<LimitUsageRow>& out) {
    const std::optional<CredKind> kind = h.cred ? std::optional<CredKind>(h.cred->kind) : std::nullopt;
    const auto row = [&](std::string limit, const LimitValue& v, std::optional<std::int64_t> in_use) {
        out.push_back(LimitUsageRow{kind, h.name, std::move(limit), v.soft, v.hard, in_use});
    };
    for (std::size_t k = 0; k < kLimitKinds; ++k) {
        const auto lk = static_cast<LimitKind>(k);
        if (const auto& v = limits.active[k]) {
            row(limit_name(lk, false), *v,
                h.is_default ? std::nullopt : std::optional<std::int64_t>(usage_of(t, h, lk)));
            if (h.cred && !h.is_default && h.cred->kind != CredKind::Qos)
                out.back().overrides = overrides_of(t.limits(), names, override_jobs, *h.cred, lk);
        }
        if (const auto& v = limits.idle[k]) row(limit_name(lk, true), *v, std::nullopt);
        if (const auto& v = limits.override_active[k]) row(limit_name(lk, false, true), *v, std::nullopt);
        if (const auto& v = limits.override_idle[k]) row(limit_name(lk, true, true), *v, std::nullopt);
    }
    for (const CrossLimit& x : limits.cross) {
        std::string limit = limit_name(x.kind, x.idle) + "[" + std::string(cred_kind_keyword(x.per));
        std::optional<std::int64_t> in_use;
        if (x.per_id.valid()) {
            limit += ":" + names.name(x.per, x.per_id);
            if (!x.idle && !h.is_default && h.cred)
                in_use = t.usage_within(*h.cred, CredRef{x.per, x.per_id}, x.kind);
        }
        row(limit + "]", x.value, in_use);
    }
}

bool any_limit(const CredLimits& c) {
    return c.any_active || c.any_idle || !c.cross.empty() || c.any_override_active;
}

bool uses_something(const ThrottlePolicy& t, CredRef cred) {
    for (std::size_t k = 0; k < kLimitKinds; ++k)
        if (t.usage(cred, static_cast<LimitKind>(k)) != 0) return true;
    return false;
}

// The window roll at which the capped credential's decayed usage drops under its cap, if it is
// charged nothing more (recovery.hpp); the rest of the system delivers the mean TOTAL of the
// counted windows meanwhile. None when the reason names no credential or the cap never releases.
std::optional<Time> cap_release_time(const PolicyStack& stack, const Reason& cap, Time now) {
    const auto* arg = cap.arg("credential");
    const CredRef* cred = arg != nullptr ? std::get_if<CredRef>(arg) : nullptr;
    if (cred == nullptr) return std::nullopt;
    const std::optional<FsTarget> target = stack.fairshare().state(*cred).target;
    if (!target) return std::nullopt;
    const FairshareSettings& settings = stack.config().fairshare;
    const FairshareLedger& ledger = stack.ledger();
    const std::size_t counted =
        std::min(ledger.windows().size(), static_cast<std::size_t>(std::max(settings.depth, 1)));
    std::vector<double> usage;
    std::vector<double> totals;
    for (std::size_t i = 0; i < counted; ++i) {
        usage.push_back(ledger.windows()[i].usage_of(*cred));
        totals.push_back(ledger.windows()[i].total);
    }
    const auto rolls = rolls_until_under(FsHistory{usage, totals}, settings.decay, settings.depth, *target,
                                         mean_total(totals));
    if (!rolls) return std::nullopt;
    return roll_time(now, ledger.current().end(), ledger.interval(), *rolls);
}

std::string holder_text(const LimitUsageRow& r) {
    return r.kind ? fmt::format("{} {}", cred_kind_keyword(*r.kind), r.name) : std::string("SYSTEM");
}

std::string number(std::optional<std::int64_t> v) {
    return v ? std::to_string(*v) : std::string("-");
}

}  // namespace

ThrottleReport throttle_report(const PolicyStack& stack, Time now, const Snapshot* running) {
    ThrottleReport report{now, {}};
    const ThrottlePolicy* t = stack.throttle();
    if (t == nullptr) return report;
    const LimitTable& table = t->limits();
    const Names& names = stack.cluster().names();
    const OverrideJobs jobs = override_jobs(table, running);
    add_rows(*t, names, Holder{std::nullopt, "", false}, table.system(), jobs, report.rows);
    for (const CredKind kind : kAllCredKinds) {
        // DEFAULT is what a credential without limits of its own gets: slot 0 of the table.
        const CredLimits& fallback = table.of(kind, CredId(std::numeric_limits<CredId::Rep>::max()));
        if (any_limit(fallback))
            add_rows(*t, names, Holder{CredRef{kind, CredId()}, "DEFAULT", true}, fallback, jobs,
                     report.rows);
        for (std::size_t i = 0; i < names.count(kind); ++i) {
            const CredRef cred{kind, CredId(static_cast<CredId::Rep>(i))};
            const std::string& name = names.name(kind, cred.id);
            if (name == "DEFAULT") continue;
            const CredLimits& limits = table.of(kind, cred.id);
            if (!any_limit(limits)) continue;
            if (!table.has_own(kind, cred.id) && !uses_something(*t, cred)) continue;
            add_rows(*t, names, Holder{cred, name, false}, limits, jobs, report.rows);
        }
    }
    return report;
}

std::string throttle_text(const ThrottleReport& report) {
    if (report.rows.empty()) return "no throttling limit is configured\n";
    std::string out = fmt::format("{:<20} {:<22} {:>10} {:>10} {:>10} {:>10}\n\n", "CREDENTIAL", "LIMIT",
                                  "SOFT", "HARD", "IN USE", "HEADROOM");
    for (const LimitUsageRow& r : report.rows) {
        std::string mark = r.at_hard()                      ? "  at hard limit"
                           : r.at_soft() && r.soft < r.hard ? "  at soft limit"
                                                            : "";
        // Usage over the credential's own limit was let through by its jobs' QOS: say which.
        for (const LimitOverride& o : r.overrides)
            mark += fmt::format("{} QOS {} {} {} ({} job{})", &o == &r.overrides.front() ? "; under" : ",",
                                o.qos, o.limit, o.hard, o.jobs, o.jobs == 1 ? "" : "s");
        out += fmt::format("{:<20} {:<22} {:>10} {:>10} {:>10} {:>10}{}\n", holder_text(r), r.limit, r.soft,
                           r.hard, number(r.in_use), number(r.headroom()), mark);
    }
    return out;
}

nlohmann::json throttle_json(const ThrottleReport& report) {
    auto rows = nlohmann::json::array();
    for (const LimitUsageRow& r : report.rows) {
        nlohmann::json j = {{"limit", r.limit}, {"soft", r.soft}, {"hard", r.hard}};
        if (r.kind) {
            j["kind"] = std::string(cred_kind_keyword(*r.kind));
            j["name"] = r.name;
        } else {
            j["kind"] = "SYSTEM";
        }
        j["in_use"] = r.in_use ? nlohmann::json(*r.in_use) : nlohmann::json(nullptr);
        j["headroom"] = r.headroom() ? nlohmann::json(*r.headroom()) : nlohmann::json(nullptr);
        j["state"] = r.at_hard() ? "at-hard" : r.at_soft() ? "at-soft" : "under";
        auto overrides = nlohmann::json::array();
        for (const LimitOverride& o : r.overrides)
            overrides.push_back(
                {{"qos", o.qos}, {"limit", o.limit}, {"soft", o.soft}, {"hard", o.hard}, {"jobs", o.jobs}});
        j["overrides"] = std::move(overrides);
        rows.push_back(std::move(j));
    }
    return {{"schema", "outrigger.throttling/1"}, {"now", report.now.seconds()}, {"limits", std::move(rows)}};
}

BlockingReport blocking_report(const PolicyStack& stack, const ReportContext& ctx, JobId job) {
    const Job& j = ctx.snapshot.job(job);
    BlockingReport report{j.name, ctx.now, {}, {}};
    const bool throttle_codes = stack.throttle() != nullptr;
    if (throttle_codes && ctx.snapshot.state(job) == JobState::Idle) {
        const Names& names = ctx.snapshot.cluster().names();
        // The same limit at the two levels differs only in its level and value.
        const auto limit_of = [&names](const Reason& r) {
            nlohmann::json key = reason_json(r, names);
            key["args"].erase("level");
            key["args"].erase("value");
            return key.dump();
        };
        std::vector<std::pair<std::string, Reason>> hard;
        for (Reason& r : stack.throttle()->explain(j, ThrottleLevel::Hard))
            hard.emplace_back(limit_of(r), std::move(r));
        for (Reason& r : stack.throttle()->explain(j, ThrottleLevel::Soft)) {
            const std::string limit = limit_of(r);
            const auto at_hard =
                std::find_if(hard.begin(), hard.end(), [&limit](const auto& h) { return h.first == limit; });
            if (at_hard != hard.end())
                report.limits.push_back(BlockingLimit{at_hard->second, true, std::nullopt});
            else
                report.limits.push_back(BlockingLimit{std::move(r), false, std::nullopt});
        }
        for (BlockingLimit& b : report.limits) b.release = stack.throttle()->release_time(b.reason);
    }
    for (Reason& r : job_reasons(ctx, job)) {
        const bool counted = r.code == ReasonCode::ActiveLimit || r.code == ReasonCode::SystemJobLimit;
        if (r.code == ReasonCode::FairshareCap) {
            // A cap binds like a hard limit: no pass starts the job until enough usage rolls out.
            const std::optional<Time> release = cap_release_time(stack, r, ctx.now);
            report.limits.push_back(BlockingLimit{std::move(r), true, release});
        } else if (!(counted && throttle_codes)) {
            report.others.push_back(std::move(r));
        }
    }
    return report;
}

std::string blocking_text(const BlockingReport& report, const Names& names) {
    std::string out = fmt::format("job {}: ", report.job);
    if (report.limits.empty()) {
        out += "no throttling limit holds it back\n";
    } else {
        out += fmt::format("{} throttling limit{} hold{} it back\n", report.limits.size(),
                           report.limits.size() == 1 ? "" : "s", report.limits.size() == 1 ? "s" : "");
        for (const BlockingLimit& b : report.limits)
            out += fmt::format("  {:<5} {}\n", b.hard ? "hard" : "soft",
                               reason_lines({b.reason}, names).front());
    }
    if (!report.others.empty()) {
        out += "also:\n";
        for (const std::string& line : reason_lines(report.others, names)) out += "  " + line + "\n";
    }
    return out;
}

nlohmann::json blocking_json(const BlockingReport& report, const Names& names) {
    auto limits = nlohmann::json::array();
    for (const BlockingLimit& b : report.limits)
        limits.push_back(
            {{"reason", reason_json(b.reason, names)},
             {"level", b.hard ? "hard" : "soft"},
             {"text", reason_lines({b.reason}, names).front()},
             {"release", b.release ? nlohmann::json(b.release->seconds()) : nlohmann::json(nullptr)}});
    auto others = nlohmann::json::array();
    for (const Reason& r : report.others) others.push_back(reason_json(r, names));
    return {{"schema", "outrigger.blocking/1"},
            {"job", report.job},
            {"now", report.now.seconds()},
            {"limits", std::move(limits)},
            {"others", std::move(others)}};
}

std::vector<BlockedJob> blocked_jobs(const PolicyStack& stack, const ReportContext& ctx) {
    std::vector<BlockedJob> out;
    if (stack.throttle() == nullptr && !stack.fairshare().enabled()) return out;
    for (const JobId id : ctx.snapshot.idle()) {
        BlockingReport b = blocking_report(stack, ctx, id);
        if (b.limits.empty()) continue;
        std::optional<Time> latest = b.limits.front().release;
        for (const BlockingLimit& l : b.limits)
            latest = latest && l.release ? std::optional<Time>(std::max(*latest, *l.release)) : std::nullopt;
        out.push_back(BlockedJob{std::move(b), latest});
    }
    return out;
}

nlohmann::json blocked_jobs_json(const std::vector<BlockedJob>& jobs, const Names& names) {
    auto out = nlohmann::json::array();
    for (const BlockedJob& b : jobs) {
        nlohmann::json j = blocking_json(b.blocking, names);
        j.erase("schema");
        j.erase("now");
        j["no_earlier_than"] =
            b.no_earlier_than ? nlohmann::json(b.no_earlier_than->seconds()) : nlohmann::json(nullptr);
        out.push_back(std::move(j));
    }
    return out;
}

}  // namespace outrigger
