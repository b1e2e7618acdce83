// orsim run: replay an SWF workload through the scheduler and write the schedule CSV and the
// metrics JSON (spec section 6); optionally stop at --until and print a report.

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "config/document.hpp"
#include "config/duration.hpp"
#include "config/typed_config.hpp"
#include "engine/command.hpp"
#include "engine/query.hpp"
#include "engine/replay_outputs.hpp"
#include "orsim_commands.hpp"
#include "orsim_workload_options.hpp"
#include "session/demo_site.hpp"
#include "session/run_inputs.hpp"
#include "sim/simulator.hpp"
#include "stack/policy_stack.hpp"

namespace outrigger::cli {

namespace {

constexpr std::string_view kRunUsageHead =
    "usage: orsim run (--workload W.swf[.gz] | --demo) --schedule OUT.csv --metrics OUT.json\n"
    "                 [--cluster K.cfg] [--config maui.cfg] [--policy fcfs|easy|conservative]\n"
    "                 [--first N] [--count M] [--estimate runtime|HH:MM:SS] [--node-memory MB]\n"
    "                 [--poll SECONDS]\n"
    "                 [--stats DIR] [--setres 'SETRES ARGS']...\n"
    "                 [--until T --report REPORT [--json]] [--quiet]\n"
    "\n"
    "  --workload   the SWF log to replay (plain or gzip)\n"
    "  --demo       replay the workbench's demo: its maui.cfg (unless --config), cluster and\n"
    "               generated workload (classes, QOS, accounts and node requests, which SWF cannot carry)\n"
    "  --schedule   where to write the per-job schedule CSV\n"
    "  --metrics    where to write the metrics JSON\n"
    "  --cluster    the machine (NODECFG lines); default: from the SWF header\n"
    "  --config     maui.cfg with the policy; default: Maui's defaults\n"
    "  --policy     a named policy overriding the config's backfill settings\n"
    "  --first N    skip the first N job records;  --count M  then keep M jobs\n"
    "  --estimate   walltime for jobs without a requested time: runtime, or a fixed HH:MM:SS\n"
    "  --node-memory MB  the memory of every node that states none; without it, memory requests\n"
    "               (SWF field 10) constrain placement only where the cluster states node memory\n"
    "  --poll S     iterate every S seconds instead of at every event\n"
    "  --stats DIR  statistics directory: FS.<epoch> fairshare windows are read at start and written\n"
    "               as windows close (needs FSPOLICY in --config)\n"
    "  --setres A   add an administrative reservation at the first submission, as setres takes it\n"
    "               (e.g. --setres '-u alice -d 4:00:00 TASKS==16'); repeatable\n"
    "  --until T    stop the replay at log time T (seconds) and print --report (text, or --json):\n";

// The reports come from the engine's query table, wrapped to the usage's width.
std::string run_usage() {
    std::string out(kRunUsageHead);
    std::string line = "              ";
    const std::string kinds = query_usage();
    std::size_t pos = 0;
    while (pos < kinds.size()) {
        std::size_t end = kinds.find(", ", pos);
        const std::string word =
            kinds.substr(pos, end == std::string::npos ? std::string::npos : end - pos + 1);
        if (line.size() + 1 + word.size() > 96) {
            out += line + "\n";
            line = "              ";
        }
        line += " " + word;
        pos = end == std::string::npos ? kinds.size() : end + 2;
    }
    out += line + "\n";
    out += "  --quiet      no progress on stderr\n";
    return out;
}

int bad_usage(const std::string& message) {
    fmt::print(stderr, "orsim run: {}\n{}", message, run_usage());
    return 2;
}

}  // namespace

int run_replay(Args args) {
    WorkloadOptions w;
    std::optional<std::string> config_file, schedule_file, metrics_file;
    std::optional<NamedPolicy> policy;
    std::optional<Duration> poll;
    std::optional<Time> until;
    std::optional<Query> report;
    bool json = false;
    std::optional<std::filesystem::path> stats;
    std::vector<std::string> setres;

    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view a = args[i];
        if (a == "--help" || a == "-h") {
            fmt::print("{}", run_usage());
            return 0;
        }
        if (a == "--json") {
            json = true;
            continue;
        }
        const OptionStep step = take_workload_option(w, args, i);
        if (step.error) return bad_usage(*step.error);
        if (step.used > 0) {
            i += step.used - 1;
            continue;
        }
        static constexpr std::string_view kValued[] = {"--config", "--schedule", "--metrics",
                                                       "--policy", "--poll",     "--until",
                                                       "--report", "--stats",    "--setres"};
        if (std::find(std::begin(kValued), std::end(kValued), a) == std::end(kValued))
            return bad_usage(fmt::format("unknown option '{}'", a));
        if (i + 1 >= args.size()) return bad_usage(fmt::format("option '{}' needs a value", a));
        const std::string_view v = args[++i];
        if (a == "--config") {
            config_file = std::string(v);
        } else if (a == "--schedule") {
            schedule_file = std::string(v);
        } else if (a == "--metrics") {
            metrics_file = std::string(v);
        } else if (a == "--policy") {
            policy = parse_named_policy(v);
            if (!policy)
                return bad_usage(fmt::format("--policy '{}': expected fcfs, easy or conservative", v));
        } else if (a == "--poll") {
            const auto n = parse_int(v);
            if (!n || *n < 1) return bad_usage(fmt::format("--poll '{}': expected seconds >= 1", v));
            poll = Duration::seconds(*n);
        } else if (a == "--until") {
            const auto n = parse_int(v);
            if (!n) return bad_usage(fmt::format("--until '{}': expected a log time in seconds", v));
            until = Time::from_seconds(*n);
        } else if (a == "--report") {
            std::string error;
            report = parse_query(v, error);
            if (!report) return bad_usage("--report " + error);
        } else if (a == "--stats") {
            if (v.empty()) return bad_usage("--stats needs a directory");
            stats = std::filesystem::path(v);
        } else {  // --setres
            setres.emplace_back(v);
        }
    }
    if (const auto error = workload_choice_error(
            w, false,
            "--demo runs on the demo cluster and its generated jobs: --cluster, --first, --count, "
            "--estimate and --node-memory apply to --workload"))
        return bad_usage(*error);
    if (!schedule_file) return bad_usage("--schedule is required");
    if (!metrics_file) return bad_usage("--metrics is required");
    if (report && !until) return bad_usage("--report needs --until T (the instant to report at)");
    if (json && !report) return bad_usage("--json applies to --report");
    const bool demo = w.demo;
    const bool quiet = w.quiet;

