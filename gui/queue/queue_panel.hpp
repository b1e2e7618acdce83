#pragma once

// The "Queue" panel: every waiting job and why it waits, as Maui's showq parts them.
//   top     the counts: idle, fitting now, blocked, held, rejected; processors busy, reserved but
//           idle and free (ProcessorCounts, the status bar's numbers);
//   upper   eligible jobs in priority order ("fits now" only for those that would start);
//   lower   blocked, held and rejected jobs, each with what keeps it out;
//   bottom  the checkjob of the selected job (the workbench's selection, JobSelection).
// A click selects a job for every panel; a double-click or the context menu shows its checkjob.

#include <QWidget>

#include "gui/client/view_frame.hpp"

class QLabel;
class QPlainTextEdit;
class QTableView;

namespace outrigger::gui {

class QueueModel;

class QueuePanel final : public QWidget {
    Q_OBJECT
  public:
    explicit QueuePanel(QWidget* parent = nullptr);

    void show_frame(const FramePtr& frame);
    // Follows the workbench's selection (an invalid job clears it).
    void select_job(JobId job);
    // The checkjob text of `job`; job -1 clears it.
    void show_checkjob(qint64 job, const QString& text);

    [[nodiscard]] QueueModel* eligible_model() const { return eligible_model_; }
    [[nodiscard]] QueueModel* blocked_model() const { return blocked_model_; }
    [[nodiscard]] QTableView* eligible_table() const { return eligible_; }
    [[nodiscard]] QTableView* blocked_table() const { return blocked_; }
    [[nodiscard]] QLabel* summary() const { return summary_; }
    [[nodiscard]] QPlainTextEdit* checkjob_text() const { return checkjob_; }
    [[nodiscard]] JobId selected_job() const { return selected_; }

  signals:
    // A row was chosen: the workbench's selection moves to it.
    void job_selected(qint64 job);

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void retranslate();
    void update_summary();
    void restore_selection();

    QueueModel* eligible_model_;
    QueueModel* blocked_model_;
    QLabel* summary_;
    QLabel* eligible_title_;
    QLabel* blocked_title_;
    QTableView* eligible_;
    QTableView* blocked_;
    QLabel* checkjob_title_;
    QPlainTextEdit* checkjob_;
    FramePtr frame_;
    JobId selected_;
    qint64 shown_job_ = -1;
    bool eligible_sized_ = false;
    bool blocked_sized_ = false;
};

}  // namespace outrigger::gui
