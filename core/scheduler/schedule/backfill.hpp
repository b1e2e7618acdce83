#pragma once

// BACKFILLPOLICY (spec section 5, step 5; guide 8.2): how the jobs the priority pass left waiting
// start ahead of their turn, now, without delaying any job reservation. One small final class per
// policy behind one interface (BackfillStrategy), chosen from one name-to-factory table
// (make_backfill_strategy). A strategy only chooses which jobs to try and in what order; the
// iteration (BackfillQueue) decides whether a job fits now and delays no reservation, starts it
// and keeps the notes.
//   FIRSTFIT  the waiting jobs in priority order, each started if it fits; windows play no part
//   BESTFIT   the backfill windows widest first; within each, repeatedly the fitting job with the
//             best BACKFILLMETRIC (PROCS, PROCSECONDS, SECONDS)
//   GREEDY    the backfill windows widest first; within each, the set of fitting jobs that fills
//             it most (greedy_fill)
//   NONE      no backfill

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "config/settings.hpp"
#include "model/job.hpp"
#include "schedule/backfill_windows.hpp"

namespace outrigger {

// The iteration's side of one backfill pass (one limit level), as a strategy sees it. Jobs are
// named by their position in the priority order (0 = highest priority).
class BackfillQueue {
  public:
    virtual ~BackfillQueue() = default;
    // Positions run from 0 to size() - 1.
    [[nodiscard]] virtual std::size_t size() const = 0;
    [[nodiscard]] virtual const Job& job(std::size_t pos) const = 0;
    // The first candidate at or after `from` (size() when none): a job backfill may consider, that
    // the priority pass neither started, reserved nor blocked and that holds no kept job reservation.
    [[nodiscard]] virtual std::size_t next_candidate(std::size_t from) const = 0;
    // FIRSTFIT's step for one candidate: unless it may not run at this pass's limit level (it is
    // then marked blocked) or backfill chunking keeps the freed processors for a larger job, the
    // job starts now when it fits and delays no job reservation; otherwise it is left waiting.
    // Notes why, on the final level. True when it started.
    virtual bool offer(std::size_t pos) = 0;
    // offer() over the candidates from `from` on, as long as each is turned down on its processor
    // count alone (it asks more than are free now), at most `most` of them: the bulk of a deep
    // queue, in one sweep instead of a call per job. A job offer() would block is blocked here too,
    // and counts as swept; where offer() would look further than the count (holds, dependencies,
    // partitions, chunking), the sweep stops.
    struct Sweep {
        std::size_t next = 0;     // the first position after the candidates turned down
        std::int64_t turned = 0;  // how many were
    };
    virtual Sweep turn_down_short(std::size_t from, std::int64_t most) = 0;
    // The window strategies' first step for one candidate: unless it may not run at this pass's
    // limit level (it is then marked blocked, and false returned), the job is marked waiting.
    virtual bool enlist(std::size_t pos) = 0;
    // Starts a waiting job now when it fits and delays no job reservation; else it stays waiting.
    virtual bool start(std::size_t pos) = 0;
    [[nodiscard]] virtual bool waiting(std::size_t pos) const = 0;
    // Notes, on the final level, that a waiting job found no room now.
    virtual void note_no_room(std::size_t pos) = 0;
    // The backfill windows now (schedule/backfill_windows.hpp), widest first.
    [[nodiscard]] virtual std::vector<BackfillWindow> windows() const = 0;
};

class BackfillStrategy {
  public:
    virtual ~BackfillStrategy() = default;
    [[nodiscard]] virtual BackfillPolicy policy() const = 0;
    // Whether the strategy reads backfill windows, which must then see every job reservation of
    // the pass in the calendar.
    [[nodiscard]] virtual bool reads_windows() const = 0;
    // One backfill pass over `queue`.
    virtual void run(BackfillQueue& queue) const = 0;
};

// The factory table: one entry per BACKFILLPOLICY. `settings` gives BACKFILLMETRIC and BFDEPTH.
std::unique_ptr<BackfillStrategy> make_backfill_strategy(const SchedulingSettings& settings);

// GREEDY's effort bound per window: at most this many candidates and processor states.
inline constexpr std::size_t kGreedyMaxJobs = 64;
inline constexpr std::int64_t kGreedyMaxProcs = 4096;

// A job as the greedy fill weighs it.
struct FillCandidate {
    std::int64_t procs = 0;
    Duration walltime;
};

// The greedy fill of one window, a pure function: of `candidates` (in priority order), the set
// that fits in the window (processors at most window.procs, walltime at most window.duration) and
// fills it most, in processor-seconds counted within the window's duration. Dynamic programming
// over processors, bounded: only the first kGreedyMaxJobs fitting candidates are weighed and at
// most kGreedyMaxProcs processors. Returns the chosen indices into `candidates`, ascending.
std::vector<std::size_t> greedy_fill(std::span<const FillCandidate> candidates, const BackfillWindow& window);

}  // namespace outrigger
