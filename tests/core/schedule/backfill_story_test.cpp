// Golden tests from the backfill chapter (guide 8.2): the two-processor A/B/C story and the
// backfill-window picture.

#include <gtest/gtest.h>

#include "builders.hpp"
#include "schedule/backfill_windows.hpp"
#include "schedule/reports.hpp"
#include "sim/simulator.hpp"

namespace outrigger {
namespace {

using testing::JobBuilder;
using testing::kHour;

SchedulerPolicy easy() {
    SchedulerPolicy p;
    p.apply(NamedPolicy::Easy);
    return p;
}

class AbcStory : public ::testing::TestWithParam<int> {};

// 2 processors (as 2 one-processor nodes, or 1 two-processor node). A (1 proc, limit 4 h) runs
// from 0 and really ends at 2; at 1, B (2 procs, 1 h) is the top idle job and C (1 proc, 2 h)
// the next.
TEST_P(AbcStory, BIsReservedAtFourThenSlidesToThreeWhileCIsBackfilledAtOne) {
    const int nodes = GetParam();
    const Cluster cluster = testing::uniform_cluster(nodes, 2 / nodes);
    std::vector<Job> jobs{JobBuilder("A").procs(1).submit(0).wall(4 * kHour).run(2 * kHour),
                          JobBuilder("B").procs(2).submit(1 * kHour).wall(1 * kHour),
                          JobBuilder("C").procs(1).submit(1 * kHour).wall(2 * kHour)};
    Scheduler scheduler(easy(), std::make_unique<QueueTimePriority>(PrioritySettings{}));
    Simulator sim(cluster, jobs, scheduler);

    sim.run(Time::from_seconds(1 * kHour));
    ASSERT_EQ(sim.state().reservations.size(), 1u);
    EXPECT_EQ(sim.state().reservations[0].job, JobId(1));
    EXPECT_EQ(sim.state().reservations[0].when.start, Time::from_seconds(4 * kHour));
    EXPECT_EQ(sim.outcomes()[2].start, Time::from_seconds(1 * kHour));
    EXPECT_TRUE(sim.outcomes()[2].backfilled);

    sim.run(Time::from_seconds(2 * kHour));
    ASSERT_EQ(sim.state().reservations.size(), 1u);
    EXPECT_EQ(sim.state().reservations[0].when.start, Time::from_seconds(3 * kHour));

    sim.run();
    EXPECT_EQ(sim.outcomes()[0].start, Time::from_seconds(0));
    EXPECT_EQ(sim.outcomes()[0].end, Time::from_seconds(2 * kHour));
    EXPECT_EQ(sim.outcomes()[1].start, Time::from_seconds(3 * kHour));
    EXPECT_FALSE(sim.outcomes()[1].backfilled);
    EXPECT_EQ(sim.state().bypass_of(JobId(1)), 1);
}

INSTANTIATE_TEST_SUITE_P(TwoProcessors, AbcStory, ::testing::Values(1, 2));

// 8 nodes; two running jobs (nodes 0-1 until 1 h, nodes 2-3 until 3 h); job C needs 5 nodes and is
// reserved at 1 h. Two overlapping windows: 4 nodes for 1 hour, 1 node with no time limit.
TEST(BackfillWindows, EightNodePictureHasFourNodesForAnHourAndOneUnlimited) {
    const Cluster cluster = testing::uniform_cluster(8, 1);
    Snapshot snap(cluster);
    const JobId r1 = snap.add_job(JobBuilder("R1").procs(2).submit(0).wall(1 * kHour));
    const JobId r2 = snap.add_job(JobBuilder("R2").procs(2).submit(0).wall(3 * kHour));
    const JobId c = snap.add_job(JobBuilder("C").procs(5).submit(0).wall(1 * kHour));
    snap.enqueue(r1);
    snap.enqueue(r2);
    snap.enqueue(c);
    ASSERT_TRUE(snap.start(r1, Time{}, Allocation{{NodeId(0), 1}, {NodeId(1), 1}}));
    ASSERT_TRUE(snap.start(r2, Time{}, Allocation{{NodeId(2), 1}, {NodeId(3), 1}}));

    Scheduler scheduler(easy(), std::make_unique<QueueTimePriority>(PrioritySettings{}));
    SchedulerState state;
    const auto& report = scheduler.iterate(snap, state, Time{});
    EXPECT_TRUE(report.starts.empty());
    ASSERT_EQ(state.reservations.size(), 1u);
    EXPECT_EQ(state.reservations[0].when.start, Time::from_seconds(kHour));
    // Busy-first: the reservation takes nodes 0 and 1 (free by its start) before idle ones.
    std::int64_t on_busy = 0;
    for (const auto& nt : state.reservations[0].allocation) on_busy += nt.node.value() < 2 ? 1 : 0;
    EXPECT_EQ(on_busy, 2);

    const LocalCalendar cal = LocalCalendar::utc();
    const ReportContext ctx{snap, state, report, scheduler, cal, Time{}};
    const auto bf = showbf_json(ctx);
    ASSERT_EQ(bf["windows"].size(), 2u);
    EXPECT_EQ(bf["windows"][0]["procs"], 4);
    EXPECT_EQ(bf["windows"][0]["nodes"], 4);
    EXPECT_EQ(bf["windows"][0]["duration_s"], kHour);
    EXPECT_EQ(bf["windows"][1]["procs"], 1);
    EXPECT_TRUE(bf["windows"][1]["duration_s"].is_null());
    EXPECT_EQ(bf["schema"], "outrigger.showbf/1");
    const std::string text = showbf_text(ctx);
    EXPECT_NE(text.find("4 procs available for 1:00:00"), std::string::npos) << text;
    EXPECT_NE(text.find("1 procs available with no timelimit"), std::string::npos) << text;
    // The iteration left the snapshot's calendar as it found it.
    EXPECT_EQ(snap.calendar().span_count(), 4u);
}

}  // namespace
}  // namespace outrigger
