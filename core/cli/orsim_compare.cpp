// orsim compare: replay one workload under two configurations at once (one thread each) and write
// the comparison (session/whatif_comparison.hpp) as JSON and optionally CSV, with the metric table
// on stdout. Each side is exactly what `orsim run --config` gives for that config.

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <optional>
#include <string>

#include "config/document.hpp"
#include "orsim_commands.hpp"
#include "orsim_workload_options.hpp"
#include "session/whatif_comparison.hpp"

namespace outrigger::cli {

namespace {

constexpr std::string_view kCompareUsage =
    "usage: orsim compare (--workload W.swf[.gz] [--estimate R] [--first N] [--count M] [--node-memory MB]\n"
    "                      | --demo [--seeds N])\n"
    "                     [--cluster K.cfg] --config-a A.cfg --config-b B.cfg --metrics OUT.json\n"
    "                     [--csv OUT.csv] [--quiet]\n"
    "\n"
    "  --workload   the SWF log to replay under both configs (plain or gzip)\n"
    "  --demo       the workbench's demo workload (generated) instead of a log\n"
    "  --seeds N    with --demo: N replicas with seeds from the demo's own upwards; each metric\n"
    "               then shows its spread (min, median, max); default 1\n"
    "  --cluster    the machine (NODECFG lines); default: the SWF header, or the demo cluster\n"
    "  --config-a   maui.cfg of side A;  --config-b  maui.cfg of side B\n"
    "  --metrics    where to write the comparison as JSON (schema outrigger.whatif/1)\n"
    "  --csv        where to write every number as CSV\n"
    "  --first N    skip the first N job records;  --count M  then keep M jobs\n"
    "  --estimate   walltime for jobs without a requested time: runtime, or a fixed HH:MM:SS\n"
    "  --node-memory MB  the memory of every node that states none\n"
    "  --quiet      no progress on stderr\n";

int bad_usage(const std::string& message) {
    fmt::print(stderr, "orsim compare: {}\n{}", message, kCompareUsage);
    return 2;
}

std::string shown(double v, std::string_view unit) {
    if (unit == "fraction") return fmt::format("{:.4f}", v);
    if (unit == "jobs") return fmt::format("{:.0f}", v);
    return fmt::format("{:.2f}", v);
}

void print_table(const WhatIfComparison& c) {
    fmt::print("{}\nA: {}\nB: {}\n\n", c.description, c.config_a_name, c.config_b_name);
    fmt::print("{:<24} {:>14} {:>14} {:>14} {:>9}  {}\n", "metric", "A", "B", "delta", "delta %", "better");
    for (const WhatIfMetricRow& m : c.metrics) {
        const std::string pct = m.delta_percent ? fmt::format("{:+.1f}", *m.delta_percent) : "-";
        const std::string label = m.unit.empty() || m.unit == "fraction" || m.unit == "jobs"
                                      ? m.label
                                      : fmt::format("{} ({})", m.label, m.unit);
        fmt::print("{:<24} {:>14} {:>14} {:>14} {:>9}  {}{}\n", label, shown(m.a, m.unit), shown(m.b, m.unit),
                   shown(m.delta, m.unit), pct, better_name(m.better),
                   m.winner ? fmt::format(" ({})", *m.winner) : std::string());
    }
    if (!c.seeds.empty() && c.seeds.size() > 1)
        fmt::print("\n(medians over {} seeds; the JSON and CSV carry each metric's min and max)\n",
                   c.seeds.size());
    fmt::print("\nconfig diff ({} parameters):\n", c.config_diff.size());
    for (const ConfigDifference& d : c.config_diff)
        fmt::print("  {}{}{}: {} -> {}\n", d.parameter, d.attribute.empty() ? "" : " ", d.attribute,
                   d.a.value_or("(not set)"), d.b.value_or("(not set)"));
    for (const std::string& n : c.notes) fmt::print("note: {}\n", n);
}

}  // namespace

int run_compare(Args args) {
    WorkloadOptions w;
    std::optional<std::string> config_a, config_b, metrics_file, csv_file;
    std::optional<std::int64_t> seeds;

    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view a = args[i];
        if (a == "--help" || a == "-h") {
            fmt::print("{}", kCompareUsage);
            return 0;
        }
        const OptionStep step = take_workload_option(w, args, i);
        if (step.error) return bad_usage(*step.error);
        if (step.used > 0) {
            i += step.used - 1;
            continue;
        }
        static constexpr std::string_view kValued[] = {"--config-a", "--config-b", "--metrics", "--csv",
                                                       "--seeds"};
        if (std::find(std::begin(kValued), std::end(kValued), a) == std::end(kValued))
            return bad_usage(a == "--config" ? "unknown option '--config': give --config-a and --config-b"
                                             : fmt::format("unknown option '{}'", a));
        if (i + 1 >= args.size()) return bad_usage(fmt::format("option '{}' needs a value", a));
        const std::string_view v = args[++i];
        if (a == "--config-a") {
            config_a = std::string(v);
        } else if (a == "--config-b") {
            config_b = std::string(v);
        } else if (a == "--metrics") {
            metrics_file = std::string(v);
        } else if (a == "--csv") {
            csv_file = std::string(v);
        } else {  // --seeds
            const auto n = parse_int(v);
            if (!n || *n < 1 || *n > 1000)
                return bad_usage(
                    fmt::format("--seeds '{}': expected a number of replicas from 1 to 1000", v));
            seeds = *n;
        }
    }
    if (seeds && !w.demo) return bad_usage("--seeds applies to --demo (a log is replayed once)");
    if (const auto error = workload_choice_error(
            w, true, "--first, --count, --estimate and --node-memory apply to --workload, not --demo"))
        return bad_usage(*error);
    if (!config_a) return bad_usage("--config-a is required");
    if (!config_b) return bad_usage("--config-b is required");
    if (!metrics_file) return bad_usage("--metrics is required");
    const bool quiet = w.quiet;

