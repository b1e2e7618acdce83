// The workbench connected to a real outriggerd (File > Connect to Service): the panels follow the
// service's views, commands go through it and its answers come back, a lost service is shown and
// the connection comes back by itself when the service does, and a resource manager the service
// cannot reach is shown in the status bar.

#include <grp.h>
#include <gtest/gtest.h>
#include <pwd.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QLabel>
#include <QSignalSpy>
#include <QTest>
#include <cstdlib>

#include "../core/service/service_harness.hpp"
#include "gui/app/job_actions.hpp"
#include "gui/app/main_window.hpp"
#include "gui/client/remote_engine_client.hpp"
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

}  // namespace
}  // namespace outrigger::gui
