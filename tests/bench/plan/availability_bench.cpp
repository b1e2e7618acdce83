// The calendar's queries on a large machine: 10,000 nodes with 1,000 running jobs.

#include <benchmark/benchmark.h>

#include <random>

#include "clusters.hpp"
#include "plan/placement.hpp"

namespace outrigger {
namespace {

struct Machine {
    Cluster cluster;
    std::unique_ptr<Availability> cal;
    Machine(int nodes, std::int64_t procs, int running) {
        cluster = testing::uniform_cluster(nodes, procs);
        cal = std::make_unique<Availability>(cluster);
        std::mt19937_64 rng(7);
        std::uniform_int_distribution<std::int64_t> end(60, 48 * 3600);
        const int per_job = nodes / running;
        std::vector<SpanId> ids;
        for (int j = 0; j < running; ++j) {
            Allocation a;
            for (int k = 0; k < per_job - (j % 10 == 0 ? 1 : 0); ++k)
                a.push_back(NodeTasks{NodeId(static_cast<NodeId::Rep>(j * per_job + k)), procs});
            cal->add_spans(a, Resources::of_procs(1), Interval{Time{}, Time::from_seconds(end(rng))},
                           SpanOwner::of_job(JobId(static_cast<JobId::Rep>(j))), Commit::Checked, ids);
        }
    }
};

void BM_AvailTimeFirst_10kNodes_1kRunning(benchmark::State& state) {
    Machine m(10000, 8, 1000);
    TaskRequest req;
    req.tasks = state.range(0);
    FitRequest fit;
    fit.request = &req;
    fit.walltime = Duration::hours(4);
    for (auto _ : state) benchmark::DoNotOptimize(m.cal->avail_time_first(fit, Time::from_seconds(1)));
}
BENCHMARK(BM_AvailTimeFirst_10kNodes_1kRunning)->Arg(64)->Arg(4096)->Arg(40000)->Unit(benchmark::kMicrosecond);

void BM_PlaceNow_10kNodes(benchmark::State& state) {
    Machine m(10000, 8, 1000);
    TaskRequest req;
    req.tasks = 256;
    FitRequest fit;
    fit.request = &req;
    fit.walltime = Duration::hours(1);
    PlacementScratch scratch;
    const auto alloc = make_node_allocator(NodeAllocationPolicy::LastAvailable);
    const Time now = Time::from_seconds(1);
    for (auto _ : state)
        benchmark::DoNotOptimize(place(*m.cal, fit, Interval{now, now + fit.walltime}, Interval{now, Time::never()}, *alloc, scratch));
}
BENCHMARK(BM_PlaceNow_10kNodes)->Unit(benchmark::kMicrosecond);

void BM_AddRemoveJobSpans(benchmark::State& state) {
    Machine m(10000, 8, 1000);
    Allocation a;
    for (int k = 0; k < 32; ++k) a.push_back(NodeTasks{NodeId(static_cast<NodeId::Rep>(9 + k * 10)), 1});
    std::vector<SpanId> ids;
    for (auto _ : state) {
        ids.clear();
        m.cal->add_spans(a, Resources::of_procs(1), Interval{Time::from_seconds(5), Time::from_seconds(9000)},
                         SpanOwner::of_job(JobId(99999)), Commit::Forced, ids);
        m.cal->rem_spans(ids);
    }
}
BENCHMARK(BM_AddRemoveJobSpans)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace outrigger

BENCHMARK_MAIN();
