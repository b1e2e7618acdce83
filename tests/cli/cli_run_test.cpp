// orsim run end to end: small hand-computed expected schedules (workload in, expected per-job
// start times out, in tests/cli/data/<case>/expected_<policy>.txt), output formats, reports and
// usage errors.

#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "captured_run.hpp"
#include "test_names.hpp"
#include "workloads.hpp"

namespace {

namespace fs = std::filesystem;

fs::path data_dir() {
    return outrigger::testing::source_dir() / "tests/cli/data";
}

using Result = outrigger::testing::CapturedRun;

Result orsim(const std::string& args) {
    // One capture file per test: ctest runs the tests of this file in parallel processes.
    return outrigger::testing::run_captured(
        std::string(ORSIM_PATH) + " " + args,
        outrigger::testing::output_dir() / ("orsim_" + outrigger::testing::current_test_stem() + ".txt"));
}

std::vector<std::map<std::string, std::string>> read_csv(const fs::path& p) {
    std::ifstream in(p);
    std::string line;
    std::getline(in, line);
    std::vector<std::string> header;
    std::stringstream hs(line);
    for (std::string c; std::getline(hs, c, ',');) header.push_back(c);
    std::vector<std::map<std::string, std::string>> rows;
    while (std::getline(in, line)) {
        std::map<std::string, std::string> row;
        std::stringstream ls(line);
        std::size_t i = 0;
        std::string c;
        while (i < header.size()) {
            if (!std::getline(ls, c, ',')) c.clear();
            row[header[i++]] = c;
        }
        rows.push_back(row);
    }
    return rows;
}

struct Case {
    std::string name;
    std::string policy;
};

class ExpectedSchedule : public ::testing::TestWithParam<Case> {};

TEST_P(ExpectedSchedule, OrsimRunStartsEveryJobAsExpected) {
    const Case& c = GetParam();
    const fs::path dir = data_dir() / c.name;
    const fs::path csv = outrigger::testing::output_dir() / (c.name + "_" + c.policy + ".csv");
    const fs::path metrics = outrigger::testing::output_dir() / (c.name + "_" + c.policy + ".json");
    const Result r = orsim("run --quiet --workload " + (dir / "workload.swf").string() + " --policy " +
                           c.policy + " --schedule " + csv.string() + " --metrics " + metrics.string());
    ASSERT_EQ(r.status, 0) << r.out;
    const auto rows = read_csv(csv);
    std::ifstream expected(dir / ("expected_" + c.policy + ".txt"));
    ASSERT_TRUE(expected) << "missing expected file";
    std::string line;
    std::size_t checked = 0;
    while (std::getline(expected, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::stringstream ls(line);
        std::string job, start, backfilled;
        ls >> job >> start >> backfilled;
        const auto it =
            std::find_if(rows.begin(), rows.end(), [&](const auto& row) { return row.at("job") == job; });
        ASSERT_NE(it, rows.end()) << "job " << job << " missing from the schedule";
        EXPECT_EQ(it->at("start"), start) << "job " << job;
        EXPECT_EQ(it->at("backfilled"), backfilled) << "job " << job;
        ++checked;
    }
    EXPECT_EQ(checked, rows.size());
}

INSTANTIATE_TEST_SUITE_P(Golden, ExpectedSchedule,
                         ::testing::Values(Case{"five_jobs", "fcfs"}, Case{"five_jobs", "easy"},
                                           Case{"five_jobs", "conservative"}, Case{"abc_story", "easy"}),
                         [](const auto& p) { return p.param.name + "_" + p.param.policy; });

TEST(OrsimRun, ScheduleCsvAndMetricsJsonFollowTheContract) {
    const fs::path csv = outrigger::testing::output_dir() / "contract.csv";
    const fs::path metrics = outrigger::testing::output_dir() / "contract.json";
    const Result r = orsim("run --quiet --workload " + (data_dir() / "five_jobs/workload.swf").string() +
                           " --policy easy --schedule " + csv.string() + " --metrics " + metrics.string());
    ASSERT_EQ(r.status, 0) << r.out;
    std::ifstream in(csv);
    std::string header;
    std::getline(in, header);
    EXPECT_EQ(header,
              "job,submit,start,end,procs,nodes,walltime,runtime,wait,bsld,backfilled,user,group,queue");
    const auto rows = read_csv(csv);
    ASSERT_EQ(rows.size(), 5u);
    // Job 3: submit 2, start 303, runtime 100: wait 301, bsld (301 + 100) / 100.
    EXPECT_EQ(rows[2].at("wait"), "301");
    EXPECT_EQ(rows[2].at("bsld"), "4.0100");
    EXPECT_EQ(rows[2].at("nodes"), "4");
    EXPECT_EQ(rows[2].at("user"), "u3");
    std::ifstream mj(metrics);
    const auto m = nlohmann::json::parse(mj);
    for (const char* key :
         {"jobs", "utilization", "mean_wait_s", "max_wait_s", "mean_bsld", "mean_xfactor", "makespan_s",
          "backfilled_share", "stopped_at_limit", "utilization_series", "queue_length_series"})
        EXPECT_TRUE(m.contains(key)) << key;
    EXPECT_EQ(m["jobs"], 5);
    EXPECT_EQ(m["max_wait_s"], 301);
    EXPECT_EQ(m["makespan_s"], 403);
    EXPECT_DOUBLE_EQ(m["backfilled_share"].get<double>(), 0.4);
    // Delivered: 300 + 200 + 400 + 300 + 50 = 1250 proc-seconds over 4 x 403.
    EXPECT_NEAR(m["utilization"].get<double>(), 1250.0 / (4.0 * 403.0), 1e-12);
    EXPECT_EQ(m["utilization_series"].size(), 1u);
}

TEST(OrsimRun, UntilLeavesUnstartedJobsWithEmptyStartAndPrintsAReport) {
    const fs::path csv = outrigger::testing::output_dir() / "until.csv";
    const fs::path metrics = outrigger::testing::output_dir() / "until.json";
    const std::string base = "run --quiet --workload " + (data_dir() / "five_jobs/workload.swf").string() +
                             " --policy easy --schedule " + csv.string() + " --metrics " + metrics.string() +
                             " --until 50";
    Result r = orsim(base + " --report showq");
    ASSERT_EQ(r.status, 0) << r.out;
    EXPECT_NE(r.out.find("Total Jobs: 5  Active Jobs: 2  Idle Jobs: 3  Blocked Jobs: 0"), std::string::npos)
        << r.out;
    const auto rows = read_csv(csv);
    EXPECT_EQ(rows[1].at("start"), "");
    EXPECT_EQ(rows[1].at("end"), "");
    r = orsim(base + " --report checkjob:2 --json");
    ASSERT_EQ(r.status, 0) << r.out;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["schema"], "outrigger.checkjob/1");
    EXPECT_EQ(j["reservation"]["start"], 100);
    r = orsim(base + " --report showstart:3");
    EXPECT_NE(r.out.find("job 3 requires 4 procs for 0:01:40"), std::string::npos) << r.out;
    r = orsim(base + " --report showbf --json");
    EXPECT_EQ(nlohmann::json::parse(r.out)["schema"], "outrigger.showbf/1");
}

TEST(OrsimRun, CheckjobSaysWhenAJobIsNotSubmittedYetAndWhyAWaitingJobWaitsInWords) {
    const std::string base = "run --quiet --workload " + (data_dir() / "five_jobs/workload.swf").string() +
                             " --policy easy --schedule /dev/null --metrics /dev/null";
    Result r = orsim(base + " --until 2 --report checkjob:5");
    ASSERT_EQ(r.status, 0) << r.out;
    EXPECT_NE(r.out.find("State: NotQueued"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("job is not submitted yet: it arrives in 0:00:02"), std::string::npos) << r.out;
    r = orsim(base + " --until 2 --report checkjob:5 --json");
    EXPECT_EQ(nlohmann::json::parse(r.out)["state"], "NotQueued") << r.out;
    EXPECT_TRUE(nlohmann::json::parse(r.out)["reasons"].empty()) << r.out;
    // Under a configuration (the policy stack's checkjob) it is not said to wait for processors either.
    const fs::path cfg = outrigger::testing::output_dir() / "not_queued_maui.cfg";
    std::ofstream(cfg) << "BACKFILLPOLICY FIRSTFIT\n";
    r = orsim(base + " --config " + cfg.string() + " --until 2 --report checkjob:5");
    ASSERT_EQ(r.status, 0) << r.out;
    EXPECT_NE(r.out.find("job is not submitted yet: it arrives in 0:00:02"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("job cannot run"), std::string::npos) << r.out;
    r = orsim(base + " --until 50 --report checkjob:3");
    ASSERT_EQ(r.status, 0) << r.out;
    const auto at = r.out.find("job cannot run: ");
    ASSERT_NE(at, std::string::npos) << r.out;
    const std::string line = r.out.substr(at, r.out.find('\n', at) - at);
    EXPECT_EQ(line.find('='), std::string::npos) << "a reason in words, not key=value: " << line;
}

TEST(OrsimRun, BadArgumentsExitTwoWithAClearMessage) {
    const std::string w = " --workload " + (data_dir() / "five_jobs/workload.swf").string() +
                          " --schedule /dev/null --metrics /dev/null";
    struct Bad {
        std::string args;
        std::string says;
    };
    for (const Bad& b : {Bad{"run --schedule a --metrics b", "--workload (or --demo) is required"},
                         Bad{"run" + w + " --policy greedy", "--policy 'greedy'"},
                         Bad{"run" + w + " --first -3", "--first '-3'"},
                         Bad{"run" + w + " --estimate soon", "--estimate 'soon'"},
                         Bad{"run" + w + " --poll 0", "--poll '0'"},
                         Bad{"run" + w + " --report showq", "--report needs --until"},
                         Bad{"run" + w + " --until 5 --report checkjob", "--report 'checkjob'"},
                         Bad{"run" + w + " --until 5 --report checkjob:77", "no job 77"},
                         Bad{"run" + w + " --frobnicate", "unknown option '--frobnicate'"},
                         Bad{"run" + w + " --count", "needs a value"}}) {
        const Result r = orsim(b.args);
        EXPECT_EQ(r.status, 2) << b.args << "\n" << r.out;
        EXPECT_NE(r.out.find(b.says), std::string::npos) << b.args << "\n" << r.out;
    }
}

TEST(OrsimRun, UnreadableWorkloadIsAnInputErrorNamingTheFile) {
    const Result r =
        orsim("run --quiet --workload /nonexistent/x.swf --schedule /dev/null --metrics /dev/null");
    EXPECT_EQ(r.status, 1) << r.out;
    EXPECT_NE(r.out.find("/nonexistent/x.swf"), std::string::npos) << r.out;
}

TEST(OrsimRun, AWorkloadWithoutRequestedTimesNeedsAnEstimateRuleEvenWhenQuiet) {
    // Field 9 (requested time) is -1 on every record: nothing may be guessed silently.
    const fs::path swf = outrigger::testing::output_dir() / "no_requested_times.swf";
    std::ofstream(swf) << "; MaxNodes: 4\n"
                          "1 0 -1 100 1 -1 -1 1 -1 -1 1 1 1 -1 1 -1 -1 -1\n"
                          "2 10 -1 200 2 -1 -1 2 -1 -1 1 2 1 -1 1 -1 -1 -1\n";
    const Result r =
        orsim("run --quiet --workload " + swf.string() + " --schedule /dev/null --metrics /dev/null");
    EXPECT_EQ(r.status, 1) << r.out;
    EXPECT_NE(r.out.find("2 record(s) have no requested time"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("--estimate runtime"), std::string::npos) << r.out;
    const Result ok = orsim("run --quiet --estimate runtime --workload " + swf.string() +
                            " --schedule /dev/null --metrics /dev/null");
    EXPECT_EQ(ok.status, 0) << ok.out;
}

TEST(OrsimRun, PollIteratesOnlyOnTheGrid) {
    const fs::path csv = outrigger::testing::output_dir() / "poll.csv";
    const Result r = orsim("run --quiet --workload " + (data_dir() / "five_jobs/workload.swf").string() +
                           " --policy fcfs --poll 60 --schedule " + csv.string() + " --metrics /dev/null");
    ASSERT_EQ(r.status, 0) << r.out;
    for (const auto& row : read_csv(csv)) EXPECT_EQ(std::stoll(row.at("start")) % 60, 0) << row.at("job");
}

}  // namespace
