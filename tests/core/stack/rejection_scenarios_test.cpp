// Jobs that can never run (spec section 6) are rejected once, at submission, with the reason;
// jobs only blocked for now are not. One fixture per reason, on workloads built here.
#include <gtest/gtest.h>

#include <sstream>

#include "engine/replay_outputs.hpp"
#include "schedule/admission.hpp"
#include "schedule/reports.hpp"
#include "sim/simulator.hpp"
#include "stack_fixture.hpp"

namespace outrigger {
namespace {

using testing::as;
using testing::JobBuilder;
using testing::StackReplay;

std::string string_arg(const Reason& r, std::string_view key) {
    const auto* v = r.arg(key);
    const auto* s = v ? std::get_if<std::string>(v) : nullptr;
    return s ? *s : std::string();
}

// Two nodes of 4 processors with 1 GB each; n1 carries feature "ib" and one gpu.
Cluster small_machine() {
    Cluster c = testing::uniform_cluster(2, Resources::of_procs(4));
    for (Node& n : c.nodes()) n.capacity.memory_mb = 1024;
    Node& n1 = c.nodes()[1];
    n1.features = {c.names().intern_feature("ib")};
    n1.capacity.set_gres(c.names().intern_gres("gpu"), 1);
    return c;
}

TEST(Rejection, AJobLargerThanEveryNodeSetIsRejectedForItsProcessors) {
    StackReplay r("", small_machine(),
                  {as("alice", JobBuilder("wide").procs(9).wall(100)),
                   as("alice", JobBuilder("fits").procs(8).wall(100))});
    r.sim().run();
    const auto why = r.rejection("wide");
    ASSERT_TRUE(why);
    EXPECT_EQ(why->code, ReasonCode::NeverFits);
    EXPECT_EQ(string_arg(*why, "resource"), "procs");
    EXPECT_FALSE(r.rejection("fits"));
    EXPECT_EQ(r.start("fits"), 0);
}

TEST(Rejection, MemoryFeaturesGenericResourcesAndTasksPerNodeEachName) {
    Cluster c = small_machine();
    const FeatureId ib = c.names().intern_feature("ib");
    const GresId gpu = c.names().intern_gres("gpu");
    Job memory = JobBuilder("memory").procs(2).wall(100);
    memory.request.per_task.memory_mb = 2048;
    Job feature = JobBuilder("feature").procs(5).wall(100);
    feature.features = {ib};
    Job gres = JobBuilder("gres").procs(2).wall(100);
    gres.request.per_task.set_gres(gpu, 1);
    Job per_node = JobBuilder("per_node").procs(6).wall(100);
    per_node.request.tasks_per_node = 6;
    Job ok = JobBuilder("ok").procs(1).wall(100);
    ok.request.per_task.memory_mb = 512;
    ok.features = {ib};
    ok.request.per_task.set_gres(gpu, 1);
    for (const auto& [job, resource] : std::vector<std::pair<Job, std::string>>{
             {memory, "memory"}, {feature, "features"}, {gres, "gpu"}, {per_node, "tasks per node"}}) {
        const auto why = never_fits(job, c);
        ASSERT_TRUE(why) << job.name;
        EXPECT_EQ(string_arg(*why, "resource"), resource) << job.name;
    }
    EXPECT_FALSE(never_fits(ok, c));
}

TEST(Rejection, EachTaskCountOfAnOversizedRequestGetsItsOwnReason) {
    // Answers are remembered per partition, resource and task count: jobs of one count share
    // one, and a count past the indexed range is answered as well as a small one.
    const auto memory_job = [](const char* name, std::int64_t tasks) {
        Job j = JobBuilder(name).procs(tasks).wall(100);
        j.request.per_task.memory_mb = 4096;
        return as("alice", j);
    };
    StackReplay r(
        "", small_machine(),
        {memory_job("one", 1), memory_job("three", 3), memory_job("one again", 1), memory_job("huge", 70000),
         memory_job("three again", 3), as("alice", JobBuilder("fits").procs(2).wall(100))});
    r.sim().run();
    const auto request_of = [&r](const char* name) {
        const auto why = r.rejection(name);
        EXPECT_TRUE(why) << name;
        if (!why) return std::int64_t{-1};
        EXPECT_EQ(string_arg(*why, "resource"), "memory") << name;
        const auto* v = why->arg("request");
        const auto* n = v ? std::get_if<std::int64_t>(v) : nullptr;
        return n ? *n : std::int64_t{-1};
    };
    EXPECT_EQ(request_of("one"), 1);
    EXPECT_EQ(request_of("three"), 3);
    EXPECT_EQ(request_of("one again"), 1);
    EXPECT_EQ(request_of("huge"), 70000);
    EXPECT_EQ(request_of("three again"), 3);
    const Snapshot& snap = r.snapshot();
    EXPECT_EQ(snap.rejection(r.id("one")), snap.rejection(r.id("one again")));
    EXPECT_NE(snap.rejection(r.id("one")), snap.rejection(r.id("three")));
    EXPECT_FALSE(r.rejection("fits"));
    EXPECT_EQ(r.start("fits"), 0);
}

TEST(Rejection, JobsOnADependencyCycleAreRefusedNotJudgedAndTheRestAre) {
    // The simulator judges jobs as the snapshot takes them; the dependency check comes after and
    // its jobs must leave the arrivals and the refusals again.
    Job memory = JobBuilder("memory").procs(1).wall(100).submit(5);
    memory.request.per_task.memory_mb = 4096;
    StackReplay r("", small_machine(),
                  {as("alice", JobBuilder("a").procs(1).wall(100).after(JobId(1))),
                   as("alice", JobBuilder("b").procs(1).wall(100).after(JobId(0))), as("alice", memory),
                   as("alice", JobBuilder("fits").procs(2).wall(100).submit(10))});
    r.sim().run();
    ASSERT_EQ(r.sim().submit_errors().size(), 2U);
    EXPECT_EQ(r.start("a"), -1);
    EXPECT_EQ(r.start("b"), -1);
    EXPECT_FALSE(r.rejection("a"));
    EXPECT_TRUE(r.rejection("memory"));
    EXPECT_EQ(r.start("fits"), 10);
    const ReplayMetrics m = replay_metrics(r.snapshot(), r.sim().outcomes());
    EXPECT_EQ(m.rejected, 1);
    EXPECT_EQ(m.started, 1);
}

TEST(Rejection, NodeStatesDoNotCountOnlyTheConfiguredNodesDo) {
    Cluster c = small_machine();
    c.nodes()[1].state = NodeState::Down;  // it may come back
    EXPECT_FALSE(never_fits(JobBuilder("both").procs(8).wall(10).build(), c));
}

TEST(Rejection, ThePartitionBoundsTheNodesAJobMayHave) {
    Cluster c = small_machine();
    const PartitionId other = c.add_partition("other");
    c.nodes()[1].partition = other;
    Job j = JobBuilder("j").procs(5).wall(10);
    j.partition = c.nodes()[0].partition;
    const auto why = never_fits(j, c);
    ASSERT_TRUE(why);
    EXPECT_EQ(string_arg(*why, "partition"), "DEFAULT");
}

TEST(Rejection, AClassMaxwcBelowTheWalltimeRejectsAndAShorterJobRuns) {
    StackReplay r("CLASSCFG[short] MAXWC=1:00:00\n", small_machine(),
                  {as("alice", JobBuilder("long").procs(1).wall(2 * 3600), "", "", "", "short"),
                   as("alice", JobBuilder("brief").procs(1).wall(1800), "", "", "", "short")});
    r.sim().run();
    const auto why = r.rejection("long");
    ASSERT_TRUE(why);
    EXPECT_EQ(why->code, ReasonCode::ActiveLimit);
    EXPECT_EQ(string_arg(*why, "limit"), "MAXWC");
    EXPECT_EQ(r.start("brief"), 0);
}

TEST(Rejection, AHardProcLimitBelowTheJobRejectsButASoftOneDoesNot) {
    StackReplay r("USERCFG[DEFAULT] MAXPROC=2,4\n", small_machine(),
                  {as("alice", JobBuilder("five").procs(5).wall(100)),
                   as("bob", JobBuilder("three").procs(3).wall(100))});
    r.sim().run();
    const auto why = r.rejection("five");
    ASSERT_TRUE(why);
    EXPECT_EQ(string_arg(*why, "limit"), "MAXPROC");
    EXPECT_FALSE(r.rejection("three"));  // over the soft limit only: it runs when the machine would idle
    EXPECT_EQ(r.start("three"), 0);
}

TEST(Rejection, JobsBlockedOnlyForNowAreNeverRejected) {
    StackReplay r("USERCFG[DEFAULT] MAXJOB=1 MAXIJOB=1\n", small_machine(),
                  {as("alice", JobBuilder("a").procs(1).wall(100).run(100)),
                   as("alice", JobBuilder("b").procs(1).wall(100).run(100)),
                   as("alice", JobBuilder("c").procs(1).wall(100).run(100))});
    r.sim().run();
    for (const char* name : {"a", "b", "c"}) EXPECT_FALSE(r.rejection(name)) << name;
    EXPECT_EQ(r.start("b"), 100);
    EXPECT_EQ(r.start("c"), 200);
}

TEST(Rejection, TheScheduleMetricsAndCheckjobTellOfRejectedJobs) {
    StackReplay r(
        "SYSTEMCFG[base] MAXPROCPERJOB=4\n", small_machine(),
        {as("alice", JobBuilder("1").procs(6).wall(100)), as("alice", JobBuilder("2").procs(9).wall(100)),
         as("alice", JobBuilder("3").procs(2).wall(100).run(50))});
    r.sim().run();
    std::ostringstream csv;
    write_schedule_csv(csv, r.snapshot(), r.sim().outcomes());
    EXPECT_NE(csv.str().find("\n1,0,,,6,,100,,,,0,alice,,\n"), std::string::npos) << csv.str();
    const ReplayMetrics m = replay_metrics(r.snapshot(), r.sim().outcomes());
    EXPECT_EQ(m.rejected, 2);
    EXPECT_EQ(m.started, 1);
    ASSERT_EQ(m.rejected_by_reason.size(), 2U);
    EXPECT_EQ(m.rejected_by_reason.begin()->first, "NeverFits:procs");
    EXPECT_EQ(m.rejected_by_reason.rbegin()->first.rfind("SystemJobLimit:", 0), 0U);
    const auto j = metrics_json(m);
    EXPECT_EQ(j.at("rejected").get<int>(), 2);

    const LocalCalendar utc = LocalCalendar::utc();
    const ReportContext ctx{
        r.snapshot(), r.sim().state(), r.stack().scheduler().last_report(), r.stack().scheduler(),
        utc,          r.sim().now()};
    const auto text = checkjob_text(ctx, r.id("2"));
    ASSERT_TRUE(text);
    EXPECT_NE(text->find("Rejected"), std::string::npos) << *text;
    EXPECT_NE(text->find("no set of configured nodes"), std::string::npos) << *text;
}

}  // namespace
}  // namespace outrigger
