#include "gui/app/main_window.hpp"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDialog>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>
#include <array>

#include "config/catalogue.hpp"
#include "engine/query.hpp"
#include "gui/app/date_text.hpp"
#include "gui/app/elided_label.hpp"
#include "gui/app/import_summary.hpp"
#include "gui/app/intro_banner.hpp"
#include "gui/app/job_actions.hpp"
#include "gui/app/job_selection.hpp"
#include "gui/app/language.hpp"
#include "gui/app/panel_registry.hpp"
#include "gui/app/service_config.hpp"
#include "gui/client/embedded_engine_client.hpp"
#include "gui/client/processor_counts.hpp"
#include "gui/client/remote_engine_client.hpp"
#include "gui/config/config_model.hpp"
#include "gui/config/config_panel.hpp"
#include "gui/config/parameter_picker.hpp"
#include "gui/queue/checkjob_words.hpp"
#include "outrigger/version.hpp"
#include "protocol/socket_path.hpp"
#include "session/demo_site.hpp"
#include "session/run_inputs.hpp"

namespace outrigger::gui {

namespace {
constexpr auto kRecentKey = "files/recent";
constexpr int kMaxRecent = 8;
constexpr auto kGeometryKey = "window/geometry";
constexpr std::array<int, 5> kSpeeds = {1, 10, 100, 1000, 10000};
// The first screen plays at x1000: a job of an hour runs for under four seconds, so that starts,
// ends and backfill are seen at once, and the Gantt's few hours in view drift slowly enough to read.
constexpr int kFirstScreenSpeed = 1000;
// A cluster at work: the demo's first simulated day is replayed before the window shows.
constexpr Duration kFirstScreenWarmUp = Duration::days(1);
// At least this much of the screen when it has room: the Priority table's columns and the Gantt
// need it.
constexpr QSize kDefaultSize(1280, 800);

std::optional<std::int64_t> ask_node_memory(QWidget* parent, std::int64_t requests) {
    bool ok = false;
    const int mb = QInputDialog::getInt(
        parent, MainWindow::tr("Node memory"),
        MainWindow::tr("%n job(s) in this log request memory, but the log does not state the nodes' memory. "
                       "Node memory in MB (Cancel: memory does not constrain this replay):",
                       nullptr, static_cast<int>(requests)),
        65536, 1, 1 << 30, 1024, &ok);
    if (!ok) return std::nullopt;
    return mb;
}

std::optional<WalltimeEstimate> ask_estimate(QWidget* parent, std::int64_t missing) {
    const QStringList choices{MainWindow::tr("Each job's own run time"), MainWindow::tr("A fixed duration")};
    bool ok = false;
    const QString choice = QInputDialog::getItem(
        parent, MainWindow::tr("Walltime estimate"),
        MainWindow::tr("%n job(s) in this log give no requested time. Estimate it as:", nullptr,
                       static_cast<int>(missing)),
        choices, 0, false, &ok);
    if (!ok) return std::nullopt;
    if (choice == choices.front()) return WalltimeEstimate::run_time();
    const QString text = QInputDialog::getText(parent, MainWindow::tr("Walltime estimate"),
                                               MainWindow::tr("Duration ([[DD:]HH:]MM:SS):"),
                                               QLineEdit::Normal, QStringLiteral("01:00:00"), &ok);
    if (!ok) return std::nullopt;
    const auto e = parse_walltime_estimate(text.toStdString());
    if (!e || e->kind != WalltimeEstimate::Kind::Fixed) {
        QMessageBox::warning(parent, MainWindow::tr("Walltime estimate"),
                             MainWindow::tr("'%1' is not a duration greater than zero.").arg(text));
        return std::nullopt;
    }
    return e;
}

bool ask_discard_run(QWidget* parent) {
    return QMessageBox::question(parent, MainWindow::tr("Restart"),
                                 MainWindow::tr("Discard the run so far and start again with the open "
                                                "configuration?"),
                                 QMessageBox::Discard | QMessageBox::Cancel,
                                 QMessageBox::Cancel) == QMessageBox::Discard;
}

UnsavedChoice ask_with_message_box(QWidget* parent) {
    const auto answer = QMessageBox::warning(
        parent, MainWindow::tr("Unsaved changes"),
        MainWindow::tr("The configuration has unsaved changes. Save them before closing?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) return UnsavedChoice::Save;
    if (answer == QMessageBox::Discard) return UnsavedChoice::Discard;
    return UnsavedChoice::Cancel;
}
}  // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent),
      undo_stack_(new QUndoStack(this)),
      config_model_(new ConfigModel(this)),
      language_(new Language(this)),
      navigation_(new QListWidget(this)),
      stack_(new QStackedWidget(this)),
      prompt_(ask_with_message_box),
      estimate_prompt_(ask_estimate),
      node_memory_prompt_(ask_node_memory),
      error_notice_([this](QWidget*, const QString& summary, const QStringList&) {
          show_findings(tr("Cannot start the simulation"), summary, start_findings_);
      }),
      restart_prompt_(ask_discard_run),
      job_actions_(new JobActions(this)),
      selection_(new JobSelection(this)),
      intro_(new IntroBanner(this)) {
    setWindowIcon(QIcon(QStringLiteral(":/outrigger/icons/outrigger.png")));
    setObjectName(QStringLiteral("mainWindow"));
    config_model_->set_undo_stack(undo_stack_);

    connect(selection_, &JobSelection::changed, this, &MainWindow::selection_changed);
    create_panels();
    auto* central = new QWidget(this);
    auto* outer = new QVBoxLayout(central);
    intro_->hide();  // shown by the first screen
    outer->addWidget(intro_);
    auto* layout = new QHBoxLayout;
    layout->addWidget(navigation_);
    layout->addWidget(stack_, 1);
    outer->addLayout(layout, 1);
    setCentralWidget(central);

    create_actions();
    create_menus();
    connect(undo_stack_, &QUndoStack::cleanChanged, this, [this](bool clean) { setWindowModified(!clean); });
    clock_label_ = new QLabel(this);
    clock_label_->setObjectName(QStringLiteral("simulatedClock"));
    statusBar()->addPermanentWidget(clock_label_);
    update_simulation_actions();
    retranslate();
    // Where the user left it, else the default size within the screen's room.
    if (!restoreGeometry(QSettings().value(QLatin1String(kGeometryKey)).toByteArray())) {
        QSize size = kDefaultSize;
        if (const QScreen* screen = QGuiApplication::primaryScreen(); screen != nullptr)
            size = size.boundedTo(screen->availableGeometry().size());
        resize(size);
    }
}

MainWindow::~MainWindow() = default;

void MainWindow::create_panels() {
    navigation_->setObjectName(QStringLiteral("navigation"));
    navigation_->setMaximumWidth(180);
    for (const PanelEntry& entry : registered_panels()) {
        QWidget* widget = entry.create(*this, stack_);
        stack_->addWidget(widget);
        auto* item = new QListWidgetItem(navigation_);  // the title is set in retranslate()
        item->setData(Qt::UserRole, QLatin1String(entry.id));
        panels_.push_back(BuiltPanel{&entry, widget});
    }
    connect(navigation_, &QListWidget::currentRowChanged, this, [this](int i) {
        stack_->setCurrentIndex(i);
        refresh_panel(i);
    });
    navigation_->setCurrentRow(0);
}

void MainWindow::create_actions() {
    open_action_ = new QAction(this);
    open_action_->setShortcut(QKeySequence::Open);
    connect(open_action_, &QAction::triggered, this, &MainWindow::choose_open_file);

    open_demo_action_ = new QAction(this);
    connect(open_demo_action_, &QAction::triggered, this, [this] {
        if (!maybe_save()) return;
        open_demo();
        start_demo_session();
    });
    open_workload_action_ = new QAction(this);
    connect(open_workload_action_, &QAction::triggered, this, &MainWindow::choose_workload_file);
    open_inputs_action_ = new QAction(this);
    open_inputs_action_->setObjectName(QStringLiteral("openInputsAction"));
    open_inputs_action_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    connect(open_inputs_action_, &QAction::triggered, this, &MainWindow::choose_inputs);
    input_check_action_ = new QAction(this);
    input_check_action_->setObjectName(QStringLiteral("inputCheckAction"));
    input_check_action_->setEnabled(false);
    connect(input_check_action_, &QAction::triggered, this, &MainWindow::show_mismatches);
    connect_service_action_ = new QAction(this);
    connect_service_action_->setObjectName(QStringLiteral("connectService"));
    connect(connect_service_action_, &QAction::triggered, this, [this] {
        bool ok = false;
        const QString path = QInputDialog::getText(
            this, tr("Connect to Service"), tr("Socket of the outriggerd to follow:"), QLineEdit::Normal,
            QString::fromStdString(protocol::default_socket_place().path), &ok);
        if (ok && !path.trimmed().isEmpty()) connect_to_service(path.trimmed());
    });

    play_action_ = new QAction(this);
    play_action_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    connect(play_action_, &QAction::triggered, this, [this] {
        if (client_) client_->play();
    });
    pause_action_ = new QAction(this);
    pause_action_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    connect(pause_action_, &QAction::triggered, this, [this] {
        if (client_) client_->pause();
    });
    step_action_ = new QAction(this);
    step_action_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Period));
    connect(step_action_, &QAction::triggered, this, [this] {
        if (client_) client_->step();
    });
    restart_action_ = new QAction(this);
    connect(restart_action_, &QAction::triggered, this, &MainWindow::ask_restart);
    speed_ = new QComboBox(this);
    speed_->setObjectName(QStringLiteral("speed"));
    for (int v : kSpeeds) speed_->addItem(QStringLiteral("x%L1").arg(v), v);
    speed_->setCurrentIndex(2);
    connect(speed_, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (client_) client_->set_speed(speed_->itemData(i).toDouble());
    });
    speed_label_ = new QLabel(this);

