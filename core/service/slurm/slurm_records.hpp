#pragma once

// What Slurm's tools print, read into plain values: jobs from `squeue --json`, nodes from
// `sinfo --json` (the 22.05 layout; later versions wrap numbers as {"set", "infinite", "number"},
// which is read too), reservations from `scontrol show reservation -o`. Reading never throws: a
// document that is not what Slurm prints gives an error naming the field.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace outrigger::slurm {

struct NodeCpus {
    std::string node;
    std::int64_t cpus = 0;
    bool operator==(const NodeCpus&) const = default;
};

struct SlurmJob {
    std::string id;  // the job id, as text (the name Outrigger calls it by)
    std::string name;
    std::string user;
    std::string group;
    std::string account;
    std::string partition;
    std::string qos;
    std::string state;          // PENDING, RUNNING, COMPLETED, CANCELLED, FAILED, TIMEOUT, ...
    std::string reason;         // state_reason: JobHeldUser, JobHeldAdmin, Resources, None, ...
    std::int64_t priority = 0;  // 0: held
    std::int64_t submit = 0;    // Unix seconds; 0 = not yet
    std::int64_t start = 0;
    std::int64_t end = 0;
    std::optional<std::int64_t> time_limit_minutes;  // nullopt: none (INFINITE)
    std::int64_t tasks = 1;
    std::int64_t cpus_per_task = 1;
    std::int64_t node_count = 0;      // the nodes asked for (pending) or held (running)
    std::int64_t max_nodes = 0;       // 0: no maximum
    std::int64_t tasks_per_node = 0;  // 0: no constraint
    std::int64_t memory_per_node_mb = 0;
    std::int64_t memory_per_cpu_mb = 0;
    std::string features;        // "fast&ib" as asked
    std::string required_nodes;  // ReqNodeList, a host expression
    std::string reservation;
    std::vector<NodeCpus> allocated;  // running: the processors Slurm gave on each node

    [[nodiscard]] bool pending() const { return state == "PENDING"; }
    [[nodiscard]] bool running() const { return state == "RUNNING" || state == "COMPLETING"; }
    // Ended one way or another (COMPLETED, FAILED, CANCELLED, TIMEOUT, NODE_FAIL, ...).
    [[nodiscard]] bool finished() const { return !pending() && !running() && state != "SUSPENDED"; }
};

struct SlurmNode {
    std::string name;
    std::int64_t cpus = 0;
    std::int64_t memory_mb = 0;
    std::int64_t disk_mb = 0;
    std::vector<std::string> features;
    std::string gres;  // "gpu:4", as Slurm prints it
    std::vector<std::string> partitions;
    std::string state;               // idle, allocated, mixed, down, drained, draining, ...
    std::vector<std::string> flags;  // DRAIN, NOT_RESPONDING, ...
    std::string reason;
    std::int64_t weight = 1;
    // Down (down, not responding, future, unknown), Drained (DRAIN), else Up.
    enum class Usable : std::uint8_t { Up, Down, Drained };
    [[nodiscard]] Usable usable() const;
};

struct SlurmReservation {
    std::string name;
    std::int64_t start = 0;
    std::int64_t end = 0;
    std::string nodes;  // a host expression
    std::string users;
    std::string accounts;
    std::string flags;
};

template <typename T>
struct Parsed {
    std::vector<T> items;
    std::string error;  // empty when the document was read
};

[[nodiscard]] Parsed<SlurmJob> parse_squeue_json(std::string_view text);
[[nodiscard]] Parsed<SlurmNode> parse_sinfo_json(std::string_view text);
// `scontrol show reservation -o`: one reservation a line ("No reservations in the system" is none).
[[nodiscard]] Parsed<SlurmReservation> parse_reservations(std::string_view text);

// A time as scontrol prints and reads it (YYYY-MM-DDTHH:MM:SS) from Unix seconds, in UTC.
[[nodiscard]] std::string slurm_time_text(std::int64_t unix_seconds);

}  // namespace outrigger::slurm
