// Usage metrics per FSPOLICY and processor equivalents.

#include "policy/fairshare/metric.hpp"

#include <gtest/gtest.h>

#include "policy/fairshare/charging.hpp"

namespace outrigger {
namespace {

Resources machine(std::int64_t procs, std::int64_t mem) {
    Resources r = Resources::of_procs(procs);
    r.memory_mb = mem;
    return r;
}

// Guide 5.1.2: 25% of the processors and 50% of the memory of a 128-processor system: PE 64.
TEST(ProcessorEquivalents, GuideExample) {
    TaskRequest r;
    r.tasks = 32;
    r.per_task = machine(1, 1024);  // 32 GB of 64 GB
    EXPECT_DOUBLE_EQ(processor_equivalents(r, machine(128, 65536)), 64);
}

TEST(ProcessorEquivalents, TermsWithAZeroSideAreSkipped) {
    TaskRequest r;
    r.tasks = 4;
    r.per_task = machine(2, 100);
    EXPECT_DOUBLE_EQ(processor_equivalents(r, machine(64, 0)), 8);  // the partition reports no memory
    r.per_task.disk_mb = 500;
    Resources p = machine(64, 0);
    p.disk_mb = 1000;  // each task takes half the disk
    EXPECT_DOUBLE_EQ(processor_equivalents(r, p), 4 * 0.5 * 64);
    EXPECT_DOUBLE_EQ(processor_equivalents(r, Resources{}), 0);
}

TEST(FairshareMetric, RatePerSecondOfEachPolicy) {
    Job j;
    j.request.tasks = 8;
    j.request.per_task = machine(1, 4096);
    const Resources p = machine(64, 65536);  // 8 x 4 GB = half the memory: PE 32
    EXPECT_DOUBLE_EQ(fs_usage_rate(FsPolicy::None, j, p), 0);
    EXPECT_DOUBLE_EQ(fs_usage_rate(FsPolicy::DedicatedPS, j, p), 8);
    EXPECT_DOUBLE_EQ(fs_usage_rate(FsPolicy::DedicatedPES, j, p), 32);
    EXPECT_DOUBLE_EQ(fs_usage_rate(FsPolicy::UtilizedPS, j, p), 8);  // unknown utilisation: 1.0
    EXPECT_DOUBLE_EQ(fs_usage_rate(FsPolicy::UtilizedPS, j, p, 0.25), 2);
    EXPECT_DOUBLE_EQ(fs_usage_rate(FsPolicy::UtilizedPS, j, p, 7.0), 8);  // clamped
    EXPECT_STREQ(fs_policy_name(FsPolicy::DedicatedPES), "DEDICATEDPES");
}

TEST(FairshareCharging, RunningJobIsChargedItsMetricAcrossWindows) {
    FairshareLedger ledger(Duration::hours(1), 4, Time::from_seconds(0));
    Job j;
    j.request.tasks = 4;
    j.creds[CredKind::User] = CredId(0);
    const Interval ran{Time::from_seconds(3000), Time::from_seconds(4200)};  // 600 s on each side of 1 h
    EXPECT_DOUBLE_EQ(charge_job_usage(ledger, FsPolicy::DedicatedPS, j, Resources::of_procs(16), ran),
                     4.0 * 1200);
    EXPECT_DOUBLE_EQ(ledger.windows()[0].usage_of({CredKind::User, CredId(0)}), 2400);
    EXPECT_DOUBLE_EQ(ledger.windows()[1].usage_of({CredKind::User, CredId(0)}), 2400);
    EXPECT_DOUBLE_EQ(charge_job_usage(ledger, FsPolicy::UtilizedPS, j, Resources::of_procs(16),
                                      Interval{Time::from_seconds(4200), Time::from_seconds(4300)}, 0.5),
                     200);
    EXPECT_EQ(charge_job_usage(ledger, FsPolicy::None, j, Resources::of_procs(16), ran), 0);
}

}  // namespace
}  // namespace outrigger
