#pragma once

// maui.cfg durations (spec section 0): `[[[DD:]HH:]MM:]SS`, each field a non-negative integer
// that may exceed its range (`72:00:00` is three days, `90` ninety seconds), or `INFINITY`
// (also `INFINITE`, `UNLIMITED`, `-1`: unbounded). The same text is a week offset for PERIOD=WEEK, day 0
// being Sunday (`1:08:00:00` = Monday 08:00).

#include <optional>
#include <string>
#include <string_view>

#include "model/time.hpp"

namespace outrigger {

// The duration, or nullopt when the text is not a duration (empty, a non-digit, more than four
// fields, an empty field, a field too large for seconds to fit in 64 bits).
std::optional<Duration> parse_duration(std::string_view text);

// Number of `:`-separated fields in a duration text (1 for `90`, 2 for `30:00`); 0 for INFINITY.
// Maui 3.3 reads two fields as HH:MM, Outrigger (and the guide) as MM:SS: callers warn on 2.
int duration_field_count(std::string_view text);

// `HH:MM:SS` with hours unbounded (`72:00:00`), `INFINITY` for an infinite duration, a leading
// `-` for a negative one (which maui.cfg cannot hold: display only). Never two fields, so the text
// reads the same to Maui and Outrigger; parse_duration(format_duration(d)) == d for every d >= 0.
std::string format_duration(Duration d);

// `D:HH:MM:SS` for a week offset (`1:08:00:00`).
std::string format_week_offset(Duration d);

}  // namespace outrigger
