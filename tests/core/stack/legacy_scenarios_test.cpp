// A maui.cfg in Maui 3.0 forms schedules a small workload exactly as its modern rewrite does, both
// the one a site would write by hand and the one --modernize writes (issue: legacy forms honoured).

#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "config/modernize.hpp"
#include "stack_fixture.hpp"

namespace outrigger {
namespace {

using testing::as;
using testing::JobBuilder;
using testing::StackReplay;

// Four one-processor nodes; alice and bob send short jobs, carol a long one, all at time 0, and
// more short ones at 50.
std::vector<testing::CredJob> workload() {
    std::vector<testing::CredJob> jobs;
    for (int i = 0; i < 3; ++i) {
        jobs.push_back(
            as("alice", JobBuilder("a" + std::to_string(i)).procs(1).submit(0).wall(600), "staff"));
        jobs.push_back(as("bob", JobBuilder("b" + std::to_string(i)).procs(1).submit(0).wall(900), "staff"));
    }
    jobs.push_back(as("carol", JobBuilder("c0").procs(1).submit(0).wall(4 * 3600), "guests"));
    jobs.push_back(as("carol", JobBuilder("c1").procs(2).submit(50).wall(300), "guests"));
    jobs.push_back(as("alice", JobBuilder("a9").procs(1).submit(50).wall(300), "staff"));
    return jobs;
}

std::map<std::string, std::int64_t> starts(const std::string& config) {
    StackReplay r(config, testing::uniform_cluster(4, 1), workload());
    r.sim().run();
    std::map<std::string, std::int64_t> out;
    for (const Job& j : r.jobs()) out[j.name] = r.start(j.name);
    return out;
}

void expect_same_schedule(const std::string& legacy, const std::string& modern) {
    const auto baseline = starts("");
    const auto by_legacy = starts(legacy);
    EXPECT_NE(by_legacy, baseline) << "the legacy lines changed nothing";
    EXPECT_EQ(by_legacy, starts(modern));
    EXPECT_EQ(by_legacy, starts(modernize(ConfigDocument::parse(legacy, "maui.cfg")).text));
}

// Two nodes kept for staff jobs of at most two hours: carol's long job waits for the others.
TEST(StackLegacy, StandingReservationFamilySchedulesAsSrcfg) {
    expect_same_schedule(
        "SRNAME[0]      short\n"
        "SRHOSTLIST[0]  n0 n1\n"
        "SRPERIOD[0]    INFINITY\n"
        "SRGROUPLIST[0] staff\n"
        "SRMAXTIME[0]   02:00:00\n",
        "SRCFG[short] HOSTLIST=n0,n1 PERIOD=INFINITY GROUPLIST=staff MAXTIME=02:00:00\n");
}

TEST(StackLegacy, ThrottlingFamilySchedulesAsDefaultCredentialLimits) {
    expect_same_schedule(
        "MAXJOBPERUSERPOLICY  ON\n"
        "MAXJOBPERUSERCOUNT   2\n"
        "SMAXJOBPERUSERCOUNT  1\n"
        "MAXPROCPERGROUPCOUNT 3\n",
        "USERCFG[DEFAULT] MAXJOB=1,2\nGROUPCFG[DEFAULT] MAXPROC=3\n");
}

TEST(StackLegacy, BothFamiliesTogetherScheduleAsTheirRewrite) {
    expect_same_schedule(
        "SRHOSTLIST[0] n0\nSRPERIOD[0] INFINITY\nSRUSERLIST[0] bob\n"
        "MAXJOBPERUSERCOUNT 2\nMAXJOBQUEUEDPERUSERCOUNT 2\n",
        "SRCFG[0] HOSTLIST=n0 PERIOD=INFINITY USERLIST=bob\nUSERCFG[DEFAULT] MAXJOB=2 MAXIJOB=2\n");
}

}  // namespace
}  // namespace outrigger
