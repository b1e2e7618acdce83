// changeparam, a whole new configuration and releaseres on a running engine: a change takes over at
// the next iteration with the jobs, reservations and usage carried over; a change that does not
// parse is refused with the file's findings and changes nothing.

#include <gtest/gtest.h>

#include "config/document.hpp"
#include "config/typed_config.hpp"
#include "engine/cluster_view.hpp"
#include "engine/command.hpp"
#include "engine/query.hpp"
#include "four_node_replay.hpp"
#include "sim/simulator.hpp"
#include "stack/policy_stack.hpp"

namespace outrigger {
namespace {

using testing::at;

// a runs from 0 to 100, then b (3 procs) and c (2 procs) wait: they cannot run side by side, so
// the priority order decides which goes first.
struct Replay : testing::FourNodeReplay {
    explicit Replay(std::string_view config) : FourNodeReplay(config, 3) {}
    [[nodiscard]] std::string config_text() const { return sim.engine().config_source()->text(); }
};

std::string findings(const CommandResult& r) {
    std::string out;
    for (const Diagnostic& d : r.diagnostics) out += format_diagnostic(d) + "\n";
    return out;
}

// Bigger jobs first; negative weights are allowed to count (Maui floors a priority at 1 otherwise).
constexpr std::string_view kBigFirst = "# site policy\nENABLENEGJOBPRIORITY TRUE\nPROCWEIGHT 10\n";

TEST(Changeparam, TheNextIterationDecidesUnderTheChangedValue) {
    Replay unchanged(kBigFirst);
    unchanged.sim.run();
    EXPECT_EQ(unchanged.start_of("b"), at(100));
    EXPECT_EQ(unchanged.start_of("c"), at(200));

    Replay r(kBigFirst);
    const CommandResult done = r.apply(ChangeparamCommand{"PROCWEIGHT", "-10"});
    ASSERT_TRUE(done.ok) << findings(done);
    // The file is edited in place: the comment and every other byte stay.
    EXPECT_EQ(r.config_text(), "# site policy\nENABLENEGJOBPRIORITY TRUE\nPROCWEIGHT -10\n");
    ASSERT_TRUE(done.config_text);
    EXPECT_EQ(*done.config_text, r.config_text());
    r.sim.run();
    EXPECT_EQ(r.start_of("c"), at(100));
    EXPECT_EQ(r.start_of("b"), at(200));
}

TEST(Changeparam, ACredentialLineTakesAttributesOneByOne) {
    Replay r("USERCFG[alice] PRIORITY=5 MAXJOB=8\n");
    const CommandResult done = r.apply(ChangeparamCommand{"USERCFG[alice]", "MAXJOB=1"});
    ASSERT_TRUE(done.ok) << findings(done);
    EXPECT_EQ(r.config_text(), "USERCFG[alice] PRIORITY=5 MAXJOB=1\n");
    r.sim.run();
    // One job of alice's at a time now: c waits for b although both would fit after a.
    EXPECT_EQ(r.start_of("b"), at(100));
    EXPECT_EQ(r.start_of("c"), at(200));
}

TEST(Changeparam, AValueThatDoesNotParseIsRefusedAndChangesNothing) {
    Replay r(kBigFirst);
    const CommandResult bad = r.apply(ChangeparamCommand{"PROCWEIGHT", "heavy"});
    EXPECT_FALSE(bad.ok);
    ASSERT_FALSE(bad.diagnostics.empty());
    EXPECT_EQ(bad.diagnostics.front().line, 3) << findings(bad);
    EXPECT_NE(bad.diagnostics.front().message.find("heavy"), std::string::npos) << findings(bad);
    EXPECT_FALSE(bad.config_text);
    EXPECT_EQ(r.config_text(), kBigFirst);
    r.sim.run();
    EXPECT_EQ(r.start_of("b"), at(100));
}

TEST(Changeparam, NamesAndIndexesAreChecked) {
    Replay r(kBigFirst);
    EXPECT_EQ(findings(r.apply(ChangeparamCommand{"PROCWIGHT", "1"})),
              "changeparam PROCWIGHT: error: parameter: PROCWIGHT is not a Maui parameter\n");
    EXPECT_EQ(findings(r.apply(ChangeparamCommand{"USERCFG", "MAXJOB=1"})),
              "changeparam USERCFG: error: parameter: USERCFG takes an index: USERCFG[...]\n");
    EXPECT_EQ(findings(r.apply(ChangeparamCommand{"PROCWEIGHT[x]", "1"})),
              "changeparam PROCWEIGHT[x]: error: parameter: PROCWEIGHT takes no index\n");
    EXPECT_EQ(findings(r.apply(ChangeparamCommand{"USERCFG[alice]", "MAXJOB"})),
              "changeparam USERCFG[alice]: error: value: 'MAXJOB' is not ATTRIBUTE=VALUE\n");
    EXPECT_EQ(r.config_text(), kBigFirst);
}

// A parameter removed from the configuration goes back to its default: a reset removes every line
// of it; one not written is already at its default.
TEST(Changeparam, AResetRemovesTheParameter) {
    Replay r(kBigFirst);
    const CommandResult done = r.apply(ChangeparamCommand{"PROCWEIGHT", "", true});
    ASSERT_TRUE(done.ok) << findings(done);
    EXPECT_EQ(r.config_text(), "# site policy\nENABLENEGJOBPRIORITY TRUE\n");
    ASSERT_TRUE(done.config_text);
    EXPECT_EQ(*done.config_text, r.config_text());
    const CommandResult again = r.apply(ChangeparamCommand{"PROCWEIGHT", "", true});
    ASSERT_TRUE(again.ok) << findings(again);
    EXPECT_NE(findings(again).find("PROCWEIGHT is not written in maui.cfg: it already has its default"),
              std::string::npos)
        << findings(again);
    EXPECT_FALSE(again.config_text);
    EXPECT_EQ(findings(r.apply(ChangeparamCommand{"PROCWIGHT", "", true})),
              "changeparam PROCWIGHT: error: parameter: PROCWIGHT is not a Maui parameter\n");
}

// A reset with a value replaces a credential line: the pairs not given are gone.
TEST(Changeparam, AResetWithAValueReplacesACredentialLine) {
    Replay r("USERCFG[alice] PRIORITY=5 MAXJOB=8\nUSERCFG[alice] MAXPROC=2\n");
    const CommandResult done = r.apply(ChangeparamCommand{"USERCFG[alice]", "MAXJOB=1", true});
    ASSERT_TRUE(done.ok) << findings(done);
    EXPECT_EQ(r.config_text(), "USERCFG[alice] MAXJOB=1\n");
}

TEST(Changeparam, WhatOnlyARestartChangesIsSaidAndKeptInTheFile) {
    Replay r(kBigFirst);
    const CommandResult done = r.apply(ChangeparamCommand{"RMPOLLINTERVAL", "0:01:00"});
    ASSERT_TRUE(done.ok) << findings(done);
    EXPECT_NE(findings(done).find("RMPOLLINTERVAL takes effect when the scheduler restarts"),
              std::string::npos)
        << findings(done);
    EXPECT_NE(r.config_text().find("RMPOLLINTERVAL 0:01:00"), std::string::npos);
}

TEST(ConfigCommand, AWholeNewConfigurationTakesOverOrIsRefusedWithItsLines) {
    Replay r(kBigFirst);
    const CommandResult bad = r.apply(ConfigCommand{"PROCWEIGHT -10\nRESERVATIONDEPTH many\n", "new.cfg"});
    EXPECT_FALSE(bad.ok);
    ASSERT_FALSE(bad.diagnostics.empty());
    EXPECT_EQ(bad.diagnostics.front().file, "new.cfg");
    EXPECT_EQ(bad.diagnostics.front().line, 2);
    EXPECT_EQ(r.config_text(), kBigFirst);

    const std::string smallest_first = "ENABLENEGJOBPRIORITY TRUE\nPROCWEIGHT -10\n";
    const CommandResult good = r.apply(ConfigCommand{smallest_first, "new.cfg"});
    ASSERT_TRUE(good.ok) << findings(good);
    EXPECT_EQ(r.config_text(), smallest_first);
    r.sim.run();
    EXPECT_EQ(r.start_of("c"), at(100));
}

TEST(Changeparam, AnAdministrativeReservationStaysThroughAChange) {
    const Command setres = SetresCommand{{"-u", "bob", "-s", "+0:01:40", "-d", "1:00:00", "TASKS==2"}};
    Replay unchanged(kBigFirst);
    ASSERT_TRUE(unchanged.apply(setres).ok);
    unchanged.sim.run();

    Replay r(kBigFirst);
    const CommandResult made = r.apply(setres);
    ASSERT_TRUE(made.ok) << findings(made);
    ASSERT_TRUE(r.apply(ChangeparamCommand{"PROCWEIGHT", "11"}).ok);
    const PolicyStack* stack = r.sim.engine().policy().stack();
    ASSERT_NE(stack, nullptr);
    ASSERT_EQ(stack->book().reservations().size(), 1U);
    EXPECT_EQ(stack->book().reservations().front().name, made.subject);
    r.sim.run();
    // Bob's two nodes from 100 to 3700 keep b (3 procs) waiting and let c run, as without the change.
    EXPECT_EQ(r.start_of("b"), unchanged.start_of("b"));
    EXPECT_EQ(r.start_of("c"), unchanged.start_of("c"));
    EXPECT_EQ(r.start_of("b"), at(3700));
}

TEST(Changeparam, AStandingReservationThatChangedRollsAgainAndAnUnchangedOneStays) {
    Replay r(
        "SRCFG[keep] PERIOD=DAY STARTTIME=1:00:00 ENDTIME=2:00:00 TASKCOUNT=1\n"
        "SRCFG[move] PERIOD=DAY STARTTIME=3:00:00 ENDTIME=4:00:00 TASKCOUNT=1\n");
    r.sim.run(at(1));
    const auto names = [&r] {
        std::vector<std::string> out;
        for (const Reservation& res : r.sim.engine().policy().stack()->book().reservations())
            out.push_back(res.name + "@" + std::to_string(res.span.start.seconds()));
        return out;
    };
    const std::vector<std::string> before = names();
    ASSERT_FALSE(before.empty());
    const CommandResult done =
        r.apply(ChangeparamCommand{"SRCFG[move]", "STARTTIME=5:00:00 ENDTIME=6:00:00"});
    ASSERT_TRUE(done.ok) << findings(done);
    const std::vector<std::string> after = names();
    for (const std::string& n : before) {
        if (n.rfind("keep.", 0) == 0) {
            EXPECT_NE(std::find(after.begin(), after.end(), n), after.end()) << n;
        }
    }
    bool moved = false;
    for (const std::string& n : after) {
        EXPECT_EQ(std::find(before.begin(), before.end(), n.rfind("move.", 0) == 0 ? n : std::string("-")),
                  before.end())
            << n;
        moved |= n.rfind("move.", 0) == 0 && n.find("@18000") != std::string::npos;
    }
    EXPECT_TRUE(moved) << ::testing::PrintToString(after);
}

TEST(Releaseres, AnAdministrativeReservationGoesAndAStandingInstanceStays) {
    Replay r("SRCFG[night] PERIOD=DAY STARTTIME=1:00:00 ENDTIME=2:00:00 TASKCOUNT=1\n");
    const CommandResult made =
        r.apply(SetresCommand{{"-u", "bob", "-s", "+0:01:40", "-d", "1:00:00", "TASKS==2"}});
    ASSERT_TRUE(made.ok) << findings(made);
    ASSERT_TRUE(r.apply(ReleaseresCommand{made.subject}).ok);
    for (const Reservation& res : r.sim.engine().policy().stack()->book().reservations())
        EXPECT_NE(res.name, made.subject);
    r.sim.run(at(250));
    // With bob's nodes free again, b takes three of the four at 100.
    EXPECT_EQ(r.start_of("b"), at(100));
    EXPECT_EQ(findings(r.apply(ReleaseresCommand{"nothing"})),
              "releaseres nothing: error: no reservation named nothing\n");
    const auto& rs = r.sim.engine().policy().stack()->book().reservations();
    ASSERT_FALSE(rs.empty());
    const std::string standing = rs.front().name;
    const CommandResult refused = r.apply(ReleaseresCommand{standing});
    EXPECT_FALSE(refused.ok);
    EXPECT_NE(findings(refused).find("SRCFG[night]"), std::string::npos) << findings(refused);
}

TEST(Changeparam, FairshareUsageIsCarriedOverWhenItsWindowsAreUnchanged) {
    Replay r("FSPOLICY DEDICATEDPS\nFSINTERVAL 0:01:00\nFSDEPTH 4\nFSWEIGHT 1\n");
    r.sim.run(at(150));
    const nlohmann::json before = r.sim.engine().policy().stack()->fairshare_accountant().checkpoint();
    ASSERT_TRUE(r.apply(ChangeparamCommand{"FSWEIGHT", "5"}).ok);
    EXPECT_EQ(r.sim.engine().policy().stack()->fairshare_accountant().checkpoint()["ledger"],
              before["ledger"]);
    const CommandResult relaid = r.apply(ChangeparamCommand{"FSINTERVAL", "0:02:00"});
    ASSERT_TRUE(relaid.ok) << findings(relaid);
    EXPECT_NE(findings(relaid).find("fairshare usage history restarts"), std::string::npos)
        << findings(relaid);
}

TEST(Showconfig, ListsTheParametersInForceWithCredentialLinesAccumulated) {
    Replay r("PROCWEIGHT 10\nUSERCFG[alice] PRIORITY=5\nPROCWEIGHT 20\nUSERCFG[alice] MAXJOB=8 PRIORITY=6\n");
    const auto pad = [](std::string name) { return name + std::string(32 - name.size(), ' '); };
    const QueryResult q = run_query(r.sim.engine(), Query{QueryKind::Showconfig, ""}, ReportFormat::Text);
    ASSERT_TRUE(q.report) << q.error;
    EXPECT_EQ(q.report->text, "# the configuration in force, from maui.cfg: 2 parameters\n" +
                                  pad("PROCWEIGHT") + "20\n" + pad("USERCFG[alice]") +
                                  "PRIORITY=6 MAXJOB=8\n");
    ASSERT_TRUE(r.apply(ChangeparamCommand{"PROCWEIGHT", "30"}).ok);
    const QueryResult j = run_query(r.sim.engine(), Query{QueryKind::Showconfig, ""}, ReportFormat::Json);
    ASSERT_TRUE(j.report) << j.error;
    EXPECT_EQ(j.report->json["parameters"][0].dump(), R"({"line":3,"parameter":"PROCWEIGHT","value":"30"})");
}

TEST(Submit, AJobThatCanNeverRunIsHeldWithTheReasonUntilTheConfigurationLetsItRun) {
    Replay r("CLASSCFG[small] MAXPROCPERJOB=2\n");
    SubmitCommand big;
    big.name = "big";
    big.user = "alice";
    big.job_class = "small";
    big.tasks = 3;
    big.walltime = Duration::seconds(50);
    const CommandResult held = r.apply(big);
    ASSERT_TRUE(held.ok) << findings(held);
    EXPECT_NE(findings(held).find("held: it can never run under this configuration"), std::string::npos)
        << findings(held);
    const QueryResult why = run_query(r.sim.engine(), Query{QueryKind::Checkjob, "big"}, ReportFormat::Json);
    ASSERT_TRUE(why.report) << why.error;
    const std::string reasons = why.report->json.at("reasons").dump();
    EXPECT_NE(reasons.find("\"Held\""), std::string::npos) << reasons;
    EXPECT_NE(reasons.find("MAXPROC"), std::string::npos) << reasons;
    const JobId big_id = *r.sim.engine().job_named("big");
    EXPECT_EQ(r.sim.engine().snapshot().state(big_id), JobState::Idle);
    // The queue a front end shows says why too: the limit, not only the hold that carries it out.
    const auto view = r.sim.engine().publish_view();
    bool shown = false;
    for (const ViewQueued& q : view->queue) {
        if (q.job != big_id) continue;
        shown = true;
        ASSERT_TRUE(q.reason);
        EXPECT_EQ(q.reason->code(), ReasonCode::SystemJobLimit);
        EXPECT_TRUE(q.blocked);
    }
    EXPECT_TRUE(shown);

    // Released too early it stays held; once the limit allows it, it is released and runs.
    EXPECT_EQ(
        findings(r.apply(HoldCommand{"big", Hold::System, false})),
        "releasehold big: error: job big still can never run under this configuration (SystemJobLimit)\n");
    ASSERT_TRUE(r.apply(ChangeparamCommand{"CLASSCFG[small]", "MAXPROCPERJOB=4"}).ok);
    const CommandResult released = r.apply(HoldCommand{"big", Hold::System, false});
    ASSERT_TRUE(released.ok) << findings(released);
    r.sim.run();
    EXPECT_FALSE(r.start_of("big").is_never());
}

}  // namespace
}  // namespace outrigger
