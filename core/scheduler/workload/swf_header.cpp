#include "workload/swf_header.hpp"

#include <charconv>

namespace outrigger {
namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
    return s;
}

// Splits "Key: value" into key and value; false when the line has no key.
bool split_key(std::string_view text, std::string_view& key, std::string_view& value) {
    const auto t = trim(text);
    const auto colon = t.find(':');
    if (colon == std::string_view::npos || colon == 0) return false;
    key = trim(t.substr(0, colon));
    if (key.find_first_of(" \t") != std::string_view::npos) return false;
    value = trim(t.substr(colon + 1));
    return true;
}

std::optional<std::int64_t> parse_int(std::string_view s) {
    std::int64_t v = 0;
    const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
    return v;
}

}  // namespace

std::string read_swf_header_line(SwfHeader& h, std::string_view text) {
    h.lines.emplace_back(text);
    std::string_view key;
    std::string_view value;
    if (!split_key(text, key, value)) return {};
    std::optional<std::int64_t>* target = nullptr;
    if (key == "MaxNodes")
        target = &h.max_nodes;
    else if (key == "MaxProcs")
        target = &h.max_procs;
    else if (key == "UnixStartTime")
        target = &h.unix_start_time;
    else if (key == "TimeZone")
        target = &h.time_zone;
    else if (key == "TimeZoneString") {
        if (!value.empty()) h.time_zone_string = std::string(value);
        return {};
    } else {
        return {};
    }
    if (auto v = parse_int(value)) {
        *target = *v;
        return {};
    }
    return std::string(key) + ": '" + std::string(value) + "' is not an integer";
}

std::map<std::int64_t, std::string> swf_header_id_names(const SwfHeader& h, std::string_view wanted) {
    std::map<std::int64_t, std::string> out;
    for (const auto& line : h.lines) {
        std::string_view key;
        std::string_view value;
        if (!split_key(line, key, value) || key != wanted) continue;
        const auto space = value.find_first_of(" \t");
        if (space == std::string_view::npos) continue;
        const auto id = parse_int(value.substr(0, space));
        const auto name = trim(value.substr(space));
        if (id && !name.empty()) out[*id] = std::string(name);
    }
    return out;
}

}  // namespace outrigger
