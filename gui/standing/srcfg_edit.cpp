#include "gui/standing/srcfg_edit.hpp"

#include <algorithm>
#include <array>

#include "config/duration.hpp"
#include "config/typed_config.hpp"

namespace outrigger::gui {

namespace {

constexpr std::int64_t kDay = 86400;
constexpr std::int64_t kWeek = 7 * kDay;

std::string day_time(std::int64_t seconds) {
    return format_duration(Duration::seconds(seconds));
}

std::string week_offset(std::int64_t seconds) {
    return format_week_offset(Duration::seconds(seconds));
}

std::uint8_t rotate(std::uint8_t days, int by) {
    const int shift = ((by % 7) + 7) % 7;
    const unsigned d = days & 0x7fU;
    return static_cast<std::uint8_t>(((d << shift) | (d >> (7 - shift))) & 0x7fU);
}

// The new window, checked against its period.
TimeEdit window_edit(const StandingReservationConfig& sr, std::int64_t start, std::int64_t end, int days) {
    TimeEdit out;
    const std::int64_t old_start = sr.start_time.count();
    if (sr.period == SrPeriod::Infinity) {
        out.refusal = EditRefusal::PermanentHasNoTime;
        return out;
    }
    if (end <= start) {
        out.refusal = EditRefusal::TooShort;
        return out;
    }
    if (sr.period == SrPeriod::Day) {
        if (start < 0 || end > kDay) {
            out.refusal = EditRefusal::CrossesMidnight;
            return out;
        }
        if (start != old_start) out.edits.push_back({"STARTTIME", day_time(start)});
        if (end != sr.end_time.value_or(Duration::days(1)).count())
            out.edits.push_back({"ENDTIME", day_time(end)});
        const std::uint8_t turned = rotate(sr.days, days);
        if (turned != (sr.days & 0x7f)) out.edits.push_back({"DAYS", days_text(turned)});
        return out;
    }
    start += days * kDay;
    end += days * kDay;
    if (start < 0 || end > kWeek) {
        out.refusal = EditRefusal::LeavesWeek;
        return out;
    }
    if (start != old_start) out.edits.push_back({"STARTTIME", week_offset(start)});
    if (end != sr.end_time.value_or(Duration::days(7)).count())
        out.edits.push_back({"ENDTIME", week_offset(end)});
    return out;
}

std::int64_t end_of(const StandingReservationConfig& sr) {
    return sr.end_time.value_or(sr.period == SrPeriod::Week ? Duration::days(7) : Duration::days(1)).count();
}

}  // namespace

std::string days_text(std::uint8_t days) {
    if ((days & 0x7f) == 0x7f) return "ALL";
    static constexpr std::array<const char*, 7> kNames{"SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"};
    std::string out;
    for (int d = 0; d < 7; ++d)
        if ((days >> d) & 1U)
            out += (out.empty() ? "" : ",") + std::string(kNames[static_cast<std::size_t>(d)]);
    return out;
}

TimeEdit move_series(const StandingReservationConfig& sr, int days, std::int64_t seconds) {
    return window_edit(sr, sr.start_time.count() + seconds, end_of(sr) + seconds, days);
}

TimeEdit resize_series(const StandingReservationConfig& sr, std::int64_t end_seconds) {
    return window_edit(sr, sr.start_time.count(), end_of(sr) + end_seconds, 0);
}

std::vector<AttributeEdit> new_daily(int day, std::int64_t start, std::int64_t end) {
    return {{"DAYS", days_text(static_cast<std::uint8_t>(1U << ((day % 7 + 7) % 7)))},
            {"STARTTIME", day_time(start)},
            {"ENDTIME", day_time(end)},
            {"TASKCOUNT", "1"}};
}

std::vector<AttributeEdit> new_weekly(std::int64_t start, std::int64_t end) {
    return {{"PERIOD", "WEEK"},
            {"STARTTIME", week_offset(start)},
            {"ENDTIME", week_offset(end)},
            {"TASKCOUNT", "1"}};
}

std::string edited_text(const ConfigDocument& doc, const std::string& name,
                        std::span<const AttributeEdit> edits) {
    ConfigDocument copy = doc;
    for (const AttributeEdit& e : edits) {
        if (e.value)
            copy.set_attribute("SRCFG", name, e.attribute, *e.value);
        else
            copy.remove_attribute("SRCFG", name, e.attribute);
    }
    return copy.bytes();
}

std::string removed_text(const ConfigDocument& doc, const std::string& name) {
    ConfigDocument copy = doc;
    copy.remove_value("SRCFG", name);
    return copy.bytes();
}

std::string split_weekday_text(const ConfigDocument& doc, const std::string& name, int day,
                               const std::string& split_name) {
    // Every attribute of the original, its last value each, in first-written order.
    struct Written {
        std::string name;     // canonical, to compare
        std::string written;  // as the file spells it, to copy
        std::string value;
    };
    std::vector<Written> attributes;
    for (const ConfigEntry& e : doc.entries()) {
        if (e.parameter != "SRCFG" || e.index != name) continue;
        for (const ConfigAttribute& a : e.attributes) {
            const auto same = [&a](const Written& w) { return w.name == a.name && w.written == a.written; };
            if (const auto it = std::find_if(attributes.begin(), attributes.end(), same);
                it != attributes.end())
                it->value = a.value;
            else
                attributes.push_back({a.name, a.written, a.value});
        }
    }
    const std::uint8_t bit = static_cast<std::uint8_t>(1U << ((day % 7 + 7) % 7));
    std::uint8_t days = 0x7f;
    for (const StandingReservationConfig& sr : build_config(doc).config.standing_reservations)
        if (sr.name == name) days = sr.days;
    ConfigDocument copy = doc;
    copy.set_attribute("SRCFG", name, "DAYS", days_text(static_cast<std::uint8_t>(days & ~bit)));
    bool wrote_days = false;
    for (const Written& a : attributes) {
        const bool is_days = a.name == "DAYS";
        copy.set_attribute("SRCFG", split_name, a.written, is_days ? days_text(bit) : a.value);
        wrote_days = wrote_days || is_days;
    }
    if (!wrote_days) copy.set_attribute("SRCFG", split_name, "DAYS", days_text(bit));
    return copy.bytes();
}

std::string weekday_name(const ConfigDocument& doc, const std::string& name, int day) {
    static constexpr std::array<const char*, 7> kNames{"sun", "mon", "tue", "wed", "thu", "fri", "sat"};
    const std::vector<std::string> taken = doc.indexes("SRCFG");
    const std::string base = name + "_" + kNames[static_cast<std::size_t>((day % 7 + 7) % 7)];
    for (int i = 1;; ++i) {
        const std::string candidate = i == 1 ? base : base + std::to_string(i);
        if (std::find(taken.begin(), taken.end(), candidate) == taken.end()) return candidate;
    }
}

std::string fresh_name(const ConfigDocument& doc, int skip) {
    const std::vector<std::string> taken = doc.indexes("SRCFG");
    for (int i = 1;; ++i) {
        const std::string name = "sr" + std::to_string(i);
        if (std::find(taken.begin(), taken.end(), name) != taken.end()) continue;
        if (skip-- > 0) continue;
        return name;
    }
}

}  // namespace outrigger::gui
