#pragma once

// What changed between two views (outrigger.view/1, engine/view_json.hpp), small enough to push to
// every subscriber a few times a second: top-level values that changed are sent whole, and arrays
// whose elements are objects named by "job" or "name" (the queue, running jobs, nodes,
// reservations) send only the elements that changed, the names that left, and the new order when
// it is not the old one with newcomers appended.
//   {"set": {key: value}, "drop": [key],
//    "lists": {key: {"upsert": [element], "remove": [name], "order": [name]}}}
// apply_view_delta(before, view_delta(before, after)) == after, for any two JSON objects.

#include <nlohmann/json.hpp>

namespace outrigger::protocol {

[[nodiscard]] nlohmann::json view_delta(const nlohmann::json& before, const nlohmann::json& after);
// `base` with `delta` applied; a delta that does not fit `base` (a client that missed one) gives
// null, and the client asks for a full view.
[[nodiscard]] nlohmann::json apply_view_delta(nlohmann::json base, const nlohmann::json& delta);

}  // namespace outrigger::protocol
