// The schedule CSV's slowdown column: append_fixed4 must write exactly what fmt's "{:.4f}" writes.

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <string>

#include "engine/replay_outputs.hpp"

namespace outrigger {
namespace {

std::string fixed4(double v) {
    std::string out;
    append_fixed4(out, v);
    return out;
}

TEST(AppendFixed4, WritesWhatFmtWritesForEveryBoundedSlowdownOfAnHourlyGrid) {
    // (wait + run) / max(run, 10) for waits and runs in seconds: the values a replay writes, with
    // every quotient whose fifth decimal is a 5 (a tie in decimal, near one in binary) among them.
    for (std::int64_t run = 1; run <= 4000; run += 3)
        for (std::int64_t wait = 0; wait <= 40'000; wait += 97) {
            const double v = bounded_slowdown(Duration::seconds(wait), Duration::seconds(run));
            ASSERT_EQ(fixed4(v), fmt::format("{:.4f}", v)) << wait << " " << run;
        }
}

TEST(AppendFixed4, WritesWhatFmtWritesNearHalvesAndAtTheEdges) {
    std::mt19937_64 rng(44);
    std::uniform_int_distribution<std::int64_t> units(0, 100'000'000);
    for (int i = 0; i < 200'000; ++i) {
        // Just below, at and above a half of the fourth decimal.
        const double half = (static_cast<double>(units(rng)) + 0.5) / 10000.0;
        for (const double v : {std::nextafter(half, 0.0), half, std::nextafter(half, 1e300)})
            ASSERT_EQ(fixed4(v), fmt::format("{:.4f}", v)) << v;
    }
    for (const double v : {0.0, 1.0, 0.00005, 0.99995, 9.99995, 123456789.12345, 1e14, 1e15, 1e20, -1.25,
                           std::numeric_limits<double>::infinity(), std::numeric_limits<double>::quiet_NaN()})
        EXPECT_EQ(fixed4(v), fmt::format("{:.4f}", v)) << v;
    EXPECT_EQ(fixed4(1.5), "1.5000");
    EXPECT_EQ(fixed4(2.00004), "2.0000");
    EXPECT_EQ(fixed4(2.00006), "2.0001");
}

}  // namespace
}  // namespace outrigger
