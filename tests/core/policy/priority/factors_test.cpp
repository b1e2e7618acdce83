// Raw priority subfactors: what each one measures, per spec section 1.

#include "policy/priority/factors.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include "builders.hpp"

namespace outrigger {
namespace {

using test::make_job;
constexpr Duration kHour = Duration::hours(1);
double f(const PriorityFactors& x, PrioritySub s) {
    return x[sub_index(s)];
}

// Guide 5.1.2: XFactor of a 1 h and a 4 h job after 1, 2, 4, 8, 16 h in the queue.
TEST(PriorityFactors, XfactorTableFromTheGuide) {
    test::World w;
    const FactorContext ctx(w.priority, w.creds, w.names, w.partitions);
    const std::int64_t queued[] = {1, 2, 4, 8, 16};
    const double one_hour[] = {2, 3, 5, 9, 17};
    const double four_hours[] = {1.25, 1.5, 2, 3, 5};
    const Job short_job = make_job(0, 0, 1, kHour);
    const Job long_job = make_job(1, 0, 1, Duration::hours(4));
    for (int i = 0; i < 5; ++i) {
        const Duration q = Duration::hours(queued[i]);
        EXPECT_DOUBLE_EQ(f(ctx.compute(PriorityInput(short_job, q), Time{}), PrioritySub::XFactor),
                         one_hour[i]);
        EXPECT_DOUBLE_EQ(f(ctx.compute(PriorityInput(long_job, q), Time{}), PrioritySub::XFactor),
                         four_hours[i]);
    }
}

TEST(PriorityFactors, XfminwclimitBoundsTheXfactorOfShortJobs) {
    test::World w;
    w.priority.xf_min_wclimit = Duration::minutes(10);
    const FactorContext ctx(w.priority, w.creds, w.names, w.partitions);
    const Job tiny = make_job(0, 0, 1, Duration::seconds(60));
    // (600 + 60) / max(600, 60): not (600 + 60) / 60 = 11.
    EXPECT_DOUBLE_EQ(f(ctx.compute(PriorityInput(tiny, Duration::minutes(10)), Time{}), PrioritySub::XFactor),
                     1.1);
}

TEST(PriorityFactors, QueueTimeIsEffectiveMinutesAndBypassIsTheCount) {
    test::World w;
    const FactorContext ctx(w.priority, w.creds, w.names, w.partitions);
    const Job j = make_job(0, 0, 1, kHour);
    const auto x = ctx.compute(PriorityInput(j, Duration::seconds(90), 3), Time{});
    EXPECT_DOUBLE_EQ(f(x, PrioritySub::QueueTime), 1.5);
    EXPECT_DOUBLE_EQ(f(x, PrioritySub::Bypass), 3);
    EXPECT_DOUBLE_EQ(f(ctx.compute(PriorityInput(j, Duration::seconds(-5)), Time{}), PrioritySub::QueueTime),
                     0);
}

TEST(PriorityFactors, ResourceSubfactors) {
    test::World w;
    Partition p{PartitionId(0), "batch", Resources::of_procs(128)};
    p.total.memory_mb = 128 * 1024;
    w.partitions.push_back(p);
    const FactorContext ctx(w.priority, w.creds, w.names, w.partitions);
    Job j = make_job(0, 0, 32, Duration::hours(2));
    j.partition = PartitionId(0);
    j.request.per_task.memory_mb = 2048;  // 64 GB of 128 GB: 50% memory, 25% procs
    j.request.per_task.swap_mb = 10;
    j.request.per_task.disk_mb = 100;
    j.request.tasks_per_node = 8;
    const auto x = ctx.compute(PriorityInput(j, Duration::zero()), Time{});
    EXPECT_DOUBLE_EQ(f(x, PrioritySub::Node), 4);
    EXPECT_DOUBLE_EQ(f(x, PrioritySub::Proc), 32);
    EXPECT_DOUBLE_EQ(f(x, PrioritySub::Mem), 65536);
    EXPECT_DOUBLE_EQ(f(x, PrioritySub::Swap), 320);
    EXPECT_DOUBLE_EQ(f(x, PrioritySub::Disk), 3200);
    EXPECT_DOUBLE_EQ(f(x, PrioritySub::Ps), 32.0 * 7200);
    EXPECT_DOUBLE_EQ(f(x, PrioritySub::Pe), 64);  // the guide's PE example
    EXPECT_DOUBLE_EQ(f(x, PrioritySub::Walltime), 7200);
    j.request.nodes = 5;
    EXPECT_DOUBLE_EQ(f(ctx.compute(PriorityInput(j, Duration::zero()), Time{}), PrioritySub::Node), 5);
}

TEST(PriorityFactors, CredentialPriorityFallsBackToDefaultAndClassToTheQueue) {
    test::World w;
    w.cfg(CredKind::User, "paul").priority = -1000;
    w.cfg(CredKind::User, "DEFAULT").priority = 5;
    w.cfg(CredKind::Account, "DEFAULT").priority = 7;
    w.cfg(CredKind::Qos, "high").priority = 100;
    w.cfg(CredKind::Class, "batch").priority = 20;
    Job paul = make_job(0, 0, 1, kHour);
    paul.creds = w.creds_of("paul", "staff", "", "high", "batch");
    Job ann = make_job(1, 0, 1, kHour);
    ann.creds = w.creds_of("ann", "staff", "", "", "debug");
    ann.rm_queue_priority = 40;
    const FactorContext ctx(w.priority, w.creds, w.names, w.partitions);
    const auto p = ctx.compute(PriorityInput(paul, Duration::zero()), Time{});
    EXPECT_DOUBLE_EQ(f(p, PrioritySub::User), -1000);
    EXPECT_DOUBLE_EQ(f(p, PrioritySub::Group), 0);
    EXPECT_DOUBLE_EQ(f(p, PrioritySub::Account), 7);  // no account: the DEFAULT account's
    EXPECT_DOUBLE_EQ(f(p, PrioritySub::Qos), 100);
    EXPECT_DOUBLE_EQ(f(p, PrioritySub::Class), 20);
    const auto a = ctx.compute(PriorityInput(ann, Duration::zero()), Time{});
    EXPECT_DOUBLE_EQ(f(a, PrioritySub::User), 5);
    EXPECT_DOUBLE_EQ(f(a, PrioritySub::Class), 40);  // the resource manager's queue priority

    w.cfg(CredKind::Class, "DEFAULT").priority = 1;  // a Maui class priority overrides the queue's
    const FactorContext ctx2(w.priority, w.creds, w.names, w.partitions);
    EXPECT_DOUBLE_EQ(f(ctx2.compute(PriorityInput(ann, Duration::zero()), Time{}), PrioritySub::Class), 1);
}

TEST(PriorityFactors, CredentialsInternedAfterTheContextResolveByName) {
    test::World w;
    w.cfg(CredKind::User, "late").priority = 9;
    const FactorContext ctx(w.priority, w.creds, w.names, w.partitions);
    Job j = make_job(0, 0, 1, kHour);
    j.creds = w.creds_of("late");
    EXPECT_DOUBLE_EQ(f(ctx.compute(PriorityInput(j, Duration::zero()), Time{}), PrioritySub::User), 9);
}

TEST(PriorityFactors, UsageOnlyForRunningJobs) {
    test::World w;
    const FactorContext ctx(w.priority, w.creds, w.names, w.partitions);
    const Job j = make_job(0, 0, 4, Duration::hours(2));
    const auto idle = ctx.compute(PriorityInput(j, Duration::hours(1)), Time::from_seconds(7200));
    for (const auto s :
         {PrioritySub::Consumed, PrioritySub::Remaining, PrioritySub::Percent, PrioritySub::ExecutionTime})
        EXPECT_EQ(f(idle, s), 0);
    const auto run = ctx.compute(PriorityInput(j, Duration::zero(), 0, Time::from_seconds(3600)),
                                 Time::from_seconds(5400));
    EXPECT_DOUBLE_EQ(f(run, PrioritySub::Consumed), 4.0 * 1800);
    EXPECT_DOUBLE_EQ(f(run, PrioritySub::Remaining), 4.0 * 5400);
    EXPECT_DOUBLE_EQ(f(run, PrioritySub::Percent), 25);
    EXPECT_DOUBLE_EQ(f(run, PrioritySub::ExecutionTime), 1800);
}

TEST(TargetService, SmallFarAwaySteepNearLinearAfterAMissContinuousAtTheSwitch) {
    const double T = 3600;
    const double e = 0.0001 * T;
    EXPECT_DOUBLE_EQ(target_service_value(0, T), 1.0 / (T * T));
    EXPECT_DOUBLE_EQ(target_service_value(T / 2, T), 1.0 / (T / 2 * T / 2));
    // Steep near the target: each halving of the gap quadruples the value.
    EXPECT_DOUBLE_EQ(target_service_value(T - 100, T) / target_service_value(T - 200, T), 4.0);
    EXPECT_LT(target_service_value(T - 100, T), target_service_value(T - 1, T));
    // Continuous at the switch x = T - e.
    const double below = target_service_value(std::nextafter(T - e, 0.0), T);
    const double at = target_service_value(T - e, T);
    EXPECT_NEAR(below / at, 1.0, 1e-9);
    EXPECT_DOUBLE_EQ(at, 1.0 / (e * e));
    // After a miss it keeps rising, linearly: equal steps add equal amounts.
    const double m1 = target_service_value(T + 100, T);
    const double m2 = target_service_value(T + 200, T);
    const double m3 = target_service_value(T + 300, T);
    EXPECT_GT(m1, at);
    EXPECT_NEAR(m3 - m2, m2 - m1, 1e-6 * m1);
    EXPECT_NEAR(m2 - m1, 100 / (e * e * T), 1e-9 * m1);
    EXPECT_EQ(target_service_value(10, 0), 0);  // no target
}

TEST(PriorityFactors, TargetsComeFromTheJobsQos) {
    test::World w;
    w.cfg(CredKind::Qos, "fast").qt_target = Duration::hours(1);
    w.cfg(CredKind::Qos, "fast").xf_target = 2.0;
    Job j = make_job(0, 0, 1, kHour);
    j.creds = w.creds_of("u", "", "", "fast");
    Job plain = make_job(1, 0, 1, kHour);
    plain.creds = w.creds_of("u");
    const FactorContext ctx(w.priority, w.creds, w.names, w.partitions);
    const auto x = ctx.compute(PriorityInput(j, Duration::minutes(30)), Time{});
    EXPECT_DOUBLE_EQ(f(x, PrioritySub::TargetQueueTime), target_service_value(1800, 3600));
    EXPECT_DOUBLE_EQ(f(x, PrioritySub::TargetXFactor), target_service_value(1.5, 2.0));
    const auto y = ctx.compute(PriorityInput(plain, Duration::minutes(30)), Time{});
    EXPECT_EQ(f(y, PrioritySub::TargetQueueTime), 0);
    EXPECT_EQ(f(y, PrioritySub::TargetXFactor), 0);
}

}  // namespace
}  // namespace outrigger
