#include "protocol/view_delta.hpp"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace outrigger::protocol {

namespace {

using json = nlohmann::json;

constexpr const char* kSchemaName = "outrigger.view-delta";
constexpr const char* kSchemaTag = "outrigger.view-delta/1";

// The element's name within a keyed list: its "job", else its "name", as text.
std::optional<std::string> element_key(const json& e) {
    if (!e.is_object()) return std::nullopt;
    for (const char* field : {"job", "name"}) {
        const auto it = e.find(field);
        if (it == e.end()) continue;
        if (it->is_string()) return it->get<std::string>();
        if (it->is_number_integer()) return it->dump();
        return std::nullopt;
    }
    return std::nullopt;
}

// The names of a list whose every element has one, all different; nullopt otherwise.
std::optional<std::vector<std::string>> keys_of(const json& list) {
    if (!list.is_array()) return std::nullopt;
    std::vector<std::string> keys;
    keys.reserve(list.size());
    std::map<std::string, int> seen;
    for (const auto& e : list) {
        auto k = element_key(e);
        if (!k || seen[*k]++ > 0) return std::nullopt;
        keys.push_back(std::move(*k));
    }
    return keys;
}

// The order applying upsert and remove gives without an explicit order: the old names that stay,
// then the new ones in the order they came.
std::vector<std::string> implied_order(const std::vector<std::string>& before,
                                       const std::vector<std::string>& after,
                                       const std::map<std::string, const json*>& old_elements) {
    std::map<std::string, bool> stays;
    for (const auto& k : after) stays[k] = true;
    std::vector<std::string> order;
    for (const auto& k : before)
        if (stays.count(k)) order.push_back(k);
    for (const auto& k : after)
        if (!old_elements.count(k)) order.push_back(k);
    return order;
}

}  // namespace

json view_delta(const json& before, const json& after) {
    json set = json::object();
    json drop = json::array();
    json lists = json::object();
    if (!before.is_object() || !after.is_object())
        return {{"schema", kSchemaTag}, {"set", after}, {"replace", true}};
    for (const auto& [key, value] : before.items())
        if (!after.contains(key)) drop.push_back(key);
    for (const auto& [key, value] : after.items()) {
        const auto old = before.find(key);
        if (old != before.end() && *old == value) continue;
        const auto old_keys = old != before.end() ? keys_of(*old) : std::nullopt;
        const auto new_keys = keys_of(value);
        if (!old_keys || !new_keys) {
            set[key] = value;
            continue;
        }
        std::map<std::string, const json*> old_elements;
        for (std::size_t i = 0; i < old_keys->size(); ++i) old_elements[(*old_keys)[i]] = &(*old)[i];
        json upsert = json::array();
        json remove = json::array();
        std::map<std::string, bool> present;
        for (std::size_t i = 0; i < new_keys->size(); ++i) {
            present[(*new_keys)[i]] = true;
            const auto was = old_elements.find((*new_keys)[i]);
            if (was == old_elements.end() || *was->second != value[i]) upsert.push_back(value[i]);
        }
        for (const auto& k : *old_keys)
            if (!present.count(k)) remove.push_back(k);
        json change = {{"upsert", std::move(upsert)}, {"remove", std::move(remove)}};
        if (implied_order(*old_keys, *new_keys, old_elements) != *new_keys) change["order"] = *new_keys;
        lists[key] = std::move(change);
    }
    json delta = {{"schema", kSchemaTag}};
    if (!set.empty()) delta["set"] = std::move(set);
    if (!drop.empty()) delta["drop"] = std::move(drop);
    if (!lists.empty()) delta["lists"] = std::move(lists);
    return delta;
}

