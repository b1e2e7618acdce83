#pragma once

// What one scheduling iteration looks at (spec section 5 step 1): the cluster, every job with its
// state, the running jobs with their allocations, the idle queue, and the reservation instances
// (administrative and standing) as spans with an access oracle. Kept up to date incrementally by
// whoever drives the scheduler (the simulated resource manager, the service's resource-manager
// adapter) so that an iteration never rebuilds it: submissions, starts, completions and node
// changes each cost O(log queue + change points of the nodes involved).

#include <algorithm>
#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "model/cluster.hpp"
#include "model/job.hpp"
#include "model/reason.hpp"
#include "plan/availability.hpp"
#include "plan/placement.hpp"
#include "schedule/calendar_layer.hpp"
#include "schedule/idle_queue_changes.hpp"

namespace outrigger {

// The reservation engine's answer to "may this job use this reservation over this span of time?"
// (evaluate_access). Stacked reservations AND: the calendar asks once per reservation covering a
// node and the node is usable only if every one admits the job.
class AccessOracle {
  public:
    virtual ~AccessOracle() = default;
    [[nodiscard]] virtual Admission admit(ReservationId reservation, const Job& job,
                                          Interval job_span) const = 0;
    // True when the answer for this reservation may change with the job's span (e.g. a TIMELIMIT
    // entry); the loop's processor bound then counts the reservation as usable by every job.
    [[nodiscard]] virtual bool span_dependent(ReservationId /*reservation*/) const { return true; }
};

// The oracle bound to one job: what the calendar's queries ask.
class JobReservationGate final : public ReservationGate {
  public:
    JobReservationGate(const AccessOracle& oracle, const Job& job) : oracle_(&oracle), job_(&job) {}
    [[nodiscard]] Admission admit(ReservationId r, Interval span) const override {
        return oracle_->admit(r, *job_, span);
    }

  private:
    const AccessOracle* oracle_;
    const Job* job_;
};

// A piece of a reservation instance on one node.
struct ReservedBlock {
    NodeId node;
    Resources amount;  // procs = the whole node when it equals the node's capacity
};

struct RunningJob {
    JobId job;
    Time start;
    Time limit_end;  // start + walltime limit: the calendar holds the allocation until then
    Allocation allocation;
    std::vector<SpanId> spans;
};

// Why a submission was refused.
struct SubmitError {
    JobId job;
    std::string message;
};

class Snapshot {
  public:
    explicit Snapshot(const Cluster& cluster);
    Snapshot(const Snapshot&) = delete;
    Snapshot& operator=(const Snapshot&) = delete;
    Snapshot(Snapshot&&) = delete;
    Snapshot& operator=(Snapshot&&) = delete;
    ~Snapshot();

    [[nodiscard]] const Cluster& cluster() const { return *cluster_; }
    // The calendar as every reader outside an iteration sees it: without a scheduler's layer
    // (schedule/calendar_layer.hpp), which is withdrawn first when one is in it. Withdrawing
    // changes no answer the calendar gives, so the const form may do it too.
    [[nodiscard]] Availability& calendar() {
        withdraw_layer();
        return calendar_;
    }
    [[nodiscard]] const Availability& calendar() const {
        withdraw_layer();
        return calendar_;
    }
    // The calendar with the layer left in it: for the layer's owner, and for operations that
    // commute with the layer (releasing spans that are not the layer's, reading node states).
    [[nodiscard]] Availability& layered_calendar() { return calendar_; }
    [[nodiscard]] const Availability& layered_calendar() const { return calendar_; }
    // The layer now in the calendar (nullptr: none). Setting one withdraws the one before.
    [[nodiscard]] CalendarLayer* layer() const { return layer_; }
    void set_layer(CalendarLayer* layer);
    // The layer's owner takes its spans back as its own: the snapshot forgets the layer without
    // withdrawing it.
    void release_layer() { layer_ = nullptr; }

