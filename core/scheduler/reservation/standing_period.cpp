#include "reservation/standing_period.hpp"

#include <date/date.h>
#include <fmt/format.h>

#include "reservation/maui_time.hpp"

namespace outrigger {

namespace {

constexpr std::int64_t kDay = 86400;

std::int64_t floor_div(std::int64_t a, std::int64_t b) {
    return a / b - ((a % b != 0) && ((a < 0) != (b < 0)));
}

// The local calendar date of instant t.
date::local_days local_date(const LocalCalendar& cal, Time t) {
    const std::int64_t local = t.seconds() + cal.epoch() + cal.utc_offset(t);
    return date::local_days{date::days(floor_div(local, kDay))};
}

Time at(const LocalCalendar& cal, date::local_days day, Duration offset) {
    const date::year_month_day ymd{day};
    return cal.at_local(static_cast<int>(ymd.year()), static_cast<unsigned>(ymd.month()),
                        static_cast<unsigned>(ymd.day()), offset.count());
}

}  // namespace

std::optional<std::string> standing_timeframe_error(const StandingReservationConfig& sr) {
    if (sr.depth < 1) return fmt::format("DEPTH={} must be at least 1", sr.depth);
    if (sr.period == SrPeriod::Infinity) return std::nullopt;
    const Duration limit = sr.period == SrPeriod::Day ? Duration::days(1) : Duration::days(7);
    const char* what = sr.period == SrPeriod::Day ? "a time of day" : "a week offset";
    const Duration end = sr.end_time.value_or(limit);
    if (sr.start_time < Duration::zero() || sr.start_time >= limit)
        return fmt::format("STARTTIME={} is not {} (must be below {})", format_maui_duration(sr.start_time),
                           what, format_maui_duration(limit));
    if (end > limit || end <= Duration::zero())
        return fmt::format("ENDTIME={} is not {} (must be at most {})", format_maui_duration(end), what,
                           format_maui_duration(limit));
    if (end <= sr.start_time)
        return fmt::format("ENDTIME={} is not after STARTTIME={}", format_maui_duration(end),
                           format_maui_duration(sr.start_time));
    if (sr.period == SrPeriod::Day && (sr.days & 0x7f) == 0)
        return std::string("DAYS selects no day of the week");
    return std::nullopt;
}

std::vector<PeriodWindow> standing_windows(const StandingReservationConfig& sr, Time now,
                                           const LocalCalendar& cal) {
    std::vector<PeriodWindow> out;
    if (standing_timeframe_error(sr)) return out;
    switch (sr.period) {
        case SrPeriod::Infinity:
            out.push_back(PeriodWindow{Time::min(), Interval{now, Time::never()}});
            break;
        case SrPeriod::Day: {
            const date::local_days first = local_date(cal, cal.midnight_at_or_before(now));
            for (int i = 0; i < sr.depth; ++i) {
                const date::local_days day = first + date::days(i);
                const Time midnight = at(cal, day, Duration::zero());
                if (((sr.days >> cal.day_of_week(midnight)) & 1U) == 0) continue;
                const Interval span{at(cal, day, sr.start_time),
                                    at(cal, day, sr.end_time.value_or(Duration::days(1)))};
                if (span.end > now) out.push_back(PeriodWindow{midnight, span});
            }
            break;
        }
        case SrPeriod::Week: {
            const date::local_days first = local_date(cal, cal.week_start(now));
            for (int i = 0; i < sr.depth; ++i) {
                const date::local_days sunday = first + date::days(7 * i);
                const Interval span{at(cal, sunday, sr.start_time),
                                    at(cal, sunday, sr.end_time.value_or(Duration::days(7)))};
                if (span.end > now) out.push_back(PeriodWindow{at(cal, sunday, Duration::zero()), span});
            }
            break;
        }
    }
    return out;
}

}  // namespace outrigger
