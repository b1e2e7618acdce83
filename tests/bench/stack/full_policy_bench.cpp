// The SDSC-BLUE replay (243,306 records, 144 nodes x 8 processors) under the whole policy stack,
// parse included: fairshare DEDICATEDPS at depth 8, queue time + XFACTOR + fairshare weights,
// per-user MAXJOB limits and two standing reservations (sdsc_full_policy.cfg beside this file).
// And the first 10,000 SDSC-BLUE jobs under the demo config on the demo cluster
// (resources/demo): idle, active and per-job limits that leave thousands of jobs blocked in the
// queue, BESTFIT backfill at depth 3, a host-list and a floating standing reservation.
// Skipped when the shared workload is absent. Run with --benchmark_repetitions=5; quote medians.

#include <benchmark/benchmark.h>

#include "config/document.hpp"
#include "config/typed_config.hpp"
#include "sim/simulator.hpp"
#include "stack/policy_stack.hpp"
#include "stack/swf_calendar.hpp"
#include "workload/cluster_builder.hpp"
#include "workload/swf_reader.hpp"
#include "workloads.hpp"

namespace outrigger {
namespace {

void replay_full_policy(benchmark::State& state, const char* file, std::optional<std::int64_t> count,
                        const char* config = "tests/bench/stack/sdsc_full_policy.cfg",
                        const char* cluster_file = nullptr) {
    const auto path = testing::shared_workload(file);
    if (!path) {
        state.SkipWithError("shared workload not found");
        return;
    }
    const auto cfg = testing::source_dir() / config;
    std::size_t jobs = 0;
    std::int64_t iterations = 0;
    for (auto _ : state) {
        std::string error;
        const auto doc = ConfigDocument::load(cfg, error);
        if (!doc) {
            state.SkipWithError(error.c_str());
            return;
        }
        TypedConfig typed = build_config(*doc);
        // The machine as orsim run builds it: the cluster file's, else the SWF header's.
        ClusterBuild b = cluster_file != nullptr ? load_cluster_file(testing::source_dir() / cluster_file)
                                                 : ClusterBuild{};
        if (b.has_errors()) {
            state.SkipWithError("the cluster file does not load");
            return;
        }
        SwfImportOptions opts;
        opts.count = count;
        opts.keep_records = false;  // as orsim run imports
        opts.cluster = cluster_file != nullptr ? &b.cluster : nullptr;
        Names names;
        ImportedWorkload w = import_swf(*path, opts, cluster_file != nullptr ? b.cluster.names() : names);
        if (cluster_file == nullptr) {
            b = default_cluster(w.header);
            b.cluster.names() = std::move(names);
        }
        Cluster cluster = std::move(b.cluster);
        cluster.access_policy = typed.config.nodes.access;
        PolicyStack stack(std::move(typed.config), cluster, swf_calendar(w.header));
        jobs = w.jobs.size();
        Simulator sim(cluster, std::move(w.jobs), stack.scheduler(), SimOptions{}, &stack);
        stack.bind(sim.state());
        sim.run();
        iterations = sim.iterations();
        benchmark::DoNotOptimize(sim.outcomes().data());
    }
    state.counters["jobs"] = static_cast<double>(jobs);
    state.counters["iterations"] = static_cast<double>(iterations);
}

void BM_FullPolicy_SDSC_BLUE(benchmark::State& s) {
    replay_full_policy(s, "SDSC-BLUE-2000-4.2-cln.swf.gz", std::nullopt);
}
void BM_FullPolicy_SDSC_BLUE_20k(benchmark::State& s) {
    replay_full_policy(s, "SDSC-BLUE-2000-4.2-cln.swf.gz", 20000);
}
void BM_DemoConfig_SDSC_BLUE_10k(benchmark::State& s) {
    replay_full_policy(s, "SDSC-BLUE-2000-4.2-cln.swf.gz", 10000, "resources/demo/maui.cfg",
                       "resources/demo/cluster.cfg");
}
BENCHMARK(BM_FullPolicy_SDSC_BLUE)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_DemoConfig_SDSC_BLUE_10k)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_FullPolicy_SDSC_BLUE_20k)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace
}  // namespace outrigger
BENCHMARK_MAIN();
