#pragma once

// Every value that crosses the engine seam as JSON names its schema and version in a "schema" key:
// "outrigger.query/1". A reader accepts its own name at its own version or older, and refuses a
// newer version with an error that says so, rather than misreading fields it does not know.

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace outrigger {

[[nodiscard]] std::string schema_tag(std::string_view name, int version);
// true when j is an object whose "schema" is `name` at a version <= `version`; otherwise false
// with `error` set ("schema: ...").
[[nodiscard]] bool check_schema(const nlohmann::json& j, std::string_view name, int version,
                                std::string& error);

// The field `key` of object `j` as a string; false with `error` naming it when absent or not a string.
[[nodiscard]] bool read_string(const nlohmann::json& j, std::string_view key, std::string& out,
                               std::string& error);

}  // namespace outrigger
