// The impact preview (engine/impact_plan.hpp) at the size issue 23 names: 10,000 queued jobs on
// 1,000 eight-processor nodes, with the machine full of running jobs, a tentative maintenance
// reservation of 100 listed nodes two hours ahead (issue 23), or a daily standing one on the same
// nodes (issue 22). Both plans, the comparison and the report. Target: under 150 ms (median of
// --benchmark_repetitions=5).

#include <benchmark/benchmark.h>

#include <cmath>
#include <memory>
#include <random>

#include "clusters.hpp"
#include "config/document.hpp"
#include "config/typed_config.hpp"
#include "engine/command.hpp"
#include "engine/impact_plan.hpp"
#include "sim/simulator.hpp"

namespace outrigger {
namespace {

// 10,600 jobs submitted at 0 by 40 users: the first iteration fills the machine and about 10,000
// are left waiting. Processors log-uniform from 1 to 256, walltimes from 10 minutes to a day.
std::unique_ptr<Simulator> queued_machine(int count) {
    Cluster cluster = testing::uniform_cluster(1000, 8);
    Names& names = cluster.names();
    std::mt19937_64 rng(23);
    std::uniform_real_distribution<double> log_procs(0.0, 8.0);
    std::uniform_int_distribution<std::int64_t> wall(600, 86400);
    std::uniform_int_distribution<int> user(0, 39);
    std::vector<Job> jobs;
    for (int i = 0; i < count; ++i) {
        Job j;
        j.name = std::to_string(i);
        j.request.tasks = static_cast<std::int64_t>(std::pow(2.0, log_procs(rng)));
        j.walltime = Duration::seconds(wall(rng) / 60 * 60);
        j.runtime = j.walltime;
        j.submit = Time::from_seconds(0);
        j.creds[CredKind::User] = names.intern(CredKind::User, "u" + std::to_string(user(rng)));
        jobs.push_back(std::move(j));
    }
    const ConfigDocument doc = ConfigDocument::parse("RESERVATIONDEPTH 1\n", "maui.cfg");
    PolicySetup setup{build_config(doc).config, std::move(cluster), LocalCalendar::utc(), {}, true};
    auto sim = std::make_unique<Simulator>(ComposedPolicy::compose(std::move(setup)), std::move(jobs));
    sim->run(Time::from_seconds(0));
    (void)apply_command(sim->engine(), SchedctlCommand{SchedctlCommand::Action::Stop});
    return sim;
}

// The first 100 nodes as a host list (the nodes of a rack, say).
std::string rack_hosts() {
    std::string hosts;
    for (int n = 0; n < 100; ++n) hosts += (n > 0 ? "," : "") + std::string("n") + std::to_string(n);
    return hosts;
}

// Times the preview of `change` on the queued machine of `state`'s size, counting the delayed jobs.
void time_preview(benchmark::State& state, const TentativeChange& change) {
    const auto sim = queued_machine(static_cast<int>(state.range(0)));
    std::int64_t delayed = 0;
    for (auto _ : state) {
        const ImpactResult r = plan_impact(sim->engine(), change);
        if (!r.report || !r.report->ok()) {
            state.SkipWithError(r.report ? r.report->failures.front().reason.c_str() : r.error.c_str());
            return;
        }
        delayed = r.report->delayed.jobs;
        benchmark::DoNotOptimize(r);
    }
    state.counters["queued"] = static_cast<double>(sim->engine().snapshot().idle().size());
    state.counters["delayed"] = static_cast<double>(delayed);
    state.counters["running"] = static_cast<double>(sim->engine().snapshot().running_jobs().size());
}

// The Gantt's preview (issue 23): the rack taken whatever runs there, as maintenance is.
void BM_Impact_10kQueued_1kNodes(benchmark::State& state) {
    time_preview(state,
                 TentativeChange{{}, {{"-n", "maint", "-s", "+2:00:00", "-d", "4:00:00", rack_hosts()}}, {}});
}
BENCHMARK(BM_Impact_10kQueued_1kNodes)->Arg(10600)->Unit(benchmark::kMillisecond);

// The calendar's preview (issue 22): a daily standing reservation drawn on the week view, the
// rack from 02:00 to 06:00 kept two days ahead, in place of none.
void BM_Impact_Standing_10kQueued_1kNodes(benchmark::State& state) {
    time_preview(state, TentativeChange{{},
                                        {},
                                        "SRCFG[maint] PERIOD=DAY DEPTH=2 STARTTIME=02:00:00 ENDTIME=06:00:00 "
                                        "HOSTLIST=" +
                                            rack_hosts() + "\n"});
}
BENCHMARK(BM_Impact_Standing_10kQueued_1kNodes)->Arg(10600)->Unit(benchmark::kMillisecond);

// One plan alone: the preview without a change, which plans once (the cost of each of the two).
void BM_Impact_OnePlan_10kQueued_1kNodes(benchmark::State& state) {
    const auto sim = queued_machine(static_cast<int>(state.range(0)));
    for (auto _ : state) {
        const ImpactResult r = plan_impact(sim->engine(), TentativeChange{});
        benchmark::DoNotOptimize(r);
    }
}
BENCHMARK(BM_Impact_OnePlan_10kQueued_1kNodes)->Arg(10600)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace outrigger

BENCHMARK_MAIN();