    WhatIfSideRequest side;
    if (w.demo) {
        side.workload.kind = WhatIfWorkload::Kind::Demo;
        side.workload.seeds = demo_seeds(static_cast<int>(seeds.value_or(1)));
    } else {
        side.workload.kind = WhatIfWorkload::Kind::Swf;
        side.workload.swf = *w.workload;
        side.workload.estimate = w.estimate;
        side.workload.first = w.first;
        side.workload.count = w.count;
        side.workload.node_memory_mb = w.node_memory;
    }
    if (w.cluster_file) {
        std::string error;
        auto doc = ConfigDocument::load(*w.cluster_file, error);
        if (!doc) {
            fmt::print(stderr, "orsim compare: --cluster: {}\n", error);
            return 1;
        }
        side.cluster = doc->text();
        side.cluster_name = *w.cluster_file;
    }
    WhatIfSideRequest a = side;
    WhatIfSideRequest b = side;
    for (auto [req, path, option] :
         {std::tuple{&a, &*config_a, "--config-a"}, std::tuple{&b, &*config_b, "--config-b"}}) {
        std::string error;
        auto doc = ConfigDocument::load(*path, error);
        if (!doc) {
            fmt::print(stderr, "orsim compare: {}: {}\n", option, error);
            return 1;
        }
        req->config_text = doc->text();
        req->config_name = *path;
    }

    // Progress: at most once a second per side; each side's state is touched by its thread only.
    struct Last {
        std::chrono::steady_clock::time_point at;
    };
    std::array<Last, 2> last{};
    WhatIfSideProgressFn progress;
    if (!quiet)
        progress = [&last](char which, const WhatIfProgress& p) {
            Last& l = last[which == 'A' ? 0 : 1];
            const auto now = std::chrono::steady_clock::now();
            const bool done = p.jobs_done == p.jobs_total;
            if (!done && now - l.at < std::chrono::seconds(1)) return;
            l.at = now;
            const std::string replica =
                p.replicas > 1 ? fmt::format(" (seed {} of {})", p.replica + 1, p.replicas) : std::string();
            fmt::print(stderr, "orsim compare: {}{}: {}/{} jobs done, simulated {}\n", which, replica,
                       p.jobs_done, p.jobs_total, p.simulated_date);
        };
    const WhatIfRun run = run_whatif(a, b, progress);

    int status = 0;
    for (const auto* s : {&run.a, &run.b}) {
        const char which = s == &run.a ? 'A' : 'B';
        // B's notes that A gave already (the same log's import report) are not repeated.
        if (!quiet || s->status == WhatIfSide::Status::Failed)
            for (const std::string& n : s->notes)
                if (s == &run.a || std::find(run.a.notes.begin(), run.a.notes.end(), n) == run.a.notes.end())
                    fmt::print(stderr, "orsim compare: {}: {}{}", which, n, n.ends_with('\n') ? "" : "\n");
        for (const std::string& e : s->errors)
            fmt::print(stderr, "orsim compare: {}: {}{}", which, e, e.ends_with('\n') ? "" : "\n");
        if (s->status != WhatIfSide::Status::Done) status = 1;
    }
    if (!run.comparison) return status == 0 ? 1 : status;
    const WhatIfComparison& c = *run.comparison;
    {
        std::ofstream out(*metrics_file, std::ios::binary);
        if (!out) {
            fmt::print(stderr, "orsim compare: cannot write {}\n", *metrics_file);
            return 1;
        }
        out << whatif_json(c).dump(2) << '\n';
        if (!out) {
            fmt::print(stderr, "orsim compare: error writing {}\n", *metrics_file);
            return 1;
        }
    }
    if (csv_file) {
        std::ofstream out(*csv_file, std::ios::binary);
        if (!out) {
            fmt::print(stderr, "orsim compare: cannot write {}\n", *csv_file);
            return 1;
        }
        write_whatif_csv(out, c);
        if (!out) {
            fmt::print(stderr, "orsim compare: error writing {}\n", *csv_file);
            return 1;
        }
    }
    print_table(c);
    return 0;
}

}  // namespace outrigger::cli
