// Outrigger on a real Slurm (a private one on localhost, as the scenario tests start it): the
// figures a site asks for first. Needs root and the Slurm packages; skipped otherwise.
//   BM_SlurmSubmitToStart      sbatch returns -> squeue says RUNNING, on an idle 8-node cluster,
//                              outriggerd polling every second (RMPOLLINTERVAL 00:00:01)
//   BM_Slurm64Nodes1000Queued_* one scheduling iteration with 1,000 queued jobs on 64 busy nodes:
//                              reading Slurm (squeue + sinfo), the part of a reading the event
//                              loop still does (applying it), deciding, and read plus decide

#include <benchmark/benchmark.h>

#include <chrono>
#include <memory>
#include <thread>

#include "../../core/service/service_harness.hpp"
#include "../../core/service/slurm/local_slurm.hpp"
#include "service/slurm/slurm_inputs.hpp"
#include "service/slurm/slurm_site.hpp"

namespace {

using namespace outrigger;
using namespace outrigger::testing;

constexpr const char* kConfig =
    "RMPOLLINTERVAL 00:00:01\nNODEACCESSPOLICY SINGLEJOB\nADMIN1 root\nRESERVATIONPOLICY CURRENTHIGHEST\n"
    "BACKFILLPOLICY FIRSTFIT\n";

void BM_SlurmSubmitToStart(benchmark::State& state) {
    if (const auto why = slurm_unavailable()) {
        state.SkipWithError(why->c_str());
        return;
    }
    LocalSlurm slurm(8, 4);
    std::string error;
    if (!slurm.start(error)) {
        state.SkipWithError(("the private Slurm did not start: " + error).c_str());
        return;
    }
    {
        std::ofstream cfg(slurm.dir() / "maui.cfg");
        cfg << kConfig;
    }
    Daemon daemon({"--rm", "slurm", "--config", "maui.cfg", "--state", (slurm.dir() / "orstate").string(),
                   "--socket", (slurm.dir() / "outriggerd.sock").string(), "--log-level", "error"},
                  slurm.dir() / "outriggerd.sock", slurm.dir() / "outriggerd.log");
    if (!daemon.start()) {
        state.SkipWithError("outriggerd did not start");
        return;
    }
    for (auto _ : state) {
        const auto t0 = std::chrono::steady_clock::now();
        const std::string id = slurm.sbatch({"-N1", "-t", "1"}, "sleep 1");
        while (slurm.job(id).first != "RUNNING" && slurm.job(id).first != "COMPLETED")
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        state.SetIterationTime(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
        // The next job finds an idle cluster again.
        while (slurm.job(id).first != "COMPLETED") std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
}
BENCHMARK(BM_SlurmSubmitToStart)->UseManualTime()->Iterations(10)->Unit(benchmark::kMillisecond);

// 64 nodes, each running a long job, and 1,000 more jobs held in the queue.
struct BusyCluster {
    LocalSlurm slurm{64, 4};
    slurm::ProcessRunner runner;
    slurm::SlurmClient client{runner};
    service::Log log{service::LogLevel::Error};
    std::unique_ptr<service::SlurmSite> site;
    std::string error;

    bool start() {
        if (!slurm.start(error)) return false;
        for (int i = 0; i < 64; ++i) slurm.sbatch({"-N1", "-t", "30"}, "sleep 600");
        service::LoadedInputs in = service::load_slurm_inputs(client, kConfig, "maui.cfg");
        if (!in.inputs) {
            error = in.errors.empty() ? "no inputs" : in.errors.front();
            return false;
        }
        site = std::make_unique<service::SlurmSite>(std::move(*in.inputs), client, log);
        for (int k = 0; k < 20 && site->engine().snapshot().running_jobs().size() < 64; ++k)
            site->step_iteration();
        for (int i = 0; i < 1000; ++i) slurm.sbatch({"-N1", "-t", "5"}, "sleep 1");
        site->step_iteration();
        if (site->engine().snapshot().idle().size() < 1000) {
            error = "only " + std::to_string(site->engine().snapshot().idle().size()) + " jobs queued";
            return false;
        }
        return true;
    }
};

BusyCluster* busy(benchmark::State& state) {
    static std::unique_ptr<BusyCluster> cluster;
    static std::string failed;
    if (const auto why = slurm_unavailable()) {
        state.SkipWithError(why->c_str());
        return nullptr;
    }
    if (!cluster && failed.empty()) {
        cluster = std::make_unique<BusyCluster>();
        if (!cluster->start()) {
            failed = cluster->error;
            cluster.reset();
        }
    }
    if (!cluster) state.SkipWithError(failed.c_str());
    return cluster.get();
}

void BM_Slurm64Nodes1000Queued_Read(benchmark::State& state) {
    BusyCluster* c = busy(state);
    if (c == nullptr) return;
    for (auto _ : state) benchmark::DoNotOptimize(c->site->rm().refresh(c->site->engine().now()));
}
BENCHMARK(BM_Slurm64Nodes1000Queued_Read)->Unit(benchmark::kMillisecond)->Iterations(10);

// What of a reading the service's event loop still does itself (the reading runs on a thread of
// its own): bringing a reading taken once into the snapshot, again and again.
void BM_Slurm64Nodes1000Queued_ApplyOnTheEventLoop(benchmark::State& state) {
    BusyCluster* c = busy(state);
    if (c == nullptr) return;
    const slurm::SlurmReading reading = slurm::SlurmResourceManager::read(c->client);
    if (!reading.ok()) {
        state.SkipWithError(reading.error.c_str());
        return;
    }
    for (auto _ : state) {
        slurm::SlurmReading copy = reading;
        benchmark::DoNotOptimize(c->site->rm().apply(std::move(copy), c->site->engine().now()));
    }
    state.counters["jobs"] = static_cast<double>(reading.jobs->size());
}
BENCHMARK(BM_Slurm64Nodes1000Queued_ApplyOnTheEventLoop)->Unit(benchmark::kMillisecond)->Iterations(10);

void BM_Slurm64Nodes1000Queued_Decide(benchmark::State& state) {
    BusyCluster* c = busy(state);
    if (c == nullptr) return;
    for (auto _ : state) {
        c->site->engine().mark_dirty();
        c->site->catch_up(service::WallClock::now() - std::chrono::hours(1), std::chrono::seconds(1));
    }
    state.counters["queued"] = static_cast<double>(c->site->engine().snapshot().idle().size());
}
BENCHMARK(BM_Slurm64Nodes1000Queued_Decide)->Unit(benchmark::kMillisecond)->Iterations(10);

void BM_Slurm64Nodes1000Queued_ReadAndDecide(benchmark::State& state) {
    BusyCluster* c = busy(state);
    if (c == nullptr) return;
    for (auto _ : state) {
        c->site->engine().mark_dirty();
        c->site->step_iteration();
    }
    state.counters["iterations"] = static_cast<double>(c->site->engine().iterations());
}
BENCHMARK(BM_Slurm64Nodes1000Queued_ReadAndDecide)->Unit(benchmark::kMillisecond)->Iterations(10);

}  // namespace

BENCHMARK_MAIN();
