// SWF import and workload generation speed. Targets: SDSC-BLUE (243,306 records, gzip) imports
// in under 0.5 s median, parse and gunzip included; 1,000,000 generated jobs in well under 1 s.

#include <benchmark/benchmark.h>

#include "workload/generator.hpp"
#include "workload/swf_reader.hpp"
#include "workload/swf_writer.hpp"
#include "workloads.hpp"

namespace outrigger {
namespace {

void import_shared(benchmark::State& state, const char* file, WalltimeEstimate estimate) {
    const auto path = testing::shared_workload(file);
    if (!path) {
        state.SkipWithError("shared workload not found (set OUTRIGGER_WORKLOADS)");
        return;
    }
    SwfImportOptions opt;
    opt.estimate = estimate;
    std::int64_t jobs = 0;
    for (auto _ : state) {
        Names names;
        const auto w = import_swf(*path, opt, names);
        if (w.report.error) state.SkipWithError(w.report.error->c_str());
        jobs = static_cast<std::int64_t>(w.jobs.size());
        benchmark::DoNotOptimize(w.jobs.data());
    }
    state.counters["jobs"] = static_cast<double>(jobs);
    state.SetItemsProcessed(state.iterations() * jobs);
}

void BM_ImportSdscBlue(benchmark::State& state) {
    import_shared(state, "SDSC-BLUE-2000-4.2-cln.swf.gz", WalltimeEstimate::none());
}
BENCHMARK(BM_ImportSdscBlue)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_ImportKthSp2(benchmark::State& state) {
    import_shared(state, "KTH-SP2-1996-2.1-cln.swf.gz", WalltimeEstimate::none());
}
BENCHMARK(BM_ImportKthSp2)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_Generate(benchmark::State& state) {
    GeneratorParams p;
    p.jobs = state.range(0);
    p.nodes = 10'000;
    p.procs_per_node = 1;
    p.load = 0.9;
    p.seed = 42;
    p.with_records = state.range(1) != 0;
    for (auto _ : state) {
        Names names;
        const auto w = generate_workload(p, names);
        benchmark::DoNotOptimize(w.jobs.data());
    }
    state.SetItemsProcessed(state.iterations() * p.jobs);
}
BENCHMARK(BM_Generate)
    ->Args({1'000'000, 0})
    ->Args({1'000'000, 1})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

void BM_WriteSwfText(benchmark::State& state) {
    GeneratorParams p;
    p.jobs = 243'306;
    p.nodes = 144;
    p.procs_per_node = 8;
    Names names;
    const auto w = generate_workload(p, names);
    for (auto _ : state) {
        const std::string text = swf_text(w.header, w.records);
        benchmark::DoNotOptimize(text.data());
    }
    state.SetItemsProcessed(state.iterations() * p.jobs);
}
BENCHMARK(BM_WriteSwfText)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace
}  // namespace outrigger

BENCHMARK_MAIN();
