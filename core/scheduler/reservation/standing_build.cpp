#include "reservation/standing_build.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "model/host_expression.hpp"
#include "reservation/standing_period.hpp"

namespace outrigger {

ResolvedHosts resolve_hosts(const std::vector<std::string>& expressions, const Cluster& cluster) {
    ResolvedHosts out;
    for (const auto& expr : expressions) {
        const HostExpansion x = expand_hosts(expr);
        if (!x.error.empty()) {
            out.error = fmt::format("'{}' column {}: {}", expr, x.error_column, x.error);
            return out;
        }
        for (const auto& h : x.hosts) {
            if (const auto id = cluster.find_node(h)) {
                if (std::find(out.nodes.begin(), out.nodes.end(), *id) == out.nodes.end())
                    out.nodes.push_back(*id);
            } else {
                out.unknown.push_back(h);
            }
        }
    }
    return out;
}

StandingTemplate build_standing_template(const StandingReservationConfig& sr, const Cluster& cluster) {
    StandingTemplate out;
    const auto where = [&](std::string_view attr) { return fmt::format("SRCFG[{}] {}", sr.name, attr); };
    const auto error = [&](std::string_view attr, std::string msg) {
        out.diagnostics.push_back(reservation_error(where(attr), std::move(msg)));
    };
    const auto warn = [&](std::string_view attr, std::string msg) {
        out.diagnostics.push_back(reservation_warning(where(attr), std::move(msg)));
    };

    Reservation r;
    r.kind = ReservationKind::Standing;
    r.standing_name = sr.name;
    r.name = sr.name;
    r.access = sr.access;
    r.acl = sr.acl;
    r.charge_account = sr.charge_account;
    r.flags = sr.flags;
    r.priority = sr.priority;
    r.task = sr.task;
    r.task_count = sr.task_count;
    r.tpn = sr.tpn;
    if (sr.owner_kind) r.owner = ReservationOwner{*sr.owner_kind, sr.owner_name};

    bool ok = true;
    if (const auto e = standing_timeframe_error(sr)) {
        error(sr.depth < 1 ? "DEPTH" : "STARTTIME/ENDTIME", *e);
        ok = false;
    }
    if (sr.task_count < 0) {
        error("TASKCOUNT", fmt::format("TASKCOUNT={} is negative", sr.task_count));
        ok = false;
    }
    if (sr.tpn < 0) {
        error("TPN", fmt::format("TPN={} is negative", sr.tpn));
        ok = false;
    }
    if (sr.task.procs == 0 && sr.task.is_zero()) {
        error("RESOURCES", "a task reserves nothing (give PROCS, MEM, DISK or SWAP)");
        ok = false;
    } else if ((sr.task.procs < -1) || sr.task.memory_mb < 0 || sr.task.disk_mb < 0 || sr.task.swap_mb < 0) {
        error("RESOURCES", "negative amount in a task (only PROCS=-1, the whole node, may be negative)");
        ok = false;
    }

    const ResolvedHosts hosts = resolve_hosts(sr.host_list, cluster);
    if (!hosts.error.empty()) {
        error("HOSTLIST", hosts.error);
        ok = false;
    }
    for (const auto& h : hosts.unknown) warn("HOSTLIST", fmt::format("unknown host '{}' skipped", h));
    r.host_list = hosts.nodes;
    if (!sr.host_list.empty() && r.host_list.empty() && sr.task_count == 0 && hosts.error.empty()) {
        error("HOSTLIST", "names no known host and no TASKCOUNT is given");
        ok = false;
    }
    if (sr.host_list.empty() && sr.task_count == 0)
        for (const Node& n : cluster.nodes()) r.host_list.push_back(n.id);

    for (const auto& f : sr.node_features) {
        if (const auto id = cluster.names().find_feature(f)) {
            r.features.push_back(*id);
        } else {
            error("NODEFEATURES", fmt::format("no node has feature '{}'", f));
            ok = false;
        }
    }
    std::sort(r.features.begin(), r.features.end());
    r.features.erase(std::unique(r.features.begin(), r.features.end()), r.features.end());

    if (sr.partition) {
        if (const auto p = cluster.find_partition(*sr.partition)) {
            r.partition = *p;
        } else {
            error("PARTITION", fmt::format("no partition named '{}'", *sr.partition));
            ok = false;
        }
    }
    for (const ReservationFlag f : reservation_flags(sr.flags))
        if (!reservation_flag_has_effect(f))
            warn("FLAGS", fmt::format("{}: accepted, no effect", reservation_flag_name(f)));
    if (r.has(ReservationFlag::OwnerPreempt) && !r.owner)
        warn("FLAGS", "OWNERPREEMPT without OWNER: no job can preempt");
    if (!sr.triggers.empty()) warn("TRIGGER", "accepted, no effect");
    if (sr.time_logic) warn("TIMELOGIC", "accepted, no effect (use the required ACL marker '*')");

    if (ok) out.prototype = std::move(r);
    return out;
}

}  // namespace outrigger
