#pragma once

// Durations as Maui writes and reads them in reservation commands and reports.
//   format: [-][D:]HH:MM:SS, hours unpadded when there are no days ("1:00:00", "-1:00:00",
//           "1:00:00:00" for a day), "INFINITY" for an unbounded length.
//   parse:  [[[DD:]HH:]MM:]SS exactly as the guide writes config durations (spec section 0):
//           "1:00:00" is an hour, "30:00" thirty minutes, "90" ninety seconds; a field may exceed
//           its range; "INFINITY" is unbounded. Returns nullopt on anything else (empty fields,
//           signs, letters, more than four fields).

#include <optional>
#include <string>
#include <string_view>

#include "model/time.hpp"

namespace outrigger {

std::string format_maui_duration(Duration d);
std::optional<Duration> parse_maui_duration(std::string_view text);

}  // namespace outrigger
