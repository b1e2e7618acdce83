#pragma once

// The local calendar of a run (spec section 0), chosen the same way by every front end: the
// config's TIMEZONE when set; else the SWF header's TimeZoneString, then its fixed TimeZone
// offset; else UTC. The header's UnixStartTime (0 when absent) turns log seconds into dates.

#include "config/settings.hpp"
#include "model/calendar.hpp"
#include "workload/swf_header.hpp"

namespace outrigger {

LocalCalendar site_calendar(const Config& config, const SwfHeader& header);

}  // namespace outrigger
