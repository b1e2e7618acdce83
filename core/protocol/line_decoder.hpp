#pragma once

// One line from a client to a request, or to the error its reply carries. Never throws: the line
// may be truncated, binary, huge or nested without end, and the answer is always one of the two.
// The depth is checked on the raw text before the JSON parser builds anything.

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "protocol/error.hpp"

namespace outrigger::protocol {

struct Request {
    nlohmann::json id;       // an integer or a string chosen by the client (null when it sent none)
    std::string type;        // "hello", "query", "command", ...
    nlohmann::json message;  // the whole object, for the handler of `type`
};

struct Decoded {
    std::optional<Request> request;
    Error error;        // when there is no request
    nlohmann::json id;  // the id when one could be read, so that the error reply names it
};

[[nodiscard]] Decoded decode_line(std::string_view line);

// The deepest nesting of arrays and objects in `text`, counting brackets outside strings; stops
// counting once past `limit`.
[[nodiscard]] int nesting_depth(std::string_view text, int limit);

}  // namespace outrigger::protocol