bool check_view_delta(const json& delta, std::string& error) {
    if (!delta.is_object()) {
        error = "expected a JSON object with \"schema\": \"" + std::string(kSchemaTag) + "\"";
        return false;
    }
    const auto schema = delta.find("schema");
    const std::string prefix = std::string(kSchemaName) + "/";
    if (schema == delta.end() || !schema->is_string() ||
        schema->get_ref<const std::string&>().rfind(prefix, 0) != 0) {
        error = "schema: expected \"" + std::string(kSchemaTag) + "\"";
        return false;
    }
    const std::string version = schema->get<std::string>().substr(prefix.size());
    if (version.empty() || version.find_first_not_of("0123456789") != std::string::npos ||
        version.size() > 6 || std::stoi(version) < 1) {
        error = "schema: \"" + schema->get<std::string>() + "\" is not " + kSchemaName + "/<version>";
        return false;
    }
    if (std::stoi(version) > kViewDeltaSchema) {
        error = "schema: \"" + schema->get<std::string>() + "\" is newer than this program reads (" +
                kSchemaTag + ")";
        return false;
    }
    const auto names = [&error](const json& list, const std::string& path) {
        if (!list.is_array()) {
            error = path + ": expected an array of names";
            return false;
        }
        for (std::size_t i = 0; i < list.size(); ++i)
            if (!list[i].is_string()) {
                error = path + "[" + std::to_string(i) + "]: expected a name";
                return false;
            }
        return true;
    };
    if (const auto r = delta.find("replace"); r != delta.end()) {
        if (!r->is_boolean()) {
            error = "replace: expected true or false";
            return false;
        }
        if (r->get<bool>()) {
            if (!delta.contains("set")) {
                error = "set: missing (a replacing delta carries the whole value)";
                return false;
            }
            return true;
        }
    }
    if (const auto set = delta.find("set"); set != delta.end() && !set->is_object()) {
        error = "set: expected an object";
        return false;
    }
    if (const auto drop = delta.find("drop"); drop != delta.end() && !names(*drop, "drop")) return false;
    const auto lists = delta.find("lists");
    if (lists == delta.end()) return true;
    if (!lists->is_object()) {
        error = "lists: expected an object";
        return false;
    }
    for (const auto& [key, change] : lists->items()) {
        const std::string path = "lists." + key;
        if (!change.is_object()) {
            error = path + ": expected an object";
            return false;
        }
        if (const auto up = change.find("upsert"); up != change.end()) {
            if (!up->is_array()) {
                error = path + ".upsert: expected an array";
                return false;
            }
            for (std::size_t i = 0; i < up->size(); ++i)
                if (!element_key((*up)[i])) {
                    error = path + ".upsert[" + std::to_string(i) +
                            "]: expected an object named by \"job\" or \"name\"";
                    return false;
                }
        }
        if (const auto rm = change.find("remove"); rm != change.end() && !names(*rm, path + ".remove"))
            return false;
        if (const auto order = change.find("order"); order != change.end() && !names(*order, path + ".order"))
            return false;
    }
    return true;
}

json apply_view_delta(json base, const json& delta) {
    std::string error;
    if (!check_view_delta(delta, error)) return nullptr;
    if (delta.value("replace", false)) return delta.contains("set") ? delta.at("set") : json(nullptr);
    if (!base.is_object()) return nullptr;
    if (const auto drop = delta.find("drop"); drop != delta.end() && drop->is_array())
        for (const auto& k : *drop)
            if (k.is_string()) base.erase(k.get<std::string>());
    if (const auto set = delta.find("set"); set != delta.end() && set->is_object())
        for (const auto& [key, value] : set->items()) base[key] = value;
    const auto lists = delta.find("lists");
    if (lists == delta.end()) return base;
    if (!lists->is_object()) return nullptr;
    for (const auto& [key, change] : lists->items()) {
        const auto old_keys = base.contains(key) ? keys_of(base[key]) : std::nullopt;
        if (!old_keys || !change.is_object()) return nullptr;
        std::map<std::string, json> elements;
        for (std::size_t i = 0; i < old_keys->size(); ++i) elements[(*old_keys)[i]] = std::move(base[key][i]);
        std::vector<std::string> order;
        std::map<std::string, bool> removed;
        for (const auto& k : change.value("remove", json::array())) {
            if (!k.is_string() || !elements.erase(k.get<std::string>())) return nullptr;
            removed[k.get<std::string>()] = true;
        }
        for (const auto& k : *old_keys)
            if (!removed.count(k)) order.push_back(k);
        for (const auto& e : change.value("upsert", json::array())) {
            const auto k = element_key(e);
            if (!k) return nullptr;
            if (!elements.count(*k)) order.push_back(*k);
            elements[*k] = e;
        }
        if (const auto explicit_order = change.find("order"); explicit_order != change.end()) {
            order.clear();
            for (const auto& k : *explicit_order) {
                if (!k.is_string()) return nullptr;
                order.push_back(k.get<std::string>());
            }
        }
        json list = json::array();
        for (const auto& k : order) {
            const auto it = elements.find(k);
            if (it == elements.end()) return nullptr;
            list.push_back(it->second);
        }
        if (list.size() != elements.size()) return nullptr;
        base[key] = std::move(list);
    }
    return base;
}

}  // namespace outrigger::protocol
