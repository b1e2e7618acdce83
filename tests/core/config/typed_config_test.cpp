#include "config/typed_config.hpp"

#include <gtest/gtest.h>

#include "config/duration.hpp"
#include "config_test_support.hpp"

namespace outrigger {
namespace {

using test::find_diagnostics;
using Severity = Diagnostic::Severity;

TypedConfig build(std::string_view text) {
    return build_config(ConfigDocument::parse(text, "maui.cfg"));
}

// ------------------------------------------------------------------ scalar families, table-driven

struct ScalarCase {
    const char* line;
    std::function<bool(const Config&)> holds;
};

class ScalarFamily : public ::testing::TestWithParam<ScalarCase> {};

TEST_P(ScalarFamily, ParsesIntoTheTypedField) {
    const auto t = build(GetParam().line);
    EXPECT_FALSE(t.has_errors()) << GetParam().line << ": "
                                 << (t.diagnostics.empty() ? "" : format_diagnostic(t.diagnostics[0]));
    EXPECT_TRUE(GetParam().holds(t.config)) << GetParam().line;
}

INSTANTIATE_TEST_SUITE_P(
    Parameters, ScalarFamily,
    ::testing::Values(
        ScalarCase{"FSUSERWEIGHT 10", [](const Config& c) { return c.priority.weight(PrioritySub::FsUser) == 10; }},
        ScalarCase{"XFACTORCAP 1000", [](const Config& c) { return c.priority.cap(PrioritySub::XFactor) == 1000; }},
        ScalarCase{"USAGEEXECUTIONTIMEWEIGHT -2.5",
                   [](const Config& c) { return c.priority.weight(PrioritySub::ExecutionTime) == -2.5; }},
        ScalarCase{"CREDWEIGHT 3", [](const Config& c) { return c.priority.weight(PriorityComponent::Cred) == 3; }},
        ScalarCase{"RESCAP 50", [](const Config& c) { return c.priority.cap(PriorityComponent::Res) == 50; }},
        ScalarCase{"SERVWEIGHT 4", [](const Config& c) { return c.priority.weight(PriorityComponent::Serv) == 4; }},
        ScalarCase{"TARGWEIGHT 5", [](const Config& c) { return c.priority.weight(PriorityComponent::Targ) == 5; }},
        ScalarCase{"XFMINWCLIMIT 00:05:00",
                   [](const Config& c) { return c.priority.xf_min_wclimit == Duration::minutes(5); }},
        ScalarCase{"JOBPRIOACCRUALPOLICY always",
                   [](const Config& c) { return c.priority.accrual == PrioAccrualPolicy::Always; }},
        ScalarCase{"ENABLENEGJOBPRIORITY TRUE", [](const Config& c) { return c.priority.enable_negative; }},
        ScalarCase{"REJECTNEGPRIOJOBS yes", [](const Config& c) { return c.priority.reject_negative; }},
        ScalarCase{"FSPOLICY DEDICATEDPES",
                   [](const Config& c) { return c.fairshare.policy == FsPolicy::DedicatedPES && !c.fairshare.ratio; }},
        ScalarCase{"FSPOLICY UTILIZEDPS%",
                   [](const Config& c) { return c.fairshare.policy == FsPolicy::UtilizedPS && c.fairshare.ratio; }},
        ScalarCase{"FSINTERVAL 24:00:00", [](const Config& c) { return c.fairshare.interval == Duration::hours(24); }},
        ScalarCase{"FSDEPTH 30", [](const Config& c) { return c.fairshare.depth == 30; }},
        ScalarCase{"FSDECAY 0.75", [](const Config& c) { return c.fairshare.decay == 0.75; }},
        ScalarCase{"STATDIR /var/maui/stats", [](const Config& c) { return c.fairshare.stat_dir == "/var/maui/stats"; }},
        ScalarCase{"QOSQTTARGET[high] 1:00:00",
                   [](const Config& c) {
                       return c.credentials.find(CredKind::Qos, "high")->qt_target == Duration::hours(1);
                   }},
        ScalarCase{"QOSXFTARGET[high] 2.5",
                   [](const Config& c) { return c.credentials.find(CredKind::Qos, "high")->xf_target == 2.5; }},
        ScalarCase{"SYSTEMMAXPROCPERJOB 64",
                   [](const Config& c) { return c.credentials.system.job_limits.max_procs == 64; }},
        ScalarCase{"SYSTEMMAXPROCSECONDPERJOB 3600000",
                   [](const Config& c) { return c.credentials.system.job_limits.max_proc_seconds == 3600000; }},
        ScalarCase{"SYSTEMMAXJOBWALLTIME 72:00:00",
                   [](const Config& c) { return c.credentials.system.job_limits.max_walltime == Duration::hours(72); }},
        ScalarCase{"BACKFILLPOLICY GREEDY", [](const Config& c) { return c.scheduling.backfill == BackfillPolicy::Greedy; }},
        ScalarCase{"BACKFILLMETRIC SECONDS", [](const Config& c) { return c.scheduling.metric == BackfillMetric::Seconds; }},
        ScalarCase{"SCHEDULINGCRITERIA PROCSECONDS",
                   [](const Config& c) { return c.scheduling.metric == BackfillMetric::ProcSeconds; }},
        ScalarCase{"RESERVATIONPOLICY NEVER",
                   [](const Config& c) { return c.scheduling.reservation_policy == ReservationPolicy::Never; }},
        ScalarCase{"RESERVATIONDEPTH[2] 5\nRESERVATIONQOSLIST[2] high|low",
                   [](const Config& c) {
                       return c.scheduling.depth_groups.at(2) ==
                              ReservationDepthGroup{5, {"high", "low"}} && c.scheduling.depth_groups.at(0).depth == 1;
                   }},
        ScalarCase{"RESERVATIONDEPTH 3", [](const Config& c) { return c.scheduling.depth_groups.at(0).depth == 3; }},
        ScalarCase{"BFCHUNKSIZE 16", [](const Config& c) { return c.scheduling.chunk_size == 16; }},
        ScalarCase{"BFCHUNKDURATION 00:10:00",
                   [](const Config& c) { return c.scheduling.chunk_duration == Duration::minutes(10); }},
        ScalarCase{"BFDEPTH 100", [](const Config& c) { return c.scheduling.bf_depth == 100; }},
        ScalarCase{"NODEALLOCATIONPOLICY CPULOAD",
                   [](const Config& c) { return c.nodes.allocation == NodeAllocationPolicy::CpuLoad; }},
        ScalarCase{"NODEACCESSPOLICY SINGLEUSER",
                   [](const Config& c) { return c.nodes.access == NodeAccessPolicy::SingleUser; }},
        ScalarCase{"RMPOLLINTERVAL 00:00:10", [](const Config& c) { return c.service.poll_interval == Duration::seconds(10); }},
        ScalarCase{"ADMIN2 ops:help", [](const Config& c) { return c.service.admins[1] == std::vector<std::string>{"ops", "help"}; }},
        ScalarCase{"SERVERHOST head\nSERVERPORT 42559",
                   [](const Config& c) { return c.service.server_host == "head" && c.service.server_port == 42559; }},
        ScalarCase{"SERVERMODE test", [](const Config& c) { return c.service.mode == "TEST"; }},
        ScalarCase{"TIMEZONE Europe/Stockholm", [](const Config& c) { return c.service.time_zone == "Europe/Stockholm"; }}));

TEST(TypedConfig, DefaultsAreTheGuides) {
    const auto t = build("");
    EXPECT_TRUE(t.diagnostics.empty());
    EXPECT_EQ(t.config.priority.weight(PrioritySub::QueueTime), 1);
    EXPECT_EQ(t.config.fairshare.depth, 8);
    EXPECT_EQ(t.config.scheduling.backfill, BackfillPolicy::FirstFit);
    EXPECT_EQ(t.config.nodes.allocation, NodeAllocationPolicy::LastAvailable);
}

TEST(TypedConfig, LastOccurrenceOfAScalarWins) {
    const auto t = build("FSDEPTH 4\nFSDEPTH 9\n");
    EXPECT_EQ(t.config.fairshare.depth, 9);
}

// ------------------------------------------------------------------ bad values

TEST(TypedConfig, BadNumberNamesTheValueColumn) {
    const auto t = build("FSWEIGHT   ten\n");
    ASSERT_EQ(t.diagnostics.size(), 1U);
    EXPECT_EQ(t.diagnostics[0].severity, Severity::Error);
    EXPECT_EQ(t.diagnostics[0].column, 12);
    EXPECT_EQ(format_diagnostic(t.diagnostics[0]),
              "maui.cfg:1:12: error: expected a number for FSWEIGHT, found 'ten'");
    EXPECT_EQ(t.config.priority.weight(PriorityComponent::Fs), 1);  // the default stays
}

TEST(TypedConfig, UnknownEnumValueListsTheAcceptedOnes) {
    const auto t = build("BACKFILLPOLICY BESTFTI\n");
    ASSERT_EQ(t.diagnostics.size(), 1U);
    EXPECT_EQ(t.diagnostics[0].message,
              "unknown value 'BESTFTI' for BACKFILLPOLICY; expected one of FIRSTFIT, BESTFIT, GREEDY, NONE");
    EXPECT_EQ(t.diagnostics[0].suggestion, "BESTFIT");
    EXPECT_EQ(t.diagnostics[0].column, 16);
}

TEST(TypedConfig, BadDurationIsAnError) {
    const auto t = build("FSINTERVAL 12h\n");
    ASSERT_EQ(t.diagnostics.size(), 1U);
    EXPECT_NE(t.diagnostics[0].message.find("expected a duration [[[DD:]HH:]MM:]SS or INFINITY"),
              std::string::npos);
}

TEST(TypedConfig, TwoFieldDurationWarnsThatMauiReadsItAsHoursAndMinutes) {
    const auto t = build("BFCHUNKDURATION 30:00\nSRCFG[a] TIMELIMIT=45:00\n");
    EXPECT_FALSE(t.has_errors());
    EXPECT_EQ(t.config.scheduling.chunk_duration, Duration::minutes(30));
    const auto ws = find_diagnostics(t.diagnostics, "Maui 3.3 reads two fields as HH:MM");
    ASSERT_EQ(ws.size(), 2U);
    EXPECT_EQ(ws[0].severity, Severity::Warning);
    EXPECT_EQ(ws[0].suggestion, "00:30:00");
    EXPECT_EQ(ws[1].line, 2);
    EXPECT_EQ(ws[1].column, 20);
}

// ------------------------------------------------------------------ credentials

TEST(TypedConfig, EveryFsTargetForm) {
    const auto t = build(
        "USERCFG[a] FSTARGET=25\nUSERCFG[b] FSTARGET=10.5+\nUSERCFG[c] FSTARGET=20-\n"
        "USERCFG[d] FSTARGET=300^\nUSERCFG[e] FSTARGET=5%\nUSERCFG[f] FSTARGET=abc\n");
    const auto& c = t.config.credentials;
    EXPECT_EQ(c.find(CredKind::User, "a")->fstarget, (FsTarget{25, FsTargetType::Target}));
    EXPECT_EQ(c.find(CredKind::User, "b")->fstarget, (FsTarget{10.5, FsTargetType::Floor}));
    EXPECT_EQ(c.find(CredKind::User, "c")->fstarget, (FsTarget{20, FsTargetType::Ceiling}));
    EXPECT_EQ(c.find(CredKind::User, "d")->fstarget, (FsTarget{300, FsTargetType::CapAbsolute}));
    EXPECT_EQ(c.find(CredKind::User, "e")->fstarget, (FsTarget{5, FsTargetType::CapRelative}));
    EXPECT_FALSE(c.find(CredKind::User, "f")->fstarget);
    ASSERT_EQ(t.diagnostics.size(), 1U);
    EXPECT_EQ(t.diagnostics[0].line, 6);
    EXPECT_EQ(t.diagnostics[0].column, 21);
}

LimitSpec limit(LimitKind k, std::int64_t soft, std::int64_t hard) {
    LimitSpec s;
    s.kind = k;
    s.value = {soft, hard};
    return s;
}

TEST(TypedConfig, LimitsSoftHardAndClampingOfALooserSoftLimit) {
    const auto t =
        build("USERCFG[steve] MAXJOB=2,4 MAXNODE=30 MAXWC=72:00:00\nGROUPCFG[staff] MAXPROC=10,5\n");
    const auto* steve = t.config.credentials.find(CredKind::User, "steve");
    ASSERT_NE(steve, nullptr);
    ASSERT_EQ(steve->limits.size(), 3U);
    EXPECT_EQ(steve->limits[0], limit(LimitKind::Jobs, 2, 4));
    EXPECT_EQ(steve->limits[1], limit(LimitKind::Nodes, 30, 30));
    EXPECT_EQ(steve->limits[2], limit(LimitKind::Walltime, 72 * 3600, 72 * 3600));
    const auto* staff = t.config.credentials.find(CredKind::Group, "staff");
    EXPECT_EQ(staff->limits.at(0), limit(LimitKind::Procs, 5, 5));
    const auto ws = find_diagnostics(t.diagnostics, "looser than its hard limit");
    ASSERT_EQ(ws.size(), 1U);
    EXPECT_EQ(ws[0].severity, Severity::Warning);
    EXPECT_FALSE(t.has_errors());
}

TEST(TypedConfig, IdleAndOverrideLimits) {
    const auto t = build("QOSCFG[hiprio] MAXIJOB=3 OMAXNODE=64 OMAXIPROC=8\nSYSTEMCFG[x] MAXIMEM=1024\n");
    const auto* q = t.config.credentials.find(CredKind::Qos, "hiprio");
    ASSERT_EQ(q->limits.size(), 3U);
    EXPECT_TRUE(q->limits[0].idle);
    EXPECT_EQ(q->limits[0].kind, LimitKind::Jobs);
    EXPECT_TRUE(q->limits[1].override_);
    EXPECT_FALSE(q->limits[1].idle);
    EXPECT_TRUE(q->limits[2].override_ && q->limits[2].idle);
    EXPECT_EQ(q->limits[2].kind, LimitKind::Procs);
    ASSERT_EQ(t.config.credentials.system.limits.size(), 1U);
    EXPECT_EQ(t.config.credentials.system.limits[0].kind, LimitKind::Memory);
    EXPECT_TRUE(t.diagnostics.empty());
}

TEST(TypedConfig, MultiDimensionalLimitsAndTheMaui32Forms) {
    const auto t = build(
        "CLASSCFG[fast] MAXJOB[GROUP]=2 MAXPROC[USER:steve]=3 MAXPROC[USER:bob]=4\n"
        "CLASSCFG[batch] MAXJOBPERUSER=2 MAXPROCPERUSER=8 MAXNODEPERUSER=4\n"
        "CLASSCFG[bad] MAXJOB[PLANET]=1\n");
    const auto* fast = t.config.credentials.find(CredKind::Class, "fast");
    ASSERT_EQ(fast->limits.size(), 3U);
    EXPECT_EQ(fast->limits[0].per, CredKind::Group);
    EXPECT_FALSE(fast->limits[0].per_name);
    EXPECT_EQ(fast->limits[1].per, CredKind::User);
    EXPECT_EQ(fast->limits[1].per_name, "steve");
    EXPECT_EQ(fast->limits[2].per_name, "bob");
    EXPECT_EQ(fast->limits[2].value.hard, 4);
    const auto* batch = t.config.credentials.find(CredKind::Class, "batch");
    ASSERT_EQ(batch->limits.size(), 3U);
    for (const auto& l : batch->limits) {
        EXPECT_EQ(l.per, CredKind::User);
        EXPECT_FALSE(l.per_name);
    }
    EXPECT_EQ(batch->limits[1].kind, LimitKind::Procs);
    EXPECT_EQ(batch->limits[2].kind, LimitKind::Nodes);
    EXPECT_EQ(find_diagnostics(t.diagnostics, "expected USER, GROUP, ACCOUNT, QOS or CLASS").size(), 1U);
}

TEST(TypedConfig, PerJobLimitsQosTargetsAndLists) {
    const auto t = build(
        "CLASSCFG[long] MAXPROCPERJOB=64 MAXNODEPERJOB=8 MAXWCLIMITPERJOB=2:00:00:00 MAXPSPERJOB=99\n"
        "QOSCFG[high] QTWEIGHT=5 XFWEIGHT=2 QTTARGET=1:00:00 XFTARGET=3 PRIORITY=100\n"
        "USERCFG[tom] QLIST=high,low QDEF=low PDEF=old\n"
        "QOSQTTARGET[low] 4:00:00\n");
    const auto* c = t.config.credentials.find(CredKind::Class, "long");
    EXPECT_EQ(c->job_limits.max_procs, 64);
    EXPECT_EQ(c->job_limits.max_nodes, 8);
    EXPECT_EQ(c->job_limits.max_walltime, Duration::days(2));
    EXPECT_EQ(c->job_limits.max_proc_seconds, 99);
    const auto* q = t.config.credentials.find(CredKind::Qos, "high");
    EXPECT_EQ(q->qt_weight, 5);
    EXPECT_EQ(q->xf_weight, 2);
    EXPECT_EQ(q->qt_target, Duration::hours(1));
    EXPECT_EQ(q->xf_target, 3);
    EXPECT_EQ(q->priority, 100);
    const auto* u = t.config.credentials.find(CredKind::User, "tom");
    EXPECT_EQ(u->qos_list, (std::vector<std::string>{"high", "low"}));
    EXPECT_EQ(u->qos_default, "low");
    EXPECT_EQ(u->partition, "old");
    EXPECT_EQ(t.config.credentials.find(CredKind::Qos, "low")->qt_target, Duration::hours(4));
    EXPECT_TRUE(t.diagnostics.empty());
}

TEST(TypedConfig, CfgAttributesAccumulateAcrossLinesLaterWinsPerAttribute) {
    const auto t =
        build("USERCFG[DEFAULT] MAXJOB=4 PRIORITY=5\nUSERCFG[DEFAULT] MAXJOB=6\nACCTCFG[chem] PRIORITY=7\n");
    const auto* d = t.config.credentials.find_default(CredKind::User);
    ASSERT_EQ(d->limits.size(), 1U);
    EXPECT_EQ(d->limits[0].value.hard, 6);
    EXPECT_EQ(d->priority, 5);
    EXPECT_EQ(t.config.credentials.find(CredKind::Account, "chem")->priority, 7);
}

// ------------------------------------------------------------------ standing reservations (guide 7.1.5.2)

const StandingReservationConfig& sr(const TypedConfig& t, std::string_view name) {
    for (const auto& s : t.config.standing_reservations)
        if (s.name == name) return s;
    throw std::runtime_error("no standing reservation " + std::string(name));
}

constexpr std::uint8_t kWeekdays = 0b0111110;  // Mon..Fri; bit 0 = Sunday

TEST(StandingReservationExamples, Example1BusinessHours) {
    const auto t = build(
        "SRCFG[interactive] TASKCOUNT=6 RESOURCES=PROCS:1,MEM:512\n"
        "SRCFG[interactive] PERIOD=DAY DAYS=MON,TUE,WED,THU,FRI\n"
        "SRCFG[interactive] STARTTIME=9:00:00 ENDTIME=17:00:00\n"
        "SRCFG[interactive] CLASSLIST=interactive\n");
    EXPECT_TRUE(t.diagnostics.empty());
    const auto& s = sr(t, "interactive");
    EXPECT_EQ(s.task_count, 6);
    EXPECT_EQ(s.task.procs, 1);
    EXPECT_EQ(s.task.memory_mb, 512);
    EXPECT_EQ(s.period, SrPeriod::Day);
    EXPECT_EQ(s.days, kWeekdays);
    EXPECT_EQ(s.start_time, Duration::hours(9));
    EXPECT_EQ(s.end_time, Duration::hours(17));
    ASSERT_EQ(s.acl.size(), 1U);
    EXPECT_EQ(s.acl[0].type, AclType::Class);
    EXPECT_EQ(s.acl[0].name, "interactive");
    EXPECT_EQ(s.depth, 2);
    EXPECT_EQ(s.access, ReservationAccess::Dedicated);
}

TEST(StandingReservationExamples, Example2And3HostListsAndStacking) {
    const auto t = build(
        "SRCFG[interactive] DAYS=MON,TUE,WED,THU,FRI\nSRCFG[interactive] PERIOD=DAY\n"
        "SRCFG[interactive] STARTTIME=10:00:00 ENDTIME=15:00:00\n"
        "SRCFG[interactive] RESOURCES=PROCS:2,MEM:256\n"
        "SRCFG[interactive] HOSTLIST=node001,node002,node005,node020\n"
        "SRCFG[interactive] TASKCOUNT=6\nSRCFG[interactive] CLASSLIST=interactive\n"
        "SRCFG[debug]       HOSTLIST=node001,node002,node003,node004\n"
        "SRCFG[debug]       USERLIST=helpdesk\n"
        "SRCFG[debug]       GROUPLIST=operations,sysadmin\n"
        "SRCFG[debug]       PERIOD=INFINITY\n");
    EXPECT_TRUE(t.diagnostics.empty());
    ASSERT_EQ(t.config.standing_reservations.size(), 2U);
    EXPECT_EQ(t.config.standing_reservations[0].name, "interactive");  // file order
    const auto& i = sr(t, "interactive");
    EXPECT_EQ(i.host_list, (std::vector<std::string>{"node001", "node002", "node005", "node020"}));
    EXPECT_EQ(i.task.procs, 2);
    EXPECT_EQ(i.task.memory_mb, 256);
    const auto& d = sr(t, "debug");
    EXPECT_EQ(d.period, SrPeriod::Infinity);
    EXPECT_EQ(d.task.procs, -1);  // whole nodes
    EXPECT_EQ(d.task_count, 0);
    ASSERT_EQ(d.acl.size(), 3U);
    EXPECT_EQ(d.acl[0].type, AclType::User);
    EXPECT_EQ(d.acl[2].name, "sysadmin");
}

TEST(StandingReservationExamples, Example4WeekOffsetsMarksAndTheGuidesMisspelling) {
    const auto t = build(
        "SRCFG[special] TASKCOUNT=32\nSRCFG[special] PERIOD=WEEK\n"
        "SRCFG[special] STARTTIME=1:08:00:00\nSRCFG[special] ENDTIME=5:17:00:00\n"
        "SRCFG[special] NODEFEATURES=largememory\nSRCFG[special] TIMELIMIT=1:00:00*\n"
        "SRCFG[special] QOSLIST=high low special-\n"
        "SRCFG[special] ACCCOUNTLIST=!projectX,!projectY\n");
    EXPECT_FALSE(t.has_errors());
    const auto& s = sr(t, "special");
    EXPECT_EQ(s.period, SrPeriod::Week);
    EXPECT_EQ(s.start_time, Duration::days(1) + Duration::hours(8));  // Monday 08:00
    EXPECT_EQ(s.end_time, Duration::days(5) + Duration::hours(17));   // Friday 17:00
    EXPECT_EQ(s.node_features, std::vector<std::string>{"largememory"});
    ASSERT_EQ(s.acl.size(), 6U);
    EXPECT_EQ(s.acl[0].type, AclType::TimeLimit);
    EXPECT_EQ(s.acl[0].time_limit, Duration::hours(1));
    EXPECT_TRUE(s.acl[0].required);
    EXPECT_EQ(s.acl[1].name, "high");
    EXPECT_EQ(s.acl[2].name, "low");
    EXPECT_EQ(s.acl[3].name, "special");
    EXPECT_EQ(s.acl[3].affinity, Affinity::Negative);
    EXPECT_EQ(s.acl[1].affinity, Affinity::Positive);
    EXPECT_EQ(s.acl[4].type, AclType::Account);
    EXPECT_EQ(s.acl[4].name, "projectX");
    EXPECT_TRUE(s.acl[4].negated);
    EXPECT_TRUE(s.acl[5].negated);
    const auto miss = find_diagnostics(t.diagnostics, "'ACCCOUNTLIST' is read as ACCOUNTLIST");
    ASSERT_EQ(miss.size(), 1U);
    EXPECT_EQ(miss[0].severity, Severity::Warning);
    EXPECT_EQ(miss[0].suggestion, "ACCOUNTLIST");
    EXPECT_EQ(miss[0].line, 8);
    EXPECT_EQ(find_diagnostics(t.diagnostics, "is read as another QOSLIST value").size(), 2U);
}

TEST(StandingReservationExamples, Example5OwnerFlagsAndAffinity) {
    const auto t = build(
        "ACCTCFG[jupiter] PRIORITY=10000\nSRCFG[jupiter] HOSTLIST=node0[1-9]\n"
        "SRCFG[jupiter] PERIOD=INFINITY\nSRCFG[jupiter] ACCOUNTLIST=jupiter,saturn-\n"
        "SRCFG[jupiter] OWNER=ACCOUNT:jupiter\nSRCFG[jupiter] FLAGS=OWNERPREEMPT\n"
        "SRCFG[jupiter] PERIOD=INFINITY\n");
    EXPECT_TRUE(t.diagnostics.empty());
    const auto& s = sr(t, "jupiter");
    EXPECT_EQ(s.host_list, std::vector<std::string>{"node0[1-9]"});
    EXPECT_EQ(s.owner_kind, CredKind::Account);
    EXPECT_EQ(s.owner_name, "jupiter");
    EXPECT_EQ(s.flags, flag_bit(ReservationFlag::OwnerPreempt));
    ASSERT_EQ(s.acl.size(), 2U);
    EXPECT_EQ(s.acl[1].name, "saturn");
    EXPECT_EQ(s.acl[1].affinity, Affinity::Negative);
    EXPECT_EQ(t.config.credentials.find(CredKind::Account, "jupiter")->priority, 10000);
}

TEST(StandingReservation, BehaviourlessAttributesAndFlagsAreKeptAndWarned) {
    const auto t = build(
        "SRCFG[x] TRIGGER=start+5:00:00:exec@/bin/true TIMELOGIC=AND FLAGS=BYNAME,SINGLEUSE,BESTEFFORT\n");
    EXPECT_FALSE(t.has_errors());
    const auto& s = sr(t, "x");
    EXPECT_EQ(s.triggers, std::vector<std::string>{"start+5:00:00:exec@/bin/true"});
    EXPECT_EQ(s.time_logic, "AND");
    EXPECT_EQ(s.flags, flag_bit(ReservationFlag::ByName) | flag_bit(ReservationFlag::SingleUse) |
                           flag_bit(ReservationFlag::BestEffort));
    EXPECT_EQ(find_diagnostics(t.diagnostics, "accepted, no effect").size(), 4U);
}

TEST(StandingReservation, AllOtherAttributes) {
    const auto t = build(
        "SRCFG[y] ACCESS=SHARED CHARGEACCOUNT=ops DEPTH=7 PARTITION=old PRIORITY=20 TPN=4 "
        "JOBATTRLIST=PREEMPTEE USERLIST=bob*,joe= RESOURCES=PROCS=2;MEM=256;gpu=1 DAYS=Sat|Sun\n");
    EXPECT_TRUE(t.diagnostics.empty()) << format_diagnostic(t.diagnostics.at(0));
    const auto& s = sr(t, "y");
    EXPECT_EQ(s.access, ReservationAccess::Shared);
    EXPECT_EQ(s.charge_account, "ops");
    EXPECT_EQ(s.depth, 7);
    EXPECT_EQ(s.partition, "old");
    EXPECT_EQ(s.priority, 20);
    EXPECT_EQ(s.tpn, 4);
    EXPECT_EQ(s.days, 0b1000001);
    EXPECT_EQ(s.task.procs, 2);
    EXPECT_EQ(s.task_gres.at("GPU"), 1);
    ASSERT_EQ(s.acl.size(), 3U);
    EXPECT_EQ(s.acl[0].type, AclType::JobAttr);
    EXPECT_TRUE(s.acl[1].required);
    EXPECT_EQ(s.acl[2].affinity, Affinity::Neutral);
}

TEST(StandingReservation, BadValuesAreErrorsAtTheirColumn) {
    const auto t = build("SRCFG[z] DAYS=MON,FUNDAY PERIOD=MONTH OWNER=tom HOSTLIST=n[1-\n");
    EXPECT_EQ(find_diagnostics(t.diagnostics, "unknown day 'FUNDAY'")[0].column, 19);
    EXPECT_EQ(find_diagnostics(t.diagnostics, "expected one of DAY, WEEK, INFINITY")[0].column, 33);
    EXPECT_EQ(find_diagnostics(t.diagnostics, "expected OWNER=TYPE:NAME").size(), 1U);
    EXPECT_EQ(find_diagnostics(t.diagnostics, "bad host expression").size(), 1U);
}

TEST(StandingReservation, StartOutsideThePeriodIsAnError) {
    const auto t =
        build("SRCFG[d] STARTTIME=25:00:00\nSRCFG[w] PERIOD=WEEK STARTTIME=6:00:00:00 ENDTIME=5:00:00:00\n");
    EXPECT_EQ(find_diagnostics(t.diagnostics, "is not within one day").size(), 1U);
    EXPECT_EQ(find_diagnostics(t.diagnostics, "is not after STARTTIME").size(), 1U);
}

// ------------------------------------------------------------------ nodes

TEST(TypedConfig, NodeConfigKeepsTheWrittenHostRange) {
    const auto t = build(
        "NODECFG[node[001-064]] PARTITION=old FEATURES=fast,wide PROCS=4 MEMORY=2048 SWAP=512 "
        "DISK=100\nNODECFG[gpu01] GRES=gpu:2 SPEED=1.5 STATE=drained RACK=3 SLOT=7 PRIORITY=-1\n");
    EXPECT_TRUE(t.diagnostics.empty());
    const auto& range = t.config.nodes.nodes.at("node[001-064]");
    EXPECT_EQ(range.partition, "old");
    EXPECT_EQ(range.features, (std::vector<std::string>{"fast", "wide"}));
    EXPECT_EQ(range.procs, 4);
    EXPECT_EQ(range.memory_mb, 2048);
    EXPECT_EQ(range.swap_mb, 512);
    EXPECT_EQ(range.disk_mb, 100);
    const auto& g = t.config.nodes.nodes.at("gpu01");
    EXPECT_EQ(g.gres.at("gpu"), 2);
    EXPECT_EQ(g.speed, 1.5);
    EXPECT_EQ(g.state, "DRAINED");
    EXPECT_EQ(g.rack, "3");
    EXPECT_EQ(g.slot, 7);
    EXPECT_EQ(g.priority, -1);
}

// ------------------------------------------------------------------ the guide sample file

TEST(TypedConfig, GuideSampleFileHasNoErrorsAndNotesTheUnusedParameters) {
    std::string error;
    const auto doc = ConfigDocument::load(test::config_test_dir() / "data/guide_examples.cfg", error);
    ASSERT_TRUE(doc) << error;
    const auto t = build_config(*doc);
    for (const auto& d : t.diagnostics) EXPECT_NE(d.severity, Severity::Error) << format_diagnostic(d);
    EXPECT_EQ(find_diagnostics(t.diagnostics, "is a Maui parameter that Outrigger").size(),
              4U);  // SERVERHOST SERVERPORT RMCFG LOGLEVEL
    EXPECT_EQ(t.config.standing_reservations.size(), 3U);
    EXPECT_EQ(t.config.fairshare.policy, FsPolicy::DedicatedPS);
    EXPECT_TRUE(t.config.fairshare.ratio);
    EXPECT_EQ(t.config.credentials.find(CredKind::Qos, "hiprio")->limits.size(), 3U);
}

}  // namespace
}  // namespace outrigger
