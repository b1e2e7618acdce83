// Subscribers follow the view: a full view first, then deltas that lead, applied in order, to the
// very view a client subscribing afresh gets; a client that reconnects with `since` gets only the
// deltas it missed; one naming a sequence the service cannot lead on from gets a full view.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdint>
#include <thread>

#include "protocol/view_delta.hpp"
#include "service_harness.hpp"

namespace {

using namespace outrigger::testing;
using json = nlohmann::json;

// A subscriber's copy of the view, kept up to date from the pushed lines.
struct Follower {
    RawClient client;
    json view;
    std::int64_t sequence = -1;
    int full_views = 0;
    int deltas = 0;

    bool subscribe(const fs::path& socket, std::optional<std::int64_t> since = std::nullopt) {
        if (!client.connect(socket) || client.hello().value("ok", false) != true) return false;
        json request = {{"id", 1}, {"type", "subscribe"}};
        if (since) request["since"] = *since;
        const auto reply = client.call(request);
        return reply.value("ok", false) == true;
    }
    // Reads pushes until the view has reached `target` (or time runs out).
    bool follow_to(std::int64_t target, int timeout_ms = 10000) {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
        while (sequence < target && std::chrono::steady_clock::now() < deadline) {
            const auto line = client.read_line(1000);
            if (!line) continue;
            const json push = json::parse(*line, nullptr, false);
            if (push.value("push", "") == "view") {
                view = push["view"];
                ++full_views;
            } else if (push.value("push", "") == "delta") {
                if (push["sequence"].get<std::int64_t>() != sequence + 1) return false;
                view = outrigger::protocol::apply_view_delta(view, push["delta"]);
                if (view.is_null()) return false;
                ++deltas;
            } else {
                return false;
            }
            sequence = push["sequence"].get<std::int64_t>();
        }
        return sequence == target;
    }
};

std::int64_t subscribed_sequence(RawClient& c) {
    const auto reply = c.call({{"id", 9}, {"type", "subscribe"}});
    return reply.value("ok", false) ? reply["result"]["sequence"].get<std::int64_t>() : -1;
}

// The feed's sequence once the last change has gone out: views are encoded off the service's
// thread and published on its own cadence, so on a loaded machine the last command's view may
// still be on its way when the next client subscribes. Two probes half a second apart agree.
std::int64_t settled_sequence(const fs::path& socket) {
    const auto probe = [&socket] {
        RawClient c;
        if (!c.connect(socket) || c.hello().value("ok", false) != true) return std::int64_t{-1};
        return subscribed_sequence(c);
    };
    std::int64_t last = probe();
    for (int i = 0; i < 20; ++i) {
        std::this_thread::sleep_for(std::chrono::milliseconds(500));
        const std::int64_t next = probe();
        if (next == last) return next;
        last = next;
    }
    return -1;
}

TEST(Subscribe, DeltasLeadToTheViewAFreshSubscriberGets) {
    TempDir dir;
    const fs::path socket = dir.path() / "outriggerd.sock";
    // A subscriber only listens: the idle timeout, short here, must not close it.
    auto site = test_site_args(dir.path());
    for (const char* a : {"--idle-timeout", "1"}) site.emplace_back(a);
    Daemon d(site, socket, dir.path() / "log");
    ASSERT_TRUE(d.start()) << d.log();
    Follower a;
    ASSERT_TRUE(a.subscribe(socket));
    ASSERT_TRUE(a.follow_to(1));
    EXPECT_EQ(a.full_views, 1);
    const json first_view = a.view;
    for (const auto& args : std::vector<std::vector<std::string>>{{"schedctl", "-S"},
                                                                  {"schedctl", "-S"},
                                                                  {"setspri", "70", "5"},
                                                                  {"sethold", "3"},
                                                                  {"schedctl", "-S"}}) {
        ASSERT_EQ(orctl(dir.path(), args).exit_code, 0) << args[0];
        // Let a push go out between the changes, so that there are several deltas.
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
    }
    const std::int64_t settled = settled_sequence(socket);
    ASSERT_GT(settled, 2) << "the view kept changing with the scheduler stopped";
    RawClient fresh;
    ASSERT_TRUE(fresh.connect(socket));
    ASSERT_EQ(fresh.hello().value("ok", false), true);
    const std::int64_t now = subscribed_sequence(fresh);
    ASSERT_EQ(now, settled);
    const auto line = fresh.read_line();
    ASSERT_TRUE(line);
    const json full = json::parse(*line);
    ASSERT_EQ(full.value("push", ""), "view");
    ASSERT_TRUE(a.follow_to(now)) << "reached " << a.sequence << " of " << now;
    EXPECT_EQ(a.full_views, 1);
    EXPECT_GE(a.deltas, 2);
    EXPECT_EQ(a.view, full["view"]);
    EXPECT_EQ(a.view["revision"], now);

    // Reconnecting with the first sequence: only what was missed, as deltas.
    Follower b;
    b.view = first_view;
    b.sequence = 1;
    ASSERT_TRUE(b.subscribe(socket, 1));
    ASSERT_TRUE(b.follow_to(now)) << "reached " << b.sequence << " of " << now;
    EXPECT_EQ(b.full_views, 0);
    EXPECT_EQ(b.view, full["view"]);

    // A sequence the service never made: a full view.
    Follower c;
    ASSERT_TRUE(c.subscribe(socket, now + 100));
    ASSERT_TRUE(c.follow_to(now)) << "reached " << c.sequence << " of " << now;
    EXPECT_EQ(c.full_views, 1);
    EXPECT_EQ(c.view, full["view"]);
}

}  // namespace
