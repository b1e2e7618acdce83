// outriggerd under a deep queue: 10,000 idle jobs on the simulated resource manager (64 nodes of
// 8 processors, every job submitted at once, scheduling stopped after one iteration), and what a
// client waits for:
//   BM_Showq, BM_Checkjob   a query over the socket, request written -> reply read
//   BM_Setspri              a journaled command (committed with fsync before the reply)
//   BM_ViewDelta            a subscriber: schedctl -S sent -> the view delta it causes read; the
//                           delta's size in bytes is the counter delta_bytes
//   BM_HundredClientsWhileScheduling
//                           a service of its own on the same site, scheduling at its top speed
//                           (speed 10^6): 100 concurrent clients (every fourth subscribed, reading
//                           the views pushed to it) asking showq and checkjob in turn, 20 each;
//                           counters p50_ms, p99_ms, max_ms over every request of an iteration
//                           (target: p99 under 50 ms), failures (must be 0), iterations the
//                           service made meanwhile
// Runs anywhere: the site is generated into a temporary directory.

#include <benchmark/benchmark.h>

#include <fstream>
#include <memory>

#include "../../core/service/load_driver.hpp"

namespace {

using namespace outrigger::testing;

constexpr int kJobs = 10000;
constexpr int kNodes = 64;
constexpr int kProcsPerNode = 8;

// One service for every benchmark: starting it and queueing 10,000 jobs is the expensive part.
class Site {
  public:
    Site() {
        // Long jobs, all at once: after the first iteration the rest stay queued.
        std::vector<std::string> args = deep_queue_site(dir_.path(), kJobs, kNodes, kProcsPerNode);
        args.emplace_back("--start-stopped");
        daemon_ = std::make_unique<Daemon>(std::move(args), socket(), dir_.path() / "log");
        if (!daemon_->start(120000)) {
            error_ = "outriggerd did not start:\n" + daemon_->log();
            return;
        }
        RawClient admin;
        if (!admin.connect(socket()) || admin.hello().value("ok", false) != true) {
            error_ = "no hello";
            return;
        }
        const auto step = admin.call(
            {{"id", 1},
             {"type", "command"},
             {"command", {{"schema", "outrigger.command/1"}, {"command", "schedctl"}, {"action", "step"}}}},
            600000);
        if (step.value("ok", false) != true) error_ = "schedctl -S failed: " + step.dump();
    }
    [[nodiscard]] fs::path socket() const { return dir_.path() / "outriggerd.sock"; }
    [[nodiscard]] const std::string& error() const { return error_; }

