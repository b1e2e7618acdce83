// The view an engine publishes: what it holds at an instant, that it stays what it was while the
// engine moves on, and its JSON form (every job and node by name).

#include "engine/cluster_view.hpp"

#include <gtest/gtest.h>

#include "../schedule/builders.hpp"
#include "engine/view_json.hpp"
#include "sim/simulator.hpp"

namespace outrigger {
namespace {

using testing::JobBuilder;

Simulator two_node_replay() {
    Cluster cluster = testing::uniform_cluster(2, 2);
    const CredId alice = cluster.names().intern(CredKind::User, "alice");
    std::vector<Job> jobs{JobBuilder("a").procs(2).wall(100).run(60).submit(0),
                          JobBuilder("b").procs(4).wall(100).submit(0)};
    for (Job& j : jobs) j.creds[CredKind::User] = alice;
    SimOptions options;
    options.recent_finished = 8;
    return Simulator(
        ComposedPolicy::compose(PolicySetup{Config{}, std::move(cluster), LocalCalendar::utc(), {}, true}),
        std::move(jobs), std::move(options));
}

TEST(ClusterView, HoldsTheInstantAndStaysWhatItWasWhileTheEngineMovesOn) {
    Simulator sim = two_node_replay();
    sim.run(Time::from_seconds(0));
    const ViewPtr v = sim.engine().publish_view();
    EXPECT_EQ(sim.engine().latest_view(), v);
    EXPECT_EQ(v->revision, 1u);
    EXPECT_EQ(v->running_jobs, 1);
    EXPECT_EQ(v->idle_jobs, 1);
    EXPECT_EQ(v->busy_procs, 2);
    EXPECT_EQ(v->total_procs, 4);
    ASSERT_EQ(v->job_reservations.size(), 1u);
    EXPECT_EQ(v->job(v->job_reservations.front().job).name, "b");
    EXPECT_EQ(v->job_reservations.front().when.start, Time::from_seconds(100));
    EXPECT_EQ(v->priorities.size(), 1u);

    sim.run();
    const ViewPtr after = sim.engine().publish_view();
    EXPECT_EQ(after->revision, 2u);
    EXPECT_EQ(after->completed_jobs, 2);
    ASSERT_EQ(after->finished.size(), 2u);
    EXPECT_EQ(after->finished.front().allocation.size(), 1u);  // where a ran, for drawing
    EXPECT_EQ(after->jobs, v->jobs);                           // no job changed: the table is shared
    EXPECT_EQ(v->running_jobs, 1);                             // the old view did not move
}

TEST(ClusterView, HasAGoldenJsonFormThatNamesEverything) {
    Simulator sim = two_node_replay();
    sim.run(Time::from_seconds(0));
    const nlohmann::json j = to_json(*sim.engine().publish_view());
    EXPECT_EQ(j.at("schema"), "outrigger.view/1");
    EXPECT_EQ(j.at("running").dump(),
              R"([{"job":"a","limit_end":100,"nodes":[["n1",2]],"procs":2,"start":0,"user":"alice"}])");
    EXPECT_EQ(j.at("job_reservations").dump(),
              R"([{"end":200,"job":"b","nodes":[["n0",2],["n1",2]],"start":100}])");
    EXPECT_EQ(j.at("nodes").at(1).dump(), R"({"name":"n1","partition":"DEFAULT","procs":2,"state":"Up"})");
    EXPECT_EQ(j.at("windows").dump(), R"([{"duration_s":null,"nodes":1,"procs":2}])");
    const nlohmann::json& q = j.at("queue").at(0);
    EXPECT_EQ(q.at("job"), "b");
    EXPECT_EQ(q.at("user"), "alice");
    EXPECT_EQ(q.at("reserved_start"), 100);
    EXPECT_TRUE(q.at("priority").is_number());
    EXPECT_EQ(
        j.at("totals").dump(),
        R"({"busy_procs":2,"completed":0,"free_procs":2,"idle":1,"rejected":0,"running":1,"total_procs":4})");
}

}  // namespace
}  // namespace outrigger
