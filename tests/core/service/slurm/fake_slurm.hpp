#pragma once

// A scripted Slurm for unit tests: answers each tool by its command line, and records every call,
// so that a test says what Slurm prints and checks what Outrigger asked of it.

#include <map>
#include <string>
#include <vector>

#include "service/slurm/command_runner.hpp"

namespace outrigger::testing {

class FakeSlurm final : public slurm::CommandRunner {
  public:
    slurm::CommandOutput run(const std::vector<std::string>& argv) override {
        std::string line;
        for (const auto& a : argv) line += (line.empty() ? "" : " ") + a;
        calls.push_back(line);
        if (down)
            return slurm::CommandOutput{true, 1, {}, argv[0] + ": error: Unable to contact slurm controller"};
        // The longest scripted prefix answers.
        const slurm::CommandOutput* best = nullptr;
        std::size_t best_length = 0;
        for (const auto& [prefix, out] : replies)
            if (line.rfind(prefix, 0) == 0 && prefix.size() >= best_length) {
                best = &out;
                best_length = prefix.size();
            }
        if (best != nullptr) return *best;
        return slurm::CommandOutput{true, 0, {}, {}};
    }
    void reply(const std::string& prefix, std::string out, int exit_code = 0, std::string err = {}) {
        replies[prefix] = slurm::CommandOutput{true, exit_code, std::move(out), std::move(err)};
    }
    // Calls that begin with `prefix`.
    [[nodiscard]] std::vector<std::string> called(const std::string& prefix) const {
        std::vector<std::string> out;
        for (const auto& c : calls)
            if (c.rfind(prefix, 0) == 0) out.push_back(c);
        return out;
    }

    std::map<std::string, slurm::CommandOutput> replies;
    std::vector<std::string> calls;
    bool down = false;
};

}  // namespace outrigger::testing
