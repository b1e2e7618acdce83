// outriggerd against a real Slurm (a private one on localhost, local_slurm.hpp): the scenarios a
// site depends on, each on a fresh cluster of 8 nodes of 4 processors. Skipped, with the reason,
// only when not root or Slurm is not installed; a Slurm that is installed but does not start fails.

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <set>

#include "../service_harness.hpp"
#include "local_slurm.hpp"
#include "model/host_expression.hpp"

namespace outrigger::testing {
namespace {

constexpr const char* kBaseConfig =
    "RMPOLLINTERVAL 00:00:01\n"
    "NODEACCESSPOLICY SINGLEJOB\n"
    "ADMIN1 root\n"
    "RESERVATIONPOLICY CURRENTHIGHEST\n"
    "BACKFILLPOLICY FIRSTFIT\n";

bool eventually(const std::function<bool()>& done, std::chrono::seconds timeout = std::chrono::seconds(30)) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (std::chrono::steady_clock::now() < deadline) {
        if (done()) return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    return done();
}

std::set<std::string> hosts(const std::string& expression) {
    const auto e = expand_hosts(expression);
    return {e.hosts.begin(), e.hosts.end()};
}

class SlurmScenario : public ::testing::Test {
  protected:
    void SetUp() override {
        if (const auto why = slurm_unavailable()) GTEST_SKIP() << "no Slurm to drive: " << *why;
        slurm_ = std::make_unique<LocalSlurm>(8, 4);
        std::string error;
        ASSERT_TRUE(slurm_->start(error))
            << "Slurm is installed but the private cluster did not start: " << error;
    }
    void TearDown() override {
        daemon_.reset();
        slurm_.reset();
    }

    [[nodiscard]] const fs::path& dir() const { return slurm_->dir(); }

    void start_outrigger(const std::string& extra_config, bool stopped = false) {
        {
            std::ofstream cfg(dir() / "maui.cfg");
            cfg << kBaseConfig << extra_config;
        }
        std::vector<std::string> args{"--rm",     "slurm",
                                      "--config", "maui.cfg",
                                      "--state",  (dir() / "orstate").string(),
                                      "--socket", (dir() / "outriggerd.sock").string()};
        if (stopped) args.push_back("--start-stopped");
        daemon_ = std::make_unique<Daemon>(args, dir() / "outriggerd.sock", dir() / "outriggerd.log");
        ASSERT_TRUE(daemon_->start()) << daemon_->log();
    }
    void restart_outrigger() {
        const std::vector<std::string> args{"--rm",     "slurm",
                                            "--config", "maui.cfg",
                                            "--state",  (dir() / "orstate").string(),
                                            "--socket", (dir() / "outriggerd.sock").string()};
        daemon_ = std::make_unique<Daemon>(args, dir() / "outriggerd.sock", dir() / "outriggerd.log");
        ASSERT_TRUE(daemon_->start()) << daemon_->log();
    }

    ProgramRun ctl(std::vector<std::string> args) { return orctl(dir(), std::move(args)); }

