// Priority at queue scale: computing the raw factors of 10,000 idle jobs, and the slider path
// (new weights -> re-evaluate cached factors -> re-rank) that the GUI needs under 2 ms.
// The queue is synthetic (seeded) with every component in play: credentials with priorities,
// fairshare targets and usage, QOS weight additions and targets, resources, queue times.

#include <benchmark/benchmark.h>

#include <random>
#include <string>
#include <vector>

#include "policy/fairshare/ledger.hpp"
#include "policy/priority/table.hpp"

namespace outrigger {
namespace {

using PS = PrioritySub;
using PC = PriorityComponent;

struct Queue {
    Names names;
    CredentialSettings creds;
    PrioritySettings priority;
    FairshareSettings fairshare;
    std::vector<Partition> partitions;
    std::vector<Job> jobs;
    std::vector<PriorityInput> inputs;
    FairshareSnapshot snapshot;
    Time now = Time::from_seconds(10 * 86400);

    explicit Queue(std::size_t n) {
        std::mt19937_64 rng(20240611);
        const auto pick = [&rng](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
        Partition p{PartitionId(0), "batch", Resources::of_procs(4096)};
        p.total.memory_mb = 4096LL * 4096;
        partitions.push_back(p);
        for (int i = 0; i < 200; ++i) {
            auto& u = creds.by_kind[index(CredKind::User)]["u" + std::to_string(i)];
            u.priority = pick(-100, 100);
            if (i % 3 == 0) u.fstarget = FsTarget{static_cast<double>(pick(1, 10)), FsTargetType::Target};
        }
        for (int i = 0; i < 4; ++i) {
            auto& q = creds.by_kind[index(CredKind::Qos)]["q" + std::to_string(i)];
            q.priority = i * 100;
            q.qt_weight = i * 10.0;
            q.qt_target = Duration::hours(4 + i);
            q.xf_target = 3.0 + i;
        }
        creds.by_kind[index(CredKind::Group)]["DEFAULT"].fstarget = FsTarget{5, FsTargetType::Floor};

        FairshareLedger ledger(Duration::hours(12), 8, now - Duration::days(4));
        fairshare.policy = FsPolicy::DedicatedPS;
        fairshare.decay = 0.8;
        jobs.reserve(n);
        for (std::size_t i = 0; i < n; ++i) {
            Job j;
            j.id = JobId(static_cast<JobId::Rep>(i));
            j.submit = now - Duration::seconds(pick(0, 3 * 86400));
            j.request.tasks = 1 << pick(0, 8);
            j.request.per_task.memory_mb = pick(0, 8192);
            j.walltime = Duration::minutes(pick(5, 48 * 60));
            j.partition = PartitionId(0);
            j.creds[CredKind::User] = names.intern(CredKind::User, "u" + std::to_string(pick(0, 199)));
            j.creds[CredKind::Group] = names.intern(CredKind::Group, "g" + std::to_string(pick(0, 29)));
            j.creds[CredKind::Account] = names.intern(CredKind::Account, "a" + std::to_string(pick(0, 49)));
            j.creds[CredKind::Qos] = names.intern(CredKind::Qos, "q" + std::to_string(pick(0, 3)));
            j.creds[CredKind::Class] = names.intern(CredKind::Class, "c" + std::to_string(pick(0, 5)));
            ledger.charge(j.creds, static_cast<double>(j.procs()) * pick(60, 7200),
                          now - Duration::seconds(pick(0, 4 * 86400 - 1)));
            jobs.push_back(std::move(j));
        }
        snapshot = FairshareSnapshot::build(fairshare, ledger.windows(), creds, names);
        inputs.reserve(n);
        for (const Job& j : jobs) inputs.emplace_back(j, now - j.submit, pick(0, 3));

        priority.weight(PC::Cred) = 1;
        priority.weight(PS::User) = 10;
        priority.weight(PS::Qos) = 1;
        priority.weight(PC::Fs) = 100;
        priority.weight(PS::FsUser) = 10;
        priority.weight(PS::FsGroup) = 5;
        priority.weight(PC::Res) = 1;
        priority.weight(PS::Proc) = 2;
        priority.weight(PS::Pe) = 1;
        priority.cap(PC::Res) = 500;
        priority.weight(PC::Serv) = 1;
        priority.weight(PS::QueueTime) = 1;
        priority.weight(PS::XFactor) = 100;
        priority.cap(PS::XFactor) = 50;
        priority.weight(PS::Bypass) = 10;
        priority.weight(PC::Targ) = 1;
        priority.weight(PS::TargetQueueTime) = 1e6;
    }
};

constexpr std::size_t kJobs = 10000;

void BM_ComputeFactors(benchmark::State& state) {
    Queue q(kJobs);
    const FactorContext ctx(q.priority, q.creds, q.names, q.partitions, &q.snapshot);
    PriorityTable table;
    for (auto _ : state) {
        table.compute(ctx, q.inputs, q.now);
        benchmark::DoNotOptimize(table.factors(0).data());
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * kJobs));
}
BENCHMARK(BM_ComputeFactors)->Unit(benchmark::kMillisecond);

// A slider move: build the new weights, re-evaluate every cached row, re-rank.
void BM_ReweightAndRank(benchmark::State& state) {
    Queue q(kJobs);
    const FactorContext ctx(q.priority, q.creds, q.names, q.partitions, &q.snapshot);
    PriorityTable table;
    table.compute(ctx, q.inputs, q.now);
    table.reweight(PriorityWeights(q.priority, q.creds, q.names));
    int step = 0;
    for (auto _ : state) {
        q.priority.weight(PS::XFactor) = 100 + 25 * (step++ % 8);  // the slider moves
        const PriorityWeights weights(q.priority, q.creds, q.names);
        table.reweight(weights);
        benchmark::DoNotOptimize(table.ranking().data());
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * kJobs));
}
BENCHMARK(BM_ReweightAndRank)->Unit(benchmark::kMillisecond);

// Explaining the whole queue (diagnose -p of 10,000 idle jobs).
void BM_ExplainAll(benchmark::State& state) {
    Queue q(kJobs);
    const FactorContext ctx(q.priority, q.creds, q.names, q.partitions, &q.snapshot);
    PriorityTable table;
    table.compute(ctx, q.inputs, q.now);
    const PriorityWeights weights(q.priority, q.creds, q.names);
    table.reweight(weights);
    for (auto _ : state) {
        double sum = 0;
        for (const auto row : table.ranking()) sum += table.explain(row, weights).computed;
        benchmark::DoNotOptimize(sum);
    }
}
BENCHMARK(BM_ExplainAll)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace outrigger

BENCHMARK_MAIN();
