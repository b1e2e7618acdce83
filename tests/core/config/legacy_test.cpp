// The Maui 3.0 forms read as their modern equivalents: each family builds what the modern lines
// build, and bad values are diagnosed at their file, line and column.

#include "config/legacy.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <string>

#include "config/legacy_forms.hpp"
#include "config/modernize.hpp"
#include "config/typed_config.hpp"
#include "config_test_support.hpp"

namespace outrigger {
namespace {

using Severity = Diagnostic::Severity;
using test::find_diagnostics;

TypedConfig typed(const std::string& text) {
    return build_config(ConfigDocument::parse(text, "maui.cfg"));
}

void expect_same_reservation(const StandingReservationConfig& a, const StandingReservationConfig& b) {
    EXPECT_EQ(a.name, b.name);
    EXPECT_EQ(a.access, b.access);
    EXPECT_EQ(a.acl, b.acl);
    EXPECT_EQ(a.charge_account, b.charge_account);
    EXPECT_EQ(a.days, b.days);
    EXPECT_EQ(a.depth, b.depth);
    EXPECT_EQ(a.start_time, b.start_time);
    EXPECT_EQ(a.end_time, b.end_time);
    EXPECT_EQ(a.flags, b.flags);
    EXPECT_EQ(a.host_list, b.host_list);
    EXPECT_EQ(a.node_features, b.node_features);
    EXPECT_EQ(a.partition, b.partition);
    EXPECT_EQ(a.period, b.period);
    EXPECT_EQ(a.priority, b.priority);
    EXPECT_EQ(a.task.procs, b.task.procs);
    EXPECT_EQ(a.task.memory_mb, b.task.memory_mb);
    EXPECT_EQ(a.task_count, b.task_count);
    EXPECT_EQ(a.tpn, b.tpn);
}

// The guide's "16 processors during prime time for jobs requiring less than 2 hours", as a Maui
// 3.0 site wrote it, and the same reservation in SRCFG lines.
constexpr const char* kPrimeTimeLegacy =
    "SRNAME[1]       primetime  # interactive work\n"
    "SRSTARTTIME[1]  08:00:00\n"
    "SRENDTIME[1]    17:00:00\n"
    "SRDAYS[1]       MON TUE WED THU FRI\n"
    "SRTASKCOUNT[1]  16\n"
    "SRRESOURCES[1]  PROCS=1 MEM=512\n"
    "SRMAXTIME[1]    02:00:00\n"
    "SRUSERLIST[1]   alice bob\n"
    "SRGROUPLIST[1]  staff\n"
    "SRHOSTLIST[1]   node01 node02\n"
    "SRFEATURES[1]   fast\n"
    "SRFLAGS[1]      BYNAME\n"
    "SRPERIOD[1]     DAY\n"
    "SRDEPTH[1]      3\n"
    "SRPRIORITY[1]   10\n"
    "SRACCESS[1]     SHARED\n"
    "SRTPN[1]        2\n"
    "SRCHARGEACCOUNT[1] lab\n"
    "SRPARTITION[1]  base\n"
    "SRQOSLIST[1]    high\n"
    "SRCLASSLIST[1]  batch\n"
    "SRACCOUNTLIST[1] chem\n";
constexpr const char* kPrimeTimeModern =
    "SRCFG[primetime] STARTTIME=08:00:00 ENDTIME=17:00:00 DAYS=MON,TUE,WED,THU,FRI TASKCOUNT=16\n"
    "SRCFG[primetime] RESOURCES=PROCS=1;MEM=512 MAXTIME=02:00:00 USERLIST=alice,bob GROUPLIST=staff\n"
    "SRCFG[primetime] HOSTLIST=node01,node02 NODEFEATURES=fast FLAGS=BYNAME PERIOD=DAY DEPTH=3\n"
    "SRCFG[primetime] PRIORITY=10 ACCESS=SHARED TPN=2 CHARGEACCOUNT=lab PARTITION=base QOSLIST=high\n"
    "SRCFG[primetime] CLASSLIST=batch ACCOUNTLIST=chem\n";

TEST(LegacyStandingReservations, TheSrFamilyBuildsTheSameReservationAsSrcfg) {
    const auto legacy = typed(kPrimeTimeLegacy);
    const auto modern = typed(kPrimeTimeModern);
    EXPECT_FALSE(legacy.has_errors());
    EXPECT_FALSE(modern.has_errors());
    ASSERT_EQ(legacy.config.standing_reservations.size(), 1U);
    ASSERT_EQ(modern.config.standing_reservations.size(), 1U);
    expect_same_reservation(legacy.config.standing_reservations[0], modern.config.standing_reservations[0]);
    const auto& sr = legacy.config.standing_reservations[0];
    EXPECT_EQ(sr.name, "primetime");
    EXPECT_EQ(sr.days, 0b0111110);
    EXPECT_EQ(sr.task_count, 16);
    // SRMAXTIME admits jobs of at most two hours: a required time limit.
    const auto limit = std::find_if(sr.acl.begin(), sr.acl.end(),
                                    [](const AclEntry& e) { return e.type == AclType::TimeLimit; });
    ASSERT_NE(limit, sr.acl.end());
    EXPECT_EQ(limit->time_limit, Duration::hours(2));
    EXPECT_TRUE(limit->required);
}

// A value every form's modern attribute accepts.
std::string sample_value(const LegacyForm& f) {
    if (f.role == LegacyRole::Policy) return "ON";
    if (f.role != LegacyRole::Attribute) return "3";
    const AttributeInfo* a = find_attribute(f.kind, f.attribute);
    if (!a->choices.empty()) return std::string(a->choices.front());
    switch (a->kind) {
        case ValueKind::Duration:
            return f.attribute.starts_with("W") ? "1:08:00:00" : "01:00:00";
        case ValueKind::Integer:
        case ValueKind::Number:
            return "3";
        case ValueKind::Resources:
            return "PROCS=2";
        default:
            return "alpha";
    }
}

TEST(LegacyForms, EveryFormIsReadAndRewrittenAsItsModernAttribute) {
    for (const LegacyForm& f : legacy_forms()) {
        const bool indexed = f.family != LegacyFamily::Throttling;
        const std::string value = sample_value(f);
        const std::string line = fmt::format("{}{} {}\n", f.name, indexed ? "[7]" : "", value);
        const auto legacy = typed(line);
        EXPECT_FALSE(legacy.has_errors()) << line;
        EXPECT_EQ(find_diagnostics(legacy.diagnostics, "is a Maui 3.0 form").size(), 1U) << line;
        const std::string rewritten = modernize(ConfigDocument::parse(line, "maui.cfg")).text;
        std::string expected;
        if (f.role == LegacyRole::Attribute)
            expected = fmt::format("{}[7] {}={}\n", cfg_kind_parameter(f.kind), f.attribute, value);
        else if (f.role == LegacyRole::HardCount || f.role == LegacyRole::SoftCount)
            expected = fmt::format("{}[DEFAULT] {}={}\n", cfg_kind_parameter(f.kind), f.attribute, value);
        EXPECT_EQ(rewritten, expected) << line;
        const auto modern = typed(rewritten);
        EXPECT_FALSE(modern.has_errors()) << rewritten;
        EXPECT_EQ(modern.config.standing_reservations.size(), legacy.config.standing_reservations.size())
            << line;
        for (std::size_t k = 0; k < kCredKinds; ++k)
            EXPECT_EQ(modern.config.credentials.by_kind[k].size(),
                      legacy.config.credentials.by_kind[k].size())
                << line;
    }
}

TEST(LegacyStandingReservations, EachLineGetsANoteThatModernizeRewritesIt) {
    const auto t = typed("SRSTARTTIME[1] 08:00:00\n");
    const auto notes = find_diagnostics(t.diagnostics, "is a Maui 3.0 form");
    ASSERT_EQ(notes.size(), 1U);
    EXPECT_EQ(notes[0].severity, Severity::Note);
}

TEST(LegacyStandingReservations, WithoutSrnameTheIndexNamesTheReservation) {
    const auto t = typed("SRSTARTTIME[night] 20:00:00\nSRHOSTLIST night1\n");
    ASSERT_EQ(t.config.standing_reservations.size(), 2U);
    EXPECT_EQ(t.config.standing_reservations[0].name, "night");
    EXPECT_EQ(t.config.standing_reservations[1].name, "0");  // no index: Maui 3.0's reservation 0
}

TEST(LegacyStandingReservations, LegacyAndModernLinesOfOneReservationMergeLaterWins) {
    const auto t =
        typed("SRCFG[pm] STARTTIME=09:00:00 ENDTIME=18:00:00\nSRNAME[2] pm\nSRSTARTTIME[2] 10:00:00\n");
    ASSERT_EQ(t.config.standing_reservations.size(), 1U);
    EXPECT_EQ(t.config.standing_reservations[0].start_time, Duration::hours(10));
    EXPECT_EQ(t.config.standing_reservations[0].end_time, Duration::hours(18));
}

TEST(LegacyStandingReservations, ABadValueIsReportedAtItsLineAndColumnUnderTheNameAsWritten) {
    const auto t = typed("SRNAME[1] pm\nSRSTARTTIME[1]  8h\nSRDAYS[1] MON FUNDAY\n");
    const auto bad_time = find_diagnostics(t.diagnostics, "for SRSTARTTIME[1], found '8h'");
    ASSERT_EQ(bad_time.size(), 1U);
    EXPECT_EQ(bad_time[0].severity, Severity::Error);
    EXPECT_EQ(bad_time[0].file, "maui.cfg");
    EXPECT_EQ(bad_time[0].line, 2);
    EXPECT_EQ(bad_time[0].column, 17);
    const auto bad_day = find_diagnostics(t.diagnostics, "unknown day 'FUNDAY'");
    ASSERT_EQ(bad_day.size(), 1U);
    EXPECT_EQ(bad_day[0].line, 3);
    EXPECT_EQ(bad_day[0].column, 15);  // the list's columns survive the blank-to-comma reading
}

TEST(LegacyThrottling, CountsAndSoftCountsAreTheDefaultCredentialsLimits) {
    const auto t = typed(
        "MAXJOBPERUSERPOLICY ON\nMAXJOBPERUSERCOUNT 4\nSMAXJOBPERUSERCOUNT 2\n"
        "MAXPROCPERGROUPCOUNT 64\nMAXJOBQUEUEDPERACCOUNTCOUNT 10\nSMAXPROCSECONDPERUSERCOUNT 3600\n"
        "MAXNODEPERUSERCOUNT 8\nMAXPEPERUSERCOUNT 16\n");
    EXPECT_FALSE(t.has_errors());
    const auto& creds = t.config.credentials;
    const auto limits_of = [&](CredKind k) { return creds.find_default(k)->limits; };
    const auto spec = [](LimitKind kind, bool idle, std::int64_t soft, std::int64_t hard) {
        LimitSpec s;
        s.kind = kind;
        s.idle = idle;
        s.value = LimitValue{soft, hard};
        return s;
    };
    const auto user = limits_of(CredKind::User);
    EXPECT_NE(std::find(user.begin(), user.end(), spec(LimitKind::Jobs, false, 2, 4)), user.end());
    EXPECT_NE(std::find(user.begin(), user.end(), spec(LimitKind::ProcSeconds, false, 3600, 3600)),
              user.end());
    EXPECT_NE(std::find(user.begin(), user.end(), spec(LimitKind::Nodes, false, 8, 8)), user.end());
    EXPECT_NE(std::find(user.begin(), user.end(), spec(LimitKind::PE, false, 16, 16)), user.end());
    EXPECT_EQ(limits_of(CredKind::Group), std::vector{spec(LimitKind::Procs, false, 64, 64)});
    EXPECT_EQ(limits_of(CredKind::Account), std::vector{spec(LimitKind::Jobs, true, 10, 10)});

    const auto modern = typed(
        "USERCFG[DEFAULT] MAXJOB=2,4 MAXPS=3600 MAXNODE=8 MAXPE=16\nGROUPCFG[DEFAULT] MAXPROC=64\n"
        "ACCOUNTCFG[DEFAULT] MAXIJOB=10\n");
    for (const CredKind k : {CredKind::User, CredKind::Group, CredKind::Account}) {
        auto a = limits_of(k);
        auto b = modern.config.credentials.find_default(k)->limits;
        const auto order = [](const LimitSpec& x, const LimitSpec& y) { return x.kind < y.kind; };
        std::sort(a.begin(), a.end(), order);
        std::sort(b.begin(), b.end(), order);
        EXPECT_EQ(a, b);
    }
}

TEST(LegacyThrottling, PolicyOffTurnsTheLimitOffWithANote) {
    const auto t = typed("MAXJOBPERUSERCOUNT 4\nMAXJOBPERUSERPOLICY OFF\n");
    EXPECT_EQ(t.config.credentials.find_default(CredKind::User), nullptr);
    const auto notes = find_diagnostics(t.diagnostics, "turns this limit off");
    ASSERT_EQ(notes.size(), 1U);
    EXPECT_EQ(notes[0].line, 2);
}

TEST(LegacyThrottling, AModernLineAfterTheCountWins) {
    const auto t = typed("MAXJOBPERUSERCOUNT 4\nUSERCFG[DEFAULT] MAXJOB=6\n");
    EXPECT_EQ(t.config.credentials.find_default(CredKind::User)->limits.at(0).value, (LimitValue{6, 6}));
    const auto u = typed("USERCFG[DEFAULT] MAXJOB=6\nMAXJOBPERUSERCOUNT 4\n");
    EXPECT_EQ(u.config.credentials.find_default(CredKind::User)->limits.at(0).value, (LimitValue{4, 4}));
}

TEST(LegacyThrottling, BadCountsAndPoliciesAreErrorsAtTheirValue) {
    const auto t = typed("MAXJOBPERUSERCOUNT  four\nMAXJOBPERGROUPPOLICY MAYBE\n");
    const auto count =
        find_diagnostics(t.diagnostics, "expected a whole number of at least 0 for MAXJOBPERUSERCOUNT");
    ASSERT_EQ(count.size(), 1U);
    EXPECT_EQ(count[0].line, 1);
    EXPECT_EQ(count[0].column, 21);
    const auto policy = find_diagnostics(t.diagnostics, "unknown value 'MAYBE' for MAXJOBPERGROUPPOLICY");
    ASSERT_EQ(policy.size(), 1U);
    EXPECT_EQ(policy[0].line, 2);
    EXPECT_EQ(policy[0].column, 22);
}

TEST(LegacyQos, TheQosFormsAreQoscfgAttributes) {
    const auto t = typed(
        "QOSNAME[1] high\nQOSPRIORITY[1] 100\nQOSQTWEIGHT[1] 5\nQOSXFWEIGHT[1] 2\nQOSTARGETQT[1] 00:30:00\n"
        "QOSTARGETXF[1] 1.5\nQOSFLAGS[1] IGNUSER NOBF\nQOSPRIORITY[low] -10\n");
    EXPECT_FALSE(t.has_errors());
    const CredentialConfig* high = t.config.credentials.find(CredKind::Qos, "high");
    ASSERT_NE(high, nullptr);
    EXPECT_EQ(high->priority, 100);
    EXPECT_EQ(high->qt_weight, 5);
    EXPECT_EQ(high->xf_weight, 2);
    EXPECT_EQ(high->qt_target, Duration::minutes(30));
    EXPECT_EQ(high->xf_target, 1.5);
    EXPECT_EQ(high->flags, (std::vector<std::string>{"IGNUSER", "NOBF"}));
    EXPECT_EQ(t.config.credentials.find(CredKind::Qos, "low")->priority, -10);
    EXPECT_EQ(find_diagnostics(t.diagnostics, "flag NOBF is accepted, no effect").size(), 1U);
}

TEST(LegacyQos, AQosFormWithoutAnIndexIsAnError) {
    const auto t = typed("\n  QOSPRIORITY 100\nQOSNAME high\n");
    const auto e = find_diagnostics(t.diagnostics, "expected an index: QOSPRIORITY[qos]");
    ASSERT_EQ(e.size(), 1U);
    EXPECT_EQ(e[0].severity, Severity::Error);
    EXPECT_EQ(e[0].file, "maui.cfg");
    EXPECT_EQ(e[0].line, 2);
    EXPECT_EQ(e[0].column, 3);
    const auto name = find_diagnostics(t.diagnostics, "expected an index: QOSNAME[index]");
    ASSERT_EQ(name.size(), 1U);
    EXPECT_EQ(name[0].line, 3);
}

TEST(LegacyValues, FspolicyPsdedicatedIsReadAsDedicatedpsWithTheNewName) {
    const auto t = typed("FSPOLICY PSDEDICATED%\n");
    EXPECT_FALSE(t.has_errors());
    EXPECT_EQ(t.config.fairshare.policy, FsPolicy::DedicatedPS);
    EXPECT_TRUE(t.config.fairshare.ratio);
    const auto w = find_diagnostics(t.diagnostics, "Maui 3.3 no longer accepts");
    ASSERT_EQ(w.size(), 1U);
    EXPECT_EQ(w[0].severity, Severity::Warning);
    EXPECT_EQ(w[0].suggestion, "DEDICATEDPS");
    EXPECT_EQ(w[0].column, 10);
    EXPECT_EQ(legacy_value_replacement("fspolicy", "psdedicated"), "DEDICATEDPS");
    EXPECT_FALSE(legacy_value_replacement("FSPOLICY", "DEDICATEDPS"));
}

TEST(LegacyAttributes, MauiFlagsOfCredentialsAreKnownAndPreemptionSaysNotYet) {
    const auto t = typed("CLASSCFG[batch] FLAGS=PREEMPTEE\nUSERCFG[bob] JOBFLAGS=RESTARTABLE\n");
    EXPECT_FALSE(t.has_errors());
    const auto w = find_diagnostics(t.diagnostics, "flag PREEMPTEE is accepted, no effect yet");
    ASSERT_EQ(w.size(), 1U);
    EXPECT_EQ(w[0].column, 23);
    EXPECT_EQ(t.config.credentials.find(CredKind::Class, "batch")->flags,
              std::vector<std::string>{"PREEMPTEE"});
    const auto bad = typed("CLASSCFG[batch] FLAGS=PREMPTEE\n");
    const auto e = find_diagnostics(bad.diagnostics, "unknown value 'PREMPTEE' for FLAGS");
    ASSERT_EQ(e.size(), 1U);
    EXPECT_EQ(e[0].suggestion, "PREEMPTEE");
}

TEST(LegacyAttributes, Maui33AttributesAreKnownWithANote) {
    const auto t = typed(
        "NODECFG[n1] ARCH=x86 CFGMEM=2048 FRAME=2\nCLASSCFG[batch] WCOVERRUN=00:05:00 MAX.WCLIMIT=1:00:00\n"
        "SRCFG[r] IDLETIME=1:00:00 HOSTLIST=n1\nQOSCFG[q] QFLAGS=IGNSYSTEM OMAXJPROC=4\nGROUPCFG[g] "
        "CLASSWEIGHT=2\n");
    EXPECT_FALSE(t.has_errors());
    EXPECT_TRUE(find_diagnostics(t.diagnostics, "unknown attribute").empty());
    EXPECT_EQ(find_diagnostics(t.diagnostics, "keeps without effect: in Maui it").size(), 6U);
    EXPECT_EQ(t.config.nodes.nodes.at("n1").memory_mb, 2048);
    EXPECT_EQ(t.config.nodes.nodes.at("n1").rack, "2");
    EXPECT_EQ(t.config.credentials.find(CredKind::Qos, "q")->flags, std::vector<std::string>{"IGNSYSTEM"});
}

TEST(LegacyValues, Maui33ValuesWithoutAnOutriggerBehaviourAreReadAsTheNearestWithAWarning) {
    for (const NearestValue& n : nearest_values()) {
        const std::string text = fmt::format("{}  {}\n", n.parameter, n.value);
        const auto t = typed(text);
        EXPECT_FALSE(t.has_errors()) << text;
        const auto w = find_diagnostics(t.diagnostics, "is a Maui 3.3 value Outrigger does not have");
        ASSERT_EQ(w.size(), 1U) << text;
        EXPECT_EQ(w[0].line, 1);
        EXPECT_EQ(w[0].column, static_cast<int>(n.parameter.size()) + 3);
        EXPECT_EQ(w[0].suggestion, n.read_as);
        // The same as writing the value it is read as.
        const auto as_read = typed(fmt::format("{} {}\n", n.parameter, n.read_as));
        EXPECT_EQ(t.config.scheduling.backfill, as_read.config.scheduling.backfill) << text;
        EXPECT_EQ(t.config.scheduling.metric, as_read.config.scheduling.metric) << text;
        EXPECT_EQ(t.config.scheduling.reservation_policy, as_read.config.scheduling.reservation_policy)
            << text;
        EXPECT_EQ(t.config.nodes.allocation, as_read.config.nodes.allocation) << text;
        EXPECT_EQ(t.config.service.mode, as_read.config.service.mode) << text;
    }
    EXPECT_EQ(nearest_value("backfillpolicy", "besttimefit")->read_as, "BESTFIT");
    EXPECT_EQ(nearest_value("BACKFILLPOLICY", "FIRSTFIT"), nullptr);
}

}  // namespace
}  // namespace outrigger
