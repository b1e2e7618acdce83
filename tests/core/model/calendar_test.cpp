#include "model/calendar.hpp"

#include <gtest/gtest.h>

namespace outrigger {
namespace {

// 2026-03-01 was a Sunday.
constexpr std::int64_t kSun20260301Utc = 1772323200;

TEST(LocalCalendar, UtcWeekStartsOnSunday) {
    const auto cal = LocalCalendar::utc(kSun20260301Utc);
    EXPECT_EQ(cal.day_of_week(Time::from_seconds(0)), 0);
    EXPECT_EQ(cal.day_of_week(Time::from_seconds(86400 + 8 * 3600)), 1);
    EXPECT_EQ(cal.week_start(Time::from_seconds(3 * 86400 + 5)), Time::from_seconds(0));
    EXPECT_EQ(cal.next_midnight(Time::from_seconds(10)), Time::from_seconds(86400));
    EXPECT_EQ(cal.next_midnight(Time::from_seconds(0)), Time::from_seconds(86400));
    EXPECT_EQ(cal.midnight_at_or_before(Time::from_seconds(86399)), Time::from_seconds(0));
}

TEST(LocalCalendar, ZoneFollowsDaylightSaving) {
    // Stockholm moved to summer time on Sunday 2026-03-29 at 02:00 local: that day has 23 hours.
    const auto cal = LocalCalendar::zone("Europe/Stockholm", 0);
    ASSERT_TRUE(cal.has_value());
    const Time day = cal->at_local(2026, 3, 29, 0);
    const Time next = cal->next_midnight(day);
    EXPECT_EQ(next - day, Duration::hours(23));
    EXPECT_EQ(cal->seconds_into_day(cal->at_local(2026, 3, 29, 12 * 3600)), 12 * 3600);
    EXPECT_EQ(cal->day_of_week(day), 0);
}

TEST(LocalCalendar, UnknownZoneIsRefused) {
    EXPECT_FALSE(LocalCalendar::zone("Mars/Olympus_Mons").has_value());
}

TEST(LocalCalendar, FixedOffsetNamesItself) {
    EXPECT_EQ(LocalCalendar::fixed_offset(-8 * 3600).zone_name(), "UTC-08:00");
    EXPECT_EQ(LocalCalendar::fixed_offset(3600).utc_offset(Time{}), 3600);
}

}  // namespace
}  // namespace outrigger
