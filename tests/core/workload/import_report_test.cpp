#include "workload/import_report.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "swf_test_util.hpp"
#include "workload/swf_reader.hpp"

namespace outrigger {
namespace {

using testing::job_line;

ImportReport sample() {
    SwfImportOptions opt;
    opt.estimate = WalltimeEstimate::fixed_duration(Duration::hours(2));
    Names names;
    const std::string text = "; MaxProcs: 4\n; TimeZoneString: UTC\n" + job_line(1, 0, 10, 2, 100) +
                             job_line(2, 5, 0, 1, 100) + job_line(3, 6, 20, 1, -1) + "oops\n";
    return import_swf_text(text, opt, names, "w.swf").report;
}

TEST(ImportReport, TextGivesCountsRuleMachineAndExamplesWithFileLineColumn) {
    const std::string t = render_import_report_text(sample());
    EXPECT_NE(t.find("SWF import: w.swf"), std::string::npos) << t;
    EXPECT_NE(t.find("records read: 4"), std::string::npos) << t;
    EXPECT_NE(t.find("imported: 2"), std::string::npos) << t;
    EXPECT_NE(t.find("skipped: 2"), std::string::npos) << t;
    EXPECT_NE(t.find("walltime estimate: 02:00:00 (applied to 1 jobs)"), std::string::npos) << t;
    EXPECT_NE(t.find("machine: 4 procs (header MaxProcs)"), std::string::npos) << t;
    EXPECT_NE(t.find("TimeZoneString UTC"), std::string::npos) << t;
    EXPECT_NE(t.find("run time <= 0: 1\n      w.swf:4:7: job 2: run time 0"), std::string::npos) << t;
    EXPECT_NE(
        t.find(
            "malformed record: 1\n      w.swf:6:1: job oops: field 1 (job number) is not a number: 'oops'"),
        std::string::npos)
        << t;
}

TEST(ImportReport, JsonCarriesTheSameContentUnderAVersionedSchema) {
    const auto j = import_report_json(sample());
    EXPECT_EQ(j.at("schema"), "outrigger.import-report");
    EXPECT_EQ(j.at("version"), 1);
    EXPECT_EQ(j.at("records_read"), 4);
    EXPECT_EQ(j.at("imported"), 2);
    EXPECT_EQ(j.at("skipped"), 2);
    EXPECT_EQ(j.at("clean"), false);
    EXPECT_EQ(j.at("estimate").at("rule"), "02:00:00");
    EXPECT_EQ(j.at("estimate").at("applied"), 1);
    EXPECT_EQ(j.at("header").at("max_procs"), 4);
    EXPECT_TRUE(j.at("header").at("max_nodes").is_null());
    const auto& rt = j.at("issues").at("run_time_not_positive");
    EXPECT_EQ(rt.at("kind"), "skip");
    EXPECT_EQ(rt.at("records"), 1);
    EXPECT_EQ(rt.at("examples").at(0).at("line"), 4);
    EXPECT_EQ(rt.at("examples").at(0).at("column"), 7);
    EXPECT_EQ(j.at("issues").at("walltime_estimated").at("kind"), "adjust");
    EXPECT_EQ(j.at("issues").size(), kImportIssueCount);
}

TEST(ImportReport, ExamplesAreCappedButCountsAreNot) {
    std::string text;
    for (int i = 1; i <= 20; ++i) text += job_line(i, i, 0, 1, 10);
    Names names;
    const auto r = import_swf_text(text, {}, names).report;
    EXPECT_EQ(r.tally(ImportIssue::RunTimeNotPositive).records, 20);
    EXPECT_EQ(r.tally(ImportIssue::RunTimeNotPositive).examples.size(), 5u);
    EXPECT_NE(render_import_report_text(r).find("... and 15 more"), std::string::npos);
}

TEST(ImportReport, EveryIssueHasADistinctKeyAndKindSplitsSkipsFromAdjustments) {
    std::set<std::string_view> keys;
    for (std::size_t k = 0; k < kImportIssueCount; ++k)
        keys.insert(import_issue_key(static_cast<ImportIssue>(k)));
    EXPECT_EQ(keys.size(), kImportIssueCount);
    EXPECT_TRUE(is_skip(ImportIssue::WalltimeMissing));
    EXPECT_FALSE(is_skip(ImportIssue::RunTimeAboveWalltime));
}

}  // namespace
}  // namespace outrigger
