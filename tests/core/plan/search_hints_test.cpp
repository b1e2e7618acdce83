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

}  // namespace
}  // namespace outrigger
