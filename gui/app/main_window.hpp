#pragma once

// The workbench window: a navigation list on the left choosing the panel on the right (the
// panels of the registry, panel_registry.hpp: "Configuration", "Priority", "Schedule", "Queue"), the
// File / Edit / View / Simulation / Help menus, the open configuration and the undo stack every
// edit of it goes through, the dirty indicator in the title, and the save/discard/cancel question
// before unsaved changes are lost.
//
// The live demo: an engine client (gui/client/engine_client.hpp; the embedded engine replays on a
// thread of its own) replays the demo workload, or an opened SWF log, under the open
// configuration. Play, Pause, Step and the speed are in the
// Simulation menu and toolbar; the simulated date and time and the queue counts are in the
// status bar. Each frame the session publishes goes to the visible panel at once and to the
// others when they are shown.

#include <QMainWindow>
#include <QString>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

#include "gui/app/close_prompt.hpp"
#include "gui/app/input_findings.hpp"
#include "gui/app/open_inputs_dialog.hpp"
#include "gui/app/session_summary.hpp"
#include "gui/client/view_frame.hpp"
#include "workload/walltime_estimate.hpp"

class QAction;
class QActionGroup;
class QComboBox;
class QLabel;
class QLineEdit;
class QToolBar;
class QListWidget;
class QMenu;
class QStackedWidget;
class QUndoStack;

namespace outrigger {
struct InputsResult;
struct SwfRunRequest;
struct Query;
struct QueryResult;
}  // namespace outrigger

