// orsim run --config under the whole policy stack, end to end: the schedule a limit and a standing
// reservation make, every report at --until as text and JSON, FS.<epoch> files with --stats,
// --setres, and a slice of each shared workload under the demo configuration.

#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "captured_run.hpp"
#include "test_names.hpp"
#include "workloads.hpp"

namespace {

namespace fs = std::filesystem;

fs::path data(const char* file) {
    return outrigger::testing::source_dir() / "tests/cli/stack/data" / file;
}
// Outputs are named after the running test: ctest runs this file's tests in parallel processes.
fs::path out(const std::string& file) {
    return outrigger::testing::output_dir() /
           ("cli_stack_" + outrigger::testing::current_test_stem() + "_" + file);
}

using Result = outrigger::testing::CapturedRun;

Result orsim(const std::string& args) {
    return outrigger::testing::run_captured(std::string(ORSIM_PATH) + " " + args, out("stdout.txt"));
}

std::string base_args() {
    return "run --workload " + data("workload.swf").string() + " --cluster " + data("cluster.cfg").string() +
           " --config " + data("maui.cfg").string() + " --schedule " + out("s.csv").string() + " --metrics " +
           out("m.json").string() + " --quiet";
}

// job -> start column of the schedule CSV.
std::map<std::string, std::string> starts(const fs::path& csv) {
    std::ifstream in(csv);
    std::string line;
    std::getline(in, line);
    std::map<std::string, std::string> m;
    while (std::getline(in, line)) {
        std::stringstream ls(line);
        std::string job, submit, start;
        std::getline(ls, job, ',');
        std::getline(ls, submit, ',');
        std::getline(ls, start, ',');
        m[job] = start;
    }
    return m;
}

TEST(CliStack, ConfigLimitsAndReservationsShapeTheSchedule) {
    const Result r = orsim(base_args());
    ASSERT_EQ(r.status, 0) << r.out;
    const auto s = starts(out("s.csv"));
    // Job 1 (u1, group g1) takes n3, the node held for g1 (positive affinity first); job 2 waits
    // for u1's MAXJOB=1 although nodes are free; 3 and 4 fill n0..n2; of 5 (u2) and 6 (u3), u2 has
    // used less when job 3 ends, and job 6 follows when job 4's nodes free up.
    EXPECT_EQ(s.at("1"), "0");
    EXPECT_EQ(s.at("2"), "1000");
    EXPECT_EQ(s.at("3"), "10");
    EXPECT_EQ(s.at("4"), "20");
    EXPECT_EQ(s.at("5"), "510");
    EXPECT_EQ(s.at("6"), "520");
}

TEST(CliStack, EveryReportPrintsAsTextAndJson) {
    struct Case {
        const char* report;
        const char* text;
        const char* schema;
    };
    const Case cases[] = {
        {"diagnose-p", "Weights", "outrigger.diagnose-p/1"},
        {"diagnose-f", "FS Policy: DEDICATEDPS", "outrigger.diagnose-f/1"},
        {"showres", "reservations located", "outrigger.showres/1"},
        {"checkjob:2", "MAXJOB 1 (hard) reached", "outrigger.checkjob/1"},
        {"showq", "Total Jobs:", "outrigger.showq/1"},
        {"showbf", "procs available", "outrigger.showbf/1"},
        {"showstart:4", "Earliest start", "outrigger.showstart/1"},
    };
    for (const Case& c : cases) {
        const Result text = orsim(base_args() + " --until 50 --report " + c.report);
        ASSERT_EQ(text.status, 0) << c.report << "\n" << text.out;
        EXPECT_NE(text.out.find(c.text), std::string::npos) << c.report << "\n" << text.out;
        const Result json = orsim(base_args() + " --until 50 --report " + c.report + " --json");
        ASSERT_EQ(json.status, 0) << c.report << "\n" << json.out;
        const auto j = nlohmann::json::parse(json.out, nullptr, false);
        ASSERT_FALSE(j.is_discarded()) << c.report << "\n" << json.out;
        EXPECT_EQ(j.value("schema", ""), c.schema) << c.report;
    }
    const Result check = orsim(base_args() + " --until 50 --report checkjob:2");
    EXPECT_NE(check.out.find("Priority:"), std::string::npos) << check.out;
    EXPECT_NE(check.out.find("Reservation access:"), std::string::npos) << check.out;
}

TEST(CliStack, StatsDirectoryReceivesFairshareWindows) {
    const fs::path dir = out("stats");
    fs::remove_all(dir);
    const Result r = orsim(base_args() + " --stats " + dir.string());
    ASSERT_EQ(r.status, 0) << r.out;
    std::size_t files = 0;
    for (const auto& e : fs::directory_iterator(dir))
        files += e.path().filename().string().rfind("FS.", 0) == 0;
    EXPECT_GE(files, 2u);
}

TEST(CliStack, SetresAddsAnAdministrativeReservation) {
    // n0..n2 held for user u9 for an hour: only n3 (g1's) remains, so u2's job 3 waits.
    const Result r = orsim(base_args() + " --setres '-u u9 -d 1:00:00 n0,n1,n2'");
    ASSERT_EQ(r.status, 0) << r.out;
    const auto s = starts(out("s.csv"));
    EXPECT_EQ(s.at("1"), "0");
    EXPECT_EQ(s.at("3"), "3600");
    const Result bad = orsim(base_args() + " --setres '-d nonsense n0'");
    EXPECT_EQ(bad.status, 2) << bad.out;
    EXPECT_NE(bad.out.find("--setres"), std::string::npos) << bad.out;
}

class CliStackWorkloads : public ::testing::TestWithParam<const char*> {};

TEST_P(CliStackWorkloads, ReportsPrintForASliceUnderTheDemoConfig) {
    OUTRIGGER_REQUIRE_WORKLOAD(path, GetParam());
    const std::string args =
        "run --workload " + path.string() + " --first 500 --count 2000 --estimate runtime --config " +
        (outrigger::testing::source_dir() / "resources/demo/maui.cfg").string() + " --schedule " +
        out("w.csv").string() + " --metrics " + out("w.json").string() + " --quiet";
    const Result full = orsim(args);
    ASSERT_EQ(full.status, 0) << full.out;
    std::ifstream csv(out("w.csv"));
    std::string first_job;
    std::getline(csv, first_job);
    std::getline(csv, first_job);
    first_job = first_job.substr(0, first_job.find(','));
    const std::string submit = [&] {
        std::ifstream again(out("w.csv"));
        std::string line;
        for (int i = 0; i < 1000 && std::getline(again, line);) ++i;
        std::stringstream ls(line);
        std::string job, s;
        std::getline(ls, job, ',');
        std::getline(ls, s, ',');
        return s;
    }();
    const std::vector<std::string> reports{"diagnose-p", "diagnose-f", "showres", "showq",
                                           "checkjob:" + first_job};
    for (const std::string& report : reports) {
        const Result r = orsim(args + " --until " + submit + " --report " + report);
        EXPECT_EQ(r.status, 0) << report << "\n" << r.out;
        EXPECT_GT(r.out.size(), 40u) << report << "\n" << r.out;
    }
}

INSTANTIATE_TEST_SUITE_P(SharedWorkloads, CliStackWorkloads,
                         ::testing::Values("KTH-SP2-1996-2.1-cln.swf.gz", "SDSC-BLUE-2000-4.2-cln.swf.gz",
                                           "lublin_256.swf.gz"));

}  // namespace
