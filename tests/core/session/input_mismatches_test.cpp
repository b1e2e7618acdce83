// Config, cluster and workload that do not fit each other are named before a run, at the config
// line they are about.
#include "session/input_mismatches.hpp"

#include <gtest/gtest.h>

#include <string>

#include "session/run_inputs.hpp"

namespace outrigger {
namespace {

// Four nodes n1..n4 of 4 processors in partition "batch".
constexpr std::string_view kCluster = "NODECFG[n[1-4]] PARTITION=batch PROCS=4 MEMORY=8192\n";

// A small generated workload: users u1..u40, groups g1..g8, accounts a1..a12, classes q1..q4,
// QOS qos1..qos3, jobs of 1 to 16 processors and walltimes from minutes to a day.
GeneratorParams small_workload() {
    GeneratorParams p;
    p.jobs = 300;
    p.nodes = 4;
    p.procs_per_node = 4;
    return p;
}

std::vector<Diagnostic> mismatches_of(std::string_view config) {
    const InputsResult r = generated_run_inputs(ConfigText{config, "mine.cfg"}, kCluster, small_workload());
    EXPECT_TRUE(r.inputs.has_value()) << (r.errors.empty() ? "" : r.errors.front());
    return r.mismatches;
}

std::string all(const std::vector<Diagnostic>& ds) {
    std::string out;
    for (const Diagnostic& d : ds) out += format_diagnostic(d) + "\n";
    return out;
}

const Diagnostic* containing(const std::vector<Diagnostic>& ds, std::string_view text) {
    for (const Diagnostic& d : ds)
        if (d.message.find(text) != std::string::npos) return &d;
    return nullptr;
}

TEST(InputMismatches, TheDemoFitsItself) {
    const InputsResult demo = demo_run_inputs();
    ASSERT_TRUE(demo.inputs);
    EXPECT_TRUE(demo.mismatches.empty()) << all(demo.mismatches);
    EXPECT_EQ(input_mismatches(*demo.inputs).size(), demo.mismatches.size());
}

TEST(InputMismatches, AConfigSayingNothingAboutCredentialsFindsNothing) {
    EXPECT_TRUE(mismatches_of("FSWEIGHT 10\n").empty()) << all(mismatches_of("FSWEIGHT 10\n"));
}

TEST(InputMismatches, QosAndClassNamesTheConfigNeverMentionsAreNamedWithTheirJobs) {
    const auto found = mismatches_of(
        "FSWEIGHT 10\n"
        "QOSCFG[qos1] PRIORITY=10\n"
        "CLASSCFG[q1] PRIORITY=5\n"
        "CLASSCFG[q2] PRIORITY=5\n");
    const Diagnostic* qos = containing(found, "QOS the config never mentions");
    ASSERT_NE(qos, nullptr) << all(found);
    EXPECT_EQ(qos->severity, Diagnostic::Severity::Warning);
    EXPECT_EQ(qos->file, "mine.cfg");
    EXPECT_EQ(qos->line, 2);
    EXPECT_NE(qos->message.find("qos2 ("), std::string::npos) << qos->message;
    EXPECT_NE(qos->message.find("no settings of the config apply"), std::string::npos) << qos->message;
    const Diagnostic* cls = containing(found, "classes the config never mentions");
    ASSERT_NE(cls, nullptr) << all(found);
    EXPECT_EQ(cls->line, 3);
    EXPECT_NE(cls->message.find("q3 ("), std::string::npos);
    EXPECT_EQ(cls->message.find("q1 ("), std::string::npos);
}

TEST(InputMismatches, UsersWithoutEntriesAreFineWhenTheConfigHasADefaultForThem) {
    EXPECT_EQ(containing(mismatches_of("USERCFG[DEFAULT] MAXJOB=4\nUSERCFG[u1] FSTARGET=10\n"), "users"),
              nullptr);
    const auto without = mismatches_of("USERCFG[u1] FSTARGET=10\n");
    EXPECT_NE(containing(without, "users the config never mentions"), nullptr) << all(without);
}

TEST(InputMismatches, AConfigWrittenForOtherPeopleIsSaidToHaveNoEffect) {
    const auto found = mismatches_of("USERCFG[alice] FSTARGET=10\nUSERCFG[bob] MAXJOB=2\n");
    const Diagnostic* d = containing(found, "none of the users the config names ('alice', 'bob')");
    ASSERT_NE(d, nullptr) << all(found);
    EXPECT_EQ(d->line, 1);
    EXPECT_NE(d->message.find("'u1'"), std::string::npos) << d->message;
}

TEST(InputMismatches, HostlistAndPartitionsNamingNodesTheClusterLacksPointAtTheirValue) {
    const auto found = mismatches_of(
        "SRCFG[maint] PERIOD=DAY HOSTLIST=n[3-6]\n"
        "SRCFG[gpus] PERIOD=DAY TASKCOUNT=2 PARTITION=gpu\n"
        "NODECFG[x1] PRIORITY=3\n"
        "CLASSCFG[q1] PDEF=fast\n");
    const Diagnostic* hosts = containing(found, "SRCFG[maint] HOSTLIST names 2 nodes");
    ASSERT_NE(hosts, nullptr) << all(found);
    EXPECT_EQ(hosts->line, 1);
    EXPECT_EQ(hosts->column, 34);  // the value n[3-6]
    EXPECT_NE(hosts->message.find("n[5-6]"), std::string::npos) << hosts->message;
    const Diagnostic* part = containing(found, "SRCFG[gpus] PARTITION=gpu is not a partition");
    ASSERT_NE(part, nullptr) << all(found);
    EXPECT_EQ(part->line, 2);
    EXPECT_NE(part->message.find("'batch'"), std::string::npos);
    const Diagnostic* node = containing(found, "NODECFG[x1] names 1 node");
    ASSERT_NE(node, nullptr) << all(found);
    EXPECT_EQ(node->line, 3);
    const Diagnostic* pdef = containing(found, "CLASSCFG[q1] PDEF=fast");
    ASSERT_NE(pdef, nullptr) << all(found);
    EXPECT_EQ(pdef->line, 4);
    // In line order.
    for (std::size_t i = 1; i < found.size(); ++i) EXPECT_LE(found[i - 1].line, found[i].line);
}

TEST(InputMismatches, AClassWhoseLimitsNoJobCanMeetIsNamedAndPartlyMetLimitsAreNoted) {
    const auto found = mismatches_of(
        "CLASSCFG[q1] MAXWCLIMITPERJOB=00:00:01\n"
        "CLASSCFG[q2] MAXPROCPERJOB=1\n"
        "CLASSCFG[q3] PRIORITY=1\n"
        "CLASSCFG[q4] PRIORITY=1\n");
    const Diagnostic* none = containing(found,
                                        "no job of class q1 in the workload can meet CLASSCFG[q1] "
                                        "MAXWCLIMITPERJOB=00:00:01");
    ASSERT_NE(none, nullptr) << all(found);
    EXPECT_EQ(none->severity, Diagnostic::Severity::Warning);
    EXPECT_EQ(none->line, 1);
    const Diagnostic* some =
        containing(found, "jobs of class q2 in the workload exceed CLASSCFG[q2] MAXPROCPERJOB=1");
    ASSERT_NE(some, nullptr) << all(found);
    EXPECT_EQ(some->severity, Diagnostic::Severity::Note);
    EXPECT_EQ(some->line, 2);
}

// A config that names no credential still reads the workload's classes for a DEFAULT class limit.
TEST(InputMismatches, ADefaultClassLimitAloneIsCheckedAgainstEveryClass) {
    const auto found = mismatches_of("CLASSCFG[DEFAULT] MAXWCLIMITPERJOB=00:00:01\n");
    for (const char* q : {"q1", "q2", "q3", "q4"}) {
        const std::string said = std::string("no job of class ") + q +
                                 " in the workload can meet CLASSCFG[DEFAULT] MAXWCLIMITPERJOB";
        const Diagnostic* d = containing(found, said);
        ASSERT_NE(d, nullptr) << q << "\n" << all(found);
        EXPECT_EQ(d->line, 1);
    }
}

}  // namespace
}  // namespace outrigger
