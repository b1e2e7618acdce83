// The impact planner: the two conservative plans of a frozen queue agree with two conservative
// replays of the same workload (run times equal to walltimes, no later arrivals), one without
// and one with the change; the report counts what differs.

#include "engine/impact_plan.hpp"

#include <gtest/gtest.h>

#include <map>

#include "../schedule/builders.hpp"
#include "config/document.hpp"
#include "config/typed_config.hpp"
#include "engine/command.hpp"
#include "engine/impact_report.hpp"
#include "engine/query.hpp"
#include "sim/simulator.hpp"

namespace outrigger {
namespace {

Time at(std::int64_t s) {
    return Time::from_seconds(s);
}

struct Spec {
    const char* name;
    const char* user;
    const char* account;
    std::int64_t procs;
    std::int64_t wall;
};

// Eight single-processor nodes and eight jobs of three users in two accounts, all submitted at 0.
constexpr Spec kJobs[] = {
    {"a", "alice", "phys", 4, 600}, {"b", "bob", "chem", 3, 300},  {"c", "alice", "phys", 2, 900},
    {"d", "carol", "chem", 5, 400}, {"e", "bob", "chem", 1, 1200}, {"f", "carol", "phys", 8, 300},
    {"g", "alice", "phys", 2, 200}, {"h", "bob", "chem", 3, 500},
};

constexpr const char* kConfig = "RESERVATIONPOLICY CURRENTHIGHEST\n";

Simulator replay(const std::string& config) {
    Cluster cluster = testing::uniform_cluster(8, 1);
    Names& names = cluster.names();
    std::vector<Job> jobs;
    for (const Spec& s : kJobs) {
        Job j = testing::JobBuilder(s.name).procs(s.procs).wall(s.wall).submit(0);
        j.creds[CredKind::User] = names.intern(CredKind::User, s.user);
        j.creds[CredKind::Account] = names.intern(CredKind::Account, s.account);
        jobs.push_back(std::move(j));
    }
    const ConfigDocument doc = ConfigDocument::parse(config, "maui.cfg");
    StackOptions options;
    options.named = NamedPolicy::Conservative;  // orsim --policy conservative
    PolicySetup setup{build_config(doc).config, std::move(cluster), LocalCalendar::utc(), options, true};
    return Simulator(ComposedPolicy::compose(std::move(setup)), std::move(jobs));
}

// Start of every job of a whole replay, by name (nullopt: never started).
std::map<std::string, std::optional<Time>> starts(Simulator& sim) {
    sim.run();
    std::map<std::string, std::optional<Time>> out;
    for (const Job& j : sim.engine().snapshot().jobs()) {
        const Time t = sim.outcomes()[j.id.value()].start;
        out[j.name] = t.is_never() || t == Time::min() ? std::nullopt : std::optional<Time>(t);
    }
    return out;
}

// The queue at 0 before any iteration: what the Gantt shows when nothing has started yet.
struct Frozen {
    explicit Frozen(const std::string& config = kConfig) : sim(replay(config)) {
        EXPECT_TRUE(apply_command(sim.engine(), SchedctlCommand{SchedctlCommand::Action::Stop}).ok);
        sim.run(at(0));
    }
    ImpactReport plan(const TentativeChange& change) {
        ImpactResult r = plan_impact(sim.engine(), change);
        EXPECT_TRUE(r.report) << r.error;
        return r.report.value_or(ImpactReport{});
    }
    Simulator sim;
};

void expect_matches_replays(const ImpactReport& report,
                            const std::map<std::string, std::optional<Time>>& without,
                            const std::map<std::string, std::optional<Time>>& with) {
    ASSERT_EQ(report.jobs.size(), std::size(kJobs));
    std::int64_t delayed = 0;
    Duration total = Duration::zero();
    for (const JobImpact& j : report.jobs) {
        EXPECT_EQ(j.before, without.at(j.job)) << j.job;
        EXPECT_EQ(j.after, with.at(j.job)) << j.job;
        const auto b = without.at(j.job), a = with.at(j.job);
        if (b && a && *a > *b) {
            ++delayed;
            total = total + (*a - *b);
        }
    }
    EXPECT_EQ(report.delayed.jobs, delayed);
    EXPECT_EQ(report.delayed.total, total);
}

TEST(ImpactPlan, AReservationDelaysExactlyTheJobsTwoConservativeReplaysDisagreeOn) {
    const std::vector<std::string> setres = {"-n", "maint", "-s", "+500", "-d", "600", "TASKS==4"};
    Frozen frozen;
    const ImpactReport report = frozen.plan(TentativeChange{{}, {setres}, std::nullopt});
    ASSERT_TRUE(report.ok()) << report.failures.front().reason;

    Simulator plain = replay(kConfig);
    const auto without = starts(plain);
    Simulator reserved = replay(kConfig);
    ASSERT_TRUE(apply_command(reserved.engine(), SetresCommand{setres}, at(0)).ok);
    const auto with = starts(reserved);
    expect_matches_replays(report, without, with);
    EXPECT_GT(report.delayed.jobs, 0);
    EXPECT_GT(report.node_hours_moved, 0.0);
    ASSERT_EQ(report.reservations.size(), 1U);
    EXPECT_EQ(report.reservations[0].name, "maint");
    EXPECT_EQ(report.reservations[0].nodes, 4);
    EXPECT_EQ(report.reservations[0].start, at(500));
    // By user and account, the same totals split up.
    std::int64_t by_user = 0;
    for (const auto& [user, t] : report.delayed_by_user) by_user += t.jobs;
    EXPECT_EQ(by_user, report.delayed.jobs);
    // The engine is left as it was: the replay from the frozen state runs as the plain one.
    ASSERT_TRUE(apply_command(frozen.sim.engine(), SchedctlCommand{SchedctlCommand::Action::Resume}).ok);
    EXPECT_EQ(starts(frozen.sim), without);
}

TEST(ImpactPlan, WithoutAChangeOnePlanAnswersAndEveryJobStartsAsTheReplayStartsIt) {
    Frozen frozen;
    const ImpactReport report = frozen.plan(TentativeChange{});
    ASSERT_TRUE(report.ok());
    Simulator plain = replay(kConfig);
    const auto without = starts(plain);
    expect_matches_replays(report, without, without);
    EXPECT_EQ(report.delayed.jobs, 0);
    EXPECT_EQ(report.advanced, 0);
    EXPECT_EQ(report.node_hours_moved, 0.0);
    EXPECT_TRUE(report.reservations.empty());
}

TEST(ImpactPlan, AnAccessListLetsItsUsersIntoTheReservation) {
    const std::vector<std::string> setres = {"-u", "alice", "-s", "+0", "-d", "1000", "n0,n1,n2,n3"};
    Frozen frozen;
    const ImpactReport report = frozen.plan(TentativeChange{{}, {setres}, std::nullopt});
    ASSERT_TRUE(report.ok()) << report.failures.front().reason;
    Simulator plain = replay(kConfig);
    const auto without = starts(plain);
    Simulator reserved = replay(kConfig);
    ASSERT_TRUE(apply_command(reserved.engine(), SetresCommand{setres}, at(0)).ok);
    const auto with = starts(reserved);
    expect_matches_replays(report, without, with);
    EXPECT_EQ(report.reservations.at(0).access, std::vector<std::string>{"USER==alice"});
}

TEST(ImpactPlan, StandingLinesReplaceTheStandingReservationsAsTheEngineRollsThem) {
    const std::string srcfg = "SRCFG[lab] PERIOD=DAY STARTTIME=0:10:00 ENDTIME=0:30:00 TASKCOUNT=5\n";
    Frozen frozen;
    const ImpactReport report = frozen.plan(TentativeChange{{}, {}, std::string(kConfig) + srcfg});
    ASSERT_TRUE(report.ok()) << report.failures.front().reason;
    Simulator plain = replay(kConfig);
    const auto without = starts(plain);
    Simulator standing = replay(std::string(kConfig) + srcfg);
    const auto with = starts(standing);
    expect_matches_replays(report, without, with);
    ASSERT_FALSE(report.reservations.empty());
    EXPECT_EQ(report.reservations[0].kind, "standing");
    // The same lines again change nothing.
    Frozen lab(std::string(kConfig) + srcfg);
    const ImpactReport same = lab.plan(TentativeChange{{}, {}, std::string(kConfig) + srcfg});
    EXPECT_EQ(same.delayed.jobs, 0);
    EXPECT_TRUE(same.reservations.empty());
}

TEST(ImpactPlan, ReleasingAReservationBringsJobsForwardAndAMoveIsReleasePlusAdd) {
    Frozen frozen;
    ASSERT_TRUE(apply_command(frozen.sim.engine(),
                              SetresCommand{{"-n", "maint", "-s", "+100", "-d", "2000", "TASKS==6"}})
                    .ok);
    const ImpactReport released = frozen.plan(TentativeChange{{"maint"}, {}, std::nullopt});
    EXPECT_EQ(released.released, std::vector<std::string>{"maint"});
    EXPECT_EQ(released.advanced, 7);
    // c ran beside the reservation before; now a and b, ahead of it, take those nodes first.
    ASSERT_EQ(released.delayed.jobs, 1);
    EXPECT_EQ(released.delayed_by_user.at("alice").max, Duration::seconds(300));
    // Moved later: the same name is free again for the add.
    const ImpactReport moved = frozen.plan(
        TentativeChange{{"maint"}, {{"-n", "maint", "-s", "+5000", "-d", "2000", "TASKS==6"}}, std::nullopt});
    ASSERT_TRUE(moved.ok()) << moved.failures.front().reason;
    EXPECT_EQ(moved.reservations.at(0).start, at(5000));
    EXPECT_GT(moved.advanced, 0);
    // Standing instances are not released by name.
    const ImpactReport unknown = frozen.plan(TentativeChange{{"nothing"}, {}, std::nullopt});
    ASSERT_EQ(unknown.failures.size(), 1U);
    EXPECT_EQ(unknown.failures[0].what, "release[0] nothing");
}

TEST(ImpactPlan, RunningJobsUnderAHostListOverlapAndJobsThatCanNeverRunAreCounted) {
    Simulator sim = replay(kConfig);
    sim.run(at(0));  // a (4 procs) and b (3) start at 0 on the eight nodes
    const auto running = sim.engine().snapshot().running_jobs();
    ASSERT_FALSE(running.empty());
    // No end, on half the machine: f (8 procs) can never run; running jobs there run on.
    const ImpactResult r = plan_impact(
        sim.engine(), TentativeChange{{}, {{"-n", "forever", "-s", "+60", "n0,n1,n2,n3"}}, std::nullopt});
    ASSERT_TRUE(r.report) << r.error;
    EXPECT_EQ(r.report->never_after, 2);  // d (5 procs) and f (8) no longer fit on four nodes
    EXPECT_FALSE(r.report->overlaps.empty());
    for (const RunningOverlap& o : r.report->overlaps) {
        EXPECT_EQ(o.reservation, "forever");
        EXPECT_GT(o.limit_end, at(60));
    }
    EXPECT_EQ(r.report->overlap_rule, "overlap");
}

TEST(ImpactPlan, AReservationThatFindsNoRoomSaysWhyAndTheRestIsPlanned) {
    Frozen frozen;
    const ImpactReport report = frozen.plan(TentativeChange{
        {},
        {{"-s", "+0", "-d", "100", "TASKS==9"}, {"-x", "NOSUCHFLAG", "TASKS==1"}, {"-d", "100", "TASKS==1"}},
        std::nullopt});
    ASSERT_EQ(report.failures.size(), 2U);
    EXPECT_EQ(report.failures[0].what, "add[0]");
    EXPECT_NE(report.failures[0].reason.find("only 8 of 9 tasks"), std::string::npos)
        << report.failures[0].reason;
    EXPECT_EQ(report.failures[1].what, "add[1]");
    EXPECT_NE(report.failures[1].reason.find("NOSUCHFLAG"), std::string::npos) << report.failures[1].reason;
    EXPECT_EQ(report.reservations.size(), 1U);
}

TEST(ImpactPlan, TheQueryTableRendersTheReportAndTheChangeCrossesTheSeamAsJson) {
    Frozen frozen;
    Query q{QueryKind::Impact,
            {},
            TentativeChange{{}, {{"-n", "maint", "-s", "+500", "-d", "600", "TASKS==4"}}, {}}};
    std::string error;
    const auto back = query_from_json(to_json(q), error);
    ASSERT_TRUE(back) << error;
    EXPECT_EQ(back->change, q.change);
    const QueryResult json = run_query(frozen.sim.engine(), *back, ReportFormat::Json);
    ASSERT_TRUE(json.report) << json.error;
    const auto report = impact_from_json(json.report->json, error);
    ASSERT_TRUE(report) << error;
    EXPECT_EQ(impact_json(*report), json.report->json);
    const QueryResult text = run_query(frozen.sim.engine(), *back, ReportFormat::Text);
    ASSERT_TRUE(text.report) << text.error;
    EXPECT_NE(text.report->text.find("maint"), std::string::npos) << text.report->text;
    EXPECT_NE(text.report->text.find("Jobs delayed:"), std::string::npos) << text.report->text;

    // Malformed changes name the field.
    for (const auto& [bad, message] : std::vector<std::pair<const char*, const char*>>{
             {R"({"schema":"outrigger.tentative-change/1","add":[["TASKS==1",3]]})",
              "add[0][1]: expected a string"},
             {R"({"schema":"outrigger.tentative-change/1","release":"maint"})",
              "release: expected an array of strings"},
             {R"({"schema":"outrigger.tentative-change/1","standing_config":4})",
              "standing_config: expected the text of a maui.cfg"},
             {R"({"schema":"outrigger.tentative-change/2"})",
              "schema: \"outrigger.tentative-change/2\" is newer than this program reads "
              "(outrigger.tentative-change/1)"}}) {
        std::string e;
        EXPECT_FALSE(tentative_change_from_json(nlohmann::json::parse(bad), e)) << bad;
        EXPECT_EQ(e, message);
    }
    nlohmann::json wrong = to_json(Query{QueryKind::Showq, {}});
    wrong["change"] = to_json(TentativeChange{});
    EXPECT_FALSE(query_from_json(wrong, error));
    EXPECT_EQ(error, "change: only an impact query takes a tentative change");
    // A bad maui.cfg names the line.
    const ImpactResult bad =
        plan_impact(frozen.sim.engine(), TentativeChange{{}, {}, "SRCFG[x] PERIOD=FORTNIGHT\n"});
    EXPECT_FALSE(bad.report);
    EXPECT_NE(bad.error.find("standing_config"), std::string::npos) << bad.error;
}

}  // namespace
}  // namespace outrigger
