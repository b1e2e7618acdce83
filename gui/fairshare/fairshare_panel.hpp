#pragma once

// The "Fairshare" panel (guide 6.3): who is over or under target, how fast usage decays, what a
// change of FSDECAY, FSDEPTH or a target would do.
//   left    every credential with a target or usage, per kind (FairshareModel): target and its
//           meaning, usage %, FS factor, the usage of each window and a sparkline; sorted by any
//           column, filtered by name; "Columns" explains every column in plain words;
//   what-if FSDECAY, a smaller FSDEPTH and the selected credential's target: the table and charts
//           show the usage and factors recomputed at once from the stored windows, beside the
//           configured ones; FSINTERVAL and a larger FSDEPTH replay the session's inputs off the
//           GUI thread (fairshare_replay.hpp) with progress and a Cancel, and show the report
//           that replay gives; "Back to the configuration" drops the what-if;
//   projection  for the selected credential, when it is back under its target if it submits
//           nothing more; and for a job named, the usage it adds and what its credentials' usage
//           and factors become (diagnose -f asked for with that job);
//   right   three charts (fairshare_charts.hpp): usage against target over time for the selected
//           credentials, the selected credential's windows with their decay, and the usage of the
//           selected kind stacked by credential; each exports as PNG, PDF and CSV, as does the table.
// Live: each new frame of the session asks the engine for diagnose -f (JSON) when its clock moved;
// "Hold still" keeps the table and charts as they are while the session runs on.

#include <QWidget>
#include <functional>
#include <optional>

#include "gui/charts/chart_export.hpp"
#include "gui/client/view_frame.hpp"
#include "gui/fairshare/fairshare_charts.hpp"
#include "policy/fairshare/report_whatif.hpp"

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QScrollArea;
class QPushButton;
class QTimer;
class QSortFilterProxyModel;
class QSpinBox;
class QTabWidget;
class QTreeView;

namespace outrigger {
struct Query;
struct QueryResult;
}  // namespace outrigger

namespace outrigger::gui {

namespace charts {
class ChartModel;
class ChartView;
class ExportButton;
}  // namespace charts
class EngineClient;
class FairshareModel;
class FairshareReplay;
class ReportFollower;

class FairsharePanel final : public QWidget {
    Q_OBJECT
  public:
    using ClientSource = std::function<EngineClient*()>;

    explicit FairsharePanel(QWidget* parent = nullptr);
    ~FairsharePanel() override;

    // Where the panel finds the running session's engine (it changes on every restart).
    void set_client_source(ClientSource source);
    void show_frame(const FramePtr& frame);
    // Shows a diagnose -f report (what the engine answered); kept still while held.
    void show_report(FsReport report);
    // A diagnose -f JSON answer; false (and the error shown) when it does not read.
    bool show_report_json(const nlohmann::json& json);

    // The what-if in force (empty: the configuration).
    [[nodiscard]] const FsWhatIf& what_if() const { return what_if_; }
    void set_decay(double decay);
    // A larger FSDEPTH than configured needs a replay, as does set_interval().
    void set_depth(int depth);
    // FSINTERVAL in seconds; the configured one drops the what-if. Starts a replay shortly after
    // the last change (several changes in a row start one).
    void set_interval(Duration interval);
    [[nodiscard]] std::optional<Duration> interval_what_if() const { return interval_; }
    // Whether the what-if needs a replay (FSINTERVAL, or FSDEPTH over the configured one), and
    // whether the table shows that replay's answer.
    [[nodiscard]] bool replay_needed() const;
    [[nodiscard]] bool replay_shown() const;
    // Starts the replay now (normally a moment after the last change); false with the reason shown
    // when it cannot run (no session, or one whose engine runs elsewhere).
    bool start_replay();
    void cancel_replay();
    [[nodiscard]] FairshareReplay* replay() const { return replay_; }
    // "After this job": asks diagnose -f with `job` (empty: none) and shows what it adds.
    void set_after_job(const QString& job);
    // The same for a job of the session by its id (the workbench's selection; negative: none,
    // which keeps the job named).
    void set_after_job_id(qint64 job);
    // Sets the target of `cred` as FSTARGET text ("25", "10+", "30%"; empty: no target); false with
    // the reason shown when the text is not a target.
    bool set_target(const CredName& cred, const QString& text);
    void reset_what_if();
    // Selects credentials for the charts (the first is the one whose windows are shown).
    void select(const std::vector<CredName>& creds);
    [[nodiscard]] const std::vector<CredName>& selected() const { return selected_; }
    void set_held(bool held);
    [[nodiscard]] bool held() const { return held_; }

