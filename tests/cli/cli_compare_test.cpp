// orsim compare end to end: each side is what orsim run gives for its config (the same metrics
// JSON, number for number), on a generated workload and on a slice of it; the CSV; and a clear
// usage error for every bad argument.

#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "captured_run.hpp"
#include "test_names.hpp"
#include "workloads.hpp"

namespace {

namespace fs = std::filesystem;

using Result = outrigger::testing::CapturedRun;

fs::path out_path(const std::string& suffix) {
    return outrigger::testing::output_dir() / ("compare_" + outrigger::testing::current_test_stem() + suffix);
}

Result orsim(const std::string& args) {
    return outrigger::testing::run_captured(std::string(ORSIM_PATH) + " " + args, out_path("_out.txt"));
}

nlohmann::json read_json(const fs::path& p) {
    std::ifstream in(p);
    return nlohmann::json::parse(in);
}

fs::path write(const std::string& suffix, const std::string& text) {
    const fs::path p = out_path(suffix);
    std::ofstream(p) << text;
    return p;
}

// A: fairshare, EASY backfill and a per-user limit; B: the same with FSWEIGHT ten times larger
// and conservative reservations.
const std::string kConfigA =
    "QUEUETIMEWEIGHT 1\nXFACTORWEIGHT 10\nFSWEIGHT 5\nFSUSERWEIGHT 10\n"
    "FSPOLICY DEDICATEDPS\nFSINTERVAL 12:00:00\nFSDEPTH 4\nFSDECAY 0.8\n"
    "USERCFG[DEFAULT] FSTARGET=10 MAXJOB=6\n";
const std::string kConfigB = kConfigA + "FSWEIGHT 50\nRESERVATIONPOLICY HIGHEST\nRESERVATIONDEPTH[0] 8\n";

struct Files {
    fs::path swf, a, b;
};

Files generated_inputs() {
    Files f{out_path(".swf"), write("_a.cfg", kConfigA), write("_b.cfg", kConfigB)};
    const Result g =
        orsim("generate --jobs 300 --nodes 8 --procs-per-node 4 --load 0.95 --seed 5 --users 10 --out " +
              f.swf.string());
    EXPECT_EQ(g.status, 0) << g.out;
    return f;
}

void expect_sides_equal_runs(const Files& f, const std::string& slice) {
    const fs::path ma = out_path("_run_a.json"), mb = out_path("_run_b.json"), mc = out_path("_cmp.json");
    const fs::path sched = out_path("_sched.csv"), csv = out_path("_cmp.csv");
    for (const auto& [cfg, metrics] : {std::pair{f.a, ma}, std::pair{f.b, mb}}) {
        const Result r =
            orsim("run --quiet --workload " + f.swf.string() + slice + " --config " + cfg.string() +
                  " --schedule " + sched.string() + " --metrics " + metrics.string());
        ASSERT_EQ(r.status, 0) << r.out;
    }
    const Result c =
        orsim("compare --quiet --workload " + f.swf.string() + slice + " --config-a " + f.a.string() +
              " --config-b " + f.b.string() + " --metrics " + mc.string() + " --csv " + csv.string());
    ASSERT_EQ(c.status, 0) << c.out;
    const nlohmann::json run_a = read_json(ma), run_b = read_json(mb), cmp = read_json(mc);
    EXPECT_EQ(cmp.at("runs").at("a").at(0), run_a);
    EXPECT_EQ(cmp.at("runs").at("b").at(0), run_b);
    EXPECT_NE(run_a, run_b) << "the two configs should schedule differently";
    // The table's numbers are the runs' numbers.
    for (const auto& m : cmp.at("metrics")) {
        const std::string key = m.at("key");
        for (const char* same : {"mean_wait_s", "max_wait_s", "mean_bsld", "mean_xfactor", "utilization",
                                 "makespan_s", "backfilled_share", "started", "rejected"})
            if (key == same) {
                EXPECT_DOUBLE_EQ(m.at("a").get<double>(), run_a.at(key).get<double>()) << key;
                EXPECT_DOUBLE_EQ(m.at("b").get<double>(), run_b.at(key).get<double>()) << key;
            }
    }
    EXPECT_EQ(cmp.at("digests").at("algorithm"), "SHA-256");
    ASSERT_EQ(cmp.at("config_diff").size(), 3u);
    EXPECT_EQ(cmp.at("config_diff").at(0).at("parameter"), "FSWEIGHT");
    // stdout has the table; the CSV every row.
    EXPECT_NE(c.out.find("Mean wait (s)"), std::string::npos) << c.out;
    std::ifstream in(csv);
    std::string header;
    std::getline(in, header);
    EXPECT_EQ(header,
              "section,key,label,a,b,delta,delta_percent,better,a_min,a_median,a_max,b_min,b_median,b_max");
}

TEST(OrsimCompare, EachSideIsWhatOrsimRunGivesForItsConfig) {
    expect_sides_equal_runs(generated_inputs(), "");
}

TEST(OrsimCompare, ASliceOfTheLogIsTheSliceOrsimRunReplays) {
    expect_sides_equal_runs(generated_inputs(), " --first 40 --count 150");
}

// The demo's workload (12,000 generated jobs) under two light configs: EASY backfill against none.
TEST(OrsimCompare, OnTheDemoEachSideIsWhatOrsimRunDemoGives) {
    const fs::path a = write("_a.cfg", "# Maui's defaults\n"), b = write("_b.cfg", "BACKFILLPOLICY NONE\n");
    const fs::path ma = out_path("_run_a.json"), mb = out_path("_run_b.json"), mc = out_path("_cmp.json");
    const fs::path sched = out_path("_sched.csv");
    for (const auto& [cfg, metrics] : {std::pair{a, ma}, std::pair{b, mb}}) {
        const Result r = orsim("run --quiet --demo --config " + cfg.string() + " --schedule " +
                               sched.string() + " --metrics " + metrics.string());
        ASSERT_EQ(r.status, 0) << r.out;
    }
    const Result c = orsim("compare --quiet --demo --config-a " + a.string() + " --config-b " + b.string() +
                           " --metrics " + mc.string());
    ASSERT_EQ(c.status, 0) << c.out;
    const nlohmann::json cmp = read_json(mc);
    EXPECT_EQ(cmp.at("runs").at("a").at(0), read_json(ma));
    EXPECT_EQ(cmp.at("runs").at("b").at(0), read_json(mb));
    EXPECT_EQ(cmp.at("seeds"), nlohmann::json::array({20240101}));
}

// Several seeds of the demo's load on a machine of one's own: one replica per seed, each with its
// own workload digest, and every metric with its spread.
TEST(OrsimCompare, DemoSeedsGiveOneReplicaEachAndASpreadPerMetric) {
    const fs::path a = write("_a.cfg", "# Maui's defaults\n"), b = write("_b.cfg", "BACKFILLPOLICY NONE\n");
    const fs::path cluster = write("_cluster.cfg", "NODECFG[n1] PROCS=4\nNODECFG[n2] PROCS=4\n");
    const fs::path mc = out_path("_cmp.json"), csv = out_path("_cmp.csv");
    const Result c =
        orsim("compare --quiet --demo --seeds 3 --cluster " + cluster.string() + " --config-a " + a.string() +
              " --config-b " + b.string() + " --metrics " + mc.string() + " --csv " + csv.string());
    ASSERT_EQ(c.status, 0) << c.out;
    const nlohmann::json cmp = read_json(mc);
    EXPECT_EQ(cmp.at("seeds"), nlohmann::json::array({20240101, 20240102, 20240103}));
    EXPECT_EQ(cmp.at("runs").at("a").size(), 3u);
    const auto& digests = cmp.at("digests").at("workload");
    ASSERT_EQ(digests.size(), 3u);
    EXPECT_NE(digests.at(0), digests.at(1));
    for (const auto& m : cmp.at("metrics")) {
        const auto& s = m.at("spread_a");
        EXPECT_LE(s.at("min").get<double>(), s.at("median").get<double>()) << m.at("key");
        EXPECT_LE(s.at("median").get<double>(), s.at("max").get<double>()) << m.at("key");
        EXPECT_EQ(m.at("a").get<double>(), s.at("median").get<double>()) << m.at("key");
    }
    const auto& wait = cmp.at("metrics").at(0);
    EXPECT_LT(wait.at("spread_a").at("min").get<double>(), wait.at("spread_a").at("max").get<double>());
    EXPECT_NE(c.out.find("medians over 3 seeds"), std::string::npos) << c.out;
}

TEST(OrsimCompare, EveryBadArgumentGetsAUsageErrorNamingIt) {
    const Files f{out_path(".swf"), write("_a.cfg", kConfigA), write("_b.cfg", kConfigB)};
    std::ofstream(f.swf) << "; MaxNodes: 1\n; MaxProcs: 1\n1 0 -1 10 1 -1 -1 1 10 -1 1 1 1 -1 1 -1 -1 -1\n";
    const std::string both = " --config-a " + f.a.string() + " --config-b " + f.b.string();
    const std::string metrics = " --metrics " + out_path(".json").string();
    const std::string log = " --workload " + f.swf.string();
    struct Case {
        std::string args;
        std::string says;
    };
    const Case cases[] = {
        {log + " --seeds 3" + both + metrics, "--seeds applies to --demo"},
        {" --demo --seeds 0" + both + metrics, "--seeds '0'"},
        {" --demo --seeds many" + both + metrics, "--seeds 'many'"},
        {" --demo" + log + both + metrics, "drop --workload"},
        {" --demo --count 5" + both + metrics,
         "--first, --count, --estimate and --node-memory apply to --workload"},
        {both + metrics, "--workload (or --demo) is required"},
        {log + " --config-a " + f.a.string() + metrics, "--config-b is required"},
        {log + " --config-b " + f.b.string() + metrics, "--config-a is required"},
        {log + both, "--metrics is required"},
        {log + " --config " + f.a.string() + metrics, "give --config-a and --config-b"},
        {log + both + metrics + " --count 0", "--count '0'"},
        {log + both + metrics + " --first -1", "--first '-1'"},
        {log + both + metrics + " --estimate soon", "--estimate 'soon'"},
        {log + both + metrics + " --node-memory 0", "--node-memory '0'"},
        {log + both + metrics + " --policy easy", "unknown option '--policy'"},
        {log + both + " --metrics", "option '--metrics' needs a value"},
    };
    for (const Case& c : cases) {
        const Result r = orsim("compare" + c.args);
        EXPECT_EQ(r.status, 2) << c.args << "\n" << r.out;
        EXPECT_EQ(r.out.rfind("orsim compare: ", 0), 0u) << r.out;
        EXPECT_NE(r.out.find(c.says), std::string::npos) << c.args << "\n" << r.out;
        EXPECT_NE(r.out.find("usage: orsim compare"), std::string::npos);
    }
    // Inputs that cannot be read: status 1 and the file named.
    const Result no_cfg =
        orsim("compare" + log + " --config-a /nonexistent/a.cfg --config-b " + f.b.string() + metrics);
    EXPECT_EQ(no_cfg.status, 1);
    EXPECT_NE(no_cfg.out.find("--config-a"), std::string::npos) << no_cfg.out;
    EXPECT_NE(no_cfg.out.find("/nonexistent/a.cfg"), std::string::npos) << no_cfg.out;
    const Result no_log = orsim("compare --workload /nonexistent/log.swf" + both + metrics);
    EXPECT_EQ(no_log.status, 1);
    EXPECT_NE(no_log.out.find("/nonexistent/log.swf"), std::string::npos) << no_log.out;
    const Result help = orsim("compare --help");
    EXPECT_EQ(help.status, 0);
    EXPECT_NE(help.out.find("--seeds N"), std::string::npos);
}

}  // namespace
