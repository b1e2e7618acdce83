// Fairshare window files: the guide's sample read back, round trips through the statistics
// directory, atomic writes and damaged files reported by name, line and column.

#include "policy/fairshare/store.hpp"

#include <gtest/gtest.h>

#include <fstream>

#include "workloads.hpp"

namespace outrigger {
namespace {

namespace fs = std::filesystem;

fs::path fresh_dir(const std::string& name) {
    const fs::path d = testing::output_dir() / "fairshare" / name;
    fs::remove_all(d);
    fs::create_directories(d);
    return d;
}

void write(const fs::path& p, std::string_view text) {
    std::ofstream out(p, std::ios::binary);
    out << text;
}

double sum_of(const FsWindow& w, CredKind k) {
    double s = 0;
    for (const double v : w.usage[index(k)]) s += v;
    return s;
}

TEST(FairshareFile, GuideSampleParsesWithConsistentTotals) {
    const FairshareStore store(testing::source_dir() / "tests/core/policy/fairshare/data");
    Names names;
    const auto loaded = store.load(names, Duration::hours(12));
    EXPECT_TRUE(loaded.diagnostics.empty()) << format_diagnostic(loaded.diagnostics.front());
    ASSERT_EQ(loaded.windows.size(), 1U);
    const FsWindow& w = loaded.windows[0];
    EXPECT_EQ(w.start, Time::from_seconds(966621600));  // Fri Aug 18 18:00:00 2000 UTC
    EXPECT_EQ(w.length, Duration::seconds(172800));
    EXPECT_DOUBLE_EQ(w.total, 600000);
    for (const CredKind k : {CredKind::User, CredKind::Group, CredKind::Account, CredKind::Qos})
        EXPECT_DOUBLE_EQ(sum_of(w, k), 600000) << cred_kind_title(k);
    EXPECT_DOUBLE_EQ(w.usage_of({CredKind::User, *names.find(CredKind::User, "USERC")}), 200000);
    EXPECT_DOUBLE_EQ(w.usage_of({CredKind::Qos, *names.find(CredKind::Qos, "1")}), 450000);
    EXPECT_EQ(names.count(CredKind::Account), 3U);
}

TEST(FairshareFile, FormatLooksLikeTheGuideSample) {
    Names names;
    FsWindow w{Time::from_seconds(966621600), Duration::seconds(172800), {}, 0};
    Credentials c;
    c[CredKind::User] = names.intern(CredKind::User, "USERA");
    c[CredKind::Qos] = names.intern(CredKind::Qos, "0");
    w.charge(c, 150000);
    EXPECT_EQ(format_fs_window(w, names, LocalCalendar::utc()),
              "# Fairshare Data File (Duration: 172800 Seconds) Starting: Fri Aug 18 18:00:00 2000\n"
              "\n"
              "User USERA 150000.000\n"
              "QOS 0 150000.000\n"
              "TOTAL 150000.000\n");
}

TEST(FairshareFile, RollWritesWindowsThatLoadBackIdentically) {
    const fs::path dir = fresh_dir("roundtrip");
    const FairshareStore store(dir);
    Names names;
    FairshareLedger ledger(Duration::hours(1), 4, Time::from_seconds(0));
    Credentials c;
    c[CredKind::User] = names.intern(CredKind::User, "alice");
    c[CredKind::Group] = names.intern(CredKind::Group, "physics");
    c[CredKind::Account] = names.intern(CredKind::Account, "grant-7");
    ledger.charge(c, 7200.5, Interval{Time::from_seconds(1800), Time::from_seconds(5400)});
    const std::size_t closed = ledger.roll(Time::from_seconds(2 * 3600));
    ASSERT_EQ(closed, 2U);
    EXPECT_TRUE(store.save_roll(ledger, closed, names).empty());
    EXPECT_TRUE(fs::exists(dir / "FS.0"));
    EXPECT_TRUE(fs::exists(dir / "FS.3600"));
    EXPECT_TRUE(fs::exists(dir / "FS.7200"));
    for (const auto& e : fs::directory_iterator(dir))
        EXPECT_NE(e.path().extension(), ".tmp") << e.path();  // no temp file left

    Names fresh;
    const auto loaded = store.load(fresh, Duration::hours(1));
    EXPECT_TRUE(loaded.diagnostics.empty());
    FairshareLedger back(Duration::hours(1), 4, Time::from_seconds(2 * 3600 + 60));
    back.restore(loaded.windows, Time::from_seconds(2 * 3600 + 60));
    ASSERT_EQ(back.windows().size(), ledger.windows().size());
    const CredRef alice{CredKind::User, *fresh.find(CredKind::User, "alice")};
    const CredRef grant{CredKind::Account, *fresh.find(CredKind::Account, "grant-7")};
    for (std::size_t i = 0; i < back.windows().size(); ++i) {
        EXPECT_EQ(back.windows()[i].start, ledger.windows()[i].start);
        EXPECT_NEAR(back.windows()[i].total, ledger.windows()[i].total, 1e-3);
        EXPECT_NEAR(back.windows()[i].usage_of(alice),
                    ledger.windows()[i].usage_of({CredKind::User, c.user()}), 1e-3);
        EXPECT_NEAR(back.windows()[i].usage_of(grant),
                    ledger.windows()[i].usage_of({CredKind::Account, c.account()}), 1e-3);
    }
}

TEST(FairshareFile, DamagedLinesAreReportedAndTheRestLoads) {
    const fs::path dir = fresh_dir("damaged");
    write(dir / "FS.3600",
          "# Fairshare Data File (Duration: 3600 Seconds) Starting: x\n"
          "User alice 100.0\n"
          "Usr bob 50\n"
          "Group physics abc\n"
          "Account grant\n"
          "User alice 7\n"
          "QOS high -3\n"
          "Class batch 25\n"
          "TOTAL 125\n");
    write(dir / "FS.0", "User carol 10\nTOTAL 10\n");  // no header
    write(dir / "FS.later", "User x 1\n");             // not a window file name
    const FairshareStore store(dir);
    Names names;
    const auto loaded = store.load(names, Duration::hours(1));
    ASSERT_EQ(loaded.windows.size(), 2U);
    const FsWindow& w = loaded.windows[1];
    EXPECT_DOUBLE_EQ(w.usage_of({CredKind::User, *names.find(CredKind::User, "alice")}), 100);
    EXPECT_DOUBLE_EQ(w.usage_of({CredKind::Class, *names.find(CredKind::Class, "batch")}), 25);
    EXPECT_DOUBLE_EQ(w.total, 125);
    EXPECT_EQ(loaded.windows[0].length, Duration::hours(1));  // assumed from the fallback

    std::vector<std::string> messages;
    for (const auto& d : loaded.diagnostics) messages.push_back(format_diagnostic(d));
    const std::string damaged = (dir / "FS.3600").string();
    const auto has = [&](const std::string& prefix) {
        for (const auto& m : messages)
            if (m.rfind(prefix, 0) == 0) return true;
        return false;
    };
    EXPECT_TRUE(has(damaged + ":3:1: error: unknown credential type `Usr`"));
    EXPECT_TRUE(has(damaged + ":4:15: error: bad usage `abc`"));
    EXPECT_TRUE(has(damaged + ":5: error: expected `Account <name> <usage>`"));
    EXPECT_TRUE(has(damaged + ":6:6: error: User alice listed twice"));
    EXPECT_TRUE(has(damaged + ":7:10: error: bad usage `-3`"));
    EXPECT_TRUE(has((dir / "FS.0").string() + ":1: warning: no `(Duration: N Seconds)` header"));
    EXPECT_TRUE(has((dir / "FS.later").string() + ": warning: not a fairshare window file name"));
    EXPECT_EQ(messages.size(), 7U);
}

TEST(FairshareFile, MissingTotalIsAssumedAndReported) {
    Names names;
    const auto r = parse_fs_window("# (Duration: 60 Seconds)\nUser a 5\nUser b 7\nGroup g 12\n", "FS.0",
                                   Time::from_seconds(0), Duration::hours(1), names);
    EXPECT_DOUBLE_EQ(r.window.total, 12);
    ASSERT_EQ(r.diagnostics.size(), 1U);
    EXPECT_EQ(r.diagnostics[0].severity, Diagnostic::Severity::Warning);
}

TEST(FairshareFile, MissingDirectoryIsAnEmptyHistory) {
    const FairshareStore store(testing::output_dir() / "fairshare" / "does-not-exist");
    Names names;
    const auto loaded = store.load(names, Duration::hours(1));
    EXPECT_TRUE(loaded.windows.empty());
    EXPECT_TRUE(loaded.diagnostics.empty());
}

TEST(FairshareFile, UnwritableDirectoryIsAnErrorNamingThePath) {
    const fs::path dir = fresh_dir("blocked");
    write(dir / "file", "x");
    const FairshareStore store(dir / "file" / "stats");  // a file where a directory should be
    Names names;
    const auto err = store.save(FsWindow{Time::from_seconds(0), Duration::hours(1), {}, 0}, names);
    ASSERT_TRUE(err.has_value());
    EXPECT_NE(err->find((dir / "file" / "stats").string()), std::string::npos);
}

}  // namespace
}  // namespace outrigger
