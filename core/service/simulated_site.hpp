#pragma once

// The scheduler the service drives on the simulated resource manager: the session's stepped replay
// (Engine + simulated machine + its event queue), counted in steps, on a simulated clock. Wall time
// moves the clock at `speed` simulated seconds per second while scheduling runs; while it is
// stopped the clock stands and only `schedctl -S` moves it. Every step is deterministic, so the
// step count at which a change was made is enough to carry it out again at the same point after a
// restart (state_store.hpp).

#include <chrono>
#include <cstdint>
#include <optional>

#include "service/site.hpp"
#include "session/stepped_replay.hpp"

namespace outrigger::service {

class SimulatedSite final : public Site {
  public:
    SimulatedSite(RunInputs inputs, std::optional<Duration> poll);

    [[nodiscard]] Engine& engine() override { return replay_.engine(); }
    [[nodiscard]] const Engine& engine() const override { return replay_.engine(); }
    [[nodiscard]] std::int64_t steps() const override { return steps_; }
    [[nodiscard]] Time now() const override { return replay_.now(); }
    [[nodiscard]] double speed() const override { return speed_; }
    [[nodiscard]] nlohmann::json rm_status() const override { return {{"resource_manager", "simulated"}}; }

    // One simulated instant; false when none is left.
    bool step();
    // Steps until `steps` have been made (a restart catching up); false when the replay ends before.
    bool step_to(std::int64_t steps) override;
    // schedctl -S while stopped: handles instants until the scheduler has iterated once, or no job
    // waits; the clock moves to the instants handled.
    void step_iteration() override;
    // The wall clock moved: handles the simulated instants now due, for at most `budget`, so that
    // clients are served between slices. Returns the instants handled.
    std::int64_t catch_up(WallClock::time_point wall, WallClock::duration budget) override;
    // The clock restarts from the engine's instant at `wall` (start, resume, recovery).
    void anchor(WallClock::time_point wall) override;
    void set_speed(double speed, WallClock::time_point wall) override;
    // The replay's checkpoint with the step count and the speed.
    [[nodiscard]] nlohmann::json checkpoint() const override;
    bool restore(const nlohmann::json& checkpoint, std::string& error) override;
    // Where the clock stands at `wall` (the engine's instant while stopped).
    [[nodiscard]] Time clock_at(WallClock::time_point wall) const;

  private:
    SteppedReplay replay_;
    std::int64_t steps_ = 0;
    double speed_ = 1.0;
    Time anchor_sim_;
    WallClock::time_point anchor_wall_;
};

}  // namespace outrigger::service
