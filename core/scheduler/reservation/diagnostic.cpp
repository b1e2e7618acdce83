#include "reservation/diagnostic.hpp"

#include <fmt/format.h>

namespace outrigger {

std::string to_string(const ReservationDiagnostic& d) {
    return fmt::format("{}: {}: {}", d.where, d.severity == ReservationSeverity::Error ? "error" : "warning",
                       d.message);
}

}  // namespace outrigger
