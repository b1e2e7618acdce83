#include "plan/step_function.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include "model/time.hpp"

namespace outrigger {
namespace {

struct Step {
    Time at;
    std::int64_t used = 0;
};

// The step in force at t, as the definition says: the last one with at <= t.
std::size_t in_force(const std::vector<Step>& steps, Time t) {
    const auto it =
        std::upper_bound(steps.begin(), steps.end(), t, [](Time v, const Step& s) { return v < s.at; });
    return static_cast<std::size_t>(it - steps.begin()) - 1;
}

TEST(StepIndex, FindsTheStepInForceAtEveryInstantOfShortAndLongFunctions) {
    std::mt19937_64 rng(5);
    for (std::size_t size = 1; size <= 70; ++size) {
        std::vector<Step> steps{{Time::min(), 0}};
        std::int64_t at = 0;
        while (steps.size() < size) {
            at += std::uniform_int_distribution<std::int64_t>(1, 50)(rng);
            steps.push_back({Time::from_seconds(at), static_cast<std::int64_t>(steps.size())});
        }
        // Every change point, the instants on either side of each, and beyond the last.
        for (std::int64_t t = -2; t <= at + 2; ++t) {
            const Time when = Time::from_seconds(t);
            ASSERT_EQ(steps::step_index(steps, when), in_force(steps, when))
                << "size " << size << " at " << t;
        }
        EXPECT_EQ(steps::step_index(steps, Time::min()), 0U);
        EXPECT_EQ(steps::step_index(steps, Time::never()), steps.size() - 1);
    }
}

}  // namespace
}  // namespace outrigger
