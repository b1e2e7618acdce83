#pragma once

// The "Schedule" panel: the Gantt of nodes over time (GanttView) with its controls (colour by
// user, group, account, QOS or class with a legend; the backfill-window overlay; following the
// now line; how long completed jobs stay; zoom and fit) and, below, the checkjob explanation of
// the job last clicked (state, why it is not running, reservation, estimated start): the
// engine's checkjob report, asked for through the window.

#include <QWidget>

#include "gui/client/view_frame.hpp"

class QCheckBox;
class QComboBox;
class QLabel;
class QPlainTextEdit;
class QSpinBox;
class QToolButton;

namespace outrigger::gui {

class GanttView;

class SchedulePanel final : public QWidget {
    Q_OBJECT
  public:
    explicit SchedulePanel(QWidget* parent = nullptr);

    void show_frame(const FramePtr& frame);
    // The checkjob text of `job` (answer to checkjob_requested); job -1 clears it.
    void show_checkjob(qint64 job, const QString& text);
    // Selects the job's bars (a job another panel pointed at).
    void select_job(JobId job);

    [[nodiscard]] GanttView* view() const { return view_; }
    [[nodiscard]] QCheckBox* backfill_box() const { return backfill_; }
    [[nodiscard]] QComboBox* colour_box() const { return colour_by_; }
    [[nodiscard]] QPlainTextEdit* checkjob_text() const { return checkjob_; }
    [[nodiscard]] QLabel* legend() const { return legend_; }

  signals:
    void checkjob_requested(qint64 job);

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void retranslate();
    void update_legend();

    GanttView* view_;
    QComboBox* colour_by_;
    QCheckBox* backfill_;
    QCheckBox* follow_;
    QSpinBox* past_hours_;
    QLabel* colour_label_;
    QLabel* past_label_;
    QToolButton* zoom_in_;
    QToolButton* zoom_out_;
    QToolButton* fit_;
    QLabel* legend_;
    QLabel* checkjob_title_;
    QPlainTextEdit* checkjob_;
    qint64 shown_job_ = -1;
};

}  // namespace outrigger::gui
