#pragma once

// The side pane of reservation planning on the Schedule panel: the impact of the planned
// reservation as the engine answers it (jobs delayed with count, longest and total, by user and
// account; node-hours moved; running jobs a reservation overlaps, and the rule; jobs that could
// no longer run; what could not be placed and why), the jobs whose start changes in a sortable
// table, the equivalent setres command line (copyable), and the keyboard way to plan: a form
// with partition, node count, start and duration.

#include <QWidget>

#include "engine/impact_plan.hpp"
#include "model/calendar.hpp"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace outrigger::gui {

class ImpactPane final : public QWidget {
    Q_OBJECT
  public:
    explicit ImpactPane(QWidget* parent = nullptr);
    // Wide enough for the jobs' six columns when the pane first appears beside the Gantt.
    [[nodiscard]] QSize sizeHint() const override;

    // The impact of the plan shown (the engine's answer for the newest plan).
    void show_report(const ImpactReport& report, const LocalCalendar& calendar);
    // A plan is being made: the old answer is out of date.
    void show_waiting();
    void show_error(const QString& error);
    // No plan: the pane only offers the form.
    void clear();
    void set_command_line(const QString& line);
    // The form shows the plan in its own terms (a node count in a partition, hours from now), so
    // that after a drag it reads what was drawn and an edit there starts from it.
    void show_plan_shape(const QString& partition, std::int64_t nodes, qint64 start_in_seconds,
                         qint64 duration_seconds);
    // The partitions the form offers (the first entry is "any partition").
    void set_partitions(const QStringList& partitions);
    // A line about the last commit or release (the engine's answer).
    void set_status(const QString& text);

    [[nodiscard]] QLabel* summary() const { return summary_; }
    [[nodiscard]] QTableWidget* jobs() const { return jobs_; }
    [[nodiscard]] QPlainTextEdit* details() const { return details_; }
    [[nodiscard]] QLineEdit* command_line() const { return command_; }
    [[nodiscard]] QPushButton* copy_button() const { return copy_; }
    [[nodiscard]] QPushButton* commit_button() const { return commit_; }
    [[nodiscard]] QPushButton* cancel_button() const { return cancel_; }
    [[nodiscard]] QPushButton* options_button() const { return options_; }
    [[nodiscard]] QPushButton* plan_button() const { return plan_; }
    [[nodiscard]] QComboBox* partition_box() const { return partition_; }
    [[nodiscard]] QSpinBox* nodes_box() const { return nodes_; }
    [[nodiscard]] QDoubleSpinBox* start_box() const { return start_hours_; }
    [[nodiscard]] QDoubleSpinBox* duration_box() const { return duration_hours_; }
    [[nodiscard]] QLabel* status() const { return status_; }

  signals:
    // The form: `nodes` whole nodes of `partition` (empty: any) from now + start for duration.
    void form_planned(const QString& partition, int nodes, qint64 start_seconds, qint64 duration_seconds);
    void commit_clicked();
    void cancel_clicked();
    void options_clicked();

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void retranslate();

    QLabel* form_title_;
    QComboBox* partition_;
    QSpinBox* nodes_;
    QDoubleSpinBox* start_hours_;
    QDoubleSpinBox* duration_hours_;
    QLabel* partition_label_;
    QLabel* nodes_label_;
    QLabel* start_label_;
    QLabel* duration_label_;
    QPushButton* plan_;
    QLabel* summary_;
    QTableWidget* jobs_;
    QPlainTextEdit* details_;
    QLabel* command_title_;
    QLineEdit* command_;
    QPushButton* copy_;
    QPushButton* options_;
    QPushButton* commit_;
    QPushButton* cancel_;
    QLabel* status_;
};

}  // namespace outrigger::gui
