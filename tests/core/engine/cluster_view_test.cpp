// The view an engine publishes: what it holds at an instant, that it stays what it was while the
// engine moves on, and its JSON form (every job and node by name).

#include "engine/cluster_view.hpp"

#include <gtest/gtest.h>

#include "../schedule/builders.hpp"
#include "engine/view_json.hpp"
#include "schedule/reports.hpp"
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
    EXPECT_EQ(j.at("schema"), "outrigger.view/2");
    EXPECT_EQ(
        j.at("running").dump(),
        R"([{"account":"","class":"","group":"","hold":0,"job":"a","limit_end":100,"nodes":[["n1",2]],)"
        R"("partition":"","procs":2,"qos":"","start":0,"submit":0,"system_priority":null,"task_procs":1,)"
        R"("tasks":2,"user":"alice","walltime_s":100}])");
    EXPECT_EQ(j.at("job_reservations").at(0).at("nodes").dump(), R"([["n0",2],["n1",2]])");
    EXPECT_EQ(j.at("nodes").at(1).dump(), R"({"name":"n1","partition":"DEFAULT","procs":2,"state":"Up"})");
    EXPECT_EQ(j.at("windows").dump(), R"([{"duration_s":null,"nodes":1,"procs":2}])");
    EXPECT_EQ(j.at("statics").at("credentials").at("user").dump(), R"(["alice"])");
    EXPECT_EQ(j.at("statics").at("calendar").dump(), R"({"epoch":0,"offset_s":0,"zone":"UTC"})");
    EXPECT_EQ(j.at("started_last").dump(), R"(["a"])");
    const nlohmann::json& q = j.at("queue").at(0);
    EXPECT_EQ(q.at("job"), "b");
    EXPECT_EQ(q.at("user"), "alice");
    EXPECT_EQ(q.at("reserved_start"), 100);
    EXPECT_TRUE(q.at("priority").is_number());
    EXPECT_EQ(q.at("factors").size(), kPrioritySubs);
    EXPECT_EQ(
        j.at("totals").dump(),
        R"({"busy_procs":2,"completed":0,"free_procs":2,"idle":1,"rejected":0,"running":1,"total_procs":4})");
}

TEST(ClusterView, ReadsBackFromJsonIntoTheSameView) {
    Simulator sim = two_node_replay();
    sim.run(Time::from_seconds(0));
    const ViewPtr v = sim.engine().publish_view();
    const nlohmann::json j = to_json(*v);
    std::string error;
    const auto back = view_from_json(j, error);
    ASSERT_TRUE(back) << error;
    EXPECT_EQ(to_json(*back), j);
    EXPECT_EQ(back->running_jobs, 1);
    ASSERT_EQ(back->queue.size(), 1u);
    EXPECT_EQ(back->job(back->queue[0].job).name, "b");
    ASSERT_EQ(back->priorities.size(), 1u);
    EXPECT_EQ(back->priorities.priority(0), v->priorities.priority(0));
    EXPECT_EQ(back->statics->nodes.at(1).name, "n1");
    EXPECT_EQ(back->statics->names.name(CredKind::User, back->job(back->queue[0].job).creds.user()), "alice");

    sim.run();  // finished jobs and their history read back too
    const nlohmann::json later = to_json(*sim.engine().publish_view());
    const auto done = view_from_json(later, error);
    ASSERT_TRUE(done) << error;
    EXPECT_EQ(to_json(*done), later);
    EXPECT_EQ(done->finished.size(), 2u);
}

TEST(ClusterView, MalformedJsonNamesTheFieldAndANewerSchemaIsRefused) {
    Simulator sim = two_node_replay();
    sim.run(Time::from_seconds(0));
    const nlohmann::json good = to_json(*sim.engine().publish_view());
    std::string error;
    nlohmann::json bad = good;
    bad["queue"][0]["walltime_s"] = "long";
    EXPECT_FALSE(view_from_json(bad, error));
    EXPECT_EQ(error, "queue[0].walltime_s: expected an integer");
    bad = good;
    bad["running"][0]["nodes"][0][0] = "n9";
    EXPECT_FALSE(view_from_json(bad, error));
    EXPECT_EQ(error, "running[0].nodes[0][0]: no node \"n9\" in nodes");
    bad = good;
    bad["statics"].erase("calendar");
    EXPECT_FALSE(view_from_json(bad, error));
    EXPECT_EQ(error, "statics.calendar: missing");
    bad = good;
    bad["schema"] = "outrigger.view/3";
    EXPECT_FALSE(view_from_json(bad, error));
    EXPECT_NE(error.find("newer"), std::string::npos) << error;
}

TEST(ClusterView, ReasonsKeepTheirArgumentTypesThroughJson) {
    Names names;
    const CredId g = names.intern(CredKind::Group, "physics");
    const Reason r = Reason{ReasonCode::ChunkProtected, {}}
                         .with("chunk_size", std::int64_t{4})
                         .with("until", Time::from_seconds(600))
                         .with("credential", CredRef{CredKind::Group, g})
                         .with("value", 2.5);
    const nlohmann::json j = reason_json(r, names);
    EXPECT_EQ(j.dump(), R"({"args":{"chunk_size":4,"credential":"GROUP:physics","until":600,"value":2.5},)"
                        R"("code":"ChunkProtected","types":{"credential":"credential","until":"time"}})");
    std::string error;
    const auto back = reason_from_json(j, names, error);
    ASSERT_TRUE(back) << error;
    EXPECT_EQ(reason_json(*back, names), j);
    const ReasonArg::Value* until = back->arg("until");
    ASSERT_NE(until, nullptr);
    EXPECT_TRUE(std::holds_alternative<Time>(*until));
    nlohmann::json bad = j;
    bad["args"]["colour"] = 1;
    EXPECT_FALSE(reason_from_json(bad, names, error));
    EXPECT_EQ(error, "reason.args.colour: not an argument any reason has");
}

}  // namespace
}  // namespace outrigger
