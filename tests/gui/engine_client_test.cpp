// The living demo end to end, headless: the embedded engine's thread steps and plays, answers
// reports and carries out commands; the main window shows the simulated clock, the panels follow,
// a click in the Gantt selects the job in the Priority panel and shows its checkjob (the engine's
// report), an SWF log without requested times asks for an estimate rule, and screenshots of the
// window and both panels are left for a person to look at.
#include <gtest/gtest.h>

#include <QCheckBox>
#include <QImage>
#include <QLabel>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QSet>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <fstream>

#include "demo_support.hpp"
#include "gui/app/main_window.hpp"
#include "gui/client/embedded_engine_client.hpp"
#include "gui/priority/priority_model.hpp"
#include "gui/priority/priority_panel.hpp"
#include "gui/schedule/gantt_items.hpp"
#include "gui/schedule/gantt_view.hpp"
#include "gui/schedule/schedule_panel.hpp"
#include "screenshot.hpp"

namespace outrigger::gui {
namespace {

FramePtr wait_frame(EngineClient& c, QSignalSpy& spy) {
    EXPECT_TRUE(spy.wait(5000));
    return c.frame();
}

TEST(EmbeddedEngineClient, StepsAndPlaysInItsOwnThread) {
    testing::qt_app();
    EmbeddedEngineClient client(testing::demo_test_replay(600));
    EngineClient& engine = client;  // what the panels see
    QSignalSpy frames(&engine, &EngineClient::frame_changed);
    const FramePtr first = wait_frame(engine, frames);
    ASSERT_TRUE(first);
    EXPECT_EQ(first->view->iterations, 0);
    EXPECT_TRUE(engine.notes().isEmpty());  // the demo's policy finds nothing to say

    engine.step();
    const FramePtr stepped = wait_frame(engine, frames);
    EXPECT_EQ(stepped->view->iterations, 1);
    engine.step();
    EXPECT_EQ(wait_frame(engine, frames)->view->iterations, 2);

    QSignalSpy playing(&engine, &EngineClient::playing_changed);
    engine.set_speed(10000);
    EXPECT_EQ(engine.speed(), 10000);
    engine.play();
    ASSERT_TRUE(playing.wait(2000));
    EXPECT_TRUE(engine.playing());
    QTest::qWait(400);
    engine.pause();
    ASSERT_TRUE(testing::wait_until([&] { return !engine.playing(); }, 2000));
    const FramePtr played = engine.frame();
    EXPECT_GT(played->at, stepped->at);
    EXPECT_GT(played->view->iterations, 2);
    EXPECT_GE(played->at, played->view->now);
}

TEST(EmbeddedEngineClient, AnswersReportsAndCommandsInTheOrderAsked) {
    testing::qt_app();
    EmbeddedEngineClient client(testing::demo_burst_replay(300));
    EngineClient& engine = client;
    QSignalSpy frames(&engine, &EngineClient::frame_changed);
    ASSERT_TRUE(frames.wait(5000));
    for (int i = 0; i < 3; ++i) {
        engine.step();
        ASSERT_TRUE(frames.wait(5000));
    }
    ASSERT_FALSE(engine.frame()->view->queue.empty());
    const JobId idle = engine.frame()->view->queue.front().job;
    const std::string name = engine.frame()->job(idle).name;

    QSignalSpy reports(&engine, &EngineClient::report_ready);
    QSignalSpy commands(&engine, &EngineClient::command_done);
    const auto checkjob = engine.query(Query{QueryKind::Checkjob, name});
    const auto showq = engine.query(Query{QueryKind::Showq, {}}, ReportFormat::Json);
    EXPECT_NE(checkjob, showq);
    ASSERT_TRUE(testing::wait_until([&] { return reports.count() == 2; }, 3000)) << reports.count();
    EXPECT_EQ(reports.at(0).at(0).toULongLong(), checkjob);
    const auto first = reports.at(0).at(2).value<QueryResult>();
    ASSERT_TRUE(first.report) << first.error;
    EXPECT_NE(first.report->text.find(name), std::string::npos);
    EXPECT_EQ(reports.at(1).at(0).toULongLong(), showq);
    EXPECT_EQ(reports.at(1).at(1).value<Query>().kind, QueryKind::Showq);
    const auto queue = reports.at(1).at(2).value<QueryResult>();
    ASSERT_TRUE(queue.report);
    EXPECT_TRUE(queue.report->json.contains("idle"));

    // A hold keeps the job out of the queue's next starts; the frame after the answer shows it held.
    frames.clear();
    const auto hold = engine.apply(HoldCommand{name, Hold::User, true});
    ASSERT_TRUE(testing::wait_until([&] { return commands.count() == 1; }, 3000)) << commands.count();
    EXPECT_EQ(commands.front().at(0).toULongLong(), hold);
    EXPECT_TRUE(commands.front().at(1).value<CommandResult>().ok);
    ASSERT_TRUE(testing::wait_until([&] { return !frames.isEmpty(); }, 3000));
    EXPECT_EQ(engine.frame()->job(idle).hold, Hold::User);
}

TEST(DemoWindow, ShowsTheClockFollowsClicksAndLeavesScreenshots) {
    testing::qt_app();
    MainWindow window;
    window.resize(1400, 860);
    window.show();
    window.open_demo();
    ASSERT_TRUE(window.start_demo_session());
    EngineClient* session = window.client();
    ASSERT_NE(session, nullptr);
    QSignalSpy frames(session, &EngineClient::frame_changed);
    ASSERT_TRUE(frames.wait(5000));
    for (int i = 0; i < 120; ++i) {
        session->step();
        ASSERT_TRUE(frames.wait(5000));
    }
    EXPECT_TRUE(window.clock_label()->text().contains(QStringLiteral("2024")));
    EXPECT_TRUE(window.clock_label()->text().contains(QStringLiteral("iteration 120")));

    // On into the morning until jobs queue (the demo's first hour keeps up with its arrivals).
    for (int i = 0; i < 2000 && session->frame()->view->idle_jobs < 5; ++i) {
        session->step();
        ASSERT_TRUE(frames.wait(5000));
    }
    ASSERT_TRUE(window.show_panel(u"priority"));
    auto* priority = window.panel<PriorityPanel>();
    ASSERT_NE(priority, nullptr);
    ASSERT_GT(priority->model()->rowCount(), 0);
    EXPECT_EQ(priority->model()->ranked_jobs(), [&] {
        const PriorityTable& t = session->frame()->view->priorities;
        std::vector<JobId> out;
        for (std::uint32_t r : t.ranking()) out.push_back(t.job(r));
        return out;
    }());
    priority->select_job(priority->model()->job_at(0));
    testing::screenshot(*priority, "demo_priority.png");

    ASSERT_TRUE(window.show_panel(u"schedule"));
    auto* schedule = window.panel<SchedulePanel>();
    ASSERT_NE(schedule, nullptr);
    GanttView* view = schedule->view();
    ASSERT_TRUE(view->frame());
    // Click the first running bar that is visible.
    const GanttItems& items = view->items();
    std::optional<GanttKey> target;
    for (std::uint32_t b = 0; b < items.bars.size() && !target; ++b) {
        const QRectF r = view->painter().bar_rect(b);
        if (items.bars[b].kind == BarKind::Running && r.width() > 4 && r.height() > 4 &&
            view->viewport()->rect().contains(r.center().toPoint()))
            target = items.bars[b].key();
    }
    ASSERT_TRUE(target);
    const JobId clicked(target->subject);
    QSignalSpy answers(&window, &MainWindow::checkjob_ready);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->painter().rect(*target).center().toPoint());
    ASSERT_TRUE(answers.wait(3000));
    QApplication::processEvents();
    EXPECT_EQ(answers.front().at(0).toLongLong(), static_cast<qint64>(clicked.value()));
    const QString text = schedule->checkjob_text()->toPlainText();
    EXPECT_TRUE(text.contains(QString::fromStdString(view->frame()->job(clicked).name)))
        << text.toStdString();
    EXPECT_EQ(priority->selected_job(), clicked);
    EXPECT_EQ(view->selected(), target);
    // The selection stays on the job as the engine moves on.
    session->step();
    ASSERT_TRUE(frames.wait(5000));
    QApplication::processEvents();
    ASSERT_TRUE(view->selected());
    EXPECT_EQ(view->selected()->subject, clicked.value());
    schedule->backfill_box()->setChecked(true);
    testing::screenshot(*schedule, "demo_schedule.png");
    testing::screenshot(window, "demo_window.png");
}

TEST(DemoWindow, AnSwfWithoutRequestedTimesAsksForAnEstimateRule) {
    testing::qt_app();
    const auto dir = testing::output_dir() / "demo";
    std::filesystem::create_directories(dir);
    const auto swf = dir / "no_requested_times.swf";
    {
        std::ofstream out(swf);
        out << "; MaxNodes: 4\n; MaxProcs: 16\n; UnixStartTime: 1704067200\n";
        for (int j = 1; j <= 6; ++j)
            out << j << ' ' << j * 60 << " 0 " << 600 * j << " 4 -1 -1 4 -1 -1 1 " << j
                << " 1 1 1 -1 -1 -1\n";
    }
    MainWindow window;
    window.open_demo();
    int asked = 0;
    std::int64_t missing = 0;
    window.set_estimate_prompt([&](QWidget*, std::int64_t n) -> std::optional<WalltimeEstimate> {
        ++asked;
        missing = n;
        return WalltimeEstimate::run_time();
    });
    ASSERT_TRUE(window.open_workload(QString::fromStdString(swf.string())));
    EXPECT_EQ(asked, 1);
    EXPECT_EQ(missing, 6);
    QSignalSpy frames(window.client(), &EngineClient::frame_changed);
    ASSERT_TRUE(frames.wait(5000));
    EXPECT_EQ(window.client()->frame()->view->jobs->size(), 6U);
    EXPECT_EQ(window.client()->frame()->statics().nodes.size(), 4U);

    window.set_estimate_prompt(
        [&](QWidget*, std::int64_t) -> std::optional<WalltimeEstimate> { return std::nullopt; });
    EngineClient* before = window.client();
    EXPECT_FALSE(window.open_workload(QString::fromStdString(swf.string())));  // cancelled: the session stays
    EXPECT_EQ(window.client(), before);
}

// A log whose jobs request memory on a machine that states none: the window asks for the node
// memory; stated, the requests constrain placement; declined, they are left out.
TEST(DemoWindow, OpeningALogWithMemoryRequestsAsksForTheNodeMemory) {
    testing::qt_app();
    const auto dir = testing::output_dir() / "demo";
    std::filesystem::create_directories(dir);
    const auto swf = dir / "memory_requests.swf";
    std::ofstream(swf) << "; MaxNodes: 4\n; MaxProcs: 16\n; UnixStartTime: 1704067200\n"
                          "1 0 0 600 4 -1 -1 4 1200 2097152 1 1 1 1 1 -1 -1 -1\n"
                          "2 60 0 600 4 -1 -1 4 1200 -1 1 2 1 1 1 -1 -1 -1\n";
    MainWindow window;
    window.open_demo();
    std::int64_t asked_for = 0;
    window.set_node_memory_prompt([&](QWidget*, std::int64_t n) -> std::optional<std::int64_t> {
        asked_for = n;
        return 4096;
    });
    ASSERT_TRUE(window.open_workload(QString::fromStdString(swf.string())));
    EXPECT_EQ(asked_for, 1);
    // Node memory stated: no word about memory is left to say.
    EXPECT_FALSE(window.session_notes().join(QLatin1Char(' ')).contains(QStringLiteral("request memory")))
        << window.session_notes().join(QLatin1Char('|')).toStdString();
    QSignalSpy frames(window.client(), &EngineClient::frame_changed);
    ASSERT_TRUE(frames.wait(5000));
    EXPECT_EQ(window.client()->frame()->view->jobs->at(0).request.per_task.memory_mb, 2048);

    window.set_node_memory_prompt(
        [](QWidget*, std::int64_t) -> std::optional<std::int64_t> { return std::nullopt; });
    ASSERT_TRUE(window.open_workload(QString::fromStdString(swf.string())));
    QSignalSpy again(window.client(), &EngineClient::frame_changed);
    ASSERT_TRUE(again.wait(5000));
    EXPECT_EQ(window.client()->frame()->view->jobs->at(0).request.per_task.memory_mb, 0);
    // Declined: the import report's word on memory reaches the user.
    ASSERT_FALSE(window.session_notes().isEmpty());
    EXPECT_TRUE(window.session_notes().join(QLatin1Char(' ')).contains(QStringLiteral("request memory")));
    window.show_session_notes();
    auto* text = window.findChild<QPlainTextEdit*>(QStringLiteral("sessionNotesText"));
    ASSERT_NE(text, nullptr);
    EXPECT_TRUE(text->toPlainText().contains(QStringLiteral("--node-memory")));
}

// Findings of the policies (a standing reservation on a node the cluster lacks) reach the user.
TEST(DemoWindow, ThePoliciesFindingsAreSessionNotes) {
    testing::qt_app();
    MainWindow window;
    window.open_demo();
    GeneratorParams p = demo_generator_params();
    p.jobs = 50;
    InputsResult r = generated_run_inputs(
        ConfigText{"SRCFG[maint] PERIOD=DAY HOSTLIST=nosuchnode STARTTIME=01:00:00 ENDTIME=02:00:00\n",
                   "mine.cfg"},
        demo_cluster_text(), p);
    ASSERT_TRUE(r.inputs);
    ASSERT_TRUE(window.start_session(std::move(r)));
    ASSERT_FALSE(window.session_notes().isEmpty());
    EXPECT_TRUE(window.session_notes().join(QLatin1Char(' ')).contains(QStringLiteral("nosuchnode")))
        << window.session_notes().join(QLatin1Char('|')).toStdString();
}

}  // namespace
}  // namespace outrigger::gui
