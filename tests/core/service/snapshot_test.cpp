// Snapshots: a restart puts the whole state back from the newest snapshot and carries out only
// the journal after it, across kill -9, and comes back to the very state it was killed in (queue,
// priorities, holds, SERVERMODE and what it would start, fairshare usage). A snapshot that does
// not read back is said, by number, and passed over for the older one or the whole journal.
// Fairshare windows are also written as FS.<epoch> files as they close, and never read back, so
// that a restart counts no usage twice.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <map>
#include <memory>

#include "service_harness.hpp"

namespace {

using namespace outrigger::testing;

// What a service shows: queue (with what SERVERMODE TEST would start), priorities, statistics and
// fairshare, as orctl prints them.
std::string picture(const fs::path& dir) {
    std::string out;
    for (const auto& args : std::vector<std::vector<std::string>>{
             {"showq"}, {"diagnose", "-p"}, {"showstats"}, {"diagnose", "-f"}, {"checkjob", "k2"}})
        out += orctl(dir, args).output;
    return out;
}

void run(const fs::path& dir, const std::vector<std::vector<std::string>>& commands) {
    for (const auto& args : commands) {
        const ProgramRun r = orctl(dir, args);
        ASSERT_EQ(r.exit_code, 0) << args[0] << ": " << r.output;
    }
}

// The test site with fairshare on and a window every simulated minute.
std::vector<std::string> fairshare_site(const fs::path& dir, std::vector<std::string> extra = {}) {
    if (!fs::exists(dir / "maui.cfg")) {
        fs::copy_file(data_dir() / "maui.cfg", dir / "maui.cfg");
        std::ofstream(dir / "maui.cfg", std::ios::app) << "FSPOLICY DEDICATEDPS\nFSINTERVAL 00:01:00\n"
                                                          "FSDEPTH 4\nFSDECAY 0.5\nFSWEIGHT 10\n";
    }
    auto args = test_site_args(dir);
    args.insert(args.end(), extra.begin(), extra.end());
    return args;
}

// The FS.<epoch> files the service wrote, by name.
std::map<std::string, std::string> window_files(const fs::path& stats) {
    std::map<std::string, std::string> out;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(stats, ec))
        if (e.path().filename().string().rfind("FS.", 0) == 0)
            out[e.path().filename().string()] = read_text(e.path());
    return out;
}

// Writes `body` over the newest snapshot (or every one), as a damaged disk might.
void damage_snapshots(const fs::path& db, bool all) {
    sqlite3* raw = nullptr;
    ASSERT_EQ(sqlite3_open(db.c_str(), &raw), SQLITE_OK);
    const std::string sql =
        all ? "UPDATE snapshot SET body = '{\"format\": \"outriggerd-snapshot/1\", \"config\"'"
            : "UPDATE snapshot SET body = 'not json' WHERE id = (SELECT MAX(id) FROM snapshot)";
    char* message = nullptr;
    EXPECT_EQ(sqlite3_exec(raw, sql.c_str(), nullptr, nullptr, &message), SQLITE_OK)
        << (message ? message : "");
    sqlite3_free(message);
    EXPECT_GT(sqlite3_changes(raw), 0);
    sqlite3_close(raw);
}

const std::vector<std::vector<std::string>> kBefore = {
    {"submit", "--name", "k1", "--user", "u2", "--procs", "2", "--walltime", "00:05:00", "--runtime",
     "00:02:00"},
    {"schedctl", "-S"},
    {"schedctl", "-S"},
    {"setspri", "70", "4"},
    {"submit", "--name", "k2", "--user", "u3", "--procs", "1", "--walltime", "00:04:00"},
    {"sethold", "k2"},
    {"schedctl", "-S"},
    {"schedctl", "-S"},
};
const std::vector<std::vector<std::string>> kAfter = {
    {"changeparam", "SERVERMODE", "TEST"},
    {"schedctl", "-S"},
    {"releasehold", "k2"},
    {"schedctl", "-S"},
};

