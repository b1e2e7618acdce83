#pragma once

// The engine (architecture: "The engine seam"): one scheduler at work on one machine. It owns the
// composed policy (the cluster, the configured Scheduler and its instant hooks), the scheduler
// state between iterations, every job's outcome and a bounded history of finished jobs, and it
// reaches the machine only through the ResourceManager interface. Drivers move its clock: the
// simulator (sim/) with an event queue over the simulated resource manager, the service with a
// timer over a real one. Front ends read it through view() and query() and change it through
// apply() (engine/query.hpp, engine/command.hpp).
//
// advance(now, input) is one instant, in the order the spec fixes (section 5): the resource
// manager's news (completions first), then the submissions, then the events due (fairshare
// windows, local midnight, poll grid, chunk expiry), then the policy's work before an iteration
// (reservation instances, owner preemption), then one iteration when something changed, its
// decisions sent to the resource manager and their confirmations read back.

#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "config/document.hpp"
#include "engine/composed_policy.hpp"
#include "model/job_outcome.hpp"
#include "rm/resource_manager.hpp"
#include "schedule/instant_policy.hpp"
#include "schedule/state.hpp"

namespace outrigger {

struct ClusterView;
struct ViewStatics;

struct EngineOptions {
    // RMPOLLINTERVAL: iterate only on multiples of this from the first submission (as a live Maui
    // does); nullopt iterates at every instant at which something changed.
    std::optional<Duration> poll;
    // Finished jobs kept in full (with their nodes) for views; older ones leave only totals.
    std::size_t recent_finished = 0;
};

// An event of the driver's that falls due at an instant.
struct DueEvent {
    Time at;
    EventKind kind{};
};

// What the driver hands advance() besides the resource manager's own news.
struct InstantInput {
    std::span<const JobId> arrivals;  // jobs of the snapshot whose submit time has come
    std::span<const DueEvent> due;    // periodic events, poll grid points and chunk expiries due now
};

// Instants at which the engine asks its driver to wake it (each at most once).
struct Wakeups {
    std::optional<Time> iterate;       // the next poll grid point: something changed off the grid
    std::optional<Time> chunk_expiry;  // BFCHUNKDURATION protection ends
};

// A start an iteration decided while the engine only monitors (SERVERMODE TEST or MONITOR).
struct WouldStart {
    JobId job;
    Allocation allocation;
    Time at;
    bool backfilled = false;
};

// A finished job as views show it.
struct FinishedJob {
    JobId job;
    Time start;
    Time end;
    Allocation allocation;
    JobState state = JobState::Completed;
    bool stopped_at_limit = false;
};

// Totals over every finished job, kept when the job itself has left the recent history.
struct FinishedTotals {
    std::int64_t jobs = 0;
    std::int64_t cancelled = 0;
    std::int64_t stopped_at_limit = 0;
    double proc_seconds = 0;
    double wait_seconds = 0;
};

class Engine {
  public:
    Engine(ResourceManager& rm, ComposedPolicy policy, EngineOptions options = {});
    ~Engine();
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    // Jobs were added to the snapshot (a workload loaded, a job submitted): per-job state grows.
    void jobs_added();
    // Refuses a job at submission: it can never run under this policy (Scheduler::refusal).
    [[nodiscard]] std::shared_ptr<const Reason> refusal(JobId job) const;
    void reject(JobId job, std::shared_ptr<const Reason> why);
    // A job submitted to a live scheduler that can never run: held (a system hold) with the reason
    // until an administrator fixes the configuration and releases it (Snapshot::hold_refused).
    void hold_refused(JobId job, std::shared_ptr<const Reason> why, Time now);

    // One instant; returns the instants the driver should wake the engine at.
    Wakeups advance(Time now, InstantInput input);

    // Whether anything is left to do besides periodic events: jobs run, an iteration is pending, a
    // chunk protects the queue, or waiting jobs wait for events (a fairshare window to roll).
    [[nodiscard]] bool has_work() const;
    // A command changed what the scheduler sees since the last instant: the driver should hand
    // the engine an instant at now() (never true right after advance()).
    [[nodiscard]] bool needs_instant() const {
        return dirty_ && !pending_iterate_ && scheduling_ != Scheduling::Stopped &&
               !snapshot().idle().empty();
    }
    // The policy's next reservation boundary after now (Time::never() when none).
    [[nodiscard]] Time next_boundary() const;
    // The periodic events the policy needs (asked once).
    [[nodiscard]] const std::vector<PeriodicEvent>& periodic_events() const { return periodic_; }

