// One scheduling iteration at issue 24's scale under the full policy stack
// (sdsc_full_policy.cfg beside this file: queue time, expansion factor and fairshare priority,
// per-user MAXJOB, two standing reservations): 100,000 queued jobs, 100,000 nodes of 16
// processors, 10,000 running, with 1% of the nodes idle and with none. Each repetition is a new
// instant: the stack prepares it (reservations, fairshare) and the scheduler iterates, as the
// engine does at every event; the calendar is restored after each. Quote medians.

#include <benchmark/benchmark.h>

#include "../schedule/iteration_world.hpp"
#include "config/document.hpp"
#include "config/typed_config.hpp"
#include "stack/policy_stack.hpp"
#include "stack/swf_calendar.hpp"
#include "workloads.hpp"

namespace outrigger {
namespace {

void run(benchmark::State& state, int idle_nodes) {
    testing::IterationWorld w(100000, 16, 10000, 100000, idle_nodes);
    std::string error;
    const auto doc =
        ConfigDocument::load(testing::source_dir() / "tests/bench/stack/sdsc_full_policy.cfg", error);
    if (!doc) {
        state.SkipWithError(error.c_str());
        return;
    }
    TypedConfig typed = build_config(*doc);
    PolicyStack stack(std::move(typed.config), w.cluster, swf_calendar(SwfHeader{}));
    SchedulerState st;
    stack.bind(st);
    std::vector<JobId> requeue;
    std::int64_t now = 20000;
    for (auto _ : state) {
        const Time t = Time::from_seconds(now++);
        stack.prepare(*w.snap, t, requeue);
        const auto& r = stack.scheduler().iterate(*w.snap, st, t);
        benchmark::DoNotOptimize(r.starts.size());
        state.counters["starts"] = static_cast<double>(r.starts.size());
    }
}

void BM_Iteration_FullPolicy_100kQueued_100kNodes_10kRunning_1PercentIdle(benchmark::State& state) {
    run(state, 1000);
}
void BM_Iteration_FullPolicy_100kQueued_100kNodes_10kRunning_Full(benchmark::State& state) {
    run(state, 0);
}
BENCHMARK(BM_Iteration_FullPolicy_100kQueued_100kNodes_10kRunning_1PercentIdle)
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Iteration_FullPolicy_100kQueued_100kNodes_10kRunning_Full)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace outrigger
BENCHMARK_MAIN();
