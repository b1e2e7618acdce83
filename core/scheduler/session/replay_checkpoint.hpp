#pragma once

// A replay under the policy stack, stopped and resumed: the simulator's checkpoint and the
// stack's, as one value {"simulator": {...}, "policy": {...}}. It lives here, above both, since
// the stack knows no driver and the simulator no policy.

#include <nlohmann/json.hpp>
#include <string>

#include "sim/simulator.hpp"
#include "stack/policy_stack.hpp"

namespace outrigger {

nlohmann::json checkpoint_replay(const Simulator& sim, const PolicyStack& stack);
// Resumes into a simulator and a stack built as the checkpointed ones were (same cluster, jobs,
// configuration; the simulator driven by the stack). false with `error` set on failure.
bool restore_replay(Simulator& sim, PolicyStack& stack, const nlohmann::json& checkpoint, std::string& error);

}  // namespace outrigger
