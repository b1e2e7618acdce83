#pragma once

// A replay that a front end drives one instant at a time (the workbench's embedded engine): the
// run inputs composed under their whole policy (engine/composed_policy.hpp) and replayed by the
// simulator (sim/simulator.hpp). Front ends see the engine only (views, queries, commands) and
// the policy's notes: the simulator and the composition stay behind this one class, so that a
// front end's code names nothing below the engine seam.

#include <cstddef>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <vector>

#include "engine/engine.hpp"
#include "session/run_inputs.hpp"

namespace outrigger {

class Simulator;

struct SteppedReplayOptions {
    // Finished jobs the engine keeps in full (with their nodes) for views.
    std::size_t recent_finished = 0;
    // RMPOLLINTERVAL: iterate only on this grid (nullopt: at every instant something changed).
    std::optional<Duration> poll;
};

class SteppedReplay {
  public:
    explicit SteppedReplay(RunInputs inputs, SteppedReplayOptions options = {});
    ~SteppedReplay();
    SteppedReplay(const SteppedReplay&) = delete;
    SteppedReplay& operator=(const SteppedReplay&) = delete;

    // Handles the next instant; false when none remains.
    bool step();
    // The next instant to handle; nullopt when the replay is over.
    [[nodiscard]] std::optional<Time> next_instant() const;
    // The last instant handled; before the first, the first instant to come (the first submission
    // when there is nothing at all to replay).
    [[nodiscard]] Time now() const;

    // The replay's whole state at the last instant handled ({"simulator": ..., "policy": ...},
    // replay_checkpoint.hpp), and a replay built from the same inputs put back there. Jobs added
    // since the start (submissions) must have been added again, in their order, before restore.
    // false with `error` set when the checkpoint is malformed or does not fit.
    [[nodiscard]] nlohmann::json checkpoint() const;
    bool restore(const nlohmann::json& checkpoint, std::string& error);

    [[nodiscard]] Engine& engine();
    [[nodiscard]] const Engine& engine() const;
    // What the policy found in its inputs (standing reservations on unknown nodes, throttling
    // limits it ignores, unreadable fairshare files), one line each: worth showing a user.
    [[nodiscard]] const std::vector<std::string>& policy_notes() const { return policy_notes_; }
    // One line: what is replayed on which machine (RunInputs::description).
    [[nodiscard]] const std::string& description() const { return description_; }

  private:
    std::unique_ptr<Simulator> sim_;
    std::vector<std::string> policy_notes_;
    std::string description_;
    Time first_submit_;
};

}  // namespace outrigger
