#include "session/config_diff.hpp"

#include <map>
#include <utility>

namespace outrigger {

namespace {

struct Setting {
    std::string parameter;
    std::string attribute;
    std::string value;
    int line = 0;
};

// Every effective setting of `doc`, keyed by (parameter[index], attribute), in order of first
// appearance; a later occurrence overrides the value and line but keeps the place.
struct Settings {
    std::vector<std::pair<std::string, std::string>> order;
    std::map<std::pair<std::string, std::string>, Setting> by_key;

    void set(std::string parameter, std::string attribute, std::string value, int line) {
        auto key = std::make_pair(parameter, attribute);
        auto [it, inserted] = by_key.try_emplace(key);
        if (inserted) order.push_back(key);
        it->second = Setting{std::move(parameter), std::move(attribute), std::move(value), line};
    }
};

Settings settings_of(const ConfigDocument& doc) {
    Settings out;
    for (const ConfigEntry& e : doc.entries()) {
        const std::string parameter = e.index.empty() ? e.parameter : e.parameter + "[" + e.index + "]";
        const bool attributes = (e.info != nullptr && e.info->cfg_kind.has_value()) || !e.attributes.empty();
        if (!attributes) {
            out.set(parameter, {}, e.value, e.line);
            continue;
        }
        for (const ConfigAttribute& a : e.attributes) {
            const std::string attribute = a.index.empty() ? a.name : a.name + "[" + a.index + "]";
            out.set(parameter, attribute, a.value, a.line);
        }
    }
    return out;
}

}  // namespace

std::vector<ConfigDifference> diff_configs(const ConfigDocument& a, const ConfigDocument& b) {
    const Settings sa = settings_of(a);
    const Settings sb = settings_of(b);
    std::vector<ConfigDifference> out;
    for (const auto& key : sa.order) {
        const Setting& x = sa.by_key.at(key);
        const auto y = sb.by_key.find(key);
        if (y == sb.by_key.end()) {
            out.push_back(ConfigDifference{x.parameter, x.attribute, x.value, std::nullopt, x.line, 0});
        } else if (y->second.value != x.value) {
            out.push_back(
                ConfigDifference{x.parameter, x.attribute, x.value, y->second.value, x.line, y->second.line});
        }
    }
    for (const auto& key : sb.order) {
        if (sa.by_key.contains(key)) continue;
        const Setting& y = sb.by_key.at(key);
        out.push_back(ConfigDifference{y.parameter, y.attribute, std::nullopt, y.value, 0, y.line});
    }
    return out;
}

}  // namespace outrigger
