// Whole replays under Maui defaults (EASY, depth 1, FIRSTFIT), parse included: the shared traces
// (skipped when absent) and the seeded synthetic generator. Counters: jobs, bytes of peak resident
// memory per job (whole process, so an upper bound).

#include <benchmark/benchmark.h>
#include <sys/resource.h>

#include <memory>
#include <sstream>

#include "clusters.hpp"
#include "engine/replay_outputs.hpp"
#include "shared_log_replay.hpp"
#include "sim/simulator.hpp"
#include "workload/generator.hpp"
#include "workload/swf_reader.hpp"
#include "workloads.hpp"

namespace outrigger {
namespace {

double peak_rss_bytes() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return static_cast<double>(u.ru_maxrss) * 1024.0;
}

void replay_file(benchmark::State& state, const char* file, WalltimeEstimate estimate) {
    const std::size_t jobs =
        testing::replay_shared_log(state, file, estimate, SchedulerPolicy::from_config(Config{}));
    state.counters["rss_bytes_per_job"] =
        peak_rss_bytes() / static_cast<double>(std::max<std::size_t>(1, jobs));
}

void BM_Replay_KTH_SP2(benchmark::State& s) {
    replay_file(s, "KTH-SP2-1996-2.1-cln.swf.gz", WalltimeEstimate::none());
}
void BM_Replay_SDSC_BLUE(benchmark::State& s) {
    replay_file(s, "SDSC-BLUE-2000-4.2-cln.swf.gz", WalltimeEstimate::none());
}
void BM_Replay_Lublin256(benchmark::State& s) {
    replay_file(s, "lublin_256.swf.gz", WalltimeEstimate::run_time());
}
// SDSC-BLUE as `orsim run --estimate runtime` replays it under Maui's defaults: parse, replay,
// the schedule CSV and the metrics (written to memory).
void BM_Replay_SDSC_BLUE_RuntimeEstimate_Outputs(benchmark::State& state) {
    const auto path = testing::shared_workload("SDSC-BLUE-2000-4.2-cln.swf.gz");
    if (!path) {
        state.SkipWithError("shared workload not found");
        return;
    }
    for (auto _ : state) {
        Names names;
        SwfImportOptions opts;
        opts.estimate = WalltimeEstimate::run_time();
        opts.keep_records = false;
        ImportedWorkload w = import_swf(*path, opts, names);
        ClusterBuild b = default_cluster(w.header);
        Scheduler s(SchedulerPolicy::from_config(Config{}),
                    std::make_unique<QueueTimePriority>(PrioritySettings{}));
        Simulator sim(b.cluster, std::move(w.jobs), s);
        sim.run();
        std::ostringstream csv;
        write_schedule_csv(csv, sim.rm().snapshot(), sim.outcomes());
        const std::string metrics = metrics_json(replay_metrics(sim.rm().snapshot(), sim.outcomes())).dump(2);
        benchmark::DoNotOptimize(csv.str().size());
        benchmark::DoNotOptimize(metrics.size());
    }
}

BENCHMARK(BM_Replay_KTH_SP2)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_Replay_SDSC_BLUE)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_Replay_Lublin256)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_Replay_SDSC_BLUE_RuntimeEstimate_Outputs)->Unit(benchmark::kMillisecond)->Iterations(1);

// Synthetic: range(0) jobs on range(1) nodes of 16 processors at offered load 0.9.
void BM_Replay_Synthetic(benchmark::State& state) {
    GeneratorParams p;
    p.jobs = state.range(0);
    p.nodes = state.range(1);
    p.load = 0.9;
    p.seed = 42;
    p.with_records = false;
    for (auto _ : state) {
        Names names;
        GeneratedWorkload w = generate_workload(p, names);
        const Cluster c = testing::uniform_cluster(static_cast<int>(p.nodes), p.procs_per_node);
        Scheduler s(SchedulerPolicy::from_config(Config{}),
                    std::make_unique<QueueTimePriority>(PrioritySettings{}));
        Simulator sim(c, std::move(w.jobs), s);
        sim.run();
        benchmark::DoNotOptimize(sim.outcomes().data());
    }
    state.counters["jobs"] = static_cast<double>(p.jobs);
    state.counters["rss_bytes_per_job"] = peak_rss_bytes() / static_cast<double>(p.jobs);
}
// Issue 24's scale in nodes: 1,000,000 jobs on 1,000, 10,000 and 100,000 nodes (per-job cost
// compared across the three; the last is minutes today).
BENCHMARK(BM_Replay_Synthetic)
    ->Args({100000, 1000})
    ->Args({1000000, 10000})
    ->Args({1000000, 1000})
    ->Args({1000000, 100000})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

