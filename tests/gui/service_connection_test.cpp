// The workbench connected to a real outriggerd (File > Connect to Service): the panels follow the
// service's views, commands go through it and its answers come back, a lost service is shown and
// the connection comes back by itself when the service does, and a resource manager the service
// cannot reach is shown in the status bar.

#include <grp.h>
#include <gtest/gtest.h>
#include <pwd.h>

#include <QAction>
#include <QApplication>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>
#include <QTreeView>
#include <cstdlib>

#include "../core/service/service_harness.hpp"
#include "gui/app/elided_label.hpp"
#include "gui/app/job_actions.hpp"
#include "gui/app/main_window.hpp"
#include "gui/app/service_config.hpp"
#include "gui/client/remote_engine_client.hpp"
#include "gui/config/config_model.hpp"
#include "gui/config/config_panel.hpp"
#include "gui/priority/priority_panel.hpp"
#include "gui/schedule/gantt_view.hpp"
#include "gui/schedule/impact_pane.hpp"
#include "gui/schedule/schedule_panel.hpp"
#include "qt_app.hpp"
#include "screenshot.hpp"

namespace outrigger::gui {
namespace {

namespace fs = std::filesystem;
using outrigger::testing::Daemon;
using outrigger::testing::TempDir;
using outrigger::testing::test_site_args;
using outrigger::testing::wait_until;

QString status_text(const MainWindow& w) {
    const auto* label = w.findChild<QLabel*>(QStringLiteral("serviceStatus"));
    return label != nullptr ? label->text() : QString();
}

// A report straight from the service (as orctl asks it), beside the window: what the service has.
std::string service_report(const fs::path& socket, const std::string& kind) {
    outrigger::testing::RawClient c;
    if (!c.connect(socket) || c.hello().value("ok", false) != true) return "(no connection)";
    const auto r =
        c.call({{"id", 1}, {"type", "query"}, {"query", {{"schema", "outrigger.query/1"}, {"kind", kind}}}});
    return r.value("ok", false) ? r["result"].value("text", std::string()) : r.dump();
}

// Waits for the window to be greeted by the service, to show its first view and to have the
// service's configuration in force in the Configuration panel (an administrator's connection).
bool connected(MainWindow& w) {
    return wait_until(
        [&] {
            return w.client()->frame() != nullptr && status_text(w).startsWith(QStringLiteral("Service: ")) &&
                   w.service_config() != nullptr && w.service_config()->fetched();
        },
        10000);
}

// The open configuration's value cell of `parameter`, as the Configuration panel's tree shows it.
QModelIndex value_cell(MainWindow& w, const char* parameter) {
    return w.config_model()->find(QString::fromLatin1(parameter)).siblingAtColumn(ConfigModel::ValueColumn);
}

// A subcomponent weight the test site's maui.cfg does not write.
constexpr WeightKey kSubWeight{WeightKind::SubWeight, 0};

TEST(ServiceConnection, ThePanelsFollowTheServiceAndItsAnswersComeBack) {
    TempDir dir;
    const fs::path socket = dir.path() / "outriggerd.sock";
    auto daemon = std::make_unique<Daemon>(test_site_args(dir.path()), socket, dir.path() / "log");
    ASSERT_TRUE(daemon->start()) << daemon->log();

    MainWindow w;
    QStringList notices;  // what the window shows of a refused command
    w.job_actions()->set_refusal_notice([&notices](QWidget*, const QString& text) { notices << text; });
    w.show();
    ASSERT_TRUE(w.connect_to_service(QString::fromStdString(socket.string())));
    ASSERT_TRUE(wait_until([&] { return w.client()->frame() != nullptr; }, 10000))
        << status_text(w).toStdString();
    ASSERT_TRUE(wait_until([&] { return status_text(w).startsWith(QStringLiteral("Service: ")); }, 5000));
    EXPECT_TRUE(status_text(w).contains(QStringLiteral("scheduling stopped")))
        << status_text(w).toStdString();
    const FramePtr first = w.client()->frame();
    EXPECT_EQ(first->statics().nodes.size(), 4u);
    for (const char16_t* id : {u"schedule", u"queue", u"priority"}) EXPECT_TRUE(w.show_panel(id));

    // Time moves only when told: each step through the service gives a new view. Step until a job waits.
    for (int i = 0; i < 5 && w.client()->frame()->view->queue.empty(); ++i) {
        const std::int64_t before = w.client()->frame()->view->iterations;
        w.client()->step();
        ASSERT_TRUE(wait_until([&] { return w.client()->frame()->view->iterations > before; }, 10000));
    }
    const FramePtr stepped = w.client()->frame();
    ASSERT_FALSE(stepped->view->queue.empty());
    EXPECT_FALSE(stepped->view->running.empty());

    // Commands and reports go through the service; a refusal of the engine comes back with its words.
    QSignalSpy commands(w.client(), &EngineClient::command_done);
    w.client()->apply(HoldCommand{"no-such-job", Hold::User, true});
    ASSERT_TRUE(wait_until([&] { return commands.count() == 1; }, 5000));
    const auto refused = commands.at(0).at(1).value<CommandResult>();
    EXPECT_FALSE(refused.ok);
    ASSERT_FALSE(refused.diagnostics.empty());
    EXPECT_NE(refused.diagnostics.front().message.find("no-such-job"), std::string::npos)
        << refused.diagnostics.front().message;
    // Not sent from the Job menu: not the menu's to announce.
    QTest::qWait(50);
    EXPECT_TRUE(notices.isEmpty());
    const std::string job = stepped->job(stepped->view->queue.front().job).name;
    w.client()->apply(SetspriCommand{job, 500});
    ASSERT_TRUE(wait_until([&] { return commands.count() == 2; }, 5000));
    const auto set = commands.at(1).at(1).value<CommandResult>();
    EXPECT_TRUE(set.ok) << (set.diagnostics.empty() ? std::string() : set.diagnostics.front().message);
    QSignalSpy reports(w.client(), &EngineClient::report_ready);
    w.client()->query(Query{QueryKind::Showq, ""});
    ASSERT_TRUE(wait_until([&] { return reports.count() == 1; }, 5000));
    const auto showq = reports.at(0).at(2).value<QueryResult>();
    ASSERT_TRUE(showq.report) << showq.error;
    EXPECT_NE(showq.report->text.find("JOBNAME"), std::string::npos) << showq.report->text;

    // The service goes away: the window says so; it comes back: the connection does too.
    daemon->kill(SIGKILL);
    ASSERT_TRUE(
        wait_until([&] { return status_text(w).startsWith(QStringLiteral("Service not connected")); }, 5000));
    daemon = std::make_unique<Daemon>(test_site_args(dir.path()), socket, dir.path() / "log");
    ASSERT_TRUE(daemon->start()) << daemon->log();
    ASSERT_TRUE(wait_until([&] { return status_text(w).startsWith(QStringLiteral("Service: ")); },
                           RemoteEngineClient::kRetryMs * 5));
    const std::int64_t at_return = w.client()->frame()->view->iterations;
    w.client()->step();
    ASSERT_TRUE(wait_until([&] { return w.client()->frame()->view->iterations > at_return; }, 10000));
    // The setspri was journaled before its answer: it survived the kill.
    const FramePtr after = w.client()->frame();
    bool found = false;
    for (const ViewQueued& q : after->view->queue)
        if (after->job(q.job).name == job) found = after->job(q.job).system_priority == 500;
    for (const ViewRunning& r : after->view->running)
        if (after->job(r.job).name == job) found = true;  // started since: it ran first
    EXPECT_TRUE(found) << job;

    // The Job menu's own refusal is shown: a job cancelled twice before the view says so.
    ASSERT_FALSE(after->view->queue.empty());
    const JobId idle = after->view->queue.back().job;
    w.focus_job(static_cast<qint64>(idle.value()));
    ASSERT_TRUE(w.job_actions()->cancel_action()->isEnabled());
    w.job_actions()->cancel_action()->trigger();
    w.job_actions()->cancel_action()->trigger();
    ASSERT_TRUE(wait_until([&] { return notices.size() == 1; }, 5000));
    EXPECT_TRUE(notices.front().contains(QString::fromStdString(after->job(idle).name)))
        << notices.front().toStdString();
}

// The service drives Slurm through its tools; here they are stand-ins on PATH that print a small
// machine and no jobs while a file "up" exists, and fail as a stopped slurmctld makes them fail
// otherwise. The status bar says so, in words, with since when and Slurm's message, and stops
// saying it when Slurm answers again.
TEST(ServiceConnection, AResourceManagerTheServiceCannotReachIsShownInTheStatusBar) {
    TempDir dir;
    const fs::path bin = dir.path() / "bin";
    fs::create_directories(bin);
    const std::string up = (dir.path() / "up").string();
    const auto tool = [&](const std::string& name, const std::string& answer) {
        std::ofstream(bin / name) << "#!/bin/sh\nif [ ! -e " << up << " ]; then\n  echo \"" << name
                                  << ": error: Unable to contact slurm controller (connect failure)\" >&2\n"
                                  << "  exit 1\nfi\n"
                                  << answer << "\n";
        fs::permissions(bin / name, fs::perms::owner_all);
    };
    tool("sinfo",
         R"(echo '{"nodes": [{"name": "n1", "cpus": 4, "real_memory": 1000, "partitions": ["batch"], )"
         R"("state": "idle", "state_flags": [], "features": ""}]}')");
    tool("squeue", R"(echo '{"jobs": []}')");
    tool("scontrol", "true");
    std::ofstream(up) << "";
    std::ofstream(dir.path() / "maui.cfg") << "RMPOLLINTERVAL 00:00:01\nADMIN1 root\n";
    const std::string path = std::getenv("PATH") != nullptr ? std::getenv("PATH") : "";
    ::setenv("PATH", (bin.string() + ":" + path).c_str(), 1);
    const fs::path socket = dir.path() / "outriggerd.sock";
    Daemon daemon({"--rm", "slurm", "--config", "maui.cfg", "--state", (dir.path() / "state").string(),
                   "--socket", socket.string()},
                  socket, dir.path() / "log");
    const bool started = daemon.start();
    ::setenv("PATH", path.c_str(), 1);
    ASSERT_TRUE(started) << daemon.log();

    MainWindow w;
    w.show();
    ASSERT_TRUE(w.connect_to_service(QString::fromStdString(socket.string())));
    ASSERT_TRUE(wait_until([&] { return status_text(w).startsWith(QStringLiteral("Service: ")); }, 10000))
        << status_text(w).toStdString();
    EXPECT_TRUE(status_text(w).contains(QStringLiteral("slurm resource manager")))
        << status_text(w).toStdString();
    EXPECT_FALSE(status_text(w).contains(QStringLiteral("UNREACHABLE"))) << status_text(w).toStdString();

    fs::remove(up);  // slurmctld stops answering
    ASSERT_TRUE(
        wait_until([&] { return status_text(w).contains(QStringLiteral("UNREACHABLE since")); }, 10000))
        << status_text(w).toStdString() << daemon.log();
    const QString down = status_text(w);
    EXPECT_TRUE(down.contains(QStringLiteral("slurm resource manager UNREACHABLE since 20")))
        << down.toStdString();
    EXPECT_TRUE(down.contains(QStringLiteral("Unable to contact slurm controller"))) << down.toStdString();
    auto* remote = qobject_cast<RemoteEngineClient*>(w.client());
    ASSERT_NE(remote, nullptr);
    EXPECT_FALSE(remote->rm_unreachable().isEmpty());
    // However narrow the window, the status bar still says it in a few words.
    const auto* label = w.findChild<ElidedLabel*>(QStringLiteral("serviceStatus"));
    ASSERT_NE(label, nullptr);
    w.resize(700, 600);
    QCoreApplication::processEvents();
    EXPECT_TRUE(label->shown_text().contains(QStringLiteral("Service: slurm UNREACHABLE, scheduling ")))
        << label->shown_text().toStdString();
    outrigger::testing::screenshot(w, "service_rm_unreachable.png");

    std::ofstream(up) << "";  // and answers again (the service retries after 1 s, then 2 s)
    ASSERT_TRUE(wait_until([&] { return !status_text(w).contains(QStringLiteral("UNREACHABLE")); }, 15000))
        << status_text(w).toStdString();
    EXPECT_TRUE(remote->rm_unreachable().isEmpty());
}

// "Apply to config" and the Configuration panel's edits, connected: each change goes to the service
// as a changeparam, the service's maui.cfg changes (and nothing else in it), its answer is shown;
// a change it refuses, or one sent while it is away, stays in the open configuration and goes again.
TEST(ServiceConnection, ConfigurationEditsBecomeChangeparamsAndTheServicesAnswerIsShown) {
    TempDir dir;
    const fs::path socket = dir.path() / "outriggerd.sock";
    auto daemon = std::make_unique<Daemon>(test_site_args(dir.path()), socket, dir.path() / "log");
    ASSERT_TRUE(daemon->start()) << daemon->log();
    const std::string service_cfg = outrigger::testing::read_text(dir.path() / "maui.cfg");
    // The workbench's own copy of the site's maui.cfg, opened before connecting.
    std::ofstream(dir.path() / "local.cfg") << service_cfg;

    MainWindow w;
    w.set_unsaved_prompt([](QWidget*) { return UnsavedChoice::Discard; });
    w.resize(1400, 800);
    w.show();
    ASSERT_TRUE(w.open_file(QString::fromStdString((dir.path() / "local.cfg").string())));
    ASSERT_TRUE(w.connect_to_service(QString::fromStdString(socket.string())));
    ASSERT_TRUE(connected(w)) << status_text(w).toStdString();
    ASSERT_NE(w.service_config(), nullptr);
    EXPECT_TRUE(w.service_config()->pending().empty());

    // Priority: a weight moved with its spin box, then "Apply to config".
    ASSERT_TRUE(w.show_panel(u"priority"));
    auto* priority = w.panel<PriorityPanel>();
    ASSERT_NE(priority, nullptr);
    const std::string weight = kSubWeight.parameter().toStdString();
    ASSERT_EQ(service_cfg.find(weight), std::string::npos);
    priority->spin_box(kSubWeight)->setValue(7);
    priority->apply_button()->click();
    ASSERT_TRUE(wait_until(
        [&] { return priority->service_answer()->text().startsWith(QStringLiteral("The service took")); },
        5000))
        << priority->service_answer()->text().toStdString();
    EXPECT_TRUE(priority->service_answer()->text().contains(QString::fromStdString(weight + " 7")))
        << priority->service_answer()->text().toStdString();
    std::string now = outrigger::testing::read_text(dir.path() / "maui.cfg");
    EXPECT_EQ(now.rfind(service_cfg, 0), 0u) << now;  // every byte it had, kept
    EXPECT_NE(now.find(weight + " 7"), std::string::npos) << now;
    EXPECT_NE(service_report(socket, "showconfig").find(weight), std::string::npos);
    EXPECT_TRUE(w.service_config()->pending().empty());

    // Configuration: a value typed into the tree, then "Apply to Service".
    ASSERT_TRUE(w.show_panel(u"config"));
    ConfigPanel* config = w.config_panel();
    ASSERT_NE(config, nullptr);
    ASSERT_TRUE(config->apply_to_service_action()->isVisible());
    ASSERT_TRUE(w.config_model()->setData(value_cell(w, "RMPOLLINTERVAL"), QStringLiteral("00:00:20")));
    config->apply_to_service_action()->trigger();
    ASSERT_TRUE(wait_until(
        [&] { return config->service_answer()->text().startsWith(QStringLiteral("The service took")); },
        5000))
        << config->service_answer()->text().toStdString();
    now = outrigger::testing::read_text(dir.path() / "maui.cfg");
    EXPECT_NE(now.find("RMPOLLINTERVAL  00:00:20"), std::string::npos) << now;

    // A value the service's document does not take: refused with its diagnostic; the edit stays.
    ASSERT_TRUE(w.config_model()->setData(value_cell(w, "BACKFILLPOLICY"), QStringLiteral("SIDEWAYS")));
    config->apply_to_service_action()->trigger();
    ASSERT_TRUE(wait_until(
        [&] { return config->service_answer()->text().startsWith(QStringLiteral("The service refused")); },
        5000))
        << config->service_answer()->text().toStdString();
    const QString refusal = config->service_answer()->text();
    EXPECT_TRUE(refusal.contains(QStringLiteral("BACKFILLPOLICY SIDEWAYS"))) << refusal.toStdString();
    EXPECT_TRUE(refusal.contains(QStringLiteral("SIDEWAYS'"))) << refusal.toStdString();  // the diagnostic
    EXPECT_NE(w.config_model()->document().text().find("SIDEWAYS"), std::string::npos);
    EXPECT_EQ(outrigger::testing::read_text(dir.path() / "maui.cfg"), now);
    ASSERT_EQ(w.service_config()->pending().set.size(), 1u);
    outrigger::testing::screenshot(w, "service_config_refused.png");
    ASSERT_TRUE(w.config_model()->setData(value_cell(w, "BACKFILLPOLICY"), QStringLiteral("FIRSTFIT")));
    EXPECT_TRUE(w.service_config()->pending().empty());

    // The service away: an edit applied then is not lost, and goes once it is back.
    daemon->kill(SIGKILL);
    ASSERT_TRUE(
        wait_until([&] { return status_text(w).startsWith(QStringLiteral("Service not connected")); }, 5000));
    ASSERT_TRUE(w.config_model()->setData(value_cell(w, "RMPOLLINTERVAL"), QStringLiteral("00:00:30")));
    config->apply_to_service_action()->trigger();
    ASSERT_TRUE(wait_until(
        [&] { return config->service_answer()->text().startsWith(QStringLiteral("The service refused")); },
        5000))
        << config->service_answer()->text().toStdString();
    EXPECT_NE(w.config_model()->document().text().find("00:00:30"), std::string::npos);
    daemon = std::make_unique<Daemon>(test_site_args(dir.path()), socket, dir.path() / "log");
    ASSERT_TRUE(daemon->start()) << daemon->log();
    ASSERT_TRUE(wait_until([&] { return status_text(w).startsWith(QStringLiteral("Service: ")); },
                           RemoteEngineClient::kRetryMs * 5));
    config->apply_to_service_action()->trigger();
    ASSERT_TRUE(wait_until(
        [&] { return config->service_answer()->text().startsWith(QStringLiteral("The service took")); },
        5000))
        << config->service_answer()->text().toStdString();
    EXPECT_TRUE(config->service_answer()->text().contains(QStringLiteral("RMPOLLINTERVAL 00:00:30")));
    now = outrigger::testing::read_text(dir.path() / "maui.cfg");
    EXPECT_NE(now.find("RMPOLLINTERVAL  00:00:30"), std::string::npos) << now;
    EXPECT_NE(now.find(weight + " 7"), std::string::npos) << now;  // survived the kill
    outrigger::testing::screenshot(w, "service_config_connected.png");
}

// Connected, the Configuration panel shows the configuration the service runs (not the file open
// before), says so, and its edits go to the service; a parameter removed there is removed in the
// service too, which runs its default from then on and logs the change.
TEST(ServiceConnection, TheConfigurationPanelShowsTheServicesConfigurationAndARemovalReachesIt) {
    TempDir dir;
    const fs::path socket = dir.path() / "outriggerd.sock";
    Daemon daemon(test_site_args(dir.path()), socket, dir.path() / "log");
    ASSERT_TRUE(daemon.start()) << daemon.log();
    const std::string service_cfg = outrigger::testing::read_text(dir.path() / "maui.cfg");
    const std::string local_cfg = "# a draft of one's own\nRESERVATIONDEPTH[0] 9\n";
    std::ofstream(dir.path() / "local.cfg") << local_cfg;

    MainWindow w;
    w.resize(1400, 800);
    w.show();
    ASSERT_TRUE(w.open_file(QString::fromStdString((dir.path() / "local.cfg").string())));
    ASSERT_TRUE(w.connect_to_service(QString::fromStdString(socket.string())));
    ASSERT_TRUE(connected(w)) << status_text(w).toStdString();
    // The clock and counts stay whole beside the service's text, which gives way (with an ellipsis).
    QApplication::processEvents();
    const auto* clock = w.findChild<QLabel*>(QStringLiteral("simulatedClock"));
    ASSERT_NE(clock, nullptr);
    EXPECT_GE(clock->width(), clock->sizeHint().width()) << clock->text().toStdString();
    EXPECT_EQ(w.width(), 1400);
    EXPECT_EQ(w.config_model()->document().text(), service_cfg);
    EXPECT_FALSE(w.config_model()->find(QStringLiteral("RESERVATIONDEPTH"), QStringLiteral("0")).isValid());
    EXPECT_TRUE(w.windowTitle().contains(QStringLiteral("maui.cfg in force in the service")))
        << w.windowTitle().toStdString();
    ASSERT_TRUE(w.show_panel(u"config"));
    ConfigPanel* config = w.config_panel();
    ASSERT_NE(config, nullptr);
    EXPECT_TRUE(config->source_label()->isVisible());
    EXPECT_TRUE(
        config->source_label()->text().startsWith(QStringLiteral("The service's configuration in force")))
        << config->source_label()->text().toStdString();
    EXPECT_TRUE(config->source_label()->text().contains(QString::fromStdString(socket.string())));
    EXPECT_TRUE(w.service_config()->pending().empty());

    // An edit goes to the service's file; the local one stays as it was.
    ASSERT_TRUE(w.config_model()->setData(value_cell(w, "RMPOLLINTERVAL"), QStringLiteral("00:00:15")));
    config->apply_to_service_action()->trigger();
    ASSERT_TRUE(wait_until(
        [&] { return config->service_answer()->text().startsWith(QStringLiteral("The service took")); },
        5000))
        << config->service_answer()->text().toStdString();
    EXPECT_NE(outrigger::testing::read_text(dir.path() / "maui.cfg").find("RMPOLLINTERVAL  00:00:15"),
              std::string::npos);
    EXPECT_EQ(outrigger::testing::read_text(dir.path() / "local.cfg"), local_cfg);

    // RESERVATIONPOLICY selected in the tree and removed with Delete, then applied: the service
    // removes it from its maui.cfg (every other byte kept) and runs its default.
    const QModelIndex row = w.config_model()->find(QStringLiteral("RESERVATIONPOLICY"));
    ASSERT_TRUE(row.isValid());
    config->view()->setCurrentIndex(row);
    config->view()->setFocus();
    ASSERT_TRUE(config->remove_action()->isEnabled());
    QTest::keyClick(config->view(), Qt::Key_Delete);
    EXPECT_FALSE(w.config_model()->find(QStringLiteral("RESERVATIONPOLICY")).isValid());
    const ConfigChanges removal = w.service_config()->pending();
    ASSERT_EQ(removal.set.size(), 1u);
    EXPECT_EQ(removal.set.front().parameter, "RESERVATIONPOLICY");
    EXPECT_TRUE(removal.set.front().reset);
    config->apply_to_service_action()->trigger();
    ASSERT_TRUE(wait_until(
        [&] { return config->service_answer()->text().startsWith(QStringLiteral("The service took")); },
        5000))
        << config->service_answer()->text().toStdString();
    EXPECT_TRUE(config->service_answer()->text().contains(
        QStringLiteral("RESERVATIONPOLICY removed (back to its default)")))
        << config->service_answer()->text().toStdString();
    const std::string now = outrigger::testing::read_text(dir.path() / "maui.cfg");
    EXPECT_EQ(now.find("RESERVATIONPOLICY"), std::string::npos) << now;
    EXPECT_NE(now.find("BACKFILLPOLICY  FIRSTFIT\n"), std::string::npos) << now;
    EXPECT_EQ(service_report(socket, "showconfig").find("RESERVATIONPOLICY"), std::string::npos)
        << service_report(socket, "showconfig");
    EXPECT_TRUE(wait_until(
        [&] {
            return daemon.log().find("changeparam RESERVATIONPOLICY back to its default (sequence") !=
                   std::string::npos;
        },
        5000))
        << daemon.log();
    EXPECT_TRUE(w.service_config()->pending().empty());
    outrigger::testing::screenshot(w, "service_config_in_force.png");
}

// A reservation made in the Gantt while connected is the service's (setres), shown by its showres,
// and released from the Gantt the same way (releaseres).
TEST(ServiceConnection, AReservationMadeInTheGanttIsMadeAndReleasedByTheService) {
    TempDir dir;
    const fs::path socket = dir.path() / "outriggerd.sock";
    Daemon daemon(test_site_args(dir.path()), socket, dir.path() / "log");
    ASSERT_TRUE(daemon.start()) << daemon.log();
    MainWindow w;
    w.resize(1400, 800);
    w.show();
    ASSERT_TRUE(w.connect_to_service(QString::fromStdString(socket.string())));
    ASSERT_TRUE(connected(w)) << status_text(w).toStdString();
    ASSERT_TRUE(w.show_panel(u"schedule"));
    auto* schedule = w.panel<SchedulePanel>();
    ASSERT_NE(schedule, nullptr);
    QSignalSpy answers(schedule, &SchedulePanel::reservation_answered);

    // Two nodes for an hour, planned with the form beside the Gantt and made with Enter.
    schedule->plan_button()->click();
    ImpactPane& pane = *schedule->impact_pane();
    pane.nodes_box()->setValue(2);
    pane.duration_box()->setValue(1.0);
    pane.plan_button()->click();
    ASSERT_TRUE(schedule->plan());
    const std::string name = schedule->plan()->name;
    GanttView& v = *schedule->view();
    v.setFocus();
    QTest::keyClick(&v, Qt::Key_Return);
    ASSERT_TRUE(wait_until([&] { return answers.count() == 1; }, 10000));
    EXPECT_TRUE(answers.at(0).at(0).toBool()) << answers.at(0).at(1).toString().toStdString();
    EXPECT_NE(service_report(socket, "showres").find(name), std::string::npos)
        << service_report(socket, "showres");
    const auto has = [&](bool wanted) {
        return wait_until(
            [&] {
                const FramePtr f = w.client()->frame();
                const bool there = std::any_of(f->view->reservations.begin(), f->view->reservations.end(),
                                               [&](const ViewReservation& r) { return r.name == name; });
                return there == wanted;
            },
            10000);
    };
    ASSERT_TRUE(has(true));  // the service's view brings it back to the Gantt
    // The status line leaves out the socket path before the resource manager's kind.
    const auto* label = w.findChild<ElidedLabel*>(QStringLiteral("serviceStatus"));
    ASSERT_NE(label, nullptr);
    EXPECT_TRUE(
        label->shown_text().endsWith(QStringLiteral("scheduling stopped, simulated resource manager")))
        << label->shown_text().toStdString();
    // and shows it where it is: selected, whole in the view, beside now.
    ASSERT_TRUE(
        wait_until([&] { return v.selected() && v.selected()->kind == GanttItemKind::Reservation; }, 5000));
    const double plot = v.viewport()->width() - v.style().label_width;
    for (const GanttBlock& b : v.items().blocks) {
        if (v.items().reservation_names[b.name] != name) continue;
        EXPECT_GE(v.grid().x(b.when.start), 0.0);
        EXPECT_LE(v.grid().x(b.when.end), plot);
        EXPECT_GE(v.grid().x(w.client()->frame()->at), 0.0);
    }
    // Its attributes show below, as a click on it would show them.
    ASSERT_TRUE(wait_until(
        [&] { return schedule->checkjob_text()->toPlainText().contains(QString::fromStdString(name)); },
        5000))
        << schedule->checkjob_text()->toPlainText().toStdString();
    outrigger::testing::screenshot(w, "service_gantt_reservation.png");

    // Selected in the Gantt, Delete previews its release, Enter sends it.
    QApplication::processEvents();
    for (const GanttBlock& b : v.items().blocks)
        if (v.items().reservation_names[b.name] == name) v.select(b.key());
    ASSERT_TRUE(v.selected());
    ASSERT_TRUE(wait_until(
        [&] {
            return schedule->reservation_details(QString::fromStdString(name))
                .contains(QStringLiteral("administrative"));
        },
        10000));
    v.setFocus();
    QTest::keyClick(&v, Qt::Key_Delete);
    ASSERT_TRUE(schedule->plan());
    EXPECT_EQ(schedule->plan()->replaces, name);
    QTest::keyClick(&v, Qt::Key_Return);
    ASSERT_TRUE(wait_until([&] { return answers.count() == 2; }, 10000));
    EXPECT_TRUE(answers.at(1).at(0).toBool()) << answers.at(1).at(1).toString().toStdString();
    EXPECT_EQ(service_report(socket, "showres").find(name), std::string::npos)
        << service_report(socket, "showres");
    EXPECT_TRUE(has(false));
}

TEST(ServiceConnection, AUserWithoutTheAdminLevelIsToldWhichLevelIsNeeded) {
    if (::geteuid() != 0)
        GTEST_SKIP() << "needs root to run the service as another uid (running as uid " << ::geteuid() << ")";
    uid_t nobody = 65534;
    gid_t nogroup = 65534;
    if (const passwd* p = ::getpwnam("nobody")) {
        nobody = p->pw_uid;
        nogroup = p->pw_gid;
    }
    // The service runs as nobody (its ADMIN1); this process is then a plain user to it.
    TempDir dir;
    fs::permissions(dir.path(), fs::perms::all);
    const fs::path socket = dir.path() / "outriggerd.sock";
    const std::vector<std::string> args = test_site_args(dir.path());
    {  // The site names root as ADMIN1: here nobody is, and root a plain user.
        std::string cfg = outrigger::testing::read_text(dir.path() / "maui.cfg");
        const std::size_t at = cfg.find("ADMIN1          root");
        ASSERT_NE(at, std::string::npos);
        cfg.replace(at, 20, "ADMIN1          nobody");
        std::ofstream(dir.path() / "maui.cfg", std::ios::trunc) << cfg;
    }
    // nobody may not traverse the checkout (a clone in a private temporary folder): the service
    // it runs is a copy beside the site, in the open temporary folder.
    const fs::path program_copy = dir.path() / "outriggerd";
    fs::copy_file(OUTRIGGERD_PATH, program_copy);
    const pid_t child = ::fork();
    if (child == 0) {
        if (::setgroups(0, nullptr) != 0 || ::setgid(nogroup) != 0 || ::setuid(nobody) != 0) ::_exit(2);
        if (::chdir(dir.path().c_str()) != 0) ::_exit(126);
        const int log = ::open("log", O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
        if (log >= 0) {
            ::dup2(log, 1);
            ::dup2(log, 2);
        }
        std::vector<std::string> owned = args;
        std::string program = program_copy.string();
        std::vector<char*> argv{program.data()};
        for (auto& a : owned) argv.push_back(a.data());
        argv.push_back(nullptr);
        ::execv(program.c_str(), argv.data());
        ::_exit(127);
    }
    struct Reaper {  // the service goes with the test, however it ends
        pid_t pid;
        ~Reaper() {
            ::kill(pid, SIGKILL);
            ::waitpid(pid, nullptr, 0);
        }
    } reaper{child};
    MainWindow w;
    QStringList notices;
    w.job_actions()->set_refusal_notice([&notices](QWidget*, const QString& text) { notices << text; });
    std::ofstream(dir.path() / "local.cfg") << outrigger::testing::read_text(dir.path() / "maui.cfg");
    ASSERT_TRUE(w.open_file(QString::fromStdString((dir.path() / "local.cfg").string())));
    ASSERT_TRUE(w.connect_to_service(QString::fromStdString(socket.string())));
    ASSERT_TRUE(wait_until([&] { return w.client()->frame() != nullptr; }, 20000))
        << status_text(w).toStdString();
    // showconfig is for ADMIN1-3: the panel says the service did not show it, and why.
    ConfigPanel* config = w.config_panel();
    ASSERT_NE(config, nullptr);
    ASSERT_TRUE(wait_until(
        [&] {
            return config->source_label()->text().contains(QStringLiteral("did not show its configuration"));
        },
        5000))
        << config->source_label()->text().toStdString();
    EXPECT_TRUE(config->source_label()->text().contains(QStringLiteral("ADMIN")))
        << config->source_label()->text().toStdString();
    QSignalSpy commands(w.client(), &EngineClient::command_done);
    w.client()->apply(ChangeparamCommand{"RESERVATIONDEPTH[0]", "4"});
    ASSERT_TRUE(wait_until([&] { return commands.count() == 1; }, 5000));
    const auto refused = commands.at(0).at(1).value<CommandResult>();
    EXPECT_FALSE(refused.ok);
    ASSERT_FALSE(refused.diagnostics.empty());
    EXPECT_NE(refused.diagnostics.front().message.find("needs ADMIN1"), std::string::npos)
        << refused.diagnostics.front().message;
    auto* remote = qobject_cast<RemoteEngineClient*>(w.client());
    ASSERT_NE(remote, nullptr);
    QSignalSpy said(remote, &RemoteEngineClient::service_message);
    w.client()->play();  // schedctl: ADMIN1 only
    ASSERT_TRUE(wait_until([&] { return said.count() == 1; }, 5000));
    EXPECT_TRUE(said.at(0).at(0).toString().contains(QStringLiteral("ADMIN1")))
        << said.at(0).at(0).toString().toStdString();

    // "Apply to config": refused in words, with the level needed; the weight typed stays, in the
    // slider and in the open configuration.
    ASSERT_TRUE(w.show_panel(u"priority"));
    auto* priority = w.panel<PriorityPanel>();
    ASSERT_NE(priority, nullptr);
    priority->spin_box(kSubWeight)->setValue(9);
    priority->apply_button()->click();
    ASSERT_TRUE(wait_until(
        [&] { return priority->service_answer()->text().startsWith(QStringLiteral("The service refused")); },
        5000))
        << priority->service_answer()->text().toStdString();
    EXPECT_TRUE(priority->service_answer()->text().contains(QStringLiteral("needs ADMIN1")))
        << priority->service_answer()->text().toStdString();
    EXPECT_EQ(priority->spin_box(kSubWeight)->value(), 9);
    const std::string weight = kSubWeight.parameter().toStdString();
    EXPECT_NE(w.config_model()->document().text().find(weight + " 9"), std::string::npos);
    EXPECT_EQ(outrigger::testing::read_text(dir.path() / "maui.cfg").find(weight), std::string::npos);

    // A parameter removed: refused in words too, and it stays removed in the open configuration
    // and pending, to go again.
    ASSERT_TRUE(w.show_panel(u"config"));
    config->view()->setCurrentIndex(w.config_model()->find(QStringLiteral("BACKFILLPOLICY")));
    ASSERT_TRUE(config->remove_current());
    config->apply_to_service_action()->trigger();
    ASSERT_TRUE(wait_until(
        [&] { return config->service_answer()->text().startsWith(QStringLiteral("The service refused")); },
        5000))
        << config->service_answer()->text().toStdString();
    EXPECT_TRUE(config->service_answer()->text().contains(
        QStringLiteral("BACKFILLPOLICY removed (back to its default) (changeparam needs ADMIN1")))
        << config->service_answer()->text().toStdString();
    EXPECT_NE(outrigger::testing::read_text(dir.path() / "maui.cfg").find("BACKFILLPOLICY"),
              std::string::npos);
    const ConfigChanges left = w.service_config()->pending();
    EXPECT_TRUE(std::any_of(left.set.begin(), left.set.end(), [](const ChangeparamCommand& c) {
        return c.parameter == "BACKFILLPOLICY" && c.reset;
    }));
}

}  // namespace
}  // namespace outrigger::gui