    [[nodiscard]] Time now() const { return now_; }
    // The instant reports and commands speak of: now(), or the clock's origin before the first
    // instant.
    [[nodiscard]] Time report_time() const { return now_ == Time::min() ? Time{} : now_; }
    // The job front ends call `name` (they never see the engine's ids).
    [[nodiscard]] std::optional<JobId> job_named(std::string_view name) const;
    [[nodiscard]] Time poll_origin() const { return poll_origin_; }
    void set_poll_origin(Time origin) { poll_origin_ = origin; }
    [[nodiscard]] std::int64_t iterations() const { return iterations_; }
    [[nodiscard]] std::int64_t jobs_done() const { return jobs_done_; }
    [[nodiscard]] const std::vector<JobOutcome>& outcomes() const { return outcomes_; }
    [[nodiscard]] const std::deque<FinishedJob>& recent_finished() const { return recent_; }
    [[nodiscard]] const FinishedTotals& finished_totals() const { return totals_; }
    // The last start the resource manager refused, for the jobs still waiting after one.
    [[nodiscard]] const std::map<JobId, StartRefusal>& start_refusals() const { return start_refusals_; }

    [[nodiscard]] ResourceManager& rm() { return *rm_; }
    [[nodiscard]] const ResourceManager& rm() const { return *rm_; }
    [[nodiscard]] Snapshot& snapshot() { return rm_->snapshot(); }
    [[nodiscard]] const Snapshot& snapshot() const { return rm_->snapshot(); }
    [[nodiscard]] SchedulerState& state() { return state_; }
    [[nodiscard]] const SchedulerState& state() const { return state_; }
    [[nodiscard]] ComposedPolicy& policy() { return policy_; }
    [[nodiscard]] const ComposedPolicy& policy() const { return policy_; }
    [[nodiscard]] const Scheduler& scheduler() const { return policy_.scheduler(); }
    [[nodiscard]] const Cluster& cluster() const { return policy_.cluster(); }

    // schedctl: Stopped iterates no more (jobs still end and arrive); OneIteration runs one
    // iteration at the next instant, then stops again.
    enum class Scheduling : std::uint8_t { Running, Stopped, OneIteration };
    void set_scheduling(Scheduling s) {
        scheduling_ = s;
        if (s != Scheduling::Stopped) dirty_ = true;
    }
    [[nodiscard]] Scheduling scheduling() const { return scheduling_; }

    // Something outside the instant changed what the scheduler sees (a command): the next instant
    // iterates.
    void mark_dirty() { dirty_ = true; }

    // SERVERMODE TEST / MONITOR: iterations decide as ever, but their starts are kept as what
    // would have started (would_start(): the last iteration's) instead of being sent to the
    // resource manager, so no job is touched. Leaving it iterates at the next instant.
    void set_monitoring(bool on) {
        if (on == monitoring_) return;
        monitoring_ = on;
        if (!on) would_start_.clear();
        dirty_ = true;
    }
    [[nodiscard]] bool monitoring() const { return monitoring_; }
    [[nodiscard]] const std::vector<WouldStart>& would_start() const { return would_start_; }

