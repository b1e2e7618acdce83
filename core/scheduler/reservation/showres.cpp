#include "reservation/showres.hpp"

#include <fmt/format.h>

#include "reservation/maui_time.hpp"

namespace outrigger {

std::string_view showres_type(const Reservation& r) {
    if (r.kind == ReservationKind::Job) return "Job";
    return r.is_system() ? "Sys" : "User";
}

namespace {

std::string relative(Time t, Time now) {
    return t.is_never() ? "INFINITY" : format_maui_duration(t - now);
}

std::string_view state_letter(const Reservation& r) {
    return r.kind == ReservationKind::Job ? "I" : "-";
}

nlohmann::json time_json(Time t) {
    return t.is_never() ? nlohmann::json(nullptr) : nlohmann::json(t.seconds());
}

nlohmann::json decision_json(const ReservationAccessLine& l) {
    nlohmann::json j{{"id", l.id.value()},
                     {"name", l.name},
                     {"verdict", std::string(access_verdict_name(l.decision.verdict))},
                     {"admitted", l.decision.admitted()},
                     {"overlap_s", l.decision.overlap.count()},
                     {"explanation", l.explanation}};
    j["entry"] = l.decision.entry ? nlohmann::json(*l.decision.entry) : nlohmann::json(nullptr);
    if (l.decision.admitted()) j["affinity"] = std::string(affinity_name(l.decision.affinity));
    return j;
}

}  // namespace

std::string showres_text(std::span<const Reservation> rs, Time now, const LocalCalendar& cal) {
    std::string out = fmt::format("{:<20}{:<5}{:<2}{:>12}{:>12}{:>12}{:>9}  {}\n\n", "ReservationID", "Type",
                                  "S", "Start", "End", "Duration", "N/P", "StartTime");
    for (const Reservation& r : rs) {
        out += fmt::format("{:<20}{:<5}{:<2}{:>12}{:>12}{:>12}{:>9}  {}\n", r.name, showres_type(r),
                           state_letter(r), relative(r.span.start, now), relative(r.span.end, now),
                           format_maui_duration(r.span.length()),
                           fmt::format("{}/{}", r.nodes_held(), r.procs_held()), cal.format(r.span.start));
    }
    out += fmt::format("\n{} reservations located\n", rs.size());
    return out;
}

nlohmann::json showres_json(std::span<const Reservation> rs, Time now, const LocalCalendar& cal) {
    nlohmann::json list = nlohmann::json::array();
    for (const Reservation& r : rs) {
        nlohmann::json acl = nlohmann::json::array();
        for (const AclEntry& e : r.acl)
            acl.push_back({{"list", std::string(acl_type_keyword(e.type))}, {"value", acl_entry_text(e)}});
        nlohmann::json flags = nlohmann::json::array();
        for (const ReservationFlag f : reservation_flags(r.flags))
            flags.push_back(std::string(reservation_flag_name(f)));
        nlohmann::json alloc = nlohmann::json::array();
        for (const NodeHold& h : r.allocation)
            alloc.push_back({{"node", h.node.value()},
                             {"procs", h.held.procs},
                             {"memory_mb", h.held.memory_mb},
                             {"tasks", h.tasks}});
        nlohmann::json j{{"id", r.id.value()},
                         {"name", r.name},
                         {"kind", std::string(reservation_kind_name(r.kind))},
                         {"type", std::string(showres_type(r))},
                         {"state", std::string(state_letter(r))},
                         {"start", r.span.start.seconds()},
                         {"end", time_json(r.span.end)},
                         {"start_relative", relative(r.span.start, now)},
                         {"end_relative", relative(r.span.end, now)},
                         {"duration", format_maui_duration(r.span.length())},
                         {"start_time", cal.format(r.span.start)},
                         {"nodes", r.nodes_held()},
                         {"procs", r.procs_held()},
                         {"tasks", r.tasks_held()},
                         {"task_count", r.task_count},
                         {"partial", r.partial()},
                         {"access", r.access == ReservationAccess::Shared ? "SHARED" : "DEDICATED"},
                         {"system", r.is_system()},
                         {"acl", acl},
                         {"flags", flags},
                         {"allocation", alloc}};
        j["standing"] = r.standing_name.empty() ? nlohmann::json(nullptr) : nlohmann::json(r.standing_name);
        j["owner"] =
            r.owner ? nlohmann::json(fmt::format("{}:{}", cred_kind_keyword(r.owner->kind), r.owner->name))
                    : nlohmann::json(nullptr);
        j["charge_account"] = r.charge_account ? nlohmann::json(*r.charge_account) : nlohmann::json(nullptr);
        list.push_back(std::move(j));
    }
    return nlohmann::json{{"schema", kShowresSchema},
                          {"now", now.seconds()},
                          {"timezone", cal.zone_name()},
                          {"count", rs.size()},
                          {"reservations", std::move(list)}};
}

CheckjobReservations checkjob_reservations(const Job& job, Interval job_span, std::span<const Reservation> rs,
                                           const Names& names) {
    CheckjobReservations out;
    for (const Reservation& r : rs) {
        if (r.kind == ReservationKind::Job || !r.span.overlaps(job_span)) continue;
        const AccessDecision d = check_access(r, job, job_span, names);
        ReservationAccessLine line{r.id, r.name, d, describe_access(d, r)};
        (d.admitted() ? out.admitted : out.refused).push_back(std::move(line));
    }
    return out;
}

std::string checkjob_reservations_text(const CheckjobReservations& c) {
    std::string out = "Reservation access:\n";
    if (c.admitted.empty() && c.refused.empty()) out += "  (no reservation overlaps the job)\n";
    for (const auto& l : c.admitted) out += fmt::format("  {:<18} {}\n", l.name, l.explanation);
    for (const auto& l : c.refused) out += fmt::format("  {:<18} {}\n", l.name, l.explanation);
    return out;
}

nlohmann::json checkjob_reservations_json(const CheckjobReservations& c) {
    nlohmann::json admitted = nlohmann::json::array();
    nlohmann::json refused = nlohmann::json::array();
    for (const auto& l : c.admitted) admitted.push_back(decision_json(l));
    for (const auto& l : c.refused) refused.push_back(decision_json(l));
    return nlohmann::json{
        {"schema", kCheckjobReservationsSchema}, {"admitted", admitted}, {"refused", refused}};
}

}  // namespace outrigger
