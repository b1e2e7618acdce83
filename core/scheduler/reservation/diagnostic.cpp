#include "reservation/diagnostic.hpp"

#include <utility>

namespace outrigger {

Diagnostic reservation_error(std::string where, std::string message) {
    return subject_finding(Diagnostic::Severity::Error, std::move(where), std::move(message));
}

Diagnostic reservation_warning(std::string where, std::string message) {
    return subject_finding(Diagnostic::Severity::Warning, std::move(where), std::move(message));
}

}  // namespace outrigger
