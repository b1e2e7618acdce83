#include "session/stepped_replay.hpp"

#include "engine/composed_policy.hpp"
#include "session/replay_checkpoint.hpp"
#include "sim/simulator.hpp"

namespace outrigger {

SteppedReplay::SteppedReplay(RunInputs inputs, SteppedReplayOptions options)
    : description_(std::move(inputs.description)) {
    bool any = false;
    for (const Job& j : inputs.jobs) {
        if (!any || j.submit < first_submit_) first_submit_ = j.submit;
        any = true;
    }
    ComposedPolicy policy = ComposedPolicy::compose(PolicySetup{
        std::move(inputs.config), std::move(inputs.cluster), inputs.calendar, StackOptions{}, true});
    if (const PolicyStack* stack = policy.stack()) policy_notes_ = stack->diagnostics();
    SimOptions sim_options;
    sim_options.poll = options.poll;
    sim_options.recent_finished = options.recent_finished;
    sim_ = std::make_unique<Simulator>(std::move(policy), std::move(inputs.jobs), std::move(sim_options));
    sim_->engine().set_config_source(std::move(inputs.config_source));
}

SteppedReplay::~SteppedReplay() = default;

bool SteppedReplay::step() {
    return sim_->step();
}

std::optional<Time> SteppedReplay::next_instant() const {
    return sim_->next_instant();
}

Time SteppedReplay::now() const {
    if (sim_->now() != Time::min()) return sim_->now();
    return sim_->next_instant().value_or(first_submit_);
}

nlohmann::json SteppedReplay::checkpoint() const {
    if (const PolicyStack* stack = sim_->engine().policy().stack()) return checkpoint_replay(*sim_, *stack);
    return {{"simulator", sim_->checkpoint()}};
}

bool SteppedReplay::restore(const nlohmann::json& checkpoint, std::string& error) {
    if (PolicyStack* stack = sim_->engine().policy().stack())
        return restore_replay(*sim_, *stack, checkpoint, error);
    if (!checkpoint.is_object() || !checkpoint.contains("simulator")) {
        error = "checkpoint: expected the key \"simulator\"";
        return false;
    }
    return sim_->restore(checkpoint.at("simulator"), error);
}

Engine& SteppedReplay::engine() {
    return sim_->engine();
}

const Engine& SteppedReplay::engine() const {
    return sim_->engine();
}

}  // namespace outrigger
