#pragma once

// One scheduling iteration (spec section 5, steps 2-6) as a step:
//     (snapshot, state, now) -> IterationReport (decisions) + the new state.
// The snapshot's calendar is borrowed: the iteration places its tentative starts and job
// reservations there and removes every one of them before it returns, so the snapshot is left as
// it was given. The state is updated in place (it is the "new state"). Decisions are applied by the
// driver through the resource manager (rm/), which updates the snapshot.
//
// Scheduler::iterate is a short orchestration over the stages, each with its own contract:
//   priority           PriorityFunction, kept incrementally by PriorityOrder
//   eligibility        holds, dependencies, IdleSelection, the EligibilityFilter list
//                      (IterationPass, schedule/iteration_pass.hpp)
//   start bound        how many processors a job can find now, before placing it
//                      (StartBound, schedule/start_bound.hpp)
//   priority pass      start now or reserve (JobReserver, schedule/job_reserver.hpp) within
//                      RESERVATIONDEPTH (ReservationDepth, schedule/reservation_depth.hpp)
//   backfill           BackfillStrategy (schedule/backfill.hpp)
//   placement          NODEALLOCATIONPOLICY (NodeAllocator, plan/node_allocation.hpp)
// Per-iteration work stays proportional to what can possibly start: a job whose processors exceed
// the free processors now is rejected in O(1), the backfill walk is skipped when nothing is free,
// the queue order is kept incrementally while priorities are pure queue time, the top job's
// reservation is placed again from the nodes that changed since the last iteration
// (plan/reservation_fit.hpp), and buffers are reused so that the hot path does not allocate per job.

#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "model/deferred_reason.hpp"
#include "model/reason.hpp"
#include "model/unwritten_growth.hpp"
#include "plan/node_allocation.hpp"
#include "plan/placement.hpp"
#include "schedule/admission.hpp"
#include "schedule/backfill.hpp"
#include "schedule/eligibility.hpp"
#include "schedule/policy.hpp"
#include "schedule/priority.hpp"
#include "schedule/snapshot.hpp"
#include "schedule/state.hpp"

namespace outrigger {

struct StartDecision {
    JobId job;
    Allocation allocation;
    Time end_limit;           // now + walltime limit
    bool backfilled = false;  // started ahead of a higher-priority job that keeps waiting
    LimitLevel level = LimitLevel::Hard;
};

// A job the iteration examined and did not start: the reason is kept compact (a code and up to
// two numbers whose meaning the code fixes) and turned into a Reason on demand by reason().
struct BlockNote {
    JobId job;
    ReasonCode code{};
    std::int64_t a = 0;  // InsufficientResources: free procs now; Reserved: start; ChunkProtected: chunk size
    std::int64_t b = 0;  // InsufficientResources: request; ChunkProtected: until
    std::uint32_t detail = 0;  // index into IterationReport::details when the reason has its own Reason
};

// The facts of a BlockNote that has no Reason of its own (detail 0): what reason() builds it from.
struct NoteFacts {
    ReasonCode code{};
    std::int64_t a = 0;
    std::int64_t b = 0;
    [[nodiscard]] Reason reason() const;
};

struct IterationReport {
    Time now;
    std::vector<StartDecision> starts;
    // Job reservations standing after this iteration: the scheduler state's own list (not a copy),
    // valid until that state is changed.
    std::span<const JobReservation> reservations;
    std::vector<BlockNote> notes;  // examined jobs that did not start (see also short_jobs)
    // Jobs turned down on processors alone (InsufficientResources, the common note of a deep
    // queue's backfill walk: one per waiting job per iteration), as two arrays rather than a
    // BlockNote of 32 bytes each, so that a run of them is noted with two copies: the jobs, their
    // requests, and the free processors each run of them was turned down on (first index into
    // short_jobs, free). A job noted here is noted nowhere later. The two arrays grow unwritten
    // before each run is copied in (model/unwritten_growth.hpp).
    std::vector<JobId, UnwrittenGrowth<JobId>> short_jobs;
    std::vector<std::int32_t, UnwrittenGrowth<std::int32_t>> short_procs;
    std::vector<std::pair<std::size_t, std::int64_t>> short_runs;
    std::vector<DeferredReason> details;  // full reasons from filters, built when asked
    std::size_t idle_jobs = 0;            // queue length seen
    std::int64_t free_procs_now = 0;      // before any start of this iteration
    bool backfill_ran = false;
    // Under StartSpans::Keep: the calendar spans of starts[i] are
    // start_spans[start_span_ranges[i].first, start_span_ranges[i].second); empty otherwise.
    std::vector<SpanId> start_spans;
    std::vector<std::pair<std::size_t, std::size_t>> start_span_ranges;

