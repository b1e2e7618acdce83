// The three shared public logs import with the counts their README gives.

#include <gtest/gtest.h>

#include "workload/swf_reader.hpp"
#include "workloads.hpp"

namespace outrigger {
namespace {

TEST(SharedWorkloads, KthSp2ImportsEveryJobAndCountsAllocatedDifferentFromRequested) {
    OUTRIGGER_REQUIRE_WORKLOAD(path, "KTH-SP2-1996-2.1-cln.swf.gz");
    Names names;
    const auto w = import_swf(path, {}, names);
    ASSERT_TRUE(w.report.clean()) << render_import_report_text(w.report);
    EXPECT_EQ(w.report.records_read, 27992);
    EXPECT_EQ(w.report.imported, 27992);
    EXPECT_EQ(w.report.tally(ImportIssue::AllocatedDiffers).records, 218);
    EXPECT_EQ(w.report.tally(ImportIssue::RunTimeAboveWalltime).records, 0);
    EXPECT_EQ(w.report.tally(ImportIssue::WalltimeEstimated).records, 0);
    EXPECT_EQ(w.header.max_nodes, 100);
    EXPECT_EQ(w.header.max_procs, 100);
    EXPECT_EQ(w.header.unix_start_time, 843480031);
    EXPECT_EQ(w.header.time_zone_string, "Europe/Stockholm");
    EXPECT_EQ(w.jobs.front().name, "15");
}

TEST(SharedWorkloads, SdscBlueSkipsZeroRunTimesAndCountsOverrunsAndUnknownAllocations) {
    OUTRIGGER_REQUIRE_WORKLOAD(path, "SDSC-BLUE-2000-4.2-cln.swf.gz");
    Names names;
    const auto w = import_swf(path, {}, names);
    ASSERT_TRUE(w.report.clean()) << render_import_report_text(w.report);
    EXPECT_EQ(w.report.records_read, 243306);
    EXPECT_EQ(w.report.tally(ImportIssue::RunTimeNotPositive).records, 10770);
    EXPECT_EQ(w.report.skipped, 10770);
    EXPECT_EQ(w.report.imported, 243306 - 10770);
    EXPECT_EQ(w.report.tally(ImportIssue::RunTimeAboveWalltime).records, 23434);
    EXPECT_EQ(w.report.tally(ImportIssue::AllocatedUnknown).records, 19516);
    EXPECT_EQ(w.report.machine_procs, 1152);
    EXPECT_EQ(w.jobs.size(), w.records.size());
}

TEST(SharedWorkloads, Lublin256NeedsAnEstimateRuleForEveryJob) {
    OUTRIGGER_REQUIRE_WORKLOAD(path, "lublin_256.swf.gz");
    Names names;
    const auto none = import_swf(path, {}, names);
    EXPECT_TRUE(none.report.clean());
    EXPECT_EQ(none.report.records_read, 10000);
    EXPECT_EQ(none.report.imported, 0);
    EXPECT_EQ(none.report.tally(ImportIssue::WalltimeMissing).records, 10000);

    SwfImportOptions opt;
    opt.estimate = WalltimeEstimate::run_time();
    const auto rt = import_swf(path, opt, names);
    EXPECT_EQ(rt.report.imported, 10000);
    EXPECT_EQ(rt.report.tally(ImportIssue::WalltimeEstimated).imported, 10000);
    EXPECT_EQ(rt.report.machine_procs, 256);
    EXPECT_EQ(rt.report.machine_procs_from, "header MaxNodes");
    for (const auto& j : rt.jobs) ASSERT_EQ(j.walltime, *j.runtime);
}

TEST(SharedWorkloads, FirstAndCountSliceTheLogWithoutRebasingTime) {
    OUTRIGGER_REQUIRE_WORKLOAD(path, "KTH-SP2-1996-2.1-cln.swf.gz");
    Names names;
    SwfImportOptions opt;
    opt.first = 1000;
    opt.count = 2000;
    const auto w = import_swf(path, opt, names);
    ASSERT_EQ(w.jobs.size(), 2000u);
    EXPECT_EQ(w.report.passed_over, 1000);
    EXPECT_TRUE(w.report.stopped_at_count);
    EXPECT_GT(w.jobs.front().submit.seconds(), 0);
    Names all_names;
    SwfImportOptions all;
    all.count = 3000;
    const auto ref = import_swf(path, all, all_names);
    EXPECT_EQ(w.records.front(), ref.records[1000]);
}

}  // namespace
}  // namespace outrigger
