#include "stack/swf_calendar.hpp"

namespace outrigger {

LocalCalendar swf_calendar(const SwfHeader& h) {
    const std::int64_t epoch = h.unix_start_time.value_or(0);
    if (h.time_zone_string)
        if (auto z = LocalCalendar::zone(*h.time_zone_string, epoch)) return *z;
    if (h.time_zone) return LocalCalendar::fixed_offset(*h.time_zone, epoch);
    return LocalCalendar::utc(epoch);
}

}  // namespace outrigger
