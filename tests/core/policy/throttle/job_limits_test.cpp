// System job limits (guide 6.2.1): bounds on any single job, system-wide and per credential.

#include <gtest/gtest.h>

#include "policy/throttle/job_limit_check.hpp"
#include "throttle_fixture.hpp"

namespace outrigger {
namespace {

using namespace throttle_test;
using K = CredKind;

const Time kNow = Time::from_seconds(0);

TEST(JobLimits, SystemMaxProcPerJobBoundsEveryJob) {
    Fixture f;
    f.settings.system.job_limits.max_procs = 64;
    ThrottlePolicy p = f.policy();
    p.begin({}, kNow);
    EXPECT_EQ(f.text(p.check(f.job({.procs = 64}), ThrottleLevel::Hard)), "passes");
    const auto r = p.check(f.job({.procs = 65}), ThrottleLevel::Soft);
    ASSERT_TRUE(r.has_value());
    EXPECT_EQ(r->code, ReasonCode::SystemJobLimit);
    EXPECT_EQ(f.text(r), "system: SYSTEMMAXPROCPERJOB 64 exceeded: job needs 65 procs");
}

TEST(JobLimits, PerCredentialWalltimeFallsBackToDefault) {
    Fixture f;
    f.job_limits(K::Class, "DEFAULT").max_walltime = Duration::hours(1);
    f.job_limits(K::Class, "long").max_walltime = Duration::hours(24);
    f.job_limits(K::Class, "long").max_procs = 8;  // its own procs limit, DEFAULT's walltime not needed
    ThrottlePolicy p = f.policy();
    p.begin({}, kNow);
    EXPECT_EQ(f.text(p.check(f.job({.cls = "short", .walltime = Duration::hours(2)}), ThrottleLevel::Hard)),
              "class short: MAXWCLIMITPERJOB 01:00:00 exceeded: job needs 02:00:00");
    EXPECT_EQ(f.text(p.check(f.job({.cls = "long", .walltime = Duration::hours(24)}), ThrottleLevel::Hard)),
              "passes");
    EXPECT_EQ(f.text(p.check(f.job({.cls = "long", .procs = 9}), ThrottleLevel::Hard)),
              "class long: MAXPROCPERJOB 8 exceeded: job needs 9 procs");
}

TEST(JobLimits, NodesUseThePlacementAndProcSecondsTheWalltime) {
    Fixture f;
    f.job_limits(K::User, "DEFAULT").max_nodes = 2;
    f.job_limits(K::Account, "DEFAULT").max_proc_seconds = 4 * 3600;
    ThrottlePolicy p = f.policy();
    p.begin({}, kNow);
    const Job& four_tasks = f.job({.user = "u", .procs = 4});
    EXPECT_EQ(f.text(p.check(four_tasks, ThrottleLevel::Hard)),
              "user u: MAXNODEPERJOB 2 exceeded: job needs 4 nodes");
    EXPECT_EQ(p.check(four_tasks, JobFootprint{2, 0}, ThrottleLevel::Hard), std::nullopt);
    EXPECT_EQ(
        f.text(p.check(
            f.job({.user = "u", .account = "a", .procs = 2, .nodes = 1, .walltime = Duration::seconds(7201)}),
            ThrottleLevel::Hard)),
        "account a: MAXPSPERJOB 14400 exceeded: job needs 14402 proc-seconds");
}

TEST(JobLimits, SystemLimitsComeBeforeCredentialLimits) {
    Fixture f;
    f.settings.system.job_limits.max_procs = 10;
    f.job_limits(K::User, "u").max_procs = 5;
    auto compiled = LimitTable::compile(f.settings, f.names);
    const Job& j = f.job({.user = "u", .procs = 11});
    const auto r = check_job_limits(compiled.table, j, requested_footprint(j));
    EXPECT_EQ(f.text(r), "system: SYSTEMMAXPROCPERJOB 10 exceeded: job needs 11 procs");
}

}  // namespace
}  // namespace outrigger
