// When a credential that is charged nothing more gets back under its cap or target: window by
// window, as the rolls add empty windows, multiply weights by FSDECAY and drop the oldest.

#include "policy/fairshare/recovery.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace outrigger {
namespace {

TEST(FairshareRecovery, AbsoluteCapWithoutDecayWaitsForTheWindowToLeaveDepth) {
    // FSDEPTH 2, FSDECAY 1: 2000 charged in the current window stays counted for one roll.
    const std::vector<double> usage{2000};
    const std::vector<double> totals{2000};
    const FsTarget cap{1000, FsTargetType::CapAbsolute};
    EXPECT_EQ(rolls_until_under({usage, totals}, 1.0, 2, cap, 0.0), 2U);
    EXPECT_EQ(roll_time(Time::from_seconds(2100), Time::from_seconds(3600), Duration::seconds(3600), 2),
              Time::from_seconds(7200));
}

TEST(FairshareRecovery, DecayBringsAnAbsoluteCapDownRollByRoll) {
    // FSDECAY 0.5: 1000 + 0.5 * 800 = 1400 now; one roll: 500 + 200 = 700; two: 250 + 100 = 350.
    const std::vector<double> usage{1000, 800};
    const std::vector<double> totals{1000, 800};
    const FsTarget cap{400, FsTargetType::CapAbsolute};
    EXPECT_DOUBLE_EQ(project_after_rolls({usage, totals}, 0.5, 8, 0, 0).decayed_usage, 1400.0);
    EXPECT_DOUBLE_EQ(project_after_rolls({usage, totals}, 0.5, 8, 1, 0).decayed_usage, 700.0);
    EXPECT_EQ(rolls_until_under({usage, totals}, 0.5, 8, cap, 0.0), 2U);
    EXPECT_EQ(rolls_until_under({usage, totals}, 0.5, 8, FsTarget{1500, FsTargetType::CapAbsolute}, 0.0), 0U);
}

TEST(FairshareRecovery, UsagePercentAgainstATargetCountsWhatOthersDeliver) {
    // The credential used everything of two windows (100%); others deliver 1000 a window from now
    // on. FSDECAY 1, FSDEPTH 4: after one roll 2000/3000 = 66.7%, two 50%, three 1000/4000 = 25%.
    const std::vector<double> usage{1000, 1000};
    const std::vector<double> totals{1000, 1000};
    const FsTarget target{30, FsTargetType::Target};
    EXPECT_NEAR(project_after_rolls({usage, totals}, 1.0, 4, 1, 1000).usage_percent(), 200.0 / 3.0, 1e-9);
    EXPECT_EQ(rolls_until_under({usage, totals}, 1.0, 4, target, 1000), 3U);
    // Nobody else delivers anything: the share stays 100% until the windows leave FSDEPTH, and
    // then there is no usage at all: never under a target of 0.
    EXPECT_EQ(rolls_until_under({usage, totals}, 1.0, 4, FsTarget{0, FsTargetType::Target}, 0), std::nullopt);
    EXPECT_DOUBLE_EQ(mean_total(totals), 1000.0);
}

TEST(FairshareRecovery, RelativeCapFollowsTheDecayedTotal) {
    // 20% cap; 600 of 1000 used in the current window, others deliver 1000 per window, FSDECAY 1,
    // FSDEPTH 3: 600/2000 = 30% after one roll, 600/3000 = 20% (not under) after two, 0 after three.
    const std::vector<double> usage{600};
    const std::vector<double> totals{1000};
    EXPECT_EQ(rolls_until_under({usage, totals}, 1.0, 3, FsTarget{20, FsTargetType::CapRelative}, 1000), 3U);
    EXPECT_EQ(rolls_until_under({usage, totals}, 1.0, 3, FsTarget{25, FsTargetType::CapRelative}, 1000), 2U);
}

}  // namespace
}  // namespace outrigger
