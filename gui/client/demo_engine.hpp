#pragma once

// The simulated cluster behind the demo: the policy stack (stack/policy_stack.hpp) built from the
// inputs' configuration drives the discrete-event simulator over the inputs' jobs. Plain C++ and
// single-threaded: the session's worker owns one and calls it from its thread only; tests and
// benchmarks call it directly.
//
// Besides stepping, it remembers each started job's allocation so that completed jobs can be drawn
// for a while after they end (the core forgets a job's nodes when it finishes), and builds the
// DemoFrame value the GUI reads.

#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "gui/client/demo_frame.hpp"
#include "plan/placement.hpp"
#include "session/run_inputs.hpp"

namespace outrigger {
class PolicyStack;
class Simulator;
}  // namespace outrigger

namespace outrigger::gui {

class DemoEngine {
  public:
    explicit DemoEngine(RunInputs inputs);
    ~DemoEngine();
    DemoEngine(const DemoEngine&) = delete;
    DemoEngine& operator=(const DemoEngine&) = delete;

    // Handles the next event instant; false when none remains.
    bool step();
    // Handles instants until one ran a scheduling iteration; false when the replay ended first.
    bool step_iteration();
    // Handles every instant up to `until`, stopping early (true) once `budget_ms` of wall time are
    // spent so that the caller stays responsive; false when no event remains.
    bool run_until(Time until, double budget_ms, bool& out_of_time);

    [[nodiscard]] Time now() const;  // the last instant handled (the first event before any)
    [[nodiscard]] std::optional<Time> next_instant() const;
    [[nodiscard]] bool finished() const { return !next_instant(); }
    [[nodiscard]] std::int64_t iterations() const;

    // The frame at `at` (>= now(): nothing happens between now() and the next instant, so the
    // state at `at` is the state at now(); queue times grow to `at`). Completed jobs are kept
    // when they ended within `past_window` before `at`.
    [[nodiscard]] FramePtr frame(std::optional<Time> at = std::nullopt,
                                 Duration past_window = Duration::hours(12)) const;
    // checkjob for `job` at now(): state, why it is not running, reservation, estimated start and
    // the priority breakdown (stack/stack_reports.hpp); nullopt for an unknown job.
    [[nodiscard]] std::optional<std::string> checkjob(JobId job);

    [[nodiscard]] const std::shared_ptr<const DemoStatics>& statics() const { return statics_; }
    [[nodiscard]] PolicyStack& stack() { return *stack_; }
    [[nodiscard]] Simulator& simulator() { return *sim_; }
    [[nodiscard]] const std::vector<std::string>& diagnostics() const;

  private:
    void track();

    std::unique_ptr<Cluster> cluster_;
    std::unique_ptr<PolicyStack> stack_;
    std::unique_ptr<Simulator> sim_;
    std::shared_ptr<const DemoStatics> statics_;
    std::vector<Allocation> allocations_;  // by JobId: where the job ran (empty until it starts)
    std::vector<Time> starts_;             // by JobId
    std::vector<JobId> running_;           // jobs seen running at the last track()
    std::deque<JobId> completed_;          // in end order
    Time first_submit_ = Time::min();
};

}  // namespace outrigger::gui
