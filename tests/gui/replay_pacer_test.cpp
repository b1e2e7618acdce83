// The embedded engine's replay without threads: inputs, stepping, frames that carry the engine's
// own views, the Gantt items derived from them, and reports and commands through the engine's
// tables.
#include "gui/client/replay_pacer.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "demo_support.hpp"
#include "gui/schedule/gantt_items.hpp"

namespace outrigger::gui {
namespace {

std::int64_t count_bars(const GanttItems& items, BarKind kind) {
    return std::count_if(items.bars.begin(), items.bars.end(),
                         [kind](const GanttBar& b) { return b.kind == kind; });
}

TEST(DemoInputs, TheBundledDemoReplaysItsGeneratedJobsOnTheDemoCluster) {
    const RunInputs in = testing::demo_test_inputs(3000);
    EXPECT_EQ(in.jobs.size(), 3000U);
    EXPECT_EQ(in.cluster.node_count(), 64U);
    EXPECT_EQ(in.cluster.total_procs(), 1280);
    // Some days of arrivals.
    const auto [first, last] = std::minmax_element(
        in.jobs.begin(), in.jobs.end(), [](const Job& a, const Job& b) { return a.submit < b.submit; });
    EXPECT_GT((last->submit - first->submit).count(), 86400);
}

TEST(DemoInputs, BadConfigurationTextIsReportedWithItsLine) {
    const InputsResult r = generated_run_inputs(ConfigText{"FSWEIGHT abc\n", "mine.cfg"}, demo_cluster_text(),
                                                demo_generator_params());
    EXPECT_FALSE(r.inputs);
    ASSERT_FALSE(r.errors.empty());
    EXPECT_NE(r.errors.front().find("mine.cfg:1"), std::string::npos) << r.errors.front();
    const InputsResult no_nodes =
        generated_run_inputs(ConfigText{"", "maui.cfg"}, "# nothing\n", demo_generator_params());
    EXPECT_FALSE(no_nodes.inputs);
}

TEST(ReplayPacer, StepsIterationsAndItsFramesCarryTheEnginesViews) {
    auto replay = testing::demo_test_replay(800);
    const FramePtr start = replay->frame();
    EXPECT_EQ(start->view->iterations, 0);
    EXPECT_TRUE(start->view->running.empty());
    EXPECT_EQ(start->at, replay->now());  // the first arrival, before the engine's clock has started
    EXPECT_EQ(gantt_items(*start, Duration::hours(12)).bars.size(), 0U);
    for (int i = 0; i < 60; ++i) ASSERT_TRUE(replay->step_iteration());

    const FramePtr f = replay->frame();
    const ClusterView& v = *f->view;
    EXPECT_EQ(v.iterations, replay->iterations());
    EXPECT_GE(v.iterations, 60);
    EXPECT_EQ(v.now, replay->now());
    EXPECT_GT(v.running_jobs, 0);
    EXPECT_EQ(v.queue.size(), v.priorities.size());
    const Engine& engine = replay->engine();
    EXPECT_EQ(v.running_jobs, static_cast<std::int64_t>(engine.snapshot().running_jobs().size()));
    EXPECT_EQ(v.idle_jobs, static_cast<std::int64_t>(engine.snapshot().idle().size()));

    // Every running bar is the job's allocation on a node, from its start to its limit.
    const GanttItems items = gantt_items(*f, Duration::hours(12));
    EXPECT_GT(count_bars(items, BarKind::Running), 0);
    for (const GanttBar& b : items.bars) {
        if (b.kind != BarKind::Running) continue;
        const RunningJob* r = engine.snapshot().running(b.job);
        ASSERT_NE(r, nullptr);
        EXPECT_EQ(b.when.start, r->start);
        EXPECT_EQ(b.when.end, r->limit_end);
        EXPECT_NE(std::find(r->allocation.begin(), r->allocation.end(),
                            NodeTasks{b.node, b.procs / f->job(b.job).request.per_task.procs}),
                  r->allocation.end());
    }
    // The standing reservations of the demo configuration are drawn.
    EXPECT_FALSE(items.blocks.empty());
    EXPECT_NE(std::find(items.reservation_names.begin(), items.reservation_names.end(), "gpudebug.0"),
              items.reservation_names.end())
        << ::testing::PrintToString(items.reservation_names);
    // The view's table is ranked as the scheduler orders the queue.
    std::vector<JobId> ranked;
    for (std::uint32_t r : v.priorities.ranking()) ranked.push_back(v.priorities.job(r));
    EXPECT_EQ(ranked, engine.scheduler().priority_order(engine.snapshot(), engine.state(), v.now));

    // Nothing happened since: the next frame shares the view; the clock shown may run ahead.
    const Time later = *replay->next_instant() - Duration::seconds(1);
    const FramePtr same = replay->frame(later);
    EXPECT_EQ(same->view, f->view);
    EXPECT_EQ(same->at, max(later, v.now));
    ASSERT_TRUE(replay->step());
    EXPECT_NE(replay->frame()->view, f->view);
}

TEST(ReplayPacer, CompletedJobsStayForThePastWindowAndCheckjobIsTheEnginesReport) {
    auto replay = testing::demo_test_replay(400);
    while (replay->frame()->view->completed_jobs < 5) ASSERT_TRUE(replay->step());
    const FramePtr f = replay->frame();
    // The engine keeps the finished jobs with their nodes; the past window chooses among them.
    ASSERT_GE(f->view->finished.size(), 5U);
    const auto with = count_bars(gantt_items(*f, Duration::days(7)), BarKind::Completed);
    EXPECT_GT(with, 0);
    EXPECT_LT(count_bars(gantt_items(*f, Duration::zero()), BarKind::Completed), with);

    const std::string name = f->job(JobId(0)).name;
    const QueryResult r = replay->query(Query{QueryKind::Checkjob, name}, ReportFormat::Text);
    ASSERT_TRUE(r.report) << r.error;
    EXPECT_NE(r.report->text.find(name), std::string::npos) << r.report->text;
    const QueryResult json = replay->query(Query{QueryKind::Checkjob, name}, ReportFormat::Json);
    ASSERT_TRUE(json.report);
    EXPECT_EQ(json.report->json.at("job"), name);
    const QueryResult unknown = replay->query(Query{QueryKind::Checkjob, "no-such-job"}, ReportFormat::Text);
    EXPECT_FALSE(unknown.report);
    EXPECT_FALSE(unknown.error.empty());
}

TEST(ReplayPacer, CommandsChangeTheEngineAndTheNextFrameShowsIt) {
    auto replay = testing::demo_burst_replay(600);
    while (replay->frame()->view->idle_jobs < 20) ASSERT_TRUE(replay->step_iteration());
    const FramePtr before = replay->frame();
    const JobId idle = before->view->queue.back().job;
    const std::string name = before->job(idle).name;

    const CommandResult done = replay->apply(SetspriCommand{name, 1'000'000});
    EXPECT_TRUE(done.ok);
    EXPECT_EQ(done.subject, name);
    const FramePtr after = replay->frame();
    EXPECT_NE(after->view, before->view);
    EXPECT_EQ(after->job(idle).system_priority, std::optional<std::int64_t>(1'000'000));
    // The next iteration starts it or ranks it first.
    ASSERT_TRUE(replay->step_iteration());
    const ClusterView& v = *replay->frame()->view;
    const bool started = v.states[idle.value()] == JobState::Running;
    const bool first =
        !v.priorities.ranking().empty() && v.priorities.job(v.priorities.ranking().front()) == idle;
    EXPECT_TRUE(started || first);

    const CommandResult refused = replay->apply(HoldCommand{"no-such-job", Hold::User, true});
    EXPECT_FALSE(refused.ok);
    EXPECT_FALSE(refused.diagnostics.empty());
}

}  // namespace
}  // namespace outrigger::gui
