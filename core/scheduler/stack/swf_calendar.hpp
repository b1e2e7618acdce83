#pragma once

// The calendar of a replay (spec section 0): the SWF header's TimeZoneString (an IANA zone), else
// its fixed TimeZone offset, else UTC; UnixStartTime (0 when absent) turns log seconds into dates.
// Standing reservations roll at this calendar's local midnights.

#include "model/calendar.hpp"
#include "workload/swf_header.hpp"

namespace outrigger {

LocalCalendar swf_calendar(const SwfHeader& header);

}  // namespace outrigger
