// diagnose -f: configuration, per-window totals, per-credential targets, usage and usage%.

#include "policy/fairshare/diagnose_f.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

namespace outrigger {
namespace {

class DiagnoseFairshare : public ::testing::Test {
  protected:
    void SetUp() override {
        settings.policy = FsPolicy::DedicatedPS;
        settings.interval = Duration::hours(12);
        settings.depth = 4;
        settings.decay = 0.5;
        john[CredKind::User] = names.intern(CredKind::User, "John");
        other[CredKind::User] = names.intern(CredKind::User, "mary");
        creds.by_kind[index(CredKind::User)]["John"].fstarget = FsTarget{25, FsTargetType::Ceiling};
        creds.by_kind[index(CredKind::User)]["mary"].fstarget = FsTarget{40, FsTargetType::CapRelative};
        // The John example, oldest window first.
        const double johns[] = {50, 10, 0, 60};
        const double totals[] = {150, 100, 125, 110};
        for (int i = 0; i < 4; ++i) {
            if (i > 0) ledger.roll(Time::from_seconds(i * 43200));
            ledger.charge(john, johns[i], Time::from_seconds(i * 43200));
            ledger.charge(other, totals[i] - johns[i], Time::from_seconds(i * 43200));
        }
    }
    FsReport report() const {
        const auto snap = FairshareSnapshot::build(settings, ledger.windows(), creds, names);
        return build_fs_report(settings, ledger, snap, names);
    }
    FairshareSettings settings;
    Names names;
    CredentialSettings creds;
    Credentials john, other;
    FairshareLedger ledger{Duration::hours(12), 4, Time::from_seconds(0)};
};

TEST_F(DiagnoseFairshare, ReportCarriesWindowsTargetsAndUsage) {
    const FsReport r = report();
    ASSERT_EQ(r.windows.size(), 4U);
    EXPECT_DOUBLE_EQ(r.windows[0].total, 110);
    EXPECT_DOUBLE_EQ(r.windows[3].weight, 0.125);
    EXPECT_DOUBLE_EQ(r.decayed_total, 216.25);
    const auto& users = r.rows[index(CredKind::User)];
    ASSERT_EQ(users.size(), 2U);
    EXPECT_EQ(users[0].name, "John");
    EXPECT_DOUBLE_EQ(users[0].usage_percent, 68.75 / 216.25 * 100);
    EXPECT_EQ(users[0].window_usage, (std::vector<double>{60, 0, 10, 50}));
    EXPECT_TRUE(users[1].blocked);  // mary: 147.5 of 216.25 is over her 40% cap
}

TEST_F(DiagnoseFairshare, TextShowsSettingsWindowsAndCredentials) {
    const std::string text = render_fs_report(report());
    EXPECT_NE(text.find("Depth: 4 intervals   Interval Length: 12:00:00   Decay Rate: 0.50"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("FS Policy: DEDICATEDPS"), std::string::npos);
    EXPECT_NE(text.find("FSWeight"), std::string::npos);
    EXPECT_NE(text.find("      1.0000       0.5000       0.2500       0.1250"), std::string::npos) << text;
    EXPECT_NE(
        text.find("TotalUsage       100.00   -------      110.000      125.000      100.000      150.000"),
        std::string::npos)
        << text;
    EXPECT_NE(text.find("USER\n-------------\nJohn              31.79       25-       60.000        0.000    "
                        "   10.000       50.000"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("mary*             68.21       40%"), std::string::npos);
}

TEST_F(DiagnoseFairshare, JsonIsVersioned) {
    const auto j = fs_report_json(report());
    EXPECT_EQ(j["schema"], "outrigger.diagnose-f/1");
    EXPECT_EQ(j["policy"], "DEDICATEDPS");
    EXPECT_EQ(j["interval_s"], 43200);
    EXPECT_EQ(j["depth"], 4);
    EXPECT_EQ(j["windows"].size(), 4U);
    ASSERT_EQ(j["credentials"].size(), 2U);
    EXPECT_EQ(j["credentials"][0]["type"], "User");
    EXPECT_EQ(j["credentials"][0]["target"]["type"], "ceiling");
    EXPECT_EQ(j["credentials"][0]["target"]["text"], "25-");
    EXPECT_EQ(j["credentials"][1]["blocked"], true);
}

}  // namespace
}  // namespace outrigger
