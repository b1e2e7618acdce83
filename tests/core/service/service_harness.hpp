#pragma once

// What the service tests share: a temporary folder of their own, outriggerd as a child process,
// orctl runs, and a raw protocol client on a Unix socket (so that a test can send any bytes and
// kill the service between sending a request and reading its reply).

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace outrigger::testing {

namespace fs = std::filesystem;

// A fresh folder under the system's temporary one, removed at the end; readable by every user
// (the access test connects as nobody).
class TempDir {
  public:
    TempDir() {
        std::string pattern = (fs::temp_directory_path() / "outriggerd-test-XXXXXX").string();
        if (mkdtemp(pattern.data()) != nullptr) path_ = pattern;
        ::chmod(path_.c_str(), 0755);
    }
    ~TempDir() {
        std::error_code ec;
        if (!path_.empty()) fs::remove_all(path_, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    [[nodiscard]] const fs::path& path() const { return path_; }

  private:
    fs::path path_;
};

inline fs::path data_dir() {
    return SERVICE_TEST_DATA;
}

inline std::string read_text(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// A Unix socket client that speaks lines; every call has a timeout, so a test never hangs.
class RawClient {
  public:
    RawClient() = default;
    ~RawClient() { close(); }
    RawClient(const RawClient&) = delete;
    RawClient& operator=(const RawClient&) = delete;

    bool connect(const fs::path& socket) {
        close();
        fd_ = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_un addr{};
        addr.sun_family = AF_UNIX;
        const std::string p = socket.string();
        if (fd_ < 0 || p.size() >= sizeof addr.sun_path) return false;
        p.copy(addr.sun_path, p.size());
        if (::connect(fd_, reinterpret_cast<const sockaddr*>(&addr), sizeof addr) != 0) {
            close();
            return false;
        }
        return true;
    }
    void close() {
        if (fd_ >= 0) ::close(fd_);
        fd_ = -1;
        buffer_.clear();
        scanned_ = 0;
    }
    [[nodiscard]] int fd() const { return fd_; }

    bool send(std::string_view bytes) const {
        while (!bytes.empty()) {
            const ssize_t n = ::send(fd_, bytes.data(), bytes.size(), MSG_NOSIGNAL);
            if (n <= 0) return false;
            bytes.remove_prefix(static_cast<std::size_t>(n));
        }
        return true;
    }
    bool send_line(const nlohmann::json& j) const { return send(j.dump() + "\n"); }

    std::optional<std::string> read_line(int timeout_ms = 20000) {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
        while (true) {
            // Only what came since the last look is searched: a view of many jobs is megabytes.
            if (const auto nl = buffer_.find('\n', scanned_); nl != std::string::npos) {
                std::string line = buffer_.substr(0, nl);
                buffer_.erase(0, nl + 1);
                scanned_ = 0;
                return line;
            }
            scanned_ = buffer_.size();
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                deadline - std::chrono::steady_clock::now());
            if (left.count() <= 0) return std::nullopt;
            pollfd p{fd_, POLLIN, 0};
            if (::poll(&p, 1, static_cast<int>(left.count())) <= 0) return std::nullopt;
            char chunk[65536];
            const ssize_t n = ::recv(fd_, chunk, sizeof chunk, 0);
            if (n <= 0) return std::nullopt;
            buffer_.append(chunk, static_cast<std::size_t>(n));
        }
    }

    // Sends `request` and returns its reply (null when none came).
    nlohmann::json call(const nlohmann::json& request, int timeout_ms = 20000) {
        if (!send_line(request)) return nullptr;
        const auto line = read_line(timeout_ms);
        if (!line) return nullptr;
        return nlohmann::json::parse(*line, nullptr, false);
    }
    nlohmann::json hello() {
        return call({{"id", 0}, {"type", "hello"}, {"protocol", 1}, {"client", "test"}});
    }

  private:
    int fd_ = -1;
    std::string buffer_;
    std::size_t scanned_ = 0;  // bytes of buffer_ known to hold no newline
};

// outriggerd as a child process, its stderr in a file beside the state.
class Daemon {
  public:
    Daemon(std::vector<std::string> args, fs::path socket, fs::path log)
        : args_(std::move(args)), socket_(std::move(socket)), log_(std::move(log)) {}
    ~Daemon() { kill(SIGKILL); }
    Daemon(const Daemon&) = delete;
    Daemon& operator=(const Daemon&) = delete;

    // Starts it and waits until its socket answers; false when it exited first or took too long.
    bool start(int timeout_ms = 20000) {
        pid_ = ::fork();
        if (pid_ == 0) {
            const int fd = ::open(log_.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
            if (fd >= 0) {
                ::dup2(fd, 2);
                ::dup2(fd, 1);
            }
            if (::chdir(socket_.parent_path().c_str()) != 0) ::_exit(126);
            std::vector<char*> argv;
            std::string program = OUTRIGGERD_PATH;
            argv.push_back(program.data());
            for (auto& a : args_) argv.push_back(a.data());
            argv.push_back(nullptr);
            ::execv(program.c_str(), argv.data());
            ::_exit(127);
        }
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
        while (std::chrono::steady_clock::now() < deadline) {
            int status = 0;
            if (::waitpid(pid_, &status, WNOHANG) == pid_) {
                exit_code_ = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
                pid_ = -1;
                return false;
            }
            RawClient probe;
            if (probe.connect(socket_)) return true;
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
        return false;
    }
    // Sends `signal` and reaps the child; its exit code (-1 when a signal ended it).
    int kill(int signal) {
        if (pid_ <= 0) return exit_code_;
        ::kill(pid_, signal);
        int status = 0;
        ::waitpid(pid_, &status, 0);
        pid_ = -1;
        exit_code_ = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
        return exit_code_;
    }
    // Runs to the end (a refusal at startup); its exit code.
    int wait() {
        if (pid_ <= 0) return exit_code_;
        int status = 0;
        ::waitpid(pid_, &status, 0);
        pid_ = -1;
        exit_code_ = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
        return exit_code_;
    }
    [[nodiscard]] int exit_code() const { return exit_code_; }
    [[nodiscard]] std::string log() const { return read_text(log_); }

  private:
    std::vector<std::string> args_;
    fs::path socket_;
    fs::path log_;
    pid_t pid_ = -1;
    int exit_code_ = -1;
};

// A service on the test site (four nodes, five jobs), stopped, in `dir`. The site's files are
// copied there (changeparam writes the maui.cfg) and named relative to it, where the programs run,
// so that messages name them the same on any machine.
inline std::vector<std::string> test_site_args(const fs::path& dir, const std::string& state = "state") {
    for (const char* file : {"maui.cfg", "workload.swf"})
        if (!fs::exists(dir / file)) fs::copy_file(data_dir() / file, dir / file);
    return {"--config",       "maui.cfg",
            "--workload",     "workload.swf",
            "--state",        (dir / state).string(),
            "--socket",       (dir / "outriggerd.sock").string(),
            "--start-stopped"};
}

struct ProgramRun {
    int exit_code = -1;
    std::string output;  // stdout then stderr
};

// Runs `program` with `args` in `scratch`, collecting stdout and stderr (stderr after stdout).
inline ProgramRun run_program(const std::string& program, const std::vector<std::string>& args,
                              const fs::path& scratch) {
    const fs::path out = scratch / "run.out";
    const fs::path err = scratch / "run.err";
    const pid_t pid = ::fork();
    if (pid == 0) {
        const int o = ::open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        const int e = ::open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        ::dup2(o, 1);
        ::dup2(e, 2);
        if (::chdir(scratch.c_str()) != 0) ::_exit(126);
        std::vector<std::string> owned(args);
        std::vector<char*> argv;
        std::string p = program;
        argv.push_back(p.data());
        for (auto& a : owned) argv.push_back(a.data());
        argv.push_back(nullptr);
        ::execv(p.c_str(), argv.data());
        ::_exit(127);
    }
    int status = 0;
    ::waitpid(pid, &status, 0);
    ProgramRun r;
    r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.output = read_text(out) + read_text(err);
    return r;
}

inline ProgramRun orctl(const fs::path& dir, std::vector<std::string> args) {
    args.insert(args.begin(), {"--socket", (dir / "outriggerd.sock").string()});
    return run_program(ORCTL_PATH, args, dir);
}

}  // namespace outrigger::testing
