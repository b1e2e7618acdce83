// The Job menu on the running demo, headless: each action is enabled only where the engine would
// take it, carries Maui's command to the engine, and the next frame shows what it changed.

#include "gui/app/job_actions.hpp"

#include <gtest/gtest.h>

#include <QAction>
#include <QSignalSpy>

#include "demo_support.hpp"
#include "gui/app/main_window.hpp"

namespace outrigger::gui {
namespace {

// The frame the engine published after the command (it may have come with the answer).
const ViewFrame& next_frame(EngineClient& client, QSignalSpy& frames) {
    if (frames.isEmpty()) {
        EXPECT_TRUE(frames.wait(5000));
    }
    return *client.frame();
}

TEST(JobActions, HoldSetspriReleaseAndCancelAnIdleJobOfTheDemo) {
    testing::qt_app();
    MainWindow window;
    window.open_demo();
    ASSERT_TRUE(window.start_demo_session());
    EngineClient* client = window.client();
    QSignalSpy frames(client, &EngineClient::frame_changed);
    ASSERT_TRUE(frames.wait(5000));
    for (int i = 0; i < 2000 && client->frame()->view->idle_jobs < 3; ++i) {
        client->step();
        ASSERT_TRUE(frames.wait(5000));
    }
    const ClusterView& view = *client->frame()->view;
    ASSERT_GE(view.idle_jobs, 3);
    const JobId job = view.queue.back().job;
    const std::string name = view.job(job).name;
    JobActions* actions = window.job_actions();
    EXPECT_FALSE(actions->hold_action()->isEnabled());  // nothing focused yet
    window.focus_job(static_cast<qint64>(job.value()));
    EXPECT_TRUE(actions->hold_action()->isEnabled());
    EXPECT_FALSE(actions->release_action()->isEnabled());
    EXPECT_TRUE(actions->cancel_action()->isEnabled());

    QSignalSpy answers(client, &EngineClient::command_done);
    frames.clear();
    actions->hold_action()->trigger();
    ASSERT_TRUE(answers.wait(5000));
    EXPECT_TRUE(answers.back().at(1).value<CommandResult>().ok);
    EXPECT_EQ(next_frame(*client, frames).job(job).hold, Hold::User);
    EXPECT_FALSE(actions->hold_action()->isEnabled());
    EXPECT_TRUE(actions->release_action()->isEnabled());

    actions->set_priority_prompt([&name](QWidget*, const QString& asked) -> std::optional<std::int64_t> {
        EXPECT_EQ(asked.toStdString(), name);
        return 77;
    });
    frames.clear();
    actions->priority_action()->trigger();
    ASSERT_TRUE(answers.wait(5000));
    EXPECT_EQ(next_frame(*client, frames).job(job).system_priority, std::optional<std::int64_t>(77));
    EXPECT_TRUE(actions->clear_priority_action()->isEnabled());

    frames.clear();
    actions->release_action()->trigger();
    ASSERT_TRUE(answers.wait(5000));
    EXPECT_EQ(next_frame(*client, frames).job(job).hold, Hold::None);

    frames.clear();
    QSignalSpy checkjobs(&window, &MainWindow::checkjob_ready);
    actions->cancel_action()->trigger();
    ASSERT_TRUE(answers.wait(5000));
    const CommandResult cancelled = answers.back().at(1).value<CommandResult>();
    EXPECT_TRUE(cancelled.ok);
    EXPECT_EQ(cancelled.subject, name);
    EXPECT_EQ(next_frame(*client, frames).view->states[job.value()], JobState::Cancelled);
    EXPECT_FALSE(actions->cancel_action()->isEnabled());
    EXPECT_FALSE(actions->hold_action()->isEnabled());
    // The job's checkjob is asked for again after each command, so what the window shows of it is
    // not left behind; answers come in the order asked, the cancel's last.
    const auto shows_cancelled = [&checkjobs] {
        return !checkjobs.isEmpty() &&
               checkjobs.back().at(1).toString().contains(QStringLiteral("Cancelled"));
    };
    for (int i = 0; i < 5 && !shows_cancelled(); ++i) checkjobs.wait(2000);
    ASSERT_FALSE(checkjobs.isEmpty());
    EXPECT_TRUE(checkjobs.back().at(1).toString().contains(QStringLiteral("Cancelled")))
        << checkjobs.back().at(1).toString().toStdString();
}

}  // namespace
}  // namespace outrigger::gui
