// State that survives kill -9: a driver sends a seeded stream of changes (submissions, priorities,
// holds, schedctl -S steps: time moves only by those) and SIGKILLs the service at seeded points,
// some between sending a request and reading its reply, restarting it each time. After every
// restart each acknowledged change is there (the sequence never goes backwards and the in-flight
// change is either wholly there or not at all), and at the end the schedule is the one a service
// that was never killed makes from the same committed changes.
#include <gtest/gtest.h>

#include <cstdlib>
#include <random>

#include "service_harness.hpp"

namespace {

using namespace outrigger::testing;

int env_count(const char* name, int fallback) {
    const char* v = std::getenv(name);
    return v && std::atoi(v) > 0 ? std::atoi(v) : fallback;
}

nlohmann::json command(nlohmann::json c) {
    c["schema"] = "outrigger.command/1";
    return {{"type", "command"}, {"command", std::move(c)}};
}

nlohmann::json query(const std::string& kind, const std::string& job = {}) {
    nlohmann::json q = {{"schema", "outrigger.query/1"}, {"kind", kind}};
    if (!job.empty()) q["job"] = job;
    return {{"type", "query"}, {"query", q}};
}

// The next change of the stream.
nlohmann::json next_change(std::mt19937_64& rng, int& submitted) {
    const auto job = [&] {
        const int n = static_cast<int>(rng() % static_cast<std::uint64_t>(5 + submitted));
        return n < 5 ? std::to_string(n + 1) : "k" + std::to_string(n - 4);
    };
    switch (rng() % 10) {
        case 0:
        case 1:
        case 2:
        case 3: {
            ++submitted;
            return command({{"command", "submit"},
                            {"name", "k" + std::to_string(submitted)},
                            {"user", "u" + std::to_string(1 + rng() % 5)},
                            {"tasks", 1 + static_cast<int>(rng() % 3)},
                            {"walltime_s", 60 + 30 * static_cast<int>(rng() % 8)},
                            {"runtime_s", 30 + 15 * static_cast<int>(rng() % 8)}});
        }
        case 4:
        case 5:
        case 6:
            return command({{"command", "schedctl"}, {"action", "step"}});
        case 7:
            return command(
                {{"command", "setspri"}, {"job", job()}, {"priority", static_cast<int>(rng() % 1000)}});
        default:
            return command(
                {{"command", rng() % 2 ? "sethold" : "releasehold"}, {"job", job()}, {"hold", "user"}});
    }
}

// What a service shows: the queue, the priorities and the statistics, as text.
std::string picture(RawClient& c) {
    std::string out;
    for (const char* kind : {"showq", "diagnose-p", "showstats"}) {
        const auto r = c.call(query(kind));
        out += r.is_object() && r.value("ok", false) ? r["result"].value("text", std::string()) : r.dump();
    }
    return out;
}

TEST(KillNine, EveryAcknowledgedChangeSurvivesAndTheScheduleIsTheUnkilledOne) {
    // OUTRIGGER_KILLS makes a long run (1,000 kills: about a minute); the test run makes 40.
    const int kKills = env_count("OUTRIGGER_KILLS", 40);
    TempDir dir;
    const fs::path socket = dir.path() / "outriggerd.sock";
    std::mt19937_64 rng(424242);
    std::vector<nlohmann::json> committed;  // every change the journal holds, in order
    std::int64_t acknowledged = 0;          // the highest sequence a reply carried
    int submitted = 0;
    std::vector<std::string> acknowledged_jobs;
    int from_snapshots = 0;
    for (int round = 0; round <= kKills; ++round) {
        // Every other round saves a snapshot at each tick that moved the state, so that restarts
        // come back from snapshots with journal tails of every length, old and new.
        auto args = test_site_args(dir.path());
        if (round % 2 == 1) args.insert(args.end(), {"--snapshot-interval", "0"});
        Daemon d(args, socket, dir.path() / ("log" + std::to_string(round)));
        ASSERT_TRUE(d.start()) << d.log();
        ASSERT_EQ(d.log().find("passing it over"), std::string::npos) << d.log();
        if (d.log().find("recovered from the snapshot") != std::string::npos) ++from_snapshots;
        RawClient c;
        ASSERT_TRUE(c.connect(socket));
        const auto hello = c.hello();
        ASSERT_EQ(hello.value("ok", false), true) << hello.dump();
        const std::int64_t sequence = hello["result"]["status"]["sequence"].get<std::int64_t>();
        // A committed first change (--start-stopped) has sequence 1 and is not the driver's.
        const std::int64_t driver_base = 1;
        ASSERT_GE(sequence, acknowledged) << "the sequence went backwards in round " << round;
        const std::int64_t journaled = sequence - driver_base;
        ASSERT_LE(journaled, static_cast<std::int64_t>(committed.size()))
            << "more changes journaled than were sent, round " << round;
        // The change in flight at the kill is there wholly or not at all.
        committed.resize(static_cast<std::size_t>(journaled));
        for (const auto& job : acknowledged_jobs) {
            const auto r = c.call(query("checkjob", job));
            ASSERT_EQ(r.value("ok", false), true)
                << "acknowledged job " << job << " lost in round " << round << ": " << r.dump();
        }
        if (round == kKills) break;

        const int changes = 1 + static_cast<int>(rng() % 6);
        // In a snapshot round the driver pauses once, for several of the service's 20 ms ticks, so
        // that a snapshot is taken there whatever the machine's speed; the changes after the pause
        // make the journal tail the next restart re-runs.
        const int pause_after =
            round % 2 == 1 ? static_cast<int>(rng() % static_cast<std::uint64_t>(changes)) : -1;
        for (int i = 0; i < changes; ++i) {
            const auto change = next_change(rng, submitted);
            committed.push_back(change);
            const auto reply = c.call(change);
            ASSERT_TRUE(reply.is_object()) << "no reply in round " << round << "\n" << d.log();
            const auto& result = reply.contains("result") ? reply["result"] : reply;
            ASSERT_TRUE(result.contains("sequence")) << reply.dump();
            acknowledged = result["sequence"].get<std::int64_t>();
            if (change["command"]["command"] == "submit" && reply.value("ok", false))
                acknowledged_jobs.push_back(change["command"]["name"]);
            if (i == pause_after) std::this_thread::sleep_for(std::chrono::milliseconds(100));
        }
        switch (rng() % 3) {
            case 0:  // after every reply was read
                break;
            case 1: {  // between sending a request and reading its reply
                const auto change = next_change(rng, submitted);
                committed.push_back(change);
                ASSERT_TRUE(c.send_line(change));
                break;
            }
            default: {  // a moment after sending
                const auto change = next_change(rng, submitted);
                committed.push_back(change);
                ASSERT_TRUE(c.send_line(change));
                std::this_thread::sleep_for(std::chrono::microseconds(rng() % 3000));
                break;
            }
        }
        d.kill(SIGKILL);
    }
    std::string killed;
    {
        Daemon d(test_site_args(dir.path()), socket, dir.path() / "log-final");
        ASSERT_TRUE(d.start()) << d.log();
        RawClient c;
        ASSERT_TRUE(c.connect(socket));
        ASSERT_EQ(c.hello().value("ok", false), true);
        killed = picture(c);
    }
    // The same committed changes, to a service never killed.
    Daemon reference(test_site_args(dir.path(), "reference"), socket, dir.path() / "log-reference");
    ASSERT_TRUE(reference.start()) << reference.log();
    RawClient c;
    ASSERT_TRUE(c.connect(socket));
    ASSERT_EQ(c.hello().value("ok", false), true);
    for (const auto& change : committed) ASSERT_TRUE(c.call(change).is_object());
    EXPECT_EQ(picture(c), killed);
    EXPECT_GT(acknowledged_jobs.size(), 10u);
    EXPECT_GT(from_snapshots, kKills / 4);
}

}  // namespace

