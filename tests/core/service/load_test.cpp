// A hundred clients at once, each asking showq and checkjob in turn, while the service schedules
// the demo site at a high speed: every request is answered, none fails. The latencies are printed
// (p50, p99) for the record; the bound checked is loose, so that a loaded test machine passes.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <iostream>
#include <thread>

#include "service_harness.hpp"

namespace {

using namespace outrigger::testing;

TEST(Load, AHundredClientsAreAllAnsweredWhileTheDemoRuns) {
    TempDir dir;
    const fs::path socket = dir.path() / "outriggerd.sock";
    Daemon d({"--demo", "--state", (dir.path() / "state").string(), "--socket", socket.string(),
              "--max-clients", "128"},
             socket, dir.path() / "log");
    ASSERT_TRUE(d.start(60000)) << d.log();
    {
        RawClient admin;
        ASSERT_TRUE(admin.connect(socket));
        ASSERT_EQ(admin.hello().value("ok", false), true);
        ASSERT_EQ(admin.call({{"id", 1}, {"type", "speed"}, {"speed", 20000}}).value("ok", false), true);
    }
    constexpr int kClients = 100;
    constexpr int kRequests = 20;
    std::vector<std::vector<double>> latencies(kClients);
    std::atomic<int> failures{0};
    std::vector<std::thread> clients;
    for (int k = 0; k < kClients; ++k) {
        clients.emplace_back([&, k] {
            RawClient c;
            if (!c.connect(socket) || c.hello().value("ok", false) != true) {
                failures += kRequests;
                return;
            }
            for (int i = 0; i < kRequests; ++i) {
                nlohmann::json q = {{"schema", "outrigger.query/1"}, {"kind", i % 2 ? "checkjob" : "showq"}};
                if (i % 2) q["job"] = std::to_string(1 + (k * kRequests + i) % 200);
                const auto start = std::chrono::steady_clock::now();
                const auto r = c.call({{"id", i}, {"type", "query"}, {"query", q}}, 30000);
                latencies[static_cast<std::size_t>(k)].push_back(
                    std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                        .count());
                if (!r.is_object() || r.value("ok", false) != true) ++failures;
            }
        });
    }
    for (auto& t : clients) t.join();
    EXPECT_EQ(failures.load(), 0) << d.log();
    std::vector<double> all;
    for (const auto& l : latencies) all.insert(all.end(), l.begin(), l.end());
    ASSERT_EQ(all.size(), static_cast<std::size_t>(kClients * kRequests));
    std::sort(all.begin(), all.end());
    const double p50 = all[all.size() / 2];
    const double p99 = all[all.size() * 99 / 100];
    std::cout << "latency over " << all.size() << " requests from " << kClients << " clients: p50 " << p50
              << " ms, p99 " << p99 << " ms, max " << all.back() << " ms\n";
    EXPECT_LT(p50, 1000.0);
}

}  // namespace
