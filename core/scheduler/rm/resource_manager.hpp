#pragma once

// The resource-manager seam (architecture: "rm/"): how the scheduler's decisions reach the
// machine and how the machine's news reaches the scheduler. The simulated resource manager
// (rm/simulated_rm.hpp) is the embedded default; a real one (Slurm) implements the same interface.
// A start is a request: the resource manager confirms it or reports its failure later, through
// poll(). The snapshot it maintains is what every iteration reads.
//
// What a real machine does without asking the scheduler (a job submitted with its own tools, a job
// cancelled or held by its owner, a node going down) arrives as events from poll(), after the
// resource manager has already written it into the snapshot.

#include <cstdint>
#include <optional>
#include <span>
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
        Submitted,    // a job appeared: submitted outside the scheduler, or accepted by submit()
        Withdrawn,    // an idle job left the queue without running (cancelled by its owner or a manager)
        HoldChanged,  // a job's holds changed (Job::hold in the snapshot says which remain)
    };
    Kind kind{};
    Time at;
    JobId job;
    NodeId node;
    bool stopped_at_limit = false;  // Ended: the job reached its walltime limit
    std::string message;
};

// A new job from a front end (orctl submit, the workbench): its id in the snapshot, or why the
// resource manager refused it.
struct SubmitResult {
    std::optional<JobId> job;
    std::string error;
};

class ResourceManager {
  public:
    virtual ~ResourceManager() = default;

    // Nodes, jobs and reservations as the scheduler sees them, kept up to date by this object.
    [[nodiscard]] virtual Snapshot& snapshot() = 0;
    [[nodiscard]] virtual const Snapshot& snapshot() const = 0;

    // A job the snapshot already knows (a replayed trace's, whose submit time has come) joins the
    // idle queue at `now`.
    virtual void enqueue(JobId job, Time now) = 0;
    // A new job: added to the snapshot and queued (a Submitted event follows).
    virtual SubmitResult submit(Job job, Time now) = 0;

    // Asks to start an idle job on `allocation` at `now`. false when refused outright (unknown or
    // not idle job); otherwise the outcome arrives as Started or StartFailed.
    virtual bool start(JobId job, const Allocation& allocation, Time now) = 0;
    // start() for an allocation the scheduler already wrote into the snapshot's availability as
    // `spans` (an iteration run with StartSpans::Keep). The spans are this object's in every case:
    // a resource manager that cannot adopt them removes them and starts the plain way.
    virtual bool start_placed(JobId job, const Allocation& allocation, Time now,
                              std::span<const SpanId> spans) {
        snapshot().calendar().rem_spans(spans);
        return start(job, allocation, now);
    }
    // Cancels a job (idle or running) at `now`.
    virtual bool cancel(JobId job, Time now) = 0;
    // Takes a running job back to the queue (preempted): its run is discarded, it may start again.
    // false when the job is not running.
    virtual bool requeue(JobId job, Time now) = 0;
    // Adds or removes holds on a job (an idle job with a hold is not scheduled). false for an
    // unknown job or one that is no longer idle.
    virtual bool set_hold(JobId job, Hold hold, bool on, Time now) = 0;
    // Marks a node Up, Down or Drained at `now`.
    virtual void set_node_state(NodeId node, NodeState state, Time now) = 0;
    // The reservation instances the scheduler placed in the snapshot changed: a resource manager
    // with reservations of its own mirrors them there (the simulated one holds none but the
    // snapshot's).
    virtual void mirror_reservations(Time /*now*/) {}
    // Everything that happened up to `now` since the last call, in time order.
    virtual void poll(Time now, std::vector<RmEvent>& events) = 0;
    // The next instant at which this resource manager knows something will happen by itself (a
    // simulated job's end); nullopt when it cannot know (a real machine) or nothing is pending.
    [[nodiscard]] virtual std::optional<Time> next_event() const { return std::nullopt; }
};

}  // namespace outrigger
