#include "model/host_expression.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <map>
#include <tuple>

namespace outrigger {

namespace {

// Splits on commas that are not inside brackets.
std::vector<std::pair<std::string_view, int>> split_top_level(std::string_view s) {
    std::vector<std::pair<std::string_view, int>> parts;
    int depth = 0;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= s.size(); ++i) {
        if (i == s.size() || (s[i] == ',' && depth == 0)) {
            parts.emplace_back(s.substr(start, i - start), static_cast<int>(start));
            start = i + 1;
        } else if (s[i] == '[') {
            ++depth;
        } else if (s[i] == ']') {
            --depth;
        }
    }
    return parts;
}

bool expand_one(std::string_view term, int base_col, std::vector<std::string>& out, HostExpansion& err) {
    const auto open = term.find('[');
    if (open == std::string_view::npos) {
        if (term.find(']') != std::string_view::npos) {
            err.error = "']' without '['";
            err.fault = HostExpansion::Fault::CloseWithoutOpen;
            err.error_column = base_col + static_cast<int>(term.find(']')) + 1;
            return false;
        }
        out.emplace_back(term);
        return true;
    }
    const auto close = term.find(']', open);
    if (close == std::string_view::npos) {
        err.error = "'[' without ']'";
        err.fault = HostExpansion::Fault::OpenWithoutClose;
        err.error_column = base_col + static_cast<int>(open) + 1;
        return false;
    }
    const std::string_view prefix = term.substr(0, open);
    const std::string_view body = term.substr(open + 1, close - open - 1);
    const std::string_view rest = term.substr(close + 1);
    std::vector<std::string> tails;
    if (!expand_one(rest, base_col + static_cast<int>(close) + 1, tails, err)) return false;

    std::size_t pos = 0;
    while (pos <= body.size()) {
        auto comma = body.find(',', pos);
        if (comma == std::string_view::npos) comma = body.size();
        const std::string_view range = body.substr(pos, comma - pos);
        const int col = base_col + static_cast<int>(open + 1 + pos) + 1;
        const auto dash = range.find('-');
        const std::string_view lo_s = range.substr(0, dash);
        const std::string_view hi_s = dash == std::string_view::npos ? lo_s : range.substr(dash + 1);
        long long lo = 0, hi = 0;
        const auto digits = [](std::string_view v) {
            return !v.empty() &&
                   std::all_of(v.begin(), v.end(), [](unsigned char c) { return std::isdigit(c); });
        };
        if (!digits(lo_s) || !digits(hi_s)) {
            err.error = fmt::format("expected a number or a range like 001-064, found '{}'", range);
            err.fault = HostExpansion::Fault::ExpectedRange;
            err.fault_range = std::string(range);
            err.error_column = col;
            return false;
        }
        std::from_chars(lo_s.data(), lo_s.data() + lo_s.size(), lo);
        std::from_chars(hi_s.data(), hi_s.data() + hi_s.size(), hi);
        if (hi < lo) {
            err.error = fmt::format("range '{}' runs backwards", range);
            err.fault = HostExpansion::Fault::RangeBackwards;
            err.fault_range = std::string(range);
            err.error_column = col;
            return false;
        }
        if (hi - lo > 10'000'000) {
            err.error = fmt::format("range '{}' is implausibly large", range);
            err.fault = HostExpansion::Fault::RangeTooLarge;
            err.fault_range = std::string(range);
            err.error_column = col;
            return false;
        }
        const std::size_t width = lo_s.size();
        for (long long v = lo; v <= hi; ++v)
            for (const auto& tail : tails) out.push_back(fmt::format("{}{:0{}}{}", prefix, v, width, tail));
        pos = comma + 1;
    }
    return true;
}

}  // namespace

HostExpansion expand_hosts(std::string_view expr) {
    HostExpansion result;
    for (const auto& [term, col] : split_top_level(expr)) {
        if (term.empty()) continue;
        if (!expand_one(term, col, result.hosts, result)) {
            result.hosts.clear();
            return result;
        }
    }
    return result;
}

std::string compress_hosts(const std::vector<std::string>& hosts) {
    // Group by (prefix, width) on the trailing digits; keep first-seen order of groups.
    struct Key {
        std::string prefix;
        std::size_t width;
        auto operator<=>(const Key&) const = default;
    };
    std::vector<Key> order;
    std::map<Key, std::vector<long long>> groups;
    std::vector<std::string> plain;
    for (const auto& h : hosts) {
        std::size_t i = h.size();
        while (i > 0 && std::isdigit(static_cast<unsigned char>(h[i - 1]))) --i;
        if (i == h.size()) {
            plain.push_back(h);
            continue;
        }
        Key k{h.substr(0, i), h.size() - i};
        long long v = 0;
        std::from_chars(h.data() + i, h.data() + h.size(), v);
        auto [it, inserted] = groups.try_emplace(k);
        if (inserted) order.push_back(k);
        it->second.push_back(v);
    }
    std::vector<std::string> out;
    for (const auto& k : order) {
        auto& vs = groups[k];
        std::sort(vs.begin(), vs.end());
        vs.erase(std::unique(vs.begin(), vs.end()), vs.end());
        if (vs.size() == 1) {
            out.push_back(fmt::format("{}{:0{}}", k.prefix, vs[0], k.width));
            continue;
        }
        std::string body;
        for (std::size_t i = 0; i < vs.size();) {
            std::size_t j = i;
            while (j + 1 < vs.size() && vs[j + 1] == vs[j] + 1) ++j;
            if (!body.empty()) body += ',';
            body += fmt::format("{:0{}}", vs[i], k.width);
            if (j > i) body += fmt::format("-{:0{}}", vs[j], k.width);
            i = j + 1;
        }
        out.push_back(fmt::format("{}[{}]", k.prefix, body));
    }
    for (auto& p : plain) out.push_back(std::move(p));
    std::string joined;
    for (const auto& s : out) {
        if (!joined.empty()) joined += ',';
        joined += s;
    }
    return joined;
}

}  // namespace outrigger
