#include "reservation/owner_preempt.hpp"

#include <gtest/gtest.h>

#include "fixture.hpp"

namespace outrigger {
namespace {

using namespace testing;

struct JupiterReservation {
    ClusterBuilder b;
    Reservation r;
    JupiterReservation() {
        b.nodes("n[1-2]", 4, 4096);
        r.name = "jupiter.0";
        r.span = {at(0, 0), Time::never()};
        r.owner = ReservationOwner{CredKind::Account, "jupiter"};
        r.flags = flag_bit(ReservationFlag::OwnerPreempt);
        r.acl = acl(AclType::Account, {"jupiter", "saturn-"});
        r.allocation = {NodeHold{b.id("n1"), task(4, 4096), 1}, NodeHold{b.id("n2"), task(4, 4096), 1}};
    }
    Credentials creds(std::string_view account) {
        return JobBuilder(b.cluster.names()).account(account).build().creds;
    }
};

TEST(OwnerPreempt, NothingIsPreemptedWhenTheUnusedPartSuffices) {
    JupiterReservation s;
    const std::vector<RunningUse> running{{JobId(1), s.creds("saturn"), s.b.id("n1"), task(4), at(0, 1)}};
    const Job owner = JobBuilder(s.b.cluster.names(), 9).account("jupiter").tasks(4).build();
    const PreemptionChoice c = choose_owner_preemption(s.r, owner, running, at(0, 2), s.b.cluster.names());
    EXPECT_EQ(c.verdict, PreemptVerdict::NoPreemptionNeeded);
    EXPECT_EQ(describe_preemption(c, s.r),
              "no preemption needed: 4 of 4 tasks fit in the unused part of 'jupiter.0'");
}

TEST(OwnerPreempt, UnneededChoicesAreGivenBackAndOwnerJobsAreNeverTaken) {
    JupiterReservation s;
    Names& names = s.b.cluster.names();
    const std::vector<RunningUse> running{
        {JobId(1), s.creds("saturn"), s.b.id("n1"), task(3), at(0, 1)},   // older, large
        {JobId(2), s.creds("saturn"), s.b.id("n2"), task(1), at(0, 3)},   // newest, small
        {JobId(3), s.creds("jupiter"), s.b.id("n2"), task(3), at(0, 4)},  // the owner's own
    };
    // Needs 3 procs on one node: taking job 2 (newest) frees only 1 on n2; job 1 frees n1; job 2 is given
    // back.
    const Job owner = JobBuilder(names, 9).account("jupiter").tasks(1, task(3)).build();
    const PreemptionChoice c = choose_owner_preemption(s.r, owner, running, at(0, 5), names);
    ASSERT_EQ(c.verdict, PreemptVerdict::Preempt);
    ASSERT_EQ(c.preempt.size(), 1U);
    EXPECT_EQ(c.preempt[0].job, JobId(1));
    EXPECT_EQ(c.preempt[0].charged_proc_seconds, 3 * 4 * 3600);
}

TEST(OwnerPreempt, RefusalsSayWhy) {
    JupiterReservation s;
    Names& names = s.b.cluster.names();
    const std::vector<RunningUse> running{{JobId(1), s.creds("jupiter"), s.b.id("n1"), task(4), at(0, 1)},
                                          {JobId(2), s.creds("saturn"), s.b.id("n2"), task(4), at(0, 1)}};
    const Job big = JobBuilder(names, 9).account("jupiter").tasks(2, task(4)).build();
    const PreemptionChoice cannot = choose_owner_preemption(s.r, big, running, at(0, 2), names);
    EXPECT_EQ(cannot.verdict, PreemptVerdict::CannotFit);
    EXPECT_TRUE(cannot.preempt.empty());
    s.r.flags = 0;
    const PreemptionChoice no_flag = choose_owner_preemption(s.r, big, running, at(0, 2), names);
    EXPECT_EQ(no_flag.verdict, PreemptVerdict::FlagNotSet);
    EXPECT_EQ(describe_preemption(no_flag, s.r), "not preempting: 'jupiter.0' lacks the OWNERPREEMPT flag");
}

}  // namespace
}  // namespace outrigger
