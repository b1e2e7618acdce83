#include "config/document.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <iterator>
#include <sstream>
#include <system_error>
#include <tuple>

#include "model/ascii.hpp"
#include "model/atomic_write.hpp"

namespace outrigger {

namespace {

using Severity = Diagnostic::Severity;

bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}
bool is_name_char(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_' || c == '.';
}

// Where each physical line starts, for offset -> line:column.
class LineMap {
  public:
    explicit LineMap(std::string_view text) {
        starts_.push_back(0);
        for (std::size_t i = 0; i < text.size(); ++i)
            if (text[i] == '\n') starts_.push_back(i + 1);
    }
    [[nodiscard]] std::pair<int, int> locate(std::size_t offset) const {
        const auto it = std::upper_bound(starts_.begin(), starts_.end(), offset);
        const auto line = static_cast<std::size_t>(std::distance(starts_.begin(), it)) - 1;
        return {static_cast<int>(line + 1), static_cast<int>(offset - starts_[line] + 1)};
    }

  private:
    std::vector<std::size_t> starts_;
};

// One logical line: its code (continuations joined, comments removed) and, for every code byte,
// its offset in the document.
struct LogicalLine {
    std::string code;
    std::vector<std::size_t> offset;  // offset[i] of code[i]; one extra entry: the end of the code
    std::size_t begin = 0;            // first byte of the first physical line
    std::size_t end = 0;              // end of the last physical line's content (terminator excluded)
};

std::vector<LogicalLine> split_logical(std::string_view text) {
    std::vector<LogicalLine> out;
    std::size_t pos = 0;
    LogicalLine current;
    bool continuing = false;
    while (pos < text.size() || continuing) {
        if (pos >= text.size()) break;
        const std::size_t nl = text.find('\n', pos);
        const std::size_t next = nl == std::string_view::npos ? text.size() : nl + 1;
        std::size_t content_end = nl == std::string_view::npos ? text.size() : nl;
        if (content_end > pos && text[content_end - 1] == '\r') --content_end;
        if (!continuing) {
            current = LogicalLine{};
            current.begin = pos;
        }
        const std::size_t hash = text.substr(pos, content_end - pos).find('#');
        const std::size_t code_end = hash == std::string_view::npos ? content_end : pos + hash;
        std::size_t trimmed = code_end;
        while (trimmed > pos && is_space(text[trimmed - 1])) --trimmed;
        const bool continues = trimmed > pos && text[trimmed - 1] == '\\' && next < text.size();
        const std::size_t take_end = continues ? trimmed - 1 : code_end;
        for (std::size_t i = pos; i < take_end; ++i) {
            current.code.push_back(text[i]);
            current.offset.push_back(i);
        }
        current.end = content_end;
        pos = next;
        continuing = continues;
        if (!continuing) {
            current.offset.push_back(take_end);
            out.push_back(std::move(current));
        }
    }
    return out;
}

class Parser {
  public:
    Parser(std::string_view text, const std::string& file, std::vector<ConfigEntry>& entries,
           std::vector<Diagnostic>& diags)
        : text_(text), file_(file), lines_(text), entries_(entries), diags_(diags) {}

    void run() {
        for (const LogicalLine& l : split_logical(text_)) parse_line(l);
    }

  private:
    void report(Severity s, std::size_t offset, DiagnosticCode code, std::vector<std::string> args,
                std::string_view suggestion = {}) {
        const auto [line, column] = lines_.locate(offset);
        diags_.push_back(
            coded_finding(s, file_, line, column, code, std::move(args), std::string(suggestion)));
    }