    // The nodes Outrigger's checkjob says a job holds ("Allocated Nodes: [n7:1][n8:1]").
    std::set<std::string> outrigger_nodes(const std::string& job) {
        const std::string text = ctl({"checkjob", job}).output;
        std::set<std::string> out;
        const auto at = text.find("Allocated Nodes:");
        if (at == std::string::npos) return out;
        const std::string line = text.substr(
            text.find('\n', at) + 1, text.find('\n', text.find('\n', at) + 1) - text.find('\n', at) - 1);
        for (std::size_t i = line.find('['); i != std::string::npos; i = line.find('[', i + 1))
            out.insert(line.substr(i + 1, line.find(':', i) - i - 1));
        return out;
    }
    bool known(const std::string& job) { return ctl({"checkjob", job}).exit_code == 0; }
    std::string state(const std::string& job) { return slurm_->job(job).first; }
    std::string sbatch(std::vector<std::string> args, int seconds) {
        const std::string id =
            slurm_->sbatch(std::move(args), "echo $SLURM_JOB_ID >> " + (dir() / "runs").string() +
                                                "; sleep " + std::to_string(seconds));
        EXPECT_FALSE(id.empty()) << "sbatch failed";
        return id;
    }
    std::vector<std::string> eight_one_node_jobs() {
        std::vector<std::string> jobs;
        for (int i = 0; i < 8; ++i) jobs.push_back(sbatch({"-N1", "-t", "1"}, 2));
        return jobs;
    }
    // On a machine whose n1 and n2 are reserved for someone else, six of eight one-node jobs run,
    // on the other six nodes, and none on a reserved one.
    void expect_six_run_off_n1_and_n2(const std::vector<std::string>& jobs) {
        ASSERT_TRUE(eventually([&] {
            return std::count_if(jobs.begin(), jobs.end(),
                                 [&](const auto& j) { return state(j) == "RUNNING"; }) == 6;
        })) << diagnostics();
        for (const auto& j : jobs) {
            const auto nodes = hosts(slurm_->job(j).second);
            EXPECT_EQ(nodes.count("n1") + nodes.count("n2"), 0u) << "job " << j << " ran on a reserved node";
        }
    }
    std::string diagnostics() {
        return daemon_ ? daemon_->log() + slurm_->log_tail("slurmctld.log") : std::string();
    }

