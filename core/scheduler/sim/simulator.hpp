#pragma once

// Discrete-event replay (spec section 5): drives the scheduling iteration against the simulated
// resource manager. The clock jumps from one event instant to the next (an idle stretch costs
// nothing); at each instant completions are handled first, then submissions, then the other
// events, then one iteration runs. With a poll interval the iteration runs only on that grid, as a
// live Maui does every RMPOLLINTERVAL. A run can stop at any instant, checkpoint to JSON and
// resume to the identical schedule.

#include <chrono>
#include <cstdint>
#include <functional>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <vector>

#include "model/calendar.hpp"
#include "rm/simulated_rm.hpp"
#include "schedule/iteration.hpp"
#include "sim/event_queue.hpp"

namespace outrigger {

// What became of one job in the replay. start/end are Time::never() while unknown.
struct JobOutcome {
    Time start = Time::never();
    Time end = Time::never();
    std::uint32_t nodes = 0;
    bool backfilled = false;
    bool stopped_at_limit = false;
};

struct SimProgress {
    std::int64_t jobs_done = 0;
    std::int64_t jobs_total = 0;
    Time now;
    double wall_seconds = 0;
};

struct SimOptions {
    std::optional<Duration> poll;  // iterate only on multiples of this (from the first submission)
    // Called about once a second of wall time during run(), and once at the end.
    std::function<void(const SimProgress&)> progress;
};

class Simulator {
  public:
    // `jobs` become the resource manager's jobs (ids = indices). Jobs refused at submission
    // (dependency cycles) are reported by submit_errors() and never run. Jobs that can never run
    // under the scheduler's policy on this cluster (Scheduler::refusal: configure the scheduler
    // before) are found here and rejected when their submit time comes (Snapshot::rejection).
    // `policy` (not owned; may be null) is asked at every instant (schedule/instant_policy.hpp).
    Simulator(const Cluster& cluster, std::vector<Job> jobs, Scheduler& scheduler, SimOptions options = {},
              InstantPolicy* policy = nullptr);

    // Handles every instant up to and including `until` (all of them when nullopt). Returns false
    // when no event remains.
    bool run(std::optional<Time> until = std::nullopt);
    // Handles the next instant; false when there is none.
    bool step();

    [[nodiscard]] Time now() const { return now_; }
    [[nodiscard]] std::optional<Time> next_instant() const;
    [[nodiscard]] const std::vector<JobOutcome>& outcomes() const { return outcomes_; }
    [[nodiscard]] const std::vector<SubmitError>& submit_errors() const { return submit_errors_; }
    [[nodiscard]] SchedulerState& state() { return state_; }
    [[nodiscard]] const SchedulerState& state() const { return state_; }
    [[nodiscard]] SimulatedResourceManager& rm() { return rm_; }
    [[nodiscard]] const Scheduler& scheduler() const { return *scheduler_; }
    [[nodiscard]] std::int64_t iterations() const { return iterations_; }

    // Everything needed to continue later: time, scheduler state, each job's outcome so far and
    // the pending poll instant. {"version": 1, ...}
    [[nodiscard]] nlohmann::json checkpoint() const;
    // Continues from a checkpoint taken by a simulator built with the same cluster, jobs and policy.
    // false with `error` set when the checkpoint is malformed or does not match the jobs.
    bool restore(const nlohmann::json& checkpoint, std::string& error);

  private:
    void handle_instant(Time t);
    // Rejects the refused jobs submitted at or before t.
    void reject_due(Time t);
    void ended(const RmEvent& e);
    void apply(const IterationReport& report, Time t);
    void schedule_periodic(Time after);
    // Jobs wait and only periodic events can let them run (SimOptions::waits_for_events).
    [[nodiscard]] bool waiting_for_events() const;

    SimulatedResourceManager rm_;
    Scheduler* scheduler_;
    SimOptions options_;
    InstantPolicy* policy_;
    std::vector<PeriodicEvent> periodic_;  // the policy's, asked once
    SchedulerState state_;
    EventQueue queue_;
    std::vector<JobId> arrival_;  // jobs by (submit, id)
    std::size_t next_arrival_ = 0;
    std::vector<std::pair<JobId, std::shared_ptr<const Reason>>> refusals_;  // by (submit, id)
    std::size_t next_refusal_ = 0;
    std::vector<JobOutcome> outcomes_;
    std::vector<SubmitError> submit_errors_;
    std::vector<RmEvent> rm_events_;
    std::vector<JobId> requeue_;
    Time now_ = Time::min();
    Time last_iteration_ = Time::min();
    std::optional<Time> pending_iterate_;
    Time chunk_event_ = Time::min();
    Time poll_origin_;
    std::int64_t jobs_done_ = 0;
    std::int64_t iterations_ = 0;
    bool dirty_ = false;  // something happened since the last iteration
    // Restored from a checkpoint taken while jobs waited for periodic events: waits_for_events
    // reads the scheduler's last report, which a restored scheduler has not made yet.
    bool restored_waiting_ = false;
};

}  // namespace outrigger
