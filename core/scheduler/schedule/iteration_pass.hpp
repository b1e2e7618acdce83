#pragma once

// The walk over the idle queue of one iteration (spec section 5, steps 3 to 5), in priority order:
// eligibility (holds, dependencies, idle selection, filters at the pass's limit level), the
// priority pass (each job starts now or is reserved by the JobReserver within its RESERVATIONDEPTH,
// until the depth is used up), then backfill (the BACKFILLPOLICY strategy picks, the pass starts
// what fits without delaying a reservation). With soft limits the walk runs twice, soft then hard.
// Every start is checked first by the StartBound, then placed under NODEALLOCATIONPOLICY.
//
// Internal to schedule/: Scheduler::iterate builds one IterationPass per iteration and runs it.

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "plan/failed_fits.hpp"
#include "schedule/backfill.hpp"
#include "schedule/eligibility.hpp"
#include "schedule/iteration.hpp"
#include "schedule/job_reserver.hpp"
#include "schedule/policy.hpp"
#include "schedule/reservation_depth.hpp"
#include "schedule/step_context.hpp"

namespace outrigger {

// What the walk made of the job at one position of the priority order.
enum class QueueMark : std::uint8_t {
    None,        // not examined yet (or examined at the soft level and left for the hard one)
    Waiting,     // eligible, could not start: a start behind it is a backfill
    Started,     // started in its turn
    Backfilled,  // started ahead of a waiting job of higher priority
    Reserved,    // reserved by the priority pass
    Blocked,     // not eligible at the hard level
};

// Buffers the walk reuses from one iteration to the next, so that the hot path does not allocate.
struct PassBuffers {
    std::vector<QueueMark> marks;            // by order position
    std::vector<std::uint8_t> idle_blocked;  // by JobId: blocked by idle selection this iteration
    std::vector<JobId> idle_touched;         // JobIds whose idle_blocked entry must be reset
    std::vector<std::pair<JobId, DeferredReason>> idle_block_list;
    std::vector<SpanId> start_spans;                                // every span of this iteration's starts
    std::vector<std::pair<std::size_t, std::size_t>> start_ranges;  // one range of start_spans per start
    // By order position, when the order is not the idle queue: whether the job's brief says plain.
    std::vector<std::uint8_t> order_plain;
    // The order positions of the jobs holding a reservation, ascending (turn_down_short).
    std::vector<std::size_t> held_positions;
    // The positions of the jobs backfilled, and of those marked blocked (count_bypass).
    std::vector<std::size_t> backfilled_positions;
    std::vector<std::size_t> blocked_positions;
};

// The stages and settings the walk uses, owned by the Scheduler.
struct PassStages {
    const SchedulerPolicy& policy;
    std::span<const std::unique_ptr<EligibilityFilter>> filters;
    const BackfillStrategy& backfill;
    JobReserver& reserver;
    ReservationDepth& depth;
    // Starts that found no room on the calendar as it is, kept across iterations (it forgets them
    // when the calendar or the instant moves): plan/failed_fits.hpp.
    FailedFits& failed_fits;
    PassBuffers& buffers;
};

class IterationPass {
  public:
    IterationPass(const StepContext& context, const PassStages& stages, std::span<const JobId> order,
                  IterationReport& report);

    // Idle limits pick the eligible set once, in priority order: the jobs they block are noted here.
    void select_idle(IdleSelection* selection);
    // The walk at the soft limit level (when some filter has soft limits), then the hard one.
    void run(bool has_soft_levels, bool reservations_on, bool chunk_active);
    // Jobs the walk never reached: under QUEUEPOLICY one failing a limit, under FULLPOLICY one
    // blocked for any reason, stops accruing queue time all the same (and is noted with why).
    void stop_unreached_clocks();
    // Bypass: every eligible job a backfilled job passed gets one more (written, or followed:
    // schedule/bypass_counts.hpp).
    void count_bypass();
    // The reservations standing become the state's; the starts' spans are listed in the report
    // (Keep) or leave the calendar (Remove); the calendar is then as it was given.
    void finish(StartSpans start_spans);

