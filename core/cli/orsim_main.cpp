#include <fmt/format.h>

#include <span>
#include <string_view>
#include <vector>

#include "outrigger/version.hpp"

namespace {

int usage(std::FILE* out) {
    fmt::print(out,
               "usage: orsim <command> [options]\n"
               "\n"
               "commands:\n"
               "  --version              print the version\n");
    return out == stderr ? 2 : 0;
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<std::string_view> args(argv + 1, argv + argc);
    if (args.empty()) return usage(stderr);
    if (args[0] == "--version" || args[0] == "version") {
        fmt::print("orsim {} ({})\n", outrigger::kVersion, outrigger::kProjectName);
        return 0;
    }
    if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") return usage(stdout);
    fmt::print(stderr, "orsim: unknown command '{}'\n", args[0]);
    return usage(stderr);
}