  private:
    TempDir dir_;
    std::unique_ptr<Daemon> daemon_;
    std::string error_;
};

Site& site() {
    static Site s;
    return s;
}

// A greeted client, or a skip naming why not.
bool connect(benchmark::State& state, RawClient& c) {
    if (!site().error().empty()) {
        state.SkipWithError(site().error().c_str());
        return false;
    }
    if (!c.connect(site().socket()) || c.hello().value("ok", false) != true) {
        state.SkipWithError("cannot connect to outriggerd");
        return false;
    }
    return true;
}

nlohmann::json query(const std::string& kind, const std::string& job = {}) {
    nlohmann::json q = {{"schema", "outrigger.query/1"}, {"kind", kind}};
    if (!job.empty()) q["job"] = job;
    return {{"id", 2}, {"type", "query"}, {"query", q}};
}

nlohmann::json setspri(int job, int priority) {
    return {{"id", 3},
            {"type", "command"},
            {"command",
             {{"schema", "outrigger.command/1"},
              {"command", "setspri"},
              {"job", std::to_string(job)},
              {"priority", priority}}}};
}

void BM_Showq(benchmark::State& state) {
    RawClient c;
    if (!connect(state, c)) return;
    for (auto _ : state) {
        const auto r = c.call(query("showq"), 60000);
        if (r.value("ok", false) != true) state.SkipWithError("showq failed");
    }
}
BENCHMARK(BM_Showq)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_Checkjob(benchmark::State& state) {
    RawClient c;
    if (!connect(state, c)) return;
    int job = 0;
    for (auto _ : state) {
        job = job % kJobs + 1;
        const auto r = c.call(query("checkjob", std::to_string(job)), 60000);
        if (r.value("ok", false) != true) state.SkipWithError("checkjob failed");
    }
}
BENCHMARK(BM_Checkjob)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_Setspri(benchmark::State& state) {
    RawClient c;
    if (!connect(state, c)) return;
    int n = 0;
    for (auto _ : state) {
        ++n;
        const auto r = c.call(setspri(kJobs - n % 1000, n), 60000);
        if (r.value("ok", false) != true) state.SkipWithError(("setspri failed: " + r.dump()).c_str());
    }
}
BENCHMARK(BM_Setspri)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_ViewDelta(benchmark::State& state) {
    RawClient admin;
    RawClient sub;
    if (!connect(state, admin) || !connect(state, sub)) return;
    if (sub.call({{"id", 1}, {"type", "subscribe"}}, 60000).value("ok", false) != true) {
        state.SkipWithError("subscribe failed");
        return;
    }
    // The first push is the whole view.
    if (!sub.read_line(60000)) {
        state.SkipWithError("no view pushed");
        return;
    }
    double bytes = 0;
    int n = 0;
    for (auto _ : state) {
        ++n;
        // One scheduling step (an iteration over the 10,000 queued jobs): the view moves on.
        const nlohmann::json step = {
            {"id", 3},
            {"type", "command"},
            {"command", {{"schema", "outrigger.command/1"}, {"command", "schedctl"}, {"action", "step"}}}};
        if (admin.call(step, 600000).value("ok", false) != true) {
            state.SkipWithError("schedctl -S failed");
            break;
        }
        const auto line = sub.read_line(60000);
        if (!line || line->find("\"delta\"") == std::string::npos) {
            state.SkipWithError("no delta pushed");
            break;
        }
        bytes += static_cast<double>(line->size());
    }
    state.counters["delta_bytes"] = benchmark::Counter(bytes / std::max(n, 1));
}
BENCHMARK(BM_ViewDelta)->Unit(benchmark::kMillisecond)->UseRealTime();

std::int64_t iterations(RawClient& admin) {
    const auto s = admin.call({{"id", 9}, {"type", "status"}});
    return s.value("ok", false) ? s["result"].value("iterations", std::int64_t{-1}) : -1;
}

void BM_HundredClientsWhileScheduling(benchmark::State& state) {
    TempDir dir;
    const fs::path socket = dir.path() / "outriggerd.sock";
    std::vector<std::string> args = deep_queue_site(dir.path(), kJobs, kNodes, kProcsPerNode);
    args.insert(args.end(), {"--max-clients", "128", "--log-level", "warn"});
    Daemon daemon(std::move(args), socket, dir.path() / "log");
    if (!daemon.start(120000)) {
        state.SkipWithError("outriggerd did not start");
        return;
    }
    RawClient admin;
    if (!admin.connect(socket) || admin.hello().value("ok", false) != true ||
        admin.call({{"id", 1}, {"type", "speed"}, {"speed", 1e6}}).value("ok", false) != true) {
        state.SkipWithError("cannot set the speed");
        return;
    }
    const std::int64_t before = iterations(admin);
    LoadFigures f;
    for (auto _ : state) f = drive_clients(socket, 100, 20, kJobs);
    state.counters["p50_ms"] = f.percentile(50);
    state.counters["p99_ms"] = f.percentile(99);
    state.counters["max_ms"] = f.latencies_ms.empty() ? 0 : f.latencies_ms.back();
    state.counters["failures"] = f.failures;
    state.counters["pushes"] = f.pushes;
    state.counters["iterations"] = static_cast<double>(iterations(admin) - before);
}
BENCHMARK(BM_HundredClientsWhileScheduling)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);

}  // namespace

BENCHMARK_MAIN();
