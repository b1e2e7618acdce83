#include "protocol/error.hpp"

#include <array>
#include <utility>

namespace outrigger::protocol {

namespace {
constexpr std::array<std::pair<ErrorCode, std::string_view>, 13> kNames{{
    {ErrorCode::ParseError, "parse_error"},
    {ErrorCode::LineTooLong, "line_too_long"},
    {ErrorCode::TooDeep, "too_deep"},
    {ErrorCode::InvalidRequest, "invalid_request"},
    {ErrorCode::HelloRequired, "hello_required"},
    {ErrorCode::UnsupportedVersion, "unsupported_version"},
    {ErrorCode::UnknownType, "unknown_type"},
    {ErrorCode::BadQuery, "bad_query"},
    {ErrorCode::BadCommand, "bad_command"},
    {ErrorCode::Refused, "refused"},
    {ErrorCode::Failed, "failed"},
    {ErrorCode::Busy, "busy"},
    {ErrorCode::Internal, "internal"},
}};
}  // namespace

std::string_view error_code_name(ErrorCode code) {
    for (const auto& [c, n] : kNames)
        if (c == code) return n;
    return "internal";
}

std::optional<ErrorCode> error_code_named(std::string_view name) {
    for (const auto& [c, n] : kNames)
        if (n == name) return c;
    return std::nullopt;
}

}  // namespace outrigger::protocol
