#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/credentials.hpp"
#include "model/ids.hpp"
#include "model/resources.hpp"
#include "model/time.hpp"

namespace outrigger {

enum class JobState : std::uint8_t {
    Idle,       // queued, waiting for the scheduler
    Running,    // started on nodes
    Completed,  // ended (normally, or stopped at its walltime limit)
    Cancelled,  // removed before or while running
    Rejected,   // refused at submission: it can never run under the configuration (spec section 6)
};

// Holds keep a job out of scheduling until released (bit set).
enum class Hold : std::uint8_t { None = 0, User = 1, System = 2, Batch = 4 };
constexpr Hold operator|(Hold a, Hold b) {
    return static_cast<Hold>(static_cast<int>(a) | static_cast<int>(b));
}
constexpr bool any(Hold h) {
    return h != Hold::None;
}

// A job's request: `tasks` copies of `per_task`, each an atomic bundle placed on one node
// (guide 7.1.5.1.3). A job of P single-processor tasks is the common case.
struct TaskRequest {
    std::int64_t tasks = 1;
    Resources per_task = Resources::of_procs(1);
    std::int64_t nodes = 0;           // explicit node count requested (0 = whatever the tasks need)
    std::int64_t tasks_per_node = 0;  // minimum tasks on every node used (0 = no constraint)

    [[nodiscard]] Resources total() const { return per_task * tasks; }
    [[nodiscard]] std::int64_t procs() const { return per_task.procs * tasks; }
    bool operator==(const TaskRequest&) const = default;
};

// A job as submitted: identity, request and credentials. What the scheduler decides about it
// (start, nodes, reservation) lives in the scheduler's state, not here.
struct Job {
    // What admission, the queue and placement read of every job first, in the first three cache
    // lines: a trace's records outgrow the processor's cache, and each pass over them costs the
    // lines it touches. Names, credentials and the run time follow.
    JobId id;  // dense index in its workload or job table
    Time submit;
    TaskRequest request;
    Duration walltime;      // the wallclock limit
    PartitionId partition;  // invalid = any partition
    Hold hold = Hold::None;
    bool preemptee = false;                       // JOBATTRLIST PREEMPTEE
    std::vector<FeatureId> features;              // required node features, sorted
    std::vector<JobId> depends_on;                // must complete first (afterok)
    std::optional<std::int64_t> system_priority;  // setspri: overrides the computed priority
    std::optional<Duration> runtime;              // the real run time; known only in a replay
    Credentials creds;
    std::string name;                    // external name: the SWF job number, or the resource manager's id
    std::string reservation;             // ADVRES: the reservation this job names (BYNAME access)
    std::int64_t rm_queue_priority = 0;  // the resource manager's queue priority (class fallback)

    [[nodiscard]] std::int64_t procs() const { return request.procs(); }
    // Requested proc-seconds: procs x walltime limit.
    [[nodiscard]] std::int64_t proc_seconds() const { return procs() * walltime.count(); }
};

}  // namespace outrigger
