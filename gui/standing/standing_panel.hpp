#pragma once

// The Standing reservations panel: the week calendar of every SRCFG entry of the open maui.cfg
// (week_view.hpp), placed on the running session's machine at its now, with previous/next week
// and today, the capacity conflicts of the week beside it, and the edits the calendar asks for.
//
// Every edit is one gesture = one step on the window's undo stack, carried out on the maui.cfg
// document (srcfg_edit.hpp: only the touched lines change) and, when a session runs, handed to its
// engine as a new configuration (ConfigCommand); the engine's answer is shown under the calendar.
// While a block is dragged, the conflicts it would leave are placed off this thread (week_planner.hpp)
// and listed when the placement for the newest position arrives ("placing" until then), and its
// impact on the queue (impact_list.hpp) is asked of the engine: a drag step itself only moves the
// outline and repaints.
//
// What an edit applies to (the scope), as maui.cfg can say it, never approximated:
//   All instances             the SRCFG entry itself.
//   This weekday, every week  a PERIOD=DAY entry's weekday split off into an SRCFG entry of its own
//                             (srcfg_edit.hpp: split_weekday_text), which the edit then changes;
//                             the same as all instances when DAYS holds that day alone or the
//                             period is not a day.
//   This and following        the SRCFG entry, when the instance is the series' next one (or past):
//                             a new maui.cfg changes no instance that has been; refused for a later
//                             instance, since an SRCFG entry has no start date to wait for.
//   Only this instance        refused (but for PERIOD=INFINITY's single instance): an SRCFG entry has
//                             no dates, and neither maui.cfg nor setres can mask one of its instances.
// A refusal says why in words and what to choose instead.

#include <QPointer>
#include <QWidget>
#include <functional>
#include <memory>
#include <set>
#include <string>

#include "config/document.hpp"
#include "gui/client/view_frame.hpp"
#include "gui/config/service_apply.hpp"
#include "gui/standing/standing_week.hpp"

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QUndoStack;

namespace outrigger {
struct CommandResult;
}

namespace outrigger::gui {

class ConfigModel;
class EngineClient;
class ImpactList;
class SrcfgDialog;
class WeekPlanner;
class WeekView;

class StandingPanel final : public QWidget {
    Q_OBJECT
  public:
    // The scope combo's entries, in its order.
    enum class Scope { AllInstances, ThisInstance, ThisAndFollowing, ThisWeekday };
    // Asked before a drag across midnight makes the complementary pair: true to make both.
    using PairPrompt = std::function<bool(QWidget* parent, const QString& question)>;
    // Runs the SRCFG editor: true when it was accepted.
    using EditorRunner = std::function<bool(SrcfgDialog& dialog)>;

    StandingPanel(ConfigModel* config, QUndoStack* undo_stack, QWidget* parent = nullptr);
    ~StandingPanel() override;

    // The engine client the edits go to (asked at each edit: sessions restart).
    void set_client_source(std::function<EngineClient*()> source);
    // Connected to a service, an edit goes to it as changeparam commands (only what changed) rather
    // than as a whole new maui.cfg, and its answer is shown under the calendar.
    void set_service_apply(ServiceApply apply) { service_apply_ = std::move(apply); }
    void set_pair_prompt(PairPrompt prompt) { pair_prompt_ = std::move(prompt); }
    void set_editor_runner(EditorRunner runner) { editor_runner_ = std::move(runner); }

    // A session frame: its machine, calendar and now.
    void show_frame(const FramePtr& frame);
    // The machine, calendar and now directly (a frame does this).
    void set_machine(std::shared_ptr<const Cluster> cluster, const LocalCalendar& calendar,
                     NodeAllocationPolicy allocation, Time now);

    void previous_week();
    void next_week();
    void today();

    // The gestures, as the view asks for them (block: index into the week's blocks). Named apart from
    // QWidget::move and QWidget::resize, which they would hide.
    bool create(int from_day, qint64 from, int to_day, qint64 to);
    bool move_block(int block, int days, qint64 seconds);
    bool resize_block(int block, qint64 end_seconds);
    bool remove(int block);
    bool edit(int block);
    // The conflicts list shows what a move or resize under way would leave (before it is made), once
    // its week is placed (planner()), until show_conflicts() puts the week's own back.
    void preview(int block, int days, qint64 seconds, bool resize);
    void show_conflicts();

    [[nodiscard]] WeekView* view() const { return view_; }
    [[nodiscard]] const StandingWeek* week() const { return week_.get(); }
    [[nodiscard]] QListWidget* conflicts() const { return conflicts_; }
    [[nodiscard]] QLabel* status() const { return status_; }
    [[nodiscard]] QComboBox* scope() const { return scope_; }
    [[nodiscard]] QLabel* week_label() const { return week_label_; }
    // Who waits longer with the move or resize under way (asked of the engine, off this thread).
    [[nodiscard]] ImpactList* impact() const { return impact_; }
    // Places the week a move or resize under way would make (off this thread).
    [[nodiscard]] WeekPlanner* planner() const { return planner_; }

  signals:
    // The week was computed afresh (an edit, a new week, a new machine).
    void week_changed();

  protected:
    void changeEvent(QEvent* event) override;

  private:
    // The document a move or resize would make, or why it cannot be written.
    struct Tentative {
        std::string text;  // empty: nothing changes
        QString refusal;
        QString name;  // the entry changed (a weekday split off has a name of its own)
    };
    [[nodiscard]] Tentative tentative(int block, int days, qint64 seconds, bool resize) const;
    // The entry an edit of `block` changes at the chosen scope: the document to edit (split when
    // the scope asks for it) and the entry's name and settings in it, or why the scope cannot be
    // written.
    struct Target {
        std::shared_ptr<const ConfigDocument> document;
        StandingReservationConfig entry;
        bool split = false;  // the block's weekday was split off into `entry`
        QString refusal;
    };
    [[nodiscard]] Target target(const WeekBlock& block) const;
    [[nodiscard]] Scope current_scope() const;
    // Shows `target`'s refusal in the status line; true when there is one.
    bool refused(const Target& target);
    void set_conflict_lines(const QStringList& lines);
    void placed(quint64 generation);
    void retranslate();
    void rebuild();
    void commit(const std::string& text, const QString& label, const QString& focus, int focus_day = -1);
    void send_to_engine(const std::string& text);
    void answered(quint64 request, const CommandResult& result);
    [[nodiscard]] const WeekBlock* block(int i) const;
    [[nodiscard]] Time shown_week_start() const;

    QPointer<ConfigModel> config_;
    QPointer<QUndoStack> undo_stack_;
    std::function<EngineClient*()> client_source_;
    ServiceApply service_apply_;
    PairPrompt pair_prompt_;
    EditorRunner editor_runner_;

    std::shared_ptr<const Cluster> cluster_;
    LocalCalendar calendar_ = LocalCalendar::utc();
    NodeAllocationPolicy allocation_ = NodeAllocationPolicy::LastAvailable;
    Time now_;
    Time built_now_;
    int week_offset_ = 0;  // weeks from the one holding now
    std::shared_ptr<const StandingWeek> week_;

    QPointer<EngineClient> answering_;
    std::set<quint64> pending_;

    QPushButton* previous_;
    QPushButton* today_;
    QPushButton* next_;
    QLabel* week_label_;
    QLabel* scope_label_;
    QComboBox* scope_;
    WeekView* view_;
    QLabel* conflicts_title_;
    QListWidget* conflicts_;
    ImpactList* impact_;
    WeekPlanner* planner_;
    QLabel* status_;
};

}  // namespace outrigger::gui