namespace {

using namespace outrigger::testing;

// With the clock running on wall time, a kill loses no acknowledged change either, and the
// restarted service stands at least where the change was made.
TEST(KillNine, ARunningClockComesBackNoEarlierThanTheLastAcknowledgedChange) {
    TempDir dir;
    const fs::path socket = dir.path() / "outriggerd.sock";
    const std::vector<std::string> args = {"--demo", "--state", (dir.path() / "state").string(), "--socket",
                                           socket.string()};
    std::int64_t steps_at_change = 0;
    std::int64_t sim_time_at_change = 0;
    {
        Daemon d(args, socket, dir.path() / "log");
        ASSERT_TRUE(d.start(60000)) << d.log();
        RawClient c;
        ASSERT_TRUE(c.connect(socket));
        ASSERT_EQ(c.hello().value("ok", false), true);
        ASSERT_EQ(c.call({{"id", 1}, {"type", "speed"}, {"speed", 2000}}).value("ok", false), true);
        std::this_thread::sleep_for(std::chrono::milliseconds(1300));
        const auto reply = c.call(command(
            {{"command", "submit"}, {"name", "late"}, {"user", "u1"}, {"tasks", 4}, {"walltime_s", 3600}}));
        ASSERT_EQ(reply.value("ok", false), true) << reply.dump();
        steps_at_change = reply["result"]["status"]["steps"].get<std::int64_t>();
        sim_time_at_change = reply["result"]["status"]["sim_time"].get<std::int64_t>();
        ASSERT_GT(steps_at_change, 0);
        std::this_thread::sleep_for(std::chrono::milliseconds(1300));
        d.kill(SIGKILL);
    }
    Daemon d(args, socket, dir.path() / "log2");
    ASSERT_TRUE(d.start(60000)) << d.log();
    RawClient c;
    ASSERT_TRUE(c.connect(socket));
    const auto hello = c.hello();
    ASSERT_EQ(hello.value("ok", false), true);
    const auto& status = hello["result"]["status"];
    EXPECT_GE(status["steps"].get<std::int64_t>(), steps_at_change) << d.log();
    EXPECT_GE(status["sim_time"].get<std::int64_t>(), sim_time_at_change);
    EXPECT_EQ(status["speed"], 2000.0);
    EXPECT_EQ(status["scheduling"], "running");
    EXPECT_EQ(c.call(query("checkjob", "late")).value("ok", false), true);
}

}  // namespace