    std::unique_ptr<LocalSlurm> slurm_;
    std::unique_ptr<Daemon> daemon_;
};

TEST_F(SlurmScenario, MixedWorkloadRunsInPriorityOrderOnTheNodesOutriggerChose) {
    start_outrigger("", true);
    std::vector<std::string> jobs;
    for (int i = 0; i < 6; ++i) jobs.push_back(sbatch({"-N2", "-t", "2"}, 2));
    for (const auto& j : jobs) ASSERT_TRUE(eventually([&] { return known(j); })) << diagnostics();
    // The later a job was submitted, the higher its system priority: Slurm's FIFO order reversed.
    for (int i = 0; i < 6; ++i)
        ASSERT_EQ(ctl({"setspri", std::to_string(100 * (i + 1)), jobs[i]}).exit_code, 0);
    for (const auto& j : jobs) EXPECT_EQ(state(j), "PENDING") << "Slurm started a job on its own";
    ASSERT_EQ(ctl({"schedctl", "-r"}).exit_code, 0);
    ASSERT_TRUE(eventually([&] {
        return std::all_of(jobs.begin() + 2, jobs.end(),
                           [&](const auto& j) { return state(j) == "RUNNING"; });
    })) << diagnostics();
    // The two lowest wait: 4 jobs of 2 nodes fill the 8 nodes.
    EXPECT_EQ(state(jobs[0]), "PENDING");
    EXPECT_EQ(state(jobs[1]), "PENDING");
    const std::string showq = ctl({"showq"}).output;
    for (std::size_t i = 2; i < jobs.size(); ++i) {
        EXPECT_NE(showq.find("\n" + jobs[i] + " "), std::string::npos) << showq;
        EXPECT_EQ(outrigger_nodes(jobs[i]), hosts(slurm_->job(jobs[i]).second)) << "job " << jobs[i];
    }
    ASSERT_TRUE(eventually([&] {
        return std::all_of(jobs.begin(), jobs.end(), [&](const auto& j) { return state(j) == "COMPLETED"; });
    })) << diagnostics();
}

TEST_F(SlurmScenario, BackfillStartsAShortJobAheadOfAReservedWideOne) {
    start_outrigger("");
    const std::string running = sbatch({"-N6", "-t", "2"}, 4);
    ASSERT_TRUE(eventually([&] { return state(running) == "RUNNING"; })) << diagnostics();
    const std::string wide = sbatch({"-N8", "-t", "1"}, 1);
    const std::string shorter = sbatch({"-N2", "-t", "1"}, 1);
    ASSERT_TRUE(eventually([&] { return state(shorter) == "RUNNING" || state(shorter) == "COMPLETED"; }))
        << diagnostics();
    EXPECT_EQ(state(wide), "PENDING");
    EXPECT_NE(ctl({"--json", "checkjob", shorter}).output.find("\"backfilled\": true"), std::string::npos);
    ASSERT_TRUE(eventually([&] { return state(wide) == "RUNNING" || state(wide) == "COMPLETED"; }))
        << diagnostics();
}

TEST_F(SlurmScenario, AThrottlingLimitBlocksAUsersExtraJobsWithTheReason) {
    start_outrigger("USERCFG[root] MAXJOB=2\n");
    std::vector<std::string> jobs;
    for (int i = 0; i < 4; ++i) jobs.push_back(sbatch({"-N1", "-t", "1"}, 3));
    ASSERT_TRUE(eventually([&] { return state(jobs[0]) == "RUNNING" && state(jobs[1]) == "RUNNING"; }))
        << diagnostics();
    std::this_thread::sleep_for(std::chrono::milliseconds(1500));
    EXPECT_EQ(state(jobs[2]), "PENDING");
    EXPECT_EQ(state(jobs[3]), "PENDING");
    const std::string why = ctl({"checkjob", jobs[2]}).output;
    EXPECT_NE(why.find("MAXJOB"), std::string::npos) << why;
    ASSERT_TRUE(eventually([&] { return state(jobs[3]) == "COMPLETED"; })) << diagnostics();
}

TEST_F(SlurmScenario, AStandingReservationKeepsItsNodesAndIsMirroredInSlurm) {
    start_outrigger("SRCFG[keep] PERIOD=DAY HOSTLIST=n1,n2 USERLIST=nobody\n");
    ASSERT_TRUE(eventually([&] {
        return slurm_->run({"scontrol", "show", "reservation", "-o"}).out.find("outrigger.keep") !=
               std::string::npos;
    })) << diagnostics();
    const std::string shown = slurm_->run({"scontrol", "show", "reservation", "-o"}).out;
    EXPECT_NE(shown.find("Nodes=n[1-2]"), std::string::npos) << shown;
    EXPECT_NE(shown.find("Users=nobody"), std::string::npos) << shown;
    const std::vector<std::string> jobs = eight_one_node_jobs();
    ASSERT_NO_FATAL_FAILURE(expect_six_run_off_n1_and_n2(jobs));
}

TEST_F(SlurmScenario, ScancelFreesNodesAndTheNextJobTakesThem) {
    start_outrigger("");
    std::vector<std::string> fill;
    for (int i = 0; i < 4; ++i) fill.push_back(sbatch({"-N2", "-t", "2"}, 60));
    ASSERT_TRUE(eventually([&] {
        return std::all_of(fill.begin(), fill.end(), [&](const auto& j) { return state(j) == "RUNNING"; });
    })) << diagnostics();
    const std::string next = sbatch({"-N2", "-t", "1"}, 1);
    ASSERT_TRUE(eventually([&] { return known(next); }));
    EXPECT_EQ(state(next), "PENDING");
    const auto freed = hosts(slurm_->job(fill[1]).second);
    ASSERT_TRUE(slurm_->run({"scancel", fill[1]}).ok());
    ASSERT_TRUE(eventually([&] { return state(next) == "RUNNING" || state(next) == "COMPLETED"; }))
        << diagnostics();
    EXPECT_EQ(hosts(slurm_->job(next).second), freed);
}

TEST_F(SlurmScenario, ANodeSetDownStopsReceivingJobs) {
    start_outrigger("");
    ASSERT_TRUE(slurm_->run({"scontrol", "update", "NodeName=n3", "State=DOWN", "Reason=broken"}).ok());
    std::this_thread::sleep_for(std::chrono::milliseconds(1500));
    std::vector<std::string> jobs;
    for (int i = 0; i < 8; ++i) jobs.push_back(sbatch({"-N1", "-t", "1"}, 2));
    ASSERT_TRUE(eventually([&] {
        return std::all_of(jobs.begin(), jobs.end(), [&](const auto& j) { return state(j) == "COMPLETED"; });
    })) << diagnostics();
    for (const auto& j : jobs) EXPECT_EQ(hosts(slurm_->job(j).second).count("n3"), 0u) << "job " << j;
}

TEST_F(SlurmScenario, BothSidesRestartAndNoJobIsStartedTwiceOrLost) {
    start_outrigger("");
    std::vector<std::string> jobs;
    for (int i = 0; i < 6; ++i) jobs.push_back(sbatch({"-N2", "-t", "1"}, 3));
    ASSERT_TRUE(eventually([&] { return state(jobs[0]) == "RUNNING"; })) << diagnostics();
    // outriggerd dies mid-work and comes back: Slurm says what runs.
    daemon_->kill(SIGKILL);
    restart_outrigger();
    // slurmctld dies: the service keeps serving and says so, then carries on.
    slurm_->kill_controller();
    ASSERT_TRUE(eventually([&] {
        return ctl({"schedctl"}).output.find("unreachable since") != std::string::npos;
    })) << diagnostics();
    std::string error;
    ASSERT_TRUE(slurm_->start_controller(error)) << error;
    ASSERT_TRUE(eventually(
        [&] {
            return std::all_of(jobs.begin(), jobs.end(),
                               [&](const auto& j) { return state(j) == "COMPLETED"; });
        },
        std::chrono::seconds(60)))
        << diagnostics();
    std::map<std::string, int> runs;
    std::ifstream in(dir() / "runs");
    for (std::string id; in >> id;) ++runs[id];
    for (const auto& j : jobs) EXPECT_EQ(runs[j], 1) << "job " << j << " ran " << runs[j] << " times";
    EXPECT_NE(ctl({"schedctl"}).output.find("slurm reachable"), std::string::npos);
}

// An administrative reservation made with orctl setres is a Slurm reservation: jobs outside its
// access list keep off its nodes, releaseres removes it. When Slurm refuses a start (here the
// mirror's access list was narrowed by hand, so Slurm denies the job the reservation Outrigger
// placed it in), checkjob says so in Slurm's words, and the job starts once the cause is gone.
TEST_F(SlurmScenario, SetresMakesASlurmReservationAndARefusedStartIsExplainedInCheckjob) {
    start_outrigger("");
    const auto shown = [&] { return slurm_->run({"scontrol", "show", "reservation", "-o"}).out; };
    ASSERT_EQ(ctl({"setres", "-n", "keep", "-u", "nobody", "-d", "00:10:00", "n[1-2]"}).exit_code, 0);
    ASSERT_TRUE(eventually([&] { return shown().find("outrigger.keep") != std::string::npos; }))
        << diagnostics();
    EXPECT_NE(shown().find("Nodes=n[1-2]"), std::string::npos) << shown();
    EXPECT_NE(shown().find("Users=nobody"), std::string::npos) << shown();
    const std::vector<std::string> jobs = eight_one_node_jobs();
    ASSERT_NO_FATAL_FAILURE(expect_six_run_off_n1_and_n2(jobs));
    ASSERT_EQ(ctl({"releaseres", "keep"}).exit_code, 0);
    ASSERT_TRUE(eventually([&] { return shown().find("outrigger.keep") == std::string::npos; })) << shown();
    ASSERT_TRUE(eventually([&] {
        return std::all_of(jobs.begin(), jobs.end(), [&](const auto& j) { return state(j) == "COMPLETED"; });
    })) << diagnostics();

    // Every node reserved for root, then narrowed in Slurm behind Outrigger's back.
    ASSERT_EQ(ctl({"setres", "-n", "all", "-u", "root", "-d", "00:10:00", "n[1-8]"}).exit_code, 0);
    ASSERT_TRUE(eventually([&] { return shown().find("outrigger.all") != std::string::npos; }))
        << diagnostics();
    ASSERT_TRUE(slurm_->run({"scontrol", "update", "ReservationName=outrigger.all", "Users=nobody"}).ok());
    const std::string refused = sbatch({"-N1", "-t", "1"}, 1);
    ASSERT_TRUE(eventually([&] {
        return ctl({"checkjob", refused}).output.find("last start refused by the resource manager") !=
               std::string::npos;
    })) << ctl({"checkjob", refused}).output
        << diagnostics();
    const std::string why = ctl({"checkjob", refused}).output;
    EXPECT_NE(why.find("Access denied to requested reservation"), std::string::npos) << why;
    // Said once, not at every reading; tried again later, not at every reading either.
    std::this_thread::sleep_for(std::chrono::seconds(3));
    const std::string log = daemon_->log();
    std::size_t said = 0;
    for (auto at = log.find("job " + refused + ": Slurm refused the start"); at != std::string::npos;
         at = log.find("job " + refused + ": Slurm refused the start", at + 1))
        ++said;
    EXPECT_EQ(said, 1u) << log;
    EXPECT_NE(ctl({"--json", "checkjob", refused}).output.find("\"start_refused\""), std::string::npos);
    EXPECT_EQ(state(refused), "PENDING");
    ASSERT_EQ(ctl({"releaseres", "all"}).exit_code, 0);
    ASSERT_TRUE(eventually([&] { return state(refused) == "RUNNING" || state(refused) == "COMPLETED"; }))
        << diagnostics();
    EXPECT_EQ(ctl({"checkjob", refused}).output.find("last start refused"), std::string::npos);
}

// An account Slurm names for the first time after outriggerd started is learned at once: its jobs
// carry it, the policy's limits for it apply (ACCOUNTCFG[DEFAULT] here), and so does fairshare.
TEST_F(SlurmScenario, AnAccountFirstSeenAfterTheStartIsLearnedLimitedAndCharged) {
    start_outrigger("ACCOUNTCFG[DEFAULT] MAXJOB=1\nFSPOLICY DEDICATEDPS\n");
    const std::string first = sbatch({"-A", "chem", "-N1", "-t", "1"}, 3);
    const std::string second = sbatch({"-A", "chem", "-N1", "-t", "1"}, 1);
    ASSERT_TRUE(eventually([&] { return state(first) == "RUNNING"; })) << diagnostics();
    std::this_thread::sleep_for(std::chrono::milliseconds(1500));
    EXPECT_EQ(state(second), "PENDING");
    const std::string why = ctl({"checkjob", second}).output;
    EXPECT_NE(why.find("account:chem"), std::string::npos) << why;
    EXPECT_NE(why.find("MAXJOB"), std::string::npos) << why;
    EXPECT_NE(daemon_->log().find("new credentials from Slurm: ACCOUNT chem"), std::string::npos)
        << daemon_->log();
    ASSERT_TRUE(eventually([&] { return state(second) == "COMPLETED"; })) << diagnostics();

    // Its usage is charged from the runs Slurm reports and shown under its own name. A waiting job
    // makes the fairshare figures current.
    ASSERT_EQ(ctl({"schedctl", "-s"}).exit_code, 0);
    const std::string waiting = sbatch({"-A", "chem", "-N1", "-t", "1"}, 1);
    const auto chem_usage = [&] {
        const std::string text = ctl({"diagnose", "-f"}).output;
        const auto at = text.find("\nchem ");
        return at == std::string::npos ? std::string()
                                       : text.substr(at + 1, text.find('\n', at + 1) - at - 1);
    };
    ASSERT_TRUE(eventually([&] { return !chem_usage().empty(); })) << ctl({"diagnose", "-f"}).output;
    EXPECT_EQ(chem_usage().find(" 0.000"), std::string::npos) << chem_usage();
    EXPECT_EQ(state(waiting), "PENDING");
}

// Fairshare usage is outriggerd's own: killed and restarted it has the same usage, whether Slurm
// still remembers the jobs that made it (charged once, not twice) or has forgotten them.
TEST_F(SlurmScenario, FairshareUsageSurvivesARestartAndSlurmForgettingTheJobs) {
    start_outrigger("FSPOLICY DEDICATEDPS\n");
    const std::vector<std::string> jobs{sbatch({"-N1", "-t", "1"}, 2), sbatch({"-N2", "-t", "1"}, 1)};
    ASSERT_TRUE(eventually([&] {
        return std::all_of(jobs.begin(), jobs.end(), [&](const auto& j) { return state(j) == "COMPLETED"; });
    })) << diagnostics();
    // Scheduling stopped and a job waiting: the fairshare figures stay current and nothing else runs.
    ASSERT_EQ(ctl({"schedctl", "-s"}).exit_code, 0);
    sbatch({"-N1", "-t", "1"}, 1);
    const auto root_usage = [&] {
        const std::string text = ctl({"diagnose", "-f"}).output;
        const auto at = text.find("\nroot ");
        return at == std::string::npos ? std::string()
                                       : text.substr(at + 1, text.find('\n', at + 1) - at - 1);
    };
    // Settled: the same at two readings of Slurm (the figures are rebuilt at most once a reading).
    std::string before;
    ASSERT_TRUE(eventually([&] {
        const std::string now = root_usage();
        std::this_thread::sleep_for(std::chrono::milliseconds(1200));
        before = root_usage();
        return !now.empty() && now == before;
    })) << ctl({"diagnose", "-f"}).output;
    EXPECT_EQ(before.find(" 0.000"), std::string::npos) << before;

    // Killed while Slurm still remembers both jobs: each counts once.
    daemon_->kill(SIGKILL);
    restart_outrigger();
    EXPECT_TRUE(eventually([&] { return root_usage() == before; }, std::chrono::seconds(10)))
        << root_usage() << " after the restart, " << before << " before\n"
        << diagnostics();

    // Killed again, and Slurm forgets every job before it comes back: the usage is still there.
    daemon_->kill(SIGKILL);
    std::string error;
    ASSERT_TRUE(slurm_->forget_jobs(error)) << error;
    restart_outrigger();
    sbatch({"-N1", "-t", "1"}, 1);
    EXPECT_TRUE(eventually([&] { return root_usage() == before; }, std::chrono::seconds(10)))
        << root_usage() << " after Slurm forgot, " << before << " before\n"
        << diagnostics();
    EXPECT_NE(daemon_->log().find("fairshare usage carried over from the last run"), std::string::npos)
        << daemon_->log();
}

TEST_F(SlurmScenario, ModesThatPromiseNotToTouchJobsAreRefused) {
    {
        std::ofstream cfg(dir() / "maui.cfg");
        cfg << kBaseConfig << "SERVERMODE TEST\n";
    }
    const auto r =
        run_program(OUTRIGGERD_PATH,
                    {"--rm", "slurm", "--config", "maui.cfg", "--state", (dir() / "orstate").string(),
                     "--socket", (dir() / "outriggerd.sock").string()},
                    dir());
    EXPECT_EQ(r.exit_code, 4);
    EXPECT_NE(r.output.find("SERVERMODE TEST is not available with --rm slurm"), std::string::npos)
        << r.output;
}

// No cluster needed: what the command line and an absent Slurm get.
TEST(OutriggerdOnSlurm, BadCommandLinesAndAnAbsentSlurmExitWithTheDocumentedCodes) {
    TempDir dir;
    std::ofstream(dir.path() / "maui.cfg") << kBaseConfig;
    const auto demo = run_program(OUTRIGGERD_PATH, {"--rm", "slurm", "--demo", "--state", "s"}, dir.path());
    EXPECT_EQ(demo.exit_code, 2);
    EXPECT_NE(demo.output.find("the machine and the jobs are Slurm's"), std::string::npos) << demo.output;
    const auto no_config = run_program(OUTRIGGERD_PATH, {"--rm", "slurm", "--state", "s"}, dir.path());
    EXPECT_EQ(no_config.exit_code, 2);
    EXPECT_NE(no_config.output.find("--config is required with --rm slurm"), std::string::npos);
    const auto bogus = run_program(OUTRIGGERD_PATH, {"--rm", "pbs", "--demo", "--state", "s"}, dir.path());
    EXPECT_EQ(bogus.exit_code, 2);
    EXPECT_NE(bogus.output.find("--rm 'pbs': expected simulated or slurm"), std::string::npos);
    // No Slurm to ask at start (its tools are not on PATH): the machine cannot be read.
    ::setenv("PATH", (dir.path() / "no-tools").c_str(), 1);
    const auto absent = run_program(
        OUTRIGGERD_PATH, {"--rm", "slurm", "--config", "maui.cfg", "--state", (dir.path() / "s").string()},
        dir.path());
    EXPECT_EQ(absent.exit_code, 4);
    EXPECT_NE(absent.output.find("cannot read the cluster from Slurm"), std::string::npos) << absent.output;
}

}  // namespace
}  // namespace outrigger::testing