    save_action_ = new QAction(this);
    save_action_->setShortcut(QKeySequence::Save);
    connect(save_action_, &QAction::triggered, this, &MainWindow::save);

    save_as_action_ = new QAction(this);
    save_as_action_->setShortcut(QKeySequence::SaveAs);
    connect(save_as_action_, &QAction::triggered, this, &MainWindow::choose_save_file);

    quit_action_ = new QAction(this);
    quit_action_->setShortcut(QKeySequence::Quit);
    connect(quit_action_, &QAction::triggered, this, &QWidget::close);

    // Own actions rather than QUndoStack::createUndoAction(): their texts ("Undo Set FSWEIGHT to
    // 200") must follow the application's translation.
    undo_action_ = new QAction(this);
    undo_action_->setShortcut(QKeySequence::Undo);
    undo_action_->setEnabled(false);
    connect(undo_action_, &QAction::triggered, undo_stack_, &QUndoStack::undo);
    connect(undo_stack_, &QUndoStack::canUndoChanged, undo_action_, &QAction::setEnabled);
    connect(undo_stack_, &QUndoStack::undoTextChanged, this, &MainWindow::update_undo_texts);
    redo_action_ = new QAction(this);
    redo_action_->setShortcut(QKeySequence::Redo);
    redo_action_->setEnabled(false);
    connect(redo_action_, &QAction::triggered, undo_stack_, &QUndoStack::redo);
    connect(undo_stack_, &QUndoStack::canRedoChanged, redo_action_, &QAction::setEnabled);
    connect(undo_stack_, &QUndoStack::redoTextChanged, this, &MainWindow::update_undo_texts);

