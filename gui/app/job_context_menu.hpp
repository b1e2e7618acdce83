#pragma once

// Any table of jobs reaches a job's checkjob and commands the same way: a click selects it
// (JobSelection), a double-click or the context menu's "Show checkjob" asks for its checkjob
// (MainWindow::focus_job), and the context menu carries the Job menu's commands (JobActions).

#include <QtGlobal>
#include <functional>

class QAbstractItemView;
class QModelIndex;

namespace outrigger::gui {

class MainWindow;

// The job a row stands for (its JobId value), or -1.
using JobOfIndex = std::function<qint64(const QModelIndex& index)>;

void attach_job_menu(QAbstractItemView* view, MainWindow& window, JobOfIndex job_of);

}  // namespace outrigger::gui