namespace outrigger::gui {

class ElidedLabel;
class ImportSummary;
class IntroBanner;
class JobActions;
class JobSelection;

class ConfigModel;
class ConfigPanel;
class EngineClient;
class Language;
class ServiceConfig;
struct PanelEntry;

// Asked when an SWF log lacks requested times: the estimate rule, or nullopt to cancel.
using EstimatePrompt = std::function<std::optional<WalltimeEstimate>(QWidget* parent, std::int64_t missing)>;
// Asked when an SWF log's jobs request memory and its machine states none: the node memory in
// MB that makes those requests constrain placement, or nullopt to replay without them.
using NodeMemoryPrompt = std::function<std::optional<std::int64_t>(QWidget* parent, std::int64_t requests)>;
// Told that a session cannot start: "N errors: fix them to run." and the errors, one a line
// (file:line:column where there is one).
// Asked before Simulation > Restart discards a run under way: true to discard it.
using RestartPrompt = std::function<bool(QWidget* parent)>;
using ErrorNotice = std::function<void(QWidget* parent, const QString& summary, const QStringList& errors)>;

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
    // Runs one's own inputs (File > Open Inputs): the configuration, cluster file and workload of
    // `choice`, each left empty taken from the demo (the configuration: the one open now). The
    // choice is kept for restarts. False (with the findings shown) when they cannot run.
    bool open_inputs(const InputsChoice& choice);
    // The inputs the session runs on, as File > Open Inputs shows them.
    [[nodiscard]] InputsChoice inputs_choice() const;
    // Opens the Configuration panel at `line` of the open configuration (a finding's place).
    bool show_config_line(int line, int column = 0);
    // Config, workload and cluster that do not fit each other, found when the running session's
    // inputs were assembled (session/input_mismatches.hpp); shown at the start of such a session.
    [[nodiscard]] const std::vector<Diagnostic>& mismatches() const { return mismatches_; }
    // Shows mismatches() (View > Input Check).
    void show_mismatches();
    // The list of findings (start errors or mismatches) last shown, or null.
    [[nodiscard]] InputFindingsDialog* findings_dialog() const { return findings_; }
    // The import report of the last workload opened, or null.
    [[nodiscard]] ImportSummary* import_summary() const { return import_summary_; }
    // File > Connect to Service: the panels follow the outriggerd listening on the socket at
    // `path` (gui/client/remote_engine_client.hpp) instead of an embedded replay; the status bar
    // says how the connection stands, and a lost one is retried. The Configuration panel then
    // shows the service's configuration in force (asked once greeted; unsaved edits of the open
    // file are saved or discarded first, false when cancelled).
    bool connect_to_service(const QString& path);
    // The connection's sender of configuration edits (service_config.hpp); null in a local session.
    [[nodiscard]] ServiceConfig* service_config() const { return service_config_.get(); }
    // Connected to a service: sends the open configuration's changes to it, `answer` is told the
    // service's answer, and true. False in a local session, where the edits stay the open file's.
    bool apply_config_to_service(const std::function<void(bool ok, const QString& text)>& answer);
    // Rebuilds the session from its workload and the configuration as it is now.
    bool restart_session();
    // Starts a session over inputs already built (a message box when there are none). The job
    // selection is cleared: no job of the old session stays on show.
    bool start_session(InputsResult result);
    // Simulated time every new session replays before its first frame (from its first event), so
    // that it opens on a cluster at work; zero (the default) starts at the first event.
    void set_warm_up(Duration warm_up) { warm_up_ = warm_up; }
    // Wall time the last session's warm-up took, milliseconds.
    [[nodiscard]] double last_warm_up_ms() const { return last_warm_up_ms_; }
    // The first screen of `outrigger` without a file: the demo session warmed up by a simulated
    // day, on the Schedule, playing, with the "What you are looking at" explanation unless it was
    // dismissed before.
    bool start_first_screen();
    // The explanation of the running session above the panels (hidden when dismissed).
    [[nodiscard]] IntroBanner* intro() const { return intro_; }
    // The one job every panel points at.
    [[nodiscard]] JobSelection* selection() const { return selection_; }
    // The job search box of the toolbar: a job name (or id) and Return select it.
    [[nodiscard]] QLineEdit* job_search() const { return job_search_; }
    // Selects the job named `name` in the running session; false when there is none.
    bool find_job(const QString& name);
    void set_estimate_prompt(EstimatePrompt prompt) { estimate_prompt_ = std::move(prompt); }
    void set_node_memory_prompt(NodeMemoryPrompt prompt) { node_memory_prompt_ = std::move(prompt); }
    void set_error_notice(ErrorNotice notice) { error_notice_ = std::move(notice); }
    void set_restart_prompt(RestartPrompt prompt) { restart_prompt_ = std::move(prompt); }
    // Simulation > Restart: asks first when the run has got anywhere, then restart_session().
    bool ask_restart();
    // Why the last session could not start (empty when it did).
    [[nodiscard]] const QStringList& start_errors() const { return start_errors_; }
    // The running session's engine (null before the first session; a new one on every restart).
    [[nodiscard]] EngineClient* client() const { return client_.get(); }
    [[nodiscard]] QLabel* clock_label() const { return clock_label_; }
    // What the inputs of the running session deserve a word about: config warnings, the import
    // report, findings of the policies (standing reservations, throttling limits, FS files).
    [[nodiscard]] const QStringList& session_notes() const { return session_notes_; }
    // Shows session_notes() in a window of their own.
    void show_session_notes();
    // Shows the registered panel `id` ("config", "priority", "schedule"); false for no such panel.
    bool show_panel(QStringView id);
    // The registered panel `id`, or null.
    [[nodiscard]] QWidget* panel(QStringView id) const;
    // The registered panel of type Panel, or null: window.panel<PriorityPanel>().
    template <class Panel>
    [[nodiscard]] Panel* panel() const {
        for (const BuiltPanel& built : panels_)
            if (auto* found = qobject_cast<Panel*>(built.widget)) return found;
        return nullptr;
    }
    // Points the workbench at a job (selection()): panels that list jobs select it (job_focused)
    // and the running session's engine is asked for its checkjob report (checkjob_ready). The job
    // already selected has its checkjob asked for again (it changed). -1 clears the selection.
    void focus_job(qint64 job);
    // Wall time spent handling the last frame and the most over the session, milliseconds.
    [[nodiscard]] double last_frame_ms() const { return last_frame_ms_; }
    [[nodiscard]] double max_frame_ms() const { return max_frame_ms_; }

    // Saves to the current file (asks for a name when there is none, as for the demo).
    bool save();
    // Saves to `path` and makes it the current file.
    bool save_to(const QString& path);

    // How unsaved changes are decided; the default asks with a message box.
    void set_unsaved_prompt(UnsavedPrompt prompt) { prompt_ = std::move(prompt); }

