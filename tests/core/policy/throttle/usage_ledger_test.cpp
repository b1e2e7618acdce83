// The usage ledger's O(1) sums: MAXPS and MAXWC outstanding amounts decrease as time passes
// without walking the jobs (guide 6.2.1's MAXPS example).

#include "policy/throttle/usage_ledger.hpp"

#include <gtest/gtest.h>

#include "throttle_fixture.hpp"

namespace outrigger {
namespace {

using namespace throttle_test;
using K = CredKind;
using L = LimitKind;

const Time kT0 = Time::from_seconds(1'700'000'000);  // Unix-time instants must not overflow the sums

// A 4-processor job that will complete in 1 hour and a 2-processor job that will complete in
// 6 hours: 4 x 1 x 3600 + 2 x 6 x 3600 = 16 x 3600 outstanding processor-seconds.
TEST(UsageLedger, GuidesMaxPsExampleIsSixteenProcHours) {
    Fixture f;
    f.add(K::User, "DEFAULT", max(L::ProcSeconds, 16 * 3600 + 3600));
    ThrottlePolicy p = f.policy();
    const std::vector<ActiveJob> running{
        f.running({.user = "u", .procs = 4, .walltime = Duration::hours(3)}, kT0 - Duration::hours(2)),
        f.running({.user = "u", .procs = 2, .walltime = Duration::hours(6)}, kT0)};
    p.begin(running, kT0);
    const CredRef u = f.cred(K::User, "u");
    EXPECT_EQ(p.usage(u, L::ProcSeconds), 16 * 3600);
    EXPECT_EQ(p.usage(u, L::Walltime), 7 * 3600);

    // Exactly one proc-hour of room left.
    EXPECT_EQ(f.text(p.check(f.job({.user = "u", .walltime = Duration::hours(1)}), ThrottleLevel::Hard)),
              "passes");
    EXPECT_EQ(f.text(p.check(f.job({.user = "u", .walltime = Duration::seconds(3601)}), ThrottleLevel::Hard)),
              "user u: MAXPS 61200 (hard) reached: 57600 proc-seconds active, job needs 3601 proc-seconds");
}

TEST(UsageLedger, OutstandingAmountsDecreaseAsJobsApproachTheirEnd) {
    Fixture f;
    ThrottlePolicy p = f.policy();
    const std::vector<ActiveJob> running{
        f.running({.user = "u", .procs = 4, .walltime = Duration::hours(3)}, kT0 - Duration::hours(2)),
        f.running({.user = "u", .procs = 2, .walltime = Duration::hours(6)}, kT0)};
    const CredRef u = f.cred(K::User, "u");
    struct Row {
        Duration later;
        std::int64_t ps;
        std::int64_t wc;
    };
    for (const Row& r : {Row{Duration::zero(), 16 * 3600, 7 * 3600},
                         Row{Duration::minutes(30), 16 * 3600 - 6 * 1800, 7 * 3600 - 2 * 1800},
                         Row{Duration::hours(1), 2 * 5 * 3600, 5 * 3600},
                         // The first job overran its limit: it counts no remaining walltime.
                         Row{Duration::hours(2), 2 * 4 * 3600, 4 * 3600}}) {
        p.begin(running, kT0 + r.later);
        EXPECT_EQ(p.usage(u, L::ProcSeconds), r.ps) << r.later.count();
        EXPECT_EQ(p.usage(u, L::Walltime), r.wc) << r.later.count();
        EXPECT_EQ(p.usage(u, L::Jobs), 2);
        EXPECT_EQ(p.usage(u, L::Procs), 6);
    }
}

TEST(UsageLedger, SumsGiveTheAmountAtAnyLaterInstantWithoutARebuild) {
    UsageLedger ledger;
    ledger.reset(kT0, LimitTable{});
    Credentials c;
    c[K::User] = CredId(0);
    JobDemand four;
    four.procs = 4;
    four.amount[static_cast<std::size_t>(L::Jobs)] = 1;
    JobDemand two = four;
    two.procs = 2;
    ledger.add(c, four, kT0 + Duration::hours(1));
    ledger.add(c, two, kT0 + Duration::hours(6));
    const UsageSums& s = ledger.credential(K::User, CredId(0));
    EXPECT_EQ(clamp_to_int64(s.amount(L::ProcSeconds, 0)), 16 * 3600);
    EXPECT_EQ(clamp_to_int64(s.amount(L::ProcSeconds, 1800)), 16 * 3600 - 6 * 1800);
    EXPECT_EQ(clamp_to_int64(s.amount(L::Walltime, 3600)), 5 * 3600);
    EXPECT_EQ(clamp_to_int64(ledger.system().amount(L::ProcSeconds, 0)), 16 * 3600);
    // Nothing else is charged.
    EXPECT_EQ(ledger.credential(K::Group, CredId(0)).jobs, 0);
    EXPECT_EQ(ledger.credential(K::User, CredId(7)).jobs, 0);
}

TEST(UsageLedger, InfiniteWalltimeSaturatesInsteadOfOverflowing) {
    Fixture f;
    f.add(K::User, "DEFAULT", max(L::ProcSeconds, 1'000'000));
    ThrottlePolicy p = f.policy();
    p.begin(std::vector<ActiveJob>{f.running({.user = "u", .procs = 4096, .walltime = Duration::infinite()},
                                             kT0)},
            kT0);
    EXPECT_EQ(p.usage(f.cred(K::User, "u"), L::ProcSeconds), std::numeric_limits<std::int64_t>::max());
    const auto r = p.check(f.job({.user = "u"}), ThrottleLevel::Hard);
    ASSERT_TRUE(r.has_value());
    EXPECT_EQ(r->code, ReasonCode::ActiveLimit);
}

TEST(UsageLedger, StartsDuringAnIterationCountAtOnce) {
    Fixture f;
    f.add(K::Group, "DEFAULT", max(L::Walltime, 10 * 3600));
    ThrottlePolicy p = f.policy();
    p.begin({}, kT0);
    const Job& a = f.job({.user = "a", .group = "g", .walltime = Duration::hours(6)});
    ASSERT_EQ(p.check(a, ThrottleLevel::Hard), std::nullopt);
    p.on_start(a, requested_footprint(a));
    EXPECT_EQ(f.text(p.check(f.job({.user = "b", .group = "g", .walltime = Duration::hours(5)}),
                             ThrottleLevel::Hard)),
              "group g: MAXWC 10:00:00 (hard) reached: 06:00:00 active, job needs 05:00:00");
    EXPECT_EQ(
        p.check(f.job({.user = "b", .group = "g", .walltime = Duration::hours(4)}), ThrottleLevel::Hard),
        std::nullopt);
}

}  // namespace
}  // namespace outrigger
