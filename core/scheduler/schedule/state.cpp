#include "schedule/state.hpp"

#include <nlohmann/json.hpp>

namespace outrigger {

const JobReservation* SchedulerState::reservation_of(JobId j) const {
    for (const auto& r : reservations)
        if (r.job == j) return &r;
    return nullptr;
}

void SchedulerState::grow(std::size_t jobs) {
    bypass.grow(jobs);
    if (queue_clock.size() < jobs) queue_clock.resize(jobs, Time::never());
    if (first_reserved.size() < jobs) first_reserved.resize(jobs, Time::never());
}

namespace {

nlohmann::json allocation_json(const Allocation& a) {
    auto arr = nlohmann::json::array();
    for (const auto& nt : a) arr.push_back({nt.node.value(), nt.tasks});
    return arr;
}

}  // namespace

nlohmann::json to_json(const SchedulerState& s) {
    nlohmann::json j;
    j["version"] = SchedulerState::kVersion;
    j["iterations"] = s.iterations;
    j["chunk_until"] = s.chunk_until.seconds();
    j["completions_seen"] = s.completions_seen.seconds();
    auto res = nlohmann::json::array();
    for (const auto& r : s.reservations)
        res.push_back({{"job", r.job.value()},
                       {"start", r.when.start.seconds()},
                       {"end", r.when.end.seconds()},
                       {"first_start", r.first_start.seconds()},
                       {"allocation", allocation_json(r.allocation)}});
    j["reservations"] = std::move(res);
    auto bypass = nlohmann::json::array();
    for (std::size_t i = 0; i < s.bypass.size(); ++i)
        if (const std::int32_t n = s.bypass.of(JobId(static_cast<JobId::Rep>(i))); n != 0)
            bypass.push_back({i, n});
    j["bypass"] = std::move(bypass);
    auto clocks = nlohmann::json::array();
    for (std::size_t i = 0; i < s.queue_clock.size(); ++i)
        if (!s.queue_clock[i].is_never()) clocks.push_back({i, s.queue_clock[i].seconds()});
    j["queue_clock"] = std::move(clocks);
    auto first = nlohmann::json::array();
    for (std::size_t i = 0; i < s.first_reserved.size(); ++i)
        if (!s.first_reserved[i].is_never()) first.push_back({i, s.first_reserved[i].seconds()});
    j["first_reserved"] = std::move(first);
    j["jobs"] = s.bypass.size();
    return j;
}

StateRead read_state(const nlohmann::json& j) {
    try {
        if (!j.is_object() || !j.contains("version")) {
            return StateRead{std::nullopt, "scheduler state: missing key 'version'"};
        }
        if (j.at("version").get<int>() != SchedulerState::kVersion) {
            return StateRead{std::nullopt, "scheduler state: version " + j.at("version").dump() +
                                               " is not supported (expected " +
                                               std::to_string(SchedulerState::kVersion) + ")"};
        }
        SchedulerState s;
        s.iterations = j.at("iterations").get<std::int64_t>();
        s.chunk_until = Time::from_seconds(j.at("chunk_until").get<std::int64_t>());
        s.completions_seen = Time::from_seconds(j.at("completions_seen").get<std::int64_t>());
        s.grow(j.at("jobs").get<std::size_t>());
        for (const auto& r : j.at("reservations")) {
            JobReservation jr;
            jr.job = JobId(r.at("job").get<JobId::Rep>());
            jr.when = Interval{Time::from_seconds(r.at("start").get<std::int64_t>()),
                               Time::from_seconds(r.at("end").get<std::int64_t>())};
            jr.first_start = Time::from_seconds(r.at("first_start").get<std::int64_t>());
            for (const auto& nt : r.at("allocation"))
                jr.allocation.push_back(
                    NodeTasks{NodeId(nt.at(0).get<NodeId::Rep>()), nt.at(1).get<std::int64_t>()});
            s.reservations.push_back(std::move(jr));
        }
        const auto index = [&s](const nlohmann::json& e, const char* key) {
            const auto i = e.at(0).get<std::size_t>();
            if (i >= s.bypass.size()) throw std::out_of_range(std::string(key) + ": job index out of range");
            return i;
        };
        for (const auto& e : j.at("bypass"))
            s.bypass.set(JobId(static_cast<JobId::Rep>(index(e, "bypass"))), e.at(1).get<std::int32_t>());
        for (const auto& e : j.at("queue_clock")) {
            s.queue_clock[index(e, "queue_clock")] = Time::from_seconds(e.at(1).get<std::int64_t>());
            ++s.restarted_clocks;
        }
        for (const auto& e : j.at("first_reserved"))
            s.first_reserved[index(e, "first_reserved")] = Time::from_seconds(e.at(1).get<std::int64_t>());
        return StateRead{std::move(s), {}};
    } catch (const std::exception& e) {
        return StateRead{std::nullopt, std::string("scheduler state: ") + e.what()};
    }
}

std::optional<SchedulerState> state_from_json(const nlohmann::json& j, std::string& error) {
    StateRead read = read_state(j);
    if (!read.state) error = std::move(read.error);
    return std::move(read.state);
}

}  // namespace outrigger
