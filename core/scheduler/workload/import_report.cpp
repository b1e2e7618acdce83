#include "workload/import_report.hpp"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

namespace outrigger {

std::string_view import_issue_key(ImportIssue i) {
    switch (i) {
        case ImportIssue::Malformed:
            return "malformed";
        case ImportIssue::RunTimeNotPositive:
            return "run_time_not_positive";
        case ImportIssue::NoProcs:
            return "no_procs";
        case ImportIssue::NegativeSubmit:
            return "negative_submit";
        case ImportIssue::ProcsAboveMachine:
            return "procs_above_machine";
        case ImportIssue::WalltimeMissing:
            return "walltime_missing";
        case ImportIssue::RunTimeAboveWalltime:
            return "run_time_above_walltime";
        case ImportIssue::AllocatedUnknown:
            return "allocated_unknown";
        case ImportIssue::AllocatedDiffers:
            return "allocated_differs";
        case ImportIssue::WalltimeEstimated:
            return "walltime_estimated";
        case ImportIssue::FractionRounded:
            return "fraction_rounded";
        case ImportIssue::UnknownPartition:
            return "unknown_partition";
    }
    return "unknown";
}

std::string_view import_issue_text(ImportIssue i) {
    switch (i) {
        case ImportIssue::Malformed:
            return "malformed record";
        case ImportIssue::RunTimeNotPositive:
            return "run time <= 0";
        case ImportIssue::NoProcs:
            return "no procs (requested and allocated <= 0)";
        case ImportIssue::NegativeSubmit:
            return "submit time < 0";
        case ImportIssue::ProcsAboveMachine:
            return "procs above the machine";
        case ImportIssue::WalltimeMissing:
            return "requested time missing, no estimate rule";
        case ImportIssue::RunTimeAboveWalltime:
            return "run time above walltime (stopped at its limit)";
        case ImportIssue::AllocatedUnknown:
            return "allocated procs -1 (requested count used)";
        case ImportIssue::AllocatedDiffers:
            return "allocated != requested procs (requested count used)";
        case ImportIssue::WalltimeEstimated:
            return "requested time missing (estimate rule used)";
        case ImportIssue::FractionRounded:
            return "fractional value rounded";
        case ImportIssue::UnknownPartition:
            return "partition not in the cluster (any partition used)";
    }
    return "unknown";
}

namespace {

std::string where(const ImportReport& r, const ImportExample& e) {
    if (e.column > 0) return fmt::format("{}:{}:{}", r.source, e.line, e.column);
    return fmt::format("{}:{}", r.source, e.line);
}

void examples_text(std::string& out, const ImportReport& r, const ImportTally& t) {
    for (const auto& e : t.examples) {
        if (e.job.empty())
            out += fmt::format("      {}: {}\n", where(r, e), e.value);
        else
            out += fmt::format("      {}: job {}: {}\n", where(r, e), e.job, e.value);
    }
    if (t.records > static_cast<std::int64_t>(t.examples.size()))
        out +=
            fmt::format("      ... and {} more\n", t.records - static_cast<std::int64_t>(t.examples.size()));
}

template <class T>
std::string opt(const std::optional<T>& v) {
    return v ? fmt::format("{}", *v) : std::string("-");
}

nlohmann::json opt_json(const std::optional<std::int64_t>& v) {
    return v ? nlohmann::json(*v) : nlohmann::json();
}

nlohmann::json example_json(const ImportExample& e) {
    return {{"line", e.line}, {"column", e.column}, {"job", e.job}, {"value", e.value}};
}

}  // namespace

std::string render_import_report_text(const ImportReport& r) {
    std::string out = fmt::format("SWF import: {}\n", r.source);
    if (r.error) out += fmt::format("  error: {}\n", *r.error);
    const auto& h = r.header;
    out +=
        fmt::format("  header: MaxNodes {}, MaxProcs {}, UnixStartTime {}, TimeZone {}, TimeZoneString {}\n",
                    opt(h.max_nodes), opt(h.max_procs), opt(h.unix_start_time), opt(h.time_zone),
                    h.time_zone_string.value_or("-"));
    for (const auto& e : r.header_problems) out += fmt::format("  {}: header: {}\n", where(r, e), e.value);
    out += fmt::format("  records read: {}\n", r.records_read);
    if (r.passed_over > 0) out += fmt::format("  passed over (first): {}\n", r.passed_over);
    out += fmt::format("  imported: {}\n", r.imported);
    out += fmt::format("  skipped: {}\n", r.skipped);
    if (r.stopped_at_count) out += "  stopped after the requested count; the rest of the file was not read\n";
    out += fmt::format("  walltime estimate: {} (applied to {} jobs)\n", describe(r.estimate),
                       r.tally(ImportIssue::WalltimeEstimated).imported);
    if (r.machine_procs)
        out += fmt::format("  machine: {} procs ({})\n", *r.machine_procs, r.machine_procs_from);
    else
        out += "  machine: size unknown (no procs limit applied)\n";
    if (r.memory_requests > 0 && r.memory_constrains)
        out += fmt::format(
            "  memory: {} jobs request memory (field 10); node memory constrains their placement\n",
            r.memory_requests);
    else if (r.memory_requests > 0)
        out += fmt::format(
            "  memory: {} jobs request memory (field 10), but the machine states no node memory: memory does "
            "not constrain this replay (state one with --node-memory MB)\n",
            r.memory_requests);

    bool any_skip = false;
    for (std::size_t k = 0; k < kImportIssueCount; ++k) {
        const auto issue = static_cast<ImportIssue>(k);
        const auto& t = r.tallies[k];
        if (!is_skip(issue) || t.records == 0) continue;
        if (!any_skip) out += "skipped records (a record may have several reasons):\n";
        any_skip = true;
        out += fmt::format("  {}: {}\n", import_issue_text(issue), t.records);
        examples_text(out, r, t);
    }
    bool any_adjust = false;
    for (std::size_t k = 0; k < kImportIssueCount; ++k) {
        const auto issue = static_cast<ImportIssue>(k);
        const auto& t = r.tallies[k];
        if (is_skip(issue) || t.records == 0) continue;
        if (!any_adjust) out += "adjusted (records in the file, of which imported):\n";
        any_adjust = true;
        out +=
            fmt::format("  {}: {} records, {} imported\n", import_issue_text(issue), t.records, t.imported);
        examples_text(out, r, t);
    }
    return out;
}

nlohmann::json import_report_json(const ImportReport& r) {
    nlohmann::json issues = nlohmann::json::object();
    for (std::size_t k = 0; k < kImportIssueCount; ++k) {
        const auto issue = static_cast<ImportIssue>(k);
        const auto& t = r.tallies[k];
        nlohmann::json ex = nlohmann::json::array();
        for (const auto& e : t.examples) ex.push_back(example_json(e));
        issues[std::string(import_issue_key(issue))] = {
            {"kind", is_skip(issue) ? "skip" : "adjust"},
            {"description", import_issue_text(issue)},
            {"records", t.records},
            {"imported", t.imported},
            {"examples", std::move(ex)},
        };
    }
    nlohmann::json header_problems = nlohmann::json::array();
    for (const auto& e : r.header_problems) header_problems.push_back(example_json(e));
    const auto& h = r.header;
    return {
        {"schema", "outrigger.import-report"},
        {"version", 1},
        {"source", r.source},
        {"error", r.error ? nlohmann::json(*r.error) : nlohmann::json()},
        {"clean", r.clean()},
        {"records_read", r.records_read},
        {"passed_over", r.passed_over},
        {"imported", r.imported},
        {"skipped", r.skipped},
        {"stopped_at_count", r.stopped_at_count},
        {"estimate",
         {{"rule", describe(r.estimate)}, {"applied", r.tally(ImportIssue::WalltimeEstimated).imported}}},
        {"machine_procs", opt_json(r.machine_procs)},
        {"memory", {{"requests", r.memory_requests}, {"constrains", r.memory_constrains}}},
        {"machine_procs_from", r.machine_procs_from},
        {"header",
         {{"max_nodes", opt_json(h.max_nodes)},
          {"max_procs", opt_json(h.max_procs)},
          {"unix_start_time", opt_json(h.unix_start_time)},
          {"time_zone", opt_json(h.time_zone)},
          {"time_zone_string", h.time_zone_string ? nlohmann::json(*h.time_zone_string) : nlohmann::json()},
          {"lines", h.lines}}},
        {"header_problems", std::move(header_problems)},
        {"issues", std::move(issues)},
    };
}

}  // namespace outrigger
