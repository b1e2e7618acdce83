#pragma once

// Runs a What-if comparison off the GUI thread: both sides replay at once (session/
// whatif_comparison.hpp's run_whatif puts each on a thread of its own, so the two cores count)
// while the GUI thread only hears about it. Progress of each side (jobs done of the replica in
// progress, the simulated date) arrives as progress_changed() on the GUI thread; cancel() asks
// both sides to stop between two instants of their replays, and finished() follows soon after
// with the sides as they ended. Destroying the runner cancels a run and waits for it.

#include <QObject>
#include <array>
#include <optional>
#include <thread>

#include "session/whatif_comparison.hpp"

namespace outrigger::gui::whatif {

class WhatIfRunner final : public QObject {
    Q_OBJECT
  public:
    explicit WhatIfRunner(QObject* parent = nullptr);
    ~WhatIfRunner() override;

    // Starts comparing; false while a run is under way.
    bool start(WhatIfSideRequest a, WhatIfSideRequest b);
    // Asks the run under way to stop (finished() follows, with Status::Cancelled sides).
    void cancel();
    [[nodiscard]] bool running() const { return running_; }
    [[nodiscard]] bool cancelling() const { return running_ && stop_.stop_requested(); }
    // The last progress of side 'A' or 'B' (none before its first report).
    [[nodiscard]] const std::optional<WhatIfProgress>& progress(char side) const {
        return progress_[side == 'A' ? 0 : 1];
    }
    // The last run, once finished() came.
    [[nodiscard]] const std::optional<WhatIfRun>& result() const { return result_; }
    // Wall time the last run took, milliseconds.
    [[nodiscard]] qint64 last_run_ms() const { return last_run_ms_; }

  signals:
    void progress_changed(char side);
    void finished();

  private:
    void side_progress(char side, WhatIfProgress progress);
    void done(WhatIfRun run, qint64 ms);

    std::array<std::optional<WhatIfProgress>, 2> progress_;
    std::optional<WhatIfRun> result_;
    std::stop_source stop_;
    bool running_ = false;
    qint64 last_run_ms_ = 0;
    std::jthread thread_;  // last: joined first when the runner goes
};

}  // namespace outrigger::gui::whatif
