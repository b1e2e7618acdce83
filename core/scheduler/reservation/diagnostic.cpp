#include "reservation/diagnostic.hpp"

#include <utility>

namespace outrigger {

namespace {
Diagnostic finding(Diagnostic::Severity severity, std::string where, std::string message) {
    Diagnostic d;
    d.severity = severity;
    d.file = std::move(where);
    d.line = 0;
    d.column = 0;
    d.message = std::move(message);
    return d;
}
}  // namespace

Diagnostic reservation_error(std::string where, std::string message) {
    return finding(Diagnostic::Severity::Error, std::move(where), std::move(message));
}

Diagnostic reservation_warning(std::string where, std::string message) {
    return finding(Diagnostic::Severity::Warning, std::move(where), std::move(message));
}

}  // namespace outrigger
