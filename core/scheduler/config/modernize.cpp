#include "config/modernize.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <vector>

#include "config/legacy.hpp"
#include "config/legacy_forms.hpp"

namespace outrigger {

namespace {

struct Edit {
    std::size_t offset = 0;
    std::size_t length = 0;
    std::string text;
};

bool blank(std::string_view s) {
    return std::all_of(s.begin(), s.end(), [](char c) { return c == ' ' || c == '\t' || c == '\r'; });
}

// The parameter's text: from its name to the end of its value (continuations included).
std::size_t code_begin(const ConfigEntry& e) {
    return e.line_offset + static_cast<std::size_t>(e.column - 1);
}
std::size_t code_end(const ConfigEntry& e) {
    return e.value_length > 0 ? e.value_offset + e.value_length : e.value_offset;
}

// Drops a line's legacy text: the whole line when nothing else is on it, else only the text
// (a trailing comment stays where it was).
Edit removal(const std::string& text, const ConfigEntry& e) {
    const std::size_t begin = code_begin(e);
    const std::size_t end = code_end(e);
    const std::size_t line_end = e.line_offset + e.line_length;
    const std::string_view t = text;
    if (!blank(t.substr(e.line_offset, begin - e.line_offset)) || !blank(t.substr(end, line_end - end)))
        return Edit{begin, end - begin, {}};
    const std::size_t nl = text.find('\n', line_end);
    return Edit{e.line_offset, (nl == std::string::npos ? text.size() : nl + 1) - e.line_offset, {}};
}

}  // namespace

Modernized modernize(const ConfigDocument& doc) {
    const std::string& text = doc.bytes();
    const LegacyReading legacy = read_legacy(doc);
    std::vector<Edit> edits;
    Modernized out;
    for (const ModernAttribute& m : legacy.attributes) {
        const ConfigEntry& e = *m.at;
        edits.push_back(
            Edit{code_begin(e), code_end(e) - code_begin(e),
                 fmt::format("{}[{}] {}={}", cfg_kind_parameter(m.kind), m.object, m.attribute, m.written)});
        ++out.rewritten;
    }
    for (const ConfigEntry* e : legacy.absorbed) {
        edits.push_back(removal(text, *e));
        ++out.removed;
    }
    for (const ConfigEntry& e : doc.entries()) {
        if (!e.known || e.info->kind != ValueKind::Enum) continue;
        std::string_view value = e.value;
        const bool ratio = value.ends_with('%');
        if (ratio) value.remove_suffix(1);
        if (const auto now = legacy_value_replacement(e.parameter, value)) {
            edits.push_back(Edit{e.value_offset, value.size(), std::string(*now)});
            ++out.rewritten;
        }
    }
    std::sort(edits.begin(), edits.end(), [](const Edit& a, const Edit& b) { return a.offset > b.offset; });
    out.text = text;
    for (const Edit& x : edits) out.text.replace(x.offset, x.length, x.text);  // from the end
    // Removing the last lines of a file without a final newline leaves the one before them last:
    // it loses its terminator, so that the file still ends without one.
    if (!text.empty() && text.back() != '\n' && !out.text.empty() && out.text.back() == '\n') {
        out.text.pop_back();
        if (!out.text.empty() && out.text.back() == '\r') out.text.pop_back();
    }
    return out;
}

}  // namespace outrigger
