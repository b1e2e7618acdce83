// One scheduling iteration at scale: 10,000 idle jobs, 10,000 nodes, 1,000 running jobs, Maui
// defaults (EASY: FIRSTFIT, depth 1). Each call restores the calendar, so every repetition does the
// same work. Two machines: one full (nothing can start: the reservation and O(1) rejections) and
// one with 1% of its processors idle (backfill walks the queue).

#include <benchmark/benchmark.h>

#include <random>

#include "clusters.hpp"
#include "schedule/iteration.hpp"

namespace outrigger {
namespace {

struct World {
    Cluster cluster;
    std::unique_ptr<Snapshot> snap;
    World(int idle_nodes) {
        cluster = testing::uniform_cluster(10000, 8);
        snap = std::make_unique<Snapshot>(cluster);
        std::mt19937_64 rng(3);
        std::uniform_int_distribution<std::int64_t> wall(600, 48 * 3600), procs(1, 256);
        const int busy_nodes = 10000 - idle_nodes;
        const int per_job = busy_nodes / 1000;
        for (int j = 0; j < 1000; ++j) {
            Job job;
            job.name = "r" + std::to_string(j);
            job.request.tasks = per_job * 8;
            job.walltime = Duration::seconds(wall(rng));
            const JobId id = snap->add_job(job);
            snap->enqueue(id);
            Allocation a;
            for (int k = 0; k < per_job; ++k)
                a.push_back(NodeTasks{NodeId(static_cast<NodeId::Rep>(j * per_job + k)), 8});
            snap->start(id, Time{}, a);
        }
        for (int j = 0; j < 10000; ++j) {
            Job job;
            job.name = "i" + std::to_string(j);
            job.submit = Time::from_seconds(j);
            job.request.tasks = procs(rng) * 8;
            job.walltime = Duration::seconds(wall(rng));
            snap->enqueue(snap->add_job(job));
        }
    }
};

void run(benchmark::State& state, int idle_nodes) {
    World w(idle_nodes);
    SchedulerPolicy p = SchedulerPolicy::from_config(Config{});
    Scheduler s(p, std::make_unique<QueueTimePriority>(PrioritySettings{}));
    SchedulerState st;
    std::int64_t now = 20000;
    for (auto _ : state) {
        // A new instant each time (and the calendar is restored): nothing is cached between calls.
        const auto& r = s.iterate(*w.snap, st, Time::from_seconds(now++));
        benchmark::DoNotOptimize(r.starts.size());
        state.counters["starts"] = static_cast<double>(r.starts.size());
    }
}

void BM_Iteration_10kIdle_10kNodes_1kRunning_Full(benchmark::State& state) {
    run(state, 0);
}
void BM_Iteration_10kIdle_10kNodes_1kRunning_1PercentIdle(benchmark::State& state) {
    run(state, 100);
}
BENCHMARK(BM_Iteration_10kIdle_10kNodes_1kRunning_Full)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Iteration_10kIdle_10kNodes_1kRunning_1PercentIdle)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace outrigger

BENCHMARK_MAIN();