    void parse_line(const LogicalLine& l) {
        const std::string& c = l.code;
        std::size_t i = 0;
        while (i < c.size() && is_space(c[i])) ++i;
        if (i == c.size()) return;  // blank or comment only
        ConfigEntry e;
        e.line_offset = l.begin;
        e.line_length = l.end - l.begin;
        const std::size_t name_begin = i;
        while (i < c.size() && !is_space(c[i]) && c[i] != '[' && c[i] != '=') ++i;
        e.written = c.substr(name_begin, i - name_begin);
        std::tie(e.line, e.column) = lines_.locate(l.offset[name_begin]);
        const bool name_ok =
            !e.written.empty() && std::all_of(e.written.begin(), e.written.end(), is_name_char);
        if (!name_ok) {
            report(Severity::Error, l.offset[name_begin], DiagnosticCode::ExpectedParameterName,
                   {printable(e.written.empty() ? c.substr(i, 1) : e.written)});
        }
        std::tie(e.index_line, e.index_column) = std::pair(e.line, e.column);
        if (i < c.size() && c[i] == '[') {
            const std::size_t open = i;
            std::tie(e.index_line, e.index_column) = lines_.locate(l.offset[open + 1]);
            int depth = 0;
            std::size_t close = std::string::npos;
            for (std::size_t j = i; j < c.size(); ++j) {
                if (c[j] == '[') ++depth;
                if (c[j] == ']' && --depth == 0) {
                    close = j;
                    break;
                }
            }
            if (close == std::string::npos) {
                report(Severity::Error, l.offset[open], DiagnosticCode::UnclosedIndex, {e.written});
                e.index = c.substr(open + 1);
                i = c.size();
            } else {
                e.index = c.substr(open + 1, close - open - 1);
                i = close + 1;
            }
        }
        if (i < c.size() && c[i] == '=') {
            report(Severity::Error, l.offset[i], DiagnosticCode::EqualsAfterParameter, {e.written});
            ++i;
        } else if (i < c.size() && !is_space(c[i])) {
            report(Severity::Error, l.offset[i], DiagnosticCode::ExpectedSpaceAfterParameter,
                   {e.written, printable(c.substr(i, 1))});
        }
        while (i < c.size() && is_space(c[i])) ++i;
        std::size_t value_end = c.size();
        while (value_end > i && is_space(c[value_end - 1])) --value_end;
        e.value = c.substr(i, value_end - i);
        e.value_offset = l.offset[i];
        e.value_length = value_end > i ? l.offset[value_end - 1] + 1 - l.offset[i] : 0;
        std::tie(e.value_line, e.value_column) = lines_.locate(l.offset[i]);

        e.info = name_ok ? find_parameter(e.written) : nullptr;
        e.known = e.info != nullptr;
        e.parameter = e.info ? std::string(e.info->name) : ascii_upper(e.written);
        if (name_ok) check_name(e, l.offset[name_begin]);
        if (e.value.empty() && name_ok) {
            report(Severity::Error, l.offset[std::min(i, c.size())], DiagnosticCode::ExpectedValueAfter,
                   {e.written});
        }
        if (e.info && e.info->cfg_kind && !e.value.empty()) parse_attributes(e, l, i, value_end);
        entries_.push_back(std::move(e));
    }

    void check_name(const ConfigEntry& e, std::size_t at) {
        if (!e.info) {
            const auto near = nearest_known_name(e.written);
            report(Severity::Error, at, DiagnosticCode::UnknownParameter, {e.written},
                   near.value_or(std::string_view{}));
            return;
        }
        if (e.info->usage == Usage::KnownUnused && !e.info->note.empty())
            report(Severity::Note, at, DiagnosticCode::ParameterKeptWithoutEffect,
                   {e.parameter, std::string(e.info->note)});
        else if (e.info->usage == Usage::KnownUnused)
            report(Severity::Note, at, DiagnosticCode::ParameterUnused, {e.parameter});
        else if (e.info->usage == Usage::Legacy)
            report(Severity::Note, at, DiagnosticCode::LegacyParameter, {e.parameter});
        else if (e.info->usage == Usage::Behaviourless)
            report(Severity::Warning, at, DiagnosticCode::AcceptedNoEffect, {e.parameter});
        if (e.info->indexed && e.info->cfg_kind && e.index.empty())
            report(Severity::Error, at, DiagnosticCode::ExpectedIndex, {e.parameter});
        else if (!e.info->indexed && !e.index.empty() && e.info->usage != Usage::KnownUnused)
            // Maui indexes some of these by resource manager or partition (RMTYPE[0] PBS); kept
            // without effect either way, so an index is no error.
            report(Severity::Error, at, DiagnosticCode::TakesNoIndex, {e.parameter, e.index});
    }

