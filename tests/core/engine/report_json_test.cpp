// Reports as they cross the seam: every kind's JSON report reads back, a missing or mistyped field
// is named, a report of a newer schema is refused.

#include <gtest/gtest.h>

#include "../schedule/builders.hpp"
#include "config/document.hpp"
#include "engine/query.hpp"
#include "sim/simulator.hpp"

namespace outrigger {
namespace {

using nlohmann::json;
using testing::JobBuilder;

std::unique_ptr<Simulator> small_stack_replay() {
    std::vector<Job> jobs{JobBuilder("1").procs(2).wall(100).submit(0),
                          JobBuilder("2").procs(4).wall(100).submit(0)};
    auto sim = std::make_unique<Simulator>(
        ComposedPolicy::compose(
            PolicySetup{Config{}, testing::uniform_cluster(4, 1), LocalCalendar::utc(), {}, true}),
        std::move(jobs));
    sim->engine().set_config_source(ConfigDocument::parse("RESERVATIONDEPTH 1\n", "maui.cfg"));
    sim->run(Time::from_seconds(0));
    return sim;
}

TEST(ReportJson, EveryKindReadsBackInBothFormats) {
    const auto sim = small_stack_replay();
    for (const QueryEntry& q : query_table()) {
        for (const ReportFormat f : {ReportFormat::Text, ReportFormat::Json}) {
            const QueryResult r = run_query(sim->engine(), Query{q.kind, q.needs_job ? "2" : ""}, f);
            ASSERT_TRUE(r.report) << q.name << ": " << r.error;
            const json j = to_json(*r.report);
            std::string error;
            const auto back = report_from_json(j, error);
            ASSERT_TRUE(back) << q.name << ": " << error;
            EXPECT_EQ(back->kind, q.kind);
            EXPECT_EQ(to_json(*back), j) << q.name;
        }
    }
}

TEST(ReportJson, HasAGoldenEnvelope) {
    const Report text{QueryKind::Showbf, ReportFormat::Text, "backfill window\n", {}};
    EXPECT_EQ(
        to_json(text).dump(),
        R"({"format":"text","kind":"showbf","schema":"outrigger.report/1","text":"backfill window\n"})");
    const Report data{QueryKind::Showbf,
                      ReportFormat::Json,
                      {},
                      json{{"schema", "outrigger.showbf/1"}, {"now", 0}, {"windows", json::array()}}};
    EXPECT_EQ(
        to_json(data).dump(),
        R"({"format":"json","kind":"showbf","report":{"now":0,"schema":"outrigger.showbf/1","windows":[]},)"
        R"("schema":"outrigger.report/1"})");
}

TEST(ReportJson, AMissingFieldIsNamedAndNewerSchemasAreRefused) {
    const auto sim = small_stack_replay();
    const QueryResult r = run_query(sim->engine(), Query{QueryKind::Showq, ""}, ReportFormat::Json);
    ASSERT_TRUE(r.report);
    std::string error;
    json bad = to_json(*r.report);
    bad["report"].erase("summary");
    EXPECT_FALSE(report_from_json(bad, error));
    EXPECT_EQ(error, "report.summary: expected an object");
    bad = to_json(*r.report);
    bad["report"]["schema"] = "outrigger.showbf/1";
    EXPECT_FALSE(report_from_json(bad, error));
    EXPECT_EQ(error, "report.schema: \"outrigger.showbf/1\" is not outrigger.showq/<version>");
    bad = to_json(*r.report);
    bad["report"]["schema"] = "outrigger.showq/2";
    EXPECT_FALSE(report_from_json(bad, error));
    EXPECT_NE(error.find("newer"), std::string::npos) << error;
    bad = to_json(*r.report);
    bad["schema"] = "outrigger.report/9";
    EXPECT_FALSE(report_from_json(bad, error));
    EXPECT_NE(error.find("newer"), std::string::npos) << error;
    bad = to_json(*r.report);
    bad["kind"] = "showz";
    EXPECT_FALSE(report_from_json(bad, error));
    EXPECT_EQ(error.rfind("kind: \"showz\" is not a report", 0), 0u) << error;
}

}  // namespace
}  // namespace outrigger