    // The inputs, assembled as the workbench assembles them (session/run_inputs.hpp).
    std::string config_text;
    if (config_file) {
        std::string error;
        auto doc = ConfigDocument::load(*config_file, error);
        if (!doc) {
            fmt::print(stderr, "orsim run: {}\n", error);
            return 1;
        }
        config_text = doc->text();
    }
    const ConfigText config_in{config_text, config_file ? std::string_view(*config_file) : "maui.cfg"};
    InputsResult assembled;
    if (demo) {
        assembled = config_file
                        ? generated_run_inputs(config_in, demo_cluster_text(), demo_generator_params())
                        : demo_run_inputs();
    } else {
        SwfRunRequest request;
        request.swf = *w.workload;
        request.estimate = w.estimate;
        request.first = w.first;
        request.count = w.count;
        request.node_memory_mb = w.node_memory;
        if (w.cluster_file) {
            std::string error;
            auto doc = ConfigDocument::load(*w.cluster_file, error);
            if (!doc) {
                fmt::print(stderr, "orsim run: {}\n", error);
                return 1;
            }
            request.cluster = doc->text();
            request.cluster_name = *w.cluster_file;
            request.cluster_over_header = true;
        }
        assembled = swf_run_inputs(request, config_in);
    }
    if (!quiet)
        for (const std::string& n : assembled.notes)
            fmt::print(stderr, "{}{}", n, n.ends_with('\n') ? "" : "\n");
    for (const std::string& e : assembled.errors)
        fmt::print(stderr, "{}{}", e, e.ends_with('\n') ? "" : "\n");
    if (!assembled.inputs) {
        if (assembled.missing_walltimes > 0)
            fmt::print(stderr,
                       "orsim run: choose an estimate with --estimate runtime or --estimate HH:MM:SS\n");
        return 1;
    }
    RunInputs& in = *assembled.inputs;
    const Config& config = in.config;
    const LocalCalendar calendar = in.calendar;