    add_parameter_action_ = new QAction(this);
    add_parameter_action_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_N));
    connect(add_parameter_action_, &QAction::triggered, this, &MainWindow::add_parameter);

    intro_action_ = new QAction(this);
    intro_action_->setObjectName(QStringLiteral("introAction"));
    connect(intro_action_, &QAction::triggered, this, [this] {
        update_intro();
        intro_->reopen();
    });
    job_search_ = new QLineEdit(this);
    job_search_->setObjectName(QStringLiteral("jobSearch"));
    job_search_->setClearButtonEnabled(true);
    job_search_->setMaximumWidth(160);
    connect(job_search_, &QLineEdit::returnPressed, this, [this] {
        if (!find_job(job_search_->text().trimmed()))
            statusBar()->showMessage(tr("No job %1 in this session").arg(job_search_->text().trimmed()),
                                     5000);
    });
    job_search_label_ = new QLabel(this);

    session_notes_action_ = new QAction(this);
    session_notes_action_->setObjectName(QStringLiteral("sessionNotesAction"));
    session_notes_action_->setEnabled(false);
    connect(session_notes_action_, &QAction::triggered, this, &MainWindow::show_session_notes);

    about_action_ = new QAction(this);
    connect(about_action_, &QAction::triggered, this, [this] {
        QMessageBox::about(
            this, tr("About Outrigger"),
            tr("Outrigger %1\nA workbench for a Maui-style batch scheduler.").arg(QLatin1String(kVersion)));
    });

    language_group_ = new QActionGroup(this);
    language_group_->setExclusive(true);
    const QString stored = Language::stored_choice();
    QStringList codes{QString()};
    codes << Language::codes();
    for (const QString& code : codes) {
        auto* action = new QAction(language_group_);
        action->setCheckable(true);
        action->setData(code);
        action->setChecked(code == stored);
        connect(action, &QAction::triggered, this, [this, code] { language_->choose(code); });
    }
    language_note_action_ = new QAction(this);
    language_note_action_->setEnabled(false);
}

void MainWindow::create_menus() {
    file_menu_ = menuBar()->addMenu(QString());
    file_menu_->setObjectName(QStringLiteral("fileMenu"));
    file_menu_->addAction(open_action_);
    recent_menu_ = file_menu_->addMenu(QString());
    connect(recent_menu_, &QMenu::aboutToShow, this, &MainWindow::fill_recent_menu);
    file_menu_->addAction(open_demo_action_);
    file_menu_->addAction(open_workload_action_);
    file_menu_->addAction(open_inputs_action_);
    file_menu_->addAction(connect_service_action_);
    file_menu_->addSeparator();
    file_menu_->addAction(save_action_);
    file_menu_->addAction(save_as_action_);
    file_menu_->addSeparator();
    file_menu_->addAction(quit_action_);

    edit_menu_ = menuBar()->addMenu(QString());
    edit_menu_->setObjectName(QStringLiteral("editMenu"));
    edit_menu_->addAction(undo_action_);
    edit_menu_->addAction(redo_action_);
    edit_menu_->addSeparator();
    edit_menu_->addAction(add_parameter_action_);
    if (ConfigPanel* config = config_panel()) edit_menu_->addAction(config->modernize_action());

    view_menu_ = menuBar()->addMenu(QString());
    view_menu_->setObjectName(QStringLiteral("viewMenu"));
    language_menu_ = view_menu_->addMenu(QString());
    language_menu_->addActions(language_group_->actions());
    language_menu_->addSeparator();
    language_menu_->addAction(language_note_action_);
    view_menu_->addAction(session_notes_action_);
    view_menu_->addAction(input_check_action_);

    simulation_menu_ = menuBar()->addMenu(QString());
    simulation_menu_->setObjectName(QStringLiteral("simulationMenu"));
    simulation_menu_->addAction(play_action_);
    simulation_menu_->addAction(pause_action_);
    simulation_menu_->addAction(step_action_);
    simulation_menu_->addSeparator();
    simulation_menu_->addAction(restart_action_);
    simulation_bar_ = addToolBar(QString());
    simulation_bar_->setObjectName(QStringLiteral("simulationBar"));
    simulation_bar_->addAction(play_action_);
    simulation_bar_->addAction(pause_action_);
    simulation_bar_->addAction(step_action_);
    simulation_bar_->addSeparator();
    simulation_bar_->addWidget(speed_label_);
    simulation_bar_->addWidget(speed_);
    simulation_bar_->addSeparator();
    simulation_bar_->addWidget(job_search_label_);
    simulation_bar_->addWidget(job_search_);

    menuBar()->addMenu(job_actions_->menu());
    connect(this, &MainWindow::job_focused, job_actions_, &JobActions::focus);
    connect(job_actions_, &JobActions::job_changed, this, &MainWindow::focus_job);
    connect(job_actions_, &JobActions::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 5000); });

    help_menu_ = menuBar()->addMenu(QString());
    help_menu_->setObjectName(QStringLiteral("helpMenu"));
    help_menu_->addAction(intro_action_);
    help_menu_->addAction(about_action_);
}

