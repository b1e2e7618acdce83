#pragma once

// Typed protocol errors: every refusal or failure a client gets is {code, message}, the code one of
// a fixed set (so a client can act on it) and the message a sentence for a person.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace outrigger::protocol {

enum class ErrorCode : std::uint8_t {
    ParseError,          // the line is not JSON
    LineTooLong,         // longer than kMaxLineBytes
    TooDeep,             // nested deeper than kMaxDepth
    InvalidRequest,      // JSON, but not a request object (no type, a bad id)
    HelloRequired,       // a request before hello
    UnsupportedVersion,  // the hello's protocol version is not this service's
    UnknownType,         // a type the service does not have
    BadQuery,            // the query does not parse or names no such report
    BadCommand,          // the command does not parse
    Refused,             // the peer's level does not allow it
    Failed,              // the engine carried it out and said no
    Busy,                // too many clients
    Internal,            // the service could not do it (its state store failed)
};

[[nodiscard]] std::string_view error_code_name(ErrorCode code);
[[nodiscard]] std::optional<ErrorCode> error_code_named(std::string_view name);

struct Error {
    ErrorCode code = ErrorCode::Internal;
    std::string message;
};

}  // namespace outrigger::protocol
