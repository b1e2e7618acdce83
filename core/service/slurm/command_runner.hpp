#pragma once

// Runs a program and collects what it printed. Slurm is reached only through its command-line
// tools (slurm_client.hpp says why), so this is the one place the service starts processes; tests
// put a scripted runner in its place.

#include <chrono>
#include <string>
#include <vector>

namespace outrigger::slurm {

struct CommandOutput {
    bool ran = false;  // false: the program could not be started, or it was stopped at the timeout
    int exit_code = -1;
    std::string out;
    std::string err;
    [[nodiscard]] bool ok() const { return ran && exit_code == 0; }
};

class CommandRunner {
  public:
    virtual ~CommandRunner() = default;
    // argv[0] is looked up on PATH.
    virtual CommandOutput run(const std::vector<std::string>& argv) = 0;
};

// The real thing: posix_spawn, both pipes read until the program ends or `timeout` passes (then it
// is killed, so a hung slurmctld never hangs the service).
class ProcessRunner final : public CommandRunner {
  public:
    explicit ProcessRunner(std::chrono::milliseconds timeout = std::chrono::seconds(20))
        : timeout_(timeout) {}
    CommandOutput run(const std::vector<std::string>& argv) override;

  private:
    std::chrono::milliseconds timeout_;
};

}  // namespace outrigger::slurm
