#include "engine/view_json.hpp"

#include "engine/schema.hpp"
#include "schedule/reports.hpp"

namespace outrigger {

namespace {

using nlohmann::json;

std::string_view node_state_name(NodeState s) {
    switch (s) {
        case NodeState::Up:
            return "Up";
        case NodeState::Down:
            return "Down";
        case NodeState::Drained:
            return "Drained";
    }
    return "Unknown";
}

json time_or_null(Time t) {
    return t.is_never() ? json(nullptr) : json(t.seconds());
}

std::string cred(const Names& names, CredKind k, CredId id) {
    return id.valid() && id.value() < names.count(k) ? names.name(k, id) : std::string();
}

}  // namespace

json to_json(const ClusterView& v) {
    const ViewStatics& st = *v.statics;
    const auto node_name = [&st](NodeId n) -> const std::string& { return st.nodes[n.value()].name; };
    const auto tasks = [&](const Allocation& a) {
        json out = json::array();
        for (const NodeTasks& nt : a) out.push_back({node_name(nt.node), nt.tasks});
        return out;
    };
    json j;
    j["schema"] = schema_tag("outrigger.view", ClusterView::kSchema);
    j["revision"] = v.revision;
    j["now"] = v.now.seconds();
    j["iterations"] = v.iterations;
    j["totals"] = {{"running", v.running_jobs},     {"idle", v.idle_jobs},
                   {"completed", v.completed_jobs}, {"rejected", v.rejected_jobs},
                   {"busy_procs", v.busy_procs},    {"total_procs", v.total_procs},
                   {"free_procs", v.free_procs}};
    json nodes = json::array();
    for (const ViewStatics::NodeRow& n : st.nodes)
        nodes.push_back(
            {{"name", n.name},
             {"partition", n.partition.valid() ? st.partitions[n.partition.value()] : std::string()},
             {"procs", n.procs},
             {"state", node_state_name(v.node_states[n.node.value()])}});
    j["nodes"] = std::move(nodes);
    json running = json::array();
    for (const ViewRunning& r : v.running) {
        const Job& job = v.job(r.job);
        running.push_back({{"job", job.name},
                           {"user", cred(st.names, CredKind::User, job.creds.user())},
                           {"procs", job.procs()},
                           {"start", r.start.seconds()},
                           {"limit_end", r.limit_end.seconds()},
                           {"nodes", tasks(r.allocation)}});
    }
    j["running"] = std::move(running);
    json finished = json::array();
    for (const ViewFinished& f : v.finished)
        finished.push_back({{"job", v.job(f.job).name},
                            {"state", state_name(f.state)},
                            {"start", time_or_null(f.start)},
                            {"end", f.end.seconds()},
                            {"stopped_at_limit", f.stopped_at_limit},
                            {"nodes", tasks(f.allocation)}});
    j["finished"] = std::move(finished);
    json reserved = json::array();
    for (const ViewJobReservation& r : v.job_reservations)
        reserved.push_back({{"job", v.job(r.job).name},
                            {"start", r.when.start.seconds()},
                            {"end", time_or_null(r.when.end)},
                            {"nodes", tasks(r.allocation)}});
    j["job_reservations"] = std::move(reserved);
    json reservations = json::array();
    for (const ViewReservation& r : v.reservations) {
        json blocks = json::array();
        for (const ViewReservationBlock& b : r.blocks) blocks.push_back({node_name(b.node), b.procs});
        reservations.push_back({{"name", r.name},
                                {"start", r.when.start.seconds()},
                                {"end", time_or_null(r.when.end)},
                                {"nodes", std::move(blocks)}});
    }
    j["reservations"] = std::move(reservations);
    json windows = json::array();
    for (const ViewWindow& w : v.windows)
        windows.push_back({{"procs", w.procs},
                           {"nodes", w.nodes},
                           {"duration_s", w.duration ? json(w.duration->count()) : json(nullptr)}});
    j["windows"] = std::move(windows);
    // Priorities by queue row (the table's rows are the queue's rows).
    std::vector<std::optional<double>> priority(v.queue.size());
    if (v.priorities.size() == v.queue.size())
        for (const std::uint32_t row : v.priorities.ranking()) priority[row] = v.priorities.priority(row);
    json queue = json::array();
    for (std::size_t i = 0; i < v.queue.size(); ++i) {
        const ViewQueued& q = v.queue[i];
        const Job& job = v.job(q.job);
        queue.push_back(
            {{"job", job.name},
             {"user", cred(st.names, CredKind::User, job.creds.user())},
             {"group", cred(st.names, CredKind::Group, job.creds.group())},
             {"account", cred(st.names, CredKind::Account, job.creds.account())},
             {"qos", cred(st.names, CredKind::Qos, job.creds.qos())},
             {"class", cred(st.names, CredKind::Class, job.creds.job_class())},
             {"procs", job.procs()},
             {"walltime_s", job.walltime.count()},
             {"submit", job.submit.seconds()},
             {"queued_s", q.queued.count()},
             {"bypass", q.bypass},
             {"hold", static_cast<int>(job.hold)},
             {"system_priority", job.system_priority ? json(*job.system_priority) : json(nullptr)},
             {"reserved_start", q.reserved_start ? json(q.reserved_start->seconds()) : json(nullptr)},
             {"priority", priority[i] ? json(*priority[i]) : json(nullptr)},
             {"blocked", q.blocked},
             {"reason", q.reason ? reason_json(q.reason->reason(), st.names) : json(nullptr)}});
    }
    j["queue"] = std::move(queue);
    json rejected = json::array();
    for (const ViewRejected& r : v.rejected)
        rejected.push_back({{"job", v.job(r.job).name}, {"reason", reason_json(r.reason, st.names)}});
    j["rejected"] = std::move(rejected);
    return j;
}

}  // namespace outrigger
