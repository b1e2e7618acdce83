#pragma once

// A private Slurm on localhost for the tests that drive a real one: slurmctld and `nodes` slurmd
// in a temporary folder, on free ports chosen now, with Debian's auth/none (no munge) and the
// settings the setup page (core/service/slurm/README.md) asks a site for: sched/builtin, every
// priority weight 0, the job_submit.lua that holds every job at submission, exclusive nodes.
// Stopping cancels every job first (slurmstepd outlives slurmd otherwise) and then ends every
// daemon it started, by its pid file; the destructor does it, so a failing test leaves nothing.

#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "service/slurm/command_runner.hpp"

namespace outrigger::testing {

namespace fs = std::filesystem;

// Why the Slurm tests cannot run here, or nullopt when they can.
inline std::optional<std::string> slurm_unavailable() {
    if (::geteuid() != 0) return "not root: a private Slurm's daemons must run as root";
    for (const char* tool : {"slurmctld", "slurmd", "sbatch", "squeue", "sinfo", "scontrol", "scancel"}) {
        bool found = false;
        for (const char* dir :
             {"/usr/sbin", "/usr/bin", "/usr/local/sbin", "/usr/local/bin", "/sbin", "/bin"})
            found = found || fs::exists(fs::path(dir) / tool);
        if (!found)
            return std::string(tool) + " is not installed (apt-get install slurmctld slurmd slurm-client)";
    }
    return std::nullopt;
}

// A port nobody listens on now.
inline int free_port() {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    a.sin_port = 0;
    socklen_t len = sizeof a;
    int port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0 &&
        ::getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len) == 0)
        port = ntohs(a.sin_port);
    ::close(fd);
    return port;
}

class LocalSlurm {
  public:
    explicit LocalSlurm(int nodes = 8, int cpus = 4) : nodes_(nodes), cpus_(cpus) {
        std::string pattern = (fs::temp_directory_path() / "outrigger-slurm-XXXXXX").string();
        if (::mkdtemp(pattern.data()) != nullptr) dir_ = pattern;
        fs::permissions(dir_, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                                  fs::perms::others_read | fs::perms::others_exec);
        ::setenv("SLURM_CONF", (dir_ / "slurm.conf").c_str(), 1);
    }
    ~LocalSlurm() {
        stop();
        std::error_code ec;
        if (!dir_.empty()) fs::remove_all(dir_, ec);
    }
    LocalSlurm(const LocalSlurm&) = delete;
    LocalSlurm& operator=(const LocalSlurm&) = delete;

    [[nodiscard]] const fs::path& dir() const { return dir_; }
    [[nodiscard]] std::string node(int i) const { return "n" + std::to_string(i); }

    // Writes the configuration and starts every daemon; true once every node is idle.
    bool start(std::string& error) {
        fs::create_directories(dir_ / "state");
        for (int i = 1; i <= nodes_; ++i) fs::create_directories(dir_ / "spool" / node(i));
        std::ofstream conf(dir_ / "slurm.conf");
        const std::string d = dir_.string();
        conf << "ClusterName=outrigger\nSlurmctldHost=localhost\nSlurmctldPort=" << free_port()
             << "\nAuthType=auth/none\nCredType=cred/none\nSlurmUser=root\nSlurmdUser=root\n"
             << "StateSaveLocation=" << d << "/state\nSlurmdSpoolDir=" << d << "/spool/%n\n"
             << "SlurmctldPidFile=" << d << "/slurmctld.pid\nSlurmdPidFile=" << d << "/slurmd.%n.pid\n"
             << "SlurmctldLogFile=" << d << "/slurmctld.log\nSlurmdLogFile=" << d << "/slurmd.%n.log\n"
             << "SlurmdParameters=config_overrides\nProctrackType=proctrack/linuxproc\nTaskPlugin=task/none\n"
             << "JobAcctGatherType=jobacct_gather/none\nAccountingStorageType=accounting_storage/none\n"
             << "MpiDefault=none\nMailProg=/bin/true\nReturnToService=2\nMinJobAge=600\n"
             << "SchedulerType=sched/builtin\nSelectType=select/cons_tres\nSelectTypeParameters=CR_Core\n"
             << "PriorityType=priority/multifactor\nPriorityWeightAge=0\nPriorityWeightFairshare=0\n"
             << "PriorityWeightJobSize=0\nPriorityWeightPartition=0\nPriorityWeightQOS=0\n"
             << "SchedulerParameters=batch_sched_delay=0\nJobSubmitPlugins=lua\n"
             << "SlurmctldTimeout=10\nSlurmdTimeout=30\nMessageTimeout=5\n";
        for (int i = 1; i <= nodes_; ++i)
            conf << "NodeName=" << node(i)
                 << " NodeHostname=localhost NodeAddr=127.0.0.1 Port=" << free_port() << " CPUs=" << cpus_
                 << " RealMemory=1000\n";
        conf << "PartitionName=batch Nodes=ALL Default=YES MaxTime=INFINITE State=UP "
                "OverSubscribe=EXCLUSIVE\n";
        conf.close();
        std::ofstream lua(dir_ / "job_submit.lua");
        lua << job_submit_lua();
        lua.close();
        if (!start_controller(error)) return false;
        for (int i = 1; i <= nodes_; ++i) {
            const auto r = run({"slurmd", "-N", node(i)});
            if (!r.ok()) {
                error = "slurmd -N " + node(i) + ": " + r.err;
                return false;
            }
        }
        return wait_idle(nodes_, std::chrono::seconds(30), error);
    }