void MainWindow::retranslate() {
    file_menu_->setTitle(tr("&File"));
    recent_menu_->setTitle(tr("Open &Recent"));
    edit_menu_->setTitle(tr("&Edit"));
    view_menu_->setTitle(tr("&View"));
    language_menu_->setTitle(tr("&Language"));
    help_menu_->setTitle(tr("&Help"));
    job_actions_->retranslate();
    open_action_->setText(tr("&Open Configuration..."));
    open_demo_action_->setText(tr("Open &Demo"));
    open_workload_action_->setText(tr("Open &Workload..."));
    open_inputs_action_->setText(tr("Open &Inputs..."));
    open_inputs_action_->setToolTip(
        tr("One's own configuration, cluster file and workload, chosen together"));
    input_check_action_->setText(tr("&Input Check"));
    connect_service_action_->setText(tr("&Connect to Service..."));
    simulation_menu_->setTitle(tr("&Simulation"));
    simulation_bar_->setWindowTitle(tr("Simulation"));
    play_action_->setText(tr("&Play"));
    pause_action_->setText(tr("P&ause"));
    step_action_->setText(tr("&Step One Iteration"));
    step_action_->setToolTip(tr("Step one scheduling iteration"));
    restart_action_->setText(tr("&Restart With the Open Configuration"));
    speed_label_->setText(tr("Speed:"));
    speed_->setToolTip(tr("Simulated seconds per second"));
    speed_->setAccessibleName(tr("Simulation speed"));
    save_action_->setText(tr("&Save"));
    save_as_action_->setText(tr("Save &As..."));
    quit_action_->setText(tr("&Quit"));
    add_parameter_action_->setText(tr("&Add Parameter..."));
    about_action_->setText(tr("&About Outrigger"));
    session_notes_action_->setText(tr("Session &Notes"));
    intro_action_->setText(tr("&What You Are Looking At"));
    job_search_label_->setText(tr("Job:"));
    job_search_->setPlaceholderText(tr("Find a job"));
    job_search_->setToolTip(tr("A job's name: Return selects it in every panel and shows its checkjob"));
    update_intro();
    update_undo_texts();
    language_note_action_->setText(tr("Changes apply immediately"));
    for (QAction* action : language_group_->actions()) {
        const QString code = action->data().toString();
        action->setText(code.isEmpty() ? tr("System") : Language::native_name(code));
    }
    for (std::size_t i = 0; i < panels_.size(); ++i)
        navigation_->item(static_cast<int>(i))->setText(tr(panels_[i].entry->title));
    if (frame_) frame_arrived(frame_);
    navigation_->setAccessibleName(tr("Panels"));
    // The panel names stay whole in every language (the list may not be squeezed below them).
    navigation_->setMinimumWidth(std::min(
        navigation_->maximumWidth(), navigation_->sizeHintForColumn(0) + 2 * navigation_->frameWidth() + 8));
    update_title();
}

void MainWindow::update_undo_texts() {
    const QString undo = undo_stack_->undoText();
    const QString redo = undo_stack_->redoText();
    undo_action_->setText(undo.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undo));
    redo_action_->setText(redo.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redo));
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::update_title() {
    const QString name = display_name_.isEmpty() ? tr("Untitled") : display_name_;
    // The workload the session replays is named too when it is one's own log.
    if (!workload_path_.isEmpty())
        setWindowTitle(tr("%1[*] replaying %2 - Outrigger").arg(name, QFileInfo(workload_path_).fileName()));
    else
        setWindowTitle(tr("%1[*] - Outrigger").arg(name));
}

void MainWindow::set_document_source(const QString& path, const QString& display_name) {
    path_ = path;
    display_name_ = display_name;
    undo_stack_->clear();
    undo_stack_->setClean();
    setWindowModified(false);
    update_title();
}

bool MainWindow::open_file(const QString& path) {
    if (!maybe_save()) return false;
    std::string error;
    auto doc = ConfigDocument::load(QFileInfo(path).absoluteFilePath().toStdString(), error);
    if (!doc) {
        QMessageBox::critical(this, tr("Cannot open"),
                              tr("Cannot open %1: %2").arg(path, QString::fromStdString(error)));
        return false;
    }
    config_model_->set_document(std::move(*doc));
    set_document_source(QFileInfo(path).absoluteFilePath(), QFileInfo(path).fileName());
    remember_recent(path_);
    statusBar()->showMessage(tr("Opened %1").arg(path_), 5000);
    // The simulation follows the configuration one opens (and a file that failed to run is
    // replaced by this one).
    if (client_ || !start_errors_.isEmpty()) restart_session();
    return true;
}

void MainWindow::open_demo() {
    config_model_->set_document(ConfigDocument::parse(demo_config_text(), "maui.cfg"));
    set_document_source(QString(), tr("Demo configuration"));
}

bool MainWindow::save() {
    if (path_.isEmpty()) return choose_save_file();
    return save_to(path_);
}

bool MainWindow::save_to(const QString& path) {
    std::string error;
    if (!config_model_->document().save(path.toStdString(), error)) {
        QMessageBox::critical(this, tr("Cannot save"),
                              tr("Cannot save %1: %2").arg(path, QString::fromStdString(error)));
        return false;
    }
    set_document_source(QFileInfo(path).absoluteFilePath(), QFileInfo(path).fileName());
    remember_recent(path_);
    statusBar()->showMessage(tr("Saved %1").arg(path_), 5000);
    return true;
}

void MainWindow::choose_open_file() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Configuration"), QFileInfo(path_).path(),
                                                      tr("Maui configuration (*.cfg);;All files (*)"));
    if (!path.isEmpty()) open_file(path);
}

bool MainWindow::choose_save_file() {
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Configuration"),
                                                      path_.isEmpty() ? QStringLiteral("maui.cfg") : path_,
                                                      tr("Maui configuration (*.cfg);;All files (*)"));
    return !path.isEmpty() && save_to(path);
}

