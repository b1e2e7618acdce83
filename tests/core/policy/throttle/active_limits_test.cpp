// Active job limits (guide 6.2.1, 6.2.2, 6.2.4) on the guide's worked examples, with the
// configuration the spec (section 3) restores.

#include <gtest/gtest.h>

#include "throttle_fixture.hpp"

namespace outrigger {
namespace {

using namespace throttle_test;
using K = CredKind;
using L = LimitKind;

const Time kNow = Time::from_seconds(10'000);

// Starts jobs of `s` one after another at `level` until the throttle refuses one; returns how
// many started and the refusal.
std::pair<int, std::optional<Reason>> start_until_blocked(Fixture& f, ThrottlePolicy& p, const JobSpec& s,
                                                          ThrottleLevel level) {
    for (int started = 0; started < 100; ++started) {
        const Job& j = f.job(s);
        if (auto r = p.check(j, level)) return {started, r};
        p.on_start(j, requested_footprint(j));
    }
    return {100, std::nullopt};
}

// USERCFG[DEFAULT] MAXJOB=4 / USERCFG[john] MAXJOB=8: john runs 8 jobs, everyone else 4.
TEST(ActiveLimits, JohnRunsEightEveryoneElseFour) {
    Fixture f;
    f.add(K::User, "DEFAULT", max(L::Jobs, 4)).add(K::User, "john", max(L::Jobs, 8));
    ThrottlePolicy p = f.policy();
    p.begin({}, kNow);

    const auto [john, john_reason] = start_until_blocked(f, p, {.user = "john"}, ThrottleLevel::Hard);
    EXPECT_EQ(john, 8);
    EXPECT_EQ(f.text(john_reason), "user john: MAXJOB 8 (hard) reached: 8 active, job needs 1");
    const auto [mary, mary_reason] = start_until_blocked(f, p, {.user = "mary"}, ThrottleLevel::Hard);
    EXPECT_EQ(mary, 4);
    EXPECT_EQ(f.text(mary_reason), "user mary: MAXJOB 4 (hard) reached: 4 active, job needs 1");
}

TEST(ActiveLimits, CredentialFirstSeenAfterCompileFallsBackToDefault) {
    Fixture f;
    f.add(K::User, "DEFAULT", max(L::Jobs, 4)).add(K::User, "john", max(L::Jobs, 8));
    ThrottlePolicy p = f.policy();
    const CredId zoe = f.names.intern(K::User, "zoe");  // interned only now
    EXPECT_GT(zoe.value(), f.names.find(K::User, "john")->value());
    p.begin({}, kNow);
    EXPECT_EQ(start_until_blocked(f, p, {.user = "zoe"}, ThrottleLevel::Hard).first, 4);
}

TEST(ActiveLimits, DefaultAppliesPerLimitKindNotPerObject) {
    // john has his own MAXJOB but no MAXPROC: DEFAULT's MAXPROC still bounds him.
    Fixture f;
    f.add(K::User, "DEFAULT", max(L::Jobs, 4)).add(K::User, "DEFAULT", max(L::Procs, 10));
    f.add(K::User, "john", max(L::Jobs, 8));
    ThrottlePolicy p = f.policy();
    p.begin({}, kNow);
    EXPECT_EQ(f.text(p.check(f.job({.user = "john", .procs = 11}), ThrottleLevel::Hard)),
              "user john: MAXPROC 10 (hard) reached: 0 procs active, job needs 11 procs");
    EXPECT_EQ(p.check(f.job({.user = "john", .procs = 10}), ThrottleLevel::Hard), std::nullopt);
}

// USERCFG[steve] MAXJOB=2 MAXNODE=30 / GROUPCFG[staff] MAXJOB=5 / CLASSCFG[DEFAULT] MAXNODE=16 /
// CLASSCFG[batch] MAXNODE=32 / QOSCFG[hiprio] MAXJOB=3 OMAXNODE=64.
Fixture steve_example() {
    Fixture f;
    f.add(K::User, "steve", max(L::Jobs, 2)).add(K::User, "steve", max(L::Nodes, 30));
    f.add(K::Group, "staff", max(L::Jobs, 5));
    f.add(K::Class, "DEFAULT", max(L::Nodes, 16));
    f.add(K::Class, "batch", max(L::Nodes, 32));
    f.add(K::Qos, "hiprio", max(L::Jobs, 3)).add(K::Qos, "hiprio", override_(max(L::Nodes, 64)));
    return f;
}

JobSpec steve_job(std::int64_t nodes) {
    return {
        .user = "steve", .group = "staff", .qos = "hiprio", .cls = "batch", .procs = nodes, .nodes = nodes};
}

// One of the guide's five conditions: what runs already, a job that just passes, and a job that
// just fails (a larger one, or the same after `one_more` also started), with the failure's text.
struct Condition {
    const char* name;
    std::vector<JobSpec> running;
    std::optional<JobSpec> one_more;
    JobSpec passes;
    JobSpec fails;
    const char* reason;
};

class StevesFiveConditions : public ::testing::TestWithParam<Condition> {};

TEST_P(StevesFiveConditions, JustPassesAndJustFails) {
    const Condition& c = GetParam();
    Fixture f = steve_example();
    ThrottlePolicy p = f.policy();
    std::vector<ActiveJob> running;
    for (const JobSpec& s : c.running) running.push_back(f.running(s));
    p.begin(running, kNow);
    EXPECT_EQ(f.text(p.check(f.job(c.passes), ThrottleLevel::Hard)), "passes");
    if (c.one_more) running.push_back(f.running(*c.one_more));
    p.begin(running, kNow);
    EXPECT_EQ(f.text(p.check(f.job(c.fails), ThrottleLevel::Hard)), c.reason);
}

// Other users' jobs in a neutral class ("other") and without QOS isolate each condition.
INSTANTIATE_TEST_SUITE_P(
    GuideOverrideExample, StevesFiveConditions,
    ::testing::Values(Condition{"StevesNodesUpTo64ByOverride",
                                {{.user = "steve", .cls = "other", .procs = 10, .nodes = 10}},
                                std::nullopt,
                                steve_job(54),
                                steve_job(55),
                                "user steve: MAXNODE 64 (hard, QOS hiprio override) reached: 10 nodes "
                                "active, job needs 55 nodes"},
                      Condition{"StevesJobsUpTo2",
                                {{.user = "steve", .cls = "other"}},
                                JobSpec{.user = "steve", .cls = "other"},
                                steve_job(1),
                                steve_job(1),
                                "user steve: MAXJOB 2 (hard) reached: 2 active, job needs 1"},
                      Condition{"StaffsJobsUpTo5",
                                {{.user = "amy", .group = "staff", .cls = "other"},
                                 {.user = "amy", .group = "staff", .cls = "other"},
                                 {.user = "bob", .group = "staff", .cls = "other"},
                                 {.user = "bob", .group = "staff", .cls = "other"}},
                                JobSpec{.user = "bob", .group = "staff", .cls = "other"},
                                steve_job(1),
                                steve_job(1),
                                "group staff: MAXJOB 5 (hard) reached: 5 active, job needs 1"},
                      Condition{"BatchNodesUpTo64ByOverride",
                                {{.user = "amy", .cls = "batch", .procs = 30, .nodes = 30},
                                 {.user = "bob", .cls = "batch", .procs = 30, .nodes = 30}},
                                std::nullopt,
                                steve_job(4),
                                steve_job(5),
                                "class batch: MAXNODE 64 (hard, QOS hiprio override) reached: 60 nodes "
                                "active, job needs 5 nodes"},
                      Condition{"HipriosJobsUpTo3",
                                {{.user = "amy", .qos = "hiprio", .cls = "other"},
                                 {.user = "bob", .qos = "hiprio", .cls = "other"}},
                                JobSpec{.user = "cid", .qos = "hiprio", .cls = "other"},
                                steve_job(1),
                                steve_job(1),
                                "QOS hiprio: MAXJOB 3 (hard) reached: 3 active, job needs 1"}),
    [](const ::testing::TestParamInfo<Condition>& param) { return std::string(param.param.name); });

TEST(ActiveLimits, WithoutTheOverrideStevesOwnNodeLimitHolds) {
    Fixture f = steve_example();
    ThrottlePolicy p = f.policy();
    p.begin({}, kNow);
    JobSpec normal = steve_job(31);
    normal.qos = "normal";
    EXPECT_EQ(f.text(p.check(f.job(normal), ThrottleLevel::Hard)),
              "user steve: MAXNODE 30 (hard) reached: 0 nodes active, job needs 31 nodes");
    normal.nodes = normal.procs = 30;
    EXPECT_EQ(f.text(p.check(f.job(normal), ThrottleLevel::Hard)), "passes");
}

// An override replaces the limit in force whichever way it goes: a QOS may tighten it too.
TEST(ActiveLimits, AnOverrideTighterThanTheCredentialsOwnLimitBlocks) {
    Fixture f;
    f.add(K::User, "DEFAULT", max(L::Jobs, 10));
    f.add(K::Qos, "small", override_(max(L::Jobs, 2)));
    ThrottlePolicy p = f.policy();
    p.begin(std::vector<ActiveJob>{f.running({.user = "ann", .qos = "small"}),
                                   f.running({.user = "ann", .qos = "small"})},
            kNow);
    EXPECT_EQ(f.text(p.check(f.job({.user = "ann", .qos = "small"}), ThrottleLevel::Hard)),
              "user ann: MAXJOB 2 (hard, QOS small override) reached: 2 active, job needs 1");
    EXPECT_EQ(f.text(p.check(f.job({.user = "ann", .qos = "other"}), ThrottleLevel::Hard)), "passes");
}

TEST(ActiveLimits, OverrideLeavesCredentialsWithoutThatLimitKindUnbounded) {
    // Group staff has no MAXNODE: the override replaces limits, it does not create them.
    Fixture f = steve_example();
    ThrottlePolicy p = f.policy();
    p.begin(std::vector<ActiveJob>{f.running(
                {.user = "amy", .group = "staff", .cls = "other", .procs = 100, .nodes = 100})},
            kNow);
    EXPECT_EQ(f.text(p.check(f.job(steve_job(64)), ThrottleLevel::Hard)), "passes");
}

// Class interactive (CLASSCFG[DEFAULT] MAXNODE=16) already has 14 nodes in use: steve's job of 2
// nodes may start, one of 3 is blocked.
TEST(ActiveLimits, ClassInteractiveFourteenNodesUsed) {
    Fixture f = steve_example();
    ThrottlePolicy p = f.policy();
    p.begin(
        std::vector<ActiveJob>{f.running({.user = "amy", .cls = "interactive", .procs = 14, .nodes = 14})},
        kNow);
    const JobSpec two{.user = "steve", .group = "staff", .cls = "interactive", .procs = 2, .nodes = 2};
    JobSpec three = two;
    three.procs = three.nodes = 3;
    EXPECT_EQ(f.text(p.check(f.job(two), ThrottleLevel::Hard)), "passes");
    EXPECT_EQ(f.text(p.check(f.job(three), ThrottleLevel::Hard)),
              "class interactive: MAXNODE 16 (hard) reached: 14 nodes active, job needs 3 nodes");
}

TEST(ActiveLimits, PlacementDecidesTheNodeCount) {
    // 8 tasks without a node request count as 8 nodes before placement; placed on 2 nodes they fit.
    Fixture f;
    f.add(K::User, "DEFAULT", max(L::Nodes, 4));
    ThrottlePolicy p = f.policy();
    p.begin({}, kNow);
    const Job& j = f.job({.user = "eve", .procs = 8});
    EXPECT_EQ(f.text(p.check(j, ThrottleLevel::Hard)),
              "user eve: MAXNODE 4 (hard) reached: 0 nodes active, job needs 8 nodes");
    EXPECT_EQ(p.check(j, JobFootprint{2, 0}, ThrottleLevel::Hard), std::nullopt);
    p.on_start(j, JobFootprint{2, 0});
    EXPECT_EQ(p.usage(f.cred(K::User, "eve"), L::Nodes), 2);
}

TEST(ActiveLimits, MaxMemCountsDedicatedMemory) {
    Fixture f;
    f.add(K::User, "DEFAULT", max(L::Memory, 2048));
    ThrottlePolicy p = f.policy();
    p.begin(std::vector<ActiveJob>{f.running({.user = "eve", .memory_mb = 1024})}, kNow);
    EXPECT_EQ(f.text(p.check(f.job({.user = "eve", .memory_mb = 1024}), ThrottleLevel::Hard)), "passes");
    EXPECT_EQ(f.text(p.check(f.job({.user = "eve", .procs = 5, .memory_mb = 1025}), ThrottleLevel::Hard)),
              "user eve: MAXMEM 2048 (hard) reached: 1024 MB active, job needs 1025 MB");
    // A placement that dedicates more memory than requested (whole nodes) counts what it holds.
    const Job& small = f.job({.user = "eve", .memory_mb = 512});
    EXPECT_NE(p.check(small, JobFootprint{1, 4096}, ThrottleLevel::Hard), std::nullopt);
    p.on_start(small, JobFootprint{1, 512});
    EXPECT_EQ(p.usage(f.cred(K::User, "eve"), L::Memory), 1536);
}

TEST(ActiveLimits, MaxProcAndMaxPeCountProcessorsAndEquivalents) {
    Fixture f;
    f.capacity = Resources::of_procs(100);
    f.capacity.memory_mb = 100'000;
    f.add(K::Account, "DEFAULT", max(L::Procs, 20)).add(K::Account, "DEFAULT", max(L::PE, 60));
    ThrottlePolicy p = f.policy();
    // 1 proc holding half the memory is 50 processor equivalents.
    p.begin(std::vector<ActiveJob>{f.running({.user = "a", .account = "physics", .memory_mb = 50'000})},
            kNow);
    EXPECT_EQ(p.usage(f.cred(K::Account, "physics"), L::PE), 50);
    EXPECT_EQ(p.usage(f.cred(K::Account, "physics"), L::Procs), 1);
    EXPECT_EQ(f.text(p.check(f.job({.user = "b", .account = "physics", .procs = 10}), ThrottleLevel::Hard)),
              "passes");
    EXPECT_EQ(f.text(p.check(f.job({.user = "b", .account = "physics", .procs = 11}), ThrottleLevel::Hard)),
              "account physics: MAXPE 60 (hard) reached: 50 PE active, job needs 11 PE");
    EXPECT_EQ(f.text(p.check(f.job({.user = "b", .account = "chem", .procs = 21}), ThrottleLevel::Hard)),
              "account chem: MAXPROC 20 (hard) reached: 0 procs active, job needs 21 procs");
}

TEST(ActiveLimits, SystemLimitsBoundEveryJobTogether) {
    Fixture f;
    f.system(max(L::Jobs, 3));
    ThrottlePolicy p = f.policy();
    p.begin(std::vector<ActiveJob>{f.running({.user = "a"}), f.running({.user = "b"})}, kNow);
    EXPECT_EQ(f.text(p.check(f.job({.user = "c"}), ThrottleLevel::Hard)), "passes");
    p.on_start(f.job({.user = "c"}), JobFootprint{1, 0});
    EXPECT_EQ(f.text(p.check(f.job({.user = "d"}), ThrottleLevel::Hard)),
              "system: MAXJOB 3 (hard) reached: 3 active, job needs 1");
}

// Guide 6.2.4: USERCFG[steve] MAXJOB=2,4 MAXNODE=15,30 / GROUPCFG[staff] MAXJOB=2,5 /
// CLASSCFG[batch] MAXNODE=12,32 / QOSCFG[hiprio] MAXJOB=3,5 MAXNODE=32,64.
Fixture soft_hard_example() {
    Fixture f;
    f.add(K::User, "steve", max(L::Jobs, 2, 4)).add(K::User, "steve", max(L::Nodes, 15, 30));
    f.add(K::Group, "staff", max(L::Jobs, 2, 5));
    f.add(K::Class, "batch", max(L::Nodes, 12, 32));
    f.add(K::Qos, "hiprio", max(L::Jobs, 3, 5)).add(K::Qos, "hiprio", max(L::Nodes, 32, 64));
    return f;
}

TEST(SoftHardLimits, SoftPassThenHardPassStartsUpToEachLevel) {
    Fixture f = soft_hard_example();
    ThrottlePolicy p = f.policy();
    EXPECT_TRUE(p.has_soft_limits());
    p.begin({}, kNow);
    const JobSpec s{.user = "steve", .cls = "other"};
    const auto [soft, soft_reason] = start_until_blocked(f, p, s, ThrottleLevel::Soft);
    EXPECT_EQ(soft, 2);
    EXPECT_EQ(f.text(soft_reason), "user steve: MAXJOB 2 (soft) reached: 2 active, job needs 1");
    const auto [hard, hard_reason] = start_until_blocked(f, p, s, ThrottleLevel::Hard);
    EXPECT_EQ(hard, 2);
    EXPECT_EQ(f.text(hard_reason), "user steve: MAXJOB 4 (hard) reached: 4 active, job needs 1");
}

TEST(SoftHardLimits, EachCredentialOfTheGuidesExampleAtBothLevels) {
    struct Row {
        JobSpec running;  // already running
        JobSpec candidate;
        const char* soft;
        const char* hard;
    };
    const std::vector<Row> rows{
        {{.user = "steve", .cls = "other", .procs = 14, .nodes = 14},
         {.user = "steve", .cls = "other", .procs = 2, .nodes = 2},
         "user steve: MAXNODE 15 (soft) reached: 14 nodes active, job needs 2 nodes",
         "passes"},
        {{.user = "steve", .cls = "other", .procs = 14, .nodes = 14},
         {.user = "steve", .cls = "other", .procs = 17, .nodes = 17},
         "user steve: MAXNODE 15 (soft) reached: 14 nodes active, job needs 17 nodes",
         "user steve: MAXNODE 30 (hard) reached: 14 nodes active, job needs 17 nodes"},
        {{.user = "amy", .group = "staff", .cls = "other"},
         {.user = "bob", .group = "staff", .cls = "other"},
         "passes",
         "passes"},
        {{.user = "amy", .cls = "other"},
         {.user = "bob", .cls = "batch", .procs = 13, .nodes = 13},
         "class batch: MAXNODE 12 (soft) reached: 0 nodes active, job needs 13 nodes",
         "passes"},
        {{.user = "amy", .qos = "hiprio", .cls = "other", .procs = 30, .nodes = 30},
         {.user = "bob", .qos = "hiprio", .cls = "other", .procs = 3, .nodes = 3},
         "QOS hiprio: MAXNODE 32 (soft) reached: 30 nodes active, job needs 3 nodes",
         "passes"},
    };
    for (const Row& row : rows) {
        Fixture f = soft_hard_example();
        ThrottlePolicy p = f.policy();
        p.begin(std::vector<ActiveJob>{f.running(row.running)}, kNow);
        const Job& j = f.job(row.candidate);
        EXPECT_EQ(f.text(p.check(j, ThrottleLevel::Soft)), row.soft);
        EXPECT_EQ(f.text(p.check(j, ThrottleLevel::Hard)), row.hard);
    }
}

TEST(SoftHardLimits, GroupSoftTwoHardFive) {
    Fixture f = soft_hard_example();
    ThrottlePolicy p = f.policy();
    p.begin(std::vector<ActiveJob>{f.running({.user = "amy", .group = "staff", .cls = "other"}),
                                   f.running({.user = "bob", .group = "staff", .cls = "other"})},
            kNow);
    const Job& j = f.job({.user = "cid", .group = "staff", .cls = "other"});
    EXPECT_EQ(f.text(p.check(j, ThrottleLevel::Soft)),
              "group staff: MAXJOB 2 (soft) reached: 2 active, job needs 1");
    EXPECT_EQ(f.text(p.check(j, ThrottleLevel::Hard)), "passes");
}

TEST(SoftHardLimits, WithoutSoftValuesTheHardPassAddsNothing) {
    Fixture f;
    f.add(K::User, "DEFAULT", max(L::Jobs, 4));
    EXPECT_FALSE(f.policy().has_soft_limits());
}

TEST(ActiveLimits, ExplainListsEveryLimitPassed) {
    Fixture f = steve_example();
    ThrottlePolicy p = f.policy();
    p.begin(std::vector<ActiveJob>{f.running({.user = "steve", .cls = "other"}),
                                   f.running({.user = "steve", .cls = "other"})},
            kNow);
    JobSpec s = steve_job(33);
    s.qos = "normal";
    const auto reasons = p.explain(f.job(s), ThrottleLevel::Hard);
    ASSERT_EQ(reasons.size(), 3U);
    EXPECT_EQ(throttle_reason_text(reasons[0], f.names),
              "user steve: MAXJOB 2 (hard) reached: 2 active, job needs 1");
    EXPECT_EQ(throttle_reason_text(reasons[1], f.names),
              "user steve: MAXNODE 30 (hard) reached: 2 nodes active, job needs 33 nodes");
    EXPECT_EQ(throttle_reason_text(reasons[2], f.names),
              "class batch: MAXNODE 32 (hard) reached: 0 nodes active, job needs 33 nodes");
}

}  // namespace
}  // namespace outrigger
