#include "model/calendar.hpp"

#include <date/date.h>
#include <date/tz.h>
#include <fmt/format.h>

#include <chrono>
#include <exception>

namespace outrigger {

struct LocalCalendar::Zone {
    const date::time_zone* tz = nullptr;  // owned by the date library's process-wide database
};

namespace {
using SysSeconds = date::sys_seconds;
using LocalSeconds = date::local_seconds;
}  // namespace

LocalCalendar LocalCalendar::fixed_offset(std::int64_t offset_seconds, std::int64_t epoch) {
    LocalCalendar c;
    c.fixed_offset_ = offset_seconds;
    c.epoch_ = epoch;
    if (offset_seconds == 0) {
        c.zone_name_ = "UTC";
    } else {
        const std::int64_t a = offset_seconds < 0 ? -offset_seconds : offset_seconds;
        c.zone_name_ =
            fmt::format("UTC{}{:02}:{:02}", offset_seconds < 0 ? '-' : '+', a / 3600, (a % 3600) / 60);
    }
    return c;
}

std::optional<LocalCalendar> LocalCalendar::zone(std::string_view name, std::int64_t epoch) {
    try {
        const date::time_zone* tz = date::locate_zone(name);
        LocalCalendar c;
        c.zone_ = std::make_shared<const Zone>(Zone{tz});
        c.zone_name_ = std::string(name);
        c.epoch_ = epoch;
        return c;
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

std::int64_t LocalCalendar::utc_offset(Time t) const {
    if (!zone_) return fixed_offset_;
    const SysSeconds sys{std::chrono::seconds(t.seconds() + epoch_)};
    return zone_->tz->get_info(sys).offset.count();
}

namespace {
constexpr std::int64_t kDay = 86400;
std::int64_t floor_div(std::int64_t a, std::int64_t b) {
    return a / b - ((a % b != 0) && ((a < 0) != (b < 0)));
}
}  // namespace

int LocalCalendar::day_of_week(Time t) const {
    const std::int64_t local = t.seconds() + epoch_ + utc_offset(t);
    // 1970-01-01 was a Thursday (4).
    const std::int64_t days = floor_div(local, kDay);
    return static_cast<int>(((days % 7) + 7 + 4) % 7);
}

std::int64_t LocalCalendar::seconds_into_day(Time t) const {
    const std::int64_t local = t.seconds() + epoch_ + utc_offset(t);
    return local - floor_div(local, kDay) * kDay;
}

Time LocalCalendar::midnight_at_or_before(Time t) const {
    const std::int64_t local = t.seconds() + epoch_ + utc_offset(t);
    const date::sys_days day{date::days(floor_div(local, kDay))};
    const date::year_month_day ymd{day};
    return at_local(static_cast<int>(ymd.year()), static_cast<unsigned>(ymd.month()),
                    static_cast<unsigned>(ymd.day()), 0);
}

Time LocalCalendar::next_midnight(Time t) const {
    const std::int64_t local = t.seconds() + epoch_ + utc_offset(t);
    const date::sys_days day{date::days(floor_div(local, kDay) + 1)};
    const date::year_month_day ymd{day};
    const Time m = at_local(static_cast<int>(ymd.year()), static_cast<unsigned>(ymd.month()),
                            static_cast<unsigned>(ymd.day()), 0);
    return m > t ? m : m + Duration::days(1);
}

Time LocalCalendar::week_start(Time t) const {
    Time m = midnight_at_or_before(t);
    const int dow = day_of_week(m);
    if (dow == 0) return m;
    // Step back by whole local days so DST changes inside the week are honoured.
    const std::int64_t local = m.seconds() + epoch_ + utc_offset(m);
    const date::sys_days day{date::days(floor_div(local, kDay) - dow)};
    const date::year_month_day ymd{day};
    return at_local(static_cast<int>(ymd.year()), static_cast<unsigned>(ymd.month()),
                    static_cast<unsigned>(ymd.day()), 0);
}

Time LocalCalendar::at_local(int year, unsigned month, unsigned day, std::int64_t seconds) const {
    const date::local_days ld{date::year{year} / date::month{month} / date::day{day}};
    const LocalSeconds local = ld + std::chrono::seconds(seconds);
    std::int64_t unix_s = 0;
    if (!zone_) {
        unix_s = local.time_since_epoch().count() - fixed_offset_;
    } else {
        const auto info = zone_->tz->get_info(local);
        if (info.result == date::local_info::unique || info.result == date::local_info::ambiguous) {
            unix_s = local.time_since_epoch().count() - info.first.offset.count();
        } else {  // nonexistent: the gap's end
            unix_s = info.second.begin.time_since_epoch().count();
        }
    }
    return Time::from_seconds(unix_s - epoch_);
}

std::string LocalCalendar::format(Time t) const {
    const std::int64_t local = t.seconds() + epoch_ + utc_offset(t);
    const date::sys_seconds s{std::chrono::seconds(local)};
    return date::format("%a %b %d %H:%M:%S %Y", s);
}

}  // namespace outrigger
