#include "service/slurm/last_runs.hpp"

#include <fstream>
#include <sstream>

namespace outrigger::slurm {

namespace {

constexpr const char* kFormat = "outrigger-slurm-runs/1";

}  // namespace

nlohmann::json last_runs_json(const LastRuns& runs) {
    nlohmann::json jobs = nlohmann::json::array();
    for (const SlurmJob& s : runs.jobs) {
        nlohmann::json alloc = nlohmann::json::array();
        for (const NodeCpus& nc : s.allocated) alloc.push_back({nc.node, nc.cpus});
        jobs.push_back({{"id", s.id},
                        {"name", s.name},
                        {"user", s.user},
                        {"group", s.group},
                        {"account", s.account},
                        {"partition", s.partition},
                        {"qos", s.qos},
                        {"submit", s.submit},
                        {"start", s.start},
                        {"time_limit_minutes", s.time_limit_minutes ? nlohmann::json(*s.time_limit_minutes)
                                                                    : nlohmann::json(nullptr)},
                        {"tasks", s.tasks},
                        {"cpus_per_task", s.cpus_per_task},
                        {"node_count", s.node_count},
                        {"max_nodes", s.max_nodes},
                        {"tasks_per_node", s.tasks_per_node},
                        {"memory_per_node_mb", s.memory_per_node_mb},
                        {"memory_per_cpu_mb", s.memory_per_cpu_mb},
                        {"allocated", alloc}});
    }
    return {{"format", kFormat}, {"seen_at", runs.seen_at}, {"jobs", jobs}};
}

std::optional<LastRuns> last_runs_from_json(const nlohmann::json& j, std::string& error) {
    try {
        if (j.at("format").get<std::string>() != kFormat) {
            error = "not a record of running jobs (" + j.at("format").dump() + ")";
            return std::nullopt;
        }
        LastRuns runs;
        runs.seen_at = j.at("seen_at").get<std::int64_t>();
        for (const nlohmann::json& r : j.at("jobs")) {
            SlurmJob s;
            s.id = r.at("id").get<std::string>();
            s.name = r.at("name").get<std::string>();
            s.user = r.at("user").get<std::string>();
            s.group = r.at("group").get<std::string>();
            s.account = r.at("account").get<std::string>();
            s.partition = r.at("partition").get<std::string>();
            s.qos = r.at("qos").get<std::string>();
            s.state = "RUNNING";
            s.submit = r.at("submit").get<std::int64_t>();
            s.start = r.at("start").get<std::int64_t>();
            if (!r.at("time_limit_minutes").is_null())
                s.time_limit_minutes = r.at("time_limit_minutes").get<std::int64_t>();
            s.tasks = r.at("tasks").get<std::int64_t>();
            s.cpus_per_task = r.at("cpus_per_task").get<std::int64_t>();
            s.node_count = r.at("node_count").get<std::int64_t>();
            s.max_nodes = r.at("max_nodes").get<std::int64_t>();
            s.tasks_per_node = r.at("tasks_per_node").get<std::int64_t>();
            s.memory_per_node_mb = r.at("memory_per_node_mb").get<std::int64_t>();
            s.memory_per_cpu_mb = r.at("memory_per_cpu_mb").get<std::int64_t>();
            for (const nlohmann::json& a : r.at("allocated"))
                s.allocated.push_back(NodeCpus{a.at(0).get<std::string>(), a.at(1).get<std::int64_t>()});
            runs.jobs.push_back(std::move(s));
        }
        return runs;
    } catch (const std::exception& e) {
        error = e.what();
        return std::nullopt;
    }
}

bool save_last_runs(const std::filesystem::path& file, const LastRuns& runs, std::string& error) {
    const std::filesystem::path temporary = file.string() + ".new";
    {
        std::ofstream out(temporary, std::ios::trunc);
        out << last_runs_json(runs).dump() << '\n';
        out.flush();
        if (!out) {
            error = "cannot write " + temporary.string();
            return false;
        }
    }
    std::error_code ec;
    std::filesystem::rename(temporary, file, ec);
    if (ec) {
        error = "cannot rename " + temporary.string() + " to " + file.string() + ": " + ec.message();
        return false;
    }
    return true;
}

std::optional<LastRuns> load_last_runs(const std::filesystem::path& file, std::string& error) {
    std::ifstream in(file);
    if (!in) return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    const nlohmann::json j = nlohmann::json::parse(text.str(), nullptr, false);
    if (j.is_discarded()) {
        error = file.string() + ": not a JSON document";
        return std::nullopt;
    }
    auto runs = last_runs_from_json(j, error);
    if (!runs) error = file.string() + ": " + error;
    return runs;
}

}  // namespace outrigger::slurm
