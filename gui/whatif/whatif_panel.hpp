#pragma once

// The "What-if" panel: replay one workload under two configurations side by side and answer
// "what would change if we did B instead of A" on one screen, then export the answer.
//   left    the choices (whatif_setup.hpp): the workload, A and B;
//   top     the question in the user's words, Compare, Cancel, Export Report; while running, each
//           side's progress (jobs done of the replica in progress, the simulated date);
//   Summary the metric table (metric_model.hpp) beside the config diff (diff_model.hpp);
//   Per credential  the table of one kind (credential_model.hpp);
//   Charts  the wait-time CDF, utilization and queue length over time (A over B), and the
//           per-credential bars of the changes (whatif_charts.hpp), each exportable on its own.
// Both sides replay off the GUI thread at once (whatif_runner.hpp); the window stays responsive
// and Cancel stops them. "Export Report…" writes the PDF, a PNG of each chart and the CSV in one
// go (whatif_report.hpp).

#include <QWidget>
#include <array>
#include <functional>
#include <optional>

#include "gui/whatif/whatif_report.hpp"
#include "session/whatif_comparison.hpp"

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTableView;

namespace outrigger::gui::charts {
class ChartModel;
class ChartView;
}  // namespace outrigger::gui::charts

namespace outrigger::gui::whatif {

class CredentialModel;
class DiffModel;
class MetricModel;
class WhatIfRunner;
class WhatIfSetup;

class WhatIfPanel final : public QWidget {
    Q_OBJECT
  public:
    // Asked for the PDF to write: the parent and a suggested name; empty cancels.
    using FileChooser = std::function<QString(QWidget* parent, const QString& suggested)>;

    explicit WhatIfPanel(QWidget* parent = nullptr);
    ~WhatIfPanel() override;

    [[nodiscard]] WhatIfSetup* setup() const { return setup_; }
    [[nodiscard]] WhatIfRunner* runner() const { return runner_; }
    [[nodiscard]] MetricModel* metric_model() const { return metrics_; }
    [[nodiscard]] CredentialModel* credential_model() const { return credentials_; }
    [[nodiscard]] DiffModel* diff_model() const { return diff_; }
    [[nodiscard]] QTableView* metric_table() const { return metric_table_; }
    [[nodiscard]] QTabWidget* tabs() const { return tabs_; }
    [[nodiscard]] QLineEdit* question_box() const { return question_; }
    [[nodiscard]] QComboBox* kind_box() const { return kind_; }
    [[nodiscard]] QLabel* status_label() const { return status_; }
    [[nodiscard]] QPushButton* compare_button() const { return compare_; }
    [[nodiscard]] QPushButton* cancel_button() const { return cancel_; }
    [[nodiscard]] QPushButton* export_button() const { return export_; }
    [[nodiscard]] QProgressBar* progress_bar(char side) const { return bars_[side == 'A' ? 0 : 1]; }
    [[nodiscard]] QLabel* progress_label(char side) const { return progress_labels_[side == 'A' ? 0 : 1]; }
    // The charts in report order (the CDF, utilization, queue, wait bars, delivered bars).
    [[nodiscard]] charts::ChartModel* chart_model(std::size_t i) const { return chart_models_.at(i); }
    [[nodiscard]] charts::ChartView* chart_view(std::size_t i) const { return chart_views_.at(i); }
    [[nodiscard]] static constexpr std::size_t chart_count() { return 5; }

    // Starts a comparison with the form's choices; false (the reasons shown) when they do not do.
    bool compare();
    void cancel();
    [[nodiscard]] bool running() const;
    // The comparison on show (none before the first, or after a failed or cancelled run).
    [[nodiscard]] const std::optional<WhatIfComparison>& comparison() const;
    // Shows a comparison made elsewhere (as when a run finishes).
    void show_comparison(WhatIfComparison comparison);
    // Writes the report: the PDF at `pdf_path`, the PNGs and the CSV beside it.
    ReportFiles export_report(const QString& pdf_path);
    void set_file_chooser(FileChooser chooser) { chooser_ = std::move(chooser); }

  signals:
    // A run ended: with a comparison, cancelled or failed (status_label() says which).
    void run_finished();

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void retranslate();
    void run_done();
    void show_progress(char side);
    void refresh_charts();
    void refresh_kind();
    void update_buttons();
    void choose_export();
    [[nodiscard]] QString report_title() const;

    WhatIfSetup* setup_;
    WhatIfRunner* runner_;
    MetricModel* metrics_;
    CredentialModel* credentials_;
    DiffModel* diff_;
    QLabel* question_label_;
    QLineEdit* question_;
    QPushButton* compare_;
    QPushButton* cancel_;
    QPushButton* export_;
    std::array<QLabel*, 2> side_labels_{};
    std::array<QProgressBar*, 2> bars_{};
    std::array<QLabel*, 2> progress_labels_{};
    QLabel* status_;
    QTabWidget* tabs_;
    QTableView* metric_table_;
    QLabel* diff_label_;
    QTableView* diff_table_;
    QLabel* kind_label_;
    QComboBox* kind_;
    QTableView* credential_table_;
    QLabel* chart_kind_note_;
    std::array<charts::ChartModel*, 5> chart_models_{};
    std::array<charts::ChartView*, 5> chart_views_{};
    FileChooser chooser_;
    QString last_error_;
};

}  // namespace outrigger::gui::whatif
