// Reports as JSON that another process reads back (engine/query.hpp): the envelope, and for each
// kind the fields its JSON renderer writes, so that a reader refuses a report that lacks one.

#include <array>
#include <string_view>

#include "engine/query.hpp"
#include "engine/schema.hpp"

namespace outrigger {

namespace {

using nlohmann::json;

constexpr const char* kReportName = "outrigger.report";
constexpr int kReportSchema = 1;
// Every kind's own report schema is at this version ("outrigger.showq/1").
constexpr int kKindSchema = 1;

// A field and its JSON type: i integer, n number, s string, b boolean, a array, o object,
// I integer or null.
struct FieldSpec {
    std::string_view name;
    char type;
};

struct KindFields {
    QueryKind kind;
    std::array<FieldSpec, 20> fields;  // up to the first empty name
};

constexpr std::array<KindFields, 13> kFields{{
    {QueryKind::Showq, {{{"now", 'i'}, {"active", 'a'}, {"idle", 'a'}, {"blocked", 'a'}, {"summary", 'o'}}}},
    {QueryKind::Showbf, {{{"now", 'i'}, {"windows", 'a'}}}},
    {QueryKind::Showstart,
     {{{"now", 'i'},
       {"job", 's'},
       {"procs", 'i'},
       {"walltime_s", 'i'},
       {"start", 'i'},
       {"start_in_s", 'i'},
       {"completion", 'i'},
       {"reserved", 'b'}}}},
    {QueryKind::Checkjob,
     {{{"now", 'i'},
       {"job", 's'},
       {"state", 's'},
       {"user", 's'},
       {"group", 's'},
       {"account", 's'},
       {"qos", 's'},
       {"class", 's'},
       {"procs", 'i'},
       {"tasks", 'i'},
       {"walltime_s", 'i'},
       {"submit", 'i'},
       {"start", 'I'},
       {"queue_time_s", 'i'},
       {"bypass", 'i'},
       {"backfilled", 'b'},
       {"reasons", 'a'},
       {"reason_text", 'a'}}}},
    {QueryKind::Showres, {{{"now", 'i'}, {"timezone", 's'}, {"count", 'i'}, {"reservations", 'a'}}}},
    {QueryKind::Showstats,
     {{{"now", 'i'},
       {"iterations", 'i'},
       {"active_jobs", 'i'},
       {"idle_jobs", 'i'},
       {"rejected_jobs", 'i'},
       {"completed_jobs", 'i'},
       {"cancelled", 'i'},
       {"stopped_at_limit", 'i'},
       {"procs_busy", 'i'},
       {"procs_total", 'i'},
       {"proc_seconds", 'n'},
       {"mean_wait_s", 'n'}}}},
    {QueryKind::DiagnoseP, {{{"columns", 'a'}, {"jobs", 'a'}}}},
    {QueryKind::DiagnoseF,
     {{{"policy", 's'},
       {"ratio", 'b'},
       {"interval_s", 'i'},
       {"depth", 'i'},
       {"decay", 'n'},
       {"decayed_total", 'n'},
       {"windows", 'a'},
       {"credentials", 'a'}}}},
    {QueryKind::DiagnoseJ, {{{"now", 'i'}, {"jobs", 'a'}}}},
    {QueryKind::Showconfig, {{{"file", 's'}, {"parameters", 'a'}}}},
    {QueryKind::Throttling, {{{"now", 'i'}, {"limits", 'a'}}}},
    {QueryKind::Blocking, {{{"now", 'i'}, {"job", 's'}, {"limits", 'a'}, {"others", 'a'}}}},
    {QueryKind::Metrics,
     {{{"jobs", 'i'},
       {"started", 'i'},
       {"rejected", 'i'},
       {"utilization", 'n'},
       {"mean_wait_s", 'n'},
       {"max_wait_s", 'i'},
       {"mean_bsld", 'n'},
       {"mean_xfactor", 'n'},
       {"backfilled_share", 'n'},
       {"stopped_at_limit", 'i'},
       {"makespan_s", 'i'},
       {"rejected_by_reason", 'o'},
       {"utilization_series", 'a'},
       {"queue_length_series", 'a'}}}},
}};

bool has_type(const json& v, char type) {
    switch (type) {
        case 'i':
            return v.is_number_integer();
        case 'n':
            return v.is_number();
        case 's':
            return v.is_string();
        case 'b':
            return v.is_boolean();
        case 'a':
            return v.is_array();
        case 'o':
            return v.is_object();
        case 'I':
            return v.is_null() || v.is_number_integer();
        default:
            return false;
    }
}

std::string_view type_words(char type) {
    switch (type) {
        case 'i':
            return "an integer";
        case 'n':
            return "a number";
        case 's':
            return "a string";
        case 'b':
            return "true or false";
        case 'a':
            return "an array";
        case 'o':
            return "an object";
        default:
            return "an integer or null";
    }
}

// The report of `kind` as its JSON renderer writes it; false with `error` naming the field.
bool check_report(const json& r, QueryKind kind, std::string& error) {
    const std::string name(query_entry(kind).name);
    if (!check_schema(r, "outrigger." + name, kKindSchema, error)) {
        error = "report." + error;
        return false;
    }
    for (const KindFields& k : kFields) {
        if (k.kind != kind) continue;
        for (const FieldSpec& f : k.fields) {
            if (f.name.empty()) break;
            const auto it = r.find(f.name);
            if (it == r.end() || !has_type(*it, f.type)) {
                error = "report." + std::string(f.name) + ": expected " + std::string(type_words(f.type));
                return false;
            }
        }
    }
    return true;
}

}  // namespace

json to_json(const Report& report) {
    json j = {{"schema", schema_tag(kReportName, kReportSchema)},
              {"kind", std::string(query_entry(report.kind).name)}};
    if (report.format == ReportFormat::Json) {
        j["format"] = "json";
        j["report"] = report.json;
    } else {
        j["format"] = "text";
        j["text"] = report.text;
    }
    return j;
}

std::optional<Report> report_from_json(const json& j, std::string& error) {
    if (!check_schema(j, kReportName, kReportSchema, error)) return std::nullopt;
    std::string kind;
    if (!read_string(j, "kind", kind, error)) return std::nullopt;
    const QueryEntry* q = find_query(kind);
    if (!q) {
        error = "kind: \"" + kind + "\" is not a report (" + query_usage() + ")";
        return std::nullopt;
    }
    std::string format;
    if (!read_string(j, "format", format, error)) return std::nullopt;
    Report out{q->kind, ReportFormat::Text, {}, {}};
    if (format == "text") {
        if (!read_string(j, "text", out.text, error)) return std::nullopt;
        return out;
    }
    if (format != "json") {
        error = "format: \"" + format + "\" is not text or json";
        return std::nullopt;
    }
    const auto it = j.find("report");
    if (it == j.end()) {
        error = "report: missing";
        return std::nullopt;
    }
    if (!check_report(*it, q->kind, error)) return std::nullopt;
    out.format = ReportFormat::Json;
    out.json = *it;
    return out;
}

}  // namespace outrigger
