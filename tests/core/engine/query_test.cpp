// The query table: one entry per report, names that front ends type, and errors that say what a
// report needs.

#include "engine/query.hpp"

#include <gtest/gtest.h>

#include <set>

#include "../schedule/builders.hpp"
#include "config/document.hpp"
#include "sim/simulator.hpp"

namespace outrigger {
namespace {

using testing::JobBuilder;

TEST(QueryTable, EveryKindHasOneUniquelyNamedEntry) {
    std::set<std::string_view> names;
    std::set<QueryKind> kinds;
    for (const QueryEntry& q : query_table()) {
        EXPECT_TRUE(names.insert(q.name).second) << q.name;
        EXPECT_TRUE(kinds.insert(q.kind).second) << q.name;
        EXPECT_EQ(find_query(q.name), &q);
        EXPECT_EQ(&query_entry(q.kind), &q);
    }
    EXPECT_EQ(query_usage(),
              "showq, showbf, showstart:JOB, checkjob:JOB, showres, showstats, diagnose-p, diagnose-f[:JOB], "
              "diagnose-j, "
              "showconfig, throttling, blocking:JOB, metrics, impact");
}

TEST(QueryTable, ParsingSaysWhatIsMissingOrExtra) {
    std::string error;
    EXPECT_FALSE(parse_query("showz", error));
    EXPECT_EQ(error, "'showz': expected " + query_usage());
    EXPECT_FALSE(parse_query("checkjob", error));
    EXPECT_EQ(error, "'checkjob': checkjob needs a job (checkjob:JOB)");
    EXPECT_FALSE(parse_query("showq:12", error));
    EXPECT_EQ(error, "'showq:12': showq takes no job");
    const auto q = parse_query("showstart:12", error);
    ASSERT_TRUE(q);
    EXPECT_EQ(q->kind, QueryKind::Showstart);
    EXPECT_EQ(q->job, "12");
}

TEST(QueryTable, EachReportRunsOnAnEngineAndStackReportsNeedTheStack) {
    std::vector<Job> jobs{JobBuilder("1").procs(2).wall(100).submit(0),
                          JobBuilder("2").procs(4).wall(100).submit(0)};
    Simulator sim(ComposedPolicy::compose(
                      PolicySetup{Config{}, testing::uniform_cluster(4, 1), LocalCalendar::utc(), {}, false}),
                  std::move(jobs));
    const QueryResult no_file = run_query(sim.engine(), Query{QueryKind::Showconfig, ""}, ReportFormat::Text);
    EXPECT_EQ(no_file.error, "showconfig: this engine was given no maui.cfg");
    sim.engine().set_config_source(ConfigDocument::parse("RESERVATIONDEPTH 1\n", "maui.cfg"));
    sim.run(Time::from_seconds(0));
    for (const QueryEntry& q : query_table()) {
        const Query query{q.kind, q.needs_job ? "2" : ""};
        for (const ReportFormat f : {ReportFormat::Text, ReportFormat::Json}) {
            const QueryResult r = run_query(sim.engine(), query, f);
            if (q.needs_stack) {
                EXPECT_FALSE(r.report) << q.name;
                EXPECT_EQ(r.error, std::string(q.name) + " reads the policy stack: run with a configuration");
                continue;
            }
            ASSERT_TRUE(r.report) << q.name << ": " << r.error;
            if (f == ReportFormat::Json)
                EXPECT_TRUE(r.report->json.contains("schema")) << q.name;
            else
                EXPECT_FALSE(r.report->text.empty()) << q.name;
        }
    }
    const QueryResult unknown = run_query(sim.engine(), Query{QueryKind::Checkjob, "99"}, ReportFormat::Text);
    EXPECT_FALSE(unknown.report);
    EXPECT_EQ(unknown.error, "checkjob: no job 99");
    const QueryResult dj = run_query(sim.engine(), Query{QueryKind::DiagnoseJ, ""}, ReportFormat::Json);
    ASSERT_TRUE(dj.report);
    // 1 runs, 2 waits for it (a job reservation), both listed.
    ASSERT_EQ(dj.report->json.at("jobs").size(), 2u);
    EXPECT_EQ(dj.report->json.at("jobs").at(1).at("state"), "Idle");

    // Once finished, checkjob tells the run from the engine's outcome, not the time since submission.
    sim.run();
    const QueryResult done = run_query(sim.engine(), Query{QueryKind::Checkjob, "1"}, ReportFormat::Text);
    ASSERT_TRUE(done.report) << done.error;
    EXPECT_NE(done.report->text.find("WallTime: 0:01:40 of 0:01:40\n"), std::string::npos)
        << done.report->text;
    EXPECT_NE(done.report->text.find("(Time Queued  Total: 0:00:00"), std::string::npos) << done.report->text;
    const QueryResult second = run_query(sim.engine(), Query{QueryKind::Checkjob, "2"}, ReportFormat::Json);
    ASSERT_TRUE(second.report) << second.error;
    EXPECT_EQ(second.report->json.at("start"), 100);
    EXPECT_EQ(second.report->json.at("end"), 200);
    // Its queue time stopped when it started.
    EXPECT_EQ(second.report->json.at("queue_time_s"), 100);
}

}  // namespace
}  // namespace outrigger
