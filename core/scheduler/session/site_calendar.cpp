#include "session/site_calendar.hpp"

namespace outrigger {

LocalCalendar site_calendar(const Config& config, const SwfHeader& header) {
    const std::int64_t epoch = header.unix_start_time.value_or(0);
    if (config.service.time_zone)
        if (auto z = LocalCalendar::zone(*config.service.time_zone, epoch)) return *z;
    if (header.time_zone_string)
        if (auto z = LocalCalendar::zone(*header.time_zone_string, epoch)) return *z;
    if (header.time_zone) return LocalCalendar::fixed_offset(*header.time_zone, epoch);
    return LocalCalendar::utc(epoch);
}

}  // namespace outrigger
