#include "engine/config_report.hpp"

#include <fmt/core.h>

#include <algorithm>

#include "config/catalogue.hpp"

namespace outrigger {

std::vector<ConfigInForce> config_in_force(const ConfigDocument& doc) {
    std::vector<ConfigInForce> out;
    // Per line in force: its attributes by name, in first-appearance order.
    std::vector<std::vector<std::pair<std::string, std::string>>> attributes;
    for (const ConfigEntry& e : doc.entries()) {
        if (!e.known || e.info == nullptr) continue;
        auto it = std::find_if(out.begin(), out.end(), [&e](const ConfigInForce& c) {
            return c.parameter == e.parameter && c.index == e.index;
        });
        if (it == out.end()) {
            out.push_back(ConfigInForce{e.parameter, e.index, {}, 0});
            attributes.emplace_back();
            it = out.end() - 1;
        }
        it->line = e.line;
        if (e.info->kind != ValueKind::Attributes) {
            it->value = e.value;
            continue;
        }
        auto& attrs = attributes[static_cast<std::size_t>(it - out.begin())];
        for (const ConfigAttribute& a : e.attributes) {
            const auto same = std::find_if(attrs.begin(), attrs.end(),
                                           [&a](const auto& kv) { return kv.first == a.written; });
            if (same == attrs.end())
                attrs.emplace_back(a.written, a.value);
            else
                same->second = a.value;
        }
    }
    for (std::size_t i = 0; i < out.size(); ++i) {
        if (attributes[i].empty()) continue;
        std::string value;
        for (const auto& [name, v] : attributes[i]) value += (value.empty() ? "" : " ") + name + "=" + v;
        out[i].value = std::move(value);
    }
    return out;
}

std::string showconfig_text(const ConfigDocument& doc) {
    const auto lines = config_in_force(doc);
    std::string out =
        fmt::format("# the configuration in force, from {}: {} parameters\n", doc.file_name(), lines.size());
    for (const ConfigInForce& c : lines) {
        const std::string name = c.index.empty() ? c.parameter : c.parameter + "[" + c.index + "]";
        out += fmt::format("{:<31} {}\n", name, c.value);
    }
    return out;
}

nlohmann::json showconfig_json(const ConfigDocument& doc) {
    auto params = nlohmann::json::array();
    for (const ConfigInForce& c : config_in_force(doc)) {
        nlohmann::json p = {{"parameter", c.parameter}, {"value", c.value}, {"line", c.line}};
        if (!c.index.empty()) p["index"] = c.index;
        params.push_back(std::move(p));
    }
    // The text itself too: a workbench following a service edits this document, losslessly.
    return {{"schema", "outrigger.showconfig/1"},
            {"file", doc.file_name()},
            {"parameters", std::move(params)},
            {"text", doc.text()}};
}

}  // namespace outrigger
