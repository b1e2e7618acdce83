#pragma once

// Earliest starts already found in one conservative plan, so that the next job's search can skip
// the instants an earlier, smaller job already ruled out.
//
// Why: a conservative plan asks the calendar for the earliest start of every idle job in turn, on
// a calendar that only grows (each job's spans are added, none released). Most of a search is
// spent on candidate instants that fail, and a queue of thousands of jobs asks the same kind of
// request again and again.
//
// Why it is exact (the answer is the one Availability::avail_time_after gives). Take a job A
// searched before job B, of the same kind (below), with tasks_B >= tasks_A, walltime_B >=
// walltime_A and the same `after`, that found its earliest start s_A. Fitting is monotone in
// tasks, in the length of the window and in what the calendar holds, and the calendar has only
// grown since: B fits at no instant before s_A, where A did not fit, and its search starts at s_A
// (a span end, so still one of the search's candidates). A job that found no start at all bounds
// the larger ones the same way, with s_A never.
//
// The same kind: the same per-task resources, node count and TPN, partition and features, no
// reservation gate (admission depends on who asks), SHARED nodes (other policies look at whose
// spans a node holds), every node Up (a node not Up may hold spans the aggregate counts, and the
// aggregate must stay a bound for "fails" to carry over).
//
// The memo watches the calendar's version and identity: anything done to the calendar other than
// the additions reported through added() makes it forget what it knew (correct, only slower).

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "model/job.hpp"
#include "model/resources.hpp"
#include "model/time.hpp"
#include "plan/availability.hpp"

namespace outrigger {

class EarliestStartMemo {
  public:
    // The earliest instant t >= after at which `fit` fits on `calendar` for its walltime: the
    // answer of `fits_at(fit, after) ? after : avail_time_after(fit, after)`, nullopt for never.
    [[nodiscard]] std::optional<Time> earliest_start(const Availability& calendar, const FitRequest& fit,
                                                     Time after);
    // Reports spans just added to `calendar` by one add_spans call (one job's
    // allocation): the only change the memo survives.
    void added(const Availability& calendar);

    // What the searches learnt of the nodes (see SearchHints), for placing the job at its start.
    [[nodiscard]] SearchHints& hints() { return hints_; }

    // Searches that started past `after` thanks to an earlier start (for tests and benchmarks).
    [[nodiscard]] std::int64_t shortened() const { return shortened_; }

  private:
    // The kind of request whose starts bound one another: everything about it but its task
    // count and walltime.
    struct Kind {
        Resources per_task;
        std::int64_t nodes = 0;
        std::int64_t tasks_per_node = 0;
        PartitionId partition;
        std::vector<FeatureId> features;
        Time after;
        [[nodiscard]] bool matches(const FitRequest& fit, Time at) const;
    };
    struct Found {
        std::int64_t tasks = 0;
        Duration walltime;
        Time start;  // never: it found none
        // Whether this one bounds every search `other` bounds, at least as late.
        [[nodiscard]] bool covers(const Found& other) const;
    };
    struct KindStarts {
        Kind kind;
        std::vector<Found> found;  // none covers another
    };
    // The latest start found for a request of `fit`'s kind that `fit` dominates (see the top).
    [[nodiscard]] const Found* bound(const KindStarts& starts, const FitRequest& fit) const;
    static void note(KindStarts& starts, const Found& found);
    [[nodiscard]] static bool usable(const Availability& calendar, const FitRequest& fit);
    // Whether `calendar` is the one whose starts are known.
    [[nodiscard]] bool knows(const Availability& calendar) const;
    // Starts afresh on `calendar` as it is now.
    void forget(const Availability& calendar);

    std::weak_ptr<const void> calendar_;
    std::uint64_t version_ = 0;
    std::vector<KindStarts> kinds_;
    SearchHints hints_;  // what the searches learn of the nodes, for one another
    std::int64_t shortened_ = 0;
};

}  // namespace outrigger
