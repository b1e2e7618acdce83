#pragma once

// What an SWF import did with every record, as data: how many records were read and imported,
// and per reason (a record skipped, or imported with an adjustment) a count plus the first few
// examples with their line and the offending value. Rendered as text (orsim import) and as JSON
// (schema "outrigger.import-report", version 1) from the same value.

#include <array>
#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "workload/swf_header.hpp"
#include "workload/walltime_estimate.hpp"

namespace outrigger {

enum class ImportIssue : std::uint8_t {
    // skipped records
    Malformed,           // wrong number of fields, or a field that is not a number
    RunTimeNotPositive,  // field 4 <= 0: nothing to replay
    NoProcs,             // fields 8 and 5 both <= 0
    NegativeSubmit,      // field 2 < 0
    ProcsAboveMachine,   // more procs than the machine has: could never run
    WalltimeMissing,     // field 9 <= 0 and no estimate rule
    // imported with an adjustment
    RunTimeAboveWalltime,  // the job will be stopped at its limit
    AllocatedUnknown,      // field 5 is -1 with a requested count: the request is used
    AllocatedDiffers,      // fields 5 and 8 both known and different: the request is used
    WalltimeEstimated,     // field 9 <= 0: the estimate rule gave the limit
    FractionRounded,       // a field written with a fraction ("25381.5"): rounded to an integer
    UnknownPartition,      // field 16 names a partition the cluster lacks: any partition is used
};
inline constexpr std::size_t kImportIssueCount = 12;

[[nodiscard]] constexpr bool is_skip(ImportIssue i) {
    return i <= ImportIssue::WalltimeMissing;
}
// Stable snake_case key for JSON ("run_time_not_positive").
std::string_view import_issue_key(ImportIssue i);
// A short phrase for the text report ("run time <= 0").
std::string_view import_issue_text(ImportIssue i);

struct ImportExample {
    std::int64_t line = 0;  // 1-based line in the file
    int column = 0;         // 1-based byte column of the offending field (0 when not one field)
    std::string job;        // the SWF job number as written (may be empty for a malformed line)
    std::string value;      // the offending value, or for Malformed what is wrong
};

struct ImportTally {
    // Records for which the condition holds, imported or not: a record may be skipped for
    // several reasons at once, and an adjustment is noted on skipped records too, so these
    // counts match what a reader of the raw log counts.
    std::int64_t records = 0;
    std::int64_t imported = 0;            // of those, how many were imported
    std::vector<ImportExample> examples;  // the first few, in file order
};

struct ImportReport {
    std::string source;                // the file, or "<memory>"
    std::optional<std::string> error;  // the file could not be read (open or decompression error)
    std::int64_t records_read = 0;     // job lines read (comments and blank lines excluded)
    std::int64_t passed_over = 0;      // of those, skipped unexamined by `first`
    std::int64_t imported = 0;
    std::int64_t skipped = 0;       // records with at least one skip reason
    bool stopped_at_count = false;  // `count` jobs imported: the rest of the file was not read
    std::array<ImportTally, kImportIssueCount> tallies{};
    WalltimeEstimate estimate;                  // the rule used; tally WalltimeEstimated says how often
    std::optional<std::int64_t> machine_procs;  // the limit for ProcsAboveMachine, when known
    std::string machine_procs_from;  // "option", "cluster", "header MaxProcs", "header MaxNodes", ""
    // Imported records that request memory (field 10 > 0), and whether those requests constrain
    // placement (the machine states node memory) or were left out of the jobs.
    std::int64_t memory_requests = 0;
    bool memory_constrains = false;
    SwfHeader header;
    std::vector<ImportExample> header_problems;  // header keys with a value that is not a number

    [[nodiscard]] const ImportTally& tally(ImportIssue i) const {
        return tallies[static_cast<std::size_t>(i)];
    }
    ImportTally& tally(ImportIssue i) { return tallies[static_cast<std::size_t>(i)]; }
    [[nodiscard]] std::int64_t malformed() const { return tally(ImportIssue::Malformed).records; }
    // The file was read and every line was either a header, a job, or a record the rules skip.
    [[nodiscard]] bool clean() const { return !error && malformed() == 0 && header_problems.empty(); }
    // Some jobs request memory that the replay cannot honour: worth telling even when nothing was skipped.
    [[nodiscard]] bool memory_ignored() const { return memory_requests > 0 && !memory_constrains; }
};

// The human report: counts, then per reason with a count the examples as `FILE:LINE:COL`.
std::string render_import_report_text(const ImportReport& r);
// The same content as JSON: {"schema":"outrigger.import-report","version":1,...}.
nlohmann::json import_report_json(const ImportReport& r);

}  // namespace outrigger
