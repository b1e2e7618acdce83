#pragma once

// A finding about reservation input (an SRCFG entry or a setres request): where, how serious, what.
// `where` names the object as the user wrote it ("SRCFG[special] NODEFEATURES", "setres -d").

#include <cstdint>
#include <string>
#include <string_view>

namespace outrigger {

enum class ReservationSeverity : std::uint8_t { Error, Warning };

struct ReservationDiagnostic {
    ReservationSeverity severity = ReservationSeverity::Error;
    std::string where;
    std::string message;
    bool operator==(const ReservationDiagnostic&) const = default;
};

// "SRCFG[special] NODEFEATURES: error: no node has feature 'largememory'".
std::string to_string(const ReservationDiagnostic& d);

}  // namespace outrigger
