#include "reservation/reservation.hpp"

#include <algorithm>
#include <array>
#include <cctype>

#include "model/ascii.hpp"
#include "reservation/maui_time.hpp"

namespace outrigger {

std::string_view reservation_kind_name(ReservationKind k) {
    switch (k) {
        case ReservationKind::Job:
            return "job";
        case ReservationKind::Administrative:
            return "administrative";
        case ReservationKind::Standing:
            return "standing";
    }
    return "administrative";
}

std::int64_t Reservation::tasks_held() const {
    std::int64_t n = 0;
    for (const auto& h : allocation) n += h.tasks;
    return n;
}

std::int64_t Reservation::procs_held() const {
    std::int64_t n = 0;
    for (const auto& h : allocation) n += h.held.procs;
    return n;
}

Resources Reservation::held_on(NodeId n) const {
    for (const auto& h : allocation)
        if (h.node == n) return h.held;
    return Resources{};
}

bool Reservation::covers(NodeId n) const {
    return std::any_of(allocation.begin(), allocation.end(), [n](const NodeHold& h) { return h.node == n; });
}

namespace {
struct FlagName {
    ReservationFlag flag;
    std::string_view name;
    bool effect;
};
constexpr std::array<FlagName, 8> kFlags{{
    {ReservationFlag::ByName, "BYNAME", true},
    {ReservationFlag::OwnerPreempt, "OWNERPREEMPT", true},
    {ReservationFlag::SpaceFlex, "SPACEFLEX", true},
    {ReservationFlag::SingleUse, "SINGLEUSE", false},
    {ReservationFlag::Preemptee, "PREEMPTEE", false},
    {ReservationFlag::TimeFlex, "TIMEFLEX", false},
    {ReservationFlag::Force, "FORCE", false},
    {ReservationFlag::BestEffort, "BESTEFFORT", false},
}};

}  // namespace

std::string_view reservation_flag_name(ReservationFlag f) {
    for (const auto& e : kFlags)
        if (e.flag == f) return e.name;
    return "UNKNOWN";
}

std::optional<ReservationFlag> parse_reservation_flag(std::string_view word) {
    for (const auto& e : kFlags)
        if (iequals_ascii(e.name, word)) return e.flag;
    return std::nullopt;
}

std::vector<ReservationFlag> reservation_flags(std::uint16_t flags) {
    std::vector<ReservationFlag> out;
    for (const auto& e : kFlags)
        if ((flags & flag_bit(e.flag)) != 0) out.push_back(e.flag);
    return out;
}

bool reservation_flag_has_effect(ReservationFlag f) {
    for (const auto& e : kFlags)
        if (e.flag == f) return e.effect;
    return false;
}

std::string_view acl_type_keyword(AclType t) {
    switch (t) {
        case AclType::User:
            return "USERLIST";
        case AclType::Group:
            return "GROUPLIST";
        case AclType::Account:
            return "ACCOUNTLIST";
        case AclType::Qos:
            return "QOSLIST";
        case AclType::Class:
            return "CLASSLIST";
        case AclType::JobAttr:
            return "JOBATTRLIST";
        case AclType::TimeLimit:
            return "TIMELIMIT";
    }
    return "USERLIST";
}

std::string acl_entry_text(const AclEntry& e) {
    std::string s;
    if (e.negated) s += '!';
    s += e.type == AclType::TimeLimit ? format_maui_duration(e.time_limit) : e.name;
    if (e.required) s += '*';
    if (e.affinity == Affinity::Negative) s += '-';
    if (e.affinity == Affinity::Neutral) s += '=';
    return s;
}

}  // namespace outrigger