    // ---- jobs
    // Adds a job in state Idle (not yet queued) and returns its id (= index). Dependencies must name
    // earlier jobs; use add_jobs for a batch whose dependencies point anywhere inside it.
    JobId add_job(Job job);
    // Adds a batch; jobs on a dependency cycle (Boost.Graph check) or depending on an
    // unknown job are refused, each with an error; the others are added (in order).
    // `also_read`, when given, sees every job of the batch, with its id, in order and while its
    // record is in the processor's cache: a caller that reads each record too (the simulator
    // judging arrivals) does it in the same pass over a trace too large for the cache. It sees
    // jobs the dependency check refuses afterwards as well (their errors come back).
    std::vector<SubmitError> add_jobs(std::vector<Job> jobs,
                                      const std::function<void(const Job&)>& also_read = {});
    [[nodiscard]] std::span<const Job> jobs() const { return jobs_; }
    [[nodiscard]] const Job& job(JobId id) const { return jobs_[id.value()]; }
    static constexpr std::size_t kPrefetchedQueue = 2048;  // idle jobs: about 600 KB of records
    static constexpr std::size_t kPrefetchAhead = 16;  // how far ahead a walk asks (about one miss of work)
    // Asks the memory system for a job's record ahead of a read (its whole record: a walk over
    // the queue reads its hold, dependencies, submit time, walltime and credentials, which span
    // every cache line of it). For walks over a deep queue, whose records lie far apart: below
    // kPrefetchedQueue idle jobs the records stay in the cache and it does nothing. Always
    // inlined, as every helper that only prefetches must be: GCC takes a function whose one effect
    // is a prefetch for one without effects, and drops the calls it does not inline.
    [[gnu::always_inline]] void prefetch_job(JobId id) const {
        if (idle_.size() < kPrefetchedQueue) return;
        const auto* at = reinterpret_cast<const char*>(&jobs_[id.value()]);
        for (std::size_t line = 0; line < sizeof(Job); line += 64) __builtin_prefetch(at + line);
    }
    // What a backfill walk reads of every waiting job, kept beside the jobs in 12 bytes: a Job is
    // several cache lines, and a walk over a deep queue that turns most jobs down on their
    // processor count and walltime would otherwise read each of them from memory. The walk over
    // 100,000 waiting jobs is bound by how many bytes it reads per job.
    struct Brief {
        std::int32_t procs = 0;
        std::int32_t walltime = 0;  // seconds
        // No hold, no dependency and no partition: nothing but processors can stop it before
        // placement looks at the nodes. A request or walltime beyond 32 bits (never a real one)
        // is not plain: the walk reads its Job.
        bool plain = false;
    };
    // The briefs of the idle queue by position, one array per field: a backfill walk over
    // thousands of waiting jobs compares a field of many jobs at once (IterationPass::
    // turn_down_short), and a job leaving the queue moves 9 bytes per job behind it.
    class IdleBriefs {
      public:
        [[nodiscard]] std::size_t size() const { return procs_.size(); }
        [[nodiscard]] Brief operator[](std::size_t i) const {
            return Brief{procs_[i], walltime_[i], plain_[i] != 0};
        }
        [[nodiscard]] std::span<const std::int32_t> procs() const { return procs_; }
        [[nodiscard]] std::span<const std::int32_t> walltime() const { return walltime_; }
        [[nodiscard]] std::span<const std::uint8_t> plain() const { return plain_; }
        void insert(std::size_t at, Brief b);
        void erase(std::size_t at);
        void set(std::size_t at, Brief b);

        // The bounds of the sweep's test that turns a plain job down without reading nodes: more
        // processors than `free`, or a walltime beyond `longest` with more than `room`.
        struct DownBounds {
            std::int32_t free = 0;
            std::int32_t longest = 0;
            std::int32_t room = 0;
            // Each bound as tight as `o`'s: every job turned down at `o` is turned down here.
            [[nodiscard]] bool as_tight_as(const DownBounds& o) const {
                return free <= o.free && longest <= o.longest && room <= o.room;
            }
        };
        // Where the run of jobs from `from` that an earlier sweep found turned down at bounds no
        // tighter than `bounds` ends; `from` when no such run starts at or before it. Positions
        // follow the insertions and removals since, so a deep queue that only grew at its end is
        // not read again while the machine stays as full.
        [[nodiscard]] std::size_t known_down_until(std::size_t from, const DownBounds& bounds) const;
        // Notes [from, to) as turned down at `bounds`. One run is kept: this one, unless the kept
        // one is longer and answered this sweep.
        void note_down(std::size_t from, std::size_t to, const DownBounds& bounds, bool kept_answered);

