#pragma once

// Discrete-event replay (spec section 5): the engine (engine/engine.hpp) over the simulated
// resource manager, with an event queue for its clock. The clock jumps from one event instant to
// the next (an idle stretch costs nothing); each instant is one Engine::advance. With a poll
// interval the iteration runs only on that grid, as a live Maui does every RMPOLLINTERVAL. A run
// can stop at any instant, checkpoint to JSON and resume to the identical schedule.

#include <chrono>
#include <cstdint>
#include <functional>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <vector>

#include "engine/engine.hpp"
#include "model/calendar.hpp"
#include "model/job_outcome.hpp"
#include "rm/simulated_rm.hpp"
#include "schedule/iteration.hpp"
#include "sim/event_queue.hpp"

namespace outrigger {

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
    // Finished jobs an engine keeps in full for views (EngineOptions::recent_finished).
    std::size_t recent_finished = 0;
};

class Simulator {
  public:
    // `jobs` become the resource manager's jobs (ids = indices). Jobs refused at submission
    // (dependency cycles) are reported by submit_errors() and never run. Jobs that can never run
    // under the policy on this cluster (Scheduler::refusal) are found here and rejected when their
    // submit time comes (Snapshot::rejection).
    Simulator(ComposedPolicy policy, std::vector<Job> jobs, SimOptions options = {});
    // Over a scheduler and instant policy owned by the caller (may be null), which must outlive
    // the simulator; configure the scheduler before.
    Simulator(const Cluster& cluster, std::vector<Job> jobs, Scheduler& scheduler, SimOptions options = {},
              InstantPolicy* policy = nullptr);

    // Handles every instant up to and including `until` (all of them when nullopt). Returns false
    // when no event remains.
    bool run(std::optional<Time> until = std::nullopt);
    // Handles the next instant; false when there is none.
    bool step();

    [[nodiscard]] Time now() const { return engine_.now(); }
    [[nodiscard]] std::optional<Time> next_instant() const;
    [[nodiscard]] const std::vector<JobOutcome>& outcomes() const { return engine_.outcomes(); }
    [[nodiscard]] const std::vector<SubmitError>& submit_errors() const { return submit_errors_; }
    [[nodiscard]] SchedulerState& state() { return engine_.state(); }
    [[nodiscard]] const SchedulerState& state() const { return engine_.state(); }
    [[nodiscard]] SimulatedResourceManager& rm() { return rm_; }
    [[nodiscard]] const Scheduler& scheduler() const { return engine_.scheduler(); }
    [[nodiscard]] std::int64_t iterations() const { return engine_.iterations(); }
    [[nodiscard]] Engine& engine() { return engine_; }
    [[nodiscard]] const Engine& engine() const { return engine_; }
    // Jobs of the workload that are still to arrive.
    [[nodiscard]] std::size_t arrivals_left() const { return arrival_.size() - next_arrival_; }

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
    void schedule_periodic(Time after);
    void schedule(const Wakeups& w);
    // After the engine took a new policy (changeparam): its periodic events replace the old ones,
    // and the jobs still to arrive are judged again by its refusal rule.
    void follow_policy();
    void refuse_never_runnable(std::vector<JobId> candidates);
    // Queues the job's arrival, or its refusal when it can never run (after those judged before).
    void judge(JobId id, Time submit);

    SimulatedResourceManager rm_;
    Engine engine_;
    SimOptions options_;
    EventQueue queue_;
    std::vector<JobId> arrival_;  // jobs by (submit, id)
    // Their submit times, beside: the clock reads the next arrival at every instant, and a job
    // record is hundreds of bytes away from the next one.
    std::vector<Time> arrival_at_;
    std::size_t next_arrival_ = 0;
    // Jobs refused at submission, by (submit, id); the submit time kept beside the id so that
    // rejecting them as the clock passes touches no job record.
    struct Refusal {
        Time submit;
        JobId job;
        std::shared_ptr<const Reason> why;
    };
    std::vector<Refusal> refusals_;
    std::size_t next_refusal_ = 0;
    std::vector<SubmitError> submit_errors_;
    std::vector<DueEvent> due_;
    std::uint64_t policy_generation_ = 0;
};

}  // namespace outrigger
