#include "demo_inputs.hpp"

#include <fmt/format.h>

#include "config/document.hpp"
#include "config/typed_config.hpp"
#include "workload/cluster_builder.hpp"
#include "workload/swf_reader.hpp"

namespace outrigger::gui {

namespace {

bool is_error(const Diagnostic& d) {
    return d.severity == Diagnostic::Severity::Error;
}

std::optional<Config> parse_config(std::string_view text, std::string_view name, InputsResult& out) {
    const ConfigDocument doc = ConfigDocument::parse(text, std::string(name));
    TypedConfig typed = build_config(doc);
    for (const Diagnostic& d : typed.diagnostics)
        (is_error(d) ? out.errors : out.notes).push_back(format_diagnostic(d));
    if (typed.has_errors()) return std::nullopt;
    return std::move(typed.config);
}

// The demo cluster from its maui.cfg-syntax text; each NODECFG finding points at its line.
std::optional<Cluster> parse_cluster(std::string_view text, InputsResult& out) {
    ClusterBuild built = build_cluster(ConfigDocument::parse(text, "cluster.cfg"));
    bool bad = built.has_errors();
    for (const Diagnostic& d : built.diagnostics)
        (is_error(d) ? out.errors : out.notes).push_back(format_diagnostic(d));
    if (built.cluster.node_count() == 0) {
        out.errors.emplace_back("cluster.cfg: the cluster has no nodes (no NODECFG lines)");
        bad = true;
    }
    if (bad) return std::nullopt;
    return std::move(built.cluster);
}

LocalCalendar calendar_for(const Config& config, const SwfHeader& header) {
    const std::int64_t epoch = header.unix_start_time.value_or(0);
    if (config.service.time_zone)
        if (auto z = LocalCalendar::zone(*config.service.time_zone, epoch)) return *z;
    if (header.time_zone_string)
        if (auto z = LocalCalendar::zone(*header.time_zone_string, epoch)) return *z;
    if (header.time_zone) return LocalCalendar::fixed_offset(*header.time_zone, epoch);
    return LocalCalendar::utc(epoch);
}

}  // namespace

GeneratorParams demo_generator_params() {
    GeneratorParams p;
    p.jobs = 3000;
    p.nodes = 64;
    p.procs_per_node = 20;  // 1,280 processors, as the demo cluster has
    p.load = 1.05;
    p.seed = 20240101;
    p.max_job_procs = 256;
    p.daily_amplitude = 0.5;
    p.with_records = false;
    return p;
}

InputsResult demo_inputs(std::string_view config_text, std::string_view config_name,
                         std::string_view cluster_text, const GeneratorParams& params) {
    InputsResult out;
    auto config = parse_config(config_text, config_name, out);
    auto cluster = parse_cluster(cluster_text, out);
    if (const std::string bad = generator_params_error(params); !bad.empty())
        out.errors.push_back(fmt::format("workload generator: {}", bad));
    if (!config || !cluster || !out.errors.empty()) return out;
    cluster->access_policy = config->nodes.access;
    GeneratedWorkload w = generate_workload(params, cluster->names());
    DemoInputs in{std::move(*config), std::move(*cluster), std::move(w.jobs), LocalCalendar::utc(), {}};
    in.calendar = calendar_for(in.config, w.header);
    in.description = fmt::format("{} generated jobs (seed {}) on {} nodes", in.jobs.size(), params.seed,
                                 in.cluster.node_count());
    out.inputs = std::move(in);
    return out;
}

InputsResult swf_inputs(const std::filesystem::path& swf, const WalltimeEstimate& estimate,
                        std::string_view config_text, std::string_view config_name,
                        std::string_view demo_cluster_text) {
    InputsResult out;
    auto config = parse_config(config_text, config_name, out);
    if (!config) return out;

    // The machine: the log's own when its header describes it, else the demo cluster.
    SwfImportOptions header_only;
    header_only.count = 1;
    Names scratch;
    const ImportedWorkload probe = import_swf(swf, header_only, scratch);
    if (probe.report.error) {
        out.errors.push_back(fmt::format("{}: {}", swf.string(), *probe.report.error));
        return out;
    }
    std::optional<Cluster> cluster;
    if (probe.header.max_nodes || probe.header.max_procs) {
        ClusterBuild b = default_cluster(probe.header);
        for (const Diagnostic& d : b.diagnostics)
            (is_error(d) ? out.errors : out.notes).push_back(format_diagnostic(d));
        if (!b.has_errors() && b.cluster.node_count() > 0) cluster = std::move(b.cluster);
    } else {
        cluster = parse_cluster(demo_cluster_text, out);
    }
    if (!cluster) return out;
    cluster->access_policy = config->nodes.access;

    SwfImportOptions options;
    options.estimate = estimate;
    options.cluster = &*cluster;
    options.keep_records = false;
    Names names = cluster->names();
    ImportedWorkload w = import_swf(swf, options, names);
    if (w.report.error) {
        out.errors.push_back(fmt::format("{}: {}", swf.string(), *w.report.error));
        return out;
    }
    out.missing_walltimes = w.report.tally(ImportIssue::WalltimeMissing).records;
    if (out.missing_walltimes > 0 && estimate.kind == WalltimeEstimate::Kind::None) {
        out.errors.push_back(fmt::format("{}: {} records give no requested time; choose an estimate rule",
                                         swf.string(), out.missing_walltimes));
        return out;
    }
    if (!w.report.clean() || w.report.skipped > 0) out.notes.push_back(render_import_report_text(w.report));
    if (w.jobs.empty()) {
        out.errors.push_back(fmt::format("{}: no job could be imported", swf.string()));
        return out;
    }
    cluster->names() = std::move(names);
    DemoInputs in{std::move(*config), std::move(*cluster), std::move(w.jobs), LocalCalendar::utc(), {}};
    in.calendar = calendar_for(in.config, w.header);
    in.description = fmt::format("{}: {} jobs on {} nodes", swf.filename().string(), in.jobs.size(),
                                 in.cluster.node_count());
    out.inputs = std::move(in);
    return out;
}

}  // namespace outrigger::gui
