#pragma once

// A finding about reservation input (an SRCFG entry or a setres request) is a Diagnostic whose
// subject names the object as the user wrote it ("SRCFG[special] NODEFEATURES", "setres -d") and
// which names no file line (config/diagnostic.hpp): one finding type from the configuration to the
// engine's commands.

#include <string>

#include "config/diagnostic.hpp"

namespace outrigger {

[[nodiscard]] Diagnostic reservation_error(std::string where, std::string message);
[[nodiscard]] Diagnostic reservation_warning(std::string where, std::string message);

}  // namespace outrigger
