#include <gtest/gtest.h>

#include <random>

#include "clusters.hpp"
#include "plan/availability.hpp"
#include "plan/node_allocation.hpp"
#include "plan/placement.hpp"

namespace outrigger {
namespace {

Time t(std::int64_t s) {
    return Time::from_seconds(s);
}

// Two nodes of 2 processors, one busy on each most of the time: a task of 2 processors finds room
// at 60 by the machine's count but on no node until 100.
struct Fragmented {
    Cluster cluster = testing::uniform_cluster(2, 2);
    Availability calendar{cluster};
    SpanId on_node0;
    Fragmented() {
        on_node0 = *calendar.add_span(NodeId(0), {t(0), t(100)}, Resources::of_procs(1),
                                      SpanOwner::of_job(JobId(1)));
        calendar.add_span(NodeId(1), {t(0), t(60)}, Resources::of_procs(1), SpanOwner::of_job(JobId(2)));
        calendar.add_span(NodeId(1), {t(30), t(100)}, Resources::of_procs(1), SpanOwner::of_job(JobId(3)));
    }
};

TEST(SearchHints, AreForgottenWhenSomethingIsReleased) {
    Fragmented f;
    testing::OwnedFit wide(1, 20, 2);
    SearchHints hints;
    EXPECT_EQ(f.calendar.avail_time_before(wide.fit, t(0), Time::never(), hints), t(100));
    // Node 0 was found full until 100 at 60; once its span goes, it has room from 60 on.
    ASSERT_TRUE(f.calendar.rem_span(f.on_node0));
    EXPECT_EQ(f.calendar.avail_time_after(wide.fit, t(0)), t(60));
    EXPECT_EQ(f.calendar.avail_time_before(wide.fit, t(0), Time::never(), hints), t(60));
}

TEST(SearchHints, FromAnotherCalendarAreNotUsed) {
    Fragmented f;
    testing::OwnedFit wide(1, 20, 2);
    SearchHints hints;
    EXPECT_EQ(f.calendar.avail_time_before(wide.fit, t(0), Time::never(), hints), t(100));
    // The same nodes without the span on node 0, built afresh: nothing was released there.
    Availability other(f.cluster);
    other.add_span(NodeId(1), {t(0), t(60)}, Resources::of_procs(1), SpanOwner::of_job(JobId(2)));
    other.add_span(NodeId(1), {t(30), t(100)}, Resources::of_procs(1), SpanOwner::of_job(JobId(3)));
    EXPECT_EQ(other.avail_time_before(wide.fit, t(0), Time::never(), hints), t(60));
}

// Two nodes of one processor. Node 0 is full over [0, 10), [15, 30) and [35, 50): gaps of 5
// seconds. Node 1 is full over [0, 12) and from 20 on. The machine as a whole has a processor
// free over [10, 18), but no node has.
TEST(SearchHints, PassOverANodeWhoseGapsAreAllShorterThanTheWalltimeAndOnlyThen) {
    Cluster cluster = testing::uniform_cluster(2, 1);
    Availability calendar(cluster);
    calendar.set_present(t(0));
    std::int64_t job = 1;
    const auto full = [&](int node, int from, int to) {
        calendar.add_span(NodeId(node), {t(from), t(to)}, Resources::of_procs(1),
                          SpanOwner::of_job(JobId(job++)));
    };
    full(0, 0, 10);
    full(0, 15, 30);
    full(0, 35, 50);
    full(1, 0, 12);
    full(1, 20, 100);
    SearchHints hints;
    // Finds node 0 full at 10 (and reads its gaps), then node 1 free from 12.
    testing::OwnedFit longer(1, 8);
    EXPECT_EQ(calendar.avail_time_before(longer.fit, t(0), Time::never(), hints), t(12));
    // What that search read of node 0 must not keep a job out of a gap it fits exactly.
    testing::OwnedFit gap_long(1, 5);
    EXPECT_EQ(calendar.avail_time_before(gap_long.fit, t(0), Time::never(), hints), t(10));
    testing::OwnedFit just_longer(1, 6);
    EXPECT_EQ(calendar.avail_time_before(just_longer.fit, t(0), Time::never(), hints), t(12));
}

// Node 0 of 2 processors is half busy over [0, 50) and full over [50, 80); node 1 is full over
// [0, 30) and [40, 100). Processors are released at 30, 80 and 100. A task of 2 processors for
// 20 seconds fits at 80 and at 100, not at 30: a search with hints from an instant on (as the
// conservative plan's memo asks, from a start a smaller job found) takes the candidates after it.
TEST(SearchHints, ASearchFromAnInstantTakesTheCandidatesAfterIt) {
    Cluster cluster = testing::uniform_cluster(2, 2);
    Availability calendar(cluster);
    calendar.set_present(t(0));
    calendar.add_span(NodeId(0), {t(0), t(50)}, Resources::of_procs(1), SpanOwner::of_job(JobId(1)));
    calendar.add_span(NodeId(0), {t(50), t(80)}, Resources::of_procs(2), SpanOwner::of_job(JobId(2)));
    calendar.add_span(NodeId(1), {t(0), t(30)}, Resources::of_procs(2), SpanOwner::of_job(JobId(3)));
    calendar.add_span(NodeId(1), {t(40), t(100)}, Resources::of_procs(2), SpanOwner::of_job(JobId(4)));
    testing::OwnedFit wide(1, 20, 2);
    SearchHints hints;
    EXPECT_EQ(calendar.avail_time_first(wide.fit, t(0)), t(80));
    EXPECT_EQ(calendar.avail_time_before(wide.fit, t(79), Time::never(), hints), t(80));
    EXPECT_EQ(calendar.avail_time_before(wide.fit, t(80), Time::never(), hints), t(100));
    EXPECT_EQ(calendar.avail_time_before(wide.fit, t(80), t(100), hints), std::nullopt);
}

// A plan in the small, as the impact preview makes it: jobs of random shapes placed one after
// another at their earliest start on a calendar that only grows. 150 nodes of 4 processors make
// three blocks of 64 nodes (the last one partial) and tasks of up to 3 processors leave them
// fragmented, so that searches pass over many instants. Walked either way, in the placement's
// order or against it, with the hints kept from search to search and the placement reading what
// the search knew at its answer, the plan must take the starts and nodes a search and a placement
// without hints find.
TEST(SearchHints, APlanTakesTheStartsAndNodesFoundWithoutThemWalkedEitherWay) {
    for (const auto& [descending, last_available] :
         {std::pair{false, false}, std::pair{true, true}, std::pair{false, true}, std::pair{true, false}}) {
        SCOPED_TRACE(::testing::Message()
                     << "walk descending " << descending << ", LASTAVAILABLE " << last_available);
        const Cluster cluster = testing::uniform_cluster(150, 4);
        Availability bare(cluster);
        Availability hinted(cluster);
        bare.set_present(t(0));
        hinted.set_present(t(0));
        SearchHints hints;
        hints.walk_descending(descending);
        const auto allocator = make_node_allocator(last_available ? NodeAllocationPolicy::LastAvailable
                                                                  : NodeAllocationPolicy::FirstAvailable);
        PlacementScratch bare_scratch;
        PlacementScratch hinted_scratch;
        std::mt19937_64 rng(5);
        std::uniform_int_distribution<int> tasks(1, 60);
        std::uniform_int_distribution<int> procs(1, 3);
        std::uniform_int_distribution<int> walltime(10, 900);
        std::int64_t later_starts = 0;
        for (int j = 0; j < 500; ++j) {
            testing::OwnedFit job(tasks(rng), walltime(rng), procs(rng));
            job.fit.job = JobId(static_cast<JobId::Rep>(j));
            const std::optional<Time> start = bare.avail_time_first(job.fit, t(0));
            const std::optional<Time> hinted_start =
                hinted.fits_at(job.fit, t(0)) ? std::optional<Time>(t(0))
                                              : hinted.avail_time_before(job.fit, t(0), Time::never(), hints);
            ASSERT_EQ(start, hinted_start) << "job " << j;
            if (!start) continue;
            if (t(0) < *start) ++later_starts;
            const Interval when{*start, *start + job.fit.walltime};
            const Interval wider{t(0), *start == t(0) ? Time::never() : when.end};
            const std::optional<Allocation> nodes =
                place(bare, job.fit, when, wider, *allocator, bare_scratch);
            const std::optional<Allocation> hinted_nodes =
                place(hinted, job.fit, when, wider, *allocator, hinted_scratch, &hints);
            ASSERT_TRUE(nodes.has_value()) << "job " << j;
            ASSERT_EQ(nodes, hinted_nodes) << "job " << j;
            std::vector<SpanId> ids;
            const SpanOwner owner = SpanOwner::of_job(job.fit.job);
            ASSERT_TRUE(commit_allocation(bare, *nodes, job.task, when, owner, ids));
            ASSERT_TRUE(commit_allocation(hinted, *nodes, job.task, when, owner, ids));
        }
        EXPECT_GT(later_starts, 400);  // the machine stays full: most jobs wait
    }
}

}  // namespace
}  // namespace outrigger
