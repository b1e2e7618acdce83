#pragma once

// The one job the workbench points at, shared by every panel: the main window owns it and hands
// it to the panels (panel_registry.cpp), which select through it (a click, a double-click, the
// context menu, the job search) and follow it (their highlighted row, bar and checkjob). A new
// session (restart, another workload or configuration) clears it: a job of the old session must
// not stay on show with the new one's facts.
//
// Jobs are named by their JobId value as qint64 (-1: none), as the window's signals carry them.

#include <QObject>

namespace outrigger::gui {

class JobSelection final : public QObject {
    Q_OBJECT
  public:
    using QObject::QObject;

    [[nodiscard]] qint64 job() const { return job_; }
    [[nodiscard]] bool empty() const { return job_ < 0; }

    // Points at `job` (negative: none); changed() only when it is another job.
    void select(qint64 job);
    void clear() { select(-1); }

  signals:
    void changed(qint64 job);

  private:
    qint64 job_ = -1;
};

}  // namespace outrigger::gui