// Deep queues: 200,000 jobs on 1,000 nodes of 16 processors at offered load range(0)/10 of used
// proc-seconds (--load-basis runtime). At 3 the queue grows to most of the workload; the per-job
// cost against the load-0.9 run is the figure (issue 24 section 3).
void BM_Replay_Overloaded(benchmark::State& state) {
    GeneratorParams p;
    p.jobs = 200000;
    p.nodes = 1000;
    p.load = static_cast<double>(state.range(0)) / 10.0;
    p.load_basis = LoadBasis::RunTime;
    p.seed = 42;
    p.with_records = false;
    for (auto _ : state) {
        state.PauseTiming();
        Names names;
        GeneratedWorkload w = generate_workload(p, names);
        const Cluster c = testing::uniform_cluster(static_cast<int>(p.nodes), p.procs_per_node);
        Scheduler s(SchedulerPolicy::from_config(Config{}),
                    std::make_unique<QueueTimePriority>(PrioritySettings{}));
        state.ResumeTiming();
        Simulator sim(c, std::move(w.jobs), s);
        sim.run();
        benchmark::DoNotOptimize(sim.outcomes().data());
    }
    state.counters["jobs"] = static_cast<double>(p.jobs);
    state.counters["us_per_job"] = benchmark::Counter(
        static_cast<double>(p.jobs) * 1e-6, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_Replay_Overloaded)->Arg(9)->Arg(30)->Unit(benchmark::kMillisecond)->Iterations(1);

// Jobs that can never run (spec section 6): range(0) generated jobs on range(2) nodes of 16
// processors and 64 GB; with range(1) = 1 every other job asks for more memory per task than any node has
// (they are rejected at submission), with 0 those jobs are left out. The first should cost at
// most 1.1x the second: a rejected job is looked at once, never again per iteration.
// Timed: the replay (the simulator taking the records, running, its outcomes). The workload's
// records are made before and released after, untimed both ways: with twice the records, their
// release alone (unmapping the pages the untimed part touched) would count against the rejection.
void BM_Replay_UnrunnableHalf(benchmark::State& state) {
    GeneratorParams p;
    p.jobs = state.range(0);
    p.nodes = state.range(2);
    p.load = 0.9;
    p.seed = 42;
    p.with_records = false;
    const bool with_unrunnable = state.range(1) == 1;
    std::size_t jobs = 0;
    for (auto _ : state) {
        state.PauseTiming();
        Names names;
        GeneratedWorkload w = generate_workload(p, names);
        Cluster c = testing::uniform_cluster(static_cast<int>(p.nodes), p.procs_per_node);
        for (const Node& n : c.nodes()) {
            Resources r = n.capacity;
            r.memory_mb = 65536;
            c.set_capacity(n.id, r);
        }
        std::vector<Job> kept;
        for (Job& j : w.jobs) {
            if (j.id.value() % 2 == 1) {
                if (!with_unrunnable) continue;
                j.request.per_task.memory_mb = 1 << 20;
            }
            j.id = JobId(static_cast<JobId::Rep>(kept.size()));
            kept.push_back(std::move(j));
        }
        jobs = kept.size();
        Scheduler s(SchedulerPolicy::from_config(Config{}),
                    std::make_unique<QueueTimePriority>(PrioritySettings{}));
        state.ResumeTiming();
        auto sim = std::make_unique<Simulator>(c, std::move(kept), s);
        sim->run();
        benchmark::DoNotOptimize(sim->outcomes().data());
        state.PauseTiming();
        sim.reset();
        state.ResumeTiming();
    }
    state.counters["jobs"] = static_cast<double>(jobs);
}
BENCHMARK(BM_Replay_UnrunnableHalf)
    ->Args({100000, 0, 64})
    ->Args({100000, 1, 64})
    ->Args({100000, 0, 1024})
    ->Args({100000, 1, 1024})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

}  // namespace
}  // namespace outrigger

BENCHMARK_MAIN();
