#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "model/time.hpp"

namespace outrigger {

// The local calendar the core computes midnight, DAYS and week offsets with (spec section 0).
// Injected: a live site's zone in the service, the SWF header's zone in a replay, UTC otherwise.
// `epoch` maps core time to Unix time: unix = core seconds + epoch (a replay's UnixStartTime).
class LocalCalendar {
  public:
    // UTC, or a fixed offset east of UTC in seconds (SWF TimeZone).
    static LocalCalendar fixed_offset(std::int64_t offset_seconds, std::int64_t epoch = 0);
    // An IANA zone name ("Europe/Stockholm") from the system's tz database; nullopt when unknown.
    static std::optional<LocalCalendar> zone(std::string_view name, std::int64_t epoch = 0);
    static LocalCalendar utc(std::int64_t epoch = 0) { return fixed_offset(0, epoch); }

    [[nodiscard]] const std::string& zone_name() const { return zone_name_; }
    [[nodiscard]] std::int64_t epoch() const { return epoch_; }

    // Seconds east of UTC in force at t.
    [[nodiscard]] std::int64_t utc_offset(Time t) const;
    // 0 = Sunday ... 6 = Saturday, local.
    [[nodiscard]] int day_of_week(Time t) const;
    // Local time of day in seconds [0, 86400).
    [[nodiscard]] std::int64_t seconds_into_day(Time t) const;
    // The local midnight at or before t, and the first local midnight strictly after t.
    [[nodiscard]] Time midnight_at_or_before(Time t) const;
    [[nodiscard]] Time next_midnight(Time t) const;
    // Local Sunday 00:00 at or before t (start of the Maui week: day 0 is Sunday).
    [[nodiscard]] Time week_start(Time t) const;
    // The core time of local date (y, m, d) plus `seconds` into that day, with DST resolved to
    // the earlier instant on ambiguity and pushed forward on a gap.
    [[nodiscard]] Time at_local(int year, unsigned month, unsigned day, std::int64_t seconds) const;
    // "Mon Aug 18 18:00:00 2026"-style local rendering, for reports.
    [[nodiscard]] std::string format(Time t) const;

    LocalCalendar(const LocalCalendar&) = default;
    LocalCalendar& operator=(const LocalCalendar&) = default;

  private:
    LocalCalendar() = default;
    struct Zone;
    std::shared_ptr<const Zone> zone_;  // immutable and shared: a calendar copies cheaply
    std::string zone_name_ = "UTC";
    std::int64_t fixed_offset_ = 0;
    std::int64_t epoch_ = 0;
};

// The scheduler's notion of "now", injected so that the core never reads the wall clock.
class Clock {
  public:
    virtual ~Clock() = default;
    [[nodiscard]] virtual Time now() const = 0;
};

// A clock that moves only when told: simulations and tests.
class SimulatedClock final : public Clock {
  public:
    explicit SimulatedClock(Time start = Time{}) : now_(start) {}
    [[nodiscard]] Time now() const override { return now_; }
    void set(Time t) { now_ = t; }
    void advance(Duration d) { now_ += d; }

  private:
    Time now_;
};

}  // namespace outrigger
