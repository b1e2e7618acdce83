#include "config/catalogue.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "config/settings.hpp"

namespace outrigger {
namespace {

TEST(Catalogue, EveryPriorityWeightAndCapFromTheSettingsTablesIsKnown) {
    for (std::size_t s = 0; s < kPrioritySubs; ++s) {
        const auto& info = priority_sub_info(static_cast<PrioritySub>(s));
        for (const char* name : {info.weight_param, info.cap_param}) {
            const ParameterInfo* p = find_parameter(name);
            ASSERT_NE(p, nullptr) << name;
            EXPECT_EQ(p->area, ConfigArea::Priority);
            EXPECT_EQ(p->kind, ValueKind::Number);
        }
    }
    for (std::size_t c = 0; c < kPriorityComponents; ++c)
        EXPECT_NE(find_parameter(priority_component_info(static_cast<PriorityComponent>(c)).weight_param),
                  nullptr);
}

TEST(Catalogue, NamesAreUniqueAndDescribed) {
    std::set<std::string_view> seen;
    for (const auto& p : all_parameters()) {
        EXPECT_TRUE(seen.insert(p.name).second) << p.name;
        EXPECT_FALSE(p.description.empty()) << p.name;
        EXPECT_EQ(p.kind == ValueKind::Attributes, p.cfg_kind.has_value()) << p.name;
        if (p.kind == ValueKind::Enum) {
            EXPECT_FALSE(p.choices.empty()) << p.name;
        }
    }
    for (const CfgKind k : {CfgKind::User, CfgKind::Group, CfgKind::Account, CfgKind::Qos, CfgKind::Class,
                            CfgKind::System, CfgKind::Standing, CfgKind::Node}) {
        std::set<std::string_view> attrs;
        EXPECT_FALSE(attributes_of(k).empty());
        for (const auto& a : attributes_of(k)) {
            EXPECT_TRUE(attrs.insert(a.name).second) << cfg_kind_parameter(k) << " " << a.name;
            EXPECT_FALSE(a.description.empty()) << a.name;
        }
    }
}

TEST(Catalogue, AliasesResolveToTheirCanonicalEntry) {
    EXPECT_EQ(find_parameter("SERVWEIGHT")->name, "SERVICEWEIGHT");
    EXPECT_EQ(find_parameter("TARGWEIGHT")->name, "TARGETWEIGHT");
    EXPECT_EQ(find_parameter("SCHEDULINGCRITERIA")->name, "BACKFILLMETRIC");
    EXPECT_EQ(find_parameter("acctcfg")->name, "ACCOUNTCFG");
    EXPECT_EQ(parameter_alias_target("SERVWEIGHT"), "SERVICEWEIGHT");
    EXPECT_FALSE(parameter_alias_target("FSWEIGHT"));
}

TEST(Catalogue, EveryReservationChapterAttributeIsKnown) {
    for (const char* a : {"ACCESS",      "ACCOUNTLIST",  "CHARGEACCOUNT", "CLASSLIST", "DAYS",
                          "DEPTH",       "ENDTIME",      "FLAGS",         "GROUPLIST", "HOSTLIST",
                          "JOBATTRLIST", "NODEFEATURES", "OWNER",         "PARTITION", "PERIOD",
                          "PRIORITY",    "QOSLIST",      "RESOURCES",     "STARTTIME", "TASKCOUNT",
                          "TIMELIMIT",   "TIMELOGIC",    "TPN",           "TRIGGER",   "USERLIST"})
        EXPECT_NE(find_attribute(CfgKind::Standing, a), nullptr) << a;
    EXPECT_EQ(find_attribute(CfgKind::Standing, "TRIGGER")->usage, Usage::Behaviourless);
    EXPECT_EQ(find_attribute(CfgKind::Standing, "ACCCOUNTLIST")->name, "ACCOUNTLIST");
    EXPECT_EQ(documented_misspelling("ACCCOUNTLIST"), "ACCOUNTLIST");
}

TEST(Catalogue, EveryLimitFormIsKnownWhereTheGuideAllowsIt) {
    for (const char* a :
         {"MAXJOB", "MAXNODE", "MAXPROC", "MAXPS", "MAXPE", "MAXWC", "MAXMEM", "MAXIJOB", "MAXINODE",
          "MAXIPROC", "MAXIPS", "MAXIPE", "MAXIWC", "MAXIMEM", "MAXPROCPERJOB", "MAXJOBPERUSER"})
        EXPECT_NE(find_attribute(CfgKind::Class, a), nullptr) << a;
    for (const char* a :
         {"OMAXJOB", "OMAXNODE", "OMAXIPROC", "QTWEIGHT", "XFWEIGHT", "QTTARGET", "XFTARGET"}) {
        EXPECT_NE(find_attribute(CfgKind::Qos, a), nullptr) << a;
        EXPECT_EQ(find_attribute(CfgKind::User, a), nullptr) << a;
    }
    EXPECT_TRUE(find_attribute(CfgKind::Class, "MAXJOB")->indexed);
}

struct Typo {
    const char* written;
    const char* meant;
};
class NearestKnownName : public ::testing::TestWithParam<Typo> {};
TEST_P(NearestKnownName, SuggestsTheIntendedParameter) {
    EXPECT_EQ(nearest_known_name(GetParam().written), GetParam().meant);
}
INSTANTIATE_TEST_SUITE_P(Typos, NearestKnownName,
                         ::testing::Values(Typo{"FSDECAI", "FSDECAY"},
                                           Typo{"BACKFILPOLICY", "BACKFILLPOLICY"},
                                           Typo{"RESERVATIONDEPHT", "RESERVATIONDEPTH"},
                                           Typo{"QUEUETIMEWIEGHT", "QUEUETIMEWEIGHT"},
                                           Typo{"SRCGF", "SRCFG"}));

TEST(NearestKnownName, StaysSilentForUnrelatedWords) {
    EXPECT_FALSE(nearest_known_name("COMPLETELYDIFFERENT"));
    EXPECT_FALSE(nearest_known_name("X"));
    EXPECT_EQ(nearest_attribute_name(CfgKind::Standing, "HOSTLSIT"), "HOSTLIST");
}

TEST(EditDistance, CountsTranspositionsAsOneEdit) {
    EXPECT_EQ(edit_distance("FSDECAY", "FSDECAY"), 0U);
    EXPECT_EQ(edit_distance("FSDECAI", "FSDECAY"), 1U);
    EXPECT_EQ(edit_distance("ab", "ba"), 1U);
    EXPECT_EQ(edit_distance("", "abc"), 3U);
}

}  // namespace
}  // namespace outrigger
