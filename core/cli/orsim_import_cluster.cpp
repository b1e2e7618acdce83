// orsim import-cluster: a cluster file (NODECFG lines) from `sinfo --json`, so that a site replays
// its own workload on the very machine Slurm describes.

#include <fmt/format.h>

#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>

#include "config/document.hpp"
#include "model/atomic_write.hpp"
#include "orsim_commands.hpp"
#include "service/slurm/cluster_text.hpp"
#include "workload/cluster_builder.hpp"

namespace outrigger::cli {
namespace {

constexpr const char* kImportClusterUsage =
    "usage: orsim import-cluster --sinfo-json FILE|- [--out cluster.cfg]\n"
    "\n"
    "Writes the machine `sinfo --json` describes as an Outrigger cluster file: one NODECFG line per\n"
    "run of alike nodes (PARTITION PROCS MEMORY DISK GRES FEATURES, and PRIORITY from Slurm's\n"
    "weight). Node states are not written: they are news, not configuration.\n"
    "  --sinfo-json F  the output of `sinfo --json` (- reads it from standard input)\n"
    "  --out F         where to write the file (default: standard output)\n"
    "exit status: 0 written, 1 the input is not sinfo's JSON or names no node, 2 bad usage\n";

int usage_error(const std::string& message) {
    fmt::print(stderr, "orsim import-cluster: {}\n{}", message, kImportClusterUsage);
    return 2;
}

}  // namespace

int run_import_cluster(Args args) {
    std::optional<std::string> input;
    std::optional<std::string> out;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view a = args[i];
        if (a == "--help" || a == "-h") {
            fmt::print("{}", kImportClusterUsage);
            return 0;
        }
        if (a != "--sinfo-json" && a != "--out") return usage_error(fmt::format("unknown argument '{}'", a));
        if (i + 1 >= args.size() || args[i + 1].empty())
            return usage_error(fmt::format("{} needs a value", a));
        (a == "--sinfo-json" ? input : out) = std::string(args[++i]);
    }
    if (!input) return usage_error("--sinfo-json FILE|- is required");
    std::ostringstream text;
    const std::string name = *input == "-" ? std::string("standard input") : *input;
    if (*input == "-") {
        text << std::cin.rdbuf();
    } else {
        std::ifstream in(*input, std::ios::binary);
        if (!in) {
            fmt::print(stderr, "orsim import-cluster: {}: cannot read it\n", name);
            return 1;
        }
        text << in.rdbuf();
    }
    const auto parsed = slurm::parse_sinfo_json(text.str());
    if (!parsed.error.empty()) {
        fmt::print(stderr, "orsim import-cluster: {}: {}\n", name, parsed.error);
        return 1;
    }
    if (parsed.items.empty()) {
        fmt::print(stderr, "orsim import-cluster: {}: sinfo names no node\n", name);
        return 1;
    }
    const slurm::ClusterText cluster = slurm::cluster_text(parsed.items, name);
    for (const std::string& n : cluster.notes) fmt::print(stderr, "note: {}\n", n);
    // What is written reads back as the machine it describes: checked before it is written.
    const ClusterBuild check =
        build_cluster(ConfigDocument::parse(cluster.text, out.value_or("cluster.cfg")));
    if (check.has_errors()) {
        for (const Diagnostic& d : check.diagnostics) fmt::print(stderr, "{}\n", format_diagnostic(d));
        return 1;
    }
    if (!out) {
        fmt::print("{}", cluster.text);
        return 0;
    }
    if (const auto failed = write_file_atomically(*out, cluster.text)) {
        fmt::print(stderr, "orsim import-cluster: {}\n", *failed);
        return 1;
    }
    fmt::print(stderr, "{}: {} nodes, {} processors\n", *out, check.cluster.node_count(),
               check.cluster.total_procs());
    return 0;
}

}  // namespace outrigger::cli
