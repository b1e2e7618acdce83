#pragma once

// outriggerd under load, shared by the load test (tests/core/service/load_test.cpp: every request
// answered) and the benchmark (tests/bench/service/service_load_bench.cpp: latency figures):
//   deep_queue_site   a simulated site with every job submitted at once, so that all but the
//                     first few hundred wait in the queue at every iteration
//   drive_clients     N concurrent clients, each greeted, then issuing showq and checkjob in
//                     turn; every fourth also subscribes first and reads the views pushed to it
//                     between its replies. Each request's latency is written -> reply read.

#include <algorithm>
#include <atomic>
#include <mutex>
#include <thread>

#include "service_harness.hpp"

namespace outrigger::testing {

// maui.cfg and workload.swf in `dir`: `nodes` nodes of `procs_per_node`, `jobs` jobs of 1..16
// processors and one to eleven hours, all submitted at time 0. The outriggerd arguments to run it.
inline std::vector<std::string> deep_queue_site(const fs::path& dir, int jobs, int nodes = 64,
                                                int procs_per_node = 8) {
    {
        std::ofstream cfg(dir / "maui.cfg");
        cfg << "SERVERMODE SIMULATION\nRMPOLLINTERVAL 00:00:10\nADMIN1 root\nBACKFILLPOLICY FIRSTFIT\n"
               "RESERVATIONPOLICY CURRENTHIGHEST\n";
        std::ofstream swf(dir / "workload.swf");
        swf << "; MaxNodes: " << nodes << "\n; MaxProcs: " << nodes * procs_per_node << "\n";
        for (int j = 1; j <= jobs; ++j) {
            const int procs = 1 + (j * 7) % 16;
            const int run = 3600 + (j * 131) % 36000;
            swf << j << " 0 -1 " << run << ' ' << procs << " -1 -1 " << procs << ' ' << run << " -1 1 "
                << 1 + j % 50 << ' ' << 1 + j % 7 << " -1 1 -1 -1 -1\n";
        }
    }
    return {"--config",   "maui.cfg",
            "--workload", "workload.swf",
            "--state",    (dir / "state").string(),
            "--socket",   (dir / "outriggerd.sock").string()};
}

struct LoadFigures {
    std::vector<double> latencies_ms;  // sorted
    int requests = 0;
    int failures = 0;  // not answered, or answered with an error
    int subscribers = 0;
    int pushes = 0;  // views and deltas the subscribers read
    std::string first_failure;

    [[nodiscard]] double percentile(double p) const {
        if (latencies_ms.empty()) return 0;
        const auto at = static_cast<std::size_t>(p / 100.0 * static_cast<double>(latencies_ms.size() - 1));
        return latencies_ms[at];
    }
};

// `clients` concurrent clients of the service at `socket`, `requests` each; checkjob asks for jobs
// 1..`jobs` in turn.
inline LoadFigures drive_clients(const fs::path& socket, int clients, int requests, int jobs,
                                 int timeout_ms = 30000) {
    std::vector<std::vector<double>> latencies(static_cast<std::size_t>(clients));
    std::atomic<int> failures{0};
    std::atomic<int> pushes{0};
    std::mutex first_mutex;
    std::string first;
    const auto fail = [&](const std::string& why) {
        ++failures;
        const std::lock_guard lock(first_mutex);
        if (first.empty()) first = why;
    };
    std::vector<std::thread> threads;
    for (int k = 0; k < clients; ++k) {
        threads.emplace_back([&, k] {
            RawClient c;
            if (!c.connect(socket) || !c.hello().is_object()) {
                for (int i = 0; i < requests; ++i) fail("client " + std::to_string(k) + ": no hello");
                return;
            }
            const bool subscriber = k % 4 == 0;
            // A reply, reading past the views pushed to a subscriber.
            const auto reply = [&](const nlohmann::json& request) -> nlohmann::json {
                if (!c.send_line(request)) return nullptr;
                while (true) {
                    const auto line = c.read_line(timeout_ms);
                    if (!line) return nullptr;
                    // A push is told by its first key (the service writes keys in order: "delta"
                    // or "push" first; a reply starts with "error" or "id"), without parsing a
                    // view of 10,000 jobs on a test machine's busy cores.
                    if (line->starts_with("{\"push\":") || line->starts_with("{\"delta\":")) {
                        ++pushes;
                        continue;
                    }
                    return nlohmann::json::parse(*line, nullptr, false);
                }
            };
            if (subscriber) {
                const auto r = reply({{"id", -1}, {"type", "subscribe"}});
                if (!r.is_object() || r.value("ok", false) != true)
                    fail("subscribe: " + (r.is_null() ? std::string("no reply") : r.dump()));
            }
            auto& mine = latencies[static_cast<std::size_t>(k)];
            for (int i = 0; i < requests; ++i) {
                nlohmann::json q = {{"schema", "outrigger.query/1"}, {"kind", i % 2 ? "checkjob" : "showq"}};
                if (i % 2) q["job"] = std::to_string(1 + (k * requests + i) % jobs);
                const auto start = std::chrono::steady_clock::now();
                const auto r = reply({{"id", i}, {"type", "query"}, {"query", q}});
                mine.push_back(
                    std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                        .count());
                if (!r.is_object() || r.value("ok", false) != true || r.value("id", -2) != i)
                    fail(q.dump() + " -> " +
                         (r.is_null() ? std::string("no reply") : r.dump().substr(0, 300)));
            }
        });
    }
    for (auto& t : threads) t.join();
    LoadFigures out;
    for (const auto& l : latencies) out.latencies_ms.insert(out.latencies_ms.end(), l.begin(), l.end());
    std::sort(out.latencies_ms.begin(), out.latencies_ms.end());
    out.requests = clients * requests;
    out.failures = failures.load();
    out.subscribers = (clients + 3) / 4;
    out.pushes = pushes.load();
    out.first_failure = first;
    return out;
}

}  // namespace outrigger::testing
