// The calendar's queries on a large machine: 10,000 nodes with 1,000 running jobs.

#include <benchmark/benchmark.h>

#include <random>

#include "clusters.hpp"
#include "plan/placement.hpp"
#include "plan/reservation_fit.hpp"

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
BENCHMARK(BM_AvailTimeFirst_10kNodes_1kRunning)
    ->Arg(64)
    ->Arg(4096)
    ->Arg(40000)
    ->Unit(benchmark::kMicrosecond);

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
        benchmark::DoNotOptimize(place(*m.cal, fit, Interval{now, now + fit.walltime},
                                       Interval{now, Time::never()}, *alloc, scratch));
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

// The top job's reservation placed again after ten nodes changed and changed back (a span added
// and released on each: ten nodes in the journal), from scratch (0) or through ReservationFit (1).
// The job takes half the machine, so a placement from scratch reads most nodes with room.
void BM_ReserveTopJobAgain_10kNodes(benchmark::State& state) {
    Machine m(10000, 8, 1000);
    testing::OwnedFit top(40000, 4 * 3600);
    FitRequest& fit = top.fit;
    fit.job = JobId(999999);
    const Time now = Time::from_seconds(1);
    m.cal->set_present(now);
    const Time at = *m.cal->avail_time_after(fit, now);
    const Interval when{at, at + fit.walltime};
    PlacementScratch scratch;
    ReservationFit kept;
    const auto alloc = make_node_allocator(NodeAllocationPolicy::LastAvailable);
    const bool incremental = state.range(0) == 1;
    std::size_t job = 0;
    std::vector<SpanId> ids;
    for (auto _ : state) {
        state.PauseTiming();
        Allocation a;
        for (int k = 0; k < 10; ++k)
            a.push_back(NodeTasks{NodeId(static_cast<NodeId::Rep>(job * 10 + k)), 8});
        ids.clear();
        for (const auto& nt : a)
            ids.push_back(*m.cal->add_span(nt.node, Interval{now, now + Duration::hours(1)},
                                           Resources::of_procs(1), SpanOwner::of_job(JobId(1)),
                                           Commit::Forced));
        m.cal->rem_spans(ids);
        job = (job + 1) % 1000;
        state.ResumeTiming();
        if (incremental)
            benchmark::DoNotOptimize(kept.place(*m.cal, fit, when, now, *alloc, scratch));
        else
            benchmark::DoNotOptimize(place(*m.cal, fit, when, Interval{now, when.end}, *alloc, scratch));
    }
}
BENCHMARK(BM_ReserveTopJobAgain_10kNodes)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace outrigger

BENCHMARK_MAIN();
