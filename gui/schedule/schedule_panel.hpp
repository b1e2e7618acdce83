#pragma once

// The "Schedule" panel: the Gantt of nodes over time (GanttView) with its controls (colour by
// user, group, account, QOS or class with a legend; the backfill-window overlay; following the
// now line; how long completed jobs stay; zoom and fit) and, below, the checkjob explanation of
// the job last clicked (state, why it is not running, reservation, estimated start): the
// engine's checkjob report, asked for through the window.

#include <QHash>
#include <QPointer>
#include <QWidget>
#include <functional>
#include <map>
#include <optional>

#include "engine/impact_plan.hpp"
#include "gui/app/credential_legend.hpp"
#include "gui/client/engine_client.hpp"
#include "gui/client/view_frame.hpp"
#include "gui/schedule/reservation_commands.hpp"
#include "gui/schedule/reservation_plan.hpp"

class QCheckBox;
class QComboBox;
class QLabel;
class QPlainTextEdit;
class QSpinBox;
class QToolButton;
class QUndoStack;

class QSplitter;

namespace outrigger::gui {

class GanttView;
class ImpactPane;
class ImpactPreview;
struct PlanRect;

class SchedulePanel final : public QWidget {
    Q_OBJECT
  public:
    explicit SchedulePanel(QWidget* parent = nullptr);

    void show_frame(const FramePtr& frame);
    // The checkjob text of `job` (answer to checkjob_requested); job -1 clears it.
    void show_checkjob(qint64 job, const QString& text);
    // Selects the job's bars (a job another panel pointed at).
    void select_job(JobId job);

    // Where the running session's engine is found (asked at each use: sessions come and go).
    void set_client_source(std::function<EngineClient*()> source) { client_source_ = std::move(source); }
    // Where reservation changes go as undoable steps (the panel keeps its own stack otherwise).
    void set_undo_stack(QUndoStack* stack);
    // The plan being previewed (nullopt: none). Setting one previews it.
    void set_plan(std::optional<ReservationPlan> plan);
    [[nodiscard]] const std::optional<ReservationPlan>& plan() const { return plan_; }
    // Makes the plan (setres; one step on the undo stack); false when there is none.
    bool commit_plan();
    void cancel_plan();
    // Previews releasing an administrative reservation; commit_plan() then releases it.
    bool plan_release(const QString& name);
    // The impact shown (nullopt before the first answer for the plan).
    [[nodiscard]] const std::optional<ImpactReport>& impact() const { return impact_; }
    // What a click on the reservation shows (its showres attributes and access list).
    [[nodiscard]] QString reservation_details(const QString& name) const;

    [[nodiscard]] GanttView* view() const { return view_; }
    [[nodiscard]] ImpactPane* impact_pane() const { return pane_; }
    [[nodiscard]] ImpactPreview* preview() const { return preview_; }
    [[nodiscard]] QToolButton* plan_button() const { return plan_toggle_; }
    [[nodiscard]] QUndoStack* undo_stack() const { return undo_; }
    [[nodiscard]] QCheckBox* backfill_box() const { return backfill_; }
    [[nodiscard]] QComboBox* colour_box() const { return colour_by_; }
    [[nodiscard]] QPlainTextEdit* checkjob_text() const { return checkjob_; }
    [[nodiscard]] CredentialLegend* legend() const { return legend_; }

  signals:
    void checkjob_requested(qint64 job);
    // The engine answered a reservation command made here (ok, and its findings as text).
    void reservation_answered(bool ok, const QString& text);
    // The impact of the newest plan arrived.
    void impact_shown();

  protected:
    void changeEvent(QEvent* event) override;
    // The impact pane's first showing: it gets the width its table needs.
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    void retranslate();
    void update_legend();
    [[nodiscard]] EngineClient* client() const;
    void ensure_answers();
    void drawn(const PlanRect& rect, bool finished);
    void form_planned(const QString& partition, int nodes, qint64 start_seconds, qint64 duration_seconds);
    void impact_arrived(const ImpactReport& report);
    void edit_options();
    void update_overlay();
    void report_arrived(quint64 request, const Query& query, const QueryResult& result);
    void command_answered(quint64 request, const CommandResult& result);
    void ask_showres();
    // A reservation's attributes below the Gantt, as a click on it shows them.
    void show_reservation(const QString& name);
    [[nodiscard]] std::string fresh_name() const;

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
    CredentialLegend* legend_;
    QLabel* checkjob_title_;
    QPlainTextEdit* checkjob_;
    qint64 shown_job_ = -1;
    QToolButton* plan_toggle_;
    ImpactPane* pane_;
    QSplitter* sides_ = nullptr;  // the Gantt (and checkjob) beside the impact pane
    bool pane_sized_ = false;     // the pane got its width the first time it showed
    ImpactPreview* preview_;
    QUndoStack* own_undo_;
    QPointer<QUndoStack> undo_;
    std::function<EngineClient*()> client_source_;
    QPointer<EngineClient> answered_client_;  // whose answers the panel listens to
    QMetaObject::Connection reports_;
    QMetaObject::Connection commands_;
    std::optional<ReservationPlan> plan_;
    std::optional<ImpactReport> impact_;
    // The reservations as showres last told (name -> its setres arguments, kind and details).
    struct Known {
        ReservationArgs args;
        bool administrative = false;
        QString details;
        QString access;
    };
    std::map<std::string, Known> reservations_;
    std::vector<std::string> reservation_names_seen_;
    quint64 showres_request_ = 0;
    QString shown_reservation_;
    std::string reveal_;  // the reservation made last, until a frame shows it
    int planned_ = 0;     // names given so far ("plan.N")
};

}  // namespace outrigger::gui
