// orsim import: read an SWF log and print what an import makes of it (spec section 6).

#include <fmt/format.h>

#include <charconv>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "orsim_commands.hpp"
#include "workload/swf_reader.hpp"

namespace outrigger::cli {
namespace {

constexpr const char* kImportUsage =
    "usage: orsim import FILE.swf[.gz] [--estimate runtime|HH:MM:SS] [--first N] [--count M]\n"
    "                    [--node-memory MB] [--json]\n"
    "\n"
    "Reads a Standard Workload Format log and prints the import report: records read and imported,\n"
    "each skip and adjustment rule with a count and the first examples (FILE:LINE:COL).\n"
    "  --estimate R  walltime for records without a requested time: 'runtime' (the job's own run\n"
    "                time) or a fixed [[[DD:]HH:]MM:]SS; without it such records are skipped\n"
    "  --first N     pass over the first N job records of the file (valid or not)\n"
    "  --count M     then keep the first M jobs that import\n"
    "  --node-memory MB  the machine states this node memory: memory requests (field 10) are kept;\n"
    "                without it they are counted and do not constrain placement\n"
    "  --json        print the report as JSON (schema outrigger.import-report, version 1)\n"
    "exit status: 0 imported cleanly, 1 the file is unreadable or has malformed lines, 2 bad usage\n";

int usage_error(const std::string& message) {
    fmt::print(stderr, "orsim import: {}\n{}", message, kImportUsage);
    return 2;
}

std::optional<std::int64_t> non_negative(std::string_view s) {
    std::int64_t v = 0;
    const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || ec != std::errc() || p != s.data() + s.size() || v < 0) return std::nullopt;
    return v;
}

}  // namespace

int run_import(Args args) {
    std::optional<std::string> file;
    SwfImportOptions options;
    bool json = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view a = args[i];
        const auto value = [&]() -> std::optional<std::string_view> {
            if (i + 1 >= args.size()) return std::nullopt;
            return args[++i];
        };
        if (a == "--help" || a == "-h") {
            fmt::print("{}", kImportUsage);
            return 0;
        }
        if (a == "--json") {
            json = true;
        } else if (a == "--estimate") {
            const auto v = value();
            if (!v) return usage_error("--estimate needs a value");
            const auto e = parse_walltime_estimate(*v);
            if (!e)
                return usage_error(fmt::format(
                    "--estimate '{}': expected 'runtime' or a duration [[[DD:]HH:]MM:]SS > 0", *v));
            options.estimate = *e;
        } else if (a == "--node-memory") {
            const auto v = value();
            if (!v) return usage_error("--node-memory needs a value");
            const auto n = non_negative(*v);
            if (!n || *n == 0)
                return usage_error(fmt::format("--node-memory '{}': expected megabytes >= 1", *v));
            options.memory_constrains = true;
        } else if (a == "--first" || a == "--count") {
            const auto v = value();
            if (!v) return usage_error(fmt::format("{} needs a value", a));
            const auto n = non_negative(*v);
            if (!n) return usage_error(fmt::format("{} '{}': expected a non-negative integer", a, *v));
            if (a == "--first")
                options.first = *n;
            else
                options.count = *n;
        } else if (!a.empty() && a.front() == '-') {
            return usage_error(fmt::format("unknown option '{}'", a));
        } else if (file) {
            return usage_error(fmt::format("one file only ('{}' and '{}')", *file, a));
        } else {
            file = std::string(a);
        }
    }
    if (!file) return usage_error("no SWF file given");

    Names names;
    const ImportedWorkload w = import_swf(*file, options, names);
    if (json)
        fmt::print("{}\n", import_report_json(w.report).dump(2));
    else
        fmt::print("{}", render_import_report_text(w.report));
    if (w.report.error) fmt::print(stderr, "orsim import: {}\n", *w.report.error);
    return w.report.clean() ? 0 : 1;
}

}  // namespace outrigger::cli
