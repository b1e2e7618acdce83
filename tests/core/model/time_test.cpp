#include "model/time.hpp"

#include <gtest/gtest.h>

#include "model/time_text.hpp"

namespace outrigger {
namespace {

TEST(Time, InfiniteDurationSaturates) {
    const Time t = Time::from_seconds(100);
    EXPECT_TRUE((t + Duration::infinite()).is_never());
    EXPECT_TRUE((Duration::infinite() + Duration::hours(1)).is_infinite());
    EXPECT_EQ(Time::never() - t, Duration::infinite());
}

TEST(Time, IntervalOverlapIsHalfOpen) {
    const Interval job{Time::from_seconds(5 * 3600), Time::from_seconds(9 * 3600)};
    const Interval res{Time::from_seconds(8 * 3600), Time::from_seconds(17 * 3600)};
    // The guide's TIMELIMIT example: a 4 h job from 05:00 overlaps an 08:00 reservation by 1 h.
    EXPECT_EQ(job.overlap(res), Duration::hours(1));
    const Interval touching{Time::from_seconds(17 * 3600), Time::from_seconds(18 * 3600)};
    EXPECT_FALSE(res.overlaps(touching));
}

TEST(Time, DurationsPrintAsMauiPrintsThem) {
    EXPECT_EQ(format_hms(Duration::zero()), "0:00:00");
    EXPECT_EQ(format_hms(Duration::hours(26) + Duration::minutes(3) + Duration::seconds(4)), "26:03:04");
    EXPECT_EQ(format_hms(-Duration::minutes(90)), "-1:30:00");
    EXPECT_EQ(format_hms(Duration::infinite()), "INFINITY");
}

}  // namespace
}  // namespace outrigger
