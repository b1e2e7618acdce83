#include "plan/earliest_start_memo.hpp"

#include <gtest/gtest.h>

#include <random>

#include "clusters.hpp"
#include "plan/node_allocation.hpp"
#include "plan/placement.hpp"

namespace outrigger {
namespace {

Time t(std::int64_t s) {
    return Time::from_seconds(s);
}

using Req = testing::OwnedFit;

// What a conservative plan asks when it does not remember: fits now, else the next start.
std::optional<Time> searched(const Availability& a, const FitRequest& fit, Time after) {
    return a.fits_at(fit, after) ? std::optional<Time>(after) : a.avail_time_after(fit, after);
}

SpanOwner job(std::int64_t id) {
    return SpanOwner::of_job(JobId(static_cast<JobId::Rep>(id)));
}

// Two single-processor nodes: node 0 busy until 10, node 1 busy from 10 on. At 10 one node is
// released as the other is taken, so the machine's processors in use do not fall there; a job
// of one task still starts there, on node 0, free from then on.
struct Handover {
    Cluster cluster = testing::uniform_cluster(2, 1);
    Availability calendar{cluster};
    Handover() {
        calendar.add_span(NodeId(0), {t(0), t(10)}, Resources::of_procs(1), job(1));
        calendar.add_span(NodeId(1), {t(10), Time::never()}, Resources::of_procs(1), job(2));
    }
};

TEST(EarliestStartMemo, AStartWhereOneNodeIsFreedAsAnotherIsTakenBoundsTheLargerRequests) {
    Handover h;
    EarliestStartMemo memo;
    Req small(1, 20);
    ASSERT_EQ(searched(h.calendar, small.fit, t(0)), t(10));
    EXPECT_EQ(memo.earliest_start(h.calendar, small.fit, t(0)), t(10));
    // A span on node 0 from 10 to 15, reported: a longer request now starts at 15, and its search
    // starts at the smaller one's start.
    std::vector<SpanId> ids;
    const std::vector<NodeTasks> on{{NodeId(0), 1}};
    ASSERT_TRUE(
        h.calendar.add_spans(on, Resources::of_procs(1), {t(10), t(15)}, job(3), Commit::Checked, ids));
    memo.added(h.calendar);
    Req larger(1, 30);
    ASSERT_EQ(searched(h.calendar, larger.fit, t(0)), t(15));
    EXPECT_EQ(memo.earliest_start(h.calendar, larger.fit, t(0)), t(15));
    EXPECT_EQ(memo.shortened(), 1);
}

TEST(EarliestStartMemo, AChangeNotReportedMakesItForget) {
    // One single-processor node busy until 100: a job of one task starts at 100.
    const Cluster cluster = testing::uniform_cluster(1, 1);
    Availability calendar(cluster);
    const auto busy = calendar.add_span(NodeId(0), {t(0), t(100)}, Resources::of_procs(1), job(1));
    ASSERT_TRUE(busy);
    EarliestStartMemo memo;
    Req small(1, 20);
    EXPECT_EQ(memo.earliest_start(calendar, small.fit, t(0)), t(100));
    // The span leaves, unreported: a larger request starts now, not at the smaller one's start.
    ASSERT_TRUE(calendar.rem_span(*busy));
    Req larger(1, 30);
    EXPECT_EQ(memo.earliest_start(calendar, larger.fit, t(0)), t(0));
    EXPECT_EQ(memo.shortened(), 0);
}

TEST(EarliestStartMemo, OnlyASmallerRequestOfTheSameKindAndInstantBoundsASearch) {
    // One node of 4 processors, busy until 100: a request of 2 tasks for 10 s starts at 100.
    const Cluster cluster = testing::uniform_cluster(1, 4);
    Availability calendar(cluster);
    calendar.add_span(NodeId(0), {t(0), t(100)}, Resources::of_procs(4), job(1));
    EarliestStartMemo memo;
    Req first(2, 10);
    EXPECT_EQ(memo.earliest_start(calendar, first.fit, t(0)), t(100));
    Req fewer(1, 10), shorter(2, 5), other_shape(1, 10, 2);
    EXPECT_EQ(memo.earliest_start(calendar, fewer.fit, t(0)), t(100));
    EXPECT_EQ(memo.earliest_start(calendar, shorter.fit, t(0)), t(100));
    EXPECT_EQ(memo.earliest_start(calendar, other_shape.fit, t(0)), t(100));
    EXPECT_EQ(memo.earliest_start(calendar, first.fit, t(200)), t(200));
    EXPECT_EQ(memo.shortened(), 0);
    Req more(3, 10);
    EXPECT_EQ(memo.earliest_start(calendar, more.fit, t(0)), t(100));
    EXPECT_EQ(memo.shortened(), 1);
}

// A conservative plan of random jobs, with and without the memo and its hints, on two copies of
// one calendar: the same start and nodes for every job, and most searches shortened.
TEST(EarliestStartMemo, PlansAsTheFullSearchDoes) {
    for (const std::uint64_t seed : {1U, 2U, 3U}) {
        const Cluster cluster = testing::uniform_cluster(12, 4);
        std::mt19937_64 rng(seed);
        Availability with(cluster);
        for (int n = 0; n < 12; ++n) {
            const std::int64_t procs = std::uniform_int_distribution<std::int64_t>(0, 4)(rng);
            const std::int64_t end = std::uniform_int_distribution<std::int64_t>(1, 30)(rng) * 10;
            if (procs > 0)
                with.add_span(NodeId(static_cast<NodeId::Rep>(n)), {t(0), t(end)}, Resources::of_procs(procs),
                              job(1000 + n));
        }
        Availability without = with;
        const auto allocator = make_node_allocator(NodeAllocationPolicy::FirstAvailable);
        PlacementScratch scratch;
        EarliestStartMemo memo;
        std::vector<SpanId> ids;
        int planned = 0;
        for (int j = 0; j < 300; ++j) {
            TaskRequest request;
            request.per_task = Resources::of_procs(j % 5 == 0 ? 2 : 1);
            request.tasks = std::uniform_int_distribution<std::int64_t>(1, 12)(rng);
            request.tasks_per_node = j % 7 == 0 ? 2 : 0;
            FitRequest fit;
            fit.request = &request;
            fit.walltime = Duration::seconds(std::uniform_int_distribution<std::int64_t>(1, 30)(rng) * 10);
            fit.job = JobId(static_cast<JobId::Rep>(j));
            const Time after = j % 11 == 0 ? t(50) : t(0);
            const std::optional<Time> start = memo.earliest_start(with, fit, after);
            ASSERT_EQ(start, searched(without, fit, after)) << "seed " << seed << ", job " << j;
            if (!start) continue;
            const Interval when{*start, *start + fit.walltime};
            const Interval wider{t(0), *start == t(0) ? Time::never() : when.end};
            // The hints leave out nodes without room: the same nodes are chosen.
            const auto alloc = place(with, fit, when, wider, *allocator, scratch, &memo.hints());
            const auto alone = place(without, fit, when, wider, *allocator, scratch);
            ASSERT_TRUE(alloc.has_value());
            ASSERT_EQ(*alloc, *alone) << "seed " << seed << ", job " << j;
            ASSERT_TRUE(commit_allocation(with, *alloc, request, when, job(j), ids));
            ASSERT_TRUE(commit_allocation(without, *alone, request, when, job(j), ids));
            memo.added(with);
            ++planned;
        }
        EXPECT_EQ(planned, 300);
        EXPECT_GT(memo.shortened(), 100) << "seed " << seed;
    }
}

}  // namespace
}  // namespace outrigger
