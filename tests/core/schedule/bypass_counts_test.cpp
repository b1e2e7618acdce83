// Bypass counts, written or followed (schedule/bypass_counts.hpp): the counter on its own, then
// whole overloaded replays whose followed counts must equal those the job-by-job walk writes.

#include "schedule/bypass_counts.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "builders.hpp"
#include "random_workload.hpp"
#include "sim/simulator.hpp"

namespace outrigger {
namespace {

using testing::kHour;

std::vector<JobId> ids(std::initializer_list<JobId::Rep> values) {
    std::vector<JobId> out;
    for (const auto v : values) out.emplace_back(v);
    return out;
}

// Counts for `jobs` JobIds, all written (0), none followed.
BypassCounts counts_for(std::size_t jobs) {
    BypassCounts c;
    c.grow(jobs);
    return c;
}

IdleQueueChanges changes(const std::shared_ptr<int>& of, std::uint64_t joined, std::uint64_t at_end,
                         std::uint64_t left) {
    return {of, joined, at_end, left};
}

// Starts `c` following `queue`, every job of it joined at the end of the snapshot's idle queue.
bool start_following(BypassCounts& c, const std::shared_ptr<int>& snapshot,
                     std::initializer_list<JobId::Rep> queue) {
    return c.follow(ids(queue), changes(snapshot, queue.size(), queue.size(), 0));
}

TEST(BypassCounts, AFollowedJobCountsThePassesAboveItsIdSinceItWasFollowed) {
    const auto snapshot = std::make_shared<int>(0);
    BypassCounts c = counts_for(8);
    c.add(JobId(1), 5);  // written before following began
    ASSERT_TRUE(start_following(c, snapshot, {1, 2, 4, 6}));
    c.pass(JobId(4));  // backfilled past 1 and 2
    c.leave(JobId(4));
    EXPECT_EQ(c.of(JobId(1)), 6);
    EXPECT_EQ(c.of(JobId(2)), 1);
    EXPECT_EQ(c.of(JobId(6)), 0);
    // 4 left, 7 queued at the end: every change is accounted for.
    ASSERT_TRUE(c.follow(ids({1, 2, 6, 7}), changes(snapshot, 5, 5, 1)));
    c.pass(JobId(7));
    c.leave(JobId(7));
    c.spare(JobId(2), 1);  // blocked in that iteration
    EXPECT_EQ(c.of(JobId(1)), 7);
    EXPECT_EQ(c.of(JobId(2)), 1);
    EXPECT_EQ(c.of(JobId(6)), 1);
    EXPECT_EQ(c.of(JobId(4)), 0);  // written out when it left: none passed it
    EXPECT_EQ(c.of(JobId(7)), 0);
}

TEST(BypassCounts, AChangeNotAccountedForIsReadFromTheWholeQueue) {
    const auto snapshot = std::make_shared<int>(0);
    BypassCounts c = counts_for(8);
    ASSERT_TRUE(start_following(c, snapshot, {1, 2, 3}));
    c.pass(JobId(3));
    c.leave(JobId(3));
    // 2 was cancelled besides, and 5 queued: the counts say two left where one was seen to.
    ASSERT_TRUE(c.follow(ids({1, 5}), changes(snapshot, 4, 4, 2)));
    c.pass(JobId(5));
    c.leave(JobId(5));
    EXPECT_EQ(c.of(JobId(1)), 2);
    EXPECT_EQ(c.of(JobId(2)), 1);  // passed once while queued, then no more
    // Another snapshot: nothing known of it, the whole queue is read.
    const auto other = std::make_shared<int>(0);
    ASSERT_TRUE(c.follow(ids({1, 2}), changes(other, 0, 0, 0)));
    c.pass(JobId(2));
    EXPECT_EQ(c.of(JobId(1)), 3);
    EXPECT_EQ(c.of(JobId(2)), 1);
}

TEST(BypassCounts, AQueueWhoseIdsDoNotAscendIsWrittenAndStopsBeingFollowed) {
    const auto snapshot = std::make_shared<int>(0);
    BypassCounts c = counts_for(8);
    ASSERT_TRUE(start_following(c, snapshot, {1, 2}));
    c.pass(JobId(2));
    EXPECT_FALSE(c.follow(ids({1, 5, 3}), changes(snapshot, 4, 3, 0)));
    EXPECT_FALSE(c.following());
    EXPECT_EQ(c.of(JobId(1)), 1);
    c.add(JobId(1), 2);
    EXPECT_EQ(c.of(JobId(1)), 3);
}

TEST(BypassCounts, CopiesCompareAndGrowByTheirCounts) {
    const auto snapshot = std::make_shared<int>(0);
    BypassCounts followed = counts_for(4);
    ASSERT_TRUE(start_following(followed, snapshot, {0, 1, 2}));
    followed.pass(JobId(2));
    BypassCounts written = counts_for(4);
    written.add(JobId(0), 1);
    written.add(JobId(1), 1);
    EXPECT_EQ(followed, written);
    BypassCounts copy = followed;
    copy.grow(3000);  // beyond the tree's capacity: rebuilt from the passes
    copy.pass(JobId(2));
    EXPECT_EQ(copy.of(JobId(0)), 2);
    EXPECT_EQ(followed.of(JobId(0)), 1);
    EXPECT_FALSE(copy == followed);
}

// Admits every job: with it the iteration walks the queue job by job and writes every count.
class AdmitAll final : public EligibilityFilter {
  public:
    void begin(const Snapshot&, Time) override {}
    [[nodiscard]] std::optional<DeferredReason> check(const Job&, LimitLevel) const override {
        return std::nullopt;
    }
};

struct Replayed {
    std::vector<std::int32_t> bypass;
    std::vector<std::int64_t> starts;
};

// An overloaded queue (about three times the machine's capacity) of 4,000 jobs on 64 processors,
// some held for good and some depending on an earlier job, replayed to `until`.
Replayed replay(ReservationPolicy policy, bool walk_job_by_job, std::int64_t until) {
    std::vector<Job> jobs = testing::random_workload(7, 4000, 48);
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        if (i % 97 == 5) jobs[i].hold = Hold::User;
        if (i % 89 == 7 && i > 10) jobs[i].depends_on.push_back(JobId(static_cast<JobId::Rep>(i - 10)));
    }
    SchedulerPolicy p;
    p.apply(NamedPolicy::Easy);
    p.scheduling.reservation_policy = policy;
    p.scheduling.depth_groups[0].depth = policy == ReservationPolicy::Highest ? 4 : 1;
    Scheduler scheduler(p, std::make_unique<QueueTimePriority>(PrioritySettings{}));
    if (walk_job_by_job) scheduler.add_filter(std::make_unique<AdmitAll>());
    const Cluster cluster = testing::uniform_cluster(64, 1);
    Simulator sim(cluster, jobs, scheduler);
    sim.run(Time::from_seconds(until));
    Replayed out;
    for (std::size_t j = 0; j < jobs.size(); ++j) {
        const JobId id(static_cast<JobId::Rep>(j));
        out.bypass.push_back(sim.state().bypass_of(id));
        out.starts.push_back(sim.outcomes()[j].start.is_never() ? -1 : sim.outcomes()[j].start.seconds());
    }
    return out;
}

TEST(BypassCounts, FollowedCountsOfAnOverloadedReplayEqualThoseWrittenJobByJob) {
    for (const auto policy : {ReservationPolicy::CurrentHighest, ReservationPolicy::Highest}) {
        for (const std::int64_t until : {40'000, 60'000, 400'000}) {
            const Replayed followed = replay(policy, false, until);
            const Replayed written = replay(policy, true, until);
            ASSERT_EQ(followed.starts, written.starts) << until;
            ASSERT_EQ(followed.bypass, written.bypass) << until;
            std::int64_t passed = 0;
            for (const auto b : followed.bypass) passed += b;
            EXPECT_GT(passed, 10'000) << until;  // the queue was deep and backfilled into
        }
    }
}

}  // namespace
}  // namespace outrigger
