#include "protocol/line_decoder.hpp"

#include "protocol/limits.hpp"

namespace outrigger::protocol {

namespace {

Decoded failure(ErrorCode code, std::string message, nlohmann::json id = nullptr) {
    Decoded d;
    d.error = Error{code, std::move(message)};
    d.id = std::move(id);
    return d;
}

}  // namespace

int nesting_depth(std::string_view text, int limit) {
    int depth = 0;
    int deepest = 0;
    bool in_string = false;
    bool escaped = false;
    for (const char c : text) {
        if (in_string) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                in_string = false;
            continue;
        }
        if (c == '"') {
            in_string = true;
        } else if (c == '[' || c == '{') {
            if (++depth > deepest) deepest = depth;
            if (deepest > limit) return deepest;
        } else if (c == ']' || c == '}') {
            if (depth > 0) --depth;
        }
    }
    return deepest;
}

Decoded decode_line(std::string_view line) {
    if (line.size() > kMaxLineBytes)
        return failure(ErrorCode::LineTooLong,
                       "a line may hold at most " + std::to_string(kMaxLineBytes) + " bytes");
    if (nesting_depth(line, kMaxDepth) > kMaxDepth)
        return failure(ErrorCode::TooDeep,
                       "arrays and objects may nest at most " + std::to_string(kMaxDepth) + " levels deep");
    nlohmann::json j = nlohmann::json::parse(line.begin(), line.end(), nullptr, false);
    if (j.is_discarded()) {
        // Parse again for the parser's own account of where the line goes wrong.
        std::string where = "the line is not JSON";
        try {
            const nlohmann::json again = nlohmann::json::parse(line.begin(), line.end());
            (void)again;
        } catch (const nlohmann::json::exception& e) {
            where = e.what();
        }
        return failure(ErrorCode::ParseError, where);
    }
    if (!j.is_object()) return failure(ErrorCode::InvalidRequest, "a request is a JSON object");
    nlohmann::json id = nullptr;
    if (const auto it = j.find("id"); it != j.end()) {
        if (!it->is_number_integer() && !it->is_string())
            return failure(ErrorCode::InvalidRequest, "id: expected an integer or a string");
        if (it->is_string() && it->get_ref<const std::string&>().size() > 256)
            return failure(ErrorCode::InvalidRequest, "id: at most 256 characters");
        id = *it;
    }
    const auto type = j.find("type");
    if (type == j.end() || !type->is_string())
        return failure(ErrorCode::InvalidRequest, "type: expected a string", id);
    Decoded d;
    d.id = id;
    d.request = Request{id, type->get<std::string>(), std::move(j)};
    return d;
}

}  // namespace outrigger::protocol
