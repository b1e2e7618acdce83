#pragma once

// The embedded engine's replay as the workbench drives it, without Qt and without threads: a
// SteppedReplay (session/stepped_replay.hpp) paged in wall-time budgets so that its caller stays
// responsive, and its engine's views handed out as frames (view_frame.hpp). Queries and commands go
// through the engine's tables (engine/query.hpp, engine/command.hpp). The embedded client's worker
// owns one and calls it from its thread only; tests and benchmarks call it directly.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/command.hpp"
#include "engine/query.hpp"
#include "gui/client/view_frame.hpp"
#include "session/run_inputs.hpp"
#include "session/stepped_replay.hpp"

namespace outrigger::gui {

class ReplayPacer {
  public:
    // Finished jobs the engine keeps with their nodes, so that the Schedule view can draw the
    // completed jobs of its past window.
    static constexpr std::size_t kRecentFinished = 5000;

    explicit ReplayPacer(RunInputs inputs);

    // Handles the next instant; false when none remains.
    bool step();
    // Handles instants until one ran a scheduling iteration; false when the replay ended first.
    bool step_iteration();
    // Handles every instant up to `until`, stopping early (true, out_of_time set) once `budget_ms`
    // of wall time are spent; false when no event remains.
    bool run_until(Time until, double budget_ms, bool& out_of_time);

    [[nodiscard]] Time now() const { return replay_.now(); }
    [[nodiscard]] std::optional<Time> next_instant() const { return replay_.next_instant(); }
    [[nodiscard]] bool finished() const { return !next_instant(); }
    [[nodiscard]] std::int64_t iterations() const { return replay_.engine().iterations(); }

    // The frame at `at` (now() when earlier or not given). The engine publishes a new view only
    // when something happened since the last frame; otherwise the frame shares the last view.
    [[nodiscard]] FramePtr frame(std::optional<Time> at = std::nullopt);
    // A report at now() (engine/query.hpp).
    [[nodiscard]] QueryResult query(const Query& query, ReportFormat format);
    // A command at now() (engine/command.hpp); the next frame shows what it changed.
    CommandResult apply(const Command& command);

    [[nodiscard]] const std::vector<std::string>& policy_notes() const { return replay_.policy_notes(); }
    [[nodiscard]] const Engine& engine() const { return replay_.engine(); }

  private:
    SteppedReplay replay_;
    ViewPtr view_;
    bool stale_ = true;  // something happened since view_ was published
};

}  // namespace outrigger::gui