      private:
        std::vector<std::int32_t> procs_;
        std::vector<std::int32_t> walltime_;
        std::vector<std::uint8_t> plain_;
        struct DownRun {
            std::size_t from = 0;
            std::size_t to = 0;  // empty when from == to
            DownBounds bounds;
        };
        DownRun down_;
    };
    [[nodiscard]] Brief brief(JobId id) const { return briefs_[id.value()]; }
    [[nodiscard]] JobState state(JobId id) const { return states_[id.value()]; }
    [[nodiscard]] std::size_t job_count() const { return jobs_.size(); }

    // Queues a job (submission seen by the scheduler). Keeps the idle queue sorted by (submit, id).
    void enqueue(JobId id);
    // Refuses a job that has not been queued: it can never run, for `why` (Scheduler::refusal). It
    // never joins the queue, so no iteration looks at it again.
    void reject(JobId id, std::shared_ptr<const Reason> why);
    // Why a Rejected job was refused; nullptr for any other job.
    [[nodiscard]] const Reason* rejection(JobId id) const;
    [[nodiscard]] std::size_t rejected_count() const { return rejected_; }
    // A live scheduler's answer to a job that can never run (spec section 6): it stays idle on a
    // hold (the resource manager's), with the reason, for an administrator to fix the
    // configuration and release it. A replay rejects such a job instead.
    void hold_refused(JobId id, std::shared_ptr<const Reason> why);
    void clear_held_refusal(JobId id);
    [[nodiscard]] const Reason* held_refusal(JobId id) const;
    // Takes an idle job out of the queue (cancelled before it ran).
    void cancel_idle(JobId id);
    // setspri and holds change a job as submitted; the next iteration reads them.
    void set_hold(JobId id, Hold hold);
    void set_system_priority(JobId id, std::optional<std::int64_t> priority);
    // Jobs whose priority setspri fixed: while there are none, a queue-time priority is the
    // submission order itself.
    [[nodiscard]] std::size_t system_priorities() const { return system_priorities_; }
    // Idle jobs sorted by (submit, id): Maui's FIFO order, the priority order under pure queue time.
    [[nodiscard]] std::span<const JobId> idle() const { return idle_; }
    // brief(idle()[i]) at i: a walk in that order reads them one after the other.
    [[nodiscard]] const IdleBriefs& idle_briefs() const { return idle_briefs_; }
    // What a backfill sweep found turned down in idle() (IdleBriefs::note_down), for the next.
    void note_idle_down(std::size_t from, std::size_t to, const IdleBriefs::DownBounds& bounds,
                        bool kept_answered) {
        idle_briefs_.note_down(from, to, bounds, kept_answered);
    }
    // How the idle queue changed since the snapshot was made.
    [[nodiscard]] IdleQueueChanges idle_changes() const {
        return {calendar_.identity(), idle_joined_, idle_joined_at_end_, idle_left_};
    }
    // The position of `id` in idle() (a binary search), or idle().size() when it is not idle.
    [[nodiscard]] std::size_t idle_index(JobId id) const;
    // The smallest processor count among idle jobs (0 when the queue is empty).
    [[nodiscard]] std::int64_t min_idle_procs() const;

