// The reservation chapter's five example configurations (guide 7.1.5.2), each as a scenario with
// its expected instances, placements and access decisions.

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "fixture.hpp"
#include "reservation/acl.hpp"
#include "reservation/affinity.hpp"
#include "reservation/owner_preempt.hpp"
#include "reservation/reservation_book.hpp"

namespace outrigger {
namespace {

using namespace testing;

constexpr std::uint8_t kWeekdays = 0b0111110;  // Mon..Fri (bit 0 = Sunday)

std::string layout(const Reservation& r, const Cluster& c) {
    std::string s;
    for (const auto& h : r.allocation)
        s += (s.empty() ? "" : " ") + c.node(h.node).name + ":" + std::to_string(h.tasks);
    return s;
}

StandingReservationConfig interactive_example1() {
    StandingReservationConfig sr;
    sr.name = "interactive";
    sr.task_count = 6;
    sr.task = task(1, 512);
    sr.period = SrPeriod::Day;
    sr.days = kWeekdays;
    sr.start_time = Duration::hours(9);
    sr.end_time = Duration::hours(17);
    sr.acl = acl(AclType::Class, {"interactive"});
    return sr;
}

StandingReservationConfig interactive_example2() {
    StandingReservationConfig sr;
    sr.name = "interactive";
    sr.days = kWeekdays;
    sr.period = SrPeriod::Day;
    sr.start_time = Duration::hours(10);
    sr.end_time = Duration::hours(15);
    sr.task = task(2, 256);
    sr.host_list = {"node001,node002,node005,node020"};
    sr.task_count = 6;
    sr.acl = acl(AclType::Class, {"interactive"});
    return sr;
}

TEST(GuideExample1, BusinessHoursInstancesOnWeekdaysOnlyAtNineLocalAcrossDst) {
    // Stockholm moves to summer time on Sunday 2026-03-29: Friday 09:00 is 08:00 UTC, Monday 09:00 is 07:00
    // UTC.
    const auto cal = LocalCalendar::zone("Europe/Stockholm", kSunday20260301);
    ASSERT_TRUE(cal.has_value());
    ClusterBuilder b;
    b.nodes("n[1-4]", 2, 2048);
    TableCapacity view = b.capacity();
    StandingReservationConfig sr = interactive_example1();
    sr.depth = 7;
    ReservationBook book({sr}, b.cluster, *cal, NodeAllocationPolicy::FirstAvailable);
    EXPECT_TRUE(book.diagnostics().empty());
    const Time friday_noon = cal->at_local(2026, 3, 27, 12 * 3600);
    const RollReport report = book.roll(friday_noon, view);
    ASSERT_EQ(report.created.size(), 5U);  // Fri, Mon, Tue, Wed, Thu of the seven days
    std::vector<int> weekdays;
    for (const Reservation& r : book.reservations()) {
        weekdays.push_back(cal->day_of_week(r.span.start));
        EXPECT_EQ(cal->seconds_into_day(r.span.start), 9 * 3600) << r.name;
        EXPECT_EQ(r.span.length(), Duration::hours(8)) << r.name;
        EXPECT_EQ(r.tasks_held(), 6) << r.name;
        EXPECT_EQ(r.allocation.front().held, task(2, 1024)) << r.name;
    }
    EXPECT_EQ(weekdays, (std::vector<int>{5, 1, 2, 3, 4}));
    const Reservation& friday = book.reservations()[0];
    const Reservation& monday = book.reservations()[1];
    EXPECT_EQ(friday.name, "interactive.0");
    EXPECT_EQ(friday.span.start.seconds() + kSunday20260301, 1774598400);  // 2026-03-27 08:00 UTC
    EXPECT_EQ(monday.span.start.seconds() + kSunday20260301, 1774854000);  // 2026-03-30 07:00 UTC
    EXPECT_EQ(layout(friday, b.cluster), "n1:2 n2:2 n3:2");

    Names& names = b.cluster.names();
    const Interval job{friday.span.start, friday.span.start + Duration::hours(1)};
    EXPECT_TRUE(
        check_access(friday, JobBuilder(names).job_class("interactive").build(), job, names).admitted());
    EXPECT_FALSE(check_access(friday, JobBuilder(names).job_class("batch").build(), job, names).admitted());

    // The roll at local midnight drops Friday's instance (it ended at 17:00) and adds Friday Apr 3.
    const ReservationId friday_id = friday.id;
    view.set_reservations(book.reservations());
    const Time midnight = book.next_roll(friday_noon);
    EXPECT_EQ(midnight, cal->at_local(2026, 3, 28, 0));
    const RollReport next = book.roll(midnight, view);
    EXPECT_EQ(next.removed, (std::vector<ReservationId>{friday_id}));
    ASSERT_EQ(next.created.size(), 1U);
    EXPECT_EQ(book.find(next.created[0])->name, "interactive.5");
    EXPECT_EQ(book.find(next.created[0])->span.start, cal->at_local(2026, 4, 3, 9 * 3600));
    // Rolling again at the same instant changes nothing.
    view.set_reservations(book.reservations());
    const RollReport again = book.roll(midnight, view);
    EXPECT_TRUE(again.created.empty());
    EXPECT_TRUE(again.removed.empty());
}

TEST(GuideExample2, SixTasksOnFourListedQuadHosts) {
    ClusterBuilder b;
    b.nodes("node0[01-20]", 4, 1024);
    const TableCapacity view = b.capacity();
    ReservationBook book({interactive_example2()}, b.cluster, utc_calendar(),
                         NodeAllocationPolicy::FirstAvailable);
    book.roll(at(1, 7), view);  // Monday 07:00, DEPTH 2: Monday and Tuesday
    ASSERT_EQ(book.reservations().size(), 2U);
    for (const Reservation& r : book.reservations()) {
        EXPECT_EQ(layout(r, b.cluster), "node001:2 node002:2 node005:2");
        EXPECT_EQ(r.procs_held(), 12);
        EXPECT_FALSE(r.partial());
    }
    EXPECT_EQ(book.reservations()[0].span, (Interval{at(1, 10), at(1, 15)}));
}

TEST(GuideExample3, StackedInteractiveAndDebugNeedClassAndStaff) {
    ClusterBuilder b;
    b.nodes("node0[01-20]", 4, 1024);
    const TableCapacity view = b.capacity();
    StandingReservationConfig debug;
    debug.name = "debug";
    debug.host_list = {"node001,node002,node003,node004"};
    debug.acl = acl(AclType::User, {"helpdesk"});
    append(debug.acl, acl(AclType::Group, {"operations", "sysadmin"}));
    debug.period = SrPeriod::Infinity;
    ReservationBook book({interactive_example2(), debug}, b.cluster, utc_calendar(),
                         NodeAllocationPolicy::FirstAvailable);
    book.roll(at(1, 7), view);
    const Reservation* dbg = book.find("debug.0");
    ASSERT_NE(dbg, nullptr);
    EXPECT_EQ(layout(*dbg, b.cluster), "node001:1 node002:1 node003:1 node004:1");
    EXPECT_TRUE(dbg->span.end.is_never());
    EXPECT_EQ(dbg->held_on(b.id("node001")), task(4, 1024));

    Names& names = b.cluster.names();
    const Interval midday{at(1, 11), at(1, 12)};
    const auto on_node001 = book.covering(b.id("node001"), midday);
    ASSERT_EQ(on_node001.size(), 2U);
    struct Case {
        const char* who;
        Job job;
        bool admitted;
    };
    const std::vector<Case> cases{
        {"helpdesk interactive", JobBuilder(names).user("helpdesk").job_class("interactive").build(), true},
        {"sysadmin interactive",
         JobBuilder(names).user("ann").group("sysadmin").job_class("interactive").build(), true},
        {"operations batch", JobBuilder(names).user("ann").group("operations").job_class("batch").build(),
         false},
        {"plain interactive", JobBuilder(names).user("bob").group("users").job_class("interactive").build(),
         false},
    };
    for (const auto& c : cases)
        EXPECT_EQ(check_stacked(on_node001, c.job, midday, names).admitted, c.admitted) << c.who;
    // Outside business hours only debug covers node001.
    EXPECT_EQ(book.covering(b.id("node001"), {at(1, 20), at(1, 21)}).size(), 1U);
}

TEST(GuideExample4, WeeklyReservationWithRequiredTimeLimitNotAndNegativeAffinity) {
    ClusterBuilder b;
    b.nodes("lm[01-32]", 2, 8192, {"largememory"}).nodes("std[1-8]", 2, 2048);
    const TableCapacity view = b.capacity();
    StandingReservationConfig sr;
    sr.name = "special";
    sr.task_count = 32;
    sr.period = SrPeriod::Week;
    sr.start_time = Duration::days(1) + Duration::hours(8);
    sr.end_time = Duration::days(5) + Duration::hours(17);
    sr.node_features = {"largememory"};
    sr.acl = acl(AclType::TimeLimit, {"1:00:00*"});
    append(sr.acl, acl(AclType::Qos, {"high", "low", "special-"}));
    append(sr.acl, acl(AclType::Account, {"!projectX", "!projectY"}));
    ReservationBook book({sr}, b.cluster, utc_calendar());
    book.roll(at(0, 12), view);  // Sunday noon, DEPTH 2: this week and next
    ASSERT_EQ(book.reservations().size(), 2U);
    const Reservation& week = book.reservations()[0];
    EXPECT_EQ(week.span, (Interval{at(1, 8), at(5, 17)}));  // Monday 08:00 to Friday 17:00
    EXPECT_EQ(book.reservations()[1].span, (Interval{at(8, 8), at(12, 17)}));
    EXPECT_EQ(week.nodes_held(), 32U);
    for (const auto& h : week.allocation) EXPECT_EQ(b.cluster.node(h.node).name.substr(0, 2), "lm");

    Names& names = b.cluster.names();
    const AccessDecision four_hour =
        check_access(week, JobBuilder(names).qos("high").build(), {at(1, 5), at(1, 9)}, names);
    EXPECT_TRUE(four_hour.admitted());
    EXPECT_EQ(four_hour.overlap, Duration::hours(1));
    EXPECT_FALSE(
        check_access(week, JobBuilder(names).qos("high").build(), {at(1, 5), at(1, 10)}, names).admitted());
    const AccessDecision special =
        check_access(week, JobBuilder(names).qos("special").build(), {at(2, 9), at(2, 10)}, names);
    EXPECT_TRUE(special.admitted());
    EXPECT_EQ(special.affinity, Affinity::Negative);
    const AccessDecision project_x = check_access(
        week, JobBuilder(names).qos("high").account("projectX").build(), {at(2, 9), at(2, 10)}, names);
    EXPECT_EQ(project_x.verdict, AccessVerdict::RefusedExcluded);
    EXPECT_EQ(check_access(week, JobBuilder(names).qos("normal").account("chem").build(),
                           {at(2, 9), at(2, 10)}, names)
                  .verdict,
              AccessVerdict::AdmittedByExclusion);

    // Negative affinity: a QOS special job is steered to the unreserved nodes first.
    std::vector<NodeId> candidates;
    for (const Node& n : b.cluster.nodes()) candidates.push_back(n.id);
    const auto ranked =
        order_by_affinity(candidates, book.reservations(), JobBuilder(names).qos("special").build(),
                          {at(2, 9), at(2, 10)}, names);
    EXPECT_EQ(b.cluster.node(ranked.front().node).name, "std1");
    EXPECT_EQ(ranked.front().rank, AffinityRank::Neutral);
    EXPECT_EQ(ranked.back().rank, AffinityRank::Negative);
    const auto ranked_high = order_by_affinity(
        candidates, book.reservations(), JobBuilder(names).qos("high").build(), {at(2, 9), at(2, 10)}, names);
    EXPECT_EQ(b.cluster.node(ranked_high.front().node).name, "lm01");
    EXPECT_EQ(ranked_high.front().rank, AffinityRank::Positive);
}

TEST(GuideExample5, JupiterOwnsAndPreemptsSaturnWhichHasNegativeAffinity) {
    ClusterBuilder b;
    b.nodes("node0[1-9]", 2, 2048).nodes("node1[0-2]", 2, 2048);
    const TableCapacity view = b.capacity();
    StandingReservationConfig sr;
    sr.name = "jupiter";
    sr.host_list = {"node0[1-9]"};
    sr.period = SrPeriod::Infinity;
    sr.acl = acl(AclType::Account, {"jupiter", "saturn-"});
    sr.owner_kind = CredKind::Account;
    sr.owner_name = "jupiter";
    sr.flags = flag_bit(ReservationFlag::OwnerPreempt);
    ReservationBook book({sr}, b.cluster, utc_calendar());
    EXPECT_TRUE(book.diagnostics().empty());
    book.roll(at(1, 0), view);
    ASSERT_EQ(book.reservations().size(), 1U);
    const Reservation& res = book.reservations()[0];
    EXPECT_EQ(res.nodes_held(), 9U);

    Names& names = b.cluster.names();
    std::vector<NodeId> candidates;
    for (const Node& n : b.cluster.nodes()) candidates.push_back(n.id);
    const Interval span{at(1, 1), at(1, 2)};
    const auto saturn_order = order_by_affinity(candidates, book.reservations(),
                                                JobBuilder(names).account("saturn").build(), span, names);
    EXPECT_EQ(b.cluster.node(saturn_order[0].node).name, "node10");
    EXPECT_EQ(saturn_order[3].rank, AffinityRank::Negative);
    EXPECT_EQ(check_access(res, JobBuilder(names).account("mars").build(), span, names).verdict,
              AccessVerdict::RefusedNoMatch);

    // Saturn fills the reservation; a jupiter job of 4 two-processor tasks preempts the newest saturn jobs.
    std::vector<RunningUse> running;
    const Credentials saturn = JobBuilder(names).account("saturn").build().creds;
    for (std::uint32_t i = 0; i < 9; ++i) {
        const auto node = b.id(fmt::format("node0{}", i + 1));
        running.push_back(RunningUse{JobId(100 + i), saturn, node, task(2, 0), at(1, static_cast<int>(i))});
    }
    const Job jupiter = JobBuilder(names, 7).account("jupiter").tasks(4, task(2, 0)).build();
    const PreemptionChoice choice = choose_owner_preemption(res, jupiter, running, at(1, 10), names);
    ASSERT_EQ(choice.verdict, PreemptVerdict::Preempt);
    ASSERT_EQ(choice.preempt.size(), 4U);
    EXPECT_EQ(choice.preempt[0].job, JobId(108));  // started last: least work lost
    EXPECT_EQ(choice.preempt[3].job, JobId(105));
    EXPECT_EQ(choice.preempt[0].charged_proc_seconds, 2 * 3600 * 2);  // 2 procs for 2 hours
    EXPECT_EQ(describe_preemption(choice, res),
              "preempt (requeue) 4 jobs in 'jupiter.0' so that 4 tasks of the owner (ACCOUNT:jupiter) fit: "
              "108, 107, "
              "106, 105");
    const Job saturn_job = JobBuilder(names, 8).account("saturn").tasks(1, task(2, 0)).build();
    EXPECT_EQ(choose_owner_preemption(res, saturn_job, running, at(1, 10), names).verdict,
              PreemptVerdict::NotOwner);
}

}  // namespace
}  // namespace outrigger
