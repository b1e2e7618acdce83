#pragma once

// When a standing reservation's instances are (guide 7.1.5.2, spec section 4), on the injected
// local calendar so that DST changes move nothing: 09:00 stays 09:00 local.
//   PERIOD=DAY      one instance per local day whose weekday is in DAYS, STARTTIME to ENDTIME as
//                   times of day (defaults midnight and end of day).
//   PERIOD=WEEK     one instance per week (weeks start Sunday 00:00 local), STARTTIME and ENDTIME
//                   as week offsets D:HH:MM:SS with day 0 Sunday ("1:08:00:00" = Monday 08:00;
//                   defaults start and end of the week). DAYS does not apply.
//   PERIOD=INFINITY one instance from `now` that never ends.
// DEPTH periods are covered, starting with the one containing `now`; windows already over at
// `now` are left out.

#include <optional>
#include <string>
#include <vector>

#include "config/settings.hpp"
#include "model/calendar.hpp"
#include "model/time.hpp"

namespace outrigger {

struct PeriodWindow {
    Time period_start;  // local midnight (DAY), Sunday midnight (WEEK), Time::min() (INFINITY): the instance
                        // key
    Interval span;
    bool operator==(const PeriodWindow&) const = default;
};

std::vector<PeriodWindow> standing_windows(const StandingReservationConfig& sr, Time now,
                                           const LocalCalendar& cal);

// The timeframe attributes' error, if any: DEPTH below 1, STARTTIME at or after ENDTIME, a DAY
// time past 24:00:00, a WEEK offset past 7:00:00:00, DAYS empty for PERIOD=DAY.
std::optional<std::string> standing_timeframe_error(const StandingReservationConfig& sr);

}  // namespace outrigger
