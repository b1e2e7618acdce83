// The run assembly: one set of rules for every front end (calendar, node access, memory).
#include "session/run_inputs.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "session/site_calendar.hpp"

namespace outrigger {
namespace {

std::filesystem::path write_swf(const std::string& name, const std::string& text) {
    const auto path = std::filesystem::temp_directory_path() / name;
    std::ofstream(path) << text;
    return path;
}

// Two jobs asking for 2 GB per processor; a header machine of 4 nodes of 4 processors.
const std::string kMemoryLog =
    "; UnixStartTime: 1704067200\n"
    "; TimeZoneString: Europe/Berlin\n"
    "; MaxNodes: 4\n"
    "; MaxProcs: 16\n"
    "1 0 0 100 4 -1 -1 4 200 2097152 1 1 1 -1 1 -1 -1 -1\n"
    "2 10 0 100 2 -1 -1 2 200 -1 1 2 1 -1 1 -1 -1 -1\n";

TEST(RunInputs, TheConfigsTimezoneComesBeforeTheLogsZone) {
    SwfHeader h;
    h.unix_start_time = 1'704'067'200;
    h.time_zone_string = "Europe/Berlin";
    Config c;
    EXPECT_EQ(site_calendar(c, h).format(Time{}),
              LocalCalendar::zone("Europe/Berlin", *h.unix_start_time)->format(Time{}));
    c.service.time_zone = "America/New_York";
    EXPECT_EQ(site_calendar(c, h).format(Time{}),
              LocalCalendar::zone("America/New_York", *h.unix_start_time)->format(Time{}));
}

TEST(RunInputs, AnUnknownTimezoneIsAnErrorNamingTheFile) {
    SwfRunRequest req;
    req.swf = write_swf("outrigger_tz.swf", kMemoryLog);
    const InputsResult r = swf_run_inputs(req, ConfigText{"TIMEZONE Mars/Olympus\n", "site.cfg"});
    EXPECT_FALSE(r.inputs);
    ASSERT_FALSE(r.errors.empty());
    EXPECT_NE(r.errors.front().find("site.cfg"), std::string::npos) << r.errors.front();
    EXPECT_NE(r.errors.front().find("Mars/Olympus"), std::string::npos);
}

TEST(RunInputs, MemoryDoesNotConstrainAMachineThatStatesNoneAndTheReportSaysSo) {
    SwfRunRequest req;
    req.swf = write_swf("outrigger_memory.swf", kMemoryLog);
    const InputsResult r = swf_run_inputs(req, ConfigText{"", "maui.cfg"});
    ASSERT_TRUE(r.inputs);
    EXPECT_EQ(r.inputs->jobs.at(0).request.per_task.memory_mb, 0);
    ASSERT_EQ(r.notes.size(), 1U);
    EXPECT_NE(r.notes.front().find("1 jobs request memory"), std::string::npos) << r.notes.front();
    EXPECT_NE(r.notes.front().find("--node-memory"), std::string::npos);
}

TEST(RunInputs, AStatedNodeMemoryConstrainsPlacement) {
    SwfRunRequest req;
    req.swf = write_swf("outrigger_memory2.swf", kMemoryLog);
    req.node_memory_mb = 4096;
    const InputsResult r = swf_run_inputs(req, ConfigText{"", "maui.cfg"});
    ASSERT_TRUE(r.inputs);
    EXPECT_EQ(r.inputs->jobs.at(0).request.per_task.memory_mb, 2048);
    for (const Node& n : r.inputs->cluster.nodes()) EXPECT_EQ(n.capacity.memory_mb, 4096);
}

TEST(RunInputs, TheConfigsNodeAccessPolicyWinsOnlyWhenItStatesOne) {
    const std::string cluster = "NODEACCESSPOLICY SINGLEJOB\nNODECFG[n[1-2]] PROCS=4\n";
    SwfRunRequest req;
    req.swf = write_swf("outrigger_access.swf", kMemoryLog);
    req.cluster = cluster;
    req.cluster_over_header = true;
    const InputsResult kept = swf_run_inputs(req, ConfigText{"", "maui.cfg"});
    ASSERT_TRUE(kept.inputs);
    EXPECT_EQ(kept.inputs->cluster.access_policy, NodeAccessPolicy::SingleJob);
    const InputsResult replaced = swf_run_inputs(req, ConfigText{"NODEACCESSPOLICY SHARED\n", "maui.cfg"});
    ASSERT_TRUE(replaced.inputs);
    EXPECT_EQ(replaced.inputs->cluster.access_policy, NodeAccessPolicy::Shared);
}

TEST(RunInputs, AGeneratedSiteClassMustNameAPartitionOfTheCluster) {
    GeneratorParams p;
    p.jobs = 10;
    p.classes_of_site = {JobClassSpec{"q1", 1, 1, 4, 0, "nowhere", 0, -1, {}}};
    const InputsResult r = generated_run_inputs(ConfigText{"", "maui.cfg"}, "NODECFG[n1] PROCS=4\n", p);
    EXPECT_FALSE(r.inputs);
    ASSERT_FALSE(r.errors.empty());
    EXPECT_NE(r.errors.front().find("nowhere"), std::string::npos) << r.errors.front();
}

}  // namespace
}  // namespace outrigger
