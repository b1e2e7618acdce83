#include "config/duration.hpp"

#include <fmt/format.h>

#include <array>
#include <cctype>
#include <cstdint>
#include <limits>

#include "model/ascii.hpp"

namespace outrigger {

namespace {

bool equals_upper(std::string_view text, std::string_view upper) {
    if (text.size() != upper.size()) return false;
    for (std::size_t i = 0; i < text.size(); ++i)
        if (ascii_upper(text[i]) != upper[i]) return false;
    return true;
}

bool is_infinity(std::string_view t) {
    return equals_upper(t, "INFINITY") || equals_upper(t, "INFINITE") || equals_upper(t, "UNLIMITED") ||
           t == "-1";
}

}  // namespace

std::optional<Duration> parse_duration(std::string_view text) {
    if (is_infinity(text)) return Duration::infinite();
    if (text.empty()) return std::nullopt;
    // Multipliers from the last field backwards: seconds, minutes, hours, days.
    constexpr std::array<std::int64_t, 4> kUnit{1, 60, 3600, 86400};
    std::array<std::int64_t, 4> fields{};
    std::size_t count = 0;
    std::int64_t current = 0;
    bool have_digit = false;
    constexpr std::int64_t kMaxField = std::numeric_limits<std::int64_t>::max() / 86400 / 8;
    for (const char c : text) {
        if (c == ':') {
            if (!have_digit || count == 3) return std::nullopt;
            fields[count++] = current;
            current = 0;
            have_digit = false;
        } else if (c >= '0' && c <= '9') {
            current = current * 10 + (c - '0');
            if (current > kMaxField) return std::nullopt;
            have_digit = true;
        } else {
            return std::nullopt;
        }
    }
    if (!have_digit) return std::nullopt;
    fields[count++] = current;
    std::int64_t total = 0;
    for (std::size_t i = 0; i < count; ++i) total += fields[i] * kUnit[count - 1 - i];
    return Duration::seconds(total);
}

int duration_field_count(std::string_view text) {
    if (is_infinity(text)) return 0;
    int n = 1;
    for (const char c : text) n += c == ':' ? 1 : 0;
    return n;
}

std::string format_duration(Duration d) {
    if (d.is_infinite()) return "INFINITY";
    std::int64_t s = d.count();
    const char* sign = s < 0 ? "-" : "";
    if (s < 0) s = -s;
    return fmt::format("{}{:02}:{:02}:{:02}", sign, s / 3600, (s / 60) % 60, s % 60);
}

std::string format_week_offset(Duration d) {
    if (d.is_infinite()) return "INFINITY";
    std::int64_t s = d.count();
    const char* sign = s < 0 ? "-" : "";
    if (s < 0) s = -s;
    return fmt::format("{}{}:{:02}:{:02}:{:02}", sign, s / 86400, (s / 3600) % 24, (s / 60) % 60, s % 60);
}

}  // namespace outrigger
