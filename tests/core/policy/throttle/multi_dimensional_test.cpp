// Multi-dimensional limits (guide 6.2.1): a credential's limit over each (or one) credential of
// another type within it. Every form is enforced, MAXMEM included.

#include <gtest/gtest.h>

#include "throttle_fixture.hpp"

namespace outrigger {
namespace {

using namespace throttle_test;
using K = CredKind;
using L = LimitKind;

const Time kNow = Time::from_seconds(0);

// CLASSCFG[fast] MAXJOB[GROUP]=2 MAXPROC[USER:steve]=3
Fixture class_fast() {
    Fixture f;
    f.add(K::Class, "fast", per(max(L::Jobs, 2), K::Group));
    f.add(K::Class, "fast", per(max(L::Procs, 3), K::User, "steve"));
    return f;
}

TEST(MultiDimensional, EachGroupWithinClassFastRunsTwoJobs) {
    Fixture f = class_fast();
    ThrottlePolicy p = f.policy();
    p.begin(std::vector<ActiveJob>{f.running({.user = "amy", .group = "staff", .cls = "fast"}),
                                   f.running({.user = "bob", .group = "staff", .cls = "fast"})},
            kNow);
    EXPECT_EQ(f.text(p.check(f.job({.user = "cid", .group = "staff", .cls = "fast"}), ThrottleLevel::Hard)),
              "group staff within class fast: MAXJOB 2 (hard) reached: 2 active, job needs 1");
    // The same group in another class, and another group in fast, are not bounded by it.
    EXPECT_EQ(f.text(p.check(f.job({.user = "cid", .group = "staff", .cls = "batch"}), ThrottleLevel::Hard)),
              "passes");
    EXPECT_EQ(f.text(p.check(f.job({.user = "cid", .group = "physics", .cls = "fast"}), ThrottleLevel::Hard)),
              "passes");
    EXPECT_EQ(p.usage_within(f.cred(K::Class, "fast"), f.cred(K::Group, "staff"), L::Jobs), 2);
}

TEST(MultiDimensional, SteveUsesThreeProcsWithinClassFast) {
    Fixture f = class_fast();
    ThrottlePolicy p = f.policy();
    p.begin(std::vector<ActiveJob>{f.running({.user = "steve", .group = "g1", .cls = "fast", .procs = 2}),
                                   f.running({.user = "steve", .group = "g2", .cls = "batch", .procs = 50}),
                                   f.running({.user = "bob", .group = "g3", .cls = "fast", .procs = 50})},
            kNow);
    EXPECT_EQ(f.text(p.check(f.job({.user = "steve", .group = "g4", .cls = "fast", .procs = 1}),
                             ThrottleLevel::Hard)),
              "passes");
    EXPECT_EQ(f.text(p.check(f.job({.user = "steve", .group = "g4", .cls = "fast", .procs = 2}),
                             ThrottleLevel::Hard)),
              "user steve within class fast: MAXPROC 3 (hard) reached: 2 procs active, job needs 2 procs");
    EXPECT_EQ(f.text(p.check(f.job({.user = "bob", .group = "g4", .cls = "fast", .procs = 20}),
                             ThrottleLevel::Hard)),
              "passes");
}

// The guide's second example: CLASSCFG[batch] MAXJOB=3 MAXNODE[USER]=8 MAXPROC[USER:steve]=3
// MAXPROC[USER:bob]=4.
TEST(MultiDimensional, GuidesClassBatchExample) {
    Fixture f;
    f.add(K::Class, "batch", max(L::Jobs, 3));
    f.add(K::Class, "batch", per(max(L::Nodes, 8), K::User));
    f.add(K::Class, "batch", per(max(L::Procs, 3), K::User, "steve"));
    f.add(K::Class, "batch", per(max(L::Procs, 4), K::User, "bob"));
    ThrottlePolicy p = f.policy();
    p.begin(std::vector<ActiveJob>{f.running({.user = "amy", .cls = "batch", .procs = 6, .nodes = 6})}, kNow);
    struct Row {
        JobSpec job;
        const char* expect;
    };
    const std::vector<Row> rows{
        {{.user = "amy", .cls = "batch", .procs = 2, .nodes = 2}, "passes"},
        {{.user = "amy", .cls = "batch", .procs = 3, .nodes = 3},
         "user amy within class batch: MAXNODE 8 (hard) reached: 6 nodes active, job needs 3 nodes"},
        {{.user = "steve", .cls = "batch", .procs = 3, .nodes = 1}, "passes"},
        {{.user = "steve", .cls = "batch", .procs = 4, .nodes = 1},
         "user steve within class batch: MAXPROC 3 (hard) reached: 0 procs active, job needs 4 procs"},
        {{.user = "bob", .cls = "batch", .procs = 4, .nodes = 1}, "passes"},
        {{.user = "bob", .cls = "batch", .procs = 5, .nodes = 1},
         "user bob within class batch: MAXPROC 4 (hard) reached: 0 procs active, job needs 5 procs"},
    };
    for (const Row& r : rows) EXPECT_EQ(f.text(p.check(f.job(r.job), ThrottleLevel::Hard)), r.expect);
    // Class batch's own MAXJOB=3 still counts every user.
    p.on_start(f.job({.user = "bob", .cls = "batch"}), JobFootprint{1, 0});
    p.on_start(f.job({.user = "cid", .cls = "batch"}), JobFootprint{1, 0});
    EXPECT_EQ(f.text(p.check(f.job({.user = "dan", .cls = "batch"}), ThrottleLevel::Hard)),
              "class batch: MAXJOB 3 (hard) reached: 3 active, job needs 1");
}

TEST(MultiDimensional, ANamedLimitReplacesTheGenericOneForThatCredential) {
    Fixture f;
    f.add(K::Class, "fast", per(max(L::Procs, 2), K::User));
    f.add(K::Class, "fast", per(max(L::Procs, 5), K::User, "steve"));
    ThrottlePolicy p = f.policy();
    p.begin({}, kNow);
    EXPECT_EQ(f.text(p.check(f.job({.user = "steve", .cls = "fast", .procs = 5}), ThrottleLevel::Hard)),
              "passes");
    EXPECT_EQ(f.text(p.check(f.job({.user = "amy", .cls = "fast", .procs = 3}), ThrottleLevel::Hard)),
              "user amy within class fast: MAXPROC 2 (hard) reached: 0 procs active, job needs 3 procs");
}

TEST(MultiDimensional, DefaultCarriesMultiDimensionalLimitsToEveryClass) {
    Fixture f;
    f.add(K::Class, "DEFAULT", per(max(L::Jobs, 1), K::User));
    f.add(K::Class, "wide", per(max(L::Jobs, 3), K::User));
    ThrottlePolicy p = f.policy();
    p.begin(
        std::vector<ActiveJob>{f.running({.user = "u", .cls = "a"}), f.running({.user = "u", .cls = "wide"})},
        kNow);
    EXPECT_EQ(f.text(p.check(f.job({.user = "u", .cls = "a"}), ThrottleLevel::Hard)),
              "user u within class a: MAXJOB 1 (hard) reached: 1 active, job needs 1");
    EXPECT_EQ(f.text(p.check(f.job({.user = "u", .cls = "b"}), ThrottleLevel::Hard)), "passes");
    EXPECT_EQ(f.text(p.check(f.job({.user = "u", .cls = "wide"}), ThrottleLevel::Hard)), "passes");
}

TEST(MultiDimensional, MaxMemWithinAnAccountPerGroup) {
    Fixture f;
    f.add(K::Account, "physics", per(max(L::Memory, 4096), K::Group));
    ThrottlePolicy p = f.policy();
    p.begin(std::vector<ActiveJob>{f.running(
                {.user = "a", .group = "g", .account = "physics", .memory_mb = 3072})},
            kNow);
    EXPECT_EQ(f.text(p.check(f.job({.user = "b", .group = "g", .account = "physics", .memory_mb = 1024}),
                             ThrottleLevel::Hard)),
              "passes");
    EXPECT_EQ(
        f.text(
            p.check(f.job({.user = "b", .group = "g", .account = "physics", .procs = 2, .memory_mb = 1026}),
                    ThrottleLevel::Hard)),
        "group g within account physics: MAXMEM 4096 (hard) reached: 3072 MB active, job needs 1026 MB");
}

TEST(MultiDimensional, QosOverrideReplacesMultiDimensionalLimitsOfThatKind) {
    Fixture f = class_fast();
    f.add(K::Qos, "hiprio", override_(max(L::Jobs, 10)));
    ThrottlePolicy p = f.policy();
    p.begin(std::vector<ActiveJob>{f.running({.user = "amy", .group = "staff", .cls = "fast"}),
                                   f.running({.user = "bob", .group = "staff", .cls = "fast"})},
            kNow);
    EXPECT_EQ(f.text(p.check(f.job({.user = "cid", .group = "staff", .qos = "hiprio", .cls = "fast"}),
                             ThrottleLevel::Hard)),
              "passes");
}

TEST(MultiDimensional, SystemWidePerCredentialLimits) {
    Fixture f;
    f.system(per(max(L::Jobs, 2), K::User));
    ThrottlePolicy p = f.policy();
    p.begin(
        std::vector<ActiveJob>{f.running({.user = "u"}), f.running({.user = "u"}), f.running({.user = "v"})},
        kNow);
    EXPECT_EQ(f.text(p.check(f.job({.user = "u"}), ThrottleLevel::Hard)),
              "system, user u: MAXJOB 2 (hard) reached: 2 active, job needs 1");
    EXPECT_EQ(f.text(p.check(f.job({.user = "v"}), ThrottleLevel::Hard)), "passes");
}

TEST(MultiDimensional, SoftAndHardValuesApplyAsForPlainLimits) {
    Fixture f;
    f.add(K::Qos, "normal", per(max(L::Procs, 4, 8), K::Group));
    ThrottlePolicy p = f.policy();
    EXPECT_TRUE(p.has_soft_limits());
    p.begin(std::vector<ActiveJob>{f.running({.user = "a", .group = "g", .qos = "normal", .procs = 4})},
            kNow);
    const Job& j = f.job({.user = "b", .group = "g", .qos = "normal", .procs = 4});
    EXPECT_EQ(f.text(p.check(j, ThrottleLevel::Soft)),
              "group g within QOS normal: MAXPROC 4 (soft) reached: 4 procs active, job needs 4 procs");
    EXPECT_EQ(f.text(p.check(j, ThrottleLevel::Hard)), "passes");
}

}  // namespace
}  // namespace outrigger
