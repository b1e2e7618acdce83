// Decay-weighted usage: the guide's decay table as exact powers, and the John example.

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "policy/fairshare/usage.hpp"

namespace outrigger {
namespace {

FsWindow window(double john, double total) {
    FsWindow w;
    w.length = Duration::hours(12);
    w.add(CredRef{CredKind::User, CredId(0)}, john);
    w.total = total;
    return w;
}

// Window i's weight is FSDECAY^i: measured as the decayed usage of a credential that used 1 in
// window i only. The guide prints these rounded (and inconsistently: 0.75^5 = 23.7% shows as
// 23); the exact powers are pinned here.
TEST(FairshareDecay, WindowWeightsAreExactPowersOfTheDecay) {
    for (const double decay : {1.0, 0.8, 0.75, 0.5}) {
        for (int i = 0; i < 8; ++i) {
            std::vector<FsWindow> windows(8, window(0, 1));
            windows[static_cast<std::size_t>(i)] = window(1, 1);
            const double weight =
                decayed_usage(windows, CredRef{CredKind::User, CredId(0)}, FsDecay{decay, 8});
            EXPECT_DOUBLE_EQ(weight, std::pow(decay, i)) << "decay " << decay << " window " << i;
        }
    }
}

TEST(FairshareDecay, GuideTableRoundsTheExactPowers) {
    EXPECT_DOUBLE_EQ(std::pow(0.75, 5), 0.2373046875);  // printed "23%"
    EXPECT_DOUBLE_EQ(std::pow(0.8, 3), 0.512);          // printed "51%"
    EXPECT_DOUBLE_EQ(std::pow(0.5, 3), 0.125);          // printed "13%"
    EXPECT_DOUBLE_EQ(std::pow(0.5, 7), 0.0078125);      // printed "1%"
}

TEST(FairshareDecay, JohnExampleFromTheGuide) {
    const std::vector<FsWindow> windows{window(60, 110), window(0, 125), window(10, 100), window(50, 150)};
    const CredRef john{CredKind::User, CredId(0)};
    const FsDecay d{0.5, 4};
    const double expected_usage = 60 + .5 * 0 + .25 * 10 + .125 * 50;
    const double expected_total = 110 + .5 * 125 + .25 * 100 + .125 * 150;
    EXPECT_DOUBLE_EQ(decayed_usage(windows, john, d), expected_usage);
    EXPECT_DOUBLE_EQ(decayed_total(windows, d), expected_total);
    EXPECT_DOUBLE_EQ(usage_percent(windows, john, d), expected_usage / expected_total * 100);
    EXPECT_NEAR(usage_percent(windows, john, d), 31.7919, 1e-4);
}

TEST(FairshareDecay, OnlyFsdepthWindowsCount) {
    const std::vector<FsWindow> windows{window(10, 100), window(50, 50), window(90, 90)};
    const CredRef john{CredKind::User, CredId(0)};
    EXPECT_DOUBLE_EQ(decayed_usage(windows, john, FsDecay{1.0, 2}), 60);
    EXPECT_DOUBLE_EQ(decayed_total(windows, FsDecay{1.0, 2}), 150);
    EXPECT_DOUBLE_EQ(decayed_usage(windows, john, FsDecay{1.0, 30}),
                     150);  // no cap of 24, fewer windows kept
}

TEST(FairshareDecay, NothingDeliveredMeansZeroPercent) {
    const std::vector<FsWindow> windows{window(0, 0)};
    EXPECT_EQ(usage_percent(windows, CredRef{CredKind::User, CredId(0)}, FsDecay{}), 0.0);
}

}  // namespace
}  // namespace outrigger
