#include "config/diagnostic.hpp"

#include <fmt/format.h>

#include <algorithm>

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

std::string format_diagnostic(const Diagnostic& d) {
    // A finding about something other than a file line (a command, a reservation) names its
    // subject in `file` and has no line.
    std::string out = d.line > 0 ? fmt::format("{}:{}:{}: {}: {}", d.file, d.line, d.column,
                                               severity_name(d.severity), d.message)
                                 : fmt::format("{}: {}: {}", d.file, severity_name(d.severity), d.message);
    if (!d.suggestion.empty()) out += fmt::format(" [did you mean '{}'?]", d.suggestion);
    return out;
}

bool has_errors(std::span<const Diagnostic> ds) {
    return std::any_of(ds.begin(), ds.end(),
                       [](const Diagnostic& d) { return d.severity == Diagnostic::Severity::Error; });
}

}  // namespace outrigger
