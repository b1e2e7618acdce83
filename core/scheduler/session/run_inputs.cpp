#include "session/run_inputs.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "config/document.hpp"
#include "config/typed_config.hpp"
#include "session/demo_site.hpp"
#include "session/input_mismatches.hpp"
#include "session/site_calendar.hpp"
#include "workload/cluster_builder.hpp"
#include "workload/swf_reader.hpp"

namespace outrigger {

namespace {

bool is_error(const Diagnostic& d) {
    return d.severity == Diagnostic::Severity::Error;
}

// Errors stop the run; warnings are worth a word. Notes (a parameter kept without effect) are for
// check-config, not for every run.
void sort_diagnostics(const std::vector<Diagnostic>& found, InputsResult& out) {
    for (const Diagnostic& d : found) {
        if (d.severity == Diagnostic::Severity::Note) continue;
        (is_error(d) ? out.errors : out.notes).push_back(format_diagnostic(d));
        out.diagnostics.push_back(d);
    }
}

struct ParsedConfig {
    Config config;
    ConfigDocument source;
    bool states_access = false;  // NODEACCESSPOLICY is written in the file
};

std::optional<ParsedConfig> parse_config(ConfigText in, InputsResult& out) {
    ConfigDocument doc = ConfigDocument::parse(in.text, std::string(in.name));
    TypedConfig typed = build_config(doc);
    sort_diagnostics(typed.diagnostics, out);
    if (typed.has_errors()) return std::nullopt;
    if (const auto& zone = typed.config.service.time_zone; zone && !LocalCalendar::zone(*zone, 0)) {
        out.errors.push_back(
            fmt::format("{}: TIMEZONE '{}' is not a time zone this system knows (an IANA name "
                        "such as Europe/Berlin)",
                        in.name, *zone));
        return std::nullopt;
    }
    const bool states_access = doc.value("NODEACCESSPOLICY").has_value();
    return ParsedConfig{std::move(typed.config), doc, states_access};
}

// A cluster from NODECFG text; each finding points at its line.
std::optional<Cluster> parse_cluster(std::string_view text, const std::string& name, InputsResult& out) {
    ClusterBuild built = build_cluster(ConfigDocument::parse(text, name));
    bool bad = built.has_errors();
    sort_diagnostics(built.diagnostics, out);
    if (built.cluster.node_count() == 0) {
        out.errors.push_back(fmt::format("{}: the cluster has no nodes (no NODECFG lines)", name));
        bad = true;
    }
    if (bad) return std::nullopt;
    return std::move(built.cluster);
}

void apply_access(const ParsedConfig& parsed, Cluster& cluster) {
    if (parsed.states_access) cluster.access_policy = parsed.config.nodes.access;
}

}  // namespace

InputsResult generated_run_inputs(ConfigText config_text, std::string_view cluster_text,
                                  const GeneratorParams& params, std::string_view cluster_name) {
    InputsResult out;
    auto parsed = parse_config(config_text, out);
    auto cluster = parse_cluster(cluster_text, std::string(cluster_name), out);
    if (cluster)
        if (const std::string bad = generator_params_error(params, *cluster); !bad.empty())
            out.errors.push_back(fmt::format("workload generator: {}", bad));
    if (!parsed || !cluster || !out.errors.empty()) return out;
    apply_access(*parsed, *cluster);
    GeneratedWorkload w = generate_workload(params, *cluster);
    RunInputs in{std::move(parsed->config), std::move(*cluster), std::move(w.jobs), LocalCalendar::utc(), {},
                 std::move(parsed->source)};
    in.calendar = site_calendar(in.config, w.header);
    in.description = fmt::format("{} generated jobs (seed {}) on {} nodes", in.jobs.size(), params.seed,
                                 in.cluster.node_count());
    out.mismatches = input_mismatches(in);
    out.inputs = std::move(in);
    return out;
}

GeneratorParams demo_workload_params(std::string_view cluster_text, std::string_view cluster_name) {
    GeneratorParams params = demo_generator_params();
    const ClusterBuild machine =
        build_cluster(ConfigDocument::parse(cluster_text, std::string(cluster_name)));
    if (machine.cluster.node_count() > 0 && !generator_params_error(params, machine.cluster).empty()) {
        std::int64_t widest = 1;
        for (const Node& n : machine.cluster.nodes()) widest = std::max(widest, n.capacity.procs);
        params.classes_of_site.clear();
        params.qos_of_site.clear();
        params.nodes = static_cast<std::int64_t>(machine.cluster.node_count());
        params.procs_per_node = widest;
    }
    return params;
}

InputsResult demo_workload_run_inputs(ConfigText config, std::string_view cluster_text,
                                      std::string_view cluster_name) {
    return generated_run_inputs(config, cluster_text, demo_workload_params(cluster_text, cluster_name),
                                cluster_name);
}

InputsResult live_run_inputs(ConfigText config_text, std::string_view cluster_text,
                             std::string_view cluster_name) {
    InputsResult out;
    auto parsed = parse_config(config_text, out);
    auto cluster = parse_cluster(cluster_text, std::string(cluster_name), out);
    if (!parsed || !cluster || !out.errors.empty()) return out;
    apply_access(*parsed, *cluster);
    RunInputs in{std::move(parsed->config), std::move(*cluster), {}, LocalCalendar::utc(), {},
                 std::move(parsed->source)};
    in.calendar = site_calendar(in.config, SwfHeader{});
    in.description = fmt::format("the live cluster {}: {} nodes", cluster_name, in.cluster.node_count());
    out.inputs = std::move(in);
    return out;
}

InputsResult demo_run_inputs() {
    return generated_run_inputs(ConfigText{demo_config_text(), "maui.cfg"}, demo_cluster_text(),
                                demo_generator_params());
}

InputsResult swf_run_inputs(const SwfRunRequest& req, ConfigText config_text) {
    InputsResult out;
    auto parsed = parse_config(config_text, out);
    if (!parsed) return out;
    const std::string swf = req.swf.string();

    // The machine: the log's own when its header describes it, else the given cluster.
    SwfImportOptions header_only;
    header_only.count = 1;
    header_only.keep_records = false;
    Names scratch;
    const ImportedWorkload probe = import_swf(req.swf, header_only, scratch);
    if (probe.report.error) {
        out.errors.push_back(fmt::format("{}: {}", swf, *probe.report.error));
        return out;
    }
    const bool header_machine =
        probe.header.max_nodes.value_or(0) > 0 || probe.header.max_procs.value_or(0) > 0;
    std::optional<Cluster> cluster;
    bool from_file = false;
    if (req.cluster && (req.cluster_over_header || !header_machine)) {
        cluster = parse_cluster(*req.cluster, req.cluster_name, out);
        from_file = true;
    } else if (header_machine) {
        ClusterBuild b = default_cluster(probe.header);
        sort_diagnostics(b.diagnostics, out);
        if (!b.has_errors() && b.cluster.node_count() > 0) cluster = std::move(b.cluster);
    } else {
        out.errors.push_back(fmt::format(
            "{}: the header does not describe the machine (MaxNodes/MaxProcs) and no cluster was given",
            swf));
    }
    if (!cluster) return out;
    apply_access(*parsed, *cluster);
    if (req.node_memory_mb)
        for (const Node& n : cluster->nodes())
            if (n.capacity.memory_mb == 0) {
                Resources stated = n.capacity;
                stated.memory_mb = *req.node_memory_mb;
                cluster->set_capacity(n.id, stated);
            }

    SwfImportOptions options;
    options.estimate = req.estimate;
    options.first = req.first;
    options.count = req.count;
    // A cluster file names partitions; a machine taken from the header has none to find.
    options.cluster = from_file ? &*cluster : nullptr;
    options.memory_constrains = cluster->total().memory_mb > 0;
    options.keep_records = false;
    ImportedWorkload w = import_swf(req.swf, options, cluster->names());
    if (w.report.error) {
        out.errors.push_back(fmt::format("{}: {}", swf, *w.report.error));
        return out;
    }
    out.missing_walltimes = w.report.tally(ImportIssue::WalltimeMissing).records;
    out.import_report = w.report;
    if (w.report.memory_ignored()) out.unconstrained_memory_requests = w.report.memory_requests;
    if (w.jobs.empty()) {
        out.errors.push_back(render_import_report_text(w.report));
        if (out.missing_walltimes > 0)
            out.errors.push_back(
                fmt::format("{}: no job to replay; {} record(s) have no requested time: choose "
                            "an estimate rule (runtime, or a fixed HH:MM:SS)",
                            swf, out.missing_walltimes));
        else
            out.errors.push_back(fmt::format("{}: no job to replay", swf));
        return out;
    }
    if (!w.report.clean() || w.report.skipped > 0 || w.report.memory_ignored())
        out.notes.push_back(render_import_report_text(w.report));
    RunInputs in{std::move(parsed->config), std::move(*cluster), std::move(w.jobs), LocalCalendar::utc(), {},
                 std::move(parsed->source)};
    in.calendar = site_calendar(in.config, w.header);
    in.description = fmt::format("{}: {} jobs on {} nodes", req.swf.filename().string(), in.jobs.size(),
                                 in.cluster.node_count());
    out.mismatches = input_mismatches(in);
    out.inputs = std::move(in);
    return out;
}

}  // namespace outrigger
