// The fairshare ledger: aligned windows, charges split at window boundaries, roll and depth.

#include "policy/fairshare/ledger.hpp"

#include <gtest/gtest.h>

namespace outrigger {
namespace {

constexpr Duration kHour = Duration::hours(1);
Time at(std::int64_t s) {
    return Time::from_seconds(s);
}

Credentials creds(std::uint32_t user, std::uint32_t account) {
    Credentials c;
    c[CredKind::User] = CredId(user);
    c[CredKind::Account] = CredId(account);
    return c;
}

TEST(FairshareLedger, WindowsAlignToMultiplesOfTheIntervalOnTheSchedulerClock) {
    const FairshareLedger l(Duration::hours(12), 8, at(100000));
    EXPECT_EQ(l.current().start, at(86400));  // floor(100000 / 43200) x 43200
    EXPECT_EQ(l.current().length, Duration::hours(12));
    const FairshareLedger neg(Duration::hours(1), 8, at(-1));
    EXPECT_EQ(neg.current().start, at(-3600));
}

TEST(FairshareLedger, ChargeSpanningABoundaryIsSplitBySeconds) {
    FairshareLedger l(kHour, 4, at(0));
    // 4 procs x 1 h, from 0:30 to 1:30: half in window [0,1h), half in [1h,2h).
    const double recorded = l.charge(creds(0, 0), 4.0 * 3600, Interval{at(1800), at(5400)});
    EXPECT_DOUBLE_EQ(recorded, 4.0 * 3600);
    ASSERT_EQ(l.windows().size(), 2U);
    EXPECT_EQ(l.current().start, at(3600));
    EXPECT_DOUBLE_EQ(l.windows()[0].usage_of({CredKind::User, CredId(0)}), 7200);
    EXPECT_DOUBLE_EQ(l.windows()[1].usage_of({CredKind::User, CredId(0)}), 7200);
    EXPECT_DOUBLE_EQ(l.windows()[0].total, 7200);
    EXPECT_DOUBLE_EQ(l.windows()[1].usage_of({CredKind::Account, CredId(0)}), 7200);
    EXPECT_DOUBLE_EQ(l.windows()[1].usage_of({CredKind::Group, CredId(0)}), 0);  // no group: not charged
}

TEST(FairshareLedger, PointChargeGoesToTheWindowContainingTheInstant) {
    FairshareLedger l(kHour, 4, at(0));
    l.charge(creds(1, 0), 10, at(3599));
    EXPECT_EQ(l.windows().size(), 1U);
    l.charge(creds(1, 0), 5, at(3600));  // rolls
    ASSERT_EQ(l.windows().size(), 2U);
    EXPECT_EQ(l.roll(at(3600)), 1U);  // the implicit closing is reported by the next roll
    EXPECT_EQ(l.roll(at(3600)), 0U);
    EXPECT_DOUBLE_EQ(l.windows()[0].usage_of({CredKind::User, CredId(1)}), 5);
    EXPECT_DOUBLE_EQ(l.windows()[1].usage_of({CredKind::User, CredId(1)}), 10);
}

TEST(FairshareLedger, RollClosesWindowsAndKeepsFsdepth) {
    FairshareLedger l(kHour, 3, at(0));
    EXPECT_EQ(l.roll(at(3599)), 0U);
    EXPECT_EQ(l.roll(at(3600)), 1U);
    EXPECT_EQ(l.roll(at(3 * 3600 + 5)), 2U);  // two boundaries passed, the skipped window kept empty
    ASSERT_EQ(l.windows().size(), 3U);
    EXPECT_EQ(l.windows()[0].start, at(3 * 3600));
    EXPECT_EQ(l.windows()[1].start, at(2 * 3600));
    EXPECT_EQ(l.windows()[2].start, at(1 * 3600));
}

TEST(FairshareLedger, LongSilenceRollsOutEverything) {
    FairshareLedger l(kHour, 3, at(0));
    l.charge(creds(0, 0), 100, at(10));
    EXPECT_EQ(l.roll(at(1000 * 3600)), 2U);
    ASSERT_EQ(l.windows().size(), 3U);
    EXPECT_EQ(l.current().start, at(1000 * 3600));
    for (const auto& w : l.windows()) EXPECT_EQ(w.total, 0);
}

TEST(FairshareLedger, ChargesOlderThanFsdepthWindowsAreDropped) {
    FairshareLedger l(kHour, 2, at(5 * 3600));
    EXPECT_EQ(l.charge(creds(0, 0), 10, at(0)), 0);
    // Spread over [3h, 6h): only [4h, 6h) is within FSDEPTH: two thirds.
    EXPECT_DOUBLE_EQ(l.charge(creds(0, 0), 30, Interval{at(3 * 3600), at(6 * 3600)}), 20);
    ASSERT_EQ(l.windows().size(), 2U);
    EXPECT_DOUBLE_EQ(l.windows()[1].total, 10);
    // A full ledger opens nothing: [3h, 4h) rolled out.
    l.roll(at(6 * 3600));
    EXPECT_EQ(l.charge(creds(0, 0), 10, at(4 * 3600 + 5)), 0);
}

TEST(FairshareLedger, AFreshLedgerOpensTheOlderWindowsAPastChargeNeedsAndReportsThemClosed) {
    // Started at 5:30 with FSDEPTH 4: usage from 2:30 to 3:30 (a job that ran before the ledger
    // started) goes to the windows [2h, 3h) and [3h, 4h); [4h, 5h) is opened empty between them.
    FairshareLedger l(kHour, 4, at(5 * 3600 + 1800));
    EXPECT_DOUBLE_EQ(l.charge(creds(2, 0), 7200, Interval{at(2 * 3600 + 1800), at(3 * 3600 + 1800)}), 7200);
    ASSERT_EQ(l.windows().size(), 4U);
    const std::int64_t starts[] = {5, 4, 3, 2};
    for (std::size_t i = 0; i < 4; ++i) {
        EXPECT_EQ(l.windows()[i].start, at(starts[i] * 3600));
        EXPECT_EQ(l.windows()[i].length, kHour);
    }
    EXPECT_DOUBLE_EQ(l.windows()[0].total, 0);
    EXPECT_DOUBLE_EQ(l.windows()[1].total, 0);
    EXPECT_DOUBLE_EQ(l.windows()[2].usage_of({CredKind::User, CredId(2)}), 3600);
    EXPECT_DOUBLE_EQ(l.windows()[3].usage_of({CredKind::User, CredId(2)}), 3600);
    // A point charge lands in the window opened for it.
    l.charge(creds(2, 0), 5, at(4 * 3600));
    EXPECT_DOUBLE_EQ(l.windows()[1].total, 5);
    // Written out at the next roll with the window closing then: every closed window kept
    // ([2h, 3h) rolled out).
    EXPECT_EQ(l.roll(at(6 * 3600)), 3U);
    EXPECT_EQ(l.windows().size(), 4U);
    EXPECT_EQ(l.windows()[3].start, at(3 * 3600));
}

TEST(FairshareLedger, IdleReservedTimeIsChargedToTheAccountAndTotal) {
    FairshareLedger l(kHour, 2, at(0));
    l.charge_account(CredId(3), 8.0 * 600, Interval{at(0), at(600)});
    EXPECT_DOUBLE_EQ(l.current().usage_of({CredKind::Account, CredId(3)}), 4800);
    EXPECT_DOUBLE_EQ(l.current().total, 4800);
    EXPECT_DOUBLE_EQ(l.current().usage_of({CredKind::User, CredId(3)}), 0);
}

TEST(FairshareLedger, ChangingTheIntervalRebucketsNothing) {
    FairshareLedger l(Duration::hours(12), 8, at(0));
    l.charge(creds(0, 0), 50, at(100));
    l.set_interval(Duration::hours(5));
    EXPECT_EQ(l.current().length, Duration::hours(12));  // the current window keeps its length
    l.roll(at(12 * 3600));
    // Next window: from 12h to the next multiple of 5h (15h), then aligned 5 h windows.
    EXPECT_EQ(l.current().start, at(12 * 3600));
    EXPECT_EQ(l.current().length, Duration::hours(3));
    l.roll(at(15 * 3600));
    EXPECT_EQ(l.current().start, at(15 * 3600));
    EXPECT_EQ(l.current().length, Duration::hours(5));
    EXPECT_DOUBLE_EQ(l.windows()[2].total, 50);  // old data untouched
}

TEST(FairshareLedger, DepthChangeTrimsAtOnce) {
    FairshareLedger l(kHour, 5, at(0));
    l.roll(at(4 * 3600));
    EXPECT_EQ(l.windows().size(), 5U);
    l.set_depth(2);
    EXPECT_EQ(l.windows().size(), 2U);
}

TEST(FairshareLedger, RestoreMakesTheWindowContainingNowCurrent) {
    FsWindow a{at(0), kHour, {}, 10};
    FsWindow b{at(3600), kHour, {}, 20};
    FairshareLedger l(kHour, 4, at(3700));
    l.restore({a, b}, at(3700));
    ASSERT_EQ(l.windows().size(), 2U);
    EXPECT_EQ(l.current().start, at(3600));
    EXPECT_EQ(l.current().total, 20);
    l.restore({a, b}, at(3 * 3600 + 1));  // after a stop: the stretch [2h, 3h) counts as an empty window
    ASSERT_EQ(l.windows().size(), 4U);
    EXPECT_EQ(l.current().start, at(3 * 3600));
    EXPECT_EQ(l.current().total, 0);
    EXPECT_EQ(l.windows()[1].total, 0);
    EXPECT_EQ(l.windows()[2].total, 20);
}

}  // namespace
}  // namespace outrigger