void MainWindow::remember_recent(const QString& path) {
    QSettings settings;
    QStringList recent = settings.value(QLatin1String(kRecentKey)).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > kMaxRecent) recent.removeLast();
    settings.setValue(QLatin1String(kRecentKey), recent);
}

void MainWindow::fill_recent_menu() {
    recent_menu_->clear();
    const QStringList recent = QSettings().value(QLatin1String(kRecentKey)).toStringList();
    for (const QString& path : recent) {
        QAction* action = recent_menu_->addAction(QFileInfo(path).fileName());
        action->setToolTip(path);
        connect(action, &QAction::triggered, this, [this, path] { open_file(path); });
    }
    if (recent.isEmpty()) recent_menu_->addAction(tr("No recent files"))->setEnabled(false);
}

void MainWindow::add_parameter() {
    ParameterPicker picker(config_model_->document(), this);
    if (picker.exec() != QDialog::Accepted || picker.chosen().isEmpty()) return;
    const QString name = picker.chosen();
    bool ok = false;
    const ParameterInfo* info = find_parameter(name.toStdString());
    QString index;
    if (info && info->indexed) {
        index = QInputDialog::getText(this, tr("Add Parameter"), tr("Index of %1:").arg(name),
                                      QLineEdit::Normal, QString(), &ok);
        if (!ok || index.isEmpty()) return;
    }
    if (info && info->kind == ValueKind::Attributes) {
        const QString attr = QInputDialog::getText(this, tr("Add Parameter"), tr("Attribute (NAME=VALUE):"),
                                                   QLineEdit::Normal, QString(), &ok);
        const auto eq = attr.indexOf(QLatin1Char('='));
        if (!ok || eq <= 0) return;
        config_model_->edit_attribute(name, index, attr.left(eq).trimmed(), attr.mid(eq + 1).trimmed());
    } else {
        const QString fallback = info ? QString::fromUtf8(info->default_value.data(),
                                                          static_cast<qsizetype>(info->default_value.size()))
                                      : QString();
        const QString value = QInputDialog::getText(this, tr("Add Parameter"), tr("Value of %1:").arg(name),
                                                    QLineEdit::Normal, fallback, &ok);
        if (!ok || value.trimmed().isEmpty()) return;
        config_model_->edit_value(name, index, value.trimmed());
    }
    const QModelIndex added = config_model_->find(name, index);
    if (ConfigPanel* config = config_panel(); config && added.isValid())
        config->view()->setCurrentIndex(added);
}

bool MainWindow::maybe_save() {
    if (undo_stack_->isClean()) return true;
    switch (prompt_ ? prompt_(this) : UnsavedChoice::Cancel) {
        case UnsavedChoice::Save:
            return save();
        case UnsavedChoice::Discard:
            return true;
        case UnsavedChoice::Cancel:
            return false;
    }
    return false;
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (maybe_save()) {
        QSettings().setValue(QLatin1String(kGeometryKey), saveGeometry());
        undo_stack_->setClean();  // the choice is made: do not ask again while closing
        event->accept();
    } else {
        event->ignore();
    }
}

bool MainWindow::start_demo_session() {
    if (config_model_->document().entries().empty()) open_demo();
    workload_path_.clear();
    cluster_path_.clear();
    workload_estimate_ = WalltimeEstimate::none();
    update_title();
    return restart_session();
}

bool MainWindow::open_workload(const QString& path) {
    SwfRunRequest request;
    request.swf = path.toStdString();
    InputsResult result = build_inputs(&request);
    if (result.missing_walltimes > 0) {
        // Records without a requested time need a rule before they can be replayed.
        const auto chosen =
            estimate_prompt_ ? estimate_prompt_(this, result.missing_walltimes) : std::nullopt;
        if (!chosen) return false;
        request.estimate = *chosen;
        result = build_inputs(&request);
    }
    if (result.inputs && result.unconstrained_memory_requests > 0 && node_memory_prompt_) {
        if (const auto mb = node_memory_prompt_(this, result.unconstrained_memory_requests)) {
            request.node_memory_mb = *mb;
            result = build_inputs(&request);
        }
    }
    if (!result.inputs) {
        QStringList lines;
        for (const auto& e : result.errors) lines << QString::fromStdString(e);
        QMessageBox::critical(this, tr("Cannot open workload"), lines.join(QLatin1Char('\n')));
        return false;
    }
    workload_path_ = path;
    workload_estimate_ = request.estimate;
    workload_node_memory_ = request.node_memory_mb;
    update_title();
    std::optional<ImportReport> report = result.import_report;
    if (!start_session(std::move(result))) return false;
    // What the import read, kept and left out is the first thing to know about one's own log.
    if (report) {
        if (import_summary_ == nullptr) import_summary_ = new ImportSummary(this);
        import_summary_->set_report(QFileInfo(path).fileName(), *report);
        import_summary_->show();
        import_summary_->raise();
    }
    return true;
}

std::optional<std::pair<std::string, std::string>> MainWindow::cluster_text() {
    if (cluster_path_.isEmpty())
        return std::make_pair(std::string(demo_cluster_text()), std::string("cluster.cfg"));
    QFile file(cluster_path_);
    if (!file.open(QIODevice::ReadOnly)) {
        start_errors_ =
            QStringList{tr("Cannot read the cluster file %1: %2").arg(cluster_path_, file.errorString())};
        return std::nullopt;
    }
    return std::make_pair(file.readAll().toStdString(), cluster_path_.toStdString());
}