namespace {

using namespace outrigger::testing;

// changeparam lasts (Maui's does not survive a restart): it edits maui.cfg, every other byte kept,
// and is in force after a kill. A kill between the journal and the file (the file is put back as
// it was before the change) never leaves them disagreeing after the restart; a file edited while
// the service was down takes over, as Maui rereads its maui.cfg; an edit that does not parse is
// refused and changes nothing.
TEST(KillNine, ChangeparamAndTheMauiCfgFileNeverDisagreeAfterARestart) {
    TempDir dir;
    const fs::path socket = dir.path() / "outriggerd.sock";
    const auto args = test_site_args(dir.path());
    const fs::path cfg = dir.path() / "maui.cfg";
    const std::string original = read_text(cfg);
    const auto in_force = [&] { return orctl(dir.path(), {"showconfig"}).output; };
    std::string changed;
    {
        Daemon d(args, socket, dir.path() / "log1");
        ASSERT_TRUE(d.start()) << d.log();
        const ProgramRun r = orctl(dir.path(), {"changeparam", "RESERVATIONDEPTH[0]", "7"});
        ASSERT_EQ(r.exit_code, 0) << r.output;
        changed = read_text(cfg);
        EXPECT_EQ(changed.rfind(original, 0), 0u) << "untouched bytes moved:\n" << changed;
        EXPECT_NE(changed.find("RESERVATIONDEPTH[0]"), std::string::npos) << changed;
        d.kill(SIGKILL);
    }
    // As if the kill came after the commit and before the file was written.
    std::ofstream(cfg, std::ios::binary | std::ios::trunc) << original;
    {
        Daemon d(args, socket, dir.path() / "log2");
        ASSERT_TRUE(d.start()) << d.log();
        EXPECT_NE(d.log().find("one change behind the journal"), std::string::npos) << d.log();
        EXPECT_EQ(read_text(cfg), changed);
        EXPECT_NE(in_force().find("RESERVATIONDEPTH[0]             7"), std::string::npos) << in_force();
        d.kill(SIGKILL);
    }
    // Edited while the service was down: the edit takes over, journaled.
    std::string edited = changed;
    edited.replace(edited.find("RESERVATIONDEPTH[0]"), std::string::npos, "RESERVATIONDEPTH[0] 9\n");
    std::ofstream(cfg, std::ios::binary | std::ios::trunc) << edited;
    {
        Daemon d(args, socket, dir.path() / "log3");
        ASSERT_TRUE(d.start()) << d.log();
        EXPECT_NE(d.log().find("changed while the service was down: it takes over"), std::string::npos)
            << d.log();
        EXPECT_NE(in_force().find("RESERVATIONDEPTH[0]             9"), std::string::npos) << in_force();
        EXPECT_EQ(read_text(cfg), edited);
        d.kill(SIGKILL);
    }
    // An edit that does not parse: refused, the file left as the person wrote it.
    std::ofstream(cfg, std::ios::binary | std::ios::app) << "RMPOLLINTERVAL bogus\n";
    const std::string bad = read_text(cfg);
    Daemon d(args, socket, dir.path() / "log4");
    EXPECT_FALSE(d.start());
    EXPECT_EQ(d.exit_code(), 4) << d.log();
    EXPECT_NE(d.log().find("maui.cfg:11:16: error: expected a duration"), std::string::npos) << d.log();
    EXPECT_EQ(read_text(cfg), bad);
}

}  // namespace
