// Reservations through the whole stack: standing instances in the snapshot keeping jobs off their
// nodes and admitting the ACL's, affinity steering placement, OWNERPREEMPT requeues, administrative
// reservations added to a run (spec section 4, guide 7.1.5).

#include <gtest/gtest.h>

#include "reservation/setres.hpp"
#include "stack/stack_reports.hpp"
#include "stack_fixture.hpp"

namespace outrigger {
namespace {

using testing::as;
using testing::JobBuilder;
using testing::StackReplay;

std::vector<std::string> nodes_of(StackReplay& r, const std::string& job) {
    std::vector<std::string> out;
    if (const RunningJob* run = r.snapshot().running(r.id(job)))
        for (const auto& nt : run->allocation) out.push_back(r.cluster().node(nt.node).name);
    return out;
}

TEST(StackReservations, StandingReservationKeepsJobsOffItsNodesAndAdmitsItsUsers) {
    StackReplay r("SRCFG[alice] HOSTLIST=n0 PERIOD=INFINITY USERLIST=alice\n", testing::uniform_cluster(2, 1),
                  {as("bob", JobBuilder("b1").procs(1).submit(0).wall(100)),
                   as("bob", JobBuilder("b2").procs(1).submit(0).wall(100)),
                   as("alice", JobBuilder("a1").procs(1).submit(50).wall(10))});
    r.sim().run(Time::from_seconds(50));
    EXPECT_EQ(nodes_of(r, "b1"), std::vector<std::string>{"n1"});
    EXPECT_EQ(nodes_of(r, "a1"), std::vector<std::string>{"n0"});
    const ReportContext ctx{r.snapshot(),          r.sim().state(),      r.stack().scheduler().last_report(),
                            r.stack().scheduler(), r.stack().calendar(), Time::from_seconds(50)};
    const std::string showres = stack_showres_text(r.stack(), ctx);
    EXPECT_NE(showres.find("alice.0"), std::string::npos) << showres;
    const auto check = stack_checkjob_text(r.stack(), ctx, r.id("b2"));
    ASSERT_TRUE(check.has_value());
    EXPECT_NE(check->find("Reservation access:"), std::string::npos) << *check;
    r.sim().run();
    EXPECT_EQ(r.start("b2"), 100);  // n0 stayed idle for bob
}

// With FIRSTAVAILABLE a job would take n0; a negative-affinity reservation on n0 sends it to n1.
// With LASTAVAILABLE it would take n1; a positive-affinity reservation on n0 draws it there.
TEST(StackReservations, AffinityOrdersPlacementPositiveFirstNegativeLast) {
    StackReplay negative(
        "NODEALLOCATIONPOLICY FIRSTAVAILABLE\nSRCFG[r] HOSTLIST=n0 PERIOD=INFINITY USERLIST=alice-\n",
        testing::uniform_cluster(2, 1), {as("alice", JobBuilder("a").procs(1).submit(0).wall(100))});
    negative.sim().run(Time::from_seconds(0));
    EXPECT_EQ(nodes_of(negative, "a"), std::vector<std::string>{"n1"});

    StackReplay positive(
        "NODEALLOCATIONPOLICY LASTAVAILABLE\nSRCFG[r] HOSTLIST=n0 PERIOD=INFINITY USERLIST=alice+\n",
        testing::uniform_cluster(2, 1), {as("alice", JobBuilder("a").procs(1).submit(0).wall(100))});
    positive.sim().run(Time::from_seconds(0));
    EXPECT_EQ(nodes_of(positive, "a"), std::vector<std::string>{"n0"});

    // A negative-affinity reservation is still used when nothing else is left.
    StackReplay last(
        "NODEALLOCATIONPOLICY FIRSTAVAILABLE\nSRCFG[r] HOSTLIST=n0 PERIOD=INFINITY USERLIST=alice-\n",
        testing::uniform_cluster(2, 1),
        {as("alice", JobBuilder("a").procs(1).submit(0).wall(100)),
         as("alice", JobBuilder("b").procs(1).submit(0).wall(100))});
    last.sim().run(Time::from_seconds(0));
    EXPECT_EQ(last.start("b"), 0);
}

TEST(StackReservations, OwnerPreemptRequeuesAndChargesThePartialRun) {
    StackReplay r(
        "FSPOLICY DEDICATEDPS\nFSINTERVAL 10:00:00\n"
        "SRCFG[lab] HOSTLIST=n0,n1 PERIOD=INFINITY USERLIST=alice,bob OWNER=USER:alice FLAGS=OWNERPREEMPT\n",
        testing::uniform_cluster(2, 1),
        {as("bob", JobBuilder("b1").procs(2).submit(0).wall(1000)),
         as("alice", JobBuilder("a1").procs(1).submit(100).wall(50))});
    r.sim().run(Time::from_seconds(100));
    ASSERT_EQ(r.stack().preemptions().size(), 1u);
    EXPECT_EQ(r.stack().preemptions()[0].preempted[0].job, r.id("b1"));
    EXPECT_EQ(r.start("a1"), 100);
    const CredRef bob{CredKind::User, *r.cluster().names().find(CredKind::User, "bob")};
    EXPECT_DOUBLE_EQ(r.stack().ledger().current().usage_of(bob), 200.0);  // 2 procs x 100 s
    r.sim().run();
    EXPECT_EQ(r.start("b1"), 150);  // requeued, started again once a1 ended
    EXPECT_EQ(r.sim().outcomes()[r.id("b1").value()].end, Time::from_seconds(1150));
    EXPECT_DOUBLE_EQ(r.stack().ledger().current().usage_of(bob), 2200.0);
}

TEST(StackReservations, AdministrativeReservationAddedToARun) {
    StackReplay r("", testing::uniform_cluster(2, 1),
                  {as("bob", JobBuilder("b1").procs(1).submit(0).wall(100)),
                   as("bob", JobBuilder("b2").procs(1).submit(0).wall(100))});
    const std::vector<std::string_view> args{"-u", "alice", "-d", "500", "n1"};
    const SetresParse parsed = parse_setres_arguments(args);
    ASSERT_TRUE(parsed.ok());
    const SetresResult added = r.stack().add_reservation(parsed.request, r.snapshot(), Time::from_seconds(0));
    ASSERT_TRUE(added.id.has_value());
    r.sim().run();
    EXPECT_EQ(r.start("b1"), 0);
    EXPECT_EQ(r.start("b2"), 100);  // n1 is alice's for 500 s
}

TEST(StackReservations, DailyStandingReservationRollsAtLocalMidnight) {
    // 08:00-18:00 every day on n0 for alice (one day ahead at a time); n1 is busy for three days, so
    // bob's jobs wait for each day's instance to end.
    const std::int64_t day = 86400;
    StackReplay r("SRCFG[day] HOSTLIST=n0 STARTTIME=08:00:00 ENDTIME=18:00:00 DEPTH=1 USERLIST=alice\n",
                  testing::uniform_cluster(2, 1),
                  {as("bob", JobBuilder("b1").procs(1).submit(0).wall(3 * day)),
                   as("bob", JobBuilder("b2").procs(1).submit(9 * 3600).wall(3600)),
                   as("bob", JobBuilder("b3").procs(1).submit(day + 9 * 3600).wall(3600))});
    r.sim().run();
    EXPECT_EQ(r.start("b2"), 18 * 3600);        // waits for the end of day 0's instance
    EXPECT_EQ(r.start("b3"), day + 18 * 3600);  // day 1's instance exists: it was rolled at midnight
}

}  // namespace
}  // namespace outrigger
