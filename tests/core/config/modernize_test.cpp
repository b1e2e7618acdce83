// --modernize rewrites the Maui 3.0 forms in place and keeps every other byte; the rewrite builds
// the same configuration as the original; every legacy text of these tests survives a load and
// save unchanged.

#include "config/modernize.hpp"

#include <gtest/gtest.h>

#include <string>

#include "config/typed_config.hpp"
#include "config_test_support.hpp"

namespace outrigger {
namespace {

Modernized modernized(const std::string& text) {
    return modernize(ConfigDocument::parse(text, "maui.cfg"));
}

TEST(Modernize, StandingReservationLinesBecomeSrcfgLinesInPlace) {
    const std::string legacy =
        "# prime time\n"
        "SRNAME[1]      primetime   # the name goes, its comment stays\n"
        "  SRSTARTTIME[1] 08:00:00  # start\n"
        "SRDAYS[1]      MON  TUE WED\n"
        "RESERVATIONDEPTH 2\n"
        "SRUSERLIST[1] alice bob";
    const Modernized m = modernized(legacy);
    EXPECT_EQ(m.text,
              "# prime time\n"
              "   # the name goes, its comment stays\n"
              "  SRCFG[primetime] STARTTIME=08:00:00  # start\n"
              "SRCFG[primetime] DAYS=MON,TUE,WED\n"
              "RESERVATIONDEPTH 2\n"
              "SRCFG[primetime] USERLIST=alice,bob");
    EXPECT_EQ(m.rewritten, 3U);
    EXPECT_EQ(m.removed, 1U);
}

TEST(Modernize, ThrottlingPairsBecomeOneDefaultLimitAtThePairsLastLine) {
    const std::string legacy =
        "MAXJOBPERUSERPOLICY ON\r\n"
        "MAXJOBPERUSERCOUNT 4\r\n"
        "# soft limit\r\n"
        "SMAXJOBPERUSERCOUNT 2\r\n"
        "MAXPROCPERGROUPCOUNT 64 # groups\r\n"
        "MAXNODEPERUSERPOLICY OFF\r\n"
        "MAXNODEPERUSERCOUNT 8\r\n";
    EXPECT_EQ(modernized(legacy).text,
              "# soft limit\r\n"
              "USERCFG[DEFAULT] MAXJOB=2,4\r\n"
              "GROUPCFG[DEFAULT] MAXPROC=64 # groups\r\n"
              "MAXNODEPERUSERPOLICY OFF\r\n"
              "MAXNODEPERUSERCOUNT 8\r\n");
}

TEST(Modernize, RemovedLinesAtTheEndOfAFileWithoutAFinalNewlineKeepItWithout) {
    EXPECT_EQ(modernized("FSWEIGHT 1\nSRNAME[1] a\nMAXJOBPERUSERPOLICY ON").text, "FSWEIGHT 1");
    EXPECT_EQ(modernized("FSWEIGHT 1\nSRNAME[1] a\nMAXJOBPERUSERPOLICY ON\n").text, "FSWEIGHT 1\n");
    EXPECT_EQ(modernized("FSWEIGHT 1\r\nSRNAME[1] a").text, "FSWEIGHT 1");
}

TEST(Modernize, QosFormsAndOldValuesAreRewritten) {
    EXPECT_EQ(
        modernized("QOSNAME[1] high\nQOSPRIORITY[1] 100\nQOSFLAGS[1] IGNUSER NOBF\nFSPOLICY PSDEDICATED%\n")
            .text,
        "QOSCFG[high] PRIORITY=100\nQOSCFG[high] FLAGS=IGNUSER,NOBF\nFSPOLICY DEDICATEDPS%\n");
}

TEST(Modernize, AFileWithoutLegacyFormsIsUnchangedByteForByte) {
    for (const char* name : {"data/guide_examples.cfg", "data/weekly.cfg", "golden/binary_and_broken.cfg",
                             "golden/continuations_and_unknown.cfg", "golden/crlf_no_final_newline.cfg"}) {
        const std::string bytes = test::read_bytes(test::config_test_dir() / name);
        const Modernized m = modernized(bytes);
        EXPECT_EQ(m.text, bytes) << name;
        EXPECT_EQ(m.rewritten + m.removed, 0U) << name;
    }
}

// The legacy texts of the config tests: each loads and saves byte for byte, its rewrite has no
// legacy line left and no error the original did not have, and builds the same reservations and
// limits.
TEST(Modernize, LegacyConfigsRoundTripAndTheirRewriteBuildsTheSameConfig) {
    const std::string sr =
        "SRNAME[1] pm\nSRSTARTTIME[1] 08:00:00\nSRENDTIME[1] 17:00:00\nSRDAYS[1] MON TUE\n"
        "SRTASKCOUNT[1] 16\nSRMAXTIME[1] 2:00:00\nSRUSERLIST[1] alice bob\nSRRESOURCES[1] PROCS=2 MEM=512\n";
    const std::string throttle =
        "MAXJOBPERUSERCOUNT 4\nSMAXJOBPERUSERCOUNT 2\nMAXPROCPERGROUPCOUNT 64\nMAXJOBQUEUEDPERUSERCOUNT 3\n";
    const std::string qos = "QOSNAME[1] high\nQOSPRIORITY[1] 100\nQOSQTWEIGHT[1] 5\nQOSTARGETXF[1] 1.5\n";
    for (const std::string& text : {sr, throttle, qos, sr + throttle + qos}) {
        const ConfigDocument doc = ConfigDocument::parse(text, "maui.cfg");
        EXPECT_EQ(doc.bytes(), text);
        const std::string rewritten = modernize(doc).text;
        const ConfigDocument modern = ConfigDocument::parse(rewritten, "maui.cfg");
        EXPECT_EQ(modern.bytes(), rewritten);
        for (const ConfigEntry& e : modern.entries())
            EXPECT_NE(e.info ? e.info->usage : Usage::Used, Usage::Legacy) << e.written;
        const TypedConfig a = build_config(doc);
        const TypedConfig b = build_config(modern);
        EXPECT_FALSE(a.has_errors());
        EXPECT_FALSE(b.has_errors()) << rewritten;
        ASSERT_EQ(a.config.standing_reservations.size(), b.config.standing_reservations.size());
        for (std::size_t i = 0; i < a.config.standing_reservations.size(); ++i) {
            const auto& x = a.config.standing_reservations[i];
            const auto& y = b.config.standing_reservations[i];
            EXPECT_EQ(x.name, y.name);
            EXPECT_EQ(x.acl, y.acl);
            EXPECT_EQ(x.days, y.days);
            EXPECT_EQ(x.start_time, y.start_time);
            EXPECT_EQ(x.end_time, y.end_time);
            EXPECT_EQ(x.task_count, y.task_count);
            EXPECT_EQ(x.task.procs, y.task.procs);
            EXPECT_EQ(x.task.memory_mb, y.task.memory_mb);
        }
        for (std::size_t k = 0; k < kCredKinds; ++k) {
            const auto& ma = a.config.credentials.by_kind[k];
            const auto& mb = b.config.credentials.by_kind[k];
            ASSERT_EQ(ma.size(), mb.size());
            for (const auto& [name, cfg] : ma) {
                ASSERT_TRUE(mb.contains(name)) << name;
                EXPECT_EQ(cfg.limits, mb.at(name).limits) << name;
                EXPECT_EQ(cfg.priority, mb.at(name).priority) << name;
                EXPECT_EQ(cfg.qt_weight, mb.at(name).qt_weight) << name;
                EXPECT_EQ(cfg.xf_target, mb.at(name).xf_target) << name;
            }
        }
    }
}

// A whole site file of Maui 3.0 days: it checks without errors, and its rewrite is the golden
// file beside it, which checks without errors and without a legacy line left but the two of
// the limit its POLICY turns off.
TEST(Modernize, ASiteFileOfMaui30DaysBecomesItsGoldenRewrite) {
    std::string error;
    const auto doc = ConfigDocument::load(test::config_test_dir() / "data/maui30_site.cfg", error);
    ASSERT_TRUE(doc) << error;
    const TypedConfig legacy = build_config(*doc);
    for (const Diagnostic& d : legacy.diagnostics)
        EXPECT_NE(d.severity, Diagnostic::Severity::Error) << format_diagnostic(d);
    const std::string expected = test::read_bytes(test::config_test_dir() / "data/maui30_site.modern.cfg");
    EXPECT_EQ(modernize(*doc).text, expected);
    const TypedConfig modern = build_config(ConfigDocument::parse(expected, "maui30_site.modern.cfg"));
    std::vector<std::string> left;
    for (const Diagnostic& d : modern.diagnostics) {
        EXPECT_NE(d.severity, Diagnostic::Severity::Error) << format_diagnostic(d);
        if (d.message.find("Maui 3.0 form") != std::string::npos)
            left.push_back(d.message.substr(0, d.message.find(' ')));
    }
    EXPECT_EQ(left, (std::vector<std::string>{"MAXNODEPERUSERPOLICY", "MAXNODEPERUSERCOUNT"}));
    ASSERT_EQ(legacy.config.standing_reservations.size(), 1U);
    ASSERT_EQ(modern.config.standing_reservations.size(), 1U);
    const auto& a = legacy.config.standing_reservations[0];
    const auto& b = modern.config.standing_reservations[0];
    EXPECT_EQ(a.name, "primetime");
    EXPECT_EQ(a.host_list, (std::vector<std::string>{"node01", "node02", "node03", "node04"}));
    EXPECT_EQ(a.host_list, b.host_list);
    EXPECT_EQ(a.acl, b.acl);
    EXPECT_EQ(a.days, b.days);
    EXPECT_EQ(a.depth, b.depth);
    EXPECT_EQ(a.task_count, b.task_count);
    EXPECT_EQ(legacy.config.credentials.find_default(CredKind::User)->limits,
              modern.config.credentials.find_default(CredKind::User)->limits);
    EXPECT_EQ(legacy.config.credentials.find(CredKind::Qos, "high")->flags,
              modern.config.credentials.find(CredKind::Qos, "high")->flags);
    EXPECT_EQ(legacy.config.fairshare.policy, FsPolicy::DedicatedPS);
    EXPECT_EQ(modern.config.fairshare.policy, FsPolicy::DedicatedPS);
}

}  // namespace
}  // namespace outrigger
