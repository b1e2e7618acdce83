#include "protocol/reply.hpp"

namespace outrigger::protocol {

std::string encode_line(const nlohmann::json& j) {
    std::string line = j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    line.push_back('\n');
    return line;
}

nlohmann::json ok_reply(const nlohmann::json& id, nlohmann::json result) {
    return {{"id", id}, {"ok", true}, {"result", std::move(result)}};
}

nlohmann::json error_reply(const nlohmann::json& id, const Error& error, nlohmann::json result) {
    nlohmann::json j = {
        {"id", id},
        {"ok", false},
        {"error", {{"code", std::string(error_code_name(error.code))}, {"message", error.message}}}};
    if (!result.is_null()) j["result"] = std::move(result);
    return j;
}

std::optional<Reply> reply_from_json(const nlohmann::json& j, std::string& error) {
    if (!j.is_object()) {
        error = "a reply is a JSON object";
        return std::nullopt;
    }
    const auto ok = j.find("ok");
    if (ok == j.end() || !ok->is_boolean()) {
        error = "ok: expected true or false";
        return std::nullopt;
    }
    Reply r;
    r.ok = ok->get<bool>();
    if (const auto id = j.find("id"); id != j.end()) r.id = *id;
    if (const auto result = j.find("result"); result != j.end()) r.result = *result;
    if (!r.ok) {
        const auto e = j.find("error");
        if (e == j.end() || !e->is_object() || !e->contains("code") || !e->at("code").is_string() ||
            !e->contains("message") || !e->at("message").is_string()) {
            error = "error: expected {code, message}";
            return std::nullopt;
        }
        const auto code = error_code_named(e->at("code").get<std::string>());
        r.error = Error{code.value_or(ErrorCode::Internal), e->at("message").get<std::string>()};
    }
    return r;
}

}  // namespace outrigger::protocol
