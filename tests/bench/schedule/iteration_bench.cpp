// One scheduling iteration at scale: 10,000 idle jobs, 10,000 nodes, 1,000 running jobs (and
// 100,000 / 100,000 / 10,000), Maui defaults (EASY: FIRSTFIT, depth 1). Each call restores the
// calendar, so every repetition does the same work. Two machines: one full (nothing can start: the
// reservation and O(1) rejections) and one with 1% of its processors idle (backfill walks the queue).

#include <benchmark/benchmark.h>

#include "iteration_world.hpp"
#include "schedule/iteration.hpp"

namespace outrigger {
namespace {

void run(benchmark::State& state, testing::IterationWorld w) {
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
    run(state, testing::IterationWorld(10000, 8, 1000, 10000, 0));
}
void BM_Iteration_10kIdle_10kNodes_1kRunning_1PercentIdle(benchmark::State& state) {
    run(state, testing::IterationWorld(10000, 8, 1000, 10000, 100));
}
// Issue 24's scale: 100,000 queued jobs, 100,000 nodes of 16 processors, 10,000 running, with 1%
// of the nodes idle (backfill walks the whole queue) and with none.
void BM_Iteration_100kQueued_100kNodes_10kRunning_1PercentIdle(benchmark::State& state) {
    run(state, testing::IterationWorld(100000, 16, 10000, 100000, 1000));
}
void BM_Iteration_100kQueued_100kNodes_10kRunning_Full(benchmark::State& state) {
    run(state, testing::IterationWorld(100000, 16, 10000, 100000, 0));
}
BENCHMARK(BM_Iteration_10kIdle_10kNodes_1kRunning_Full)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Iteration_10kIdle_10kNodes_1kRunning_1PercentIdle)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Iteration_100kQueued_100kNodes_10kRunning_1PercentIdle)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Iteration_100kQueued_100kNodes_10kRunning_Full)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace outrigger

BENCHMARK_MAIN();
