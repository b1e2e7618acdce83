// Commands carried out by an engine over the simulated machine: each changes what the next
// iteration decides, and bad ones say what is wrong without changing anything.

#include "engine/command.hpp"

#include <gtest/gtest.h>

#include "config/document.hpp"
#include "config/typed_config.hpp"
#include "engine/query.hpp"
#include "four_node_replay.hpp"
#include "sim/simulator.hpp"

namespace outrigger {
namespace {

using testing::at;

struct Replay : testing::FourNodeReplay {
    explicit Replay(std::int64_t b_procs = 2, std::string_view config = "RESERVATIONPOLICY CURRENTHIGHEST\n")
        : FourNodeReplay(config, b_procs) {}
};

TEST(EngineCommands, SetspriPutsAJobAheadOfTheQueue) {
    // b (3 procs) and c (2) cannot run side by side on four nodes: the queue order decides.
    Replay fifo(3);
    fifo.sim.run();
    EXPECT_EQ(fifo.start_of("b"), at(100));
    EXPECT_EQ(fifo.start_of("c"), at(200));
    Replay r(3);
    ASSERT_TRUE(r.apply(SetspriCommand{"c", 1000}).ok);
    r.sim.run();
    EXPECT_EQ(r.start_of("c"), at(100));
    EXPECT_EQ(r.start_of("b"), at(200));
    Replay cleared(3);
    ASSERT_TRUE(cleared.apply(SetspriCommand{"c", 1000}).ok);
    ASSERT_TRUE(cleared.apply(SetspriCommand{"c", std::nullopt}).ok);  // back to the computed priority
    cleared.sim.run();
    EXPECT_EQ(cleared.start_of("b"), at(100));
}

TEST(EngineCommands, AHeldJobWaitsWithTheReasonAndRunsOnceReleased) {
    Replay r;
    ASSERT_TRUE(r.apply(HoldCommand{"b", Hold::User, true}).ok);
    r.sim.run(at(150));
    EXPECT_TRUE(r.start_of("b").is_never());
    EXPECT_EQ(r.start_of("c"), at(100));
    const QueryResult q = run_query(r.sim.engine(), Query{QueryKind::Checkjob, "b"}, ReportFormat::Json);
    ASSERT_TRUE(q.report) << q.error;
    EXPECT_NE(q.report->json.dump().find("\"Held\""), std::string::npos) << q.report->json.dump(2);
    // Released at the engine's now (100, its last instant): the two nodes c left free take b at once.
    ASSERT_TRUE(r.apply(HoldCommand{"b", Hold::User, false}).ok);
    r.sim.run();
    EXPECT_EQ(r.start_of("b"), at(100));
}

TEST(EngineCommands, CanceljobTakesAJobOutOfTheQueueAndAStoppedSchedulerStartsNothing) {
    Replay r;
    ASSERT_TRUE(r.apply(CancelCommand{"b"}).ok);
    ASSERT_TRUE(r.apply(SchedctlCommand{SchedctlCommand::Action::Stop}).ok);
    r.sim.run(at(150));
    EXPECT_TRUE(r.start_of("c").is_never());  // a ended at 100, but nothing is scheduled
    ASSERT_TRUE(r.apply(SchedctlCommand{SchedctlCommand::Action::Step}).ok);
    const std::int64_t before = r.sim.iterations();
    r.sim.run();
    EXPECT_EQ(r.sim.iterations(), before + 1);
    EXPECT_TRUE(r.start_of("b").is_never());
    EXPECT_EQ(r.sim.engine().snapshot().state(r.sim.engine().snapshot().jobs()[1].id), JobState::Cancelled);
}

TEST(EngineCommands, SubmitRunsANewJobAndRefusesUnknownCredentials) {
    Replay r;
    SubmitCommand ok{"d", "alice", "", "", "", "", 1, 1, Duration::seconds(50), std::nullopt};
    const CommandResult made = r.apply(ok);
    ASSERT_TRUE(made.ok) << (made.diagnostics.empty() ? "" : format_diagnostic(made.diagnostics.front()));
    EXPECT_EQ(made.subject, "d");
    r.sim.run();
    EXPECT_EQ(r.start_of("d"), at(200));  // behind b and c, which take the four nodes at 100

    SubmitCommand stranger = ok;
    stranger.name = "e";
    stranger.user = "mallory";
    const CommandResult refused = r.apply(stranger);
    EXPECT_FALSE(refused.ok);
    ASSERT_EQ(refused.diagnostics.size(), 1u);
    EXPECT_EQ(format_diagnostic(refused.diagnostics.front()),
              "submit e: error: user: 'mallory' is not a credential this scheduler knows");
    SubmitCommand twice = ok;
    EXPECT_FALSE(r.apply(twice).ok);  // the name is taken
}

TEST(EngineCommands, SetresPlacesAReservationTheQueueRunsAround) {
    Replay r;
    const CommandResult made =
        r.apply(SetresCommand{{"-u", "bob", "-s", "+0:01:40", "-d", "1:00:00", "TASKS==2"}});
    ASSERT_TRUE(made.ok) << (made.diagnostics.empty() ? "" : format_diagnostic(made.diagnostics.front()));
    r.sim.run();
    // Two of the four nodes are bob's from 100 to 3700: b and c (alice's) run one after the other.
    EXPECT_EQ(r.start_of("b"), at(100));
    EXPECT_EQ(r.start_of("c"), at(200));
    const CommandResult bad = r.apply(SetresCommand{{"-d", "forever"}});
    EXPECT_FALSE(bad.ok);
    EXPECT_FALSE(bad.diagnostics.empty());
}

TEST(EngineCommands, CommandsOnJobsThatCannotTakeThemSayWhy) {
    Replay r;
    EXPECT_EQ(format_diagnostic(r.apply(CancelCommand{"zz"}).diagnostics.front()),
              "canceljob zz: error: no job zz");
    EXPECT_EQ(format_diagnostic(r.apply(HoldCommand{"a", Hold::User, true}).diagnostics.front()),
              "sethold a: error: job a is not idle");
    EXPECT_EQ(format_diagnostic(r.apply(SetspriCommand{"a", 5}).diagnostics.front()),
              "setspri a: error: job a is not idle");
}

}  // namespace
}  // namespace outrigger