    void parse_attributes(ConfigEntry& e, const LogicalLine& l, std::size_t begin, std::size_t end) {
        const CfgKind kind = *e.info->cfg_kind;
        const std::string& c = l.code;
        std::size_t i = begin;
        const auto span_end = [&](std::size_t last) { return l.offset[last - 1] + 1; };
        while (i < end) {
            while (i < end && is_space(c[i])) ++i;
            if (i >= end) break;
            const std::size_t tok = i;
            int depth = 0;
            std::size_t eq = std::string::npos;
            while (i < end && (depth > 0 || !is_space(c[i]))) {
                if (c[i] == '[') ++depth;
                if (c[i] == ']' && depth > 0) --depth;
                if (c[i] == '=' && depth == 0 && eq == std::string::npos) eq = i;
                ++i;
            }
            if (eq == std::string::npos) {
                bare_word(e, l, tok, i);
                continue;
            }
            ConfigAttribute a;
            a.written = c.substr(tok, eq - tok);
            std::string base = a.written;
            if (const auto open = base.find('['); open != std::string::npos) {
                const auto close = base.rfind(']');
                a.index =
                    base.substr(open + 1, close == std::string::npos || close < open ? std::string::npos
                                                                                     : close - open - 1);
                if (close == std::string::npos || close < open)
                    report(Severity::Error, l.offset[tok + open], DiagnosticCode::UnclosedIndex,
                           {std::string(base.substr(0, open))});
                base.resize(open);
            }
            a.value = c.substr(eq + 1, i - eq - 1);
            a.offset = l.offset[tok];
            a.length = span_end(i) - a.offset;
            a.value_offset = l.offset[eq + 1];
            a.value_length = i > eq + 1 ? span_end(i) - a.value_offset : 0;
            std::tie(a.line, a.column) = lines_.locate(a.offset);
            std::tie(a.value_line, a.value_column) = lines_.locate(a.value_offset);
            const AttributeInfo* info = base.empty() ? nullptr : find_attribute(kind, base);
            a.known = info != nullptr;
            a.name = info ? std::string(info->name) : ascii_upper(base);
            if (base.empty()) {
                report(Severity::Error, a.offset, DiagnosticCode::ExpectedAttributeName, {});
            } else if (!info) {
                const auto near = nearest_attribute_name(kind, base);
                report(Severity::Error, a.offset, DiagnosticCode::UnknownAttribute,
                       {std::string(base), e.parameter}, near.value_or(std::string_view{}));
            } else {
                if (const auto right = documented_misspelling(base))
                    report(Severity::Warning, a.offset, DiagnosticCode::GuideMisspelling,
                           {std::string(base), std::string(*right)}, *right);
                if (info->usage == Usage::Behaviourless)
                    report(Severity::Warning, a.offset, DiagnosticCode::AcceptedNoEffect, {a.name});
                else if (info->usage == Usage::KnownUnused && !info->note.empty())
                    report(Severity::Note, a.offset, DiagnosticCode::AttributeKeptWithoutEffect,
                           {a.name, std::string(info->note)});
                else if (info->usage == Usage::KnownUnused)
                    report(Severity::Note, a.offset, DiagnosticCode::AttributeUnused, {a.name});
                if (!info->indexed && !a.index.empty())
                    report(Severity::Error, a.offset, DiagnosticCode::TakesNoIndex, {a.name, a.index});
            }
            if (a.value.empty())
                report(Severity::Error, l.offset[eq] + 1, DiagnosticCode::ExpectedAttributeValueAfter,
                       {a.written});
            e.attributes.push_back(std::move(a));
        }
    }