    // With a configuration (or a report or reservation only the policy stack knows) the replay runs
    // under the whole policy stack; otherwise under Maui's default queue-time order alone.
    const bool stack_report = report && query_entry(report->kind).needs_stack;
    const bool use_stack = config_file || demo || stack_report || !setres.empty() || stats;
    if (stats && config.fairshare.policy == FsPolicy::None)
        fmt::print(stderr, "orsim run: --stats {}: fairshare is off (no FSPOLICY): no window files\n",
                   stats->string());
    SimOptions so;
    so.poll = poll;
    if (!quiet) {
        so.progress = [&calendar](const SimProgress& p) {
            const double rate = p.wall_seconds > 0 ? static_cast<double>(p.jobs_done) / p.wall_seconds : 0.0;
            fmt::print(stderr, "orsim run: {}/{} jobs done, simulated {}, {:.0f} jobs/s\n", p.jobs_done,
                       p.jobs_total, calendar.format(p.now), rate);
        };
    }
    std::optional<Time> first_submit;
    for (const Job& j : in.jobs)
        if (!first_submit || j.submit < *first_submit) first_submit = j.submit;
    ComposedPolicy composed = ComposedPolicy::compose(
        PolicySetup{config, std::move(in.cluster), calendar, StackOptions{stats, policy}, use_stack});
    if (!quiet && composed.stack())
        for (const auto& d : composed.stack()->diagnostics()) fmt::print(stderr, "orsim run: {}\n", d);
    Simulator sim(std::move(composed), std::move(in.jobs), std::move(so));
    sim.engine().set_config_source(std::move(in.config_source));
    for (const std::string& line : setres) {
        std::vector<std::string> words;
        for (std::size_t p = 0; p < line.size();) {
            const std::size_t b = line.find_first_not_of(" \t", p);
            if (b == std::string::npos) break;
            const std::size_t e = line.find_first_of(" \t", b);
            words.push_back(line.substr(b, e == std::string::npos ? std::string::npos : e - b));
            p = e == std::string::npos ? line.size() : e;
        }
        const CommandResult r =
            apply_command(sim.engine(), SetresCommand{std::move(words)}, first_submit.value_or(Time{}));
        for (const auto& d : r.diagnostics)
            if (d.severity == Diagnostic::Severity::Error || !quiet)
                fmt::print(stderr, "orsim run: --setres '{}': {}\n", line, format_diagnostic(d));
        if (!r.ok) return 2;
    }
    const std::string source = demo ? std::string("demo") : *w.workload;
    for (const auto& e : sim.submit_errors())
        fmt::print(stderr, "orsim run: {}: refused: {}\n", source, e.message);
    sim.run(until);

    // Outputs.
    Snapshot& snap = sim.rm().snapshot();
    {
        std::ofstream out(*schedule_file, std::ios::binary);
        if (!out) {
            fmt::print(stderr, "orsim run: cannot write {}\n", *schedule_file);
            return 1;
        }
        write_schedule_csv(out, snap, sim.outcomes());
        if (!out) {
            fmt::print(stderr, "orsim run: error writing {}\n", *schedule_file);
            return 1;
        }
    }
    {
        std::ofstream out(*metrics_file, std::ios::binary);
        if (!out) {
            fmt::print(stderr, "orsim run: cannot write {}\n", *metrics_file);
            return 1;
        }
        out << metrics_json(replay_metrics(snap, sim.outcomes())).dump(2) << '\n';
    }

    if (report) {
        const QueryResult r =
            run_query(sim.engine(), *report, json ? ReportFormat::Json : ReportFormat::Text);
        if (!r.report) {
            fmt::print(stderr, "orsim run: --report: {}\n", r.error);
            return 2;
        }
        fmt::print("{}", json ? r.report->json.dump(2) + "\n" : r.report->text);
    }
    return 0;
}

}  // namespace outrigger::cli
