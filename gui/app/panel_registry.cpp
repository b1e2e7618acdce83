#include "gui/app/panel_registry.hpp"

#include <QFile>
#include <QFileInfo>
#include <QModelIndex>
#include <QTableView>
#include <QUndoStack>
#include <QtGlobal>
#include <array>

#include "gui/app/job_context_menu.hpp"
#include "gui/app/job_selection.hpp"
#include "gui/app/main_window.hpp"
#include "gui/config/config_model.hpp"
#include "gui/config/config_panel.hpp"
#include "gui/fairshare/fairshare_panel.hpp"
#include "gui/priority/priority_model.hpp"
#include "gui/priority/priority_panel.hpp"
#include "gui/queue/queue_model.hpp"
#include "gui/queue/queue_panel.hpp"
#include "gui/schedule/schedule_panel.hpp"
#include "gui/standing/standing_panel.hpp"
#include "gui/throttle/throttle_panel.hpp"
#include "gui/whatif/whatif_panel.hpp"
#include "gui/whatif/whatif_setup.hpp"
#include "session/demo_site.hpp"

namespace outrigger::gui {

namespace {

// Connected to a service, a panel's configuration edits also go to it (MainWindow::apply_config_to_service).
ServiceApply service_apply(MainWindow& window) {
    return [&window](const ServiceAnswer& answer) { return window.apply_config_to_service(answer); };
}

QWidget* create_config(MainWindow& window, QWidget* parent) {
    auto* panel = new ConfigPanel(window.config_model(), window.undo_stack(), parent);
    panel->set_service_apply(service_apply(window));
    panel->set_service_session(window.service_config() != nullptr);
    QObject::connect(&window, &MainWindow::service_session_changed, panel, &ConfigPanel::set_service_session);
    return panel;
}

QWidget* create_priority(MainWindow& window, QWidget* parent) {
    auto* panel = new PriorityPanel(parent);
    // "Apply to config" writes into the open configuration, one step on the window's stack.
    panel->set_config_model(window.config_model(), window.undo_stack());
    panel->set_service_apply(service_apply(window));
    QObject::connect(&window, &MainWindow::job_focused, panel,
                     [panel](qint64 job) { panel->select_job(JobId(static_cast<JobId::Rep>(job))); });
    // A row chosen in the table is the workbench's selection.
    QObject::connect(panel, &PriorityPanel::job_selected, window.selection(), &JobSelection::select);
    attach_job_menu(panel->table(), window, [panel](const QModelIndex& index) -> qint64 {
        const JobId job = panel->model()->job_at(index.row());
        return job.valid() ? static_cast<qint64>(job.value()) : -1;
    });
    return panel;
}

QWidget* create_schedule(MainWindow& window, QWidget* parent) {
    auto* panel = new SchedulePanel(parent);
    // Reservations are planned against the running session's engine; making one is a step on the
    // window's undo stack.
    panel->set_client_source([&window] { return window.client(); });
    panel->set_undo_stack(window.undo_stack());
    // A click on a bar points the workbench at the job; its checkjob comes back to the panel.
    QObject::connect(panel, &SchedulePanel::checkjob_requested, &window, &MainWindow::focus_job);
    QObject::connect(&window, &MainWindow::checkjob_ready, panel, &SchedulePanel::show_checkjob);
    // A job pointed at elsewhere is selected in the Gantt too.
    QObject::connect(&window, &MainWindow::job_focused, panel,
                     [panel](qint64 job) { panel->select_job(JobId(static_cast<JobId::Rep>(job))); });
    return panel;
}

QWidget* create_queue(MainWindow& window, QWidget* parent) {
    auto* panel = new QueuePanel(parent);
    QObject::connect(panel, &QueuePanel::job_selected, window.selection(), &JobSelection::select);
    QObject::connect(&window, &MainWindow::job_focused, panel,
                     [panel](qint64 job) { panel->select_job(JobId(static_cast<JobId::Rep>(job))); });
    QObject::connect(&window, &MainWindow::checkjob_ready, panel, &QueuePanel::show_checkjob);
    for (QTableView* table : {panel->eligible_table(), panel->blocked_table()})
        attach_job_menu(table, window, [table](const QModelIndex& index) -> qint64 {
            const JobId job = static_cast<const QueueModel*>(table->model())->job_at(index.row());
            return job.valid() ? static_cast<qint64>(job.value()) : -1;
        });
    return panel;
}

QWidget* create_standing(MainWindow& window, QWidget* parent) {
    auto* panel = new StandingPanel(window.config_model(), window.undo_stack(), parent);
    // Its edits go to the session running when they are made (a restart makes a new client).
    panel->set_client_source([&window] { return window.client(); });
    panel->set_service_apply(service_apply(window));
    return panel;
}

QWidget* create_fairshare(MainWindow& window, QWidget* parent) {
    auto* panel = new FairsharePanel(parent);
    // The session's engine answers its diagnose -f questions; a restart brings a new one.
    panel->set_client_source([&window] { return window.client(); });
    // The workbench's job is the one "after this job" projects.
    QObject::connect(window.selection(), &JobSelection::changed, panel,
                     [panel](qint64 job) { panel->set_after_job_id(job); });
    return panel;
}

QWidget* create_throttle(MainWindow& window, QWidget* parent) {
    auto* panel = new ThrottlePanel(parent);
    panel->set_client_source([&window] { return window.client(); });
    // A blocked job chosen in the panel is the workbench's selection.
    QObject::connect(panel, &ThrottlePanel::job_chosen, &window,
                     [&window](const QString& name) { window.find_job(name); });
    return panel;
}

// What-if's A: the open configuration as last opened or saved. Edits not yet saved are what a
// user sends to B ("Send to What-if B"), so that the comparison answers "what would they change".
whatif::ConfigSource saved_config(const MainWindow& window) {
    const QString path = window.current_file();
    const QString name = path.isEmpty() ? MainWindow::tr("demo maui.cfg") : QFileInfo(path).fileName();
    if (window.undo_stack()->isClean()) return {name, window.config_model()->document().text()};
    if (path.isEmpty()) return {name, std::string(demo_config_text())};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {name, window.config_model()->document().text()};
    return {name, file.readAll().toStdString()};
}

QWidget* create_whatif(MainWindow& window, QWidget* parent) {
    auto* panel = new whatif::WhatIfPanel(parent);
    whatif::WhatIfSetup* setup = panel->setup();
    setup->set_open_config([&window] { return saved_config(window); });
    // The machine the session runs on: one's own cluster file, else each workload's default.
    setup->set_cluster([&window]() -> std::optional<std::pair<std::string, std::string>> {
        const QString path = window.inputs_choice().cluster;
        if (path.isEmpty()) return std::nullopt;
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) return std::nullopt;
        return std::make_pair(file.readAll().toStdString(), path.toStdString());
    });
    // "Send to What-if B" in the Configuration and Priority panels (built before this one).
    const auto receive = [&window, setup](const QString& text, const QString& name) {
        setup->set_b_text(text, name);
        window.show_panel(u"whatif");
    };
    if (auto* config = window.panel<ConfigPanel>())
        QObject::connect(config, &ConfigPanel::send_to_whatif_b, panel, [receive](const QString& text) {
            receive(text, MainWindow::tr("the open configuration as edited"));
        });
    if (auto* priority = window.panel<PriorityPanel>())
        QObject::connect(priority, &PriorityPanel::send_to_whatif_b, panel, [receive](const QString& text) {
            receive(text, MainWindow::tr("the open configuration with the proposed weights"));
        });
    return panel;
}

// One entry per panel, in navigation order.
constexpr std::array kPanels{
    PanelEntry{"config", QT_TRANSLATE_NOOP("outrigger::gui::MainWindow", "Configuration"), create_config},
    PanelEntry{"priority", QT_TRANSLATE_NOOP("outrigger::gui::MainWindow", "Priority"), create_priority,
               show_frame_on<PriorityPanel>},
    PanelEntry{"schedule", QT_TRANSLATE_NOOP("outrigger::gui::MainWindow", "Schedule"), create_schedule,
               show_frame_on<SchedulePanel>},
    PanelEntry{"queue", QT_TRANSLATE_NOOP("outrigger::gui::MainWindow", "Queue"), create_queue,
               show_frame_on<QueuePanel>},
    PanelEntry{"fairshare", QT_TRANSLATE_NOOP("outrigger::gui::MainWindow", "Fairshare"), create_fairshare,
               show_frame_on<FairsharePanel>},
    PanelEntry{"throttling", QT_TRANSLATE_NOOP("outrigger::gui::MainWindow", "Throttling"), create_throttle,
               show_frame_on<ThrottlePanel>},
    PanelEntry{"standing", QT_TRANSLATE_NOOP("outrigger::gui::MainWindow", "Standing reservations"),
               create_standing, show_frame_on<StandingPanel>},
    PanelEntry{"whatif", QT_TRANSLATE_NOOP("outrigger::gui::MainWindow", "What-if"), create_whatif},
};

}  // namespace

std::span<const PanelEntry> registered_panels() {
    return kPanels;
}

}  // namespace outrigger::gui
