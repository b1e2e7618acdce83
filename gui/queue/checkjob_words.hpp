#pragma once

// checkjob in words, for every pane that shows a job: who it is, what it asks for, when it was
// submitted, started and ended (dates in the chosen language on the site's calendar, never log
// seconds), how long it has waited and how much of that counts for priority, its reservation,
// why it waits (WaitReasonText, from the session's frame), and its priority by component. The
// component shares are percentages of the final priority; when a part is negative the others
// add up to more than 100 %, and the text says so. Rendered from the engine's checkjob report
// as data (outrigger.checkjob/1, ReportFormat::Json), not from its English text.

#include <QCoreApplication>
#include <QString>
#include <nlohmann/json_fwd.hpp>

#include "gui/client/view_frame.hpp"

namespace outrigger::gui {

class CheckjobWords {
    Q_DECLARE_TR_FUNCTIONS(CheckjobWords)
  public:
    // `report` is the checkjob of `job`, a job of `frame`'s session.
    [[nodiscard]] static QString of(const nlohmann::json& report, const ViewFrame& frame, JobId job);
    // "Idle", "Running", ... in words.
    [[nodiscard]] static QString state_words(const std::string& state);
    // The note under a priority whose parts are not all positive; empty when they are.
    [[nodiscard]] static QString percent_note(const QStringList& negative_parts);
};

}  // namespace outrigger::gui
