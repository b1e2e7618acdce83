#pragma once

// Bypass counts (guide 5.1.2.3, the BYPASS factor): how many times each job, waiting, was passed
// by a job backfilled behind it in the priority order. Every iteration that backfills adds, to
// every waiting job ahead of each backfilled one, one per backfilled job behind it: on a deep
// queue that is thousands of counts per iteration, nearly all of which nobody reads before the
// next iteration changes them again.
//
// So the counts of the waiting jobs can be followed instead of written. While the priority order
// is the idle queue and the queue's JobIds ascend with it (a replay's jobs are numbered in
// submission order), "behind j" is "a larger JobId than j's", and a job's count is
//   written count + (passes recorded at JobIds above its own) - (the same when following began)
// with the passes kept in a Fenwick tree by JobId: an iteration records one pass per backfilled
// job (pass), and settles only its exceptions: the jobs that started (leave, their count written
// out), and those ahead of a backfilled job that were not waiting (spare: blocked, or holding a
// reservation the pass never reached). The jobs followed are exactly the idle queue's; follow()
// keeps them so from the snapshot's counts of queue changes, reading only what changed when
// every change is accounted for (starts left, submissions queued at the end), and the whole queue
// otherwise.
//
// A value like the rest of SchedulerState: copies follow on their own, equality and JSON see the
// counts only.

#include <cstdint>
#include <span>
#include <vector>

#include "model/ids.hpp"
#include "schedule/idle_queue_changes.hpp"

namespace outrigger {

class BypassCounts {
  public:
    [[nodiscard]] std::int32_t of(JobId job) const;
    [[nodiscard]] std::size_t size() const { return written_.size(); }
    void grow(std::size_t jobs);
    // Counts as read back from a saved state: nothing is followed then.
    void set(JobId job, std::int32_t count);
    // One iteration's count for a job, written at once (a walk over the queue in priority order).
    void add(JobId job, std::int32_t count) { written_[job.value()] += count; }
    // Every job's count equal.
    bool operator==(const BypassCounts& other) const;

    // Follows exactly the jobs of `queue` (the idle queue, in its order) from now on; false when
    // their JobIds do not ascend with it, and nothing is followed (every count is written).
    bool follow(std::span<const JobId> queue, const IdleQueueChanges& changes);
    [[nodiscard]] bool following() const { return following_; }
    // The job leaves the queue in this iteration (it started): its count is written out.
    void leave(JobId job);
    // A job was backfilled: every followed job with a smaller JobId is passed once more.
    void pass(JobId backfilled);
    // `passes` of the passes recorded in this iteration do not count for the followed `job`: it
    // was not waiting.
    void spare(JobId job, std::int64_t passes);
    // Nothing is followed any more: every count is written.
    void stop_following();

  private:
    [[nodiscard]] std::int64_t passes_above(JobId job) const;
    void start(JobId job);
    void settle(JobId job);
    void build_tree(std::size_t jobs);

    std::vector<std::int32_t> written_;  // by JobId
    bool following_ = false;
    // The passes recorded while following, by JobId (a job is backfilled once), the same as a
    // Fenwick tree over a power-of-two capacity (index = JobId + 1), and their total.
    std::vector<std::int32_t> passed_;
    std::vector<std::int64_t> tree_;
    std::int64_t total_ = 0;
    // By JobId, while followed: passes_above() when following began, plus the passes spared.
    std::vector<std::int64_t> base_;
    std::vector<std::uint8_t> followed_;  // by JobId
    std::size_t followed_count_ = 0;
    IdleQueueChanges seen_;    // the changes follow() last accounted for
    std::vector<JobId> left_;  // left since follow(): the departures the snapshot should count
};

}  // namespace outrigger