    // The open configuration; every edit of it goes on undo_stack().
    [[nodiscard]] ConfigModel* config_model() const { return config_model_; }
    // The registered Configuration panel (its view and Modernize action serve the Edit menu).
    [[nodiscard]] ConfigPanel* config_panel() const;
    [[nodiscard]] QUndoStack* undo_stack() const { return undo_stack_; }
    [[nodiscard]] Language* language() const { return language_; }
    [[nodiscard]] QString current_file() const { return path_; }
    [[nodiscard]] QMenu* file_menu() const { return file_menu_; }
    // The Job menu's commands on the focused job.
    [[nodiscard]] JobActions* job_actions() const { return job_actions_; }

    // Asks about unsaved changes; true when it is fine to go on (saved, discarded or clean).
    bool maybe_save();

  signals:
    // The selection moved to `job` (-1: cleared).
    void job_focused(qint64 job);
    // The running session's checkjob text of `job` (-1 with an empty text: no job selected).
    void checkjob_ready(qint64 job, const QString& text);
    // The session became a service's (true: File > Connect to Service) or a local one (false).
    void service_session_changed(bool service);

  protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

  private:
    // A registered panel as built: its entry, its widget, and whether it missed frames while hidden.
    struct BuiltPanel {
        const PanelEntry* entry = nullptr;
        QWidget* widget = nullptr;
        bool stale = false;
    };

    void create_panels();
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
    void choose_inputs();
    void show_findings(const QString& title, const QString& summary, const QList<InputFinding>& findings);
    // The cluster the session runs on: its NODECFG text and the name messages give it; nullopt
    // (with the reason in start_errors_) when one's own cluster file cannot be read.
    std::optional<std::pair<std::string, std::string>> cluster_text();
    InputsResult build_inputs(SwfRunRequest* swf);
    void frame_arrived(const FramePtr& frame);
    // The service's configuration in force, shown and edited in place of the open file.
    void service_config_arrived(const QString& text, const QString& file);
    void report_arrived(quint64 request, const Query& query, const QueryResult& result);
    void refresh_panel(int i);
    void update_simulation_actions();
    void selection_changed(qint64 job);
    void ask_checkjob(qint64 job);
    void update_intro();

    QUndoStack* undo_stack_;
    ConfigModel* config_model_;
    Language* language_;
    QListWidget* navigation_;
    QStackedWidget* stack_;
    std::vector<BuiltPanel> panels_;  // in registry order, as navigation_ and stack_
    UnsavedPrompt prompt_;
    EstimatePrompt estimate_prompt_;
    NodeMemoryPrompt node_memory_prompt_;
    ErrorNotice error_notice_;
    RestartPrompt restart_prompt_;
    QStringList start_errors_;
    QStringList session_notes_;
    std::unique_ptr<EngineClient> client_;
    std::unique_ptr<ServiceConfig> service_config_;  // declared after client_: goes first
    JobActions* job_actions_;
    JobSelection* selection_;
    IntroBanner* intro_;
    std::optional<SessionFacts> session_facts_;
    Duration warm_up_ = Duration::zero();
    double last_warm_up_ms_ = 0;
    std::map<quint64, qint64> checkjobs_;  // checkjob requests in flight -> their JobId values
    // What the session replays: the generated demo workload, or an SWF log with its estimate rule.
    QString workload_path_;
    QString cluster_path_;  // one's own cluster file; empty: the demo's cluster
    std::vector<Diagnostic> mismatches_;
    QList<InputFinding> start_findings_;
    InputFindingsDialog* findings_ = nullptr;
    ImportSummary* import_summary_ = nullptr;
    WalltimeEstimate workload_estimate_;
    std::optional<std::int64_t> workload_node_memory_;
    FramePtr frame_;
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
    QAction* open_inputs_action_ = nullptr;
    QAction* input_check_action_ = nullptr;
    QAction* connect_service_action_ = nullptr;
    ElidedLabel* service_label_ = nullptr;  // the connection to a service, when the session is one
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
    QAction* intro_action_ = nullptr;
    QLineEdit* job_search_ = nullptr;
    QLabel* job_search_label_ = nullptr;
    QAction* language_note_action_ = nullptr;
    QActionGroup* language_group_ = nullptr;
};

}  // namespace outrigger::gui
