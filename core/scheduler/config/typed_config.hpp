#pragma once

// The typed view: turns a ConfigDocument into the Config every policy reads (config/settings.hpp),
// with semantic diagnostics for bad values (a weight that is not a number, a bad duration, an
// unknown enum value with the accepted ones listed), each naming the column of the value. The
// document's own syntax and name diagnostics come first in the result. Rules (spec section 0):
// the last occurrence of a scalar wins; *CFG attributes accumulate across lines, later wins per
// attribute; aliases resolve; bad values leave the default in place.

#include <vector>

#include "config/diagnostic.hpp"
#include "config/document.hpp"
#include "config/settings.hpp"

namespace outrigger {

struct TypedConfig {
    Config config;
    std::vector<Diagnostic> diagnostics;  // syntax first, then semantic, each in line order
    [[nodiscard]] bool has_errors() const { return outrigger::has_errors(diagnostics); }
};

TypedConfig build_config(const ConfigDocument& doc);

}  // namespace outrigger
