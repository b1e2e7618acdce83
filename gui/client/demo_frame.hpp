#pragma once

// What the GUI sees of the running demo: an immutable value built by the simulation worker after
// each step it hands over (DemoEngine::frame), passed to the GUI thread by a queued signal as a
// shared pointer to const. Panels read it and never touch the simulator: every scheduling fact
// here (bars, job reservations, reservation instances, backfill windows, the idle jobs' priority
// factors) comes from the core's snapshot, state and reports at `now`.
//
// Times are seconds on the replay's clock (model/time.hpp); node rows are NodeId values of the
// cluster in DemoStatics::nodes.

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "config/settings.hpp"
#include "model/calendar.hpp"
#include "model/credentials.hpp"
#include "model/job.hpp"
#include "policy/priority/table.hpp"
#include "schedule/backfill_windows.hpp"

namespace outrigger::gui {

// What does not change while a session runs: the machine, every job as submitted, the names and
// the configuration's priority settings (the baseline of the Priority panel).
struct DemoStatics {
    struct NodeRow {
        NodeId node;
        std::string name;
        PartitionId partition;
        std::int64_t procs = 0;
        NodeState state = NodeState::Up;
    };
    std::vector<NodeRow> nodes;           // by NodeId
    std::vector<std::string> partitions;  // by PartitionId
    std::vector<Job> jobs;                // by JobId
    Names names;
    PrioritySettings priority;  // from the configuration
    CredentialSettings credentials;
    LocalCalendar calendar = LocalCalendar::utc();
    std::string description;  // "Demo cluster, 3000 generated jobs"
};

enum class BarKind : std::uint8_t {
    Running,    // started: from its start to its walltime limit (what the scheduler plans with)
    Completed,  // ended within the past window: from its start to its real end
    Reserved,   // a job reservation: the promised start and span
};

// One job on one node over a span.
struct GanttBar {
    JobId job;
    NodeId node;
    Interval when;
    BarKind kind = BarKind::Running;
    std::int64_t procs = 0;  // processors of the job on this node
};

// One node's block of a reservation instance (administrative or standing).
struct GanttReservation {
    ReservationId id;
    std::uint32_t name = 0;  // index into DemoFrame::reservation_names
    NodeId node;
    Interval when;  // end may be Time::never()
    std::int64_t procs = 0;
};

// A node free for backfill from now: the longest showbf window it belongs to (free processors
// on it throughout [now, end)); end is Time::never() for a window without time limit.
struct BackfillLane {
    NodeId node;
    Interval when;
    std::int64_t procs = 0;
};

// An idle job as the Priority panel lists it; row i belongs to PriorityTable row i.
struct IdleJobRow {
    JobId job;
    Duration queued;  // effective queue time (JOBPRIOACCRUALPOLICY)
    std::int64_t bypass = 0;
    std::optional<Time> reserved_start;  // the job reservation's start, when it holds one
};

struct DemoFrame {
    std::shared_ptr<const DemoStatics> statics;
    Time now;
    std::int64_t iterations = 0;
    bool finished = false;  // no event remains

    std::int64_t running_jobs = 0;
    std::int64_t idle_jobs = 0;
    std::int64_t completed_jobs = 0;
    std::int64_t busy_procs = 0;
    std::int64_t total_procs = 0;
    std::int64_t free_procs = 0;  // free now in the calendar (reservations count as taken)

    std::vector<GanttBar> bars;  // running, completed (past window) and reserved
    std::vector<GanttReservation> reservations;
    std::vector<std::string> reservation_names;
    std::vector<BackfillWindow> windows;  // showbf at now, widest first
    std::vector<BackfillLane> backfill;
    std::vector<JobId> started_last;  // jobs the last iteration started

    std::vector<IdleJobRow> idle;  // queue order (submit, id)
    PriorityTable table;           // factors of `idle` at now, ranked with the configuration's weights
};

using FramePtr = std::shared_ptr<const DemoFrame>;

}  // namespace outrigger::gui