    // Starts an idle job on `allocation` from `start` until its walltime limit. Checked against the
    // calendar: false (nothing changes) when the allocation does not fit.
    bool start(JobId id, Time start, const Allocation& allocation);
    // Starts an idle job whose allocation the caller has already placed in the calendar (`spans`,
    // over [start, start + walltime limit)): the snapshot takes the spans over instead of adding
    // them again. false (nothing changes, the spans stay the caller's) when the job is not idle.
    bool adopt_start(JobId id, Time start, const Allocation& allocation, std::span<const SpanId> spans);
    // A running job ended (completed, stopped at its limit, or cancelled) at `at`.
    void finish(JobId id, Time at, JobState final_state = JobState::Completed);
    // Records a job that already ran from start to end without placing it (restoring a replay from a
    // checkpoint: a finished job occupies nothing any more). The job leaves the queue.
    void record_finished(JobId id, Time at, JobState final_state = JobState::Completed);
    // A running job goes back to the queue (preempted or failed start); its run is discarded.
    void requeue(JobId id);
    [[nodiscard]] const RunningJob* running(JobId id) const;
    [[nodiscard]] std::span<const RunningJob> running_jobs() const { return running_; }
    [[nodiscard]] Time last_completion() const { return last_completion_; }

    // ---- nodes
    void set_node_state(NodeId node, NodeState state);

    // ---- reservation instances (administrative, standing)
    // Places a reservation instance over `when` on the given blocks (Forced: a reservation may sit
    // on resources in use). Replaces an earlier instance with the same id.
    void add_reservation(ReservationId id, std::string name, Interval when,
                         const std::vector<ReservedBlock>& blocks);
    void remove_reservation(ReservationId id);
    struct ReservationInstance {
        ReservationId id;
        std::string name;
        Interval when;
        std::vector<ReservedBlock> blocks;
        std::vector<SpanId> spans;
    };
    [[nodiscard]] const std::vector<ReservationInstance>& reservations() const { return reservations_; }
    // The oracle deciding reservation access; nullptr = every reservation refuses every job.
    void set_access_oracle(const AccessOracle* oracle) { oracle_ = oracle; }
    [[nodiscard]] const AccessOracle* access_oracle() const { return oracle_; }

  private:
    void mark_running(RunningJob r);
    void withdraw_layer() const;
    // The position of `id` in idle_, or idle_.end() when it is not there.
    [[nodiscard]] std::vector<JobId>::iterator idle_position(JobId id);
    // An idle job leaves the queue (started, cancelled, finished while idle); false when it was
    // not in it.
    bool leave_idle(JobId id);
    [[nodiscard]] static Brief brief_of(const Job& job) {
        constexpr std::int64_t most = std::numeric_limits<std::int32_t>::max();
        const std::int64_t wall = job.walltime.count();
        const bool fits32 = job.procs() <= most && wall >= 0 && wall <= most;
        return Brief{static_cast<std::int32_t>(std::min(job.procs(), most)),
                     static_cast<std::int32_t>(std::clamp<std::int64_t>(wall, 0, most)),
                     fits32 && job.hold == Hold::None && job.depends_on.empty() && !job.partition.valid()};
    }

    const Cluster* cluster_;
    Availability calendar_;
    std::vector<Job> jobs_;
    std::vector<Brief> briefs_;  // by JobId, brief_of(jobs_[i])
    std::vector<JobState> states_;
    std::vector<JobId> idle_;
    IdleBriefs idle_briefs_;                           // beside idle_: brief of idle_[i]
    std::uint64_t idle_joined_ = 0;                    // jobs queued, ever
    std::uint64_t idle_joined_at_end_ = 0;             // of which at the end of the queue
    std::uint64_t idle_left_ = 0;                      // jobs that left the queue, ever
    std::map<std::int64_t, std::int64_t> idle_procs_;  // procs -> idle jobs of that size
    std::vector<RunningJob> running_;
    std::vector<std::uint32_t> running_index_;  // by JobId; kNone when not running
    std::vector<ReservationInstance> reservations_;
    std::vector<std::shared_ptr<const Reason>> rejections_;  // by JobId, sized at the first rejection
    std::size_t rejected_ = 0;
    std::vector<std::shared_ptr<const Reason>> held_refusals_;  // by JobId, sized at the first hold
    std::size_t system_priorities_ = 0;
    const AccessOracle* oracle_ = nullptr;
    Time last_completion_ = Time::min();
    // Mutable: withdrawing the layer leaves every answer of the calendar as it is.
    mutable CalendarLayer* layer_ = nullptr;
};

}  // namespace outrigger
