// A diagnose -f report read back from its JSON, and recomputed under another FSDECAY, a smaller
// FSDEPTH or another target: the numbers diagnose -f gives for the same windows under those
// parameters.

#include "policy/fairshare/report_whatif.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "policy/fairshare/ledger.hpp"
#include "policy/fairshare/report_projection.hpp"
#include "policy/fairshare/snapshot.hpp"

namespace outrigger {
namespace {

class FairshareWhatIf : public ::testing::Test {
  protected:
    void SetUp() override {
        settings.policy = FsPolicy::DedicatedPS;
        settings.interval = Duration::hours(12);
        settings.depth = 4;
        settings.decay = 0.5;
        john[CredKind::User] = names.intern(CredKind::User, "John");
        other[CredKind::User] = names.intern(CredKind::User, "mary");
        creds.by_kind[index(CredKind::User)]["John"].fstarget = FsTarget{25, FsTargetType::Target};
        creds.by_kind[index(CredKind::User)]["mary"].fstarget = FsTarget{40, FsTargetType::CapRelative};
        // The guide's John example (6.3.2.3), oldest window first.
        const double johns[] = {50, 10, 0, 60};
        const double totals[] = {150, 100, 125, 110};
        for (int i = 0; i < 4; ++i) {
            if (i > 0) ledger.roll(Time::from_seconds(i * 43200));
            ledger.charge(john, johns[i], Time::from_seconds(i * 43200));
            ledger.charge(other, totals[i] - johns[i], Time::from_seconds(i * 43200));
        }
    }
    FsReport report(const FairshareSettings& s) const {
        const auto snap = FairshareSnapshot::build(s, ledger.windows(), creds, names);
        return build_fs_report(s, ledger, snap, names);
    }
    FairshareSettings settings;
    Names names;
    CredentialSettings creds;
    Credentials john, other;
    FairshareLedger ledger{Duration::hours(12), 4, Time::from_seconds(0)};
};

void expect_same_numbers(const FsReport& a, const FsReport& b) {
    ASSERT_EQ(a.windows.size(), b.windows.size());
    for (std::size_t i = 0; i < a.windows.size(); ++i)
        EXPECT_DOUBLE_EQ(a.windows[i].weight, b.windows[i].weight);
    EXPECT_NEAR(a.decayed_total, b.decayed_total, 1e-9);
    for (const CredKind k : kAllCredKinds) {
        ASSERT_EQ(a.rows[index(k)].size(), b.rows[index(k)].size());
        for (std::size_t r = 0; r < a.rows[index(k)].size(); ++r) {
            const FsReportRow& x = a.rows[index(k)][r];
            const FsReportRow& y = b.rows[index(k)][r];
            EXPECT_EQ(x.name, y.name);
            EXPECT_NEAR(x.usage_percent, y.usage_percent, 1e-9) << x.name;
            EXPECT_NEAR(x.decayed_usage, y.decayed_usage, 1e-9) << x.name;
            EXPECT_NEAR(x.delta, y.delta, 1e-9) << x.name;
            EXPECT_EQ(x.blocked, y.blocked) << x.name;
            EXPECT_EQ(x.window_usage, y.window_usage) << x.name;
        }
    }
}

TEST_F(FairshareWhatIf, ReportCarriesTheFactorAndReadsBackFromItsJson) {
    const FsReport r = report(settings);
    const auto& john_row = r.rows[index(CredKind::User)][0];
    // (60 + .5*0 + .25*10 + .125*50) / (110 + .5*125 + .25*100 + .125*150) = 68.75 / 216.25
    EXPECT_DOUBLE_EQ(john_row.usage_percent, 68.75 / 216.25 * 100);
    EXPECT_DOUBLE_EQ(john_row.delta, 25 - 68.75 / 216.25 * 100);
    std::string error;
    const auto back = fs_report_from_json(fs_report_json(r), error);
    ASSERT_TRUE(back) << error;
    expect_same_numbers(*back, r);
    EXPECT_EQ(back->rows[index(CredKind::User)][1].target, (FsTarget{40, FsTargetType::CapRelative}));
    EXPECT_EQ(back->settings.decay, 0.5);
}

TEST_F(FairshareWhatIf, MalformedJsonNamesTheField) {
    auto j = fs_report_json(report(settings));
    j["credentials"][0]["window_usage"] = {1.0};
    std::string error;
    EXPECT_FALSE(fs_report_from_json(j, error));
    EXPECT_NE(error.find("John"), std::string::npos) << error;
    j = fs_report_json(report(settings));
    j["credentials"][0]["type"] = "Planet";
    EXPECT_FALSE(fs_report_from_json(j, error));
    EXPECT_NE(error.find("Planet"), std::string::npos) << error;
    EXPECT_FALSE(fs_report_from_json(nlohmann::json{{"schema", "outrigger.diagnose-f/2"}}, error));
}

TEST_F(FairshareWhatIf, AnotherDecayEqualsDiagnoseFUnderThatDecay) {
    for (const double decay : {1.0, 0.8, 0.25}) {
        FairshareSettings changed = settings;
        changed.decay = decay;
        expect_same_numbers(recompute_fs_report(report(settings), FsWhatIf{decay, std::nullopt, {}}),
                            report(changed));
    }
}

TEST_F(FairshareWhatIf, SmallerDepthAndAnotherTargetEqualDiagnoseF) {
    FairshareSettings changed = settings;
    changed.depth = 2;
    expect_same_numbers(recompute_fs_report(report(settings), FsWhatIf{std::nullopt, 2, {}}),
                        report(changed));

    creds.by_kind[index(CredKind::User)]["John"].fstarget = FsTarget{10, FsTargetType::Floor};
    creds.by_kind[index(CredKind::User)]["mary"].fstarget = FsTarget{80, FsTargetType::CapRelative};
    const FsReport targets = recompute_fs_report(
        report(settings), FsWhatIf{std::nullopt,
                                   std::nullopt,
                                   {{CredKind::User, "John", FsTarget{10, FsTargetType::Floor}},
                                    {CredKind::User, "mary", FsTarget{80, FsTargetType::CapRelative}}}});
    expect_same_numbers(targets, report(settings));
    EXPECT_FALSE(targets.rows[index(CredKind::User)][1].blocked);  // 68% of the total is under an 80% cap
    EXPECT_EQ(targets.rows[index(CredKind::User)][0].delta, 0);    // a floor under usage adds nothing
}

TEST_F(FairshareWhatIf, UsageAtAnOlderWindowCountsTheWindowsFromThere) {
    const FsReport r = report(settings);
    const FsReportRow& john_row = r.rows[index(CredKind::User)][0];
    EXPECT_DOUBLE_EQ(usage_at_window(r, john_row, 0), john_row.usage_percent);
    // One window back: (0 + .5*10 + .25*50) / (125 + .5*100 + .25*150)
    EXPECT_DOUBLE_EQ(usage_at_window(r, john_row, 1), 17.5 / 212.5 * 100);
    EXPECT_DOUBLE_EQ(usage_at_window(r, john_row, 3), 50.0 / 150 * 100);
    EXPECT_EQ(usage_at_window(r, john_row, 4), 0);
}

TEST_F(FairshareWhatIf, ProjectsWhenJohnIsBackUnderHisTargetAndWhatAJobAdds) {
    FsReport r = report(settings);
    r.now = Time::from_seconds(150000);  // in the current window, [129600, 172800)
    r.job = FsJobCharge{"J", 100, {{CredKind::User, "John"}}, {}};
    project_fs_report(r);
    // Others deliver the mean TOTAL, 121.25, per window. One roll: (30 + 0 + 1.25) /
    // (121.25 + 55 + 31.25 + 12.5) = 14.2%, under 25%: at the current window's end.
    const FsReportRow& john_row = r.rows[index(CredKind::User)][0];
    EXPECT_EQ(john_row.recovery, (FsRecovery{FsRecoveryState::AfterRolls, 1, Time::from_seconds(172800)}));
    // After J: (160 + 0 + 2.5 + 6.25) / (210 + 62.5 + 25 + 18.75) = 168.75 / 316.25; one roll gives
    // 81.25 / 295 = 27.5% (still over), two 40 / 287.5 = 13.9%.
    ASSERT_EQ(r.job->after.size(), 1U);
    EXPECT_DOUBLE_EQ(r.job->after[0].usage_percent, 168.75 / 316.25 * 100);
    EXPECT_EQ(r.job->after[0].recovery,
              (FsRecovery{FsRecoveryState::AfterRolls, 2, Time::from_seconds(172800 + 43200)}));

    // Across the seam, and under a what-if: FSDECAY 1 gives John 120 / 485 = 24.7%, under now.
    std::string error;
    const auto back = fs_report_from_json(fs_report_json(r), error);
    ASSERT_TRUE(back) << error;
    EXPECT_EQ(back->rows[index(CredKind::User)][0].recovery, john_row.recovery);
    ASSERT_TRUE(back->job);
    EXPECT_EQ(back->job->job, "J");
    EXPECT_DOUBLE_EQ(back->job->after[0].usage_percent, r.job->after[0].usage_percent);
    const FsReport flat = recompute_fs_report(*back, FsWhatIf{1.0, std::nullopt, {}});
    EXPECT_EQ(flat.rows[index(CredKind::User)][0].recovery.state, FsRecoveryState::UnderNow);
    EXPECT_DOUBLE_EQ(flat.job->after[0].usage_percent, 220.0 / 585.0 * 100);
    // A floor is no debt: nothing to recover from.
    const FsReport floor = recompute_fs_report(
        r,
        FsWhatIf{std::nullopt, std::nullopt, {{CredKind::User, "John", FsTarget{10, FsTargetType::Floor}}}});
    EXPECT_EQ(floor.rows[index(CredKind::User)][0].recovery.state, FsRecoveryState::NotApplicable);
    EXPECT_NE(render_fs_report(r).find("under after 1 window roll (in 06:20:00)"), std::string::npos)
        << render_fs_report(r);
}

}  // namespace
}  // namespace outrigger
