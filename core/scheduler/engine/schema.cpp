#include "engine/schema.hpp"

#include <charconv>

namespace outrigger {

std::string schema_tag(std::string_view name, int version) {
    return std::string(name) + "/" + std::to_string(version);
}

bool check_schema(const nlohmann::json& j, std::string_view name, int version, std::string& error) {
    if (!j.is_object()) {
        error = "expected a JSON object with \"schema\": \"" + schema_tag(name, version) + "\"";
        return false;
    }
    const auto it = j.find("schema");
    if (it == j.end() || !it->is_string()) {
        error = "schema: missing (expected \"" + schema_tag(name, version) + "\")";
        return false;
    }
    const std::string& s = it->get_ref<const std::string&>();
    const std::size_t slash = s.rfind('/');
    int v = 0;
    const char* end = s.data() + s.size();
    if (slash == std::string::npos || std::string_view(s).substr(0, slash) != name ||
        std::from_chars(s.data() + slash + 1, end, v).ptr != end || v < 1) {
        error = "schema: \"" + s + "\" is not " + std::string(name) + "/<version>";
        return false;
    }
    if (v > version) {
        error = "schema: \"" + s + "\" is newer than this program reads (" + schema_tag(name, version) + ")";
        return false;
    }
    return true;
}

bool read_string(const nlohmann::json& j, std::string_view key, std::string& out, std::string& error) {
    const auto it = j.find(key);
    if (it == j.end() || !it->is_string()) {
        error = std::string(key) + ": expected a string";
        return false;
    }
    out = it->get<std::string>();
    return true;
}

}  // namespace outrigger