    // The backfill queue's side: see BackfillQueue in schedule/backfill.hpp.
    [[nodiscard]] std::size_t size() const { return order_.size(); }
    [[nodiscard]] const Job& job_at(std::size_t pos) const { return c_.snap.job(order_[pos]); }
    // Asks early for the record of the job a few positions on, which the walk reads next when
    // filters judge it: in a deep queue the records lie far apart in memory and each is a miss
    // otherwise. Without filters most jobs are judged from their brief alone, and fetching
    // records nobody reads would cost the walk its memory bandwidth (a deep queue's replay 1.6x).
    // `unmarked_only`: for a walk that reads only the jobs no pass reached.
    [[gnu::always_inline]] void look_ahead(std::size_t pos, bool unmarked_only = false) const {
        constexpr std::size_t kAhead = Snapshot::kPrefetchAhead;
        if (s_.filters.empty() || pos + kAhead >= order_.size()) return;
        if (unmarked_only && b_.marks[pos + kAhead] != QueueMark::None) return;
        c_.snap.prefetch_job(order_[pos + kAhead]);
    }
    [[nodiscard]] std::size_t next_candidate(std::size_t from) const;
    [[nodiscard]] QueueMark mark(std::size_t pos) const { return b_.marks[pos]; }
    void set_mark(std::size_t pos, QueueMark mark);
    // Whether the job at `pos` may run at `level`; if not it is marked blocked on the final level.
    bool eligible_at(std::size_t pos, LimitLevel level, bool final_level);
    // FIRSTFIT's answer for most jobs of a deep queue, read from the snapshot's Brief alone: true
    // when, with no filter, hold, dependency, partition or reservation instance in play, the job
    // needs more processors than are free now; it is then marked waiting and noted (final level)
    // exactly as eligible_at, try_start and note_insufficient would have.
    bool turned_down_on_procs(std::size_t pos, bool final_level);
    // offer() over the candidates from `from` on, while each is turned down on its processor count
    // (or blocked, once its count has turned it down), at most `most` of them
    // (BackfillQueue::turn_down_short).
    BackfillQueue::Sweep turn_down_short(std::size_t from, std::int64_t most, LimitLevel level,
                                         bool final_level);
    // The brief of the job at `pos`, read where it is cheapest. Inline: the backfill sweep asks it
    // for every job of a short queue.
    [[gnu::always_inline]] [[nodiscard]] Snapshot::Brief brief_at(std::size_t pos) const {
        if (order_briefs_ != nullptr) return (*order_briefs_)[pos];
        // Out of queue order the briefs by JobId lie scattered; under filters the job's record is
        // on its way already (look_ahead), and read next anyway, and plain says it fits the
        // brief's fields.
        if (s_.filters.empty()) return c_.snap.brief(order_[pos]);
        if (b_.order_plain[pos] == 0) return {};
        const Job& job = c_.snap.job(order_[pos]);
        return {static_cast<std::int32_t>(job.procs()), static_cast<std::int32_t>(job.walltime.count()),
                true};
    }
    // Starts the job now when the bound, the reservations and placement allow it.
    bool try_start(std::size_t pos, const Job& job, LimitLevel level);
    void note(BlockNote note) { report_.notes.push_back(note); }
    void note_insufficient(const Job& job);
    [[nodiscard]] std::vector<BackfillWindow> windows() const;

  private:
    // Whether job `id` may not be considered at `level`; on the final level a note says why (and
    // the queue clock restarts as PRIOACCRUALPOLICY says).
    bool blocked(std::size_t pos, LimitLevel level, bool final_level);
    void restart_clock(JobId job);
    // The job's request as placement reads it, with a reservation gate when some live instance
    // may admit it. Valid until the next call.
    FitRequest fit_of(const Job& job);
    void record_start(std::size_t pos, const Job& job, Allocation allocation, Interval when,
                      LimitLevel level);

    // The priority pass at one level (step 4).
    void priority_pass(LimitLevel level, bool final_level, bool reservations_on);
    enum class Walk : std::uint8_t { Next, Stop };
    Walk priority_step(std::size_t pos, LimitLevel level, bool final_level, bool reservations_on);
    // Backfill at one level (step 5).
    void backfill_pass(LimitLevel level, bool final_level, bool chunk_active);
    [[nodiscard]] bool chunk_protects() const;

    const StepContext& c_;
    const PassStages& s_;
    PassBuffers& b_;
    std::span<const JobId> order_;
    const Snapshot::IdleBriefs* order_briefs_;  // brief of order_[i] at i, or nullptr
    // One past the last position marked started, backfilled, reserved or blocked: from there on
    // every mark is none or waiting, and turn_down_short need not read them.
    std::size_t closed_until_ = 0;
    void close(std::size_t pos, QueueMark mark) {
        if (mark == QueueMark::Blocked && b_.marks[pos] != QueueMark::Blocked)
            b_.blocked_positions.push_back(pos);
        b_.marks[pos] = mark;
        if (pos >= closed_until_) closed_until_ = pos + 1;
    }
    IterationReport& report_;
    // The first position whose job waits (resource-blocked or reserved): a start behind it is a
    // backfill.
    std::size_t first_waiting_;
    std::size_t after_last_backfilled_ = 0;  // one past the last position backfilled (0: none)
    // turn_down_short's list of held positions (b_.held_positions): not made yet, made, or not
    // made because too many jobs hold a reservation.
    enum class Held : std::uint8_t { Unknown, Listed, Many };
    Held held_ = Held::Unknown;
    // The end of the run of positions from `from` that turn_down_short may sweep without asking
    // each job whether it holds a reservation: the next held position, or the order's end.
    [[nodiscard]] std::size_t held_free_until(std::size_t from);
    // b_.held_positions made, unless too many jobs hold a reservation (false).
    bool list_held();
    // The jobs at [from, to) are turned down on free processors `free`: marked waiting, and
    // noted (final level) as short of processors.
    void turn_down_run(std::size_t from, std::size_t to, std::int64_t free, bool final_level);
    // The first position in [from, end) whose job is not turned down by `free` and `rule` on its
    // brief (or, below closed_until_, is marked other than none or waiting); `end` when none. The
    // run found is noted in the snapshot for the next sweep (Snapshot::note_idle_down).
    [[nodiscard]] std::size_t turned_down_until(std::size_t from, std::size_t end, std::int64_t free,
                                                const JobReserver::BesideRule& rule);
    std::optional<JobReservationGate> gate_;  // fit_of's gate
};

}  // namespace outrigger
