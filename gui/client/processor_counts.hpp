#pragma once

// The machine's processors at a frame, split so that the numbers add up and say why: busy (jobs
// running), reserved but idle (held for waiting jobs and by reservations, or on nodes that are
// down), and free (what a job could start on now). The status bar and every panel show these,
// in the same words, so that no two places disagree.

#include <QCoreApplication>
#include <QString>
#include <cstdint>

#include "engine/cluster_view.hpp"

namespace outrigger::gui {

struct ProcessorCounts {
    std::int64_t busy = 0;
    std::int64_t reserved_idle = 0;  // neither busy nor free: reservations hold them
    std::int64_t down = 0;           // on nodes down or drained, not busy
    std::int64_t free = 0;
    std::int64_t total = 0;

    [[nodiscard]] static ProcessorCounts of(const ClusterView& view);
};

// The jobs at a frame as showq parts them: the status bar and the panels count the same way.
struct JobCounts {
    std::int64_t running = 0;
    std::int64_t idle = 0;     // waiting and considered by the scheduler
    std::int64_t blocked = 0;  // waiting and not considered (held jobs included)
    std::int64_t rejected = 0;
    std::int64_t done = 0;

    [[nodiscard]] static JobCounts of(const ClusterView& view);
};

class ProcessorCountsText {
    Q_DECLARE_TR_FUNCTIONS(ProcessorCountsText)
  public:
    // "957 busy, 96 reserved but idle, 227 free of 1,280 processors" (and down ones when any).
    [[nodiscard]] static QString of(const ProcessorCounts& counts);
    // What each number means, for a tooltip.
    [[nodiscard]] static QString explanation();
};

}  // namespace outrigger::gui
