#include "session/site_calendar.hpp"

#include "stack/swf_calendar.hpp"

namespace outrigger {

LocalCalendar site_calendar(const Config& config, const SwfHeader& header) {
    if (config.service.time_zone)
        if (auto z = LocalCalendar::zone(*config.service.time_zone, header.unix_start_time.value_or(0)))
            return *z;
    return swf_calendar(header);  // the log's own zone, then UTC
}

}  // namespace outrigger
