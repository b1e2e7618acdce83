#include "config/values.hpp"

#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdlib>

#include "model/ascii.hpp"

namespace outrigger {

namespace {}  // namespace

std::optional<bool> parse_bool(std::string_view text) {
    const std::string u = ascii_upper(text);
    if (u == "TRUE" || u == "YES" || u == "ON" || u == "1") return true;
    if (u == "FALSE" || u == "NO" || u == "OFF" || u == "0") return false;
    return std::nullopt;
}

std::optional<std::int64_t> parse_integer(std::string_view text) {
    if (!text.empty() && text.front() == '+') text.remove_prefix(1);
    if (text.empty()) return std::nullopt;
    std::int64_t v = 0;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc{} || ptr != text.data() + text.size()) return std::nullopt;
    return v;
}

std::optional<double> parse_number(std::string_view text) {
    if (text.empty() || text.size() > 64) return std::nullopt;
    for (const char c : text)
        if (!(std::isdigit(static_cast<unsigned char>(c)) != 0 || c == '.' || c == '-' || c == '+' ||
              c == 'e' || c == 'E'))
            return std::nullopt;
    const std::string s(text);
    char* end = nullptr;
    const double v = std::strtod(s.c_str(), &end);
    if (end != s.c_str() + s.size() || !std::isfinite(v)) return std::nullopt;
    return v;
}

std::optional<FsTarget> parse_fstarget(std::string_view text) {
    FsTarget t;
    if (!text.empty()) {
        switch (text.back()) {
            case '+':
                t.type = FsTargetType::Floor;
                break;
            case '-':
                t.type = FsTargetType::Ceiling;
                break;
            case '^':
                t.type = FsTargetType::CapAbsolute;
                break;
            case '%':
                t.type = FsTargetType::CapRelative;
                break;
            default:
                break;
        }
        if (t.type != FsTargetType::Target) text.remove_suffix(1);
    }
    const auto v = parse_number(text);
    if (!v || *v < 0) return std::nullopt;
    t.value = *v;
    return t;
}

std::vector<ListItem> split_list(std::string_view text, std::string_view separators) {
    std::vector<ListItem> out;
    int depth = 0;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        const bool end = i == text.size();
        if (!end && text[i] == '[') ++depth;
        if (!end && text[i] == ']' && depth > 0) --depth;
        if (end || (depth == 0 && separators.find(text[i]) != std::string_view::npos)) {
            if (i > start) out.push_back(ListItem{text.substr(start, i - start), start});
            start = i + 1;
        }
    }
    return out;
}

ResourcePairs parse_resource_pairs(std::string_view text) {
    ResourcePairs r;
    for (const ListItem& item : split_list(text, ";,")) {
        const auto sep = item.text.find_first_of(":=");
        if (sep == std::string_view::npos || sep == 0 || sep + 1 == item.text.size()) {
            r.error = "expected NAME:VALUE or NAME=VALUE, found '" + std::string(item.text) + "'";
            r.error_position = item.position;
            r.error_item = std::string(item.text);
            return r;
        }
        r.pairs.push_back(ResourcePair{ascii_upper(item.text.substr(0, sep)),
                                       std::string(item.text.substr(sep + 1)), item.position});
    }
    return r;
}

AclItem parse_acl_item(std::string_view text) {
    AclItem a;
    while (!text.empty() && text.front() == '!') {
        a.negated = true;
        text.remove_prefix(1);
    }
    while (text.size() > 1) {
        const char c = text.back();
        if (c == '*')
            a.required = true;
        else if (c == '+')
            a.affinity = Affinity::Positive;
        else if (c == '-')
            a.affinity = Affinity::Negative;
        else if (c == '=')
            a.affinity = Affinity::Neutral;
        else
            break;
        text.remove_suffix(1);
    }
    a.name = std::string(text);
    return a;
}

}  // namespace outrigger
