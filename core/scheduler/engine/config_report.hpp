#pragma once

// showconfig: the configuration an engine runs, as the parameters in force. A scalar's value is its
// last occurrence; a *CFG line's attributes accumulate over every line of the same name and index,
// later ones winning (spec section 0). The text is itself a maui.cfg that gives the same policy.

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "config/document.hpp"

namespace outrigger {

struct ConfigInForce {
    std::string parameter;  // canonical name
    std::string index;      // empty when none
    std::string value;      // a *CFG line's attributes as ATTR=VALUE pairs
    int line = 0;           // where the value (or the last attribute) was written
};

// In the order of first appearance in the file; unknown names are left out (the file's
// diagnostics name them).
[[nodiscard]] std::vector<ConfigInForce> config_in_force(const ConfigDocument& doc);

[[nodiscard]] std::string showconfig_text(const ConfigDocument& doc);
// {"schema": "outrigger.showconfig/1", "file": "maui.cfg", "parameters": [{...}]}
[[nodiscard]] nlohmann::json showconfig_json(const ConfigDocument& doc);

}  // namespace outrigger
