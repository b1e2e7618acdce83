#pragma once

// The resource-manager seam (architecture: "rm/"): how the scheduler's decisions reach the
// machine and how the machine's news reaches the scheduler. The simulated resource manager
// (rm/simulated_rm.hpp) is the embedded default; a real one (Slurm) implements the same interface.
// A start is a request: the resource manager confirms it or reports its failure later, through
// poll(). The snapshot it maintains is what every iteration reads.

#include <cstdint>
#include <string>
#include <vector>

#include "plan/placement.hpp"
#include "schedule/snapshot.hpp"

namespace outrigger {

struct RmEvent {
    enum class Kind : std::uint8_t {
        Started,      // a start request was carried out
        StartFailed,  // a start request could not be carried out (the job stays idle); see message
        Ended,        // a running job ended (completed, stopped at its limit, or cancelled)
        NodeChanged,  // a node went Up, Down or Drained
    };
    Kind kind{};
    Time at;
    JobId job;
    NodeId node;
    bool stopped_at_limit = false;  // Ended: the job reached its walltime limit
    std::string message;
};

class ResourceManager {
  public:
    virtual ~ResourceManager() = default;

    // Nodes, jobs and reservations as the scheduler sees them, kept up to date by this object.
    [[nodiscard]] virtual Snapshot& snapshot() = 0;
    [[nodiscard]] virtual const Snapshot& snapshot() const = 0;

    // Asks to start an idle job on `allocation` at `now`. false when refused outright (unknown or
    // not idle job); otherwise the outcome arrives as Started or StartFailed.
    virtual bool start(JobId job, const Allocation& allocation, Time now) = 0;
    // Cancels a job (idle or running) at `now`.
    virtual bool cancel(JobId job, Time now) = 0;
    // Marks a node Up, Down or Drained at `now`.
    virtual void set_node_state(NodeId node, NodeState state, Time now) = 0;
    // Everything that happened up to `now` since the last call, in time order.
    virtual void poll(Time now, std::vector<RmEvent>& events) = 0;
};

}  // namespace outrigger
