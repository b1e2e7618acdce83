#include <gtest/gtest.h>

#include "clusters.hpp"
#include "plan/availability.hpp"

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

}  // namespace
}  // namespace outrigger
