#pragma once

// orctl's command line to protocol requests: each Maui command a user types becomes one or more
// requests for the service ({"type": "query" | "command" | "speed" | "status", ...}), built from
// the engine's own Query and Command values so that the JSON is the seam's. A query is whatever
// the engine's query table names, so a report the engine gains is reachable with no change here.

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace outrigger::orctl {

// How to print the reply to a request.
enum class Shape : unsigned char { Report, Command, Status };

struct Planned {
    std::vector<nlohmann::json> requests;
    Shape shape = Shape::Report;
    std::string error;  // a usage error (exit 2) naming the argument
};

// `words`: the command and its arguments, after orctl's own options.
[[nodiscard]] Planned plan_requests(const std::vector<std::string>& words, bool json);

[[nodiscard]] std::string usage_text();

}  // namespace outrigger::orctl
