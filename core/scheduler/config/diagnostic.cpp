#include "config/diagnostic.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <utility>

namespace outrigger {

std::string_view severity_name(Diagnostic::Severity s) {
    switch (s) {
        case Diagnostic::Severity::Error:
            return "error";
        case Diagnostic::Severity::Warning:
            return "warning";
        case Diagnostic::Severity::Note:
            return "note";
    }
    return "error";
}

Diagnostic subject_finding(Diagnostic::Severity severity, std::string subject, std::string message) {
    Diagnostic d;
    d.severity = severity;
    d.file = std::move(subject);
    d.line = 0;
    d.column = 0;
    d.message = std::move(message);
    return d;
}

Diagnostic coded_finding(Diagnostic::Severity severity, std::string file, int line, int column,
                         DiagnosticCode code, std::vector<std::string> args, std::string suggestion) {
    Diagnostic d;
    d.severity = severity;
    d.file = std::move(file);
    d.line = line;
    d.column = column;
    d.message = diagnostic_english(code, args);
    d.suggestion = std::move(suggestion);
    d.code = code;
    d.args = std::move(args);
    return d;
}

CodedText host_expression_fault(const HostExpansion& x, std::string_view expr, std::string_view where) {
    using F = HostExpansion::Fault;
    CodedText out;
    out.args = {std::string(expr), std::string(where)};
    switch (x.fault) {
        case F::CloseWithoutOpen:
            out.code = DiagnosticCode::HostCloseWithoutOpen;
            return out;
        case F::OpenWithoutClose:
            out.code = DiagnosticCode::HostOpenWithoutClose;
            return out;
        case F::RangeBackwards:
            out.code = DiagnosticCode::HostRangeBackwards;
            break;
        case F::RangeTooLarge:
            out.code = DiagnosticCode::HostRangeTooLarge;
            break;
        case F::None:
        case F::ExpectedRange:
            out.code = DiagnosticCode::HostExpectedRange;
            break;
    }
    out.args.push_back(x.fault_range);
    return out;
}

std::string format_diagnostic(const Diagnostic& d) {
    // A finding about something other than a file line (a command, a reservation, a whole file)
    // names its subject in `file` and has no line; one about a whole line has no column.
    std::string where = d.file;
    if (d.line > 0) where += fmt::format(":{}", d.line);
    if (d.line > 0 && d.column > 0) where += fmt::format(":{}", d.column);
    std::string out = fmt::format("{}: {}: {}", where, severity_name(d.severity), d.message);
    if (!d.suggestion.empty()) out += fmt::format(" [did you mean '{}'?]", d.suggestion);
    return out;
}

bool has_errors(std::span<const Diagnostic> ds) {
    return std::any_of(ds.begin(), ds.end(),
                       [](const Diagnostic& d) { return d.severity == Diagnostic::Severity::Error; });
}

}  // namespace outrigger