    [[nodiscard]] FairshareModel* model() const { return model_; }
    [[nodiscard]] QSortFilterProxyModel* proxy() const { return proxy_; }
    [[nodiscard]] QTreeView* tree() const { return tree_; }
    [[nodiscard]] QLineEdit* filter() const { return filter_; }
    [[nodiscard]] QDoubleSpinBox* decay_box() const { return decay_; }
    [[nodiscard]] QSpinBox* depth_box() const { return depth_; }
    [[nodiscard]] QDoubleSpinBox* interval_box() const { return interval_box_; }
    [[nodiscard]] QProgressBar* replay_progress() const { return progress_; }
    [[nodiscard]] QPushButton* cancel_button() const { return cancel_; }
    [[nodiscard]] QLabel* replay_label() const { return replay_label_; }
    [[nodiscard]] QLabel* recovery_label() const { return recovery_label_; }
    [[nodiscard]] QLineEdit* after_job_edit() const { return after_job_; }
    [[nodiscard]] QLabel* after_label() const { return after_label_; }
    [[nodiscard]] QLineEdit* target_edit() const { return target_; }
    [[nodiscard]] QLabel* what_if_label() const { return what_if_label_; }
    [[nodiscard]] QLabel* status_label() const { return status_; }
    [[nodiscard]] QCheckBox* hold_box() const { return hold_; }
    [[nodiscard]] QTabWidget* chart_tabs() const { return tabs_; }
    [[nodiscard]] charts::ChartModel* usage_chart() const { return usage_chart_; }
    [[nodiscard]] charts::ChartModel* window_chart() const { return window_chart_; }
    [[nodiscard]] charts::ChartModel* stacked_chart() const { return stacked_chart_; }
    [[nodiscard]] charts::ChartView* usage_view() const { return usage_view_; }
    [[nodiscard]] charts::ExportButton* table_export() const { return table_export_; }
    // The explanation of every column, as the "Columns" button shows it.
    [[nodiscard]] QString columns_help() const;

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void retranslate();
    void report_arrived(const QueryResult& result);
    void apply();
    void update_charts();
    void update_what_if_label();
    void selection_moved();
    void show_columns_help();
    void apply_target_edit();
    void update_projection();
    void replay_finished(bool ok, const QString& error);
    void update_replay_controls();
    void fit_what_if_column();
    [[nodiscard]] QString hours(Duration d) const;
    // The session's local wall time of scheduler second 0 (0 before a frame).
    [[nodiscard]] std::int64_t clock() const;
    [[nodiscard]] charts::ExportCaption caption(const QString& title) const;

    ClientSource client_source_;  // for the session's inputs, which a replay starts from
    ReportFollower* follower_;
    FramePtr frame_;
    FsReport configured_;
    std::optional<FsReport> held_report_;  // arrived while held
    bool has_report_ = false;
    FsWhatIf what_if_;
    std::optional<Duration> interval_;  // FSINTERVAL what-if
    // The replay's answer and the FSINTERVAL and FSDEPTH it was made with.
    std::optional<FsReport> replayed_;
    std::optional<std::pair<Duration, int>> replayed_for_;
    std::optional<std::pair<Duration, int>> replay_asked_for_;
    QString replay_error_;
    std::vector<CredName> selected_;
    bool held_ = false;

    FairshareModel* model_;
    QSortFilterProxyModel* proxy_;
    QTreeView* tree_;
    QLineEdit* filter_;
    QLabel* filter_label_;
    QPushButton* help_;
    QCheckBox* hold_;
    QLabel* status_;
    QLabel* decay_label_;
    QDoubleSpinBox* decay_;
    QLabel* depth_label_;
    QSpinBox* depth_;
    QLabel* target_label_;
    QLineEdit* target_;
    QPushButton* reset_;
    QLabel* what_if_label_;
    QLabel* what_if_title_;
    QLabel* interval_label_;
    QDoubleSpinBox* interval_box_;
    FairshareReplay* replay_;
    QTimer* replay_delay_;
    QProgressBar* progress_;
    QPushButton* cancel_;
    QLabel* replay_label_;
    QLabel* projection_title_;
    QLabel* recovery_label_;
    QLabel* after_job_label_;
    QLineEdit* after_job_;
    QLabel* after_label_;
    QScrollArea* what_if_scroll_ = nullptr;
    QTabWidget* tabs_;
    charts::ChartModel* usage_chart_;
    charts::ChartModel* window_chart_;
    charts::ChartModel* stacked_chart_;
    charts::ChartView* usage_view_;
    charts::ChartView* window_view_;
    charts::ChartView* stacked_view_;
    charts::ExportButton* table_export_;
    std::vector<charts::ExportButton*> chart_exports_;
    bool updating_controls_ = false;
};

}  // namespace outrigger::gui
