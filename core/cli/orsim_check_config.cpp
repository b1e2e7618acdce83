// orsim check-config FILE [--modernize] [--write OUT]: prints every diagnostic of a maui.cfg
// (syntax, names, values) as FILE:LINE:COL: severity: message, exits 1 when any is an error, and
// with --write saves the document back to OUT byte for byte (also when it has errors: nothing is
// dropped). With --modernize, what it saves has the Maui 3.0 forms rewritten into their modern
// lines (config/modernize.hpp), every other byte kept.

#include <fmt/format.h>

#include <array>
#include <optional>
#include <string>

#include "config/document.hpp"
#include "config/modernize.hpp"
#include "config/typed_config.hpp"
#include "orsim_commands.hpp"

namespace outrigger::cli {

namespace {

constexpr std::string_view kUsage =
    "usage: orsim check-config FILE [--modernize] [--write OUT]\n"
    "  Checks a maui.cfg and prints FILE:LINE:COL: error|warning|note: message.\n"
    "  --write OUT   save the document to OUT (unchanged bytes; also when it has errors)\n"
    "  --modernize   with --write: rewrite Maui 3.0 forms (SR*, MAX*PER*COUNT, QOS*) into\n"
    "                SRCFG/USERCFG/QOSCFG lines, keeping every other byte\n"
    "  exit status: 0 no errors, 1 errors found (or the file cannot be read or written), 2 bad usage\n";

int usage_error(std::string_view message) {
    fmt::print(stderr, "orsim check-config: {}\n{}", message, kUsage);
    return 2;
}

}  // namespace

int check_config(Args args) {
    std::optional<std::string_view> file;
    std::optional<std::string_view> out;
    bool modern = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view a = args[i];
        if (a == "--help" || a == "-h") {
            fmt::print("{}", kUsage);
            return 0;
        }
        if (a == "--modernize") {
            modern = true;
        } else if (a == "--write" || a == "-o") {
            if (i + 1 >= args.size()) return usage_error("--write needs an output file");
            if (out) return usage_error("--write given twice");
            out = args[++i];
        } else if (a.starts_with("--write=")) {
            if (out) return usage_error("--write given twice");
            out = a.substr(8);
            if (out->empty()) return usage_error("--write needs an output file");
        } else if (a.size() > 1 && a.front() == '-') {
            return usage_error(fmt::format("unknown option '{}'", a));
        } else if (file) {
            return usage_error(fmt::format("one FILE expected, found a second one '{}'", a));
        } else {
            file = a;
        }
    }
    if (!file) return usage_error("missing FILE");
    if (modern && !out) return usage_error("--modernize needs --write OUT");

    std::string error;
    const auto doc = ConfigDocument::load(std::string(*file), error);
    if (!doc) {
        fmt::print(stderr, "{}: error: {}\n", *file, error);
        return 1;
    }
    const TypedConfig typed = build_config(*doc);
    std::array<std::size_t, 3> counts{};
    for (const Diagnostic& d : typed.diagnostics) {
        fmt::print("{}\n", format_diagnostic(d));
        ++counts[static_cast<std::size_t>(d.severity)];
    }
    fmt::print(stderr, "{}: {} error(s), {} warning(s), {} note(s)\n", *file, counts[0], counts[1],
               counts[2]);
    if (out && modern) {
        const Modernized m = modernize(*doc);
        fmt::print(stderr, "{}: {} legacy line(s) rewritten, {} removed\n", *file, m.rewritten, m.removed);
        if (!ConfigDocument::parse(m.text, std::string(*out)).save(std::string(*out), error)) {
            fmt::print(stderr, "{}: error: {}\n", *out, error);
            return 1;
        }
    } else if (out) {
        if (!doc->save(std::string(*out), error)) {
            fmt::print(stderr, "{}: error: {}\n", *out, error);
            return 1;
        }
    }
    return typed.has_errors() ? 1 : 0;
}

}  // namespace outrigger::cli