InputsResult MainWindow::build_inputs(SwfRunRequest* swf) {
    const std::string config = config_model_->document().text();
    const std::string config_name = path_.isEmpty() ? std::string("maui.cfg") : path_.toStdString();
    const auto cluster = cluster_text();
    if (!cluster) {
        InputsResult failed;
        for (const QString& e : start_errors_) failed.errors.push_back(e.toStdString());
        return failed;
    }
    if (swf == nullptr) {
        if (cluster_path_.isEmpty())
            return generated_run_inputs(ConfigText{config, config_name}, cluster->first,
                                        demo_generator_params());
        return demo_workload_run_inputs(ConfigText{config, config_name}, cluster->first, cluster->second);
    }
    swf->cluster = cluster->first;
    swf->cluster_name = cluster->second;
    // One's own cluster file is the machine even when the log's header describes one.
    swf->cluster_over_header = !cluster_path_.isEmpty();
    return swf_run_inputs(*swf, ConfigText{config, config_name});
}

bool MainWindow::open_inputs(const InputsChoice& choice) {
    if (!choice.config.isEmpty() && QFileInfo(choice.config).absoluteFilePath() != path_) {
        if (!maybe_save()) return false;
        std::string error;
        auto doc = ConfigDocument::load(QFileInfo(choice.config).absoluteFilePath().toStdString(), error);
        if (!doc) {
            QMessageBox::critical(this, tr("Cannot open"),
                                  tr("Cannot open %1: %2").arg(choice.config, QString::fromStdString(error)));
            return false;
        }
        config_model_->set_document(std::move(*doc));
        set_document_source(QFileInfo(choice.config).absoluteFilePath(), QFileInfo(choice.config).fileName());
        remember_recent(path_);
    }
    cluster_path_ = choice.cluster.isEmpty() ? QString() : QFileInfo(choice.cluster).absoluteFilePath();
    if (!choice.workload.isEmpty()) return open_workload(choice.workload);
    workload_path_.clear();
    workload_estimate_ = WalltimeEstimate::none();
    workload_node_memory_.reset();
    update_title();
    return restart_session();
}

InputsChoice MainWindow::inputs_choice() const {
    return InputsChoice{path_, cluster_path_, workload_path_};
}

void MainWindow::choose_inputs() {
    OpenInputsDialog dialog(inputs_choice(), this);
    if (dialog.exec() == QDialog::Accepted) open_inputs(dialog.choice());
}

bool MainWindow::show_config_line(int line, int column) {
    ConfigPanel* config = config_panel();
    if (config == nullptr || !show_panel(u"config")) return false;
    activateWindow();
    return config->show_line(line, column);
}

void MainWindow::show_findings(const QString& title, const QString& summary,
                               const QList<InputFinding>& findings) {
    if (findings_ == nullptr) {
        findings_ = new InputFindingsDialog(this);
        connect(findings_, &InputFindingsDialog::line_chosen, this,
                [this](int line, int column) { show_config_line(line, column); });
    }
    findings_->set_findings(title, summary, findings);
    findings_->show();
    findings_->raise();
}

void MainWindow::show_mismatches() {
    const std::string config_name = path_.isEmpty() ? std::string("maui.cfg") : path_.toStdString();
    show_findings(
        tr("Input check"),
        mismatches_.empty()
            ? tr("Configuration, cluster and workload fit each other.")
            : tr("Configuration, cluster and workload do not fit each other everywhere (findings: %L1).")
                  .arg(static_cast<qint64>(mismatches_.size())),
        findings_of(mismatches_, config_name));
}

bool MainWindow::restart_session() {
    if (workload_path_.isEmpty()) return start_session(build_inputs(nullptr));
    SwfRunRequest request;
    request.swf = workload_path_.toStdString();
    request.estimate = workload_estimate_;
    request.node_memory_mb = workload_node_memory_;
    return start_session(build_inputs(&request));
}

bool MainWindow::ask_restart() {
    // A run that has scheduled anything is work the user may want to keep looking at.
    const bool under_way = frame_ && frame_->view->iterations > 0;
    if (under_way && restart_prompt_ && !restart_prompt_(this)) return false;
    return restart_session();
}

bool MainWindow::start_session(InputsResult result) {
    if (!result.inputs) {
        QStringList lines;
        for (const auto& e : result.errors) lines << QString::fromStdString(e);
        start_errors_ = lines;
        start_findings_ =
            error_findings(result, path_.isEmpty() ? std::string("maui.cfg") : path_.toStdString());
        // Say how many there are and that they stand between the user and a run, then list them.
        const QString summary =
            lines.size() == 1 ? tr("1 error: fix it to run.")
                              : tr("%L1 errors: fix them to run.").arg(static_cast<qint64>(lines.size()));
        statusBar()->showMessage(summary);
        if (error_notice_) error_notice_(this, summary, lines);
        return false;
    }
    if (!start_errors_.isEmpty()) statusBar()->clearMessage();  // the errors are fixed
    start_errors_.clear();
    if (service_label_ != nullptr) service_label_->hide();
    const bool was_service = service_config_ != nullptr;
    service_config_.reset();
    client_.reset();
    frame_.reset();
    checkjobs_.clear();
    selection_->clear();
    session_facts_ = session_facts(*result.inputs);
    mismatches_ = std::move(result.mismatches);
    input_check_action_->setEnabled(true);
    update_intro();
    auto client = std::make_unique<EmbeddedEngineClient>(std::move(*result.inputs), warm_up_);
    last_warm_up_ms_ = client->warm_up_ms();
    session_notes_.clear();
    for (const std::string& n : result.notes) session_notes_ << QString::fromStdString(n).trimmed();
    session_notes_ << client->notes();
    session_notes_action_->setEnabled(!session_notes_.isEmpty());
    if (!session_notes_.isEmpty())
        statusBar()->showMessage(tr("%n note(s) on these inputs: View > Session Notes", nullptr,
                                    static_cast<int>(session_notes_.size())),
                                 15000);
    // Inputs that do not fit each other are said before the run gets anywhere.
    if (!mismatches_.empty()) {
        show_mismatches();
        statusBar()->showMessage(tr("Findings on how the inputs fit each other: %L1 (View > Input Check)")
                                     .arg(static_cast<qint64>(mismatches_.size())),
                                 15000);
    } else if (findings_ != nullptr && findings_->isVisible()) {
        findings_->hide();  // what it listed is gone with the old inputs
    }
    client_ = std::move(client);
    client_->set_speed(speed_->currentData().toDouble());
    connect(client_.get(), &EngineClient::frame_changed, this, &MainWindow::frame_arrived);
    connect(client_.get(), &EngineClient::playing_changed, this, &MainWindow::update_simulation_actions);
    connect(client_.get(), &EngineClient::report_ready, this, &MainWindow::report_arrived);
    job_actions_->attach(client_.get());
    max_frame_ms_ = 0;
    update_simulation_actions();
    if (was_service) emit service_session_changed(false);
    return true;
}

