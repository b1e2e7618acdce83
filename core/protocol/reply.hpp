#pragma once

// Replies as the service writes them and clients read them: one JSON object per line,
//   {"id": 7, "ok": true, "result": {...}}
//   {"id": 7, "ok": false, "error": {"code": "refused", "message": "..."}, "result": {...}}
// (an error may carry a result too: a command the engine refused still has its diagnostics).

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "protocol/error.hpp"

namespace outrigger::protocol {

// `j` as one line with its newline; bytes that are not UTF-8 become U+FFFD rather than throwing.
[[nodiscard]] std::string encode_line(const nlohmann::json& j);

[[nodiscard]] nlohmann::json ok_reply(const nlohmann::json& id, nlohmann::json result);
[[nodiscard]] nlohmann::json error_reply(const nlohmann::json& id, const Error& error,
                                         nlohmann::json result = nullptr);

struct Reply {
    nlohmann::json id;
    bool ok = false;
    nlohmann::json result;       // null when none
    std::optional<Error> error;  // when !ok
};

// A reply line read back; nullopt with `error` set when it is not one.
[[nodiscard]] std::optional<Reply> reply_from_json(const nlohmann::json& j, std::string& error);

}  // namespace outrigger::protocol
