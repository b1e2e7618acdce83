#pragma once

// What the service drives: an engine on a resource manager, and the clock it moves. Two kinds:
// the simulated site (simulated_site.hpp: a replay on the simulated resource manager, in
// simulated time, recovered by re-running the journal step for step) and the Slurm site
// (slurm/slurm_site.hpp: a live cluster in wall-clock time, where Slurm is the truth about jobs
// and nodes and the journal restores Outrigger's own decisions).

#include <chrono>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

#include "engine/engine.hpp"

namespace outrigger::service {

using WallClock = std::chrono::steady_clock;

class Site {
  public:
    virtual ~Site() = default;

    [[nodiscard]] virtual Engine& engine() = 0;
    [[nodiscard]] virtual const Engine& engine() const = 0;
    // Instants handled so far: journal entries are stamped with it.
    [[nodiscard]] virtual std::int64_t steps() const = 0;
    [[nodiscard]] virtual Time now() const = 0;
    [[nodiscard]] virtual double speed() const = 0;
    // Whether the clock runs with wall time (scheduling is not stopped).
    [[nodiscard]] bool clock_running() const { return engine().scheduling() == Engine::Scheduling::Running; }

    // Recovery: brings the site to where a journal entry stamped `steps` was made; false when it
    // cannot get there.
    virtual bool step_to(std::int64_t steps) = 0;
    // schedctl -S while stopped: one iteration.
    virtual void step_iteration() = 0;
    // The wall clock moved: handles what is due by `wall`, for at most about `budget`.
    virtual std::int64_t catch_up(WallClock::time_point wall, WallClock::duration budget) = 0;
    // The clock restarts from the engine's instant at `wall` (start, resume, recovery).
    virtual void anchor(WallClock::time_point wall) = 0;
    virtual void set_speed(double speed, WallClock::time_point wall) = 0;
    // Snapshots (state_store.hpp): the site's state at the last step handled, and a site built
    // from the same inputs put back there. Null when the site keeps none (Slurm is itself the
    // truth about its jobs and nodes); restore then refuses.
    [[nodiscard]] virtual nlohmann::json checkpoint() const { return nullptr; }
    virtual bool restore(const nlohmann::json& /*checkpoint*/, std::string& error) {
        error = "this resource manager keeps no snapshot";
        return false;
    }
    // The resource manager as clients see it: {"resource_manager": "simulated"|"slurm", ...}.
    [[nodiscard]] virtual nlohmann::json rm_status() const = 0;
};

}  // namespace outrigger::service