TEST(Snapshots, KillNineComesBackFromTheSnapshotAndTheJournalAfterIt) {
    TempDir dir;
    const fs::path socket = dir.path() / "outriggerd.sock";
    auto d = std::make_unique<Daemon>(fairshare_site(dir.path(), {"--snapshot-interval", "0"}), socket,
                                      dir.path() / "log1");
    ASSERT_TRUE(d->start()) << d->log();
    run(dir.path(), kBefore);
    // A snapshot is taken at the next tick that finds the state moved (every 20 ms here).
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    const std::string before_tail = picture(dir.path());
    d->kill(SIGKILL);
    // The tail: changes after the newest snapshot, journaled only (the service is restarted with
    // snapshots far apart, so none is taken after them).
    d = std::make_unique<Daemon>(fairshare_site(dir.path(), {"--snapshot-interval", "3600"}), socket,
                                 dir.path() / "log2");
    ASSERT_TRUE(d->start()) << d->log();
    EXPECT_EQ(picture(dir.path()), before_tail);
    EXPECT_NE(d->log().find("recovered from the snapshot of step"), std::string::npos) << d->log();
    run(dir.path(), kAfter);
    const std::string killed_in = picture(dir.path());
    EXPECT_NE(killed_in.find("SERVERMODE TEST"), std::string::npos) << killed_in;
    d->kill(SIGKILL);

    d = std::make_unique<Daemon>(fairshare_site(dir.path()), socket, dir.path() / "log3");
    ASSERT_TRUE(d->start()) << d->log();
    EXPECT_NE(d->log().find("and 4 journaled changes after it"), std::string::npos) << d->log();
    EXPECT_EQ(picture(dir.path()), killed_in);

    // The same as a service never killed, that re-runs its whole journal.
    TempDir whole;
    Daemon reference(fairshare_site(whole.path()), whole.path() / "outriggerd.sock", whole.path() / "log");
    ASSERT_TRUE(reference.start()) << reference.log();
    run(whole.path(), kBefore);
    run(whole.path(), kAfter);
    EXPECT_EQ(picture(whole.path()), killed_in);
}

TEST(Snapshots, ADamagedSnapshotIsSaidAndPassedOver) {
    TempDir dir;
    const fs::path socket = dir.path() / "outriggerd.sock";
    std::string before;
    {
        Daemon d(fairshare_site(dir.path(), {"--snapshot-interval", "0"}), socket, dir.path() / "log1");
        ASSERT_TRUE(d.start()) << d.log();
        run(dir.path(), kBefore);
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        run(dir.path(), kAfter);
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        before = picture(dir.path());
        d.kill(SIGKILL);
    }
    const fs::path db = dir.path() / "state" / "outriggerd.db";
    damage_snapshots(db, false);
    {
        Daemon d(fairshare_site(dir.path()), socket, dir.path() / "log2");
        ASSERT_TRUE(d.start()) << d.log();
        EXPECT_NE(d.log().find("does not read back (damaged or of another format); passing it over"),
                  std::string::npos)
            << d.log();
        EXPECT_NE(d.log().find("recovered from the snapshot of step"), std::string::npos) << d.log();
        EXPECT_EQ(picture(dir.path()), before);
        d.kill(SIGKILL);
    }
    // With no snapshot that reads back, the whole journal is carried out again.
    damage_snapshots(db, true);
    Daemon d(fairshare_site(dir.path()), socket, dir.path() / "log3");
    ASSERT_TRUE(d.start()) << d.log();
    EXPECT_NE(d.log().find("passing it over"), std::string::npos) << d.log();
    EXPECT_NE(d.log().find("recovered 13 journaled changes"), std::string::npos) << d.log();
    EXPECT_EQ(picture(dir.path()), before);
}

TEST(Snapshots, FairshareWindowsAreWrittenAsFilesAndNeverCountedTwice) {
    TempDir dir;
    const fs::path socket = dir.path() / "outriggerd.sock";
    const fs::path stats = dir.path() / "state" / "stats";
    auto d = std::make_unique<Daemon>(fairshare_site(dir.path()), socket, dir.path() / "log1");
    ASSERT_TRUE(d->start()) << d->log();
    run(dir.path(), kBefore);
    // Simulated minutes pass at 200 simulated seconds a second; stopped, the state stands.
    run(dir.path(), {{"schedctl", "--speed", "200"}, {"schedctl", "-r"}});
    std::this_thread::sleep_for(std::chrono::milliseconds(1500));
    run(dir.path(), {{"schedctl", "-s"}});
    const auto files = window_files(stats);
    ASSERT_GE(files.size(), 2u) << "no FS.<epoch> files in " << stats;
    const std::string usage = orctl(dir.path(), {"diagnose", "-f"}).output;
    EXPECT_NE(usage.find("FS Policy: DEDICATEDPS"), std::string::npos) << usage;
    EXPECT_NE(usage.find("u2 "), std::string::npos) << usage;
    d->kill(SIGKILL);

    // After a kill (the whole journal re-run) and after a clean stop (from the snapshot), the
    // usage is the same, and the files hold what they held: none was read back and added again.
    d = std::make_unique<Daemon>(fairshare_site(dir.path()), socket, dir.path() / "log2");
    ASSERT_TRUE(d->start()) << d->log();
    EXPECT_NE(d->log().find("recovered 12 journaled changes"), std::string::npos) << d->log();
    EXPECT_EQ(orctl(dir.path(), {"diagnose", "-f"}).output, usage);
    EXPECT_EQ(d->kill(SIGTERM), 0) << d->log();
    d = std::make_unique<Daemon>(fairshare_site(dir.path()), socket, dir.path() / "log3");
    ASSERT_TRUE(d->start()) << d->log();
    EXPECT_NE(d->log().find("recovered from the snapshot"), std::string::npos) << d->log();
    EXPECT_EQ(orctl(dir.path(), {"diagnose", "-f"}).output, usage);
    EXPECT_EQ(window_files(stats), files);
}

}  // namespace