    // A word without '=': more values of a list attribute (`QOSLIST=high low special-`), else an error.
    void bare_word(ConfigEntry& e, const LogicalLine& l, std::size_t tok, std::size_t end) {
        const std::string word = l.code.substr(tok, end - tok);
        if (!e.attributes.empty() && !e.attributes.back().value.empty()) {
            ConfigAttribute& prev = e.attributes.back();
            const AttributeInfo* info = find_attribute(*e.info->cfg_kind, prev.name);
            if (info && (info->kind == ValueKind::List || info->kind == ValueKind::Acl)) {
                prev.value += ' ';
                prev.value += word;
                prev.value_length = l.offset[end - 1] + 1 - prev.value_offset;
                prev.length = l.offset[end - 1] + 1 - prev.offset;
                ++prev.extra_words;
                report(Severity::Warning, l.offset[tok], DiagnosticCode::ListValueSeparator,
                       {std::string(word), prev.name});
                return;
            }
        }
        report(Severity::Error, l.offset[tok], DiagnosticCode::ExpectedAttributeAssignment,
               {printable(word)});
    }

    static std::string printable(std::string_view s) {
        std::string out;
        for (const char ch : s) {
            const auto u = static_cast<unsigned char>(ch);
            if (u < 0x20 || u >= 0x7f)
                out += fmt::format("\\x{:02x}", u);
            else
                out += ch;
        }
        return out;
    }

    std::string_view text_;
    const std::string& file_;
    LineMap lines_;
    std::vector<ConfigEntry>& entries_;
    std::vector<Diagnostic>& diags_;
};

std::string canonical_parameter(std::string_view param) {
    if (const ParameterInfo* info = find_parameter(param)) return std::string(info->name);
    return ascii_upper(param);
}

// "MAXJOB[GROUP]" -> ("MAXJOB", "GROUP").
std::pair<std::string_view, std::string_view> split_index(std::string_view attr) {
    const auto open = attr.find('[');
    if (open == std::string_view::npos) return {attr, {}};
    const auto close = attr.rfind(']');
    const auto idx =
        attr.substr(open + 1, close == std::string_view::npos || close < open ? std::string_view::npos
                                                                              : close - open - 1);
    return {attr.substr(0, open), idx};
}

std::string canonical_attribute(const ParameterInfo* info, std::string_view base) {
    if (info && info->cfg_kind)
        if (const AttributeInfo* a = find_attribute(*info->cfg_kind, base)) return std::string(a->name);
    return ascii_upper(base);
}

// Where the physical line holding `offset` ends, terminator included.
std::size_t after_line(std::string_view text, std::size_t offset) {
    const std::size_t nl = text.find('\n', offset);
    return nl == std::string_view::npos ? text.size() : nl + 1;
}

}  // namespace

ConfigDocument ConfigDocument::parse(std::string_view text, std::string file_name) {
    ConfigDocument doc;
    doc.text_ = std::string(text);
    doc.file_name_ = std::move(file_name);
    doc.reparse();
    return doc;
}

std::optional<ConfigDocument> ConfigDocument::load(const std::filesystem::path& path, std::string& error) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = fmt::format("cannot open '{}' for reading", path.string());
        return std::nullopt;
    }
    std::ostringstream buf;
    buf << in.rdbuf();
    if (in.bad()) {
        error = fmt::format("cannot read '{}'", path.string());
        return std::nullopt;
    }
    return parse(buf.str(), path.string());
}

bool ConfigDocument::save(const std::filesystem::path& path, std::string& error) const {
    if (auto failure = write_file_atomically(path, text_)) {
        error = std::move(*failure);
        return false;
    }
    return true;
}

