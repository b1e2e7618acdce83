#pragma once

// Durations as Maui prints them, shared by the reports (schedule/reports.hpp) and every front end
// that shows a walltime or a queue time next to them.

#include <string>

#include "model/time.hpp"

namespace outrigger {

// "HH:MM:SS" (hours may exceed 24, "-" prefix for negatives, "INFINITY" for Duration::infinite()).
[[nodiscard]] std::string format_hms(Duration d);

}  // namespace outrigger
