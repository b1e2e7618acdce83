#include "gui/config/config_changes.hpp"

#include <algorithm>

#include "config/catalogue.hpp"
#include "engine/config_report.hpp"

namespace outrigger::gui {

namespace {

std::string key_of(const ConfigInForce& c) {
    return c.index.empty() ? c.parameter : c.parameter + "[" + c.index + "]";
}

// The attribute names of a *CFG value in force ("MAXJOB=4 MAXPROC=64" -> MAXJOB, MAXPROC).
std::vector<std::string> attribute_names(const std::string& value) {
    std::vector<std::string> names;
    std::size_t pos = 0;
    while (pos < value.size()) {
        const auto start = value.find_first_not_of(' ', pos);
        if (start == std::string::npos) break;
        const auto end = std::min(value.find(' ', start), value.size());
        const auto eq = value.find('=', start);
        names.push_back(value.substr(start, std::min(eq, end) - start));
        pos = end;
    }
    return names;
}

bool is_attributes(const ConfigInForce& c) {
    const ParameterInfo* info = find_parameter(c.parameter);
    return info != nullptr && info->kind == ValueKind::Attributes;
}

// True when the *CFG line in force `now` no longer has an attribute that it had `before`.
bool lost_attribute(const ConfigInForce& now, const std::string& before) {
    const std::vector<std::string> kept = attribute_names(now.value);
    for (const std::string& name : attribute_names(before))
        if (std::find(kept.begin(), kept.end(), name) == kept.end()) return true;
    return false;
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
            out.set.push_back(ChangeparamCommand{
                key, c.value, was != before.end() && is_attributes(c) && lost_attribute(c, was->second)});
        seen.emplace(std::move(key), c.value);
    }
    for (const auto& [key, value] : before)
        if (!seen.contains(key)) out.set.push_back(ChangeparamCommand{key, std::string(), true});
    return out;
}

}  // namespace outrigger::gui
