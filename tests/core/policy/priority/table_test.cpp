// The cached-factor table: ranking order, deterministic ties, re-weighting without recompute.

#include "policy/priority/table.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "builders.hpp"
#include "policy/priority/engine.hpp"

namespace outrigger {
namespace {

using test::make_job;
using PS = PrioritySub;
using PC = PriorityComponent;

std::vector<std::uint32_t> ranked_ids(const PriorityTable& t) {
    std::vector<std::uint32_t> out;
    for (const auto row : t.ranking()) out.push_back(t.job(row).value());
    return out;
}

TEST(PriorityTable, TiesBreakByEarlierSubmitThenLowerJobId) {
    test::World w;  // every weight 0: every job has priority 1 (floored)
    const std::vector<Job> jobs{
        make_job(5, 100, 1, Duration::hours(1)), make_job(3, 100, 1, Duration::hours(1)),
        make_job(9, 50, 1, Duration::hours(1)), make_job(1, 200, 1, Duration::hours(1))};
    std::vector<PriorityInput> in;
    for (const auto& j : jobs) in.emplace_back(j, Duration::zero());
    const FactorContext ctx(w.priority, w.creds, w.names, w.partitions);
    PriorityTable t;
    t.compute(ctx, in, Time::from_seconds(1000));
    t.reweight(PriorityWeights(w.priority, w.creds, w.names));
    EXPECT_EQ(ranked_ids(t), (std::vector<std::uint32_t>{9, 3, 5, 1}));
    EXPECT_TRUE(ranks_before(1, Time::from_seconds(5), JobId(2), 1, Time::from_seconds(5), JobId(3)));
    EXPECT_FALSE(ranks_before(1, Time::from_seconds(5), JobId(3), 1, Time::from_seconds(5), JobId(3)));
    EXPECT_TRUE(ranks_before(2, Time::from_seconds(9), JobId(9), 1, Time::from_seconds(5), JobId(3)));
}

TEST(PriorityTable, ReweightReordersCachedFactors) {
    test::World w;
    w.priority.weight(PC::Serv) = 1;
    w.priority.weight(PS::QueueTime) = 1;
    w.priority.weight(PC::Res) = 1;
    const std::vector<Job> jobs{make_job(0, 0, 1, Duration::hours(1)),
                                make_job(1, 0, 64, Duration::hours(1))};
    const std::vector<PriorityInput> in{PriorityInput(jobs[0], Duration::minutes(100)),
                                        PriorityInput(jobs[1], Duration::minutes(10))};
    const FactorContext ctx(w.priority, w.creds, w.names, w.partitions);
    PriorityTable t;
    t.compute(ctx, in, Time{});
    t.reweight(PriorityWeights(w.priority, w.creds, w.names));
    EXPECT_EQ(ranked_ids(t), (std::vector<std::uint32_t>{0, 1}));
    EXPECT_DOUBLE_EQ(t.priority(0), 100);

    w.priority.weight(PS::Proc) = 10;  // a slider move: favour large jobs
    const PriorityWeights moved(w.priority, w.creds, w.names);
    t.reweight(moved);
    EXPECT_EQ(ranked_ids(t), (std::vector<std::uint32_t>{1, 0}));
    EXPECT_DOUBLE_EQ(t.priority(1), 10 + 640);
    const auto e = t.explain(1, moved);
    EXPECT_DOUBLE_EQ(e.final.value, t.priority(1));
    EXPECT_DOUBLE_EQ(e.sub(PS::Proc).raw, 64);
}

TEST(PriorityTable, NegativeRowsAreMarkedRejectedAndSystemPriorityWins) {
    test::World w;
    w.priority.weight(PC::Cred) = 1;
    w.priority.weight(PS::User) = 1;
    w.priority.enable_negative = true;
    w.priority.reject_negative = true;
    w.cfg(CredKind::User, "bad").priority = -5;
    w.cfg(CredKind::User, "good").priority = 5;
    std::vector<Job> jobs{make_job(0, 0, 1, Duration::hours(1)), make_job(1, 0, 1, Duration::hours(1)),
                          make_job(2, 0, 1, Duration::hours(1))};
    jobs[0].creds = w.creds_of("bad");
    jobs[1].creds = w.creds_of("good");
    jobs[2].creds = w.creds_of("bad");
    jobs[2].system_priority = 1000;
    std::vector<PriorityInput> in;
    for (const auto& j : jobs) in.emplace_back(j, Duration::zero());
    const FactorContext ctx(w.priority, w.creds, w.names, w.partitions);
    PriorityTable t;
    t.compute(ctx, in, Time{});
    t.reweight(PriorityWeights(w.priority, w.creds, w.names));
    EXPECT_EQ(ranked_ids(t), (std::vector<std::uint32_t>{2, 1, 0}));
    EXPECT_TRUE(t.rejected(0));
    EXPECT_FALSE(t.rejected(1));
    EXPECT_FALSE(t.rejected(2));  // setspri is the administrator's word
}

TEST(PriorityTable, QosWeightSetsApplyPerRow) {
    test::World w;
    w.priority.weight(PC::Serv) = 1;
    w.priority.weight(PS::QueueTime) = 1;
    w.cfg(CredKind::Qos, "special").qt_weight = 9;
    std::vector<Job> jobs{make_job(0, 0, 1, Duration::hours(1)), make_job(1, 0, 1, Duration::hours(1))};
    jobs[0].creds = w.creds_of("u", "", "", "normal");
    jobs[1].creds = w.creds_of("u", "", "", "special");
    const std::vector<PriorityInput> in{PriorityInput(jobs[0], Duration::minutes(50)),
                                        PriorityInput(jobs[1], Duration::minutes(10))};
    const FactorContext ctx(w.priority, w.creds, w.names, w.partitions);
    PriorityTable t;
    t.compute(ctx, in, Time{});
    t.reweight(PriorityWeights(w.priority, w.creds, w.names));
    EXPECT_DOUBLE_EQ(t.priority(0), 50);
    EXPECT_DOUBLE_EQ(t.priority(1), 100);
    EXPECT_EQ(ranked_ids(t), (std::vector<std::uint32_t>{1, 0}));
}

TEST(PriorityTable, EmptyTableRanksNothing) {
    test::World w;
    PriorityTable t;
    t.compute(FactorContext(w.priority, w.creds, w.names, w.partitions), {}, Time{});
    t.reweight(PriorityWeights(w.priority, w.creds, w.names));
    EXPECT_TRUE(t.ranking().empty());
}

TEST(PriorityEngine, PerJobEvaluationMatchesTheTable) {
    test::World w;
    w.priority.weight(PC::Serv) = 1;
    w.priority.weight(PS::QueueTime) = 2;
    w.priority.weight(PS::XFactor) = 10;
    w.priority.weight(PC::Res) = 1;
    w.priority.weight(PS::Proc) = 3;
    const Job j = make_job(4, 0, 16, Duration::hours(2));
    const PriorityEngine engine(w.priority, w.creds, w.names, w.partitions);
    const PriorityInput in(j, Duration::hours(1));
    const auto p = engine.evaluate(in, Time{});
    EXPECT_DOUBLE_EQ(p.value, 2 * 60 + 10 * 1.5 + 3 * 16);
    EXPECT_DOUBLE_EQ(engine.explain(in, Time{}).final.value, p.value);
}

}  // namespace
}  // namespace outrigger
