// The loop's own policies through the stack: BFCHUNKSIZE/BFCHUNKDURATION chunking,
// RESERVATIONDEPTH[i] with RESERVATIONQOSLIST[i], REJECTNEGPRIOJOBS, and the full priority engine
// ordering the queue (spec sections 1 and 5).

#include <gtest/gtest.h>

#include "stack/stack_reports.hpp"
#include "stack_fixture.hpp"

namespace outrigger {
namespace {

using testing::as;
using testing::JobBuilder;
using testing::StackReplay;

// Four processors. r1 (2 procs) ends at 50, r2 (2 procs) runs to 1000; B (4 procs) waits for 1000.
// Without chunking S (1 proc, 10 s) backfills at 50; with BFCHUNKSIZE 4 the freed processors are
// kept for jobs of at least 4 procs for BFCHUNKDURATION (100 s) while B is blocked.
std::vector<testing::CredJob> chunk_jobs() {
    return {as("u", JobBuilder("r1").procs(2).submit(0).wall(50)),
            as("u", JobBuilder("r2").procs(2).submit(0).wall(1000)),
            as("u", JobBuilder("B").procs(4).submit(1).wall(100)),
            as("u", JobBuilder("S").procs(1).submit(1).wall(10))};
}

TEST(StackLoop, ChunkingKeepsFreedProcessorsForLargeJobs) {
    StackReplay chunked("BFCHUNKSIZE 4\nBFCHUNKDURATION 100\n", testing::uniform_cluster(4, 1), chunk_jobs());
    chunked.sim().run(Time::from_seconds(50));
    const auto why = chunked.reason("S");
    ASSERT_TRUE(why.has_value());
    EXPECT_EQ(why->code, ReasonCode::ChunkProtected);
    chunked.sim().run();
    EXPECT_EQ(chunked.start("S"), 150);
    EXPECT_EQ(chunked.start("B"), 1000);

    StackReplay plain("", testing::uniform_cluster(4, 1), chunk_jobs());
    plain.sim().run();
    EXPECT_EQ(plain.start("S"), 50);
}

// Two processors, both busy until 1000. With one depth group only the top job is reserved; with a
// group for QOS high and an open one, the top job of each group gets a reservation.
TEST(StackLoop, ReservationDepthPerQosGroup) {
    const std::vector<testing::CredJob> jobs{
        as("u", JobBuilder("run").procs(2).submit(0).wall(1000)),
        as("u", JobBuilder("n1").procs(2).submit(1).wall(100)),
        as("u", JobBuilder("n2").procs(2).submit(2).wall(100)),
        as("v", JobBuilder("h1").procs(2).submit(3).wall(100), "", "high")};
    StackReplay one("RESERVATIONDEPTH[0] 1\n", testing::uniform_cluster(2, 1), jobs);
    one.sim().run(Time::from_seconds(3));
    EXPECT_EQ(one.stack().scheduler().last_report().reservations.size(), 1u);

    StackReplay groups("RESERVATIONDEPTH[0] 1\nRESERVATIONQOSLIST[0] high\nRESERVATIONDEPTH[1] 1\n",
                       testing::uniform_cluster(2, 1), jobs);
    groups.sim().run(Time::from_seconds(3));
    const auto& rs = groups.stack().scheduler().last_report().reservations;
    ASSERT_EQ(rs.size(), 2u);
    std::vector<JobId> reserved{rs[0].job, rs[1].job};
    std::sort(reserved.begin(), reserved.end());
    EXPECT_EQ(reserved, (std::vector<JobId>{groups.id("n1"), groups.id("h1")}));
    const auto why = groups.reason("n2");
    ASSERT_TRUE(why.has_value());
    EXPECT_EQ(why->code, ReasonCode::ReservationDepthReached);
}

TEST(StackLoop, RejectNegativePriorityJobs) {
    StackReplay r(
        "ENABLENEGJOBPRIORITY TRUE\nREJECTNEGPRIOJOBS TRUE\nCREDWEIGHT 1\nUSERWEIGHT 1\n"
        "USERCFG[bob] PRIORITY=-100\n",
        testing::uniform_cluster(2, 1),
        {as("bob", JobBuilder("b").procs(1).submit(0).wall(100)),
         as("alice", JobBuilder("a").procs(1).submit(0).wall(100))});
    r.sim().run(Time::from_seconds(0));
    const auto why = r.reason("b");
    ASSERT_TRUE(why.has_value());
    EXPECT_EQ(why->code, ReasonCode::NegativePriority);
    r.sim().run();
    EXPECT_EQ(r.start("a"), 0);
    EXPECT_EQ(r.start("b"), -1);  // never eligible
}

// One processor. Credential priority and XFACTOR outrank queue time: the short job and the
// priority user's job overtake an earlier long job; diagnose -p lists them in that order.
TEST(StackLoop, FullPriorityEngineOrdersTheQueue) {
    StackReplay r(
        "CREDWEIGHT 1\nUSERWEIGHT 1\nUSERCFG[vip] PRIORITY=100000\nSERVICEWEIGHT 1\nXFACTORWEIGHT 1000\n",
        testing::uniform_cluster(1, 1),
        {as("u", JobBuilder("running").procs(1).submit(0).wall(1000)),
         as("u", JobBuilder("long").procs(1).submit(10).wall(100000)),
         as("u", JobBuilder("short").procs(1).submit(20).wall(600)),
         as("vip", JobBuilder("vip").procs(1).submit(30).wall(100000))});
    r.sim().run(Time::from_seconds(500));
    const ReportContext ctx{r.snapshot(),          r.sim().state(),      r.stack().scheduler().last_report(),
                            r.stack().scheduler(), r.stack().calendar(), Time::from_seconds(500)};
    const std::string text = diagnose_p_text(r.stack(), ctx);
    const auto at = [&text](const char* job) { return text.find(std::string("\n") + job + " "); };
    ASSERT_NE(at("vip"), std::string::npos) << text;
    EXPECT_LT(at("vip"), at("short")) << text;
    EXPECT_LT(at("short"), at("long")) << text;
    r.sim().run();
    EXPECT_EQ(r.start("vip"), 1000);
    EXPECT_EQ(r.start("short"), 101000);
}

}  // namespace
}  // namespace outrigger
