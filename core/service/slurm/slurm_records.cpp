#include "service/slurm/slurm_records.hpp"

#include <algorithm>
#include <ctime>
#include <iomanip>
#include <nlohmann/json.hpp>
#include <sstream>

namespace outrigger::slurm {

namespace {

using nlohmann::json;

// A number as 22.05 prints it (a plain number, or null when unset) or as later versions do
// ({"set": bool, "infinite": bool, "number": n}). nullopt when unset or infinite.
std::optional<std::int64_t> number(const json& j, std::string_view key) {
    const auto it = j.find(key);
    if (it == j.end() || it->is_null()) return std::nullopt;
    if (it->is_number()) return it->get<std::int64_t>();
    if (it->is_object()) {
        if (!it->value("set", true) || it->value("infinite", false)) return std::nullopt;
        const auto n = it->find("number");
        if (n != it->end() && n->is_number()) return n->get<std::int64_t>();
    }
    return std::nullopt;
}

std::int64_t number_or(const json& j, std::string_view key, std::int64_t fallback) {
    return number(j, key).value_or(fallback);
}

std::string text(const json& j, std::string_view key) {
    const auto it = j.find(key);
    if (it == j.end() || !it->is_string()) return {};
    return it->get<std::string>();
}

// job_state is a string in 22.05 and a list of strings later.
std::string state_text(const json& j, std::string_view key) {
    const auto it = j.find(key);
    if (it == j.end()) return {};
    if (it->is_string()) return it->get<std::string>();
    if (it->is_array() && !it->empty() && it->front().is_string()) return it->front().get<std::string>();
    return {};
}

std::vector<std::string> split(std::string_view s, std::string_view separators) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start <= s.size()) {
        const std::size_t end = s.find_first_of(separators, start);
        const std::string_view piece = s.substr(start, end == std::string_view::npos ? s.npos : end - start);
        if (!piece.empty()) out.emplace_back(piece);
        if (end == std::string_view::npos) break;
        start = end + 1;
    }
    return out;
}

// The processors Slurm gave on each node: the cores marked in the job_resources socket map, times
// the node's threads (one core = one processor without hyperthreads, as here).
std::vector<NodeCpus> allocation_of(const json& job) {
    std::vector<NodeCpus> out;
    const auto res = job.find("job_resources");
    if (res == job.end() || !res->is_object()) return out;
    const auto nodes = res->find("allocated_nodes");
    if (nodes == res->end() || !nodes->is_array()) return out;
    for (const json& n : *nodes) {
        NodeCpus nc{text(n, "nodename"), 0};
        if (const auto sockets = n.find("sockets"); sockets != n.end() && sockets->is_object())
            for (const auto& [socket, body] : sockets->items())
                if (const auto cores = body.find("cores"); cores != body.end() && cores->is_object())
                    nc.cpus += static_cast<std::int64_t>(cores->size());
        if (nc.cpus == 0) nc.cpus = number_or(n, "cpus", 0);
        out.push_back(std::move(nc));
    }
    return out;
}

// "cpu=6,mem=600M,node=1" -> 6; 0 when absent.
std::int64_t requested_cpus(std::string_view tres) {
    for (const std::string& item : split(tres, ",")) {
        if (item.rfind("cpu=", 0) != 0) continue;
        std::int64_t v = 0;
        for (std::size_t i = 4; i < item.size() && item[i] >= '0' && item[i] <= '9'; ++i)
            v = v * 10 + (item[i] - '0');
        return v;
    }
    return 0;
}

std::optional<json> document(std::string_view text, std::string_view list, std::string& error) {
    json doc = json::parse(text, nullptr, false);
    if (doc.is_discarded() || !doc.is_object()) {
        error = "not a JSON document";
        return std::nullopt;
    }
    if (const auto errors = doc.find("errors");
        errors != doc.end() && errors->is_array() && !errors->empty()) {
        const json& first = errors->front();
        error = first.is_object() ? first.value("error", first.dump()) : first.dump();
        return std::nullopt;
    }
    const auto items = doc.find(list);
    if (items == doc.end() || !items->is_array()) {
        error = "\"" + std::string(list) + "\": expected a list";
        return std::nullopt;
    }
    return doc;
}

}  // namespace

SlurmNode::Usable SlurmNode::usable() const {
    const auto has = [this](std::string_view f) {
        for (const std::string& x : flags)
            if (x == f) return true;
        return false;
    };
    if (state == "down" || state == "future" || state == "unknown" || has("NOT_RESPONDING") ||
        state == "DOWN" || state == "FUTURE" || state == "UNKNOWN")
        return Usable::Down;
    if (has("DRAIN") || state == "drained" || state == "draining" || state == "DRAINED" ||
        state == "DRAINING")
        return Usable::Drained;
    return Usable::Up;
}

