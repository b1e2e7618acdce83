#include "rm/simulated_rm.hpp"

#include <gtest/gtest.h>

#include "clusters.hpp"

namespace outrigger {
namespace {

Cluster two_nodes() {
    return testing::uniform_cluster(2, 1);
}

Job job(std::int64_t wall, std::optional<std::int64_t> run) {
    Job j;
    j.name = "j";
    j.walltime = Duration::seconds(wall);
    if (run) j.runtime = Duration::seconds(*run);
    return j;
}

TEST(SimulatedResourceManager, StartIsConfirmedAndTheJobEndsAtItsRunTime) {
    const Cluster c = two_nodes();
    SimulatedResourceManager rm(c);
    const JobId id = rm.snapshot().add_job(job(100, 40));
    rm.enqueue(id, Time{});
    ASSERT_TRUE(rm.start(id, Allocation{{NodeId(0), 1}}, Time::from_seconds(10)));
    std::vector<RmEvent> ev;
    rm.poll(Time::from_seconds(10), ev);
    ASSERT_EQ(ev.size(), 1u);
    EXPECT_EQ(ev[0].kind, RmEvent::Kind::Started);
    EXPECT_EQ(rm.next_end(), Time::from_seconds(50));
    ev.clear();
    rm.poll(Time::from_seconds(50), ev);
    ASSERT_EQ(ev.size(), 1u);
    EXPECT_EQ(ev[0].kind, RmEvent::Kind::Ended);
    EXPECT_FALSE(ev[0].stopped_at_limit);
    EXPECT_EQ(rm.snapshot().state(id), JobState::Completed);
}

TEST(SimulatedResourceManager, JobOutlivingItsLimitIsStoppedThere) {
    const Cluster c = two_nodes();
    SimulatedResourceManager rm(c);
    const JobId id = rm.snapshot().add_job(job(100, 500));
    rm.enqueue(id, Time{});
    rm.start(id, Allocation{{NodeId(1), 1}}, Time{});
    std::vector<RmEvent> ev;
    rm.poll(Time::from_seconds(1000), ev);
    ASSERT_EQ(ev.size(), 2u);
    EXPECT_EQ(ev[0].kind, RmEvent::Kind::Ended);
    EXPECT_EQ(ev[0].at, Time::from_seconds(100));
    EXPECT_TRUE(ev[0].stopped_at_limit);
}

TEST(SimulatedResourceManager, StartOnADownNodeFailsLaterAndTheJobStaysIdle) {
    const Cluster c = two_nodes();
    SimulatedResourceManager rm(c);
    const JobId id = rm.snapshot().add_job(job(10, 10));
    rm.enqueue(id, Time{});
    rm.set_node_state(NodeId(0), NodeState::Down, Time{});
    EXPECT_TRUE(rm.start(id, Allocation{{NodeId(0), 1}}, Time{}));
    std::vector<RmEvent> ev;
    rm.poll(Time{}, ev);
    ASSERT_EQ(ev.size(), 2u);
    EXPECT_EQ(ev[1].kind, RmEvent::Kind::StartFailed);
    EXPECT_NE(ev[1].message.find("n0"), std::string::npos);
    EXPECT_EQ(rm.snapshot().state(id), JobState::Idle);
    EXPECT_EQ(rm.snapshot().idle().size(), 1u);
}

TEST(SimulatedResourceManager, CancelRunningJobFreesItsNodes) {
    const Cluster c = two_nodes();
    SimulatedResourceManager rm(c);
    const JobId id = rm.snapshot().add_job(job(100, 100));
    rm.enqueue(id, Time{});
    rm.start(id, Allocation{{NodeId(0), 1}, {NodeId(1), 1}}, Time{});
    EXPECT_EQ(rm.snapshot().calendar().free_procs_at(PartitionId::invalid(), Time::from_seconds(5)), 0);
    EXPECT_TRUE(rm.cancel(id, Time::from_seconds(5)));
    EXPECT_EQ(rm.snapshot().calendar().free_procs_at(PartitionId::invalid(), Time::from_seconds(5)), 2);
    EXPECT_EQ(rm.snapshot().state(id), JobState::Cancelled);
    std::vector<RmEvent> ev;
    rm.poll(Time::from_seconds(200), ev);  // the stale end is not reported
    ASSERT_EQ(ev.size(), 2u);
    EXPECT_EQ(ev[1].message, "cancelled");
    EXPECT_FALSE(rm.start(id, Allocation{{NodeId(0), 1}}, Time::from_seconds(6)));
}

TEST(SimulatedResourceManager, StartPlacedAdoptsTheSpansInsteadOfAddingThemAgain) {
    const Cluster c = two_nodes();
    SimulatedResourceManager rm(c);
    const JobId id = rm.snapshot().add_job(job(100, 40));
    rm.enqueue(id, Time{});
    const Allocation alloc{{NodeId(0), 1}};
    const Interval when{Time::from_seconds(10), Time::from_seconds(110)};
    std::vector<SpanId> spans;
    Availability& cal = rm.snapshot().calendar();
    ASSERT_TRUE(
        commit_allocation(cal, alloc, rm.snapshot().job(id).request, when, SpanOwner::of_job(id), spans));
    ASSERT_TRUE(rm.start_placed(id, alloc, Time::from_seconds(10), spans));
    EXPECT_EQ(cal.span_count(), 1u);
    EXPECT_EQ(rm.snapshot().state(id), JobState::Running);
    std::vector<RmEvent> ev;
    rm.poll(Time::from_seconds(50), ev);
    ASSERT_EQ(ev.size(), 2u);
    EXPECT_EQ(ev[0].kind, RmEvent::Kind::Ended);
    EXPECT_EQ(ev[1].kind, RmEvent::Kind::Started);
    EXPECT_EQ(cal.span_count(), 0u);  // the adopted spans leave with the job
}

TEST(SimulatedResourceManager, RefusedStartPlacedRemovesTheSpans) {
    const Cluster c = two_nodes();
    SimulatedResourceManager rm(c);
    const JobId id = rm.snapshot().add_job(job(100, 40));
    rm.enqueue(id, Time{});
    ASSERT_TRUE(
        rm.start(id, Allocation{{NodeId(0), 1}}, Time::from_seconds(0)));  // running: not idle any more
    const Allocation alloc{{NodeId(1), 1}};
    std::vector<SpanId> spans;
    Availability& cal = rm.snapshot().calendar();
    ASSERT_TRUE(commit_allocation(cal, alloc, rm.snapshot().job(id).request,
                                  Interval{Time::from_seconds(0), Time::from_seconds(100)},
                                  SpanOwner::of_job(id), spans));
    EXPECT_FALSE(rm.start_placed(id, alloc, Time::from_seconds(0), spans));
    EXPECT_EQ(cal.span_count(), 1u);  // only the running job's own span is left
    EXPECT_FALSE(cal.span(spans[0]).has_value());
}

}  // namespace
}  // namespace outrigger
