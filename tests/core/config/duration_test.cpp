#include "config/duration.hpp"

#include <gtest/gtest.h>

namespace outrigger {
namespace {

struct DurationCase {
    const char* text;
    std::optional<std::int64_t> seconds;
};

class ParseDuration : public ::testing::TestWithParam<DurationCase> {};

TEST_P(ParseDuration, ReadsTheGuidesFieldOrder) {
    const auto& c = GetParam();
    const auto d = parse_duration(c.text);
    ASSERT_EQ(d.has_value(), c.seconds.has_value()) << c.text;
    if (d) {
        EXPECT_EQ(d->count(), *c.seconds) << c.text;
    }
}

INSTANTIATE_TEST_SUITE_P(
    Durations, ParseDuration,
    ::testing::Values(DurationCase{"90", 90}, DurationCase{"30:00", 1800}, DurationCase{"1:00:00", 3600},
                      DurationCase{"72:00:00", 72 * 3600}, DurationCase{"1:08:00:00", 86400 + 8 * 3600},
                      DurationCase{"00:00:00:00", 0}, DurationCase{"24:00:00", 86400}, DurationCase{"0", 0},
                      DurationCase{"", std::nullopt}, DurationCase{"1:2:3:4:5", std::nullopt},
                      DurationCase{"1::00", std::nullopt}, DurationCase{":30", std::nullopt},
                      DurationCase{"30:", std::nullopt}, DurationCase{"12h", std::nullopt},
                      DurationCase{"-5", std::nullopt}, DurationCase{"99999999999999999999", std::nullopt}));

TEST(ParseDuration, InfinityIsUnbounded) {
    EXPECT_TRUE(parse_duration("INFINITY")->is_infinite());
    EXPECT_TRUE(parse_duration("infinite")->is_infinite());
    EXPECT_TRUE(parse_duration("-1")->is_infinite());
}

TEST(DurationFieldCount, CountsColonSeparatedFields) {
    EXPECT_EQ(duration_field_count("90"), 1);
    EXPECT_EQ(duration_field_count("30:00"), 2);
    EXPECT_EQ(duration_field_count("1:00:00"), 3);
    EXPECT_EQ(duration_field_count("INFINITY"), 0);
}

TEST(FormatDuration, NeverWritesTwoFieldsAndRoundTrips) {
    for (const std::int64_t s : {0L, 59L, 60L, 1800L, 3600L, 86399L, 259200L, 1234567L}) {
        const std::string text = format_duration(Duration::seconds(s));
        EXPECT_EQ(duration_field_count(text), 3) << text;
        EXPECT_EQ(parse_duration(text)->count(), s) << text;
    }
    EXPECT_EQ(format_duration(Duration::seconds(72 * 3600)), "72:00:00");
    EXPECT_EQ(format_duration(Duration::infinite()), "INFINITY");
}

TEST(FormatWeekOffset, MondayEightIsDayOne) {
    EXPECT_EQ(format_week_offset(Duration::days(1) + Duration::hours(8)), "1:08:00:00");
    EXPECT_EQ(parse_duration(format_week_offset(Duration::days(5) + Duration::hours(17)))->count(),
              5 * 86400 + 17 * 3600);
}

}  // namespace
}  // namespace outrigger
