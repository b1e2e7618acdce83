#pragma once

// The engine's reports (Maui's commands, spec section 6) behind one dispatch table: each kind has
// a name (what orsim --report and orctl take), whether it needs a job and the whole policy stack,
// and two renderers of the same facts: Maui's text layout and JSON (each JSON report carries its
// own "schema"). orsim, orctl and the service look a query up here; none of them keeps its own
// list. Queries run on the engine's thread (showstart places job reservations in the snapshot
// while it searches and leaves it as it was); views (engine/cluster_view.hpp) are for other threads.

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "engine/impact_plan.hpp"

namespace outrigger {

class Engine;

enum class QueryKind : std::uint8_t {
    Showq,       // the queue: active, idle and blocked jobs
    Showbf,      // backfill windows now
    Showstart,   // when a job is expected to start
    Checkjob,    // one job: state, why it waits, its reservation and priority
    Showres,     // reservations: administrative, standing and the job reservations
    Showstats,   // scheduler statistics: jobs, iterations, utilization, waits
    DiagnoseP,   // every idle job's priority breakdown
    DiagnoseF,   // fairshare windows, targets and usage
    DiagnoseJ,   // every job not yet finished, with what holds it back
    Showconfig,  // the configuration in force
    Throttling,  // every throttling limit with its usage and headroom
    Blocking,    // every limit that keeps one job from starting now
    Metrics,     // the replay's metrics so far (spec section 6)
    Impact,      // the queue planned without and with a tentative change (engine/impact_plan.hpp)
};

struct Query {
    static constexpr int kSchema = 1;
    QueryKind kind = QueryKind::Showq;
    std::string job;  // the job's name, for the kinds that need one
    // Impact: the change to plan with (none: the two plans agree; the report lists the planned starts).
    std::optional<TentativeChange> change = std::nullopt;
};

enum class ReportFormat : std::uint8_t { Text, Json };

struct Report {
    QueryKind kind = QueryKind::Showq;
    ReportFormat format = ReportFormat::Text;
    std::string text;     // Text
    nlohmann::json json;  // Json
};

// A report, or why there is none (unknown job, a report only the policy stack makes).
struct QueryResult {
    std::optional<Report> report;
    std::string error;
};

struct QueryEntry {
    QueryKind kind;
    std::string_view name;  // "showq", "checkjob", "diagnose-p"
    bool needs_job;
    bool needs_stack;        // diagnose -p/-f and showres read the policy stack's state
    std::string_view about;  // one line for a usage message
};

[[nodiscard]] std::span<const QueryEntry> query_table();
[[nodiscard]] const QueryEntry& query_entry(QueryKind kind);
[[nodiscard]] const QueryEntry* find_query(std::string_view name);
// "showq, showbf, showstart:JOB, ...": the kinds as a usage line writes them.
[[nodiscard]] std::string query_usage();
// Parses "showq" or "checkjob:JOB" (orsim --report's form); nullopt with `error` set otherwise.
[[nodiscard]] std::optional<Query> parse_query(std::string_view text, std::string& error);

// Runs `query` on `engine` at its now().
[[nodiscard]] QueryResult run_query(Engine& engine, const Query& query, ReportFormat format);

// A report as it crosses the seam: {"schema": "outrigger.report/1", "kind": "showq", "format":
// "text", "text": "..."} or {..., "format": "json", "report": {"schema": "outrigger.showq/1", ...}}.
// The reader checks the inner report too: its schema is the kind's own ("outrigger.<kind>/1", not
// newer), and every field that kind's report has is there with its JSON type; an error names the
// field ("report.summary: expected an object").
[[nodiscard]] nlohmann::json to_json(const Report& report);
[[nodiscard]] std::optional<Report> report_from_json(const nlohmann::json& j, std::string& error);

// {"schema": "outrigger.query/1", "kind": "checkjob", "job": "1234"}; an impact query carries its
// change as "change": {"schema": "outrigger.tentative-change/1", ...}
[[nodiscard]] nlohmann::json to_json(const Query& query);
// nullopt with `error` naming the field when malformed; a newer schema version is refused.
[[nodiscard]] std::optional<Query> query_from_json(const nlohmann::json& j, std::string& error);

}  // namespace outrigger
