// The week calendar's instances: the engine's windows and placement, held within DEPTH and ghosts
// beyond it, local hours kept across DST, and capacity conflicts with their reasons.

#include "reservation/standing_calendar.hpp"

#include <gtest/gtest.h>

#include "fixture.hpp"
#include "reservation/reservation_book.hpp"

namespace outrigger {
namespace {

using namespace testing;

StandingReservationConfig nightly(std::string name, std::int64_t tasks) {
    StandingReservationConfig sr;
    sr.name = std::move(name);
    sr.start_time = Duration::hours(20);
    sr.task_count = tasks;
    sr.task = Resources::of_procs(-1);
    sr.acl = acl(AclType::Class, {"batch"});
    return sr;
}

Interval week_of(const LocalCalendar& cal, Time t) {
    const Time start = cal.week_start(t);
    return Interval{start, start + Duration::days(7)};
}

TEST(StandingCalendar, HeldWithinDepthAndGhostsBeyondItAsTheBookRollsThem) {
    ClusterBuilder b;
    b.nodes("n[1-4]", 2, 1024);
    const auto cal = utc_calendar();
    StandingReservationConfig sr = nightly("night", 2);
    sr.depth = 3;
    const Time now = at(1, 10);  // Monday 10:00
    const StandingCalendar c = standing_calendar(
        std::span(&sr, 1), b.cluster, cal, NodeAllocationPolicy::FirstAvailable, now, week_of(cal, now));
    ASSERT_EQ(c.instances.size(), 7U);
    EXPECT_EQ(c.instances[0].state, InstanceState::Past);  // Sunday night is over
    // Monday, Tuesday and Wednesday nights are the engine's at DEPTH 3; the rest are ghosts.
    ReservationBook book({sr}, b.cluster, cal, NodeAllocationPolicy::FirstAvailable);
    TableCapacity view = b.capacity();
    (void)book.roll(now, view);
    ASSERT_EQ(book.reservations().size(), 3U);
    for (std::size_t i = 0; i < 3; ++i) {
        EXPECT_EQ(c.instances[i + 1].state, InstanceState::Held);
        EXPECT_EQ(c.instances[i + 1].span, book.reservations()[i].span);
        EXPECT_EQ(c.instances[i + 1].tasks_held, 2);
    }
    for (std::size_t i = 4; i < 7; ++i) EXPECT_EQ(c.instances[i].state, InstanceState::Ghost);
    EXPECT_TRUE(c.not_made.empty());
}

TEST(StandingCalendar, ADailyReservationKeepsItsLocalHoursAcrossDst) {
    // New York moves to summer time on Sunday 2026-03-08 at 02:00.
    const auto cal = LocalCalendar::zone("America/New_York", kSunday20260301);
    ASSERT_TRUE(cal.has_value());
    ClusterBuilder b;
    b.nodes("n[1-2]", 2, 1024);
    StandingReservationConfig sr = nightly("morning", 1);
    sr.start_time = Duration::hours(1);
    sr.end_time = Duration::hours(9);
    const Time now = cal->at_local(2026, 3, 6, 12 * 3600);  // Friday noon
    const Interval shown{cal->at_local(2026, 3, 6, 0), cal->at_local(2026, 3, 11, 0)};
    const StandingCalendar c = standing_calendar(std::span(&sr, 1), b.cluster, *cal,
                                                 NodeAllocationPolicy::FirstAvailable, now, shown);
    ASSERT_EQ(c.instances.size(), 5U);
    for (const CalendarInstance& i : c.instances) {
        EXPECT_EQ(cal->seconds_into_day(i.span.start), 3600);
        EXPECT_EQ(cal->seconds_into_day(i.span.end), 9 * 3600);
    }
    // Saturday's window lasts eight hours, Sunday's seven (the clock skips 02:00-03:00).
    EXPECT_EQ(c.instances[1].span.length(), Duration::hours(8));
    EXPECT_EQ(c.instances[2].span.length(), Duration::hours(7));
    EXPECT_EQ(c.instances[3].span.start - c.instances[1].span.start, Duration::hours(47));
}

TEST(StandingCalendar, ReservationsThatTogetherNeedMoreNodesThanExistAreShort) {
    ClusterBuilder b;
    b.nodes("n[1-4]", 2, 1024);
    const auto cal = utc_calendar();
    std::vector<StandingReservationConfig> srs{nightly("first", 3), nightly("second", 2)};
    srs[1].start_time = Duration::hours(22);
    const Time now = at(1, 10);
    const StandingCalendar c = standing_calendar(srs, b.cluster, cal, NodeAllocationPolicy::FirstAvailable,
                                                 now, Interval{at(1, 0), at(2, 0)});
    ASSERT_EQ(c.instances.size(), 2U);
    EXPECT_EQ(c.instances[0].name, "first");
    EXPECT_TRUE(c.instances[0].conflicts.empty());
    ASSERT_EQ(c.instances[1].conflicts.size(), 1U);
    const InstanceConflict& why = c.instances[1].conflicts[0];
    EXPECT_EQ(why.kind, InstanceConflict::Kind::Short);
    EXPECT_EQ(why.tasks_wanted, 2);
    EXPECT_EQ(why.tasks_held, 1);
    EXPECT_EQ(why.passed_over.no_room, 3);

    // Earlier in the day the second fits: no conflict by time alone.
    srs[1].start_time = Duration::hours(8);
    srs[1].end_time = Duration::hours(20);
    const StandingCalendar apart = standing_calendar(
        srs, b.cluster, cal, NodeAllocationPolicy::FirstAvailable, now, Interval{at(1, 0), at(2, 0)});
    for (const CalendarInstance& i : apart.instances) EXPECT_TRUE(i.conflicts.empty()) << i.name;
}

TEST(StandingCalendar, HostListsThatShareANodeAtOverlappingTimesConflictByHost) {
    ClusterBuilder b;
    b.nodes("n[1-4]", 2, 1024);
    const auto cal = utc_calendar();
    std::vector<StandingReservationConfig> srs{nightly("a", 0), nightly("b", 0)};
    srs[0].host_list = {"n1,n2"};
    srs[1].host_list = {"n2,n3"};
    const StandingCalendar c = standing_calendar(srs, b.cluster, cal, NodeAllocationPolicy::FirstAvailable,
                                                 at(1, 10), Interval{at(1, 0), at(2, 0)});
    ASSERT_EQ(c.instances.size(), 2U);
    for (const CalendarInstance& i : c.instances) {
        ASSERT_EQ(i.conflicts.size(), 1U) << i.name;
        EXPECT_EQ(i.conflicts[0].kind, InstanceConflict::Kind::SharedHost);
        EXPECT_EQ(i.conflicts[0].host, "n2");
        EXPECT_EQ(i.conflicts[0].other, i.name == "a" ? "b" : "a");
    }
}

TEST(StandingCalendar, AnEntryWithAnErrorMakesNothingAndSaysWhy) {
    ClusterBuilder b;
    b.nodes("n[1-2]", 2, 1024);
    StandingReservationConfig sr = nightly("broken", 1);
    sr.start_time = Duration::hours(20);
    sr.end_time = Duration::hours(6);
    const StandingCalendar c =
        standing_calendar(std::span(&sr, 1), b.cluster, utc_calendar(), NodeAllocationPolicy::FirstAvailable,
                          at(1, 10), Interval{at(0, 0), at(7, 0)});
    EXPECT_TRUE(c.instances.empty());
    EXPECT_EQ(c.not_made, std::vector<std::size_t>{0});
    ASSERT_FALSE(c.diagnostics.empty());
    EXPECT_NE(c.diagnostics[0].message.find("ENDTIME"), std::string::npos) << c.diagnostics[0].message;
}

}  // namespace
}  // namespace outrigger
