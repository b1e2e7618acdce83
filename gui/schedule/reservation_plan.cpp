#include "gui/schedule/reservation_plan.hpp"

#include <fmt/format.h>

#include <array>
#include <cmath>

namespace outrigger::gui {

namespace {

// Days since 1970-01-01 to a civil date (H. Hinnant's days_from_civil inverse).
struct Civil {
    std::int64_t year = 1970;
    unsigned month = 1;
    unsigned day = 1;
};
Civil civil_from_days(std::int64_t z) {
    z += 719468;
    const std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    const auto doe = static_cast<unsigned>(z - era * 146097);
    const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const std::int64_t y = static_cast<std::int64_t>(yoe) + era * 400;
    const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const unsigned mp = (5 * doy + 2) / 153;
    const unsigned d = doy - (153 * mp + 2) / 5 + 1;
    const unsigned m = mp < 10 ? mp + 3 : mp - 9;
    return {y + (m <= 2 ? 1 : 0), m, d};
}

std::string joined(const std::vector<std::string>& values) {
    std::string out;
    for (const auto& v : values) {
        if (!out.empty()) out += ',';
        out += v;
    }
    return out;
}

}  // namespace

std::string setres_time(Time t, const LocalCalendar& calendar) {
    const std::int64_t local = t.seconds() + calendar.epoch() + calendar.utc_offset(t);
    const std::int64_t days = local / 86400 - (local % 86400 < 0 ? 1 : 0);
    const std::int64_t secs = local - days * 86400;
    const Civil c = civil_from_days(days);
    return fmt::format("{:02}:{:02}:{:02}_{:02}/{:02}/{:04}", secs / 3600, secs / 60 % 60, secs % 60, c.month,
                       c.day, c.year);
}

std::vector<std::string> ReservationPlan::setres_arguments(const LocalCalendar& calendar) const {
    std::vector<std::string> args;
    const auto option = [&args](const char* flag, const std::string& value) {
        if (value.empty()) return;
        args.emplace_back(flag);
        args.push_back(value);
    };
    option("-n", name);
    option("-u", joined(users));
    option("-g", joined(groups));
    option("-a", joined(accounts));
    option("-q", joined(qos));
    option("-c", joined(classes));
    option("-s", setres_time(start, calendar));
    if (!end.is_never()) option("-e", setres_time(end, calendar));
    option("-x", joined(flags));
    if (hosts.empty()) {
        option("-p", partition);
        args.push_back(fmt::format("TASKS=={}", node_count));
    } else {
        args.push_back(joined(hosts));
    }
    return args;
}

TentativeChange ReservationPlan::change(const LocalCalendar& calendar) const {
    TentativeChange c;
    if (!replaces.empty()) c.release.push_back(replaces);
    if (!empty()) c.add.push_back(setres_arguments(calendar));
    return c;
}

std::string setres_command_line(std::span<const std::string> arguments) {
    std::string out = "setres";
    for (const auto& a : arguments) {
        out += ' ';
        const bool plain = !a.empty() && a.find_first_of(" \t\n'\"\\$`*?![]{}();&|<>~#") == std::string::npos;
        if (plain) {
            out += a;
            continue;
        }
        out += '\'';
        for (const char ch : a) {
            if (ch == '\'')
                out += "'\\''";
            else
                out += ch;
        }
        out += '\'';
    }
    return out;
}

Duration snap_step(double seconds_per_pixel, double min_pixels) {
    constexpr std::array<std::int64_t, 9> kSteps{60, 300, 900, 1800, 3600, 7200, 21600, 43200, 86400};
    for (const std::int64_t s : kSteps)
        if (static_cast<double>(s) / seconds_per_pixel >= min_pixels) return Duration::seconds(s);
    return Duration::seconds(kSteps.back());
}

Time snap_time(double seconds, Duration step) {
    const auto s = static_cast<double>(step.count());
    return Time::from_seconds(static_cast<std::int64_t>(std::llround(seconds / s)) * step.count());
}

std::vector<std::string> split_list(std::string_view text) {
    std::vector<std::string> out;
    std::size_t pos = 0;
    while (pos <= text.size()) {
        const std::size_t comma = text.find(',', pos);
        std::string_view part =
            text.substr(pos, comma == std::string_view::npos ? text.size() - pos : comma - pos);
        while (!part.empty() && (part.front() == ' ' || part.front() == '\t')) part.remove_prefix(1);
        while (!part.empty() && (part.back() == ' ' || part.back() == '\t')) part.remove_suffix(1);
        if (!part.empty()) out.emplace_back(part);
        if (comma == std::string_view::npos) break;
        pos = comma + 1;
    }
    return out;
}

}  // namespace outrigger::gui
