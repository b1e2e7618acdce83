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
    std::string out =
        fmt::format("{}:{}:{}: {}: {}", d.file, d.line, d.column, severity_name(d.severity), d.message);
    if (!d.suggestion.empty()) out += fmt::format(" [did you mean '{}'?]", d.suggestion);
    return out;
}

bool has_errors(std::span<const Diagnostic> ds) {
    return std::any_of(ds.begin(), ds.end(),
                       [](const Diagnostic& d) { return d.severity == Diagnostic::Severity::Error; });
}

}  // namespace outrigger
