// orsim import-cluster: a cluster file from Slurm's `sinfo --json`, read back as the machine.

#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "captured_run.hpp"
#include "test_names.hpp"
#include "workloads.hpp"

namespace {

namespace fs = std::filesystem;

using Result = outrigger::testing::CapturedRun;

Result orsim(const std::string& args) {
    return outrigger::testing::run_captured(
        std::string(ORSIM_PATH) + " " + args,
        outrigger::testing::output_dir() / ("orsim_" + outrigger::testing::current_test_stem() + ".txt"));
}

fs::path sinfo_json() {
    return outrigger::testing::source_dir() / "tests/core/service/slurm/data/sinfo.json";
}

TEST(OrsimImportCluster, WritesACheckedClusterFileThatOrsimRunReads) {
    const fs::path cluster =
        outrigger::testing::output_dir() / (outrigger::testing::current_test_stem() + "_cluster.cfg");
    const Result r =
        orsim("import-cluster --sinfo-json " + sinfo_json().string() + " --out " + cluster.string());
    ASSERT_EQ(r.status, 0) << r.out;
    EXPECT_NE(r.out.find("8 nodes, 32 processors"), std::string::npos) << r.out;
    std::ifstream in(cluster);
    std::stringstream text;
    text << in.rdbuf();
    EXPECT_NE(text.str().find("NODECFG[n[1-8]] PARTITION=batch PROCS=4 MEMORY=1000 FEATURES=fast"),
              std::string::npos)
        << text.str();
    // Standard input works the same (sinfo --json | orsim import-cluster --sinfo-json -).
    const Result piped = orsim("import-cluster --sinfo-json - < " + sinfo_json().string());
    ASSERT_EQ(piped.status, 0) << piped.out;
    EXPECT_NE(piped.out.find("NODECFG[n[1-8]]"), std::string::npos);
}

TEST(OrsimImportCluster, SaysWhatIsWrongWithItsInput) {
    const Result missing = orsim("import-cluster");
    EXPECT_EQ(missing.status, 2);
    EXPECT_NE(missing.out.find("--sinfo-json FILE|- is required"), std::string::npos) << missing.out;
    const Result bad = orsim("import-cluster --sinfo-json - < /dev/null");
    EXPECT_EQ(bad.status, 1);
    EXPECT_NE(bad.out.find("standard input: sinfo --json: not a JSON document"), std::string::npos)
        << bad.out;
}

}  // namespace
