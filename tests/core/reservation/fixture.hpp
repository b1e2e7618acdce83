#pragma once

// Builders shared by the reservation tests: a cluster of named nodes, jobs with credentials, and
// reservations with ACLs written the way maui.cfg writes them.

#include <string>
#include <string_view>
#include <vector>

#include "config/settings.hpp"
#include "model/calendar.hpp"
#include "model/cluster.hpp"
#include "model/host_expression.hpp"
#include "model/job.hpp"
#include "reservation/reservation.hpp"
#include "reservation/setres.hpp"
#include "reservation/table_capacity.hpp"

namespace outrigger::testing {

// 2026-03-01 was a Sunday: core time 0 is Sunday 00:00 UTC in the tests' UTC calendar.
inline constexpr std::int64_t kSunday20260301 = 1772323200;
inline LocalCalendar utc_calendar() {
    return LocalCalendar::utc(kSunday20260301);
}
inline Time at(int day, int hour, int minute = 0) {
    return Time::from_seconds(day * 86400 + hour * 3600 + minute * 60);
}

struct ClusterBuilder {
    Cluster cluster;

    // Adds every host of `expr` with the given capacity and features.
    ClusterBuilder& nodes(std::string_view expr, std::int64_t procs, std::int64_t memory_mb,
                          const std::vector<std::string>& features = {},
                          std::string_view partition = "DEFAULT") {
        const PartitionId p = cluster.add_partition(partition);
        std::vector<FeatureId> f;
        for (const auto& name : features) f.push_back(cluster.names().intern_feature(name));
        std::sort(f.begin(), f.end());
        for (const auto& h : expand_hosts(expr).hosts) {
            Node n;
            n.name = h;
            n.partition = p;
            n.capacity.procs = procs;
            n.capacity.memory_mb = memory_mb;
            n.features = f;
            cluster.add_node(std::move(n));
        }
        return *this;
    }
    NodeId id(std::string_view name) const { return *cluster.find_node(name); }
    TableCapacity capacity() const { return TableCapacity({cluster.nodes().begin(), cluster.nodes().end()}); }
};

struct JobBuilder {
    Job job;
    Names& names;
    explicit JobBuilder(Names& n, std::uint32_t id = 1) : names(n) {
        job.id = JobId(id);
        job.name = std::to_string(id);
    }
    JobBuilder& cred(CredKind k, std::string_view v) {
        job.creds[k] = names.intern(k, v);
        return *this;
    }
    JobBuilder& user(std::string_view v) { return cred(CredKind::User, v); }
    JobBuilder& group(std::string_view v) { return cred(CredKind::Group, v); }
    JobBuilder& account(std::string_view v) { return cred(CredKind::Account, v); }
    JobBuilder& qos(std::string_view v) { return cred(CredKind::Qos, v); }
    JobBuilder& job_class(std::string_view v) { return cred(CredKind::Class, v); }
    JobBuilder& tasks(std::int64_t n, Resources per_task = Resources::of_procs(1)) {
        job.request.tasks = n;
        job.request.per_task = per_task;
        return *this;
    }
    JobBuilder& walltime(Duration d) {
        job.walltime = d;
        return *this;
    }
    JobBuilder& named_reservation(std::string_view r) {
        job.reservation = r;
        return *this;
    }
    Job build() const { return job; }
};

// "QOSLIST=high low special-" style values: each word one entry with its marks.
inline std::vector<AclEntry> acl(AclType type, std::initializer_list<std::string_view> values) {
    std::vector<AclEntry> out;
    for (const auto v : values) {
        std::string error;
        out.push_back(*parse_acl_value(type, v, error));
    }
    return out;
}
inline void append(std::vector<AclEntry>& to, const std::vector<AclEntry>& more) {
    to.insert(to.end(), more.begin(), more.end());
}

inline Resources task(std::int64_t procs, std::int64_t memory_mb = 0) {
    Resources r;
    r.procs = procs;
    r.memory_mb = memory_mb;
    return r;
}

}  // namespace outrigger::testing