Parsed<SlurmJob> parse_squeue_json(std::string_view input) {
    Parsed<SlurmJob> out;
    const auto doc = document(input, "jobs", out.error);
    if (!doc) {
        out.error = "squeue --json: " + out.error;
        return out;
    }
    for (const json& j : doc->at("jobs")) {
        if (!j.is_object()) continue;
        SlurmJob s;
        const auto id = number(j, "job_id");
        if (!id) {
            out.error = "squeue --json: a job without a job_id";
            return out;
        }
        s.id = std::to_string(*id);
        s.name = text(j, "name");
        s.user = text(j, "user_name");
        if (s.user.empty()) s.user = std::to_string(number_or(j, "user_id", 0));
        s.group = text(j, "group_name");
        if (s.group.empty()) s.group = std::to_string(number_or(j, "group_id", 0));
        s.account = text(j, "account");
        s.partition = text(j, "partition");
        s.qos = text(j, "qos");
        s.state = state_text(j, "job_state");
        s.reason = text(j, "state_reason");
        s.priority = number_or(j, "priority", 0);
        s.submit = number_or(j, "submit_time", 0);
        s.start = number_or(j, "start_time", 0);
        s.end = number_or(j, "end_time", 0);
        s.time_limit_minutes = number(j, "time_limit");
        s.tasks = std::max<std::int64_t>(1, number_or(j, "tasks", 1));
        // 22.05 prints cpus_per_task as null whatever -c said: the processors asked for
        // (tres_req_str's cpu=, or cpus while pending) over the tasks tell it.
        if (const auto cpt = number(j, "cpus_per_task"); cpt && *cpt > 0) {
            s.cpus_per_task = *cpt;
        } else {
            std::int64_t cpus = requested_cpus(text(j, "tres_req_str"));
            if (cpus == 0) cpus = number_or(j, "cpus", s.tasks);
            s.cpus_per_task = std::max<std::int64_t>(1, cpus / s.tasks);
        }
        s.node_count = number_or(j, "node_count", 0);
        s.max_nodes = number_or(j, "max_nodes", 0);
        s.tasks_per_node = number_or(j, "tasks_per_node", 0);
        s.memory_per_node_mb = number_or(j, "memory_per_node", 0);
        s.memory_per_cpu_mb = number_or(j, "memory_per_cpu", 0);
        s.features = text(j, "features");
        s.required_nodes = text(j, "required_nodes");
        s.reservation = text(j, "resv_name");
        s.allocated = allocation_of(j);
        out.items.push_back(std::move(s));
    }
    return out;
}

Parsed<SlurmNode> parse_sinfo_json(std::string_view input) {
    Parsed<SlurmNode> out;
    const auto doc = document(input, "nodes", out.error);
    if (!doc) {
        out.error = "sinfo --json: " + out.error;
        return out;
    }
    for (const json& j : doc->at("nodes")) {
        if (!j.is_object()) continue;
        SlurmNode n;
        n.name = text(j, "name");
        if (n.name.empty()) {
            out.error = "sinfo --json: a node without a name";
            return out;
        }
        n.cpus = number_or(j, "cpus", 0);
        n.memory_mb = number_or(j, "real_memory", 0);
        n.disk_mb = number_or(j, "temporary_disk", 0);
        n.features = split(text(j, "features"), ",");
        n.gres = text(j, "gres");
        if (n.gres == "(null)") n.gres.clear();
        if (const auto parts = j.find("partitions"); parts != j.end() && parts->is_array())
            for (const json& p : *parts)
                if (p.is_string()) n.partitions.push_back(p.get<std::string>());
        n.state = state_text(j, "state");
        if (const auto flags = j.find("state_flags"); flags != j.end() && flags->is_array())
            for (const json& f : *flags)
                if (f.is_string()) n.flags.push_back(f.get<std::string>());
        // Later versions print the state as a list of words: the first is the base state.
        if (const auto st = j.find("state"); st != j.end() && st->is_array())
            for (std::size_t i = 1; i < st->size(); ++i)
                if ((*st)[i].is_string()) n.flags.push_back((*st)[i].get<std::string>());
        n.reason = text(j, "reason");
        n.weight = number_or(j, "weight", 1);
        out.items.push_back(std::move(n));
    }
    return out;
}

namespace {

std::int64_t parse_local_time(const std::string& t) {
    std::tm tm{};
    std::istringstream in(t);
    in >> std::get_time(&tm, "%Y-%m-%dT%H:%M:%S");
    if (in.fail()) return 0;
    tm.tm_isdst = -1;
    return static_cast<std::int64_t>(std::mktime(&tm));
}

}  // namespace

Parsed<SlurmReservation> parse_reservations(std::string_view input) {
    Parsed<SlurmReservation> out;
    for (const std::string& line : split(input, "\n")) {
        if (line.rfind("ReservationName=", 0) != 0) continue;
        SlurmReservation r;
        for (const std::string& field : split(line, " ")) {
            const auto eq = field.find('=');
            if (eq == std::string::npos) continue;
            const std::string key = field.substr(0, eq);
            const std::string value = field.substr(eq + 1);
            if (key == "ReservationName")
                r.name = value;
            else if (key == "StartTime")
                r.start = parse_local_time(value);
            else if (key == "EndTime")
                r.end = parse_local_time(value);
            else if (key == "Nodes")
                r.nodes = value;
            else if (key == "Users")
                r.users = value;
            else if (key == "Accounts")
                r.accounts = value;
            else if (key == "Flags")
                r.flags = value;
        }
        out.items.push_back(std::move(r));
    }
    return out;
}

std::string slurm_time_text(std::int64_t unix_seconds) {
    const auto t = static_cast<std::time_t>(unix_seconds);
    std::tm tm{};
    localtime_r(&t, &tm);
    char buffer[32];
    std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%S", &tm);
    return buffer;
}

}  // namespace outrigger::slurm
