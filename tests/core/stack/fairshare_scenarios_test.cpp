// Fairshare through the whole stack: usage charged as jobs run, windows rolling as simulator
// events, deltas re-ranking users, caps blocking, FS.<epoch> files written and read back
// (spec section 2, guide 6.3).

#include <gtest/gtest.h>

#include <filesystem>

#include "stack/stack_reports.hpp"
#include "stack_fixture.hpp"
#include "workloads.hpp"

namespace outrigger {
namespace {

using testing::as;
using testing::JobBuilder;
using testing::StackReplay;

constexpr const char* kFairshare =
    "FSPOLICY DEDICATEDPS\nFSINTERVAL 1:00:00\nFSDEPTH 24\nFSWEIGHT 1\nFSUSERWEIGHT 100\nUSERCFG[DEFAULT] "
    "FSTARGET=50\n";

// One processor. alice's a0 runs 0..3000; at 3000 bob (no usage) outranks alice although her job
// came first; after bob's long b1 the ranking turns around for the jobs submitted at 5000.
std::vector<testing::CredJob> two_users() {
    return {as("alice", JobBuilder("a0").procs(1).submit(0).wall(3000)),
            as("alice", JobBuilder("a1").procs(1).submit(100).wall(100)),
            as("bob", JobBuilder("b1").procs(1).submit(100).wall(6000)),
            as("bob", JobBuilder("b2").procs(1).submit(5000).wall(100)),
            as("alice", JobBuilder("a2").procs(1).submit(5000).wall(100))};
}

TEST(StackFairshare, UsageReRanksTwoUsersOverWindows) {
    StackReplay r(kFairshare, testing::uniform_cluster(1, 1), two_users());
    r.sim().run();
    EXPECT_EQ(r.start("b1"), 3000);  // bob has used nothing, alice 100%
    EXPECT_EQ(r.start("a1"), 9000);  // now bob has used twice what alice has
    EXPECT_EQ(r.start("a2"), 9100);
    EXPECT_EQ(r.start("b2"), 9200);

    StackReplay fifo("FSPOLICY NONE\n", testing::uniform_cluster(1, 1), two_users());
    fifo.sim().run();
    EXPECT_EQ(fifo.start("a1"), 3000);
    EXPECT_EQ(fifo.start("b1"), 3100);
}

TEST(StackFairshare, UsageIsChargedPerWindowAsTheReplayGoes) {
    StackReplay r(kFairshare, testing::uniform_cluster(1, 1), two_users());
    r.sim().run(Time::from_seconds(4000));
    // a0 ran 0..3000 (window [0, 3600)); b1 has run 3000..4000 of which 600 s fall in that window and
    // 400 s in the current one.
    const FairshareLedger& ledger = r.stack().ledger();
    const CredRef alice{CredKind::User, *r.cluster().names().find(CredKind::User, "alice")};
    const CredRef bob{CredKind::User, *r.cluster().names().find(CredKind::User, "bob")};
    ASSERT_GE(ledger.windows().size(), 2u);
    EXPECT_EQ(ledger.windows()[0].start, Time::from_seconds(3600));
    EXPECT_DOUBLE_EQ(ledger.windows()[1].usage_of(alice), 3000.0);
    EXPECT_DOUBLE_EQ(ledger.windows()[1].usage_of(bob), 600.0);
    const std::string text = diagnose_f_text(r.stack(), Time::from_seconds(4000));
    EXPECT_NE(text.find("FS Policy: DEDICATEDPS"), std::string::npos) << text;
    EXPECT_NE(text.find("alice"), std::string::npos);
}

TEST(StackFairshare, CapBlocksUntilTheUsageRollsOut) {
    StackReplay r("FSPOLICY DEDICATEDPS\nFSINTERVAL 1:00:00\nFSDEPTH 2\nUSERCFG[alice] FSTARGET=1000^\n",
                  testing::uniform_cluster(2, 1),
                  {as("alice", JobBuilder("a0").procs(1).submit(0).wall(2000)),
                   as("alice", JobBuilder("a1").procs(1).submit(1500).wall(100)),
                   as("bob", JobBuilder("b1").procs(1).submit(2100).wall(100))});
    r.sim().run(Time::from_seconds(2100));
    const auto why = r.reason("a1");
    ASSERT_TRUE(why.has_value());
    EXPECT_EQ(why->code, ReasonCode::FairshareCap);  // a0's running usage counted: 1500 s >= 1000
    EXPECT_EQ(r.start("b1"), 2100);
    r.sim().run();
    EXPECT_EQ(r.start("a1"), 7200);  // the window holding alice's 2000 proc-seconds left FSDEPTH 2
}

TEST(StackFairshare, WindowFilesAreWrittenAndReadBackAtStart) {
    const auto dir = testing::output_dir() / "stack-fs-windows";
    std::filesystem::remove_all(dir);
    {
        StackReplay r(kFairshare, testing::uniform_cluster(1, 1), two_users(),
                      StackOptions{dir, std::nullopt});
        r.sim().run();
    }
    std::size_t files = 0;
    for (const auto& e : std::filesystem::directory_iterator(dir))
        files += e.path().filename().string().rfind("FS.", 0) == 0;
    EXPECT_GE(files, 3u);

    // A later replay on the same statistics directory starts from that history: bob (9000 s used)
    // now ranks below alice (3100 s) although his job came first.
    const std::vector<testing::CredJob> later{as("bob", JobBuilder("y1").procs(1).submit(9300).wall(100)),
                                              as("alice", JobBuilder("x1").procs(1).submit(9300).wall(100))};
    StackReplay with_history(kFairshare, testing::uniform_cluster(1, 1), later,
                             StackOptions{dir, std::nullopt});
    with_history.sim().run();
    EXPECT_EQ(with_history.start("x1"), 9300);
    EXPECT_EQ(with_history.start("y1"), 9400);
    StackReplay fresh(kFairshare, testing::uniform_cluster(1, 1), later);
    fresh.sim().run();
    EXPECT_EQ(fresh.start("y1"), 9300);
}

}  // namespace
}  // namespace outrigger
