// What-if comparisons as orsim compare runs them: both sides at once on two threads, inputs
// assembled and replayed under the whole policy stack, then compared.
// - A 10,000-job generated workload on the demo cluster (resources/demo/cluster.cfg, 1,280
//   processors) under tests/bench/stack/sdsc_full_policy.cfg against a copy with FSWEIGHT ten
//   times larger. Target: under 2 s wall.
// - The whole SDSC-BLUE log under the same two configs (skipped when the shared workload is
//   absent). Target: under 6 s wall.
// Wall time is the measure (the two sides overlap); the CPU column is the whole process's.
// Run with --benchmark_repetitions=5; quote medians.

#include <benchmark/benchmark.h>

#include <ctime>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>

#include "session/demo_site.hpp"
#include "session/whatif_comparison.hpp"
#include "workload/generator.hpp"
#include "workload/swf_writer.hpp"
#include "workloads.hpp"

namespace outrigger {
namespace {

std::string read_text(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

// sdsc_full_policy.cfg, and the same with FSWEIGHT 10 (the last occurrence counts).
std::pair<std::string, std::string> full_policy_configs() {
    const std::string a = read_text(testing::source_dir() / "tests/bench/stack/sdsc_full_policy.cfg");
    return {a, a + "FSWEIGHT 10\n"};
}

double thread_cpu_seconds() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

// What run_whatif does (each side on its own thread, then the comparison), with each side's own
// CPU time measured on its thread: on a loaded machine the wall time says little, and the larger
// side's CPU time is the wall time two idle cores would give.
void compare(benchmark::State& state, WhatIfSideRequest side) {
    const auto [a_text, b_text] = full_policy_configs();
    WhatIfSideRequest a = side;
    a.config_text = a_text;
    a.config_name = "sdsc_full_policy.cfg";
    WhatIfSideRequest b = std::move(side);
    b.config_text = b_text;
    b.config_name = "FSWEIGHT x10";
    std::int64_t jobs = 0;
    double cpu_a = 0, cpu_b = 0, cpu_compare = 0;
    for (auto _ : state) {
        WhatIfSide sa, sb;
        {
            std::jthread other([&] {
                const double t0 = thread_cpu_seconds();
                sb = replay_whatif_side(b);
                cpu_b = thread_cpu_seconds() - t0;
            });
            const double t0 = thread_cpu_seconds();
            sa = replay_whatif_side(a);
            cpu_a = thread_cpu_seconds() - t0;
        }
        if (sa.status != WhatIfSide::Status::Done || sb.status != WhatIfSide::Status::Done) {
            state.SkipWithError(sa.errors.empty() ? "a side failed" : sa.errors.front().c_str());
            return;
        }
        const double t0 = thread_cpu_seconds();
        const WhatIfComparison c = compare_whatif(sa, sb);
        cpu_compare = thread_cpu_seconds() - t0;
        jobs = sa.replicas.front().jobs;
        benchmark::DoNotOptimize(c.metrics.data());
    }
    state.counters["jobs"] = static_cast<double>(jobs);
    state.counters["side_a_cpu_s"] = cpu_a;
    state.counters["side_b_cpu_s"] = cpu_b;
    state.counters["compare_cpu_s"] = cpu_compare;
}

void BM_Compare_Generated10k_DemoCluster(benchmark::State& state) {
    // The workload is written once, outside the timing; reading it is timed, as orsim compare reads it.
    const auto swf = std::filesystem::temp_directory_path() / "outrigger_whatif_bench_10k.swf";
    GeneratorParams p;
    p.jobs = 10'000;
    p.nodes = 64;
    p.procs_per_node = 20;  // the demo cluster's 1,280 processors
    p.load = 0.9;           // of processor-seconds used: a busy machine with a queue in the daily peaks
    p.load_basis = LoadBasis::RunTime;
    p.seed = 25;
    Names names;
    const GeneratedWorkload w = generate_workload(p, names);
    if (const auto error = write_swf_file(swf, w.header, w.records)) {
        state.SkipWithError(error->c_str());
        return;
    }
    WhatIfSideRequest side;
    side.workload.kind = WhatIfWorkload::Kind::Swf;
    side.workload.swf = swf;
    side.cluster = std::string(demo_cluster_text());
    compare(state, std::move(side));
}

void BM_Compare_SDSC_BLUE_FullPolicy_vs_FsWeightX10(benchmark::State& state) {
    const auto path = testing::shared_workload("SDSC-BLUE-2000-4.2-cln.swf.gz");
    if (!path) {
        state.SkipWithError("shared workload not found");
        return;
    }
    WhatIfSideRequest side;
    side.workload.kind = WhatIfWorkload::Kind::Swf;
    side.workload.swf = *path;
    side.workload.estimate = WalltimeEstimate::run_time();  // as the replay comparisons run it
    compare(state, std::move(side));
}

BENCHMARK(BM_Compare_Generated10k_DemoCluster)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1)
    ->UseRealTime()
    ->MeasureProcessCPUTime();
BENCHMARK(BM_Compare_SDSC_BLUE_FullPolicy_vs_FsWeightX10)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1)
    ->UseRealTime()
    ->MeasureProcessCPUTime();

}  // namespace
}  // namespace outrigger
BENCHMARK_MAIN();