bool MainWindow::connect_to_service(const QString& path) {
    // The Configuration panel is to show the service's configuration: the open one's edits are
    // saved or discarded first.
    if (!maybe_save()) return false;
    service_config_.reset();
    client_.reset();
    frame_.reset();
    checkjobs_.clear();
    selection_->clear();
    session_notes_.clear();
    session_notes_action_->setEnabled(false);
    auto client = std::make_unique<RemoteEngineClient>(path);
    RemoteEngineClient* remote = client.get();
    if (service_label_ == nullptr) {
        // It gives way to the clock and counts beside it when the window is narrow, down to a few
        // words.
        service_label_ = new ElidedLabel(this);
        service_label_->setObjectName(QStringLiteral("serviceStatus"));
        statusBar()->addPermanentWidget(service_label_, 1);
    }
    const auto show_connection = [this, remote](bool connected) {
        // In words, not by colour: connected or not, and to what.
        // The whole text is the label's tooltip, for when the status bar is too narrow to show it.
        if (connected) {
            QStringList briefs;
            for (const QString& brief : remote->connection_briefs()) briefs << tr("Service: %1").arg(brief);
            service_label_->set_texts(tr("Service: %1").arg(remote->connection_text()), briefs);
        } else {
            service_label_->set_texts(tr("Service not connected: %1").arg(remote->connection_text()),
                                      {tr("Service not connected")});
        }
    };
    show_connection(false);
    service_label_->show();
    connect(remote, &RemoteEngineClient::connection_changed, this, show_connection);
    connect(remote, &RemoteEngineClient::service_message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 10000); });
    client_ = std::move(client);
    connect(client_.get(), &EngineClient::frame_changed, this, &MainWindow::frame_arrived);
    connect(client_.get(), &EngineClient::playing_changed, this, &MainWindow::update_simulation_actions);
    connect(client_.get(), &EngineClient::report_ready, this, &MainWindow::report_arrived);
    job_actions_->attach(client_.get());
    // The open configuration as it is now is the starting point: what is edited from here on goes
    // to the service when applied.
    service_config_ = std::make_unique<ServiceConfig>(client_.get(), config_model_);
    connect(service_config_.get(), &ServiceConfig::answered, this,
            [this](bool, const QString& text) { statusBar()->showMessage(text, 15000); });
    // Once greeted, the service's configuration in force replaces the open file in the panel.
    connect(remote, &RemoteEngineClient::connection_changed, service_config_.get(),
            [config = service_config_.get()](bool connected) {
                if (connected) config->fetch();
            });
    connect(service_config_.get(), &ServiceConfig::arrived, this, &MainWindow::service_config_arrived);
    connect(service_config_.get(), &ServiceConfig::unavailable, this, [this, remote](const QString& why) {
        if (ConfigPanel* panel = config_panel())
            panel->show_source(tr("The service at %1 did not show its configuration (%2). Shown is the open "
                                  "file; Apply to Service sends the edits made since connecting.")
                                   .arg(remote->path(), why));
    });
    if (ConfigPanel* panel = config_panel())
        panel->show_source(tr("Reading the configuration in force from the service at %1...").arg(path));
    max_frame_ms_ = 0;
    update_simulation_actions();
    emit service_session_changed(true);
    return true;
}

void MainWindow::service_config_arrived(const QString& text, const QString& file) {
    const QString name = QFileInfo(file).fileName();
    config_model_->set_document(ConfigDocument::parse(text.toStdString(), file.toStdString()));
    // Not a local file: Save asks where to keep a copy.
    set_document_source(QString(), tr("%1 in force in the service").arg(name));
    const auto* remote = qobject_cast<const RemoteEngineClient*>(client_.get());
    if (ConfigPanel* panel = config_panel())
        panel->show_source(tr("The service's configuration in force: %1 of the service at %2. Edits go to "
                              "the service with Apply to Service.")
                               .arg(file, remote != nullptr ? remote->path() : QString()));
}

bool MainWindow::apply_config_to_service(const std::function<void(bool ok, const QString& text)>& answer) {
    if (!service_config_) return false;
    service_config_->apply(answer);
    return true;
}

void MainWindow::show_session_notes() {
    auto* dialog = findChild<QDialog*>(QStringLiteral("sessionNotes"));
    if (dialog == nullptr) {
        dialog = new QDialog(this);
        dialog->setObjectName(QStringLiteral("sessionNotes"));
        auto* layout = new QVBoxLayout(dialog);
        auto* text = new QPlainTextEdit(dialog);
        text->setObjectName(QStringLiteral("sessionNotesText"));
        text->setReadOnly(true);
        text->setLineWrapMode(QPlainTextEdit::NoWrap);
        layout->addWidget(text);
        dialog->resize(760, 420);
    }
    dialog->setWindowTitle(tr("Notes on the session's inputs"));
    dialog->findChild<QPlainTextEdit*>(QStringLiteral("sessionNotesText"))
        ->setPlainText(session_notes_.join(QStringLiteral("\n\n")));
    dialog->show();
    dialog->raise();
}

