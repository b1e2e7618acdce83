#include "service/simulated_site.hpp"

#include <cmath>
#include <nlohmann/json.hpp>

namespace outrigger::service {

SimulatedSite::SimulatedSite(RunInputs inputs, std::optional<Duration> poll)
    : replay_(std::move(inputs), SteppedReplayOptions{1000, poll}) {
    anchor(WallClock::now());
}

bool SimulatedSite::step() {
    if (!replay_.step()) return false;
    ++steps_;
    return true;
}

bool SimulatedSite::step_to(std::int64_t steps) {
    while (steps_ < steps)
        if (!step()) return false;
    return true;
}

void SimulatedSite::step_iteration() {
    const std::int64_t before = engine().iterations();
    // Bounded: a stopped scheduler with a long replay ahead never spins the service for long.
    for (int i = 0; i < 100000; ++i) {
        if (!step()) break;
        if (engine().iterations() > before || engine().snapshot().idle().empty()) break;
    }
}

std::int64_t SimulatedSite::catch_up(WallClock::time_point wall, WallClock::duration budget) {
    if (!clock_running()) return 0;
    const Time target = clock_at(wall);
    const auto deadline = WallClock::now() + budget;
    std::int64_t handled = 0;
    while (true) {
        const auto next = replay_.next_instant();
        if (!next || *next > target) break;
        if (!step()) break;
        ++handled;
        // Checked after every instant: one instant over a deep queue can cost tens of
        // milliseconds, and clients wait on this loop.
        if (WallClock::now() > deadline) break;
    }
    return handled;
}

void SimulatedSite::anchor(WallClock::time_point wall) {
    anchor_sim_ = replay_.now();
    anchor_wall_ = wall;
}

void SimulatedSite::set_speed(double speed, WallClock::time_point wall) {
    anchor_sim_ = clock_at(wall);
    anchor_wall_ = wall;
    speed_ = speed;
}

nlohmann::json SimulatedSite::checkpoint() const {
    return {{"steps", steps_}, {"speed", speed_}, {"replay", replay_.checkpoint()}};
}

bool SimulatedSite::restore(const nlohmann::json& checkpoint, std::string& error) {
    if (!checkpoint.is_object() || !checkpoint.contains("replay") ||
        !checkpoint.value("steps", nlohmann::json()).is_number_integer() ||
        !checkpoint.value("speed", nlohmann::json()).is_number()) {
        error = "site: expected the keys \"steps\", \"speed\" and \"replay\"";
        return false;
    }
    if (!replay_.restore(checkpoint.at("replay"), error)) return false;
    steps_ = checkpoint.at("steps").get<std::int64_t>();
    speed_ = checkpoint.at("speed").get<double>();
    anchor(WallClock::now());
    return true;
}

Time SimulatedSite::clock_at(WallClock::time_point wall) const {
    if (!clock_running()) return replay_.now();
    const double elapsed = std::chrono::duration<double>(wall - anchor_wall_).count();
    const auto seconds = static_cast<std::int64_t>(std::floor(elapsed * speed_));
    const Time t = anchor_sim_ + Duration::seconds(seconds);
    return t < replay_.now() ? replay_.now() : t;
}

}  // namespace outrigger::service
