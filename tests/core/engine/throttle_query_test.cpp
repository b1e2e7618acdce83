// The throttling reports at the seam: every limit with its usage and headroom, and every limit that
// holds one job back (all of them, not only the first the loop met).

#include <gtest/gtest.h>

#include <initializer_list>
#include <memory>

#include "../schedule/builders.hpp"
#include "config/document.hpp"
#include "config/typed_config.hpp"
#include "engine/query.hpp"
#include "sim/simulator.hpp"

namespace outrigger {
namespace {

using testing::JobBuilder;

// One of alice's jobs: its group and QOS only where named.
struct JobSpec {
    const char* name = "";
    std::int64_t procs = 1;
    std::int64_t wall = 100;
    std::int64_t submit = 0;
    const char* group = nullptr;
    const char* qos = nullptr;
};

// The jobs replayed on `nodes` single-processor nodes under `config` (the whole policy stack) up to
// log time `until`.
std::unique_ptr<Simulator> replay(std::int64_t nodes, const char* config,
                                  std::initializer_list<JobSpec> specs, std::int64_t until) {
    Cluster cluster = testing::uniform_cluster(nodes, 1);
    Names& names = cluster.names();
    std::vector<Job> jobs;
    for (const JobSpec& s : specs) {
        Job j = JobBuilder(s.name).procs(s.procs).wall(s.wall).submit(s.submit);
        j.creds[CredKind::User] = names.intern(CredKind::User, "alice");
        if (s.group != nullptr) j.creds[CredKind::Group] = names.intern(CredKind::Group, s.group);
        if (s.qos != nullptr) j.creds[CredKind::Qos] = names.intern(CredKind::Qos, s.qos);
        jobs.push_back(std::move(j));
    }
    const TypedConfig typed = build_config(ConfigDocument::parse(config, "maui.cfg"));
    EXPECT_FALSE(typed.has_errors());
    auto sim =
        std::make_unique<Simulator>(ComposedPolicy::compose(PolicySetup{
                                        typed.config, std::move(cluster), LocalCalendar::utc(), {}, true}),
                                    std::move(jobs));
    sim->run(Time::from_seconds(until));
    return sim;
}

// Four nodes. a (alice, group g, 2 procs) runs from 0 to 100; b (alice, g, 1 proc) would fit
// beside it, but alice may run one job on two processors and g two processors.
std::unique_ptr<Simulator> replay(
    const char* config =
        "USERCFG[DEFAULT] MAXJOB=4\nUSERCFG[alice] MAXJOB=1 MAXPROC=2,3\nGROUPCFG[g] MAXPROC=2\n",
    std::int64_t a_procs = 2) {
    return replay(4, config, {{"a", a_procs, 100, 0, "g"}, {"b", 1, 100, 0, "g"}}, 0);
}

// Two nodes; alice's a0 (1 proc) runs 0..2000, 2000 proc-seconds in the window [0, 3600) against
// her cap of 1000^; FSDEPTH 2, FSDECAY 1. a1 (1 proc, 100 s) is submitted at 1500. At 2100.
std::unique_ptr<Simulator> over_her_fairshare_cap() {
    return replay(2, "FSPOLICY DEDICATEDPS\nFSINTERVAL 1:00:00\nFSDEPTH 2\nUSERCFG[alice] FSTARGET=1000^\n",
                  {{"a0", 1, 2000, 0}, {"a1", 1, 100, 1500}}, 2100);
}

TEST(ThrottlingQuery, EveryLimitWithItsUsageAndHeadroom) {
    const auto replayed = replay();
    Simulator& sim = *replayed;
    const QueryResult q = run_query(sim.engine(), Query{QueryKind::Throttling, ""}, ReportFormat::Text);
    ASSERT_TRUE(q.report) << q.error;
    EXPECT_EQ(q.report->text,
              "CREDENTIAL           LIMIT                        SOFT       HARD     IN USE   HEADROOM\n\n"
              "USER DEFAULT         MAXJOB                          4          4          -          -\n"
              "USER alice           MAXJOB                          1          1          1          0  at "
              "hard limit\n"
              "USER alice           MAXPROC                         2          3          2          1  at "
              "soft limit\n"
              "GROUP g              MAXPROC                         2          2          2          0  at "
              "hard limit\n");
    const QueryResult j = run_query(sim.engine(), Query{QueryKind::Throttling, ""}, ReportFormat::Json);
    ASSERT_TRUE(j.report) << j.error;
    EXPECT_EQ(
        j.report->json["limits"][2].dump(),
        R"({"hard":3,"headroom":1,"in_use":2,"kind":"USER","limit":"MAXPROC","name":"alice","overrides":[],"soft":2,"state":"at-soft"})");
}

TEST(BlockingQuery, EveryLimitThatHoldsAJobBackAtTheLevelItBinds) {
    const auto replayed = replay();
    Simulator& sim = *replayed;
    const QueryResult q = run_query(sim.engine(), Query{QueryKind::Blocking, "b"}, ReportFormat::Text);
    ASSERT_TRUE(q.report) << q.error;
    const std::string& text = q.report->text;
    EXPECT_EQ(text.rfind("job b: 3 throttling limits hold it back\n", 0), 0U) << text;
    EXPECT_NE(text.find("  hard  "), std::string::npos) << text;
    // alice's MAXPROC=2,3 binds at the soft level only: 2 + 1 fits under 3.
    EXPECT_NE(text.find("  soft  "), std::string::npos) << text;
    const QueryResult j = run_query(sim.engine(), Query{QueryKind::Blocking, "b"}, ReportFormat::Json);
    ASSERT_TRUE(j.report) << j.error;
    ASSERT_EQ(j.report->json["limits"].size(), 3U) << j.report->json.dump(2);
    for (const auto& l : j.report->json["limits"]) EXPECT_EQ(l["reason"]["code"], "ActiveLimit") << l.dump();
    const QueryResult running = run_query(sim.engine(), Query{QueryKind::Blocking, "a"}, ReportFormat::Text);
    ASSERT_TRUE(running.report);
    EXPECT_EQ(running.report->text.rfind("job a: no throttling limit holds it back\n", 0), 0U)
        << running.report->text;
}

TEST(ThrottlingQuery, ListsEveryBlockedJobWithEveryLimitAndWhenEachHasRoom) {
    const auto replayed = replay();
    const QueryResult j = run_query(replayed->engine(), Query{QueryKind::Throttling, ""}, ReportFormat::Json);
    ASSERT_TRUE(j.report) << j.error;
    const auto& blocked = j.report->json["blocked"];
    ASSERT_EQ(blocked.size(), 1U) << j.report->json.dump(2);
    EXPECT_EQ(blocked[0]["job"], "b");
    ASSERT_EQ(blocked[0]["limits"].size(), 3U);
    // Every limit is alice's or g's running job a, which ends at its walltime limit, 100.
    for (const auto& l : blocked[0]["limits"]) EXPECT_EQ(l["release"], 100) << l.dump();
    EXPECT_EQ(blocked[0]["no_earlier_than"], 100);
}

TEST(ThrottlingQuery, ProcSecondsHaveRoomWhileTheRunningJobsRunDown) {
    // a (1 proc, 100 s) holds 100 proc-seconds at 0 and 100 - t at t; b asks for 100 under 150:
    // it has room from t = 50.
    const auto replayed = replay("USERCFG[alice] MAXPS=150\n", 1);
    const QueryResult j = run_query(replayed->engine(), Query{QueryKind::Throttling, ""}, ReportFormat::Json);
    ASSERT_TRUE(j.report) << j.error;
    const auto& blocked = j.report->json["blocked"];
    ASSERT_EQ(blocked.size(), 1U) << j.report->json.dump(2);
    ASSERT_EQ(blocked[0]["limits"].size(), 1U);
    EXPECT_EQ(blocked[0]["limits"][0]["release"], 50);
    EXPECT_EQ(blocked[0]["no_earlier_than"], 50);
}

TEST(ThrottlingQuery, AFairshareCapHasRoomAtTheWindowRollThatTakesTheUsageUnder) {
    // a0's 2000 proc-seconds are over alice's cap of 1000. With FSDEPTH 2 and FSDECAY 1 the window
    // still counts after the roll at 3600 and leaves at 7200: a1 can start no earlier than that.
    const auto replayed = over_her_fairshare_cap();
    Simulator& sim = *replayed;
    const QueryResult j = run_query(sim.engine(), Query{QueryKind::Throttling, ""}, ReportFormat::Json);
    ASSERT_TRUE(j.report) << j.error;
    const auto& blocked = j.report->json["blocked"];
    ASSERT_EQ(blocked.size(), 1U) << j.report->json.dump(2);
    EXPECT_EQ(blocked[0]["job"], "a1");
    ASSERT_EQ(blocked[0]["limits"].size(), 1U);
    EXPECT_EQ(blocked[0]["limits"][0]["reason"]["code"], "FairshareCap");
    EXPECT_EQ(blocked[0]["limits"][0]["level"], "hard");
    EXPECT_EQ(blocked[0]["limits"][0]["release"], 7200);
    EXPECT_EQ(blocked[0]["no_earlier_than"], 7200);
    sim.run();  // and it does start then (outcomes by JobId: a1 is the second)
    ASSERT_EQ(sim.engine().outcomes().size(), 2U);
    EXPECT_EQ(sim.engine().outcomes()[1].start, Time::from_seconds(7200));
}

TEST(ThrottlingQuery, UsageOverALimitNamesTheQosOverrideItRunsUnder) {
    // alice may hold 1 processor, but her QOS hi overrides that with OMAXPROC=3: a (2 procs) runs
    // under hi and stands over her own limit; the report names the override, not only "at hard".
    const auto replayed =
        replay(4, "USERCFG[alice] MAXPROC=1\nQOSCFG[hi] OMAXPROC=3\n", {{"a", 2, 100, 0, nullptr, "hi"}}, 0);
    Simulator& sim = *replayed;
    const QueryResult text = run_query(sim.engine(), Query{QueryKind::Throttling, ""}, ReportFormat::Text);
    ASSERT_TRUE(text.report) << text.error;
    EXPECT_NE(text.report->text.find(
                  "USER alice           MAXPROC                         1          1          2  "
                  "       -1  at hard limit; under QOS hi OMAXPROC 3 (1 job)\n"),
              std::string::npos)
        << text.report->text;
    const QueryResult j = run_query(sim.engine(), Query{QueryKind::Throttling, ""}, ReportFormat::Json);
    ASSERT_TRUE(j.report) << j.error;
    bool seen = false;
    for (const auto& l : j.report->json["limits"])
        if (l["kind"] == "USER" && l["name"] == "alice" && l["limit"] == "MAXPROC") {
            seen = true;
            EXPECT_EQ(l["overrides"].dump(),
                      R"([{"hard":3,"jobs":1,"limit":"OMAXPROC","qos":"hi","soft":3}])");
        }
    EXPECT_TRUE(seen) << j.report->json.dump(2);
}

TEST(DiagnoseFQuery, ProjectsRecoveryAndWhatAJobAdds) {
    // alice used 2000 proc-seconds of the window [0, 3600) against a 1000^ cap; FSDEPTH 2, FSDECAY
    // 1: charged nothing more she is under it at 7200, when that window leaves. a1 (1 proc, 100 s)
    // would add 100 to her and to TOTAL.
    const auto replayed = over_her_fairshare_cap();
    Simulator& sim = *replayed;
    std::string error;
    const auto query = parse_query("diagnose-f:a1", error);
    ASSERT_TRUE(query) << error;
    const QueryResult j = run_query(sim.engine(), *query, ReportFormat::Json);
    ASSERT_TRUE(j.report) << j.error;
    const auto& alice = j.report->json["credentials"][0];
    EXPECT_EQ(alice["recovery"].dump(), R"({"at":7200,"rolls":2,"state":"after-rolls"})");
    const auto& job = j.report->json["job"];
    EXPECT_EQ(job["name"], "a1");
    EXPECT_EQ(job["charge"], 100.0);
    ASSERT_EQ(job["after"].size(), 1U);
    EXPECT_EQ(job["after"][0]["decayed_usage"], alice["decayed_usage"].get<double>() + 100.0);
    // Read back across the seam as the other reports are.
    const auto back = report_from_json(to_json(*j.report), error);
    ASSERT_TRUE(back) << error;
    const QueryResult text = run_query(sim.engine(), *query, ReportFormat::Text);
    ASSERT_TRUE(text.report) << text.error;
    EXPECT_NE(text.report->text.find("After job a1 (charge 100.000"), std::string::npos) << text.report->text;
    EXPECT_FALSE(run_query(sim.engine(), Query{QueryKind::DiagnoseF, "nosuch"}, ReportFormat::Json).report);
}

}  // namespace
}  // namespace outrigger