void MainWindow::frame_arrived(const FramePtr& frame) {
    QElapsedTimer timer;
    timer.start();
    frame_ = frame;
    if (!frame_) return;
    for (BuiltPanel& built : panels_) built.stale = true;
    refresh_panel(stack_->currentIndex());
    job_actions_->refresh();
    const JobCounts jobs = JobCounts::of(*frame_->view);
    clock_label_->setText(tr("%1  |  %L2 running, %L3 idle, %L4 blocked, %L5 done  |  %6  |  iteration %7")
                              .arg(date_text(frame_->statics().calendar, frame_->at))
                              .arg(jobs.running)
                              .arg(jobs.idle)
                              .arg(jobs.blocked)
                              .arg(jobs.done)
                              .arg(ProcessorCountsText::of(ProcessorCounts::of(*frame_->view)))
                              .arg(frame_->view->iterations));
    clock_label_->setToolTip(ProcessorCountsText::explanation());
    if (frame_->finished) update_simulation_actions();
    last_frame_ms_ = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    max_frame_ms_ = std::max(max_frame_ms_, last_frame_ms_);
}

void MainWindow::refresh_panel(int i) {
    if (!frame_ || i < 0 || static_cast<std::size_t>(i) >= panels_.size()) return;
    BuiltPanel& built = panels_[static_cast<std::size_t>(i)];
    if (!built.stale || built.entry->show_frame == nullptr) return;
    built.stale = false;
    built.entry->show_frame(built.widget, frame_);
}

bool MainWindow::show_panel(QStringView id) {
    for (std::size_t i = 0; i < panels_.size(); ++i) {
        if (id != QLatin1String(panels_[i].entry->id)) continue;
        navigation_->setCurrentRow(static_cast<int>(i));
        return true;
    }
    return false;
}

QWidget* MainWindow::panel(QStringView id) const {
    for (const BuiltPanel& built : panels_)
        if (id == QLatin1String(built.entry->id)) return built.widget;
    return nullptr;
}

ConfigPanel* MainWindow::config_panel() const {
    return panel<ConfigPanel>();
}

bool MainWindow::start_first_screen() {
    open_demo();
    const Duration before = warm_up_;
    warm_up_ = kFirstScreenWarmUp;
    const bool started = start_demo_session();
    warm_up_ = before;
    if (!started) return false;
    show_panel(u"schedule");
    for (int i = 0; i < speed_->count(); ++i)
        if (speed_->itemData(i).toInt() == kFirstScreenSpeed) speed_->setCurrentIndex(i);
    client_->play();
    intro_->setVisible(!IntroBanner::dismissed());
    return true;
}

void MainWindow::update_intro() {
    if (session_facts_) intro_->set_text(SessionSummary::describe(*session_facts_));
}

bool MainWindow::find_job(const QString& name) {
    if (!frame_ || name.isEmpty()) return false;
    const std::string wanted = name.toStdString();
    const ViewJobs& jobs = *frame_->view->jobs;
    for (const Job& job : jobs)
        if (job.name == wanted) {
            focus_job(static_cast<qint64>(job.id.value()));
            return true;
        }
    return false;
}

void MainWindow::focus_job(qint64 job) {
    if (job >= 0 && job == selection_->job())
        ask_checkjob(job);  // the same job again: what is shown of it is out of date
    else
        selection_->select(job);
}

void MainWindow::selection_changed(qint64 job) {
    emit job_focused(job);
    ask_checkjob(job);
}

void MainWindow::ask_checkjob(qint64 job) {
    if (job < 0) {
        emit checkjob_ready(-1, QString());
        return;
    }
    const JobId id(static_cast<JobId::Rep>(job));
    if (!client_) return;
    if (!frame_ || !frame_->has_job(id)) {
        emit checkjob_ready(job, QString());  // no such job
        return;
    }
    // Reports name jobs by name (the engine's ids stay inside it).
    // As data: the workbench words it in the chosen language (gui/queue/checkjob_words.hpp).
    checkjobs_[client_->query(Query{QueryKind::Checkjob, frame_->job(id).name}, ReportFormat::Json)] = job;
}

void MainWindow::report_arrived(quint64 request, const Query&, const QueryResult& result) {
    const auto it = checkjobs_.find(request);
    if (it == checkjobs_.end()) return;
    const qint64 job = it->second;
    checkjobs_.erase(it);
    QString text;
    if (result.report && result.report->format == ReportFormat::Json && frame_ &&
        frame_->has_job(JobId(static_cast<JobId::Rep>(job))))
        text = CheckjobWords::of(result.report->json, *frame_, JobId(static_cast<JobId::Rep>(job)));
    else if (result.report)
        text = QString::fromStdString(result.report->text);
    emit checkjob_ready(job, text);
}

void MainWindow::update_simulation_actions() {
    const bool have = client_ != nullptr;
    const bool playing = have && client_->playing();
    const bool finished = frame_ && frame_->finished;
    play_action_->setEnabled(have && !playing && !finished);
    pause_action_->setEnabled(playing);
    step_action_->setEnabled(have && !finished);
    restart_action_->setEnabled(have);
}

void MainWindow::choose_workload_file() {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Workload"), QString(), tr("Standard Workload Format (*.swf *.swf.gz);;All files (*)"));
    if (!path.isEmpty()) open_workload(path);
}

}  // namespace outrigger::gui
