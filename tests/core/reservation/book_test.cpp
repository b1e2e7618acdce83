#include <fmt/format.h>
#include <gtest/gtest.h>

#include "fixture.hpp"
#include "reservation/reservation_book.hpp"
#include "reservation/standing_period.hpp"

namespace outrigger {
namespace {

using namespace testing;

StandingReservationConfig floating_daily(std::string name, std::int64_t tasks) {
    StandingReservationConfig sr;
    sr.name = std::move(name);
    sr.task_count = tasks;
    sr.task = task(1);
    sr.acl = acl(AclType::User, {"ann"});
    return sr;
}

TEST(StandingRoller, PartialInstanceGrowsWhenResourcesFree) {
    ClusterBuilder b;
    b.nodes("n[1-2]", 2, 1024);
    TableCapacity view = b.capacity();
    view.add_job(JobHolding{JobId(1), b.id("n2"), task(2), {at(0, 0), at(0, 12)}});  // busy until Sunday noon
    ReservationBook book({floating_daily("grow", 4)}, b.cluster, utc_calendar(),
                         NodeAllocationPolicy::FirstAvailable);
    const RollReport roll = book.roll(at(0, 1), view);
    ASSERT_EQ(roll.partial.size(), 1U);  // today's instance has only n1
    EXPECT_EQ(roll.partial[0].name, "grow.0");
    EXPECT_EQ(roll.partial[0].tasks_held, 2);
    EXPECT_EQ(roll.partial[0].depth, 2);
    EXPECT_EQ(roll.partial[0].passed_over.no_room, 1);
    EXPECT_EQ(book.find("grow.1")->tasks_held(), 4);  // tomorrow is free

    view.set_reservations(book.reservations());
    EXPECT_TRUE(book.grow(at(0, 2), view).grown.empty());  // still busy
    view.clear_jobs();
    const GrowReport grown = book.grow(at(0, 12), view);
    EXPECT_EQ(grown.grown, (std::vector<ReservationId>{book.find("grow.0")->id}));
    EXPECT_TRUE(grown.partial.empty());
    EXPECT_EQ(book.find("grow.0")->tasks_held(), 4);
    EXPECT_TRUE(book.partial().empty());
}

TEST(StandingRoller, SpaceFlexInstanceMovesOffANodeThatWentDown) {
    ClusterBuilder b;
    b.nodes("n[1-3]", 2, 1024);
    TableCapacity view = b.capacity();
    StandingReservationConfig sr = floating_daily("flex", 2);
    sr.flags = flag_bit(ReservationFlag::SpaceFlex);
    StandingReservationConfig fixed = floating_daily("fixed", 2);
    fixed.depth = 1;
    sr.depth = 1;
    ReservationBook book({sr, fixed}, b.cluster, utc_calendar(), NodeAllocationPolicy::FirstAvailable);
    book.roll(at(0, 1), view);
    EXPECT_EQ(book.find("flex.0")->allocation[0].node, b.id("n1"));
    EXPECT_EQ(book.find("fixed.0")->allocation[0].node, b.id("n2"));
    view.set_reservations(book.reservations());
    view.node(b.id("n1")).state = NodeState::Down;
    view.node(b.id("n2")).state = NodeState::Down;
    const GrowReport g = book.grow(at(0, 2), view);
    EXPECT_EQ(g.moved, (std::vector<ReservationId>{book.find("flex.0")->id}));
    EXPECT_EQ(book.find("flex.0")->allocation[0].node, b.id("n3"));
    EXPECT_EQ(book.find("fixed.0")->allocation[0].node, b.id("n2"));  // not SPACEFLEX: stays
}

TEST(StandingRoller, HigherPriorityStandingReservationsArePlacedFirst) {
    ClusterBuilder b;
    b.nodes("n1", 2, 1024);
    const TableCapacity view = b.capacity();
    StandingReservationConfig low = floating_daily("low", 2);
    StandingReservationConfig high = floating_daily("high", 2);
    high.priority = 10;
    low.depth = high.depth = 1;
    ReservationBook book({low, high}, b.cluster, utc_calendar());
    const RollReport r = book.roll(at(0, 1), view);
    EXPECT_EQ(book.find("high.0")->tasks_held(), 2);
    EXPECT_EQ(book.find("low.0")->tasks_held(), 0);
    ASSERT_EQ(r.partial.size(), 1U);
    EXPECT_EQ(r.partial[0].name, "low.0");
}

TEST(StandingRoller, BadEntriesAreReportedAndMakeNoInstances) {
    ClusterBuilder b;
    b.nodes("n[1-2]", 2, 1024);
    const TableCapacity view = b.capacity();
    StandingReservationConfig bad_time = floating_daily("late", 1);
    bad_time.start_time = Duration::hours(17);
    bad_time.end_time = Duration::hours(9);
    StandingReservationConfig bad_feature = floating_daily("feat", 1);
    bad_feature.node_features = {"gpu"};
    StandingReservationConfig unknown_host;
    unknown_host.name = "hosts";
    unknown_host.host_list = {"n1,n9"};
    unknown_host.flags = flag_bit(ReservationFlag::SingleUse);
    unknown_host.acl = acl(AclType::User, {"ann"});
    ReservationBook book({bad_time, bad_feature, unknown_host}, b.cluster, utc_calendar());
    std::vector<std::string> texts;
    for (const auto& d : book.diagnostics()) texts.push_back(format_diagnostic(d));
    EXPECT_EQ(texts,
              (std::vector<std::string>{
                  "SRCFG[late] STARTTIME/ENDTIME: error: ENDTIME=9:00:00 is not after STARTTIME=17:00:00",
                  "SRCFG[feat] NODEFEATURES: error: no node has feature 'gpu'",
                  "SRCFG[hosts] HOSTLIST: warning: unknown host 'n9' skipped",
                  "SRCFG[hosts] FLAGS: warning: SINGLEUSE: accepted, no effect",
              }));
    book.roll(at(0, 1), view);
    ASSERT_EQ(book.reservations().size(), 2U);  // hosts.0 and hosts.1 on n1 only
    EXPECT_EQ(book.reservations()[0].name, "hosts.0");
    EXPECT_EQ(book.reservations()[0].nodes_held(), 1U);
}

TEST(StandingPeriod, TimeframeErrorsNameTheAttribute) {
    StandingReservationConfig sr;
    sr.depth = 0;
    EXPECT_EQ(standing_timeframe_error(sr), "DEPTH=0 must be at least 1");
    sr.depth = 2;
    sr.start_time = Duration::hours(25);
    EXPECT_EQ(standing_timeframe_error(sr),
              "STARTTIME=1:01:00:00 is not a time of day (must be below 1:00:00:00)");
    sr.period = SrPeriod::Week;
    sr.end_time = Duration::days(8);
    EXPECT_EQ(standing_timeframe_error(sr),
              "ENDTIME=8:00:00:00 is not a week offset (must be at most 7:00:00:00)");
    sr.period = SrPeriod::Day;
    sr.start_time = Duration::zero();
    sr.end_time.reset();
    sr.days = 0;
    EXPECT_EQ(standing_timeframe_error(sr), "DAYS selects no day of the week");
}

TEST(StandingPeriod, DayDefaultsRunMidnightToMidnightAndSkipEndedWindows) {
    StandingReservationConfig sr;
    sr.depth = 3;
    const auto w = standing_windows(sr, at(2, 5), utc_calendar());
    ASSERT_EQ(w.size(), 3U);
    EXPECT_EQ(w[0].span, (Interval{at(2, 0), at(3, 0)}));
    EXPECT_EQ(w[2].span, (Interval{at(4, 0), at(5, 0)}));
    sr.start_time = Duration::hours(1);
    sr.end_time = Duration::hours(4);
    EXPECT_EQ(standing_windows(sr, at(2, 5), utc_calendar()).size(), 2U);  // today's 01:00-04:00 is over
}

TEST(AdministrativeReservation, SetresPlacesThroughTheSamePlacementAndReleases) {
    ClusterBuilder b;
    b.nodes("node0[1-4]", 4, 4096, {"fast"});
    const TableCapacity view = b.capacity();
    ReservationBook book({}, b.cluster, utc_calendar(), NodeAllocationPolicy::FirstAvailable);
    const std::vector<std::string_view> args{"-u",      "ann,!bob",         "-s", "+1:00:00", "-d", "2:00:00",
                                             "-r",      "PROCS=2;MEM=1024", "-f", "fast",     "-n", "maint",
                                             "TASKS==3"};
    const SetresParse parsed = parse_setres_arguments(args);
    ASSERT_TRUE(parsed.ok());
    const SetresResult r = book.setres(parsed.request, at(1, 8), b.cluster, view);
    ASSERT_TRUE(r.id.has_value()) << (r.diagnostics.empty() ? "" : format_diagnostic(r.diagnostics[0]));
    const Reservation* res = book.find(*r.id);
    EXPECT_EQ(res->name, "maint");
    EXPECT_EQ(res->span, (Interval{at(1, 9), at(1, 11)}));
    EXPECT_EQ(res->tasks_held(), 3);
    EXPECT_EQ(res->acl.size(), 2U);
    EXPECT_TRUE(res->acl[1].negated);
    // The same name again is refused; a system reservation on hosts gets a generated name.
    EXPECT_FALSE(book.setres(parsed.request, at(1, 8), b.cluster, view).id.has_value());
    SetresRequest system;
    system.hosts = "node0[3-4]";
    system.duration = "30:00";
    const SetresResult sys = book.setres(system, at(1, 8), b.cluster, view);
    ASSERT_TRUE(sys.id.has_value());
    EXPECT_EQ(book.find(*sys.id)->name, fmt::format("SYSTEM.{}", sys.id->value()));
    EXPECT_TRUE(book.find(*sys.id)->is_system());
    EXPECT_FALSE(book.release(*r.id).has_value());
    EXPECT_EQ(book.find(*r.id), nullptr);
    EXPECT_EQ(format_diagnostic(*book.release(*r.id)),
              fmt::format("releaseres: error: no reservation with id {}", r.id->value()));
}

TEST(AdministrativeReservation, SetresRefusesWhenTasksAreNotFree) {
    ClusterBuilder b;
    b.nodes("n[1-2]", 2, 1024);
    TableCapacity view = b.capacity();
    view.add_job(JobHolding{JobId(1), b.id("n1"), task(2), {at(0, 0), at(9, 0)}});
    ReservationBook book({}, b.cluster, utc_calendar());
    SetresRequest req;
    req.hosts = "TASKS==3";  // whole-node tasks (no -r)
    req.users = {"ann"};
    req.duration = "1:00:00";
    const SetresResult r = book.setres(req, at(1, 0), b.cluster, view);
    EXPECT_FALSE(r.id.has_value());
    ASSERT_EQ(r.diagnostics.size(), 1U);
    EXPECT_EQ(
        format_diagnostic(r.diagnostics[0]),
        "setres: error: only 1 of 3 tasks are free from Mon Mar 02 00:00:00 2026 to Mon Mar 02 01:00:00 2026 "
        "(nodes passed over: 0 not up, 0 without the features, 0 in another partition, 1 without room)");
    EXPECT_TRUE(book.reservations().empty());
}

TEST(AdministrativeReservation, SetresValidationNamesTheOption) {
    ClusterBuilder b;
    b.nodes("n[1-2]", 2, 1024);
    struct Case {
        std::vector<std::string_view> args;
        std::string error;
    };
    const std::vector<Case> cases{
        {{"-d", "1:00:00"}, "setres: error: give a host expression or TASKS==N"},
        {{"-d", "soon", "n1"}, "setres -d: error: 'soon' is not a positive duration [[[DD:]HH:]MM:]SS"},
        {{"-d", "1:00", "-e", "+2:00:00", "n1"},
         "setres -e/-d: error: give an end time or a duration, not both"},
        {{"-s", "25:00", "n1"}, "setres -s: error: '25:00': '25' is out of range"},
        {{"-s", "10:00_02/30", "n1"}, "setres -s: error: '10:00_02/30': no such date"},
        {{"-e", "+0", "n1"},
         "setres -e: error: the end (Mon Mar 02 00:00:00 2026) is not after the start (Mon Mar 02 00:00:00 "
         "2026)"},
        {{"-r", "PROCS=two", "TASKS==1"},
         "setres -r: error: 'PROCS=two': the value must be a whole number (-1 = the whole node)"},
        {{"-r", "GPU=1", "TASKS==1"},
         "setres -r: error: 'GPU': unknown resource (PROCS, MEM, DISK, SWAP or a generic resource of the "
         "cluster)"},
        {{"-x", "BYNAME,SOMETIMES", "n1"}, "setres -x: error: unknown flag 'SOMETIMES'"},
        {{"-f", "gpu", "n1"}, "setres -f: error: no node has feature 'gpu'"},
        {{"-p", "OLD", "n1"}, "setres -p: error: no partition named 'OLD'"},
        {{"n[1-"}, "setres hosts: error: 'n[1-' column 2: "},
        {{"n7"}, "setres hosts: error: unknown host 'n7'"},
        {{"TASKS==0"}, "setres TASKS==: error: '0' is not a positive task count"},
    };
    for (const auto& c : cases) {
        const SetresParse p = parse_setres_arguments(c.args);
        ASSERT_TRUE(p.ok());
        const SetresBuild built = build_setres(p.request, at(1, 0), utc_calendar(), b.cluster);
        EXPECT_FALSE(built.reservation.has_value()) << c.error;
        ASSERT_FALSE(built.diagnostics.empty()) << c.error;
        EXPECT_EQ(format_diagnostic(built.diagnostics[0]).substr(0, c.error.size()), c.error);
    }
    const std::vector<std::string_view> bad{"-z", "1", "-u"};
    const SetresParse p = parse_setres_arguments(bad);
    ASSERT_EQ(p.diagnostics.size(), 2U);
    EXPECT_EQ(format_diagnostic(p.diagnostics[0]), "setres -z: error: unknown option");
    EXPECT_EQ(format_diagnostic(p.diagnostics[1]), "setres -u: error: needs a value");
}

TEST(AdministrativeReservation, SetresTimesAreLocalAndDefaultToToday) {
    const auto cal = utc_calendar();
    std::string e;
    EXPECT_EQ(parse_setres_time("14:30", at(1, 8), cal, e), at(1, 14, 30));
    EXPECT_EQ(parse_setres_time("08:00:00_03/04", at(1, 8), cal, e), at(3, 8));
    EXPECT_EQ(parse_setres_time("08:00_03/04/2026", at(1, 8), cal, e), at(3, 8));
    EXPECT_EQ(parse_setres_time("+1:00:00:00", at(1, 8), cal, e), at(2, 8));
}

}  // namespace
}  // namespace outrigger
