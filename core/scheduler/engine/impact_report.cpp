#include "engine/impact_report.hpp"

#include <fmt/format.h>

#include "engine/schema.hpp"
#include "model/time_text.hpp"

namespace outrigger {

namespace {

constexpr const char* kImpactSchema = "outrigger.impact";
constexpr int kImpactVersion = 1;

std::string when_text(const std::optional<Time>& t, const LocalCalendar& cal) {
    return t ? cal.format(*t) : std::string("never");
}

std::string end_text(Time t, const LocalCalendar& cal) {
    return t.is_never() ? std::string("INFINITY") : cal.format(t);
}

std::string join(const std::vector<std::string>& words, const char* sep) {
    std::string out;
    for (const auto& w : words) {
        if (!out.empty()) out += sep;
        out += w;
    }
    return out;
}

nlohmann::json totals_json(const DelayTotals& t) {
    return {{"jobs", t.jobs}, {"max_s", t.max.count()}, {"total_s", t.total.count()}};
}

nlohmann::json optional_time(const std::optional<Time>& t) {
    return t ? nlohmann::json(t->seconds()) : nlohmann::json(nullptr);
}

nlohmann::json end_json(Time t) {
    return t.is_never() ? nlohmann::json(nullptr) : nlohmann::json(t.seconds());
}

// Reading back: every accessor names the field it failed on.
struct Reader {
    std::string& error;
    bool failed = false;
    const nlohmann::json* field(const nlohmann::json& j, const std::string& where, const char* key) {
        if (failed) return nullptr;
        if (!j.is_object() || !j.contains(key)) {
            error = where + key + ": missing";
            failed = true;
            return nullptr;
        }
        return &j[key];
    }
    std::int64_t integer(const nlohmann::json& j, const std::string& where, const char* key) {
        const auto* v = field(j, where, key);
        if (v == nullptr) return 0;
        if (!v->is_number_integer()) {
            error = where + key + ": expected a whole number";
            failed = true;
            return 0;
        }
        return v->get<std::int64_t>();
    }
    double number(const nlohmann::json& j, const std::string& where, const char* key) {
        const auto* v = field(j, where, key);
        if (v == nullptr) return 0;
        if (!v->is_number()) {
            error = where + key + ": expected a number";
            failed = true;
            return 0;
        }
        return v->get<double>();
    }
    std::string text(const nlohmann::json& j, const std::string& where, const char* key) {
        const auto* v = field(j, where, key);
        if (v == nullptr) return {};
        if (!v->is_string()) {
            error = where + key + ": expected a string";
            failed = true;
            return {};
        }
        return v->get<std::string>();
    }
    std::optional<Time> maybe_time(const nlohmann::json& j, const std::string& where, const char* key) {
        const auto* v = field(j, where, key);
        if (v == nullptr || v->is_null()) return std::nullopt;
        if (!v->is_number_integer()) {
            error = where + key + ": expected seconds or null";
            failed = true;
            return std::nullopt;
        }
        return Time::from_seconds(v->get<std::int64_t>());
    }
    std::vector<std::string> texts(const nlohmann::json& j, const std::string& where, const char* key) {
        std::vector<std::string> out;
        const auto* v = field(j, where, key);
        if (v == nullptr) return out;
        if (!v->is_array()) {
            error = where + key + ": expected an array of strings";
            failed = true;
            return out;
        }
        for (const auto& s : *v) {
            if (!s.is_string()) {
                error = where + key + ": expected an array of strings";
                failed = true;
                return out;
            }
            out.push_back(s.get<std::string>());
        }
        return out;
    }
    const nlohmann::json* array(const nlohmann::json& j, const std::string& where, const char* key) {
        const auto* v = field(j, where, key);
        if (v != nullptr && !v->is_array()) {
            error = where + key + ": expected an array";
            failed = true;
            return nullptr;
        }
        return v;
    }
    DelayTotals totals(const nlohmann::json& j, const std::string& where) {
        DelayTotals t;
        t.jobs = integer(j, where, "jobs");
        t.max = Duration::seconds(integer(j, where, "max_s"));
        t.total = Duration::seconds(integer(j, where, "total_s"));
        return t;
    }
};

}  // namespace

std::string impact_text(const ImpactReport& r, const LocalCalendar& cal) {
    std::string out = fmt::format(
        "Impact of the tentative change at {}\n"
        "(conservative plan: idle jobs in priority order, running jobs to their walltime limits, "
        "no new arrivals)\n\n",
        cal.format(r.now));
    if (!r.released.empty()) out += "Released:  " + join(r.released, ", ") + "\n";
    if (!r.reservations.empty()) {
        out += fmt::format("{:<20} {:<14} {:>24} {:>24} {:>6} {:>6}  {}\n", "RESERVATION", "TYPE", "START",
                           "END", "NODES", "PROCS", "ACCESS");
        for (const auto& p : r.reservations)
            out += fmt::format("{:<20} {:<14} {:>24} {:>24} {:>6} {:>6}  {}\n", p.name, p.kind,
                               cal.format(p.start), end_text(p.end, cal), p.nodes, p.procs,
                               p.access.empty() ? std::string("(none: SYSTEM)") : join(p.access, " "));
    }
    for (const auto& f : r.failures) out += fmt::format("NOT PLACED  {}: {}\n", f.what, f.reason);
    out += "\n";
    out += fmt::format("Jobs delayed:        {}  (longest {}, total {})\n", r.delayed.jobs,
                       format_hms(r.delayed.max), format_hms(r.delayed.total));
    out += fmt::format("Jobs never to run:   {}\n", r.never_after);
    out += fmt::format("Jobs earlier:        {}\n", r.advanced);
    out += fmt::format("Node-hours moved:    {:.1f}\n", r.node_hours_moved);
    for (const auto& [user, t] : r.delayed_by_user)
        out += fmt::format("  user {:<12} {} delayed, longest {}, total {}\n", user, t.jobs,
                           format_hms(t.max), format_hms(t.total));
    for (const auto& [account, t] : r.delayed_by_account)
        out += fmt::format("  account {:<9} {} delayed, longest {}, total {}\n", account, t.jobs,
                           format_hms(t.max), format_hms(t.total));
    if (!r.overlaps.empty()) {
        out += fmt::format(
            "\nRunning jobs past a reservation's start ({}: they run on to their walltime limit)\n",
            r.overlap_rule);
        for (const auto& o : r.overlaps)
            out += fmt::format("  {} until {} on {} ({} starts {})\n", o.job, cal.format(o.limit_end),
                               join(o.hosts, ","), o.reservation, cal.format(o.reservation_start));
    }
    out += fmt::format("\n{:<18} {:<10} {:<10} {:>5} {:>24} {:>24} {:>11}\n", "JOBNAME", "USERNAME",
                       "ACCOUNT", "PROCS", "START BEFORE", "START AFTER", "DELAY");
    for (const auto& j : r.jobs) {
        if (j.before == j.after) continue;
        const std::string delay = j.delayed() ? (j.after ? format_hms(j.delay()) : std::string("never"))
                                              : std::string("-") + format_hms(*j.before - *j.after);
        out += fmt::format("{:<18} {:<10} {:<10} {:>5} {:>24} {:>24} {:>11}\n", j.job, j.user, j.account,
                           j.procs, when_text(j.before, cal), when_text(j.after, cal), delay);
    }
    if (!r.not_planned.empty()) out += "\nNot planned (held or refused): " + join(r.not_planned, ", ") + "\n";
    return out;
}

nlohmann::json impact_json(const ImpactReport& r) {
    auto jobs = nlohmann::json::array();
    for (const auto& j : r.jobs)
        jobs.push_back({{"job", j.job},
                        {"user", j.user},
                        {"account", j.account},
                        {"procs", j.procs},
                        {"walltime_s", j.walltime.count()},
                        {"before", optional_time(j.before)},
                        {"after", optional_time(j.after)},
                        {"nodes_before", j.nodes_before},
                        {"nodes_after", j.nodes_after}});
    auto reservations = nlohmann::json::array();
    for (const auto& p : r.reservations)
        reservations.push_back({{"name", p.name},
                                {"kind", p.kind},
                                {"start", p.start.seconds()},
                                {"end", end_json(p.end)},
                                {"nodes", p.nodes},
                                {"procs", p.procs},
                                {"hosts", p.hosts},
                                {"access", p.access}});
    auto overlaps = nlohmann::json::array();
    for (const auto& o : r.overlaps)
        overlaps.push_back({{"job", o.job},
                            {"reservation", o.reservation},
                            {"limit_end", o.limit_end.seconds()},
                            {"reservation_start", o.reservation_start.seconds()},
                            {"hosts", o.hosts}});
    auto failures = nlohmann::json::array();
    for (const auto& f : r.failures) failures.push_back({{"what", f.what}, {"reason", f.reason}});
    auto by_user = nlohmann::json::object();
    for (const auto& [k, t] : r.delayed_by_user) by_user[k] = totals_json(t);
    auto by_account = nlohmann::json::object();
    for (const auto& [k, t] : r.delayed_by_account) by_account[k] = totals_json(t);
    return {{"schema", schema_tag(kImpactSchema, kImpactVersion)},
            {"now", r.now.seconds()},
            {"overlap_rule", r.overlap_rule},
            {"jobs", std::move(jobs)},
            {"not_planned", r.not_planned},
            {"reservations", std::move(reservations)},
            {"released", r.released},
            {"overlaps", std::move(overlaps)},
            {"failures", std::move(failures)},
            {"delayed", totals_json(r.delayed)},
            {"delayed_by_user", std::move(by_user)},
            {"delayed_by_account", std::move(by_account)},
            {"advanced", r.advanced},
            {"never_after", r.never_after},
            {"node_hours_moved", r.node_hours_moved}};
}

std::optional<ImpactReport> impact_from_json(const nlohmann::json& j, std::string& error) {
    if (!check_schema(j, kImpactSchema, kImpactVersion, error)) return std::nullopt;
    Reader rd{error};
    ImpactReport r;
    r.now = Time::from_seconds(rd.integer(j, "", "now"));
    r.overlap_rule = rd.text(j, "", "overlap_rule");
    if (const auto* jobs = rd.array(j, "", "jobs"))
        for (std::size_t i = 0; i < jobs->size() && !rd.failed; ++i) {
            const auto& v = (*jobs)[i];
            const std::string where = fmt::format("jobs[{}].", i);
            JobImpact x;
            x.job = rd.text(v, where, "job");
            x.user = rd.text(v, where, "user");
            x.account = rd.text(v, where, "account");
            x.procs = rd.integer(v, where, "procs");
            x.walltime = Duration::seconds(rd.integer(v, where, "walltime_s"));
            x.before = rd.maybe_time(v, where, "before");
            x.after = rd.maybe_time(v, where, "after");
            x.nodes_before = rd.integer(v, where, "nodes_before");
            x.nodes_after = rd.integer(v, where, "nodes_after");
            r.jobs.push_back(std::move(x));
        }
    r.not_planned = rd.texts(j, "", "not_planned");
    if (const auto* rs = rd.array(j, "", "reservations"))
        for (std::size_t i = 0; i < rs->size() && !rd.failed; ++i) {
            const auto& v = (*rs)[i];
            const std::string where = fmt::format("reservations[{}].", i);
            PlannedReservation p;
            p.name = rd.text(v, where, "name");
            p.kind = rd.text(v, where, "kind");
            p.start = Time::from_seconds(rd.integer(v, where, "start"));
            p.end = rd.maybe_time(v, where, "end").value_or(Time::never());
            p.nodes = rd.integer(v, where, "nodes");
            p.procs = rd.integer(v, where, "procs");
            p.hosts = rd.texts(v, where, "hosts");
            p.access = rd.texts(v, where, "access");
            r.reservations.push_back(std::move(p));
        }
    r.released = rd.texts(j, "", "released");
    if (const auto* os = rd.array(j, "", "overlaps"))
        for (std::size_t i = 0; i < os->size() && !rd.failed; ++i) {
            const auto& v = (*os)[i];
            const std::string where = fmt::format("overlaps[{}].", i);
            RunningOverlap o;
            o.job = rd.text(v, where, "job");
            o.reservation = rd.text(v, where, "reservation");
            o.limit_end = Time::from_seconds(rd.integer(v, where, "limit_end"));
            o.reservation_start = Time::from_seconds(rd.integer(v, where, "reservation_start"));
            o.hosts = rd.texts(v, where, "hosts");
            r.overlaps.push_back(std::move(o));
        }
    if (const auto* fs = rd.array(j, "", "failures"))
        for (std::size_t i = 0; i < fs->size() && !rd.failed; ++i) {
            const std::string where = fmt::format("failures[{}].", i);
            r.failures.push_back(
                ChangeFailure{rd.text((*fs)[i], where, "what"), rd.text((*fs)[i], where, "reason")});
        }
    if (const auto* d = rd.field(j, "", "delayed")) r.delayed = rd.totals(*d, "delayed.");
    for (const char* key : {"delayed_by_user", "delayed_by_account"}) {
        const auto* m = rd.field(j, "", key);
        if (m == nullptr) break;
        if (!m->is_object()) {
            error = std::string(key) + ": expected an object";
            return std::nullopt;
        }
        auto& to = std::string_view(key) == "delayed_by_user" ? r.delayed_by_user : r.delayed_by_account;
        for (const auto& [name, t] : m->items()) to[name] = rd.totals(t, std::string(key) + "." + name + ".");
    }
    r.advanced = rd.integer(j, "", "advanced");
    r.never_after = rd.integer(j, "", "never_after");
    r.node_hours_moved = rd.number(j, "", "node_hours_moved");
    if (rd.failed) return std::nullopt;
    return r;
}

}  // namespace outrigger
