#include "sim/simulator.hpp"

#include <gtest/gtest.h>

#include "../schedule/builders.hpp"
#include "engine/replay_outputs.hpp"

namespace outrigger {
namespace {

using testing::JobBuilder;

SchedulerPolicy easy() {
    SchedulerPolicy p;
    p.apply(NamedPolicy::Easy);
    return p;
}

TEST(EventQueue, OrdersByTimeThenKindThenInsertion) {
    EventQueue q;
    q.push(Time::from_seconds(5), EventKind::ChunkExpiry, 1);
    q.push(Time::from_seconds(5), EventKind::ReservationBoundary, 2);
    q.push(Time::from_seconds(3), EventKind::Iterate, 3);
    q.push(Time::from_seconds(5), EventKind::ReservationBoundary, 4);
    std::vector<std::uint32_t> order;
    while (!q.empty()) {
        order.push_back(q.top().payload);
        q.pop();
    }
    EXPECT_EQ(order, (std::vector<std::uint32_t>{3, 2, 4, 1}));
}

TEST(Simulator, CompletionsAreHandledBeforeSubmissionsAtTheSameInstant) {
    const Cluster c = testing::uniform_cluster(1, 1);
    std::vector<Job> jobs{JobBuilder("a").procs(1).submit(0).wall(100),
                          JobBuilder("b").procs(1).submit(100).wall(10)};
    Scheduler s(easy(), std::make_unique<QueueTimePriority>(PrioritySettings{}));
    Simulator sim(c, jobs, s);
    sim.run();
    EXPECT_EQ(sim.outcomes()[1].start, Time::from_seconds(100));
    EXPECT_EQ(sim.iterations(), 2);  // an idle stretch costs nothing
}

TEST(Simulator, PollIteratesOnTheGridOnly) {
    const Cluster c = testing::uniform_cluster(1, 1);
    std::vector<Job> jobs{JobBuilder("a").procs(1).submit(0).wall(7),
                          JobBuilder("b").procs(1).submit(1).wall(10)};
    Scheduler s(easy(), std::make_unique<QueueTimePriority>(PrioritySettings{}));
    SimOptions o;
    o.poll = Duration::seconds(30);
    Simulator sim(c, jobs, s, o);
    sim.run();
    EXPECT_EQ(sim.outcomes()[0].start, Time::from_seconds(0));
    EXPECT_EQ(sim.outcomes()[1].start, Time::from_seconds(30));
}

// A policy with one periodic event every 100 s that counts how often it falls due.
class EveryHundredSeconds final : public InstantPolicy {
  public:
    [[nodiscard]] std::vector<PeriodicEvent> periodic_events() const override {
        return {{EventKind::LocalMidnight,
                 [](Time t) { return Time::from_seconds((t.seconds() / 100 + 1) * 100); }}};
    }
    void on_event(EventKind kind, Time) override { seen += kind == EventKind::LocalMidnight ? 1 : 0; }
    int seen = 0;
};

TEST(Simulator, PeriodicEventsReachTheirPolicyAndStopWithTheWork) {
    const Cluster c = testing::uniform_cluster(1, 1);
    std::vector<Job> jobs{JobBuilder("a").procs(1).submit(0).wall(250)};
    Scheduler s(easy(), std::make_unique<QueueTimePriority>(PrioritySettings{}));
    EveryHundredSeconds policy;
    int& seen = policy.seen;
    Simulator sim(c, jobs, s, SimOptions{}, &policy);
    EXPECT_FALSE(sim.run());
    EXPECT_EQ(seen, 2);  // at 100 and 200, while the job runs; none after it ends at 250
}

TEST(ReplayOutputs, BoundedSlowdownAndHourlySeries) {
    EXPECT_DOUBLE_EQ(bounded_slowdown(Duration::seconds(0), Duration::seconds(5)), 1.0);
    EXPECT_DOUBLE_EQ(bounded_slowdown(Duration::seconds(95), Duration::seconds(5)), 10.0);
    const Cluster c = testing::uniform_cluster(2, 1);
    std::vector<Job> jobs{JobBuilder("a").procs(2).submit(0).wall(5400),
                          JobBuilder("b").procs(1).submit(10).wall(3600)};
    Scheduler s(easy(), std::make_unique<QueueTimePriority>(PrioritySettings{}));
    Simulator sim(c, jobs, s);
    sim.run();
    const ReplayMetrics m = replay_metrics(sim.rm().snapshot(), sim.outcomes());
    EXPECT_EQ(m.makespan_s, 9000);
    ASSERT_EQ(m.utilization_series.size(), 3u);
    EXPECT_DOUBLE_EQ(m.utilization_series[0], 1.0);
    EXPECT_DOUBLE_EQ(m.utilization_series[1], (2.0 * 1800 + 1800) / 7200.0);
    EXPECT_DOUBLE_EQ(m.utilization_series[2], 1800.0 / 7200.0);
    EXPECT_EQ(m.queue_length_series, (std::vector<std::int64_t>{0, 1, 0}));
    EXPECT_DOUBLE_EQ(m.utilization, (2.0 * 5400 + 3600) / (2.0 * 9000));
    EXPECT_DOUBLE_EQ(m.mean_wait_s, (0 + 5390) / 2.0);
}

}  // namespace
}  // namespace outrigger
