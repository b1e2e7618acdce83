#pragma once

// What changed between two views (outrigger.view/2, engine/view_json.hpp), small enough to push to
// every subscriber a few times a second: top-level values that changed are sent whole, and arrays
// whose elements are objects named by "job" or "name" (the queue, running jobs, nodes,
// reservations) send only the elements that changed, the names that left, and the new order when
// it is not the old one with newcomers appended.
//   {"schema": "outrigger.view-delta/1", "set": {key: value}, "drop": [key],
//    "lists": {key: {"upsert": [element], "remove": [name], "order": [name]}}}
// or, between values that are not both objects, {"schema": ..., "replace": true, "set": after}.
// apply_view_delta(before, view_delta(before, after)) == after, for any two JSON objects.

#include <nlohmann/json.hpp>
#include <string>

namespace outrigger::protocol {

inline constexpr int kViewDeltaSchema = 1;

[[nodiscard]] nlohmann::json view_delta(const nlohmann::json& before, const nlohmann::json& after);
// Whether `delta` is a delta this program reads: its schema (a newer version is refused) and the
// shape above; false with `error` naming the field ("lists.queue.remove[2]: expected a name").
[[nodiscard]] bool check_view_delta(const nlohmann::json& delta, std::string& error);
// `base` with `delta` applied; a delta that does not fit `base` (a client that missed one) or that
// check_view_delta refuses gives null, and the client asks for a full view.
[[nodiscard]] nlohmann::json apply_view_delta(nlohmann::json base, const nlohmann::json& delta);

}  // namespace outrigger::protocol
