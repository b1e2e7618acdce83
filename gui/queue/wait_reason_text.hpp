#pragma once

// A waiting job's reason as the workbench words it: the commonest reasons (held, waiting for
// processors, reserved, kept for a reservation, reservation depth used, a dependency, a throttling
// limit one credential reached, never fits, chunk protection, no backfill, strict order) are
// worded here from the Reason's arguments, translated and with dates on the session's calendar;
// every other reason in the engine's words (engine/reason_words.hpp), as checkjob prints it.

#include <QCoreApplication>
#include <QString>

#include "gui/client/view_frame.hpp"
#include "model/reason.hpp"

namespace outrigger::gui {

class WaitReasonText {
    Q_DECLARE_TR_FUNCTIONS(WaitReasonText)
  public:
    [[nodiscard]] static QString of(const Reason& reason, const ViewFrame& frame);
    // A waiting job no iteration has looked at yet (submitted since the last one).
    [[nodiscard]] static QString not_yet_seen();
    // A waiting job that would start at the next iteration.
    [[nodiscard]] static QString fits_now();
};

}  // namespace outrigger::gui
