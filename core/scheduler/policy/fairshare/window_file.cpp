#include "policy/fairshare/window_file.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cmath>

namespace outrigger {

namespace {

struct Token {
    std::string_view text;
    int column = 0;  // 1-based
};

std::vector<Token> split(std::string_view line) {
    std::vector<Token> out;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
        const std::size_t b = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r') ++i;
        if (i > b) out.push_back(Token{line.substr(b, i - b), static_cast<int>(b) + 1});
    }
    return out;
}

std::optional<double> parse_number(std::string_view s) {
    double v = 0;
    const auto* end = s.data() + s.size();
    const auto r = std::from_chars(s.data(), end, v);
    if (r.ec != std::errc() || r.ptr != end || !std::isfinite(v)) return std::nullopt;
    return v;
}

// "(Duration: 172800 Seconds)" anywhere in the header comment.
std::optional<std::int64_t> header_duration(std::string_view line) {
    const auto p = line.find("Duration:");
    if (p == std::string_view::npos) return std::nullopt;
    auto rest = line.substr(p + 9);
    while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
    std::int64_t v = 0;
    const auto r = std::from_chars(rest.data(), rest.data() + rest.size(), v);
    if (r.ec != std::errc() || v <= 0) return std::nullopt;
    return v;
}

}  // namespace

Diagnostic fs_file_finding(std::string file, int line, int column, bool error, std::string message) {
    Diagnostic d;
    d.severity = error ? Diagnostic::Severity::Error : Diagnostic::Severity::Warning;
    d.file = std::move(file);
    d.line = line;
    d.column = column;
    d.message = std::move(message);
    return d;
}

std::string format_fs_window(const FsWindow& window, const Names& names, const LocalCalendar& calendar) {
    std::string out = fmt::format("# Fairshare Data File (Duration: {} Seconds) Starting: {}\n\n",
                                  window.length.count(), calendar.format(window.start));
    for (const CredKind k : kAllCredKinds) {
        const auto& v = window.usage[index(k)];
        for (std::size_t i = 0; i < v.size(); ++i) {
            if (v[i] == 0.0) continue;
            out += fmt::format("{} {} {:.3f}\n", cred_kind_title(k),
                               names.name(k, CredId(static_cast<CredId::Rep>(i))), v[i]);
        }
    }
    out += fmt::format("TOTAL {:.3f}\n", window.total);
    return out;
}

FsWindowParse parse_fs_window(std::string_view text, std::string_view file, Time start,
                              Duration fallback_length, Names& names) {
    FsWindowParse r;
    r.window.start = start;
    r.window.length = Duration::zero();
    const auto diag = [&](int line, int column, bool error, std::string msg) {
        r.diagnostics.push_back(fs_file_finding(std::string(file), line, column, error, std::move(msg)));
    };
    std::array<std::vector<bool>, kCredKinds> seen;
    bool have_total = false;
    int line_no = 0;
    std::size_t pos = 0;
    while (pos <= text.size()) {
        const std::size_t nl = text.find('\n', pos);
        const std::string_view line =
            text.substr(pos, nl == std::string_view::npos ? text.size() - pos : nl - pos);
        pos = nl == std::string_view::npos ? text.size() + 1 : nl + 1;
        ++line_no;
        const auto tokens = split(line);
        if (tokens.empty()) continue;
        if (tokens[0].text.front() == '#') {
            if (r.window.length.count() == 0)
                if (const auto d = header_duration(line)) r.window.length = Duration::seconds(*d);
            continue;
        }
        if (tokens[0].text == "TOTAL") {
            if (tokens.size() != 2) {
                diag(line_no, tokens[0].column, true, "expected `TOTAL <usage>`");
                continue;
            }
            const auto v = parse_number(tokens[1].text);
            if (!v || *v < 0) {
                diag(line_no, tokens[1].column, true,
                     fmt::format("bad usage `{}` (a number >= 0)", tokens[1].text));
                continue;
            }
            if (have_total) {
                diag(line_no, tokens[0].column, true, "second TOTAL line ignored");
                continue;
            }
            r.window.total = *v;
            have_total = true;
            continue;
        }
        const auto kind = parse_cred_kind(tokens[0].text);
        if (!kind) {
            diag(line_no, tokens[0].column, true,
                 fmt::format("unknown credential type `{}` (User, Group, Account, QOS, Class or TOTAL)",
                             tokens[0].text));
            continue;
        }
        if (tokens.size() != 3) {
            diag(line_no, tokens.size() < 3 ? 0 : tokens[3].column, true,
                 fmt::format("expected `{} <name> <usage>`", tokens[0].text));
            continue;
        }
        const auto v = parse_number(tokens[2].text);
        if (!v || *v < 0) {
            diag(line_no, tokens[2].column, true,
                 fmt::format("bad usage `{}` (a number >= 0)", tokens[2].text));
            continue;
        }
        const CredId id = names.intern(*kind, tokens[1].text);
        auto& s = seen[index(*kind)];
        if (id.value() >= s.size()) s.resize(id.value() + 1, false);
        if (s[id.value()]) {
            diag(line_no, tokens[1].column, true,
                 fmt::format("{} {} listed twice; the first line is kept", cred_kind_title(*kind),
                             tokens[1].text));
            continue;
        }
        s[id.value()] = true;
        r.window.add(CredRef{*kind, id}, *v);
    }
    if (r.window.length.count() <= 0) {
        r.window.length = fallback_length;
        diag(1, 0, false,
             fmt::format("no `(Duration: N Seconds)` header; assuming {} seconds", fallback_length.count()));
    }
    if (!have_total) {
        double largest = 0;
        for (const auto& v : r.window.usage) {
            double sum = 0;
            for (const double x : v) sum += x;
            largest = std::max(largest, sum);
        }
        r.window.total = largest;
        diag(0, 0, false, fmt::format("no TOTAL line; using the largest per-type sum, {:.3f}", largest));
    }
    return r;
}

}  // namespace outrigger
