// orsim generate: write the project's seeded synthetic workload as SWF.

#include <fmt/format.h>

#include <charconv>
#include <optional>
#include <string>

#include "config/duration.hpp"
#include "orsim_commands.hpp"
#include "workload/generator.hpp"
#include "workload/swf_writer.hpp"

namespace outrigger::cli {
namespace {

constexpr const char* kGenerateUsage =
    "usage: orsim generate --jobs N --nodes N --procs-per-node P --load L --seed S --out FILE.swf[.gz]\n"
    "                      [--users U] [--groups G] [--accounts A] [--classes C] [--qos Q]\n"
    "                      [--serial-share X] [--max-job-procs P] [--max-walltime HH:MM:SS]\n"
    "                      [--load-basis requested|runtime] [--start UNIXTIME]\n"
    "\n"
    "Writes a seeded synthetic workload (same seed, same jobs) whose header (MaxNodes, MaxProcs,\n"
    "UnixStartTime) lets it replay on its own default cluster. Offered load L is requested\n"
    "proc-seconds (or used ones with --load-basis runtime) over capacity x arrival span.\n"
    "Users are u<n>, groups g<n>, classes q<n>. A name ending in .gz is written gzip-compressed.\n"
    "exit status: 0 written, 1 the file could not be written, 2 bad usage\n";

int usage_error(const std::string& message) {
    fmt::print(stderr, "orsim generate: {}\n{}", message, kGenerateUsage);
    return 2;
}

template <class T>
std::optional<T> number(std::string_view s) {
    T v{};
    const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
    return v;
}

}  // namespace

int run_generate(Args args) {
    GeneratorParams p;
    std::optional<std::string> out;
    bool jobs = false;
    bool nodes = false;
    bool ppn = false;
    bool load = false;
    bool seed = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view a = args[i];
        if (a == "--help" || a == "-h") {
            fmt::print("{}", kGenerateUsage);
            return 0;
        }
        if (a.empty() || a.front() != '-') return usage_error(fmt::format("unexpected argument '{}'", a));
        if (i + 1 >= args.size()) return usage_error(fmt::format("{} needs a value", a));
        const std::string_view v = args[++i];
        const auto bad = [&](const char* what) {
            return usage_error(fmt::format("{} '{}': expected {}", a, v, what));
        };
        const auto integer = [&](auto& field, std::int64_t min) -> bool {
            const auto n = number<std::int64_t>(v);
            if (!n || *n < min) return false;
            field = static_cast<std::remove_reference_t<decltype(field)>>(*n);
            return true;
        };
        const auto real = [&](double& field) -> bool {
            const auto d = number<double>(v);
            if (!d) return false;
            field = *d;
            return true;
        };
        if (a == "--jobs") {
            if (!integer(p.jobs, 0)) return bad("a non-negative integer");
            jobs = true;
        } else if (a == "--nodes") {
            if (!integer(p.nodes, 1)) return bad("an integer >= 1");
            nodes = true;
        } else if (a == "--procs-per-node") {
            if (!integer(p.procs_per_node, 1)) return bad("an integer >= 1");
            ppn = true;
        } else if (a == "--load") {
            if (!real(p.load) || !(p.load > 0)) return bad("a number > 0 (0.9 = 90%)");
            load = true;
        } else if (a == "--seed") {
            const auto s = number<std::uint64_t>(v);
            if (!s) return bad("a non-negative integer");
            p.seed = *s;
            seed = true;
        } else if (a == "--users") {
            if (!integer(p.users, 1)) return bad("an integer >= 1");
        } else if (a == "--groups") {
            if (!integer(p.groups, 1)) return bad("an integer >= 1");
        } else if (a == "--accounts") {
            if (!integer(p.accounts, 1)) return bad("an integer >= 1");
        } else if (a == "--classes") {
            if (!integer(p.classes, 1)) return bad("an integer >= 1");
        } else if (a == "--qos") {
            if (!integer(p.qos, 1)) return bad("an integer >= 1");
        } else if (a == "--serial-share") {
            if (!real(p.serial_share) || p.serial_share < 0 || p.serial_share > 1)
                return bad("a number in [0, 1]");
        } else if (a == "--max-job-procs") {
            if (!integer(p.max_job_procs, 1)) return bad("an integer >= 1");
        } else if (a == "--max-walltime") {
            const auto d = parse_duration(v);
            if (!d || d->is_infinite() || d->count() < 60)
                return bad("a duration [[[DD:]HH:]MM:]SS of at least 60 s");
            p.max_walltime_s = d->count();
        } else if (a == "--load-basis") {
            if (v == "requested")
                p.load_basis = LoadBasis::Requested;
            else if (v == "runtime")
                p.load_basis = LoadBasis::RunTime;
            else
                return bad("'requested' or 'runtime'");
        } else if (a == "--start") {
            if (!integer(p.unix_start_time, 0)) return bad("a Unix time in seconds");
        } else if (a == "--out") {
            out = std::string(v);
        } else {
            return usage_error(fmt::format("unknown option '{}'", a));
        }
    }
    if (!jobs || !nodes || !ppn || !load || !seed || !out)
        return usage_error("--jobs, --nodes, --procs-per-node, --load, --seed and --out are required");
    if (const auto err = generator_params_error(p); !err.empty()) return usage_error(err);

    Names names;
    const GeneratedWorkload w = generate_workload(p, names);
    if (const auto err = write_swf_file(*out, w.header, w.records)) {
        fmt::print(stderr, "orsim generate: {}\n", *err);
        return 1;
    }
    const std::int64_t span = w.jobs.empty() ? 0 : w.jobs.back().submit.seconds();
    fmt::print("wrote {} jobs to {} (MaxNodes {}, MaxProcs {}, arrivals over {} s, seed {})\n", w.jobs.size(),
               *out, p.nodes, p.nodes * p.procs_per_node, span, p.seed);
    // SWF has fields for users, groups and queues only.
    fmt::print(
        "note: SWF cannot carry the jobs' accounts ({} drawn) and QOS ({} drawn); a replay of {} has none. "
        "orsim run --demo replays the workbench's demo with its classes, QOS, accounts and node requests\n",
        p.accounts, p.qos, *out);
    return 0;
}

}  // namespace outrigger::cli
