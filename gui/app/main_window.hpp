#pragma once

// The workbench window: a navigation list on the left choosing the panel on the right
// ("Configuration", "Priority", "Schedule"), the File / Edit / View / Simulation / Help menus,
// the undo stack every configuration edit goes through, the dirty indicator in the title, and the
// save/discard/cancel question before unsaved changes are lost.
//
// The live demo: a DemoSession (simulation in its own thread) replays the demo workload, or an
// opened SWF log, under the open configuration. Play, Pause, Step and the speed are in the
// Simulation menu and toolbar; the simulated date and time and the queue counts are in the
// status bar. Each frame the session publishes goes to the visible panel at once and to the
// others when they are shown.

#include <QMainWindow>
#include <QString>
#include <functional>
#include <memory>
#include <optional>

#include "gui/app/close_prompt.hpp"
#include "gui/client/demo_frame.hpp"
#include "workload/walltime_estimate.hpp"

class QAction;
class QActionGroup;
class QComboBox;
class QLabel;
class QToolBar;
class QListWidget;
class QMenu;
class QStackedWidget;
class QUndoStack;

namespace outrigger {
struct InputsResult;
}

namespace outrigger::gui {

class ConfigPanel;
class DemoSession;
class Language;
class PriorityPanel;
class SchedulePanel;

// Asked when an SWF log lacks requested times: the estimate rule, or nullopt to cancel.
using EstimatePrompt = std::function<std::optional<WalltimeEstimate>(QWidget* parent, std::int64_t missing)>;
// Asked when an SWF log's jobs request memory and its machine states none: the node memory in
// MB that makes those requests constrain placement, or nullopt to replay without them.
using NodeMemoryPrompt = std::function<std::optional<std::int64_t>(QWidget* parent, std::int64_t requests)>;

class MainWindow final : public QMainWindow {
    Q_OBJECT
  public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Opens a maui.cfg (after asking about unsaved changes); false with a message box on failure
    // or when the user cancels.
    bool open_file(const QString& path);
    // Opens the demo configuration embedded in the program.
    void open_demo();
    // Starts the demo session: the bundled cluster and the open configuration replaying the
    // generated demo workload (opens the demo configuration first when none is open).
    bool start_demo_session();
    // Replays an SWF log under the open configuration (asks for an estimate rule when the log
    // lacks requested times); false with a message box on failure or cancel.
    bool open_workload(const QString& path);
    // Rebuilds the session from its workload and the configuration as it is now.
    bool restart_session();
    // Starts a session over inputs already built (a message box when there are none).
    bool start_session(InputsResult result);
    void set_estimate_prompt(EstimatePrompt prompt) { estimate_prompt_ = std::move(prompt); }
    void set_node_memory_prompt(NodeMemoryPrompt prompt) { node_memory_prompt_ = std::move(prompt); }
    [[nodiscard]] DemoSession* session() const { return session_.get(); }
    [[nodiscard]] PriorityPanel* priority_panel() const { return priority_panel_; }
    [[nodiscard]] SchedulePanel* schedule_panel() const { return schedule_panel_; }
    [[nodiscard]] QLabel* clock_label() const { return clock_label_; }
    // What the inputs of the running session deserve a word about: config warnings, the import
    // report, findings of the policies (standing reservations, throttling limits, FS files).
    [[nodiscard]] const QStringList& session_notes() const { return session_notes_; }
    // Shows session_notes() in a window of their own.
    void show_session_notes();
    // Shows panel i (0 configuration, 1 priority, 2 schedule).
    void show_panel(int i);
    // Wall time spent handling the last frame and the most over the session, milliseconds.
    [[nodiscard]] double last_frame_ms() const { return last_frame_ms_; }
    [[nodiscard]] double max_frame_ms() const { return max_frame_ms_; }

    // Saves to the current file (asks for a name when there is none, as for the demo).
    bool save();
    // Saves to `path` and makes it the current file.
    bool save_to(const QString& path);

    // How unsaved changes are decided; the default asks with a message box.
    void set_unsaved_prompt(UnsavedPrompt prompt) { prompt_ = std::move(prompt); }

    [[nodiscard]] ConfigPanel* config_panel() const { return config_panel_; }
    [[nodiscard]] QUndoStack* undo_stack() const { return undo_stack_; }
    [[nodiscard]] Language* language() const { return language_; }
    [[nodiscard]] QString current_file() const { return path_; }
    [[nodiscard]] QMenu* file_menu() const { return file_menu_; }

    // Asks about unsaved changes; true when it is fine to go on (saved, discarded or clean).
    bool maybe_save();

  protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

  private:
    void create_actions();
    void create_menus();
    void retranslate();
    void update_title();
    void update_undo_texts();
    void set_document_source(const QString& path, const QString& display_name);
    void remember_recent(const QString& path);
    void fill_recent_menu();
    void add_parameter();
    void choose_open_file();
    bool choose_save_file();
    void choose_workload_file();
    void frame_arrived(const FramePtr& frame);
    void refresh_panel(int i);
    void update_simulation_actions();

    QUndoStack* undo_stack_;
    Language* language_;
    QListWidget* navigation_;
    QStackedWidget* panels_;
    ConfigPanel* config_panel_;
    PriorityPanel* priority_panel_;
    SchedulePanel* schedule_panel_;
    UnsavedPrompt prompt_;
    EstimatePrompt estimate_prompt_;
    NodeMemoryPrompt node_memory_prompt_;
    QStringList session_notes_;
    std::unique_ptr<DemoSession> session_;
    // What the session replays: the generated demo workload, or an SWF log with its estimate rule.
    QString workload_path_;
    WalltimeEstimate workload_estimate_;
    std::optional<std::int64_t> workload_node_memory_;
    FramePtr frame_;
    bool stale_[3] = {false, false, false};
    double last_frame_ms_ = 0;
    double max_frame_ms_ = 0;
    QString path_;          // empty for the embedded demo
    QString display_name_;  // file name shown in the title

    QMenu* file_menu_ = nullptr;
    QMenu* recent_menu_ = nullptr;
    QMenu* edit_menu_ = nullptr;
    QMenu* view_menu_ = nullptr;
    QMenu* language_menu_ = nullptr;
    QMenu* help_menu_ = nullptr;
    QAction* open_action_ = nullptr;
    QAction* open_demo_action_ = nullptr;
    QAction* open_workload_action_ = nullptr;
    QMenu* simulation_menu_ = nullptr;
    QToolBar* simulation_bar_ = nullptr;
    QAction* play_action_ = nullptr;
    QAction* pause_action_ = nullptr;
    QAction* step_action_ = nullptr;
    QAction* restart_action_ = nullptr;
    QComboBox* speed_ = nullptr;
    QLabel* speed_label_ = nullptr;
    QLabel* clock_label_ = nullptr;
    QAction* save_action_ = nullptr;
    QAction* save_as_action_ = nullptr;
    QAction* quit_action_ = nullptr;
    QAction* undo_action_ = nullptr;
    QAction* redo_action_ = nullptr;
    QAction* add_parameter_action_ = nullptr;
    QAction* about_action_ = nullptr;
    QAction* session_notes_action_ = nullptr;
    QAction* language_note_action_ = nullptr;
    QActionGroup* language_group_ = nullptr;
};

}  // namespace outrigger::gui