void ConfigDocument::reparse() {
    entries_.clear();
    diagnostics_.clear();
    Parser(text_, file_name_, entries_, diagnostics_).run();
    std::stable_sort(diagnostics_.begin(), diagnostics_.end(), [](const Diagnostic& a, const Diagnostic& b) {
        return std::tie(a.line, a.column) < std::tie(b.line, b.column);
    });
}

std::optional<std::string> ConfigDocument::value(std::string_view param, std::string_view index) const {
    const std::string name = canonical_parameter(param);
    for (auto it = entries_.rbegin(); it != entries_.rend(); ++it)
        if (it->parameter == name && it->index == index) return it->value;
    return std::nullopt;
}

std::optional<std::string> ConfigDocument::attribute(std::string_view param, std::string_view index,
                                                     std::string_view attr) const {
    const std::string name = canonical_parameter(param);
    const auto [base, attr_index] = split_index(attr);
    const std::string canon = canonical_attribute(find_parameter(param), base);
    for (auto it = entries_.rbegin(); it != entries_.rend(); ++it) {
        if (it->parameter != name || it->index != index) continue;
        for (auto a = it->attributes.rbegin(); a != it->attributes.rend(); ++a)
            if (a->name == canon && iequals_ascii(a->index, attr_index)) return a->value;
    }
    return std::nullopt;
}

std::vector<std::string> ConfigDocument::indexes(std::string_view param) const {
    const std::string name = canonical_parameter(param);
    std::vector<std::string> out;
    for (const auto& e : entries_)
        if (e.parameter == name && std::find(out.begin(), out.end(), e.index) == out.end())
            out.push_back(e.index);
    return out;
}

std::string_view ConfigDocument::line_ending() const {
    const auto nl = text_.find('\n');
    if (nl != std::string::npos && nl > 0 && text_[nl - 1] == '\r') return "\r\n";
    return "\n";
}

void ConfigDocument::splice(std::size_t offset, std::size_t length, std::string_view replacement) {
    text_.replace(offset, length, replacement);
    ++revision_;
    reparse();
}

std::size_t ConfigDocument::insertion_point(const ParameterInfo* info, std::string_view canonical) const {
    const ConfigEntry* anchor = nullptr;
    for (const auto& e : entries_)
        if (e.parameter == canonical) anchor = &e;
    if (!anchor && info)
        for (const auto& e : entries_)
            if (e.info && e.info->area == info->area) anchor = &e;
    if (!anchor) return text_.size();
    return after_line(text_, anchor->line_offset + anchor->line_length);
}

void ConfigDocument::insert_line(std::string_view canonical, std::string_view line_text) {
    const std::size_t at = insertion_point(find_parameter(canonical), canonical);
    const std::string eol(line_ending());
    if (at > 0 && text_[at - 1] != '\n')
        splice(at, 0, eol + std::string(line_text));  // after a last line without a terminator
    else
        splice(at, 0, std::string(line_text) + eol);
}

void ConfigDocument::set_value(std::string_view param, std::string_view index, std::string_view value) {
    const std::string name = canonical_parameter(param);
    for (auto it = entries_.rbegin(); it != entries_.rend(); ++it) {
        if (it->parameter != name || it->index != index) continue;
        if (it->value.empty())
            splice(it->value_offset, 0, fmt::format(" {}", value));
        else
            splice(it->value_offset, it->value_length, value);
        return;
    }
    const std::string line =
        index.empty() ? fmt::format("{} {}", name, value) : fmt::format("{}[{}] {}", name, index, value);
    insert_line(name, line);
}