    bool start_controller(std::string& error) {
        const auto r = run({"slurmctld", "-i"});
        if (!r.ok()) {
            error = "slurmctld: " + r.err + log_tail("slurmctld.log");
            return false;
        }
        return true;
    }

    // The controller is killed (SIGTERM: it saves its state on the way out; after a SIGKILL Slurm
    // itself loses the jobs it had not saved yet, and no scheduler can bring those back).
    void kill_controller() { kill_pid_file(dir_ / "slurmctld.pid", SIGTERM); }

    // Slurm forgets every job, as it forgets finished ones MinJobAge after they end: the
    // controller is stopped, its saved jobs removed, and started again (call with no job running).
    bool forget_jobs(std::string& error) {
        kill_controller();
        std::error_code ec;
        for (const auto& entry : fs::directory_iterator(dir_ / "state", ec))
            if (entry.path().filename().string().rfind("job_state", 0) == 0) fs::remove(entry.path(), ec);
        return start_controller(error) && wait_idle(nodes_, std::chrono::seconds(30), error);
    }

    bool wait_idle(int count, std::chrono::seconds timeout, std::string& error) {
        const auto deadline = std::chrono::steady_clock::now() + timeout;
        std::string last;
        while (std::chrono::steady_clock::now() < deadline) {
            const auto r = run({"sinfo", "-h", "-N", "-t", "idle", "-o", "%N"});
            last = r.out + r.err;
            int idle = 0;
            for (char c : r.out) idle += c == '\n' ? 1 : 0;
            if (r.ok() && idle >= count) return true;
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
        }
        error = "the nodes were not idle within " + std::to_string(timeout.count()) + " s: " + last +
                log_tail("slurmctld.log");
        return false;
    }

    // Cancels every job, then ends every daemon.
    void stop() {
        if (dir_.empty() || stopped_) return;
        stopped_ = true;
        (void)run({"scancel", "--user=root"});
        (void)run({"scancel", "--state=PENDING"});
        // Job steps end with their jobs; give slurmd a moment to reap them.
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        for (int i = 1; i <= nodes_; ++i) kill_pid_file(dir_ / ("slurmd." + node(i) + ".pid"), SIGTERM);
        kill_pid_file(dir_ / "slurmctld.pid", SIGTERM);
    }

    slurm::CommandOutput run(const std::vector<std::string>& argv) const {
        slurm::ProcessRunner runner(std::chrono::seconds(20));
        return runner.run(argv);
    }

    // sbatch ARGS --wrap COMMAND; the job id, or empty.
    std::string sbatch(std::vector<std::string> args, const std::string& command) const {
        std::vector<std::string> argv{"sbatch", "--parsable", "--chdir=" + dir_.string(),
                                      "--output=/dev/null"};
        argv.insert(argv.end(), args.begin(), args.end());
        argv.push_back("--wrap=" + command);
        const auto r = run(argv);
        std::string id = r.out.substr(0, r.out.find_first_of(";\n"));
        return r.ok() ? id : std::string();
    }

    // squeue's state and nodes of a job ("RUNNING", "n[1-2]").
    std::pair<std::string, std::string> job(const std::string& id) const {
        const auto r = run({"squeue", "-h", "--states=all", "-j", id, "-o", "%T %N"});
        const std::string line = r.out.substr(0, r.out.find('\n'));
        const auto space = line.find(' ');
        if (space == std::string::npos) return {line, {}};
        return {line.substr(0, space), line.substr(space + 1)};
    }

    std::string log_tail(const std::string& file) const {
        std::ifstream in(dir_ / file);
        std::ostringstream text;
        text << in.rdbuf();
        const std::string all = text.str();
        return "\n--- " + file + " (end)\n" + all.substr(all.size() > 2000 ? all.size() - 2000 : 0);
    }

    // The job_submit.lua of the setup page: every job held at submission, and only root (the
    // scheduler) may change a job's priority, so that users cannot release their own jobs.
    static std::string job_submit_lua() {
        return "function slurm_job_submit(job_desc, part_list, submit_uid)\n"
               "   job_desc.priority = 0\n"
               "   return slurm.SUCCESS\n"
               "end\n\n"
               "function slurm_job_modify(job_desc, job_rec, part_list, modify_uid)\n"
               "   if modify_uid ~= 0 and job_desc.priority ~= slurm.NO_VAL then\n"
               "      slurm.log_user(\"the scheduler sets job priorities\")\n"
               "      return slurm.ERROR\n"
               "   end\n"
               "   return slurm.SUCCESS\n"
               "end\n";
    }

  private:
    // Whether `pid` still runs (a zombie waiting for its reaper does not).
    static bool alive(pid_t pid) {
        std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
        std::string line;
        if (!std::getline(stat, line)) return false;
        const auto paren = line.rfind(')');
        return paren != std::string::npos && paren + 2 < line.size() && line[paren + 2] != 'Z';
    }
    static void kill_pid_file(const fs::path& file, int signal) {
        std::ifstream in(file);
        pid_t pid = 0;
        if (!(in >> pid) || pid <= 1) return;
        ::kill(pid, signal);
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
        while (alive(pid) && std::chrono::steady_clock::now() < deadline)
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        if (alive(pid)) ::kill(pid, SIGKILL);
        std::error_code ec;
        fs::remove(file, ec);
    }

    fs::path dir_;
    int nodes_;
    int cpus_;
    bool stopped_ = false;
};

}  // namespace outrigger::testing
