#include "stack/state_json.hpp"

namespace outrigger {

namespace {

using nlohmann::json;

json time_json(Time t) {
    return t.is_never() ? json(nullptr) : json(t.seconds());
}
Time time_of(const json& j) {
    return j.is_null() ? Time::never() : Time::from_seconds(j.get<std::int64_t>());
}

json resources_json(const Resources& r) {
    json g = json::array();
    for (const auto& a : r.generic()) g.push_back({a.id.value(), a.count});
    return {
        {"procs", r.procs}, {"memory", r.memory_mb}, {"swap", r.swap_mb}, {"disk", r.disk_mb}, {"gres", g}};
}
Resources resources_of(const json& j) {
    Resources r;
    r.procs = j.at("procs").get<std::int64_t>();
    r.memory_mb = j.at("memory").get<std::int64_t>();
    r.swap_mb = j.at("swap").get<std::int64_t>();
    r.disk_mb = j.at("disk").get<std::int64_t>();
    for (const auto& g : j.at("gres"))
        r.set_gres(GresId(g.at(0).get<GresId::Rep>()), g.at(1).get<std::int64_t>());
    return r;
}

template <typename IdT>
json id_json(IdT id) {
    return id.valid() ? json(id.value()) : json(nullptr);
}
template <typename IdT>
IdT id_of(const json& j) {
    return j.is_null() ? IdT::invalid() : IdT(j.get<typename IdT::Rep>());
}

}  // namespace

json window_to_json(const FsWindow& w) {
    json usage = json::array();
    for (const auto& v : w.usage) usage.push_back(v);
    return {{"start", w.start.seconds()}, {"length", w.length.count()}, {"total", w.total}, {"usage", usage}};
}

FsWindow window_from_json(const json& j) {
    FsWindow w;
    w.start = Time::from_seconds(j.at("start").get<std::int64_t>());
    w.length = Duration::seconds(j.at("length").get<std::int64_t>());
    w.total = j.at("total").get<double>();
    const auto& u = j.at("usage");
    if (u.size() != kCredKinds)
        throw std::out_of_range("fairshare window: usage needs one list per credential kind");
    for (std::size_t k = 0; k < kCredKinds; ++k) w.usage[k] = u[k].get<std::vector<double>>();
    return w;
}

json reservation_to_json(const Reservation& r) {
    json hosts = json::array();
    for (NodeId n : r.host_list) hosts.push_back(n.value());
    json features = json::array();
    for (FeatureId f : r.features) features.push_back(f.value());
    json acl = json::array();
    for (const AclEntry& e : r.acl)
        acl.push_back({{"type", static_cast<int>(e.type)},
                       {"name", e.name},
                       {"time_limit", e.time_limit.count()},
                       {"negated", e.negated},
                       {"required", e.required},
                       {"affinity", static_cast<int>(e.affinity)}});
    json alloc = json::array();
    for (const NodeHold& h : r.allocation)
        alloc.push_back({{"node", h.node.value()}, {"held", resources_json(h.held)}, {"tasks", h.tasks}});
    json j = {{"id", r.id.value()},
              {"kind", static_cast<int>(r.kind)},
              {"name", r.name},
              {"standing_name", r.standing_name},
              {"job", id_json(r.job)},
              {"start", time_json(r.span.start)},
              {"end", time_json(r.span.end)},
              {"task", resources_json(r.task)},
              {"task_count", r.task_count},
              {"host_list", hosts},
              {"tpn", r.tpn},
              {"features", features},
              {"partition", id_json(r.partition)},
              {"access", static_cast<int>(r.access)},
              {"flags", r.flags},
              {"owner", r.owner ? json{{"kind", static_cast<int>(r.owner->kind)}, {"name", r.owner->name}}
                                : json(nullptr)},
              {"charge_account", r.charge_account ? json(*r.charge_account) : json(nullptr)},
              {"priority", r.priority},
              {"acl", acl},
              {"allocation", alloc}};
    return j;
}

Reservation reservation_from_json(const json& j) {
    Reservation r;
    r.id = ReservationId(j.at("id").get<ReservationId::Rep>());
    r.kind = static_cast<ReservationKind>(j.at("kind").get<int>());
    r.name = j.at("name").get<std::string>();
    r.standing_name = j.at("standing_name").get<std::string>();
    r.job = id_of<JobId>(j.at("job"));
    r.span = Interval{time_of(j.at("start")), time_of(j.at("end"))};
    r.task = resources_of(j.at("task"));
    r.task_count = j.at("task_count").get<std::int64_t>();
    for (const auto& n : j.at("host_list")) r.host_list.emplace_back(n.get<NodeId::Rep>());
    r.tpn = j.at("tpn").get<std::int64_t>();
    for (const auto& f : j.at("features")) r.features.emplace_back(f.get<FeatureId::Rep>());
    r.partition = id_of<PartitionId>(j.at("partition"));
    r.access = static_cast<ReservationAccess>(j.at("access").get<int>());
    r.flags = j.at("flags").get<std::uint16_t>();
    if (!j.at("owner").is_null())
        r.owner = ReservationOwner{static_cast<CredKind>(j.at("owner").at("kind").get<int>()),
                                   j.at("owner").at("name").get<std::string>()};
    if (!j.at("charge_account").is_null()) r.charge_account = j.at("charge_account").get<std::string>();
    r.priority = j.at("priority").get<std::int64_t>();
    for (const auto& e : j.at("acl")) {
        AclEntry a;
        a.type = static_cast<AclType>(e.at("type").get<int>());
        a.name = e.at("name").get<std::string>();
        a.time_limit = Duration::seconds(e.at("time_limit").get<std::int64_t>());
        a.negated = e.at("negated").get<bool>();
        a.required = e.at("required").get<bool>();
        a.affinity = static_cast<Affinity>(e.at("affinity").get<int>());
        r.acl.push_back(std::move(a));
    }
    for (const auto& h : j.at("allocation"))
        r.allocation.push_back(NodeHold{NodeId(h.at("node").get<NodeId::Rep>()), resources_of(h.at("held")),
                                        h.at("tasks").get<std::int64_t>()});
    return r;
}

json book_state_to_json(const ReservationBook::State& s) {
    json rs = json::array();
    for (std::size_t i = 0; i < s.reservations.size(); ++i) {
        json e = reservation_to_json(s.reservations[i]);
        e["standing_index"] = s.standing[i] ? json(*s.standing[i]) : json(nullptr);
        e["period_start"] = s.period_start[i].seconds();
        const PlacementTally& t = s.passed_over[i];
        e["passed_over"] = {t.not_up, t.missing_features, t.other_partition, t.no_room};
        rs.push_back(std::move(e));
    }
    return {{"reservations", rs}, {"next_instance", s.next_instance}, {"next_id", s.next_id}};
}

ReservationBook::State book_state_from_json(const json& j) {
    ReservationBook::State s;
    for (const auto& e : j.at("reservations")) {
        s.reservations.push_back(reservation_from_json(e));
        s.standing.push_back(e.at("standing_index").is_null()
                                 ? std::nullopt
                                 : std::optional<std::size_t>(e.at("standing_index").get<std::size_t>()));
        s.period_start.push_back(Time::from_seconds(e.at("period_start").get<std::int64_t>()));
        const auto& t = e.at("passed_over");
        s.passed_over.push_back(PlacementTally{t.at(0).get<std::int64_t>(), t.at(1).get<std::int64_t>(),
                                               t.at(2).get<std::int64_t>(), t.at(3).get<std::int64_t>()});
    }
    s.next_instance = j.at("next_instance").get<std::vector<std::int64_t>>();
    s.next_id = j.at("next_id").get<ReservationId::Rep>();
    return s;
}

}  // namespace outrigger
