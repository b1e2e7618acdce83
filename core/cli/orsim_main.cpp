#include <fmt/format.h>

#include <array>
#include <string_view>
#include <vector>

#include "orsim_commands.hpp"
#include "outrigger/version.hpp"

namespace {

using outrigger::cli::Args;

struct Command {
    std::string_view name;
    std::string_view summary;
    int (*run)(Args);
};

// --- the command table (one line per command) ---
constexpr auto kCommands = std::to_array<Command>({
    {"--version", "print the version", nullptr},
    {"import", "read an SWF workload and report what imports", outrigger::cli::run_import},
    {"import-cluster", "write a cluster file from Slurm's sinfo --json", outrigger::cli::run_import_cluster},
    {"generate", "write a seeded synthetic workload as SWF", outrigger::cli::run_generate},
    {"check-config", "check a maui.cfg and optionally write it back", outrigger::cli::check_config},
    {"run", "replay a workload through the scheduler: schedule CSV, metrics, reports",
     outrigger::cli::run_replay},
    {"compare", "replay a workload under two configs at once and compare them: JSON, CSV",
     outrigger::cli::run_compare},
});

int usage(std::FILE* out) {
    fmt::print(out,
               "usage: orsim <command> [options]   (orsim <command> --help for its options)\n\ncommands:\n");
    for (const auto& c : kCommands) fmt::print(out, "  {:<16} {}\n", c.name, c.summary);
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
    for (const auto& c : kCommands)
        if (c.run && c.name == args[0]) return c.run(Args(args).subspan(1));
    fmt::print(stderr, "orsim: unknown command '{}'\n", args[0]);
    return usage(stderr);
}
