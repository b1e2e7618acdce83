// Compiling the throttling settings: names resolved once, DEFAULT folded per slot, soft clamped,
// and every spec that cannot be honoured reported by name while its valid siblings stay.

#include "policy/throttle/limit_table.hpp"

#include <gtest/gtest.h>

#include "throttle_fixture.hpp"

namespace outrigger {
namespace {

using namespace throttle_test;
using K = CredKind;
using L = LimitKind;

TEST(LimitTable, SpellsLimitsAsMauiCfgWritesThem) {
    EXPECT_EQ(limit_name(L::Jobs, false), "MAXJOB");
    EXPECT_EQ(limit_name(L::Jobs, true), "MAXIJOB");
    EXPECT_EQ(limit_name(L::Nodes, true, true), "OMAXINODE");
    EXPECT_EQ(limit_name(L::ProcSeconds, false, true), "OMAXPS");
    EXPECT_EQ(limit_spelling(max(L::Nodes, 15, 30)), "MAXNODE=15,30");
    EXPECT_EQ(limit_spelling(per(max(L::Jobs, 2), K::Group)), "MAXJOB[GROUP]=2");
    EXPECT_EQ(limit_spelling(per(max(L::Procs, 3), K::User, "steve")), "MAXPROC[USER:steve]=3");
    EXPECT_EQ(limit_spelling(idle(max(L::Memory, 64))), "MAXIMEM=64");
}

TEST(LimitTable, ResolvesConfiguredNamesAndFallsBackToDefault) {
    Fixture f;
    f.add(K::User, "DEFAULT", max(L::Jobs, 4)).add(K::User, "DEFAULT", max(L::Nodes, 10));
    f.add(K::User, "john", max(L::Jobs, 8));
    const auto compiled = LimitTable::compile(f.settings, f.names);
    EXPECT_TRUE(compiled.diagnostics.empty());
    const auto john = f.names.find(K::User, "john");
    ASSERT_TRUE(john.has_value());  // interned by compile
    const CredLimits& j = compiled.table.of(K::User, *john);
    EXPECT_EQ(j.active[static_cast<std::size_t>(L::Jobs)], (LimitValue{8, 8}));
    EXPECT_EQ(j.active[static_cast<std::size_t>(L::Nodes)], (LimitValue{10, 10}));
    const CredLimits& other = compiled.table.of(K::User, CredId(12345));  // never interned
    EXPECT_EQ(other.active[static_cast<std::size_t>(L::Jobs)], (LimitValue{4, 4}));
    EXPECT_FALSE(compiled.table.of(K::Group, CredId(0)).active[0].has_value());
}

TEST(LimitTable, SoftLooserThanHardBecomesHard) {
    Fixture f;
    f.add(K::User, "steve", max(L::Jobs, 6, 4));
    const auto compiled = LimitTable::compile(f.settings, f.names);
    ASSERT_EQ(compiled.diagnostics.size(), 1U);
    EXPECT_EQ(compiled.diagnostics[0].file, "USERCFG[steve] MAXJOB=6,4");
    EXPECT_EQ(compiled.diagnostics[0].message, "soft limit looser than hard; taken as the hard limit");
    EXPECT_EQ(compiled.table.of(K::User, *f.names.find(K::User, "steve")).active[0], (LimitValue{4, 4}));
    EXPECT_FALSE(compiled.table.has_soft_limits());
}

TEST(LimitTable, TheLastOccurrenceOfALimitWins) {
    Fixture f;
    f.add(K::Group, "g", max(L::Jobs, 2)).add(K::Group, "g", max(L::Jobs, 3));
    f.add(K::Class, "c", per(max(L::Jobs, 2), K::User)).add(K::Class, "c", per(max(L::Jobs, 5), K::User));
    const auto compiled = LimitTable::compile(f.settings, f.names);
    EXPECT_EQ(compiled.table.of(K::Group, *f.names.find(K::Group, "g")).active[0], (LimitValue{3, 3}));
    const auto& cross = compiled.table.of(K::Class, *f.names.find(K::Class, "c")).cross;
    ASSERT_EQ(cross.size(), 1U);
    EXPECT_EQ(cross[0].value, (LimitValue{5, 5}));
}

TEST(LimitTable, ReportsWhatItCannotHonourAndKeepsTheRest) {
    Fixture f;
    f.add(K::User, "steve", override_(max(L::Nodes, 64)));              // override outside QOSCFG
    f.add(K::User, "steve", max(L::Jobs, 2));                           // valid sibling
    f.add(K::Group, "staff", max(L::Jobs, -1));                         // negative
    f.add(K::Class, "fast", per(max(L::Jobs, 2), K::Class));            // a class within a class
    f.add(K::Qos, "hiprio", override_(per(max(L::Jobs, 2), K::User)));  // multi-dimensional override
    f.system(override_(max(L::Jobs, 9)));                               // override on SYSTEMCFG
    LimitSpec nameless = max(L::Jobs, 1);
    nameless.per_name = "bob";
    f.add(K::Account, "a", nameless);  // a name without its type
    const auto compiled = LimitTable::compile(f.settings, f.names);
    std::vector<std::string> got;
    for (const auto& d : compiled.diagnostics) got.push_back(d.file + ": " + d.message);
    // System first, then user, group, account, QOS, class.
    EXPECT_EQ(got,
              (std::vector<std::string>{
                  "SYSTEMCFG OMAXJOB=9: override limits (OMAX*) belong to QOSCFG only; ignored",
                  "USERCFG[steve] OMAXNODE=64: override limits (OMAX*) belong to QOSCFG only; ignored",
                  "GROUPCFG[staff] MAXJOB=-1: a limit cannot be negative; ignored",
                  "ACCOUNTCFG[a] MAXJOB[:bob]=1: a credential name needs its type (USER:name); ignored",
                  "QOSCFG[hiprio] OMAXJOB[USER]=2: an override limit cannot be multi-dimensional; ignored",
                  "CLASSCFG[fast] MAXJOB[CLASS]=2: a multi-dimensional limit must name another credential "
                  "type; ignored",
              }));
    const CredLimits& steve = compiled.table.of(K::User, *f.names.find(K::User, "steve"));
    EXPECT_EQ(steve.active[static_cast<std::size_t>(L::Jobs)], (LimitValue{2, 2}));
    EXPECT_FALSE(steve.override_active[static_cast<std::size_t>(L::Nodes)].has_value());
}

TEST(LimitTable, TracksOnlyThePairsAMultiDimensionalLimitNames) {
    Fixture f;
    f.add(K::Class, "fast", per(max(L::Jobs, 2), K::Group));
    const auto compiled = LimitTable::compile(f.settings, f.names);
    EXPECT_TRUE(compiled.table.tracks_pair(K::Class, K::Group));
    EXPECT_FALSE(compiled.table.tracks_pair(K::Group, K::Class));
    EXPECT_FALSE(compiled.table.tracks_pair(K::Class, K::User));
}

}  // namespace
}  // namespace outrigger
