// The per-job path (PriorityEngine::evaluate / computed) computes only the components its
// weights read. Its priorities must equal, bit for bit, the weighting of all 27 subfactors, for
// any mix of weights, caps, QOS additions, credentials with and without their own settings, and
// jobs without some credential (the DEFAULT entries then apply).

#include <gtest/gtest.h>

#include <random>

#include "builders.hpp"
#include "policy/priority/engine.hpp"

namespace outrigger {
namespace {

using test::make_job;
using PS = PrioritySub;
using PC = PriorityComponent;

test::World random_world(std::mt19937_64& rng) {
    test::World w;
    std::uniform_int_distribution<int> coin(0, 2);
    std::uniform_real_distribution<double> weight(-50, 200);
    for (std::size_t c = 0; c < kPriorityComponents; ++c)
        w.priority.component_weight[c] = coin(rng) == 0 ? 0 : weight(rng);
    for (std::size_t s = 0; s < kPrioritySubs; ++s)
        w.priority.sub_weight[s] = coin(rng) == 0 ? weight(rng) : 0;
    if (coin(rng) == 0) w.priority.sub_cap[sub_index(PS::XFactor)] = 3;
    if (coin(rng) == 0) w.priority.component_cap[component_index(PC::Serv)] = 1000;
    w.priority.enable_negative = coin(rng) == 0;
    w.priority.xf_min_wclimit = Duration::minutes(10);
    w.cfg(CredKind::User, "DEFAULT").priority = 7;
    w.cfg(CredKind::User, "alice").priority = 100;
    w.cfg(CredKind::Class, "DEFAULT").priority = 3;
    w.cfg(CredKind::Qos, "DEFAULT").qt_target = Duration::hours(2);
    w.cfg(CredKind::Qos, "DEFAULT").xf_target = 4.0;
    w.cfg(CredKind::Qos, "fast").qt_weight = 25;
    w.cfg(CredKind::Qos, "fast").xf_target = 2.0;
    w.cfg(CredKind::User, "DEFAULT").fstarget = FsTarget{10, FsTargetType::Target};
    w.cfg(CredKind::Group, "DEFAULT").fstarget = FsTarget{30, FsTargetType::Ceiling};
    Partition p;
    p.id = PartitionId(0);
    p.total = Resources::of_procs(64);
    p.total.memory_mb = 65536;
    w.partitions.push_back(p);
    return w;
}

TEST(PriorityPartialCompute, EvaluateEqualsWeightingEverySubfactor) {
    std::mt19937_64 rng(11);
    for (int round = 0; round < 200; ++round) {
        test::World w = random_world(rng);
        std::vector<Job> jobs;
        const char* users[] = {"alice", "bob", ""};
        const char* qos[] = {"fast", "slow", ""};
        for (std::uint32_t i = 0; i < 9; ++i) {
            Job j = make_job(i, 0, 1 + i * 3, Duration::minutes(5 + 40 * i));
            j.request.per_task.memory_mb = 256 * i;
            j.rm_queue_priority = static_cast<std::int64_t>(i);
            j.creds =
                w.creds_of(users[i % 3], i % 2 == 0 ? "g" : "", "", qos[i / 3], i % 4 == 0 ? "batch" : "");
            jobs.push_back(j);
        }
        FsWindow win{Time{}, Duration::hours(24), {}, 0};
        for (const Job& j : jobs) win.charge(j.creds, 100.0 * static_cast<double>(j.id.value() + 1));
        FairshareSettings fs;
        fs.policy = FsPolicy::DedicatedPS;
        const auto snap = FairshareSnapshot::build(fs, std::span<const FsWindow>(&win, 1), w.creds, w.names);

        const PriorityEngine engine(w.priority, w.creds, w.names, w.partitions, &snap);
        for (const Job& j : jobs) {
            for (const std::int64_t effq : {0, 59, 3600, 90000}) {
                const std::optional<Time> started =
                    j.id.value() % 2 == 0 ? std::optional<Time>(Time::from_seconds(100)) : std::nullopt;
                const PriorityInput in(j, Duration::seconds(effq), j.id.value(), started);
                const Time now = Time::from_seconds(5000);
                const PriorityFactors all = engine.context().compute(in, now);
                const double full = engine.weights().evaluate(all, engine.weights().set_for(j.creds.qos()));
                EXPECT_EQ(engine.computed(in, now), full) << "round " << round << " job " << j.id.value();
                EXPECT_EQ(engine.evaluate(in, now).value,
                          finish_priority(full, j.system_priority, engine.weights().settings()).value);
            }
        }
    }
}

TEST(PriorityPartialCompute, UsedComponentsAreThoseWithAWeightedSubfactor) {
    test::World w;
    EXPECT_EQ(PriorityWeights(w.priority, w.creds, w.names).used_components(), 0U);
    w.priority.weight(PC::Serv) = 1;
    w.priority.weight(PS::QueueTime) = 1;
    w.priority.weight(PS::FsUser) = 5;  // FS has no component weight: not read
    EXPECT_EQ(PriorityWeights(w.priority, w.creds, w.names).used_components(),
              1U << component_index(PC::Serv));
    w.priority.weight(PC::Fs) = 2;
    w.priority.weight(PC::Targ) = 3;  // TARG weighted but no QOS adds to or weights its subfactors
    EXPECT_EQ(PriorityWeights(w.priority, w.creds, w.names).used_components(),
              (1U << component_index(PC::Serv)) | (1U << component_index(PC::Fs)));
}

TEST(PriorityPartialCompute, ComputeLeavesComponentsNotAskedForUntouched) {
    test::World w = test::World{};
    w.cfg(CredKind::User, "DEFAULT").priority = 9;
    const FactorContext ctx(w.priority, w.creds, w.names, w.partitions);
    Job j = make_job(1, 0, 4, Duration::hours(1));
    PriorityFactors f;
    f.fill(-1);
    ctx.compute(PriorityInput(j, Duration::minutes(30)), Time{}, f, 1U << component_index(PC::Serv));
    EXPECT_EQ(f[sub_index(PS::QueueTime)], 30.0);
    EXPECT_EQ(f[sub_index(PS::User)], -1.0);  // CRED not asked for
    EXPECT_EQ(f[sub_index(PS::Proc)], -1.0);  // RES not asked for
    ctx.compute(PriorityInput(j, Duration::minutes(30)), Time{}, f, kAllPriorityComponents);
    EXPECT_EQ(f[sub_index(PS::User)], 9.0);  // no user: the DEFAULT entry
    EXPECT_EQ(f[sub_index(PS::Proc)], 4.0);
}

}  // namespace
}  // namespace outrigger
