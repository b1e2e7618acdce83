// orsim and the workbench assemble a run by the same rules: the same inputs give byte-identical
// schedules, and the config's TIMEZONE decides the local midnight at which standing reservations
// roll, before the log's own zone (spec section 0).

#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "engine/replay_outputs.hpp"
#include "session/run_inputs.hpp"
#include "sim/simulator.hpp"
#include "stack/policy_stack.hpp"
#include "test_names.hpp"
#include "workloads.hpp"

namespace outrigger {
namespace {

namespace fs = std::filesystem;

std::string read(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

fs::path write(const std::string& name, const std::string& text) {
    const fs::path p = testing::output_dir() / name;
    std::ofstream(p, std::ios::binary) << text;
    return p;
}

// Log time 0 is midnight UTC. The whole machine (4 one-processor nodes) is reserved for nobody
// from local midnight to 06:00 every day; a one-hour job arrives at 03:00 UTC.
const std::string kLog =
    "; UnixStartTime: 1704067200\n"
    "; TimeZoneString: UTC\n"
    "; MaxNodes: 4\n"
    "; MaxProcs: 4\n"
    "1 10800 0 3600 4 -1 -1 4 3600 -1 1 1 1 -1 1 -1 -1 -1\n";
const std::string kNight =
    "SRCFG[night] PERIOD=DAY STARTTIME=00:00:00 ENDTIME=06:00:00 TASKCOUNT=4 USERLIST=nobody\n";

// The schedule CSV orsim run writes.
std::string orsim_schedule(const fs::path& swf, const fs::path& config) {
    const fs::path csv = testing::output_dir() / (testing::current_test_stem() + "_orsim.csv");
    const std::string cmd = std::string(ORSIM_PATH) + " run --quiet --workload " + swf.string() +
                            " --config " + config.string() + " --schedule " + csv.string() +
                            " --metrics /dev/null";
    const int raw = std::system(cmd.c_str());
    EXPECT_TRUE(WIFEXITED(raw) && WEXITSTATUS(raw) == 0) << cmd;
    return read(csv);
}

// The schedule the workbench's session replays from the same files.
std::string workbench_schedule(const fs::path& swf, const std::string& config) {
    SwfRunRequest request;
    request.swf = swf;
    InputsResult r = swf_run_inputs(request, ConfigText{config, "maui.cfg"});
    for (const auto& e : r.errors) ADD_FAILURE() << e;
    if (!r.inputs) return {};
    RunInputs& in = *r.inputs;
    PolicyStack stack(in.config, in.cluster, in.calendar);
    Simulator sim(in.cluster, in.jobs, stack.scheduler(), SimOptions{}, &stack);
    stack.bind(sim.state());
    sim.run();
    std::ostringstream out;
    write_schedule_csv(out, sim.rm().snapshot(), sim.outcomes());
    return out.str();
}

std::string start_of_job_1(const std::string& csv) {
    const std::size_t row = csv.find("\n1,");
    std::stringstream line(csv.substr(row + 1, csv.find('\n', row + 1) - row - 1));
    std::string field;
    for (int i = 0; i < 3; ++i) std::getline(line, field, ',');
    return field;
}

TEST(RunAssembly, OrsimAndTheWorkbenchGiveTheSameScheduleAndHonourTheConfigsTimezone) {
    const fs::path swf = write("assembly.swf", kLog);
    const std::string utc = kNight;
    const std::string new_york = "TIMEZONE America/New_York\n" + kNight;
    const fs::path utc_cfg = write("assembly_utc.cfg", utc);
    const fs::path ny_cfg = write("assembly_ny.cfg", new_york);

    const std::string by_log_zone = orsim_schedule(swf, utc_cfg);
    const std::string by_config_zone = orsim_schedule(swf, ny_cfg);
    // The log's UTC night holds the job until 06:00 UTC; New York's night starts at 05:00 UTC, so
    // the job runs at once (it ends at 04:00 UTC).
    EXPECT_EQ(start_of_job_1(by_log_zone), "21600") << by_log_zone;
    EXPECT_EQ(start_of_job_1(by_config_zone), "10800") << by_config_zone;

    EXPECT_EQ(by_log_zone, workbench_schedule(swf, utc));
    EXPECT_EQ(by_config_zone, workbench_schedule(swf, new_york));
}

}  // namespace
}  // namespace outrigger
