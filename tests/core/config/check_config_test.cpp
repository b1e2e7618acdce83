// orsim check-config end to end, through the command function the orsim table calls.

#include <gtest/gtest.h>

#include <array>
#include <filesystem>
#include <fstream>

#include "config_test_support.hpp"
#include "orsim_commands.hpp"

namespace outrigger {
namespace {

struct Run {
    int status = 0;
    std::string out;
    std::string err;
};

Run run(std::vector<std::string_view> args) {
    ::testing::internal::CaptureStdout();
    ::testing::internal::CaptureStderr();
    Run r;
    r.status = cli::check_config(cli::Args(args));
    std::fflush(stdout);
    std::fflush(stderr);
    r.out = ::testing::internal::GetCapturedStdout();
    r.err = ::testing::internal::GetCapturedStderr();
    return r;
}

std::filesystem::path write_temp(std::string_view name, std::string_view text) {
    const auto p = std::filesystem::temp_directory_path() / name;
    std::ofstream(p, std::ios::binary) << text;
    return p;
}

TEST(CheckConfig, CleanFileExitsZero) {
    const auto p = write_temp("outrigger-check-clean.cfg", "FSWEIGHT 10\nBACKFILLPOLICY FIRSTFIT\n");
    const auto r = run({p.c_str()});
    EXPECT_EQ(r.status, 0) << r.out << r.err;
    EXPECT_TRUE(r.out.empty());
}

TEST(CheckConfig, WarningsAndNotesAloneExitZero) {
    const auto p = write_temp("outrigger-check-warn.cfg", "LOGLEVEL 3\nBFCHUNKDURATION 30:00\n");
    const auto r = run({p.c_str()});
    EXPECT_EQ(r.status, 0);
    EXPECT_NE(r.out.find(":1:1: note: LOGLEVEL is a Maui parameter"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(":2:17: warning: '30:00'"), std::string::npos) << r.out;
}

TEST(CheckConfig, ErrorsArePrintedWithPositionAndSuggestionAndExitOne) {
    const auto p = write_temp("outrigger-check-err.cfg", "# x\nFSDECAI 0.5\nFSWEIGHT x\n");
    const auto r = run({p.c_str()});
    EXPECT_EQ(r.status, 1);
    EXPECT_NE(r.out.find(p.string() +
                         ":2:1: error: unknown parameter 'FSDECAI'; the line is kept but has no effect "
                         "[did you mean 'FSDECAY'?]\n"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find(p.string() + ":3:10: error: expected a number for FSWEIGHT, found 'x'\n"),
              std::string::npos)
        << r.out;
}

TEST(CheckConfig, WriteSavesTheDocumentByteForByteEvenWithErrors) {
    const std::string text = "FSDECAI 0.5\r\n\tUSERCFG[a] MAXJOB=2   \r\n# end";
    const auto in = write_temp("outrigger-check-in.cfg", text);
    const auto out = std::filesystem::temp_directory_path() / "outrigger-check-out.cfg";
    std::filesystem::remove(out);
    const auto r = run({in.c_str(), "--write", out.c_str()});
    EXPECT_EQ(r.status, 1);
    EXPECT_EQ(test::read_bytes(out), text);
    std::filesystem::remove(out);
}

TEST(CheckConfig, ModernizeWritesTheModernFormsAndKeepsEveryOtherByte) {
    const std::string text =
        "# site config, 2004\r\nSRNAME[0] primetime # 16 procs, short jobs\r\nSRTASKCOUNT[0] 16\r\n"
        "SRMAXTIME[0] 2:00:00\r\nMAXJOBPERUSERCOUNT 4\r\nFSWEIGHT 10\r\nQOSPRIORITY[high] 100";
    const auto in = write_temp("outrigger-check-legacy.cfg", text);
    const auto out = std::filesystem::temp_directory_path() / "outrigger-check-modern.cfg";
    std::filesystem::remove(out);
    const auto r = run({in.c_str(), "--modernize", "--write", out.c_str()});
    EXPECT_EQ(r.status, 0) << r.out << r.err;
    EXPECT_NE(r.out.find(in.string() + ":3:1: note: SRTASKCOUNT is a Maui 3.0 form"), std::string::npos)
        << r.out;
    EXPECT_NE(r.err.find("4 legacy line(s) rewritten, 1 removed"), std::string::npos) << r.err;
    EXPECT_EQ(test::read_bytes(out),
              "# site config, 2004\r\n # 16 procs, short jobs\r\n"
              "SRCFG[primetime] TASKCOUNT=16\r\nSRCFG[primetime] MAXTIME=2:00:00\r\n"
              "USERCFG[DEFAULT] MAXJOB=4\r\nFSWEIGHT 10\r\nQOSCFG[high] PRIORITY=100");
    // The rewrite checks clean and has nothing left to modernize.
    const auto again = run({out.c_str()});
    EXPECT_EQ(again.status, 0) << again.out;
    EXPECT_EQ(again.out.find("Maui 3.0 form"), std::string::npos) << again.out;
    std::filesystem::remove(out);
}

TEST(CheckConfig, UnreadableFileIsAnError) {
    const auto r = run({"/nonexistent/maui.cfg"});
    EXPECT_EQ(r.status, 1);
    EXPECT_NE(r.err.find("cannot open"), std::string::npos);
}

TEST(CheckConfig, UsageErrorsExitTwo) {
    EXPECT_EQ(run({}).status, 2);
    EXPECT_EQ(run({"a.cfg", "b.cfg"}).status, 2);
    EXPECT_EQ(run({"a.cfg", "--write"}).status, 2);
    EXPECT_NE(run({"a.cfg", "--modernize"}).err.find("--modernize needs --write OUT"), std::string::npos);
    const auto r = run({"a.cfg", "--frobnicate"});
    EXPECT_EQ(r.status, 2);
    EXPECT_NE(r.err.find("unknown option '--frobnicate'"), std::string::npos);
    EXPECT_NE(r.err.find("usage: orsim check-config"), std::string::npos);
    EXPECT_EQ(run({"--help"}).status, 0);
}

}  // namespace
}  // namespace outrigger