    [[nodiscard]] std::span<const SpanId> spans_of(std::size_t start_index) const;
    [[nodiscard]] Reason reason(const BlockNote& note) const;
    // The same reason kept as its facts (no allocation), for a view that holds one per waiting job.
    [[nodiscard]] DeferredReason deferred_reason(const BlockNote& note) const;
    // The first note of `job` (nullopt: none), as a BlockNote whichever way it is kept.
    [[nodiscard]] std::optional<BlockNote> note_of(JobId job) const;
    // Every note in the order the iteration made them: notes, then the jobs short of processors
    // (made last in each job's walk), each as a BlockNote. f(const BlockNote&).
    template <class F>
    void for_each_note(F&& f) const {
        for (const BlockNote& n : notes) f(n);
        std::size_t run = 0;
        for (std::size_t i = 0; i < short_jobs.size(); ++i) {
            while (run + 1 < short_runs.size() && short_runs[run + 1].first <= i) ++run;
            f(BlockNote{short_jobs[i], ReasonCode::InsufficientResources, short_runs[run].second,
                        short_procs[i], 0});
        }
    }
    // Notes a job turned down on processors alone, with the free processors it saw.
    [[gnu::always_inline]] void note_short_of_procs(JobId job, std::int64_t procs, std::int64_t free) {
        // A request beyond 32 bits (never a real one) keeps a full note.
        if (procs > std::numeric_limits<std::int32_t>::max()) {
            notes.push_back(BlockNote{job, ReasonCode::InsufficientResources, free, procs, 0});
            return;
        }
        if (short_runs.empty() || short_runs.back().second != free)
            short_runs.emplace_back(short_jobs.size(), free);
        short_jobs.push_back(job);
        short_procs.push_back(static_cast<std::int32_t>(procs));
    }
    // The same for jobs[i] requesting procs[i], all turned down on the same free processors.
    void note_short_of_procs(std::span<const JobId> jobs, std::span<const std::int32_t> procs,
                             std::int64_t free);
    void clear();
};

// What an iteration does with the calendar spans of the starts it decides. Remove (the default)
// leaves the snapshot's calendar as it was given. Keep leaves them in place and lists them in the
// report, for a driver that hands each one to its resource manager (SimulatedResourceManager::
// start_placed) instead of writing the same allocation a second time; such a driver must take over
// or remove every listed span before the calendar is used again.
enum class StartSpans : std::uint8_t { Remove, Keep };

class Scheduler {
  public:
    Scheduler(SchedulerPolicy policy, std::unique_ptr<PriorityFunction> priority);
    ~Scheduler();
    Scheduler(const Scheduler&) = delete;
    Scheduler& operator=(const Scheduler&) = delete;

    void add_filter(std::unique_ptr<EligibilityFilter> filter);
    void set_idle_selection(std::unique_ptr<IdleSelection> selection);

    // Runs one iteration at `now`. The report stays valid until the next call.
    const IterationReport& iterate(Snapshot& snapshot, SchedulerState& state, Time now);
    const IterationReport& iterate(Snapshot& snapshot, SchedulerState& state, Time now,
                                   StartSpans start_spans);
    [[nodiscard]] const IterationReport& last_report() const { return report_; }
    [[nodiscard]] const SchedulerPolicy& policy() const { return policy_; }

    // Why a job just submitted can never run under this policy on `cluster` (schedule/admission.hpp,
    // then every filter's forbids_alone), or nullptr when it may run some day. Jobs refused for the
    // same node shape share one Reason.
    [[nodiscard]] std::shared_ptr<const Reason> refusal(const Job& job, const Cluster& cluster) const;

    // The priority order of the idle jobs at `now` (highest first), as an iteration would use it.
    [[nodiscard]] std::vector<JobId> priority_order(const Snapshot& snapshot, const SchedulerState& state,
                                                    Time now) const;

  private:
    struct Impl;
    SchedulerPolicy policy_;
    std::unique_ptr<PriorityFunction> priority_;
    std::vector<std::unique_ptr<EligibilityFilter>> filters_;
    std::unique_ptr<IdleSelection> idle_selection_;
    std::unique_ptr<NodeAllocator> allocator_;
    std::unique_ptr<BackfillStrategy> backfill_;
    IterationReport report_;
    std::unique_ptr<Impl> impl_;  // the stages' state kept between iterations (caches, buffers)
    mutable NeverFitsMemo fits_memo_;
};

}  // namespace outrigger
