#pragma once

#include <compare>
#include <cstdint>
#include <limits>

namespace outrigger {

// Durations and instants are whole seconds (spec section 0). Two distinct types so that an
// instant can never be passed where a length is meant; both are trivially copyable values.
class Duration {
  public:
    constexpr Duration() = default;
    static constexpr Duration seconds(std::int64_t s) { return Duration(s); }
    static constexpr Duration minutes(std::int64_t m) { return Duration(m * 60); }
    static constexpr Duration hours(std::int64_t h) { return Duration(h * 3600); }
    static constexpr Duration days(std::int64_t d) { return Duration(d * 86400); }
    // INFINITY in the config. Far enough from the int64 edge that adding an instant cannot overflow.
    static constexpr Duration infinite() { return Duration(kInfinite); }
    static constexpr Duration zero() { return Duration(0); }

    [[nodiscard]] constexpr std::int64_t count() const { return s_; }
    [[nodiscard]] constexpr bool is_infinite() const { return s_ >= kInfinite; }
    [[nodiscard]] constexpr double minutes_f() const { return static_cast<double>(s_) / 60.0; }

    constexpr auto operator<=>(const Duration&) const = default;
    constexpr Duration operator+(Duration o) const { return sat(s_ + o.s_); }
    constexpr Duration operator-(Duration o) const { return Duration(s_ - o.s_); }
    constexpr Duration operator*(std::int64_t k) const { return sat(s_ * k); }
    constexpr Duration& operator+=(Duration o) { return *this = *this + o; }
    constexpr Duration& operator-=(Duration o) { return *this = *this - o; }
    constexpr Duration operator-() const { return Duration(-s_); }

  private:
    static constexpr std::int64_t kInfinite = std::numeric_limits<std::int64_t>::max() / 4;
    constexpr explicit Duration(std::int64_t s) : s_(s) {}
    static constexpr Duration sat(std::int64_t s) { return Duration(s > kInfinite ? kInfinite : s); }
    std::int64_t s_ = 0;
};

// An instant on the scheduler's clock: seconds since an epoch the caller chooses (Unix time in
// the service, the log's own clock in a replay). Never read from the wall clock inside the core.
class Time {
  public:
    constexpr Time() = default;
    static constexpr Time from_seconds(std::int64_t s) { return Time(s); }
    // Later than any real instant: "never", or the end of an unbounded span.
    static constexpr Time never() { return Time(kNever); }
    static constexpr Time min() { return Time(-kNever); }

    [[nodiscard]] constexpr std::int64_t seconds() const { return s_; }
    [[nodiscard]] constexpr bool is_never() const { return s_ >= kNever; }

    constexpr auto operator<=>(const Time&) const = default;
    constexpr Time operator+(Duration d) const {
        return (is_never() || d.is_infinite()) ? never() : Time(clamp(s_ + d.count()));
    }
    constexpr Time operator-(Duration d) const { return is_never() ? never() : Time(s_ - d.count()); }
    constexpr Duration operator-(Time o) const {
        return is_never() ? Duration::infinite() : Duration::seconds(s_ - o.s_);
    }
    constexpr Time& operator+=(Duration d) { return *this = *this + d; }

  private:
    static constexpr std::int64_t kNever = std::numeric_limits<std::int64_t>::max() / 4;
    constexpr explicit Time(std::int64_t s) : s_(s) {}
    static constexpr std::int64_t clamp(std::int64_t s) { return s > kNever ? kNever : s; }
    std::int64_t s_ = 0;
};

constexpr Time min(Time a, Time b) {
    return a < b ? a : b;
}
constexpr Time max(Time a, Time b) {
    return a < b ? b : a;
}
constexpr Duration min(Duration a, Duration b) {
    return a < b ? a : b;
}
constexpr Duration max(Duration a, Duration b) {
    return a < b ? b : a;
}

// A half-open span [start, end).
struct Interval {
    Time start;
    Time end;
    [[nodiscard]] constexpr Duration length() const { return end - start; }
    [[nodiscard]] constexpr bool contains(Time t) const { return start <= t && t < end; }
    [[nodiscard]] constexpr bool overlaps(const Interval& o) const { return start < o.end && o.start < end; }
    [[nodiscard]] constexpr Duration overlap(const Interval& o) const {
        const Time s = max(start, o.start);
        const Time e = min(end, o.end);
        return s < e ? e - s : Duration::zero();
    }
    constexpr bool operator==(const Interval&) const = default;
};

}  // namespace outrigger
