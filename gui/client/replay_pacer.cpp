#include "gui/client/replay_pacer.hpp"

#include <chrono>

namespace outrigger::gui {

ReplayPacer::ReplayPacer(RunInputs inputs)
    : replay_(std::move(inputs), SteppedReplayOptions{kRecentFinished, std::nullopt}) {}

bool ReplayPacer::step() {
    const bool more = replay_.step();
    stale_ = stale_ || more;
    return more;
}

bool ReplayPacer::step_iteration() {
    const std::int64_t before = iterations();
    while (iterations() == before)
        if (!step()) return false;
    return true;
}

bool ReplayPacer::run_until(Time until, double budget_ms, bool& out_of_time) {
    using Clock = std::chrono::steady_clock;
    const auto started = Clock::now();
    out_of_time = false;
    for (;;) {
        const auto next = next_instant();
        if (!next) return false;
        if (*next > until) return true;
        step();
        const std::chrono::duration<double, std::milli> spent = Clock::now() - started;
        if (spent.count() >= budget_ms) {
            out_of_time = true;
            return true;
        }
    }
}

FramePtr ReplayPacer::frame(std::optional<Time> at) {
    if (stale_ || !view_) {
        view_ = replay_.engine().publish_view();
        stale_ = false;
    }
    auto f = std::make_shared<ViewFrame>();
    f->view = view_;
    f->at = at ? max(*at, now()) : now();
    f->finished = finished();
    return f;
}

QueryResult ReplayPacer::query(const Query& query, ReportFormat format) {
    return run_query(replay_.engine(), query, format);
}

CommandResult ReplayPacer::apply(const Command& command) {
    CommandResult result = apply_command(replay_.engine(), command);
    stale_ = true;
    return result;
}

}  // namespace outrigger::gui
