#include "gui/config/config_changes.hpp"

#include "engine/config_report.hpp"

namespace outrigger::gui {

namespace {

std::string key_of(const ConfigInForce& c) {
    return c.index.empty() ? c.parameter : c.parameter + "[" + c.index + "]";
}

}  // namespace

ParametersInForce parameters_in_force(const ConfigDocument& doc) {
    ParametersInForce out;
    for (const ConfigInForce& c : config_in_force(doc)) out[key_of(c)] = c.value;
    return out;
}

ConfigChanges config_changes(const ParametersInForce& before, const ConfigDocument& after) {
    ConfigChanges out;
    const std::vector<ConfigInForce> now = config_in_force(after);
    ParametersInForce seen;
    for (const ConfigInForce& c : now) {
        std::string key = key_of(c);
        const auto was = before.find(key);
        if (was == before.end() || was->second != c.value)
            out.set.push_back(ChangeparamCommand{key, c.value});
        seen.emplace(std::move(key), c.value);
    }
    for (const auto& [key, value] : before)
        if (!seen.contains(key)) out.removed.push_back(key);
    return out;
}

}  // namespace outrigger::gui
