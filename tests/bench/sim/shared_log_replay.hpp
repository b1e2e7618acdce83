#pragma once

// One whole replay of a shared trace, parse included, as `orsim run` does it (records not kept),
// under `policy` with queue-time priority, per benchmark iteration. Skips the benchmark when the
// trace is absent; returns the number of jobs replayed.

#include <benchmark/benchmark.h>

#include <memory>

#include "clusters.hpp"
#include "schedule/policy.hpp"
#include "sim/simulator.hpp"
#include "workload/swf_reader.hpp"
#include "workloads.hpp"

namespace outrigger::testing {

inline std::size_t replay_shared_log(benchmark::State& state, const char* file, WalltimeEstimate estimate,
                                     const SchedulerPolicy& policy) {
    const auto path = shared_workload(file);
    if (!path) {
        state.SkipWithError("shared workload not found");
        return 0;
    }
    std::size_t jobs = 0;
    for (auto _ : state) {
        Names names;
        SwfImportOptions opts;
        opts.estimate = estimate;
        opts.keep_records = false;  // as orsim run imports
        ImportedWorkload w = import_swf(*path, opts, names);
        ClusterBuild b = default_cluster(w.header);
        Scheduler s(policy, std::make_unique<QueueTimePriority>(PrioritySettings{}));
        jobs = w.jobs.size();
        Simulator sim(b.cluster, std::move(w.jobs), s);
        sim.run();
        benchmark::DoNotOptimize(sim.outcomes().data());
    }
    state.counters["jobs"] = static_cast<double>(jobs);
    return jobs;
}

}  // namespace outrigger::testing
