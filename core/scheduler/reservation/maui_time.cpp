#include "reservation/maui_time.hpp"

#include <fmt/format.h>

#include <array>
#include <cstdint>
#include <limits>

namespace outrigger {

std::string format_maui_duration(Duration d) {
    if (d.is_infinite()) return "INFINITY";
    std::int64_t s = d.count();
    const char* sign = s < 0 ? "-" : "";
    if (s < 0) s = -s;
    const std::int64_t days = s / 86400;
    const std::int64_t hours = (s % 86400) / 3600;
    const std::int64_t minutes = (s % 3600) / 60;
    const std::int64_t seconds = s % 60;
    if (days > 0) return fmt::format("{}{}:{:02}:{:02}:{:02}", sign, days, hours, minutes, seconds);
    return fmt::format("{}{}:{:02}:{:02}", sign, hours, minutes, seconds);
}

std::optional<Duration> parse_maui_duration(std::string_view text) {
    if (text == "INFINITY" || text == "infinity") return Duration::infinite();
    if (text.empty()) return std::nullopt;
    std::array<std::int64_t, 4> fields{};
    std::size_t count = 0;
    std::size_t pos = 0;
    while (true) {
        const std::size_t colon = text.find(':', pos);
        const std::string_view part =
            text.substr(pos, colon == std::string_view::npos ? text.size() - pos : colon - pos);
        if (part.empty() || count == fields.size()) return std::nullopt;
        std::int64_t v = 0;
        for (const char c : part) {
            if (c < '0' || c > '9') return std::nullopt;
            if (v > (std::numeric_limits<std::int64_t>::max() / 4 - 9) / 10) return std::nullopt;
            v = v * 10 + (c - '0');
        }
        fields[count++] = v;
        if (colon == std::string_view::npos) break;
        pos = colon + 1;
    }
    // Right-aligned: the last field is seconds, then minutes, hours, days.
    constexpr std::array<std::int64_t, 4> unit{1, 60, 3600, 86400};
    std::int64_t total = 0;
    for (std::size_t i = 0; i < count; ++i) {
        const std::int64_t v = fields[count - 1 - i];
        if (v > (std::numeric_limits<std::int64_t>::max() / 8) / unit[i]) return std::nullopt;
        total += v * unit[i];
    }
    return Duration::seconds(total);
}

}  // namespace outrigger
