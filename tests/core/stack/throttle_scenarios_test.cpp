// Throttling through the whole stack: active limits with their reasons, the soft then hard pass,
// idle limits and queue-time accrual (spec section 3, guide 6.2).

#include <gtest/gtest.h>

#include "policy/throttle/reason_text.hpp"
#include "stack/stack_reports.hpp"
#include "stack_fixture.hpp"

namespace outrigger {
namespace {

using testing::as;
using testing::JobBuilder;
using testing::StackReplay;

TEST(StackThrottle, MaxJobHoldsAUsersSecondJobBackWithTheReason) {
    StackReplay r("USERCFG[alice] MAXJOB=1\n", testing::uniform_cluster(4, 1),
                  {as("alice", JobBuilder("a1").procs(1).submit(0).wall(100)),
                   as("alice", JobBuilder("a2").procs(1).submit(0).wall(100)),
                   as("bob", JobBuilder("b1").procs(1).submit(0).wall(100))});
    r.sim().run(Time::from_seconds(0));
    const auto why = r.reason("a2");
    ASSERT_TRUE(why.has_value());
    EXPECT_EQ(why->code, ReasonCode::ActiveLimit);
    EXPECT_EQ(throttle_reason_text(*why, r.cluster().names()),
              "user alice: MAXJOB 1 (hard) reached: 1 active, job needs 1");
    r.sim().run();
    EXPECT_EQ(r.start("a1"), 0);
    EXPECT_EQ(r.start("b1"), 0);
    EXPECT_EQ(r.start("a2"), 100);  // two nodes stayed idle: the limit, not the machine, held it
}

TEST(StackThrottle, CheckjobRendersTheThrottleReasonInItsOwnWords) {
    StackReplay r("USERCFG[alice] MAXJOB=1\n", testing::uniform_cluster(2, 1),
                  {as("alice", JobBuilder("a1").procs(1).submit(0).wall(100)),
                   as("alice", JobBuilder("a2").procs(1).submit(0).wall(100))});
    r.sim().run(Time::from_seconds(10));
    const ReportContext ctx{r.snapshot(),          r.sim().state(),      r.stack().scheduler().last_report(),
                            r.stack().scheduler(), r.stack().calendar(), Time::from_seconds(10)};
    const auto text = stack_checkjob_text(r.stack(), ctx, r.id("a2"));
    ASSERT_TRUE(text.has_value());
    EXPECT_NE(text->find("job cannot run: user alice: MAXJOB 1 (hard) reached"), std::string::npos) << *text;
    EXPECT_NE(text->find("Priority:"), std::string::npos);
    const auto json = stack_checkjob_json(r.stack(), ctx, r.id("a2"));
    ASSERT_TRUE(json.has_value());
    EXPECT_EQ((*json)["reasons"][0]["code"], "ActiveLimit");
    EXPECT_EQ((*json)["priority"]["schema"], "outrigger.priority/1");
}

// Three processors, FIFO order a1 a2 b1 b2. With MAXJOB=1,2 the soft pass starts a1 b1 b2 and the
// hard pass finds no room for a2; with MAXJOB=2 (soft = hard) a2 goes before b2.
TEST(StackThrottle, SoftPassRunsBeforeTheHardPass) {
    const std::vector<testing::CredJob> jobs{as("alice", JobBuilder("a1").procs(1).submit(0).wall(100)),
                                             as("alice", JobBuilder("a2").procs(1).submit(0).wall(100)),
                                             as("bob", JobBuilder("b1").procs(1).submit(0).wall(100)),
                                             as("bob", JobBuilder("b2").procs(1).submit(0).wall(100))};
    StackReplay soft("USERCFG[alice] MAXJOB=1,2\n", testing::uniform_cluster(3, 1), jobs);
    soft.sim().run();
    EXPECT_EQ(soft.start("b2"), 0);
    EXPECT_EQ(soft.start("a2"), 100);

    StackReplay hard("USERCFG[alice] MAXJOB=2\n", testing::uniform_cluster(3, 1), jobs);
    hard.sim().run();
    EXPECT_EQ(hard.start("a2"), 0);
    EXPECT_EQ(hard.start("b2"), 100);

    // With room left after the soft pass, the hard pass starts a2 at once.
    StackReplay roomy("USERCFG[alice] MAXJOB=1,2\n", testing::uniform_cluster(4, 1), jobs);
    roomy.sim().run();
    EXPECT_EQ(roomy.start("a2"), 0);
}

// Two processors. a0 runs 0..1000, x0 runs 0..20. alice may have one eligible idle job: a2 is
// Blocked while a1 waits, so under QUEUEPOLICY its queue clock restarts and bob's b1 (submitted
// at 5) overtakes it when a0 ends; under ALWAYS a2 keeps its place.
TEST(StackThrottle, IdleLimitBlocksAndStopsQueueTimeAccrual) {
    const std::vector<testing::CredJob> jobs{as("alice", JobBuilder("a0").procs(1).submit(0).wall(1000)),
                                             as("carol", JobBuilder("x0").procs(1).submit(0).wall(20)),
                                             as("alice", JobBuilder("a1").procs(1).submit(0).wall(500)),
                                             as("alice", JobBuilder("a2").procs(1).submit(0).wall(500)),
                                             as("bob", JobBuilder("b1").procs(1).submit(5).wall(500))};
    StackReplay queue("USERCFG[alice] MAXIJOB=1\nJOBPRIOACCRUALPOLICY QUEUEPOLICY\n",
                      testing::uniform_cluster(2, 1), jobs);
    queue.sim().run(Time::from_seconds(5));
    const auto why = queue.reason("a2");
    ASSERT_TRUE(why.has_value());
    EXPECT_EQ(why->code, ReasonCode::IdleLimit);
    EXPECT_EQ(queue.sim().state().queue_clock_of(queue.id("a2")), Time::from_seconds(5));
    queue.sim().run();
    EXPECT_EQ(queue.start("a1"), 20);
    EXPECT_EQ(queue.start("b1"), 520);  // a1 ends at 520; b1 accrued since 5, a2 only since 20
    EXPECT_LT(queue.start("b1"), queue.start("a2"));

    StackReplay always("USERCFG[alice] MAXIJOB=1\nJOBPRIOACCRUALPOLICY ALWAYS\n",
                       testing::uniform_cluster(2, 1), jobs);
    always.sim().run();
    EXPECT_LT(always.start("a2"), always.start("b1"));
}

// A job over a system job limit can never start: it is rejected once, at submission, and never
// enters the queue that iterations walk.
TEST(StackThrottle, SystemJobLimitRejectsAnOversizedJobAtSubmission) {
    StackReplay r("SYSTEMCFG[base] MAXPROCPERJOB=2\n", testing::uniform_cluster(4, 1),
                  {as("alice", JobBuilder("big").procs(3).submit(0).wall(100)),
                   as("alice", JobBuilder("small").procs(2).submit(0).wall(100))});
    r.sim().run(Time::from_seconds(0));
    const auto why = r.rejection("big");
    ASSERT_TRUE(why.has_value());
    EXPECT_EQ(why->code, ReasonCode::SystemJobLimit);
    EXPECT_EQ(r.sim().rm().snapshot().state(r.id("big")), JobState::Rejected);
    EXPECT_FALSE(r.reason("big").has_value());  // no iteration looked at it
    EXPECT_EQ(r.start("small"), 0);
}

// QOS flags that exempt jobs from limits: a vip job of alice ignores her MAXJOB; IGNSYSTEM lets
// an oversized vip job past SYSTEMMAXPROCPERJOB; IGNJOBPERUSER waives only the job count.
TEST(StackThrottle, QosExemptionFlagsWaiveTheLimitsTheyName) {
    const std::vector<testing::CredJob> jobs{
        as("alice", JobBuilder("a1").procs(1).submit(0).wall(100)),
        as("alice", JobBuilder("a2").procs(1).submit(0).wall(100)),
        as("alice", JobBuilder("v1").procs(1).submit(0).wall(100), "", "vip")};
    StackReplay plain("USERCFG[alice] MAXJOB=1\n", testing::uniform_cluster(4, 1), jobs);
    plain.sim().run();
    EXPECT_EQ(plain.start("a2"), 100);
    EXPECT_EQ(plain.start("v1"), 200);

    StackReplay exempt("USERCFG[alice] MAXJOB=1\nQOSCFG[vip] FLAGS=IGNUSER\n", testing::uniform_cluster(4, 1),
                       jobs);
    exempt.sim().run();
    EXPECT_EQ(exempt.start("v1"), 0);
    EXPECT_EQ(exempt.start("a2"), 100);  // v1 does not waive a2's limit; it still counts towards it

    StackReplay count("USERCFG[alice] MAXJOB=1 MAXPROC=1\nQOSCFG[vip] FLAGS=IGNJOBPERUSER\n",
                      testing::uniform_cluster(4, 1), jobs);
    count.sim().run();
    EXPECT_EQ(count.start("v1"), 200);  // MAXPROC still holds it, behind a2

    const std::vector<testing::CredJob> big{
        as("bob", JobBuilder("big").procs(3).submit(0).wall(100), "", "vip")};
    StackReplay system("SYSTEMMAXPROCPERJOB 2\nQOSCFG[vip] FLAGS=IGNSYSTEM\n", testing::uniform_cluster(4, 1),
                       big);
    system.sim().run();
    EXPECT_EQ(system.start("big"), 0);
    StackReplay held("SYSTEMMAXPROCPERJOB 2\nQOSCFG[vip] FLAGS=NOBF\n", testing::uniform_cluster(4, 1), big);
    held.sim().run(Time::from_seconds(0));
    ASSERT_TRUE(held.rejection("big"));  // no exemption: the job can never run, so it is rejected
    EXPECT_EQ(held.rejection("big")->code, ReasonCode::SystemJobLimit);
}

// A deep queue behind a reserved wide job, under a user limit and beside a standing reservation,
// is swept by its processor counts; each job must come out as the job-by-job walk leaves it.
// 8 one-processor nodes: n6 and n7 are carol's, bob's R holds four, alice's a0 one (her MAXJOB),
// so one processor is free. Behind bob's 6-processor head (reserved at 10 hours) wait alice's
// jobs, blocked by her limit; bob's jobs of 2 to 5 processors, short of them; at position 40
// bob's one job that fits before the head's reservation, backfilled (behind it nothing is free);
// at 61 carol's job of two processors, which her reservation's nodes take.
// Under both a queue-time and an expansion-factor priority (the walk then leaves queue order).
TEST(StackThrottle, ADeepQueueUnderALimitAndAStandingReservationIsNotedJobByJob) {
    constexpr std::int64_t kHour = 3600;
    constexpr int kQueue = 90;
    constexpr int kFits = 40;
    constexpr int kCarols = 61;
    std::vector<testing::CredJob> jobs{as("bob", JobBuilder("R").procs(4).submit(0).wall(10 * kHour)),
                                       as("alice", JobBuilder("a0").procs(1).submit(0).wall(10 * kHour)),
                                       as("bob", JobBuilder("head").procs(6).submit(1).wall(kHour))};
    for (int i = 0; i < kQueue; ++i) {
        const std::string name = "q" + std::to_string(i);
        if (i == kFits)
            jobs.push_back(as("bob", JobBuilder(name).procs(1).submit(2 + i).wall(kHour)));
        else if (i == kCarols)
            jobs.push_back(as("carol", JobBuilder(name).procs(2).submit(2 + i).wall(kHour)));
        else if (i % 3 == 0)
            jobs.push_back(as("alice", JobBuilder(name).procs(1).submit(2 + i).wall(kHour)));
        else
            jobs.push_back(
                as("bob", JobBuilder(name).procs(2 + i % 4).submit(2 + i).wall((i % 2 + 1) * kHour)));
    }
    for (const char* priority : {"", "XFACTORWEIGHT 1000\n"}) {
        StackReplay r(std::string("USERCFG[alice] MAXJOB=1\nSRCFG[keep] HOSTLIST=n6,n7 PERIOD=INFINITY "
                                  "USERLIST=carol\n") +
                          priority,
                      testing::uniform_cluster(8, 1), jobs);
        r.sim().run(Time::from_seconds(2 + kQueue));
        EXPECT_EQ(r.start("q" + std::to_string(kFits)), 2 + kFits) << priority;
        EXPECT_EQ(r.start("q" + std::to_string(kCarols)), 2 + kCarols) << priority;  // on her nodes
        for (int i = 0; i < kQueue; ++i) {
            if (i == kFits || i == kCarols) continue;
            const std::string name = "q" + std::to_string(i);
            const auto note = r.stack().scheduler().last_report().note_of(r.id(name));
            ASSERT_TRUE(note.has_value()) << name << " " << priority;
            if (i % 3 == 0) {
                EXPECT_EQ(note->code, ReasonCode::ActiveLimit) << name << " " << priority;
                continue;
            }
            EXPECT_EQ(note->code, ReasonCode::InsufficientResources) << name << " " << priority;
            EXPECT_EQ(note->a, 0) << name << " " << priority;  // the backfilled job took the last one
            EXPECT_EQ(note->b, 2 + i % 4) << name << " " << priority;
        }
        r.sim().run();
        EXPECT_EQ(r.start("head"), 10 * kHour) << priority;
    }
}

}  // namespace
}  // namespace outrigger
