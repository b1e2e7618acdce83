#pragma once

// What every front end sees of an engine at one instant: an immutable value built by
// Engine::publish_view() and shared by pointer to const, so that a panel, a socket client or a
// report reads it on any thread while the engine moves on. Every scheduling fact here (running
// jobs and where, job reservations, reservation instances, backfill windows, the queue with each
// idle job's priority factors) is the core's own at `now`.
//
// Jobs, nodes and partitions are addressed by the engine's dense ids within one process; the
// JSON form (engine/view_json.hpp) names them by name instead, and reads them back.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "config/settings.hpp"
#include "model/allocation.hpp"
#include "model/calendar.hpp"
#include "model/cluster.hpp"
#include "model/credentials.hpp"
#include "model/deferred_reason.hpp"
#include "model/job.hpp"
#include "model/names.hpp"
#include "model/reason.hpp"
#include "policy/priority/table.hpp"

namespace outrigger {

class Engine;

// What does not change while the engine runs the same configuration on the same machine.
struct ViewStatics {
    struct NodeRow {
        NodeId node;
        std::string name;
        PartitionId partition;
        std::int64_t procs = 0;
    };
    std::vector<NodeRow> nodes;           // by NodeId
    std::vector<std::string> partitions;  // by PartitionId
    Names names;
    PrioritySettings priority;  // from the configuration: the Priority panel's baseline
    CredentialSettings credentials;
    LocalCalendar calendar = LocalCalendar::utc();
    // The machine itself (features, node states as configured, names): what reservation placement
    // reads, so that a front end places standing instances as the engine does (standing_calendar.hpp).
    std::shared_ptr<const Cluster> cluster;
    NodeAllocationPolicy allocation = NodeAllocationPolicy::LastAvailable;  // NODEALLOCATIONPOLICY
    bool full_policy = false;  // the whole policy stack (false: Maui's queue-time order alone)
};

// Every job the engine knows, by JobId, as submitted (holds and setspri included). Shared between
// views until a job arrives or a command changes one.
using ViewJobs = std::vector<Job>;

struct ViewRunning {
    JobId job;
    Time start;
    Time limit_end;  // start + walltime: what the scheduler plans with
    Allocation allocation;
};

struct ViewFinished {
    JobId job;
    Time start;  // Time::never() for a job cancelled before it ran
    Time end;
    Allocation allocation;
    JobState state = JobState::Completed;
    bool stopped_at_limit = false;
};

struct ViewJobReservation {
    JobId job;
    Interval when;
    Allocation allocation;
};

// One node's block of a reservation instance (administrative or standing).
struct ViewReservationBlock {
    NodeId node;
    std::int64_t procs = 0;
};

struct ViewReservation {
    ReservationId id;
    std::string name;
    Interval when;  // end may be Time::never()
    std::vector<ViewReservationBlock> blocks;
};

// A showbf window at now: `procs` on `nodes` free for `duration` (nullopt: no time limit).
struct ViewWindow {
    std::int64_t procs = 0;
    std::int64_t nodes = 0;
    std::optional<Duration> duration;
};

// A node free for backfill from now: the longest window it belongs to (free processors on it
// throughout `when`); when.end is Time::never() for a window without time limit.
struct ViewBackfillLane {
    NodeId node;
    Interval when;
    std::int64_t procs = 0;
};

// An idle job; queue row i is PriorityTable row i.
struct ViewQueued {
    JobId job;
    Duration queued;  // effective queue time (JOBPRIOACCRUALPOLICY)
    std::int64_t bypass = 0;
    std::optional<Time> reserved_start;  // its job reservation's start, when it holds one
    // Why it is not running, as the last iteration found it; a hold or a pending dependency when
    // that iteration did not reach it; nullopt when no iteration has seen it and nothing holds it.
    // Kept as its facts (reason->reason() builds the Reason): the view is built every frame and a
    // front end renders only the rows it shows.
    std::optional<DeferredReason> reason;
    // Maui's BLOCKED jobs (showq): something other than this moment's free processors keeps it
    // from being scheduled at all (a hold, a dependency, a limit, a fairshare cap, a node shape).
    bool blocked = false;
};

// A job refused when it was submitted: it can never run, for `reason` (session notes name the
// policy behind it).
struct ViewRejected {
    JobId job;
    Reason reason;
};

struct ClusterView {
    static constexpr int kSchema = 2;

    std::uint64_t revision = 0;
    Time now;
    std::int64_t iterations = 0;

    std::shared_ptr<const ViewStatics> statics;
    std::shared_ptr<const ViewJobs> jobs;
    std::vector<JobState> states;        // by JobId
    std::vector<NodeState> node_states;  // by NodeId

    std::int64_t running_jobs = 0;
    std::int64_t idle_jobs = 0;
    std::int64_t completed_jobs = 0;
    std::int64_t rejected_jobs = 0;
    std::int64_t busy_procs = 0;
    std::int64_t total_procs = 0;
    std::int64_t free_procs = 0;  // free now in the availability (reservations count as taken)

    std::vector<ViewRunning> running;
    std::vector<ViewFinished> finished;  // the recent history, oldest first
    std::vector<ViewJobReservation> job_reservations;
    std::vector<ViewReservation> reservations;
    std::vector<ViewWindow> windows;  // widest first
    std::vector<ViewBackfillLane> backfill;
    std::vector<JobId> started_last;  // jobs the last iteration started

    std::vector<ViewQueued> queue;       // queue order (submit, id)
    std::vector<ViewRejected> rejected;  // by JobId
    PriorityTable priorities;            // factors of `queue` at now, ranked with the configuration's weights

    [[nodiscard]] const Job& job(JobId id) const { return (*jobs)[id.value()]; }
};

using ViewPtr = std::shared_ptr<const ClusterView>;

// The view of `engine` at its now(), numbered `revision`.
[[nodiscard]] ClusterView build_cluster_view(const Engine& engine, std::uint64_t revision);

}  // namespace outrigger
