// The workbench connected to a real outriggerd (File > Connect to Service): the panels follow the
// service's views, commands go through it and its answers come back, a lost service is shown and
// the connection comes back by itself when the service does, and a resource manager the service
// cannot reach is shown in the status bar.

#include <grp.h>
#include <gtest/gtest.h>
#include <pwd.h>

#include <QApplication>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTest>
#include <cstdlib>
#include <sstream>

#include "../core/service/service_harness.hpp"
#include "gui/app/job_actions.hpp"
#include "gui/app/main_window.hpp"
#include "gui/app/service_config_link.hpp"
#include "gui/client/remote_engine_client.hpp"
#include "gui/config/config_model.hpp"
#include "gui/priority/priority_panel.hpp"
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

// orctl's answer on the service in `dir`.
std::string orctl(const fs::path& dir, std::vector<std::string> args) {
    return outrigger::testing::orctl(dir, std::move(args)).output;
}

// The value showconfig gives `parameter` (empty when it lists none).
std::string in_force(const fs::path& dir, const std::string& parameter) {
    std::istringstream lines(orctl(dir, {"showconfig"}));
    for (std::string line; std::getline(lines, line);)
        if (line.rfind(parameter + " ", 0) == 0)
            return line.substr(line.find_first_not_of(' ', parameter.size()));
    return {};
}

QString status_text(const MainWindow& w) {
    const auto* label = w.findChild<QLabel*>(QStringLiteral("serviceStatus"));
    return label != nullptr ? label->text() : QString();
}

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
    ASSERT_EQ(notices.size(), 1);
    EXPECT_TRUE(notices.front().contains(QStringLiteral("no-such-job"))) << notices.front().toStdString();
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
    outrigger::testing::screenshot(w, "service_rm_unreachable.png");

    std::ofstream(up) << "";  // and answers again (the service retries after 1 s, then 2 s)
    ASSERT_TRUE(wait_until([&] { return !status_text(w).contains(QStringLiteral("UNREACHABLE")); }, 15000))
        << status_text(w).toStdString();
    EXPECT_TRUE(remote->rm_unreachable().isEmpty());
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
        std::string program = OUTRIGGERD_PATH;
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
    ASSERT_TRUE(w.connect_to_service(QString::fromStdString(socket.string())));
    ASSERT_TRUE(wait_until([&] { return w.client()->frame() != nullptr; }, 20000))
        << status_text(w).toStdString();
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
}

// While connected, the workbench's maui.cfg is the service's: the Priority panel's "Apply to config"
// and an edit in the configuration editor become changeparams the service carries out (and writes
// to its maui.cfg), a value the service refuses is said and the editor comes back to what the
// service runs, and a reservation planned on the Gantt is made by the service's setres.
TEST(ServiceConnection, ConfigChangesAndPlannedReservationsBecomeTheServicesCommands) {
    TempDir dir;
    const fs::path socket = dir.path() / "outriggerd.sock";
    Daemon daemon(test_site_args(dir.path()), socket, dir.path() / "log");
    ASSERT_TRUE(daemon.start()) << daemon.log();
    MainWindow w;
    w.show();
    ASSERT_TRUE(w.connect_to_service(QString::fromStdString(socket.string())));
    auto* link = w.client()->findChild<ServiceConfigLink*>();
    ASSERT_NE(link, nullptr);
    ASSERT_TRUE(wait_until([&] { return link->loaded() && w.client()->frame() != nullptr; }, 10000));
    EXPECT_EQ(w.config_model()->document().text(), outrigger::testing::read_text(dir.path() / "maui.cfg"));
    const auto status = [&w] { return w.statusBar()->currentMessage(); };

    // Priority: a weight moved and applied is the service's changeparam.
    ASSERT_TRUE(w.show_panel(u"priority"));
    auto* priority = w.panel<PriorityPanel>();
    ASSERT_NE(priority, nullptr);
    std::optional<WeightKey> queue_time;
    for (const WeightKey k : all_weight_keys())
        if (k.parameter() == QStringLiteral("QUEUETIMEWEIGHT")) queue_time = k;
    ASSERT_TRUE(queue_time);
    priority->spin_box(*queue_time)->setValue(7);
    ASSERT_EQ(priority->apply_to_config(), 1);
    ASSERT_TRUE(
        wait_until([&] { return status().contains(QStringLiteral("The service took the change")); }, 5000))
        << status().toStdString();
    EXPECT_EQ(in_force(dir.path(), "QUEUETIMEWEIGHT"), "7") << orctl(dir.path(), {"showconfig"});
    EXPECT_NE(outrigger::testing::read_text(dir.path() / "maui.cfg").find("QUEUETIMEWEIGHT"),
              std::string::npos);

    // The configuration editor: a good value is carried out, a bad one refused with the service's words.
    w.config_model()->edit_value(QStringLiteral("BACKFILLPOLICY"), QString(), QStringLiteral("BESTFIT"));
    ASSERT_TRUE(wait_until([&] { return in_force(dir.path(), "BACKFILLPOLICY") == "BESTFIT"; }, 5000))
        << orctl(dir.path(), {"showconfig"});
    w.config_model()->edit_value(QStringLiteral("RMPOLLINTERVAL"), QString(), QStringLiteral("soon"));
    ASSERT_TRUE(
        wait_until([&] { return status().contains(QStringLiteral("The service refused the change")); }, 5000))
        << status().toStdString();
    ASSERT_TRUE(wait_until(
        [&] { return w.config_model()->document().text().find("soon") == std::string::npos; }, 5000));
    EXPECT_EQ(w.config_model()->document().text(), outrigger::testing::read_text(dir.path() / "maui.cfg"));
    EXPECT_NE(daemon.log().find("changeparam (sequence"), std::string::npos) << daemon.log();

    // The Gantt: a reservation planned with the form and committed is made by the service.
    ASSERT_TRUE(w.show_panel(u"schedule"));
    auto* schedule = w.panel<SchedulePanel>();
    ASSERT_NE(schedule, nullptr);
    QSignalSpy answered(schedule, &SchedulePanel::reservation_answered);
    schedule->plan_button()->click();
    schedule->impact_pane()->nodes_box()->setValue(2);
    schedule->impact_pane()->plan_button()->click();
    ASSERT_TRUE(schedule->plan());
    const std::string name = schedule->plan()->name;
    ASSERT_TRUE(wait_until([&] { return schedule->impact().has_value(); }, 10000));
    ASSERT_TRUE(schedule->commit_plan());
    ASSERT_TRUE(wait_until([&] { return answered.count() == 1; }, 5000));
    EXPECT_TRUE(answered.at(0).at(0).toBool()) << answered.at(0).at(1).toString().toStdString();
    EXPECT_NE(orctl(dir.path(), {"showres"}).find(name), std::string::npos) << orctl(dir.path(), {"showres"});
    // Undo is the service's releaseres.
    w.undo_stack()->undo();
    ASSERT_TRUE(wait_until([&] { return answered.count() == 2; }, 5000));
    EXPECT_TRUE(answered.at(1).at(0).toBool()) << answered.at(1).at(1).toString().toStdString();
    EXPECT_EQ(orctl(dir.path(), {"showres"}).find(name), std::string::npos) << orctl(dir.path(), {"showres"});
}

}  // namespace
}  // namespace outrigger::gui
