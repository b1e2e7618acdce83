#pragma once

// One finding about a maui.cfg file: where (file, 1-based line and column, columns counted in
// bytes so a tab is one column), how bad, what was expected, and the nearest known name when the
// text looks like a misspelling. Diagnostics are data: the CLI prints them, the GUI shows them
// inline beside the line they name.

#include <span>
#include <string>
#include <string_view>

namespace outrigger {

struct Diagnostic {
    enum class Severity : unsigned char { Error, Warning, Note };
    Severity severity = Severity::Error;
    std::string file;
    int line = 1;    // 1-based physical line; 0: the finding names no line (`file` is its subject)
    int column = 1;  // 1-based byte column
    std::string message;
    std::string suggestion;  // nearest known name, empty when none
};

// A finding about an object rather than a file line: `subject` names it as the user wrote it
// ("setres -d", "USERCFG[steve] MAXJOB=6,4", "changeparam FSWEIGHT"); line and column are 0.
[[nodiscard]] Diagnostic subject_finding(Diagnostic::Severity severity, std::string subject,
                                         std::string message);

// "error", "warning", "note".
std::string_view severity_name(Diagnostic::Severity s);

// `FILE:LINE:COL: error|warning|note: message [did you mean 'X'?]` (no trailing newline).
std::string format_diagnostic(const Diagnostic& d);

[[nodiscard]] bool has_errors(std::span<const Diagnostic> ds);

}  // namespace outrigger
