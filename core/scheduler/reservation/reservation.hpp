#pragma once

// A reservation (guide 7.1.5): a timeframe, an access control list and a set of reserved
// resources. One value type for the three kinds so that access checks, placement and reports never
// branch on where a reservation came from. Resources are described the way the guide does: a task
// (an atomic bundle on one node) times TASKCOUNT, and/or a HOSTLIST; the allocation records what
// was actually found, node by node.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "config/settings.hpp"
#include "model/credentials.hpp"
#include "model/ids.hpp"
#include "model/resources.hpp"
#include "model/time.hpp"

namespace outrigger {

enum class ReservationKind : std::uint8_t {
    Job,             // made by the scheduling engine for a priority job
    Administrative,  // setres
    Standing,        // one instance of an SRCFG standing reservation
};
std::string_view reservation_kind_name(ReservationKind k);  // "job", "administrative", "standing"

// OWNER=<kind>:<name> (guide 7.1.5.2.5). Kept by name: the owner need not have submitted a job yet.
struct ReservationOwner {
    CredKind kind = CredKind::User;
    std::string name;
    bool operator==(const ReservationOwner&) const = default;
};

// What the reservation holds on one node: the resources and the number of tasks they make up
// (a HOSTLIST-only reservation holds each node whole as one task).
struct NodeHold {
    NodeId node;
    Resources held;
    std::int64_t tasks = 0;
    bool operator==(const NodeHold&) const = default;
};

struct Reservation {
    ReservationId id;
    ReservationKind kind = ReservationKind::Administrative;
    std::string name;           // "interactive.0", "maintenance", a job's name for job reservations
    std::string standing_name;  // the SRCFG name for standing instances, else empty
    JobId job;                  // job reservations only
    Interval span;              // [start, end); end = Time::never() for PERIOD=INFINITY

    // The request.
    Resources task = Resources::of_procs(-1);  // per task; procs -1 = the whole node
    std::int64_t task_count = 0;               // TASKCOUNT; 0 = not given (HOSTLIST only)
    std::vector<NodeId> host_list;             // HOSTLIST resolved to nodes, in the order written
    std::int64_t tpn = 0;                      // TPN: minimum tasks a node must be able to hold
    std::vector<FeatureId> features;           // NODEFEATURES, all required; sorted
    PartitionId partition;                     // invalid = any partition
    ReservationAccess access = ReservationAccess::Dedicated;
    std::uint16_t flags = 0;  // ReservationFlag bits
    std::optional<ReservationOwner> owner;
    std::optional<std::string> charge_account;  // CHARGEACCOUNT
    std::int64_t priority = 0;
    std::vector<AclEntry> acl;  // empty = a SYSTEM reservation: admits no job

    // The allocation: what placement found, node by node, in placement order.
    std::vector<NodeHold> allocation;

    [[nodiscard]] bool has(ReservationFlag f) const { return (flags & flag_bit(f)) != 0; }
    [[nodiscard]] bool is_system() const { return acl.empty(); }
    // Floating (guide 7.1.5.2.5): a TASKCOUNT is given, so placement searches for the resources;
    // otherwise the HOSTLIST is reserved exactly, whatever runs there.
    [[nodiscard]] bool floating() const { return task_count > 0; }
    [[nodiscard]] std::int64_t tasks_held() const;
    [[nodiscard]] std::int64_t procs_held() const;
    [[nodiscard]] std::size_t nodes_held() const { return allocation.size(); }
    // Short of its TASKCOUNT: the standing roller keeps trying to grow it.
    [[nodiscard]] bool partial() const { return floating() && tasks_held() < task_count; }
    [[nodiscard]] bool active_at(Time t) const { return span.contains(t); }
    // The resources held on node n; zero when the reservation does not cover it.
    [[nodiscard]] Resources held_on(NodeId n) const;
    [[nodiscard]] bool covers(NodeId n) const;
};

// "BYNAME", "OWNERPREEMPT", ...: the maui.cfg spelling.
std::string_view reservation_flag_name(ReservationFlag f);
std::optional<ReservationFlag> parse_reservation_flag(std::string_view word);  // case-insensitive
// Every flag set in `flags`, in bit order.
std::vector<ReservationFlag> reservation_flags(std::uint16_t flags);
// Flags accepted for compatibility that change nothing (spec section 0): SINGLEUSE, PREEMPTEE,
// TIMEFLEX, FORCE, BESTEFFORT. Callers warn "accepted, no effect" for each.
bool reservation_flag_has_effect(ReservationFlag f);

// "USERLIST", "GROUPLIST", "ACCOUNTLIST", "QOSLIST", "CLASSLIST", "JOBATTRLIST", "TIMELIMIT".
std::string_view acl_type_keyword(AclType t);
// The entry as maui.cfg writes it, marks included: "!projectX", "special-", "1:00:00*".
std::string acl_entry_text(const AclEntry& e);

}  // namespace outrigger