    // ---- the configuration (changeparam, a whole new configuration)
    // The maui.cfg the policy was composed from, kept byte for byte so that changeparam edits it
    // losslessly and a front end can save it. None when the engine was given only a typed Config.
    void set_config_source(ConfigDocument document) { config_source_ = std::move(document); }
    [[nodiscard]] const ConfigDocument* config_source() const {
        return config_source_ ? &*config_source_ : nullptr;
    }
    // The policy of `config` takes over at now() (ComposedPolicy::recompose, PolicyStack::take_over):
    // the jobs, their states and the reservations and usage that carry over stay, and the next
    // instant iterates under the new policy. Refused (error set) for a policy that is not a
    // composed whole policy. `source`, when given, becomes config_source().
    struct Reconfigured {
        bool ok = false;
        std::string error;
        std::vector<std::string> notes;  // what did not carry over, and the new policy's findings
    };
    Reconfigured reconfigure(Config config, std::optional<ConfigDocument> source = std::nullopt);
    // Credentials the resource manager met after the policy was composed (a new user's first job
    // on a live cluster): interned, and the same configuration recomposed over them (as
    // reconfigure() does), so that their limits, fairshare and priority apply from now on. Names
    // already known are skipped; nothing happens when every one is.
    Reconfigured learn_credentials(std::span<const CredName> names);
    // Bumped by reconfigure(): a driver that scheduled periodic_events() schedules them again.
    [[nodiscard]] std::uint64_t policy_generation() const { return policy_generation_; }

    // ---- views (engine/cluster_view.hpp)
    // Builds the view of now and publishes it; readers on any thread get it from latest_view()
    // without waiting for advance().
    std::shared_ptr<const ClusterView> publish_view();
    [[nodiscard]] std::shared_ptr<const ClusterView> latest_view() const;
    [[nodiscard]] std::uint64_t revision() const { return revision_; }
    // What views share until it changes: the machine and settings, and the job table (a job
    // arrived, or a command changed one: call job_changed()).
    [[nodiscard]] std::shared_ptr<const ViewStatics> view_statics() const;
    [[nodiscard]] std::shared_ptr<const std::vector<Job>> view_jobs() const;
    void job_changed() { jobs_view_.reset(); }

    // ---- checkpoints: the engine's part of a replay's checkpoint ({"version": 1, ...})
    void checkpoint_into(nlohmann::json& j) const;
    // Restores into an engine over the same policy whose resource manager already queued the jobs
    // that had arrived. false with `error` set when the checkpoint is malformed.
    bool restore_from(const nlohmann::json& j, std::string& error);
    [[nodiscard]] std::optional<Time> pending_iterate() const { return pending_iterate_; }
    [[nodiscard]] Time chunk_event() const { return chunk_event_; }

  private:
    Reconfigured reconfigure(Config config, std::optional<ConfigDocument> source,
                             std::span<const CredName> more);
    void absorb(std::span<const RmEvent> events);
    void ended(const RmEvent& e);
    void started(const RmEvent& e);
    void apply(const IterationReport& report, Time t);
    void remember_finished(JobId job, Time end, JobState state, bool stopped);
    [[nodiscard]] bool waiting_for_events() const;

    ResourceManager* rm_;
    ComposedPolicy policy_;
    EngineOptions options_;
    std::vector<PeriodicEvent> periodic_;  // the policy's, asked once
    SchedulerState state_;
    std::vector<JobOutcome> outcomes_;  // by JobId
    std::map<JobId, StartRefusal> start_refusals_;
    std::vector<RmEvent> rm_events_;
    std::vector<JobId> requeue_;
    std::vector<Allocation> running_allocations_;  // by JobId, kept only for the recent history
    std::deque<FinishedJob> recent_;
    FinishedTotals totals_;
    Time now_ = Time::min();
    std::optional<Time> pending_iterate_;
    Time chunk_event_ = Time::min();
    Time poll_origin_;
    std::int64_t jobs_done_ = 0;
    std::int64_t iterations_ = 0;
    bool dirty_ = false;  // something happened since the last iteration
    bool monitoring_ = false;
    std::vector<WouldStart> would_start_;
    Scheduling scheduling_ = Scheduling::Running;
    // Restored from a checkpoint taken while jobs waited for periodic events: waits_for_events
    // reads the scheduler's last report, which a restored scheduler has not made yet.
    bool restored_waiting_ = false;

    std::optional<ConfigDocument> config_source_;
    std::uint64_t policy_generation_ = 0;

    std::uint64_t revision_ = 0;
    mutable std::mutex view_mutex_;
    std::shared_ptr<const ClusterView> view_;
    mutable std::shared_ptr<const ViewStatics> statics_;
    mutable std::shared_ptr<const std::vector<Job>> jobs_view_;
};

}  // namespace outrigger
