#include "workload/swf_reader.hpp"

#include <gtest/gtest.h>
#include <zlib.h>

#include <filesystem>
#include <fstream>

#include "clusters.hpp"
#include "swf_test_util.hpp"
#include "workloads.hpp"

namespace outrigger {
namespace {

using testing::job_line;
using testing::swf_line;

const std::filesystem::path kData = OUTRIGGER_WORKLOAD_TEST_DATA;

ImportedWorkload import(const std::string& text, SwfImportOptions opt = {}) {
    Names names;
    return import_swf_text(text, opt, names, "t.swf");
}

TEST(SwfReader, MapsEveryFieldToTheJobAsSpecSection6Says) {
    Names names;
    SwfImportOptions on_a_machine_with_memory;
    on_a_machine_with_memory.memory_constrains = true;
    const auto w =
        import_swf_text(swf_line({42, 100, 7, 3600, 6, 50, 1000, 8, 7200, 3000, 1, 17, 4, 9, 2, -1, -1, -1}),
                        on_a_machine_with_memory, names);
    ASSERT_EQ(w.jobs.size(), 1u);
    const Job& j = w.jobs[0];
    EXPECT_EQ(j.id, JobId(0));
    EXPECT_EQ(j.name, "42");
    EXPECT_EQ(j.submit, Time::from_seconds(100));
    EXPECT_EQ(j.request.tasks, 8);  // field 8 (requested) wins over field 5
    EXPECT_EQ(j.request.per_task.procs, 1);
    EXPECT_EQ(j.request.per_task.memory_mb, 3);  // 3000 KB rounded up to whole MB
    EXPECT_EQ(j.walltime, Duration::seconds(7200));
    EXPECT_EQ(j.runtime, Duration::seconds(3600));
    EXPECT_EQ(names.name(CredKind::User, j.creds.user()), "u17");
    EXPECT_EQ(names.name(CredKind::Group, j.creds.group()), "g4");
    EXPECT_EQ(names.name(CredKind::Class, j.creds.job_class()), "q2");
    EXPECT_FALSE(j.creds.account().valid());
    EXPECT_FALSE(j.partition.valid());
    ASSERT_EQ(w.records.size(), 1u);
    EXPECT_EQ(w.records[0][SwfField::UsedMemory], 1000);
    EXPECT_EQ(w.records[0][SwfField::Executable], 9);
    EXPECT_TRUE(w.report.clean());
}

TEST(SwfReader, ProcsFallBackToAllocatedWhenNoneRequested) {
    const auto w = import(swf_line({1, 0, 0, 10, 5, -1, -1, -1, 100}));
    ASSERT_EQ(w.jobs.size(), 1u);
    EXPECT_EQ(w.jobs[0].procs(), 5);
    EXPECT_EQ(w.jobs[0].request.per_task.memory_mb, 0);
}

TEST(SwfReader, UnknownCredentialIdsLeaveTheCredentialEmpty) {
    const auto w = import(swf_line({1, 0, 0, 10, 5, -1, -1, 5, 100, -1, 1, -1, -1, -1, -1}));
    ASSERT_EQ(w.jobs.size(), 1u);
    EXPECT_FALSE(w.jobs[0].creds.user().valid());
    EXPECT_FALSE(w.jobs[0].creds.group().valid());
    EXPECT_FALSE(w.jobs[0].creds.job_class().valid());
}

TEST(SwfReader, ACredentialNumberNamesTheSameCredentialInEveryRecordHoweverLarge) {
    Names names;
    const auto w = import_swf_text(swf_line({1, 0, 0, 10, 1, -1, -1, 1, 100, -1, 1, 3, 70000, -1, 2}) +
                                       swf_line({2, 0, 0, 10, 1, -1, -1, 1, 100, -1, 1, 70000, 3, -1, 2}) +
                                       swf_line({3, 0, 0, 10, 1, -1, -1, 1, 100, -1, 1, 3, 70000, -1, 5}),
                                   {}, names, "t.swf");
    ASSERT_EQ(w.jobs.size(), 3u);
    EXPECT_EQ(names.name(CredKind::User, w.jobs[0].creds.user()), "u3");
    EXPECT_EQ(names.name(CredKind::User, w.jobs[1].creds.user()), "u70000");
    EXPECT_EQ(names.name(CredKind::Group, w.jobs[0].creds.group()), "g70000");
    EXPECT_EQ(names.name(CredKind::Group, w.jobs[1].creds.group()), "g3");
    EXPECT_EQ(w.jobs[2].creds.user(), w.jobs[0].creds.user());
    EXPECT_EQ(w.jobs[2].creds.group(), w.jobs[0].creds.group());
    EXPECT_EQ(w.jobs[1].creds.job_class(), w.jobs[0].creds.job_class());
    EXPECT_NE(w.jobs[2].creds.job_class(), w.jobs[0].creds.job_class());
    EXPECT_EQ(names.count(CredKind::User), 2u);
    EXPECT_EQ(names.count(CredKind::Group), 2u);
}

struct SkipCase {
    const char* what;
    std::string line;
    ImportIssue issue;
    int column;  // of the offending field in the line as swf_line writes it
};

void PrintTo(const SkipCase& c, std::ostream* os) {
    *os << c.what;
}

class SwfSkip : public ::testing::TestWithParam<SkipCase> {};

TEST_P(SwfSkip, RecordIsSkippedCountedAndListedWithItsLine) {
    const auto& c = GetParam();
    SwfImportOptions opt;
    opt.machine_procs = 64;
    const auto w = import("; MaxProcs: 64\n" + job_line(1, 0, 10, 1, 100) + c.line, opt);
    EXPECT_EQ(w.jobs.size(), 1u) << c.what;
    EXPECT_EQ(w.report.records_read, 2);
    EXPECT_EQ(w.report.skipped, 1);
    const auto& t = w.report.tally(c.issue);
    EXPECT_EQ(t.records, 1) << c.what;
    EXPECT_EQ(t.imported, 0);
    ASSERT_EQ(t.examples.size(), 1u);
    EXPECT_EQ(t.examples[0].line, 3);
    EXPECT_EQ(t.examples[0].column, c.column) << c.what;
    EXPECT_EQ(t.examples[0].job, "2");
    EXPECT_FALSE(t.examples[0].value.empty());
}

INSTANTIATE_TEST_SUITE_P(
    EachRule, SwfSkip,
    ::testing::Values(
        SkipCase{"run time 0", job_line(2, 5, 0, 1, 100), ImportIssue::RunTimeNotPositive, 7},
        SkipCase{"run time -1", job_line(2, 5, -1, 1, 100), ImportIssue::RunTimeNotPositive, 7},
        SkipCase{"no procs", swf_line({2, 5, 0, 10, -1, -1, -1, -1, 100}), ImportIssue::NoProcs, 19},
        SkipCase{"negative submit", job_line(2, -5, 10, 1, 100), ImportIssue::NegativeSubmit, 3},
        SkipCase{"above machine", job_line(2, 5, 10, 65, 100), ImportIssue::ProcsAboveMachine, 19},
        SkipCase{"no walltime", job_line(2, 5, 10, 1, -1), ImportIssue::WalltimeMissing, 20},
        SkipCase{"17 fields", "2 5 0 10 1 -1 -1 1 100 -1 1 1 1 -1 0 -1 -1\n", ImportIssue::Malformed, 43},
        SkipCase{"not a number", "2 5 0 1x0 1 -1 -1 1 100 -1 1 1 1 -1 0 -1 -1 -1\n", ImportIssue::Malformed,
                 7}));

TEST(SwfReader, MalformedRecordNamesTheFieldAndTheText) {
    const auto w = import("2 5 0 abc 1 -1 -1 1 100 -1 1 1 1 -1 0 -1 -1 -1\n1 2 3\n");
    const auto& t = w.report.tally(ImportIssue::Malformed);
    ASSERT_EQ(t.records, 2);
    EXPECT_EQ(t.examples[0].value, "field 4 (run time) is not a number: 'abc'");
    EXPECT_EQ(t.examples[1].value, "3 fields, expected 18");
    EXPECT_FALSE(w.report.clean());
}

TEST(SwfReader, ARecordWithSeveralSkipReasonsCountsUnderEachButOnceAsSkipped) {
    const auto w = import(job_line(1, -3, 0, 1, -1));
    EXPECT_EQ(w.report.skipped, 1);
    EXPECT_EQ(w.report.tally(ImportIssue::RunTimeNotPositive).records, 1);
    EXPECT_EQ(w.report.tally(ImportIssue::NegativeSubmit).records, 1);
    EXPECT_EQ(w.report.tally(ImportIssue::WalltimeMissing).records, 1);
}

TEST(SwfReader, RunTimeAboveWalltimeIsImportedAndCounted) {
    const auto w = import(job_line(1, 0, 500, 2, 300));
    ASSERT_EQ(w.jobs.size(), 1u);
    EXPECT_EQ(w.jobs[0].runtime, Duration::seconds(500));  // the replay stops it at its limit
    EXPECT_EQ(w.jobs[0].walltime, Duration::seconds(300));
    EXPECT_EQ(w.report.tally(ImportIssue::RunTimeAboveWalltime).records, 1);
    EXPECT_EQ(w.report.tally(ImportIssue::RunTimeAboveWalltime).imported, 1);
}

TEST(SwfReader, AllocatedMinusOneUsesTheRequestedCountAndIsCounted) {
    const auto w = import(swf_line({1, 0, 0, 60, -1, -1, -1, 8, 600, -1, 5}) +
                          swf_line({2, 0, 0, 0, -1, -1, -1, 8, 600}));
    ASSERT_EQ(w.jobs.size(), 1u);
    EXPECT_EQ(w.jobs[0].procs(), 8);
    const auto& t = w.report.tally(ImportIssue::AllocatedUnknown);
    EXPECT_EQ(t.records, 2);  // the skipped record still shows the condition
    EXPECT_EQ(t.imported, 1);
}

TEST(SwfReader, AllocatedDifferentFromRequestedIsCounted) {
    const auto w = import(swf_line({1, 0, 0, 60, 6, -1, -1, 8, 600}));
    ASSERT_EQ(w.jobs.size(), 1u);
    EXPECT_EQ(w.jobs[0].procs(), 8);
    EXPECT_EQ(w.report.tally(ImportIssue::AllocatedDiffers).records, 1);
}

TEST(SwfReader, ACancelledJobThatRanIsReplayedAsItRan) {
    const auto w = import(swf_line({1, 0, 0, 60, 4, -1, -1, 4, 600, -1, 5, 1, 1}));
    ASSERT_EQ(w.jobs.size(), 1u);
    EXPECT_EQ(w.jobs[0].runtime, Duration::seconds(60));
}

TEST(SwfReader, MissingWalltimeIsNeverGuessedSilently) {
    const std::string text = job_line(1, 0, 90, 1, -1) + job_line(2, 0, 30, 1, 0) + job_line(3, 0, 30, 1, 50);

    const auto none = import(text);
    EXPECT_EQ(none.jobs.size(), 1u);
    EXPECT_EQ(none.report.tally(ImportIssue::WalltimeMissing).records, 2);

    SwfImportOptions by_runtime;
    by_runtime.estimate = WalltimeEstimate::run_time();
    const auto rt = import(text, by_runtime);
    ASSERT_EQ(rt.jobs.size(), 3u);
    EXPECT_EQ(rt.jobs[0].walltime, Duration::seconds(90));
    EXPECT_EQ(rt.jobs[1].walltime, Duration::seconds(30));
    EXPECT_EQ(rt.jobs[2].walltime, Duration::seconds(50));
    EXPECT_EQ(rt.report.tally(ImportIssue::WalltimeEstimated).imported, 2);
    EXPECT_EQ(rt.report.estimate, WalltimeEstimate::run_time());

    SwfImportOptions fixed;
    fixed.estimate = WalltimeEstimate::fixed_duration(Duration::minutes(1));
    const auto fx = import(text, fixed);
    ASSERT_EQ(fx.jobs.size(), 3u);
    EXPECT_EQ(fx.jobs[0].walltime, Duration::seconds(60));
    EXPECT_EQ(fx.report.tally(ImportIssue::RunTimeAboveWalltime).records, 1);  // 90 s job, 60 s limit
}

TEST(SwfReader, FractionalFieldsAreRoundedAndCounted) {
    const auto w = import(swf_line({1, 0, 0, 60, 4, -1, -1, 4, 600}) +
                          "2 0 0 60 4 25381.5 -1 4 600 -1 1 1 1 -1 0 -1 -1 -1\n");
    ASSERT_EQ(w.jobs.size(), 2u);
    EXPECT_EQ(w.records[1][SwfField::AverageCpuTime], 25382);
    const auto& t = w.report.tally(ImportIssue::FractionRounded);
    EXPECT_EQ(t.records, 1);
    EXPECT_EQ(t.examples.at(0).column, 12);
}

TEST(SwfReader, IntegersReadExactlyInEveryFormAndWhatIsNoIntegerIsNamed) {
    // Leading zeros, -0, a negative value, the largest 64-bit value (19 digits) and a tab.
    const auto w = import("007 -0 0 60 4 -25\t-1 4 9223372036854775807 -1 1 1 1 -1 0 -1 -1 -1\n");
    ASSERT_EQ(w.records.size(), 1u);
    EXPECT_EQ(w.records[0][SwfField::JobNumber], 7);
    EXPECT_EQ(w.records[0][SwfField::SubmitTime], 0);
    EXPECT_EQ(w.records[0][SwfField::AverageCpuTime], -25);
    EXPECT_EQ(w.records[0][SwfField::RequestedTime], 9223372036854775807);
    const auto bad = import(
        "1 0 0 60 4 - -1 4 600 -1 1 1 1 -1 0 -1 -1 -1\n"
        "2 0 0 60 4 -1 -1 4 99999999999999999999 -1 1 1 1 -1 0 -1 -1 -1\n"
        "3 0 0 60 4 -1 -1 4 1-2 -1 1 1 1 -1 0 -1 -1 -1\n");
    const auto& t = bad.report.tally(ImportIssue::Malformed);
    ASSERT_EQ(t.records, 3);
    EXPECT_EQ(t.examples[0].value, "field 6 (average cpu time) is not a number: '-'");
    EXPECT_EQ(t.examples[1].value, "field 9 (requested time) is not a number: '99999999999999999999'");
    EXPECT_EQ(t.examples[2].value, "field 9 (requested time) is not a number: '1-2'");
}

TEST(SwfReader, FirstPassesOverEveryJobLineValidOrNot) {
    const std::string text = "; MaxProcs: 8\n" + job_line(1, 0, 0, 1, 10) + "garbage\n" +
                             job_line(3, 2, 5, 1, 10) + job_line(4, 3, 5, 1, 10);
    SwfImportOptions opt;
    opt.first = 2;
    const auto w = import(text, opt);
    ASSERT_EQ(w.jobs.size(), 2u);
    EXPECT_EQ(w.jobs[0].name, "3");
    EXPECT_EQ(w.jobs[0].submit, Time::from_seconds(2));  // not rebased
    EXPECT_EQ(w.report.passed_over, 2);
    EXPECT_EQ(w.report.malformed(), 0);
}

TEST(SwfReader, CountKeepsTheFirstJobsThatImportAndStopsReading) {
    const std::string text = job_line(1, 0, 0, 1, 10) + job_line(2, 1, 5, 1, 10) + job_line(3, 2, 5, 1, 10) +
                             job_line(4, 3, 5, 1, 10);
    SwfImportOptions opt;
    opt.count = 2;
    const auto w = import(text, opt);
    ASSERT_EQ(w.jobs.size(), 2u);
    EXPECT_EQ(w.jobs[1].name, "3");
    EXPECT_TRUE(w.report.stopped_at_count);
    EXPECT_EQ(w.report.records_read, 3);
    EXPECT_EQ(w.report.skipped, 1);
}

TEST(SwfReader, HeaderKeysAreParsedAndEveryLineKept) {
    const auto w = import(
        "; Version: 2.2\n;  MaxNodes: 100\n; MaxProcs:  200\n; UnixStartTime: 843480031\n"
        "; TimeZone: 3600\n; TimeZoneString: Europe/Stockholm\n; Note: kept\n");
    const auto& h = w.header;
    EXPECT_EQ(h.max_nodes, 100);
    EXPECT_EQ(h.max_procs, 200);
    EXPECT_EQ(h.unix_start_time, 843480031);
    EXPECT_EQ(h.time_zone, 3600);
    EXPECT_EQ(h.time_zone_string, "Europe/Stockholm");
    ASSERT_EQ(h.lines.size(), 7u);
    EXPECT_EQ(h.lines[0], " Version: 2.2");
    EXPECT_EQ(h.lines[6], " Note: kept");
    EXPECT_EQ(w.report.header, h);
}

TEST(SwfReader, AHeaderKeyWithABadNumberIsReported) {
    const auto w = import("; MaxProcs: lots\n" + job_line(1, 0, 5, 1, 10));
    EXPECT_FALSE(w.header.max_procs);
    ASSERT_EQ(w.report.header_problems.size(), 1u);
    EXPECT_EQ(w.report.header_problems[0].line, 1);
    EXPECT_EQ(w.report.header_problems[0].value, "MaxProcs: 'lots' is not an integer");
    EXPECT_FALSE(w.report.clean());
}

TEST(SwfReader, MachineSizeComesFromOptionClusterMaxProcsOrMaxNodes) {
    const std::string jobs = job_line(1, 0, 5, 4, 10) + job_line(2, 0, 5, 12, 10);
    EXPECT_EQ(import("; MaxNodes: 8\n" + jobs).jobs.size(), 1u);
    EXPECT_EQ(import("; MaxNodes: 8\n" + jobs).report.machine_procs_from, "header MaxNodes");
    EXPECT_EQ(import("; MaxNodes: 2\n; MaxProcs: 16\n" + jobs).jobs.size(), 2u);
    EXPECT_EQ(import(jobs).jobs.size(), 2u);  // no size known: no limit
    SwfImportOptions opt;
    opt.machine_procs = 3;
    EXPECT_EQ(import("; MaxProcs: 16\n" + jobs, opt).jobs.size(), 0u);
    Cluster cluster;
    Node n;
    n.name = "a";
    n.capacity = Resources::of_procs(4);
    cluster.add_node(n);
    SwfImportOptions with_cluster;
    with_cluster.cluster = &cluster;
    const auto w = import("; MaxProcs: 16\n" + jobs, with_cluster);
    EXPECT_EQ(w.jobs.size(), 1u);
    EXPECT_EQ(w.report.machine_procs, 4);
    EXPECT_EQ(w.report.machine_procs_from, "cluster");
}

TEST(SwfReader, AMappingNamesCredentialsAndPartitionsAreFoundInTheCluster) {
    Cluster cluster;
    const PartitionId batch = cluster.add_partition("batch");
    Node n;
    n.name = "a";
    n.partition = batch;
    n.capacity = Resources::of_procs(64);
    cluster.add_node(n);
    SwfImportOptions opt;
    opt.cluster = &cluster;
    opt.names.users[7] = "alice";
    opt.names.queues[2] = "high";
    opt.names.partitions[1] = "batch";
    Names names;
    const auto w = import_swf_text(swf_line({1, 0, 0, 60, 4, -1, -1, 4, 600, -1, 1, 7, 3, -1, 2, 1}) +
                                       swf_line({2, 0, 0, 60, 4, -1, -1, 4, 600, -1, 1, 8, 3, -1, 0, 5}),
                                   opt, names);
    ASSERT_EQ(w.jobs.size(), 2u);
    EXPECT_EQ(names.name(CredKind::User, w.jobs[0].creds.user()), "alice");
    EXPECT_EQ(names.name(CredKind::User, w.jobs[1].creds.user()), "u8");
    EXPECT_EQ(names.name(CredKind::Class, w.jobs[0].creds.job_class()), "high");
    EXPECT_EQ(w.jobs[0].partition, batch);
    EXPECT_FALSE(w.jobs[1].partition.valid());
    EXPECT_EQ(w.report.tally(ImportIssue::UnknownPartition).records, 1);
    EXPECT_EQ(w.report.tally(ImportIssue::UnknownPartition).examples.at(0).value, "no partition 'p5'");
}

TEST(SwfReader, HeaderQueueLinesCanServeAsTheQueueMapping) {
    const auto first = import("; Queue:  0  interactive\n; Queue:  2  high   \n");
    const auto map = swf_header_id_names(first.header, "Queue");
    ASSERT_EQ(map.size(), 2u);
    EXPECT_EQ(map.at(2), "high");
}

TEST(SwfReader, ToleratesCrlfTabsBlankLinesAndAMissingFinalNewline) {
    const auto w = import(
        "; MaxProcs: 4\r\n\r\n1\t0 0 60 4 -1 -1 4 600 -1 1 1 1 -1 0 -1 -1 -1\r\n"
        "2 0 0 60 4 -1 -1 4 600 -1 1 1 1 -1 0 -1 -1 -1");
    EXPECT_EQ(w.jobs.size(), 2u);
    EXPECT_EQ(w.header.max_procs, 4);
    EXPECT_TRUE(w.report.clean());
}

TEST(SwfReader, ReadsTheFixtureFileAndItsGzipCopyAlike) {
    const auto dir = testing::output_dir() / "swf_reader_test";
    std::filesystem::create_directories(dir);
    const auto gz = dir / "small.swf.gz";
    {
        const std::string text = testing::read_text_file(kData / "small.swf");
        ASSERT_FALSE(text.empty());
        gzFile f = gzopen(gz.c_str(), "wb");
        ASSERT_NE(f, nullptr);
        gzwrite(f, text.data(), static_cast<unsigned>(text.size()));
        gzclose(f);
    }
    Names names;
    SwfImportOptions memory_counts;
    memory_counts.memory_constrains = true;
    const auto plain = import_swf(kData / "small.swf", memory_counts, names);
    const auto zipped = import_swf(gz, memory_counts, names);
    EXPECT_FALSE(plain.report.error);
    EXPECT_FALSE(zipped.report.error);
    EXPECT_EQ(plain.records, zipped.records);
    EXPECT_EQ(plain.header, zipped.header);
    // The fixture: job 3 ran 0 s, job 5 is larger than the 16-proc machine, job 6 has no limit.
    EXPECT_EQ(plain.report.records_read, 6);
    EXPECT_EQ(plain.jobs.size(), 3u);
    EXPECT_EQ(plain.report.tally(ImportIssue::RunTimeNotPositive).examples.at(0).line, 12);
    EXPECT_EQ(plain.report.tally(ImportIssue::ProcsAboveMachine).examples.at(0).line, 14);
    EXPECT_EQ(plain.report.tally(ImportIssue::WalltimeMissing).examples.at(0).line, 15);
    EXPECT_EQ(plain.report.tally(ImportIssue::RunTimeAboveWalltime).records, 1);
    EXPECT_EQ(plain.report.tally(ImportIssue::AllocatedUnknown).imported, 1);
    EXPECT_EQ(plain.jobs[2].request.per_task.memory_mb, 2);
}

// Memory per processor (field 10) constrains placement only where the machine states node memory:
// without a machine, or on one that states none, the request is counted and left out.
TEST(SwfReader, MemoryRequestsAreCountedAndLeftOutWhereTheMachineStatesNoMemory) {
    const std::string line = swf_line({1, 0, 0, 60, 2, -1, -1, 2, 120, 4096, 1, 1, 1, -1, 1, -1, -1, -1});
    Names names;
    const auto bare = import_swf_text(line, {}, names);
    EXPECT_EQ(bare.jobs.at(0).request.per_task.memory_mb, 0);
    EXPECT_EQ(bare.report.memory_requests, 1);
    EXPECT_TRUE(bare.report.memory_ignored());
    EXPECT_NE(render_import_report_text(bare.report).find("--node-memory"), std::string::npos);

    Cluster stated = testing::uniform_cluster(2, Resources::of_procs(2));
    for (const Node& n : stated.nodes()) {
        Resources r = n.capacity;
        r.memory_mb = 8192;
        stated.set_capacity(n.id, r);
    }
    SwfImportOptions opt;
    opt.cluster = &stated;
    const auto kept = import_swf_text(line, opt, names);
    EXPECT_EQ(kept.jobs.at(0).request.per_task.memory_mb, 4);
    EXPECT_FALSE(kept.report.memory_ignored());
}

TEST(SwfReader, AnUnreadableFileIsAnErrorNotACrash) {
    Names names;
    const auto w = import_swf("/nonexistent/dir/none.swf", {}, names);
    ASSERT_TRUE(w.report.error);
    EXPECT_NE(w.report.error->find("cannot open '/nonexistent/dir/none.swf'"), std::string::npos);
    EXPECT_TRUE(w.jobs.empty());
}

TEST(SwfReader, ATruncatedGzipFileKeepsWhatWasReadAndReportsTheError) {
    const auto dir = testing::output_dir() / "swf_reader_test";
    std::filesystem::create_directories(dir);
    std::string text;
    for (int i = 1; i <= 2000; ++i) text += job_line(i, i, 10, 1, 100);
    const auto full = dir / "full.swf.gz";
    gzFile f = gzopen(full.c_str(), "wb");
    ASSERT_NE(f, nullptr);
    gzwrite(f, text.data(), static_cast<unsigned>(text.size()));
    gzclose(f);
    const auto size = std::filesystem::file_size(full);
    const auto cut = dir / "cut.swf.gz";
    std::filesystem::copy_file(full, cut, std::filesystem::copy_options::overwrite_existing);
    std::filesystem::resize_file(cut, size / 2);
    Names names;
    const auto w = import_swf(cut, {}, names);
    ASSERT_TRUE(w.report.error);
    EXPECT_NE(w.report.error->find("decompression failed"), std::string::npos);
    EXPECT_GT(w.jobs.size(), 0u);
    EXPECT_LT(w.jobs.size(), 2000u);
}

}  // namespace
}  // namespace outrigger
