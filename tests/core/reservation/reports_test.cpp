#include <gtest/gtest.h>

#include "fixture.hpp"
#include "reservation/idle_charge.hpp"
#include "reservation/maui_time.hpp"
#include "reservation/showres.hpp"

namespace outrigger {
namespace {

using namespace testing;

std::vector<Reservation> two_reservations(const ClusterBuilder& b) {
    Reservation a;
    a.id = ReservationId(1);
    a.kind = ReservationKind::Standing;
    a.name = "interactive.0";
    a.standing_name = "interactive";
    a.span = {at(1, 9), at(1, 17)};
    a.task = task(1, 512);
    a.task_count = 6;
    a.acl = acl(AclType::Class, {"interactive"});
    a.allocation = {NodeHold{b.id("n1"), task(2, 1024), 2}, NodeHold{b.id("n2"), task(2, 1024), 2},
                    NodeHold{b.id("n3"), task(2, 1024), 2}};
    Reservation s;
    s.id = ReservationId(2);
    s.kind = ReservationKind::Administrative;
    s.name = "SYSTEM.2";
    s.span = {at(1, 11), Time::never()};
    s.allocation = {NodeHold{b.id("n4"), task(2, 2048), 1}};
    return {a, s};
}

TEST(Showres, TextKeepsMauisColumnsRelativeTimesAndFooter) {
    ClusterBuilder b;
    b.nodes("n[1-4]", 2, 2048);
    const auto rs = two_reservations(b);
    const std::string expected =
        "ReservationID       Type S        Start         End    Duration      N/P  StartTime\n"
        "\n"
        "interactive.0       User -     -1:00:00     7:00:00     8:00:00      3/6  Mon Mar 02 09:00:00 2026\n"
        "SYSTEM.2            Sys  -      1:00:00    INFINITY    INFINITY      1/2  Mon Mar 02 11:00:00 2026\n"
        "\n"
        "2 reservations located\n";
    EXPECT_EQ(showres_text(rs, at(1, 10), utc_calendar()), expected);
}

TEST(Showres, JsonIsVersionedAndComplete) {
    ClusterBuilder b;
    b.nodes("n[1-4]", 2, 2048);
    const auto rs = two_reservations(b);
    const nlohmann::json j = showres_json(rs, at(1, 10), utc_calendar());
    EXPECT_EQ(j["schema"], "outrigger.showres/1");
    EXPECT_EQ(j["count"], 2);
    const auto& first = j["reservations"][0];
    EXPECT_EQ(first["kind"], "standing");
    EXPECT_EQ(first["standing"], "interactive");
    EXPECT_EQ(first["start_relative"], "-1:00:00");
    EXPECT_EQ(first["procs"], 6);
    EXPECT_EQ(first["tasks"], 6);
    EXPECT_EQ(first["partial"], false);
    EXPECT_EQ(first["acl"][0]["list"], "CLASSLIST");
    EXPECT_EQ(first["acl"][0]["value"], "interactive");
    EXPECT_TRUE(j["reservations"][1]["end"].is_null());
    EXPECT_EQ(j["reservations"][1]["system"], true);
}

TEST(Checkjob, ListsWhichReservationsAdmitAndWhichRefuseWithReasons) {
    ClusterBuilder b;
    b.nodes("n[1-4]", 2, 2048);
    const auto rs = two_reservations(b);
    Names& names = b.cluster.names();
    const Job job = JobBuilder(names).job_class("interactive").build();
    const CheckjobReservations c = checkjob_reservations(job, {at(1, 12), at(1, 13)}, rs, names);
    EXPECT_EQ(checkjob_reservations_text(c),
              "Reservation access:\n"
              "  interactive.0      admitted by CLASSLIST=interactive (positive affinity)\n"
              "  SYSTEM.2           refused: SYSTEM reservation (no access list) admits no job\n");
    const nlohmann::json j = checkjob_reservations_json(c);
    EXPECT_EQ(j["schema"], "outrigger.checkjob.reservations/1");
    EXPECT_EQ(j["admitted"][0]["affinity"], "positive");
    EXPECT_EQ(j["refused"][0]["verdict"], "refused_system");
    // A job before either reservation sees none.
    EXPECT_EQ(checkjob_reservations_text(checkjob_reservations(job, {at(1, 1), at(1, 2)}, rs, names)),
              "Reservation access:\n  (no reservation overlaps the job)\n");
}

TEST(IdleReservedTime, UnusedReservedProcSecondsGoToTheChargeAccountElseTheOwner) {
    ClusterBuilder b;
    b.nodes("n[1-2]", 4, 4096);
    Reservation r;
    r.span = {at(1, 8), at(1, 12)};
    r.allocation = {NodeHold{b.id("n1"), task(4), 1}, NodeHold{b.id("n2"), task(2), 2}};
    r.owner = ReservationOwner{CredKind::User, "tom"};
    const std::vector<ReservedUse> uses{
        {b.id("n1"), 4, {at(1, 7), at(1, 9)}},    // 1 h inside: 4 proc-hours
        {b.id("n1"), 2, {at(1, 10), at(1, 11)}},  // 2 proc-hours
        {b.id("n2"), 4, {at(1, 8), at(1, 9)}},    // uses more than the 2 held there: counted 2
    };
    const IdleCharge c = idle_reserved_time(r, {at(1, 0), at(2, 0)}, uses);
    EXPECT_EQ(c.reserved_proc_seconds, (4 + 2) * 4 * 3600);
    EXPECT_EQ(c.used_proc_seconds, (4 + 2 + 2) * 3600);
    EXPECT_EQ(c.idle_proc_seconds, 16 * 3600);
    ASSERT_TRUE(c.charge_to.has_value());
    EXPECT_EQ(*c.charge_to, (ReservationOwner{CredKind::User, "tom"}));
    r.charge_account = "jupiter";
    EXPECT_EQ(*idle_reserved_time(r, {at(1, 0), at(2, 0)}, uses).charge_to,
              (ReservationOwner{CredKind::Account, "jupiter"}));
    // Only the part of the window the reservation covers counts.
    EXPECT_EQ(idle_reserved_time(r, {at(1, 11), at(1, 13)}, uses).reserved_proc_seconds, 6 * 3600);
    r.owner.reset();
    r.charge_account.reset();
    EXPECT_FALSE(idle_reserved_time(r, {at(1, 0), at(2, 0)}, uses).charge_to.has_value());
}

TEST(MauiDuration, FormatsAndParsesTheGuidesForms) {
    EXPECT_EQ(format_maui_duration(Duration::hours(-1)), "-1:00:00");
    EXPECT_EQ(format_maui_duration(Duration::days(1)), "1:00:00:00");
    EXPECT_EQ(format_maui_duration(Duration::seconds(5)), "0:00:05");
    EXPECT_EQ(format_maui_duration(Duration::infinite()), "INFINITY");
    EXPECT_EQ(parse_maui_duration("1:00:00"), Duration::hours(1));
    EXPECT_EQ(parse_maui_duration("30:00"), Duration::minutes(30));
    EXPECT_EQ(parse_maui_duration("90"), Duration::seconds(90));
    EXPECT_EQ(parse_maui_duration("1:08:00:00"), Duration::days(1) + Duration::hours(8));
    EXPECT_EQ(parse_maui_duration("72:00:00"), Duration::hours(72));
    EXPECT_TRUE(parse_maui_duration("INFINITY")->is_infinite());
    for (const char* bad : {"", ":", "1::0", "-5", "1h", "1:2:3:4:5", "99999999999999999999"})
        EXPECT_FALSE(parse_maui_duration(bad).has_value()) << bad;
}

}  // namespace
}  // namespace outrigger
