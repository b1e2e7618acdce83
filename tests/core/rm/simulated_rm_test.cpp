#include <gtest/gtest.h>

#include "rm/simulated_rm.hpp"

namespace outrigger {
namespace {

Cluster two_nodes() {
    Cluster c;
    const PartitionId p = c.add_partition("DEFAULT");
    for (int i = 0; i < 2; ++i) {
        Node n;
        n.name = "n" + std::to_string(i);
        n.partition = p;
        n.capacity = Resources::of_procs(1);
        c.add_node(std::move(n));
    }
    return c;
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
    rm.submit(id);
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
    rm.submit(id);
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
    rm.submit(id);
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
    rm.submit(id);
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

}  // namespace
}  // namespace outrigger
