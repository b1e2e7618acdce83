// A hundred clients at once while the service schedules a deep queue at its top speed: every
// fourth client subscribes and reads the views pushed to it, and all of them ask showq and
// checkjob. Every request is answered, none fails, and the service goes on scheduling meanwhile.
// The latencies are printed (p50, p99) for the record; the figures to quote are the benchmark's
// (tests/bench/service/service_load_bench.cpp), not a loaded test machine's.
#include <gtest/gtest.h>

#include <iostream>

#include "load_driver.hpp"

namespace {

using namespace outrigger::testing;

constexpr int kJobs = 10000;

std::int64_t iterations(RawClient& admin) {
    const auto s = admin.call({{"id", 9}, {"type", "status"}});
    return s.value("ok", false) ? s["result"].value("iterations", std::int64_t{-1}) : -1;
}

TEST(Load, AHundredClientsAndSubscribersAreAllAnsweredWhileADeepQueueIsScheduled) {
    TempDir dir;
    const fs::path socket = dir.path() / "outriggerd.sock";
    std::vector<std::string> args = deep_queue_site(dir.path(), kJobs);
    args.insert(args.end(), {"--max-clients", "128", "--log-level", "info"});
    Daemon d(args, socket, dir.path() / "log");
    ASSERT_TRUE(d.start(120000)) << d.log();
    RawClient admin;
    ASSERT_TRUE(admin.connect(socket));
    ASSERT_EQ(admin.hello().value("ok", false), true);
    // Top speed: the most simulated seconds per wall second the service takes.
    ASSERT_EQ(admin.call({{"id", 1}, {"type", "speed"}, {"speed", 1e6}}).value("ok", false), true);
    const std::int64_t before = iterations(admin);

    // One showq and one checkjob each: a showq of 10,000 jobs is the costly request, and the test
    // run stays short; the benchmark asks twenty of each client.
    const LoadFigures f = drive_clients(socket, 100, 2, kJobs);
    EXPECT_EQ(f.failures, 0) << f.first_failure << "\n" << d.log().substr(0, 20000);
    ASSERT_EQ(f.latencies_ms.size(), static_cast<std::size_t>(f.requests));
    // Each subscriber read at least its first view.
    EXPECT_GE(f.pushes, f.subscribers);
    // The service scheduled while it answered.
    EXPECT_GT(iterations(admin), before);
    std::cout << f.requests << " requests from 100 clients (" << f.subscribers << " subscribed, " << f.pushes
              << " views pushed) over " << kJobs << " queued jobs: p50 " << f.percentile(50) << " ms, p99 "
              << f.percentile(99) << " ms, max " << f.latencies_ms.back() << " ms\n";
}

}  // namespace
