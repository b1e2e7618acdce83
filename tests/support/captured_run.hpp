#pragma once

#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace outrigger::testing {

// A program's exit status (-1 when it did not exit) and its stdout then stderr, as one text.
struct CapturedRun {
    int status = -1;
    std::string out;
};

// Runs `command_line` through the shell with stdout and stderr captured in `capture` (a file per
// test: ctest runs the tests of a file in parallel processes).
inline CapturedRun run_captured(const std::string& command_line, const std::filesystem::path& capture) {
    const std::string cmd = command_line + " > " + capture.string() + " 2>&1";
    const int raw = std::system(cmd.c_str());
    CapturedRun r;
    r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    std::ifstream in(capture);
    std::stringstream ss;
    ss << in.rdbuf();
    r.out = ss.str();
    return r;
}

}  // namespace outrigger::testing
