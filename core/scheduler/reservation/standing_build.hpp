#pragma once

// SRCFG[name] to a reservation template: the request part of every instance (task, TASKCOUNT,
// HOSTLIST, features, partition, ACL, flags, owner), resolved against the cluster's names once.
// Findings are reported, never thrown:
//   errors (the standing reservation makes no instances): a bad timeframe (standing_period.hpp),
//     a malformed HOSTLIST expression, a NODEFEATURE or PARTITION no node has, a negative TASKCOUNT
//     or TPN, a task that reserves nothing, a HOSTLIST naming no known host and no TASKCOUNT;
//   warnings (kept, instances made): unknown hosts in HOSTLIST (skipped), flags that have no
//     effect, TRIGGER and TIMELOGIC (accepted, no effect), OWNERPREEMPT without an OWNER.
// Without TASKCOUNT and HOSTLIST the reservation covers every node (the guide's HOSTLIST default ALL).

#include <optional>
#include <vector>

#include "config/settings.hpp"
#include "model/cluster.hpp"
#include "reservation/diagnostic.hpp"
#include "reservation/reservation.hpp"

namespace outrigger {

struct StandingTemplate {
    std::optional<Reservation> prototype;  // nullopt when an error stops the standing reservation
    std::vector<Diagnostic> diagnostics;
};

StandingTemplate build_standing_template(const StandingReservationConfig& sr, const Cluster& cluster);

// Shared by SRCFG and setres: resolves host expressions to nodes. Unknown names are returned in
// `unknown`; a malformed expression sets `error`.
struct ResolvedHosts {
    std::vector<NodeId> nodes;
    std::vector<std::string> unknown;
    std::string error;
};
ResolvedHosts resolve_hosts(const std::vector<std::string>& expressions, const Cluster& cluster);

}  // namespace outrigger
