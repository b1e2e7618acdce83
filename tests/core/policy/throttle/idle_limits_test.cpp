// Idle job limits (guide 6.2.3): the eligible set, chosen once per iteration in priority order.

#include <gtest/gtest.h>

#include "throttle_fixture.hpp"

namespace outrigger {
namespace {

using namespace throttle_test;
using K = CredKind;
using L = LimitKind;

const Time kNow = Time::from_seconds(500);

std::vector<const Job*> queue_of(std::initializer_list<const Job*> jobs) {
    return jobs;
}

TEST(IdleLimits, MaxIJobAdmitsInPriorityOrderAndBlocksTheRest) {
    Fixture f;
    f.add(K::User, "steve", idle(max(L::Jobs, 2)));
    ThrottlePolicy p = f.policy();
    p.begin(std::vector<ActiveJob>{f.running({.user = "steve"})}, kNow);  // running jobs do not count as idle
    const Job& s1 = f.job({.user = "steve"});
    const Job& a1 = f.job({.user = "amy"});
    const Job& s2 = f.job({.user = "steve"});
    const Job& s3 = f.job({.user = "steve"});
    const auto q = queue_of({&s3, &a1, &s1, &s2});  // priority order: s3 first
    const EligibleSet sel = p.select_eligible(q);
    EXPECT_EQ(sel.eligible, (std::vector<JobId>{s3.id, a1.id, s1.id}));
    ASSERT_EQ(sel.blocked.size(), 1U);
    EXPECT_EQ(sel.blocked[0].job, s2.id);
    EXPECT_EQ(sel.blocked[0].reason.code, ReasonCode::IdleLimit);
    EXPECT_EQ(f.text(sel.blocked[0].reason), "user steve: MAXIJOB 2 (hard) reached: 2 eligible, job needs 1");
}

TEST(IdleLimits, AJobTooLargeIsSkippedAndSmallerOnesBehindItStillAdmitted) {
    Fixture f;
    f.add(K::Group, "DEFAULT", idle(max(L::Procs, 8)));
    ThrottlePolicy p = f.policy();
    p.begin({}, kNow);
    const Job& six = f.job({.user = "a", .group = "g", .procs = 6});
    const Job& four = f.job({.user = "a", .group = "g", .procs = 4});
    const Job& two = f.job({.user = "b", .group = "g", .procs = 2});
    const EligibleSet sel = p.select_eligible(queue_of({&six, &four, &two}));
    EXPECT_EQ(sel.eligible, (std::vector<JobId>{six.id, two.id}));
    ASSERT_EQ(sel.blocked.size(), 1U);
    EXPECT_EQ(f.text(sel.blocked[0].reason),
              "group g: MAXIPROC 8 (hard) reached: 6 procs eligible, job needs 4 procs");
}

TEST(IdleLimits, SoftIdleValuesAreIgnoredWithANote) {
    Fixture f;
    f.add(K::User, "DEFAULT", idle(max(L::Jobs, 1, 3)));
    auto compiled = LimitTable::compile(f.settings, f.names);
    ASSERT_EQ(compiled.diagnostics.size(), 1U);
    EXPECT_EQ(compiled.diagnostics[0].file, "USERCFG[DEFAULT] MAXIJOB=1,3");
    ThrottlePolicy p(std::move(compiled.table), f.capacity);
    p.begin({}, kNow);
    std::vector<const Job*> q;
    for (int i = 0; i < 5; ++i) q.push_back(&f.job({.user = "u"}));
    EXPECT_EQ(p.select_eligible(q).eligible.size(), 3U);
}

TEST(IdleLimits, IdleProcSecondsCountTheFullRequest) {
    // "only jobs requesting up to a total of ... 3200 processor-seconds would be considered".
    Fixture f;
    f.add(K::User, "DEFAULT", idle(max(L::ProcSeconds, 3200)));
    ThrottlePolicy p = f.policy();
    p.begin({}, kNow);
    const Job& a = f.job({.user = "u", .procs = 2, .walltime = Duration::seconds(1000)});
    const Job& b = f.job({.user = "u", .procs = 1, .walltime = Duration::seconds(1200)});
    const Job& c = f.job({.user = "u", .procs = 1, .walltime = Duration::seconds(1201)});
    IdleAdmission admission = p.idle_admission();
    EXPECT_EQ(admission.admit(a), std::nullopt);
    EXPECT_EQ(admission.admit(b), std::nullopt);
    const auto r = admission.admit(c);
    EXPECT_EQ(f.text(r),
              "user u: MAXIPS 3200 (hard) reached: 3200 proc-seconds eligible, job needs 1201 proc-seconds");
}

TEST(IdleLimits, QosIdleOverrideReplacesOtherCredentialsIdleLimits) {
    Fixture f;
    f.add(K::User, "DEFAULT", idle(max(L::Jobs, 1)));
    f.add(K::Qos, "bulk", override_(idle(max(L::Jobs, 3))));
    ThrottlePolicy p = f.policy();
    p.begin({}, kNow);
    std::vector<const Job*> q;
    for (int i = 0; i < 4; ++i) q.push_back(&f.job({.user = "u", .qos = "bulk"}));
    q.push_back(&f.job({.user = "v"}));
    q.push_back(&f.job({.user = "v"}));
    const EligibleSet sel = p.select_eligible(q);
    EXPECT_EQ(sel.eligible.size(), 4U);  // 3 of u's (override), 1 of v's
    ASSERT_EQ(sel.blocked.size(), 2U);
    EXPECT_EQ(f.text(sel.blocked[0].reason),
              "user u: MAXIJOB 3 (hard, QOS bulk override) reached: 3 eligible, job needs 1");
    EXPECT_EQ(f.text(sel.blocked[1].reason), "user v: MAXIJOB 1 (hard) reached: 1 eligible, job needs 1");
}

TEST(IdleLimits, SystemIdleLimitAndJobLimitsBlockAtSelection) {
    Fixture f;
    f.system(idle(max(L::Jobs, 2)));
    f.settings.system.job_limits.max_procs = 16;
    ThrottlePolicy p = f.policy();
    p.begin({}, kNow);
    const Job& huge = f.job({.user = "a", .procs = 17});
    const Job& x = f.job({.user = "a"});
    const Job& y = f.job({.user = "b"});
    const Job& z = f.job({.user = "c"});
    const EligibleSet sel = p.select_eligible(queue_of({&huge, &x, &y, &z}));
    EXPECT_EQ(sel.eligible, (std::vector<JobId>{x.id, y.id}));
    ASSERT_EQ(sel.blocked.size(), 2U);
    EXPECT_EQ(sel.blocked[0].reason.code, ReasonCode::SystemJobLimit);
    EXPECT_EQ(f.text(sel.blocked[0].reason), "system: SYSTEMMAXPROCPERJOB 16 exceeded: job needs 17 procs");
    EXPECT_EQ(sel.blocked[1].job, z.id);
    EXPECT_EQ(f.text(sel.blocked[1].reason), "system: MAXIJOB 2 (hard) reached: 2 eligible, job needs 1");
}

TEST(IdleLimits, ActiveLimitsDoNotBlockSelection) {
    Fixture f;
    f.add(K::User, "DEFAULT", max(L::Jobs, 1));
    ThrottlePolicy p = f.policy();
    p.begin(std::vector<ActiveJob>{f.running({.user = "u"})}, kNow);
    const Job& a = f.job({.user = "u"});
    EXPECT_EQ(p.select_eligible(queue_of({&a})).eligible.size(), 1U);
    EXPECT_NE(p.check(a, ThrottleLevel::Hard), std::nullopt);
}

}  // namespace
}  // namespace outrigger