void ConfigDocument::set_attribute(std::string_view param, std::string_view index, std::string_view attr,
                                   std::string_view value) {
    const std::string name = canonical_parameter(param);
    const auto [base, attr_index] = split_index(attr);
    const std::string canon = canonical_attribute(find_parameter(param), base);
    const ConfigEntry* last_line = nullptr;
    for (auto it = entries_.rbegin(); it != entries_.rend(); ++it) {
        if (it->parameter != name || it->index != index) continue;
        if (!last_line) last_line = &*it;
        for (auto a = it->attributes.rbegin(); a != it->attributes.rend(); ++a) {
            if (a->name != canon || !iequals_ascii(a->index, attr_index)) continue;
            if (a->value_length == 0)
                splice(a->offset + a->length, 0, value);
            else
                splice(a->value_offset, a->value_length, value);
            return;
        }
    }
    const std::string written = attr_index.empty() ? canon : fmt::format("{}[{}]", canon, attr_index);
    if (last_line) {
        splice(last_line->value_offset + last_line->value_length, 0, fmt::format(" {}={}", written, value));
        return;
    }
    insert_line(name, fmt::format("{}[{}] {}={}", name, index, written, value));
}

void ConfigDocument::replace_text(std::string text) {
    text_ = std::move(text);
    ++revision_;
    reparse();
}

bool ConfigDocument::remove_value(std::string_view param, std::string_view index) {
    const std::string name = canonical_parameter(param);
    std::vector<std::pair<std::size_t, std::size_t>> cuts;
    for (const auto& e : entries_) {
        if (e.parameter != name || e.index != index) continue;
        const std::size_t end = after_line(text_, e.line_offset + e.line_length);
        if (end == text_.size() && (end == 0 || text_[end - 1] != '\n') && e.line_offset > 0) {
            // The last line has no terminator: take the one before it instead, keeping "no final newline".
            std::size_t start = e.line_offset - 1;
            if (start > 0 && text_[start - 1] == '\r') --start;
            cuts.emplace_back(start, end - start);
        } else {
            cuts.emplace_back(e.line_offset, end - e.line_offset);
        }
    }
    if (cuts.empty()) return false;
    for (auto it = cuts.rbegin(); it != cuts.rend(); ++it) text_.erase(it->first, it->second);
    ++revision_;
    reparse();
    return true;
}

bool ConfigDocument::remove_attribute(std::string_view param, std::string_view index, std::string_view attr) {
    const std::string name = canonical_parameter(param);
    const auto [base, attr_index] = split_index(attr);
    const std::string canon = canonical_attribute(find_parameter(param), base);
    std::vector<std::pair<std::size_t, std::size_t>> cuts;
    for (const auto& e : entries_) {
        if (e.parameter != name || e.index != index) continue;
        const auto matches = [&](const ConfigAttribute& a) {
            return a.name == canon && iequals_ascii(a.index, attr_index);
        };
        const auto n = std::count_if(e.attributes.begin(), e.attributes.end(), matches);
        if (n == 0) continue;
        if (static_cast<std::size_t>(n) == e.attributes.size()) {
            const std::size_t end = after_line(text_, e.line_offset + e.line_length);
            if (end == text_.size() && (end == 0 || text_[end - 1] != '\n') && e.line_offset > 0) {
                std::size_t start = e.line_offset - 1;
                if (start > 0 && text_[start - 1] == '\r') --start;
                cuts.emplace_back(start, end - start);
            } else {
                cuts.emplace_back(e.line_offset, end - e.line_offset);
            }
            continue;
        }
        for (const auto& a : e.attributes) {
            if (!matches(a)) continue;
            std::size_t start = a.offset;  // take the blanks before the attribute with it
            while (start > e.value_offset && (text_[start - 1] == ' ' || text_[start - 1] == '\t')) --start;
            if (start == e.value_offset) {  // the first attribute: take the blanks after it instead
                std::size_t end = a.offset + a.length;
                while (end < text_.size() && (text_[end] == ' ' || text_[end] == '\t')) ++end;
                cuts.emplace_back(a.offset, end - a.offset);
            } else {
                cuts.emplace_back(start, a.offset + a.length - start);
            }
        }
    }
    if (cuts.empty()) return false;
    std::sort(cuts.begin(), cuts.end());
    for (auto it = cuts.rbegin(); it != cuts.rend(); ++it) text_.erase(it->first, it->second);
    ++revision_;
    reparse();
    return true;
}

}  // namespace outrigger
