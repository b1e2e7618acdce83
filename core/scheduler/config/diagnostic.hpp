#pragma once

// One finding about a maui.cfg file: where (file, 1-based line and column, columns counted in
// bytes so a tab is one column), how bad, what was expected, and the nearest known name when the
// text looks like a misspelling. Diagnostics are data: the CLI prints them, the GUI shows them
// inline beside the line they name. A finding with a code carries its arguments too, so a
// front end can word it in another language; `message` is always the English sentence.

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "config/diagnostic_code.hpp"
#include "model/host_expression.hpp"

namespace outrigger {

struct Diagnostic {
    enum class Severity : unsigned char { Error, Warning, Note };
    Severity severity = Severity::Error;
    std::string file;
    int line = 1;    // 1-based physical line; 0: the finding names no line (`file` is its subject)
    int column = 1;  // 1-based byte column
    std::string message;
    std::string suggestion;  // nearest known name, empty when none
    DiagnosticCode code = DiagnosticCode::Other;
    std::vector<std::string> args;  // the code's arguments, in its sentence's order
};

// A finding at a file line with a code: the message is the code's English sentence.
[[nodiscard]] Diagnostic coded_finding(Diagnostic::Severity severity, std::string file, int line, int column,
                                       DiagnosticCode code, std::vector<std::string> args,
                                       std::string suggestion = {});

// A finding about an object rather than a file line: `subject` names it as the user wrote it
// ("setres -d", "USERCFG[steve] MAXJOB=6,4", "changeparam FSWEIGHT"); line and column are 0.
[[nodiscard]] Diagnostic subject_finding(Diagnostic::Severity severity, std::string subject,
                                         std::string message);

// A host expression that does not expand, as a finding's code and arguments: `expr` as written,
// `where` the parameter or attribute that holds it.
struct CodedText {
    DiagnosticCode code = DiagnosticCode::Other;
    std::vector<std::string> args;
};
[[nodiscard]] CodedText host_expression_fault(const HostExpansion& x, std::string_view expr,
                                              std::string_view where);

// "error", "warning", "note".
std::string_view severity_name(Diagnostic::Severity s);

// `FILE:LINE:COL: error|warning|note: message [did you mean 'X'?]` (no trailing newline).
std::string format_diagnostic(const Diagnostic& d);

[[nodiscard]] bool has_errors(std::span<const Diagnostic> ds);

}  // namespace outrigger
