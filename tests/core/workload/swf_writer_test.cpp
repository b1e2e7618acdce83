#include "workload/swf_writer.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "swf_test_util.hpp"
#include "workload/swf_reader.hpp"
#include "workloads.hpp"

namespace outrigger {
namespace {

const std::filesystem::path kData = OUTRIGGER_WORKLOAD_TEST_DATA;

std::string read_file(const std::filesystem::path& p) {
    return testing::read_text_file(p);
}

std::string header_lines(const std::string& text) {
    std::string out;
    std::size_t pos = 0;
    while (pos < text.size()) {
        const auto nl = text.find('\n', pos);
        const auto line = text.substr(pos, nl - pos);
        if (!line.empty() && line[0] == ';') out += line + "\n";
        if (nl == std::string::npos) break;
        pos = nl + 1;
    }
    return out;
}

TEST(SwfWriter, ACleanFileRoundTripsFieldForFieldWithItsHeader) {
    Names names;
    SwfImportOptions opt;
    opt.estimate = WalltimeEstimate::run_time();
    opt.machine_procs = 1000;  // keep every record of the fixture
    const auto first = import_swf(kData / "small.swf", opt, names);
    ASSERT_FALSE(first.report.error);
    const std::string text = swf_text(first.header, first.records);
    const auto second = import_swf_text(text, opt, names);
    EXPECT_EQ(second.records, first.records);
    EXPECT_EQ(second.header, first.header);
    // And the text itself is stable: writing what was read gives the same bytes again.
    EXPECT_EQ(swf_text(second.header, second.records), text);
    // Every header line comes back exactly as written.
    EXPECT_EQ(header_lines(text), header_lines(read_file(kData / "small.swf")));
}

TEST(SwfWriter, AChangedHeaderValueIsWrittenInItsLinesPlaceAndMissingKeysAreAdded) {
    SwfHeader h;
    read_swf_header_line(h, " Version: 2.2");
    read_swf_header_line(h, " MaxNodes:   100");
    read_swf_header_line(h, " Note: x");
    h.max_nodes = 50;
    h.max_procs = 400;
    EXPECT_EQ(swf_text(h, {}), "; Version: 2.2\n; MaxNodes: 50\n; Note: x\n; MaxProcs: 400\n");
    h.max_nodes = 100;
    h.max_procs.reset();
    EXPECT_EQ(swf_text(h, {}), "; Version: 2.2\n; MaxNodes:   100\n; Note: x\n");
}

TEST(SwfWriter, WritesPlainAndGzipFilesThatReadBack) {
    const auto dir = testing::output_dir() / "swf_writer_test";
    std::filesystem::create_directories(dir);
    SwfHeader h;
    h.max_procs = 8;
    std::vector<SwfRecord> records(3);
    for (int i = 0; i < 3; ++i) {
        records[static_cast<std::size_t>(i)][SwfField::JobNumber] = i + 1;
        records[static_cast<std::size_t>(i)][SwfField::SubmitTime] = i * 10;
        records[static_cast<std::size_t>(i)][SwfField::RunTime] = 5;
        records[static_cast<std::size_t>(i)][SwfField::RequestedProcs] = 2;
        records[static_cast<std::size_t>(i)][SwfField::RequestedTime] = 60;
    }
    for (const char* name : {"out.swf", "out.swf.gz"}) {
        const auto path = dir / name;
        ASSERT_FALSE(write_swf_file(path, h, records)) << name;
        Names names;
        const auto back = import_swf(path, {}, names);
        EXPECT_FALSE(back.report.error);
        EXPECT_EQ(back.records, records) << name;
        EXPECT_EQ(back.header.max_procs, 8);
    }
    EXPECT_NE(read_file(dir / "out.swf").find("; MaxProcs: 8\n"), std::string::npos);
    EXPECT_NE(read_file(dir / "out.swf.gz").substr(0, 2), std::string("; "));  // compressed
}

TEST(SwfWriter, AnUnwritablePathIsAnError) {
    const auto err = write_swf_file("/nonexistent/dir/out.swf", {}, {});
    ASSERT_TRUE(err);
    EXPECT_NE(err->find("cannot open '/nonexistent/dir/out.swf' for writing"), std::string::npos);
}

TEST(SwfWriter, ARunResultFillsWaitRunTimeAndAllocatedProcs) {
    SwfRecord r;
    r[SwfField::JobNumber] = 7;
    r[SwfField::SubmitTime] = 100;
    r[SwfField::RunTime] = 900;
    r[SwfField::RequestedTime] = 600;
    r[SwfField::RequestedProcs] = 4;
    r[SwfField::Status] = 1;
    const auto ran = with_run_result(r, SwfRunResult{Time::from_seconds(150), Time::from_seconds(750), 4});
    EXPECT_EQ(ran.wait(), 50);
    EXPECT_EQ(ran.run_time(), 600);
    EXPECT_EQ(ran.allocated_procs(), 4);
    EXPECT_EQ(ran.status(), 0);  // cut short at its 600 s limit
    EXPECT_EQ(ran.requested_time(), 600);

    r[SwfField::RunTime] = 300;
    const auto ok = with_run_result(r, SwfRunResult{Time::from_seconds(100), Time::from_seconds(400), 4});
    EXPECT_EQ(ok.status(), 1);
    EXPECT_EQ(ok.wait(), 0);

    const auto never = with_run_result(r, std::nullopt);
    EXPECT_EQ(never.wait(), -1);
    EXPECT_EQ(never.run_time(), -1);
    EXPECT_EQ(never.allocated_procs(), -1);
    EXPECT_EQ(never.status(), 5);
}

TEST(SwfWriter, AJobBecomesARecordWithItsNumberedNames) {
    Names names;
    Job j;
    j.id = JobId(4);
    j.name = "job-x";
    j.submit = Time::from_seconds(77);
    j.request.tasks = 3;
    j.request.per_task.memory_mb = 2;
    j.walltime = Duration::hours(1);
    j.runtime = Duration::seconds(30);
    j.creds[CredKind::User] = names.intern(CredKind::User, "alice");
    j.creds[CredKind::User] = names.intern(CredKind::User, "u12");
    j.creds[CredKind::Group] = names.intern(CredKind::Group, "physics");
    const SwfRecord r = swf_record_from_job(j, names);
    EXPECT_EQ(r.job_number(), 5);
    EXPECT_EQ(r.submit(), 77);
    EXPECT_EQ(r.run_time(), 30);
    EXPECT_EQ(r.requested_procs(), 3);
    EXPECT_EQ(r.requested_time(), 3600);
    EXPECT_EQ(r.requested_memory_kb(), 2048);
    EXPECT_EQ(r.user(), 12);
    EXPECT_EQ(r.group(), 1);  // not numbered: interned index + 1
    EXPECT_EQ(r.queue(), -1);
    EXPECT_EQ(r.wait(), -1);
}

}  // namespace
}  // namespace outrigger
