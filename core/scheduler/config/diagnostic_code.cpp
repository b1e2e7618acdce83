#include "config/diagnostic_code.hpp"

#include <array>

namespace outrigger {

namespace {

struct CodeText {
    DiagnosticCode code;
    std::string_view name;
    std::string_view english;
};

constexpr std::array kCodes{
#define OUTRIGGER_DIAGNOSTIC_ROW(code, text) CodeText{DiagnosticCode::code, #code, text},
    OUTRIGGER_DIAGNOSTIC_CODES(OUTRIGGER_DIAGNOSTIC_ROW)
#undef OUTRIGGER_DIAGNOSTIC_ROW
};

constexpr std::array kAll = [] {
    std::array<DiagnosticCode, kCodes.size()> out{};
    for (std::size_t i = 0; i < kCodes.size(); ++i) out[i] = kCodes[i].code;
    return out;
}();

// The table is in enum order, one past Other.
const CodeText* find(DiagnosticCode code) {
    const auto i = static_cast<std::size_t>(code);
    return i == 0 || i > kCodes.size() ? nullptr : &kCodes[i - 1];
}

}  // namespace

std::string_view diagnostic_code_name(DiagnosticCode code) {
    const CodeText* c = find(code);
    return c ? c->name : "Other";
}

std::optional<DiagnosticCode> diagnostic_code_from_name(std::string_view name) {
    if (name == "Other") return DiagnosticCode::Other;
    for (const CodeText& c : kCodes)
        if (c.name == name) return c.code;
    return std::nullopt;
}

std::string diagnostic_english(DiagnosticCode code, std::span<const std::string> args) {
    const CodeText* c = find(code);
    if (!c) return args.empty() ? std::string() : args.front();
    const std::string_view t = c->english;
    std::string out;
    out.reserve(t.size() + 32);
    for (std::size_t i = 0; i < t.size(); ++i) {
        // {N} or {Ns}, N a single digit; anything else is literal text (the sentences quote
        // [[[DD:]HH:]MM:]SS, never braces).
        if (t[i] == '{' && i + 2 < t.size() && t[i + 1] >= '1' && t[i + 1] <= '9') {
            const auto n = static_cast<std::size_t>(t[i + 1] - '1');
            const bool plural = t[i + 2] == 's' && i + 3 < t.size() && t[i + 3] == '}';
            if (t[i + 2] == '}' || plural) {
                const std::string arg = n < args.size() ? args[n] : std::string();
                if (plural) {
                    if (arg != "1") out += 's';
                    i += 3;
                } else {
                    out += arg;
                    i += 2;
                }
                continue;
            }
        }
        out += t[i];
    }
    return out;
}

std::span<const DiagnosticCode> all_diagnostic_codes() {
    return kAll;
}

}  // namespace outrigger
