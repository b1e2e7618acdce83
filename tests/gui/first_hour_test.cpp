// A new user's first hour, headless: outrigger opens warm and playing on the Schedule with a word
// on what it shows (screenshot first_screen.png); the Queue says why each waiting job waits; one
// job selection is followed by every panel and cleared by a new session.
#include <gtest/gtest.h>

#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "demo_support.hpp"
#include "gui/app/date_text.hpp"
#include "gui/app/import_summary.hpp"
#include "gui/app/intro_banner.hpp"
#include "gui/app/job_selection.hpp"
#include "gui/app/language.hpp"
#include "gui/app/main_window.hpp"
#include "gui/client/engine_client.hpp"
#include "gui/config/parameter_picker.hpp"
#include "gui/priority/priority_model.hpp"
#include "gui/priority/priority_panel.hpp"
#include "gui/queue/queue_model.hpp"
#include "gui/queue/queue_panel.hpp"
#include "gui/queue/wait_reason_text.hpp"
#include "gui/schedule/gantt_view.hpp"
#include "gui/schedule/schedule_panel.hpp"
#include "screenshot.hpp"

namespace outrigger::gui {
namespace {

// Waits for the session's first frame and returns it.
FramePtr first_frame(MainWindow& window) {
    EngineClient* client = window.client();
    if (client == nullptr) return nullptr;
    if (!client->frame()) {
        QSignalSpy frames(client, &EngineClient::frame_changed);
        EXPECT_TRUE(frames.wait(10000));
    }
    return client->frame();
}

// Steps the paused session until `done` holds for its latest frame (at most `limit` iterations).
template <class Done>
bool step_until(MainWindow& window, Done done, int limit = 3000) {
    EngineClient* client = window.client();
    QSignalSpy frames(client, &EngineClient::frame_changed);
    for (int i = 0; i < limit; ++i) {
        if (client->frame() && done(*client->frame())) return true;
        client->step();
        if (!frames.wait(5000)) return false;
    }
    return client->frame() && done(*client->frame());
}

QString cell(const QueueModel& model, int row, int column) {
    return model.index(row, column).data().toString();
}

TEST(FirstHour, OpensWarmAndPlayingOnTheScheduleWithAWordOnWhatItShows) {
    testing::qt_app();
    QSettings().remove(QStringLiteral("intro/dismissed"));
    QSettings().remove(QStringLiteral("window/geometry"));
    MainWindow window;
    QElapsedTimer started;
    started.start();
    ASSERT_TRUE(window.start_first_screen());
    std::printf("first screen ready in %lld ms, of which the warm-up of the first simulated day: %.0f ms\n",
                static_cast<long long>(started.elapsed()), window.last_warm_up_ms());
    EXPECT_LT(window.last_warm_up_ms(), 3000.0);

    // The first frame, before the window is even shown: a day of the demo behind it, jobs running.
    const FramePtr frame = first_frame(window);
    ASSERT_TRUE(frame);
    const ViewJobs& jobs = *frame->view->jobs;
    Time first_submit = Time::never();
    for (const Job& j : jobs) first_submit = min(first_submit, j.submit);
    // (The last event of the day may come a little before the day is full.)
    EXPECT_GE(frame->view->now, first_submit + Duration::days(1) - Duration::hours(1));
    EXPECT_GT(frame->view->running_jobs, 10);
    EXPECT_GT(frame->view->completed_jobs, 100);
    EXPECT_GT(frame->view->busy_procs, frame->view->total_procs / 4);
    EXPECT_TRUE(window.client()->playing() ||
                QSignalSpy(window.client(), &EngineClient::playing_changed).wait(3000));

    window.show();
    SchedulePanel* schedule = window.panel<SchedulePanel>();
    ASSERT_NE(schedule, nullptr);
    EXPECT_TRUE(schedule->isVisible());
    const QSize room = QGuiApplication::primaryScreen()->availableGeometry().size();
    EXPECT_GE(window.width(), std::min(1280, room.width()));
    EXPECT_GE(window.height(), std::min(800, room.height()));

    // What you are looking at: the session's machine, policy and workload in words.
    IntroBanner* banner = window.intro();
    ASSERT_NE(banner, nullptr);
    ASSERT_TRUE(banner->isVisible());
    const QString intro = banner->label()->text();
    EXPECT_TRUE(intro.contains(QStringLiteral("%L1 nodes").arg(frame->statics().nodes.size())))
        << intro.toStdString();
    EXPECT_TRUE(intro.contains(QStringLiteral("backfill"))) << intro.toStdString();
    EXPECT_TRUE(intro.contains(QStringLiteral("generated jobs"))) << intro.toStdString();

    // The Gantt draws running jobs at first paint.
    GanttView* gantt = schedule->view();
    ASSERT_NE(gantt, nullptr);
    ASSERT_TRUE(gantt->frame());
    EXPECT_GT(gantt->frame()->view->running_jobs, 0);
    window.resize(std::max(window.width(), 1280), std::max(window.height(), 800));  // as on a desktop
    testing::screenshot(window, "first_screen.png");

    // Dismissed, it stays away next time; Help shows it again.
    banner->dismiss_button()->click();
    EXPECT_FALSE(banner->isVisible());
    EXPECT_TRUE(IntroBanner::dismissed());
    window.client()->pause();

    // The geometry is remembered.
    window.resize(1300, 820);
    ASSERT_TRUE(window.close());
    MainWindow again;
    EXPECT_EQ(again.size(), QSize(1300, 820));
    QSettings().remove(QStringLiteral("intro/dismissed"));
    QSettings().remove(QStringLiteral("window/geometry"));
}

TEST(FirstHour, TheQueueSaysWhyEachJobWaitsAndKeepsBlockedOnesApart) {
    testing::qt_app();
    GeneratorParams params = demo_generator_params();
    params.jobs = 200;
    // One running job per user at most: a user's second job is blocked by a throttling limit.
    InputsResult inputs = generated_run_inputs(ConfigText{"USERCFG[DEFAULT] MAXJOB=1\n", "limits.cfg"},
                                               demo_cluster_text(), params);
    ASSERT_TRUE(inputs.inputs);
    inputs.inputs->jobs[5].hold = Hold::User;
    MainWindow window;
    window.resize(1400, 860);
    window.show();
    ASSERT_TRUE(window.start_session(std::move(inputs)));
    ASSERT_TRUE(window.show_panel(u"queue"));
    auto* queue = window.panel<QueuePanel>();
    ASSERT_NE(queue, nullptr);
    ASSERT_TRUE(first_frame(window));
    const std::string held_name = window.client()->frame()->job(JobId(5)).name;
    ASSERT_TRUE(step_until(window, [&](const ViewFrame& f) {
        bool held = false;
        bool limited = false;
        for (const ViewQueued& q : f.view->queue) {
            held = held || (q.job == JobId(5) && q.blocked);
            limited = limited || (q.blocked && q.reason && q.reason->code() == ReasonCode::ActiveLimit);
        }
        return held && limited;
    }));
    QApplication::processEvents();

    const QueueModel& blocked = *queue->blocked_model();
    ASSERT_GT(blocked.rowCount(), 1);
    bool saw_limit = false;
    bool saw_hold = false;
    for (int r = 0; r < blocked.rowCount(); ++r) {
        const QString state = cell(blocked, r, QueueModel::StateColumn);
        const QString reason = cell(blocked, r, QueueModel::ReasonColumn);
        EXPECT_FALSE(reason.isEmpty());
        EXPECT_NE(reason, WaitReasonText::fits_now());
        if (state == QStringLiteral("Blocked") && reason.contains(QStringLiteral("MAXJOB"))) {
            saw_limit = true;
            EXPECT_TRUE(reason.startsWith(QStringLiteral("Blocked: user "))) << reason.toStdString();
        }
        if (cell(blocked, r, QueueModel::JobColumn) == QString::fromStdString(held_name)) {
            EXPECT_EQ(state, QStringLiteral("Held"));
            EXPECT_TRUE(reason.startsWith(QStringLiteral("Held"))) << reason.toStdString();
            saw_hold = true;
        }
    }
    EXPECT_TRUE(saw_limit);
    EXPECT_TRUE(saw_hold);
    // Blocked jobs are not among the idle ones, and no idle job that does not fit says it fits.
    const QueueModel& eligible = *queue->eligible_model();
    const FramePtr frame = window.client()->frame();
    std::int64_t free = frame->view->free_procs;
    for (int r = 0; r < eligible.rowCount(); ++r) {
        EXPECT_EQ(cell(eligible, r, QueueModel::StateColumn), QStringLiteral("Idle"));
        if (eligible.index(r, 0).data(QueueModel::FitsNowRole).toBool()) {
            free -= frame->job(eligible.job_at(r)).procs();
            EXPECT_GE(free, 0);
        }
    }
    // Queue time runs from submission; the accrued time is its own column, its policy in the header.
    EXPECT_TRUE(eligible.headerData(QueueModel::EffectiveColumn, Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("JOBPRIOACCRUALPOLICY")));
    EXPECT_TRUE(queue->summary()->text().contains(QStringLiteral("reserved but idle")));
    EXPECT_TRUE(window.clock_label()->text().contains(
        QStringLiteral("%L1 blocked")
            .arg(static_cast<qint64>(blocked.rowCount() - frame->view->rejected.size()))))
        << window.clock_label()->text().toStdString();
    testing::screenshot(*queue, "queue_reasons.png");

    // Times in reasons are dates on the session's calendar, not log seconds.
    const Time until = frame->view->now + Duration::hours(2);
    const QString chunk = WaitReasonText::of(
        Reason{ReasonCode::ChunkProtected, {}}.with("chunk_size", std::int64_t{64}).with("until", until),
        *frame);
    EXPECT_TRUE(chunk.contains(date_text(frame->statics().calendar, until))) << chunk.toStdString();
}

TEST(FirstHour, OneSelectionIsFollowedByEveryPanelAndClearedByANewSession) {
    testing::qt_app();
    MainWindow window;
    window.resize(1400, 860);
    window.show();
    window.open_demo();
    InputsResult inputs;
    inputs.inputs = testing::demo_test_inputs(1500);
    ASSERT_TRUE(window.start_session(std::move(inputs)));
    ASSERT_TRUE(first_frame(window));
    ASSERT_TRUE(step_until(window, [](const ViewFrame& f) {
        int idle = 0;
        for (const ViewQueued& q : f.view->queue) idle += q.blocked ? 0 : 1;
        return idle >= 3;
    }));
    ASSERT_TRUE(window.show_panel(u"queue"));
    QApplication::processEvents();
    auto* queue = window.panel<QueuePanel>();
    auto* priority = window.panel<PriorityPanel>();
    auto* schedule = window.panel<SchedulePanel>();
    ASSERT_NE(queue, nullptr);
    ASSERT_NE(priority, nullptr);
    ASSERT_NE(schedule, nullptr);

    // A click in the Queue selects the job everywhere; its checkjob follows.
    QSignalSpy answers(&window, &MainWindow::checkjob_ready);
    QTableView* table = queue->eligible_table();
    ASSERT_GT(table->model()->rowCount(), 1);
    const JobId job = queue->eligible_model()->job_at(1);
    const QString name = QString::fromStdString(window.client()->frame()->job(job).name);
    table->selectionModel()->setCurrentIndex(table->model()->index(1, 0),
                                             QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    EXPECT_EQ(window.selection()->job(), static_cast<qint64>(job.value()));
    EXPECT_EQ(priority->selected_job(), job);
    ASSERT_TRUE(schedule->view()->selected());
    EXPECT_EQ(schedule->view()->selected()->subject, job.value());
    ASSERT_TRUE(answers.wait(3000));
    EXPECT_TRUE(queue->checkjob_text()->toPlainText().contains(name));
    EXPECT_TRUE(schedule->checkjob_text()->toPlainText().contains(name));

    // The job search box selects by name.
    const JobId other = queue->eligible_model()->job_at(0);
    const QString other_name = QString::fromStdString(window.client()->frame()->job(other).name);
    window.job_search()->setText(other_name);
    QTest::keyClick(window.job_search(), Qt::Key_Return);
    EXPECT_EQ(window.selection()->job(), static_cast<qint64>(other.value()));
    EXPECT_EQ(priority->selected_job(), other);
    EXPECT_EQ(queue->selected_job(), other);
    EXPECT_EQ(queue->eligible_table()->currentIndex().row(), 0);
    ASSERT_TRUE(answers.wait(3000));
    EXPECT_TRUE(queue->checkjob_text()->toPlainText().contains(other_name));

    // The Priority panel's count follows its filter.
    ASSERT_TRUE(window.show_panel(u"priority"));
    priority->filter_column_box()->setCurrentIndex(PriorityModel::JobColumn);
    priority->filter_box()->setText(other_name);
    priority->exact_filter_box()->setChecked(true);
    EXPECT_EQ(priority->model()->rowCount(), 1);
    EXPECT_TRUE(priority->summary()->text().contains(QStringLiteral("(1 shown by the filter)")))
        << priority->summary()->text().toStdString();
    priority->filter_box()->clear();

    // Restart asks before it discards a run under way; declined, nothing changes.
    int asked = 0;
    bool discard = false;
    window.set_restart_prompt([&](QWidget*) {
        ++asked;
        return discard;
    });
    EngineClient* before = window.client();
    EXPECT_FALSE(window.ask_restart());
    EXPECT_EQ(asked, 1);
    EXPECT_EQ(window.client(), before);
    EXPECT_EQ(window.selection()->job(), static_cast<qint64>(other.value()));

    // A new session: nothing of the old one stays on show.
    discard = true;
    ASSERT_TRUE(window.ask_restart());
    EXPECT_EQ(asked, 2);
    QApplication::processEvents();
    EXPECT_TRUE(window.selection()->empty());
    EXPECT_FALSE(priority->selected_job().valid());
    EXPECT_FALSE(queue->selected_job().valid());
    EXPECT_FALSE(schedule->view()->selected());
    EXPECT_TRUE(queue->checkjob_text()->toPlainText().isEmpty());
    EXPECT_TRUE(schedule->checkjob_text()->toPlainText().isEmpty());
}

// One's own maui.cfg with errors does not run and says so: how many errors, and each with its line.
TEST(FirstHour, AConfigWithErrorsSaysHowManyStandInTheWay) {
    testing::qt_app();
    const auto dir = testing::output_dir() / "first_hour";
    std::filesystem::create_directories(dir);
    const auto path = dir / "mine.cfg";
    std::ofstream(path) << "BACKFILLPOLICY NOSUCH\nFSWEIGHT abc\nRESERVATIONDEPTH 2\n";
    MainWindow window;
    QString told;
    QStringList listed;
    window.set_error_notice([&](QWidget*, const QString& summary, const QStringList& errors) {
        told = summary;
        listed = errors;
    });
    ASSERT_TRUE(window.open_file(QString::fromStdString(path.string())));
    EXPECT_FALSE(window.start_demo_session());
    EXPECT_EQ(told, QStringLiteral("2 errors: fix them to run."));
    ASSERT_EQ(listed.size(), 2);
    EXPECT_TRUE(listed.front().contains(QStringLiteral("mine.cfg:1:"))) << listed.front().toStdString();
    EXPECT_TRUE(listed.back().contains(QStringLiteral("mine.cfg:2:"))) << listed.back().toStdString();
    EXPECT_EQ(window.start_errors(), listed);
}

// One's own log is named in the title, and what its import left out is shown at once.
TEST(FirstHour, AnOpenedWorkloadIsNamedAndItsImportReportShown) {
    testing::qt_app();
    const auto dir = testing::output_dir() / "first_hour";
    std::filesystem::create_directories(dir);
    const auto swf = dir / "mine.swf";
    {
        std::ofstream out(swf);
        out << "; MaxNodes: 4\n; MaxProcs: 16\n; UnixStartTime: 1704067200\n";
        for (int j = 1; j <= 6; ++j)
            out << j << ' ' << j * 60 << " 0 600 4 -1 -1 4 1200 -1 1 " << j << " 1 1 1 -1 -1 -1\n";
        out << "7 400 0 600 -1 -1 -1 -1 1200 -1 0 7 1 1 1 -1 -1 -1\n";  // no processors: skipped
    }
    MainWindow window;
    window.open_demo();
    ASSERT_TRUE(window.open_workload(QString::fromStdString(swf.string())));
    EXPECT_TRUE(window.windowTitle().contains(QStringLiteral("mine.swf")))
        << window.windowTitle().toStdString();
    ImportSummary* summary = window.import_summary();
    ASSERT_NE(summary, nullptr);
    EXPECT_TRUE(summary->isVisible());
    EXPECT_EQ(summary->headline()->text(), QStringLiteral("6 of 7 job records imported, 1 skipped."));
    ASSERT_TRUE(window.start_demo_session());
    EXPECT_FALSE(window.windowTitle().contains(QStringLiteral("mine.swf")));
}

// Edit > Add Parameter: found by name or by a word of its description, described, and nothing
// chosen until the user chooses (a parameter set already is marked, never preselected).
TEST(FirstHour, AddParameterIsSearchableDescribedAndPreselectsNothing) {
    testing::qt_app();
    const ConfigDocument doc = ConfigDocument::parse("FSWEIGHT 100\n", "mine.cfg");
    ParameterPicker picker(doc);
    EXPECT_TRUE(picker.chosen().isEmpty());
    QListWidget* list = picker.list();
    const auto visible = [list] {
        QStringList out;
        for (int i = 0; i < list->count(); ++i)
            if (!list->item(i)->isHidden()) out << list->item(i)->text();
        return out;
    };
    picker.search()->setText(QStringLiteral("fsweight"));
    EXPECT_TRUE(visible().contains(QStringLiteral("FSWEIGHT (already set)")))
        << visible().join(u',').toStdString();
    picker.search()->setText(QStringLiteral("backfill"));
    const QStringList found = visible();
    EXPECT_TRUE(found.contains(QStringLiteral("BACKFILLPOLICY")));
    EXPECT_TRUE(picker.chosen().isEmpty());
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->text() == QStringLiteral("BACKFILLPOLICY")) list->setCurrentRow(i);
    EXPECT_EQ(picker.chosen(), QStringLiteral("BACKFILLPOLICY"));
    EXPECT_TRUE(picker.description()->text().contains(QStringLiteral("in the gaps")))
        << picker.description()->text().toStdString();
}

// Every string of the workbench has its German and French translation: a string added without
// refreshing and completing the .ts files (update_translations) fails here.
TEST(FirstHour, EveryStringHasAGermanAndAFrenchTranslation) {
    for (const char* file : {"outrigger_de.ts", "outrigger_fr.ts"}) {
        const std::string ts = testing::read_bytes(testing::source_dir() / "translations" / file);
        EXPECT_EQ(ts.find("type=\"unfinished\""), std::string::npos)
            << file << " has unfinished translations";
        EXPECT_EQ(ts.find("<translation></translation>"), std::string::npos)
            << file << " has empty translations";
    }
    testing::qt_app();
    Language language;
    ASSERT_EQ(language.choose(QStringLiteral("de")), QStringLiteral("de"));
    EXPECT_EQ(QueueModel::state_text(WaitState::Blocked), QStringLiteral("Blockiert"));
    EXPECT_NE(WaitReasonText::fits_now(),
              QStringLiteral("Fits now: starts at the next scheduling iteration"));
    ASSERT_EQ(language.choose(QStringLiteral("fr")), QStringLiteral("fr"));
    EXPECT_EQ(QueueModel::state_text(WaitState::Rejected), QStringLiteral("Rejeté"));
    language.choose(QStringLiteral("en"));
    QSettings().remove(QStringLiteral("ui/language"));
}

}  // namespace
}  // namespace outrigger::gui
