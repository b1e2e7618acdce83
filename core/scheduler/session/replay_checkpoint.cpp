#include "session/replay_checkpoint.hpp"

namespace outrigger {

nlohmann::json checkpoint_replay(const Simulator& sim, const PolicyStack& stack) {
    return {{"simulator", sim.checkpoint()}, {"policy", stack.checkpoint()}};
}

bool restore_replay(Simulator& sim, PolicyStack& stack, const nlohmann::json& checkpoint,
                    std::string& error) {
    if (!checkpoint.is_object() || !checkpoint.contains("simulator") || !checkpoint.contains("policy")) {
        error = "checkpoint: expected the keys \"simulator\" and \"policy\"";
        return false;
    }
    // Jobs first (they go back on their nodes with checked commits), then the reservation instances.
    if (!sim.restore(checkpoint.at("simulator"), error)) return false;
    stack.bind(sim.state());
    return stack.restore(checkpoint.at("policy"), sim.rm().snapshot(), error);
}

}  // namespace outrigger
