// The demo's simulated cluster without threads: inputs, stepping, frames built from the core.
#include <gtest/gtest.h>

#include <algorithm>

// The core's headers come before any Qt header: Qt's `slots` keyword macro would rewrite their
// identifiers.
#include "demo_support.hpp"
#include "schedule/iteration.hpp"
#include "sim/simulator.hpp"
#include "stack/policy_stack.hpp"

namespace outrigger::gui {
namespace {

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

TEST(DemoEngine, StepsIterationsAndBuildsFramesFromTheCore) {
    auto engine = testing::demo_test_engine(800);
    const FramePtr start = engine->frame();
    EXPECT_EQ(start->iterations, 0);
    EXPECT_TRUE(start->bars.empty());
    for (int i = 0; i < 60; ++i) ASSERT_TRUE(engine->step_iteration());
    const FramePtr f = engine->frame();
    EXPECT_EQ(f->iterations, engine->iterations());
    EXPECT_GE(f->iterations, 60);
    EXPECT_GT(f->running_jobs, 0);
    EXPECT_EQ(f->idle.size(), f->table.size());
    const Snapshot& snap = engine->simulator().rm().snapshot();
    EXPECT_EQ(f->running_jobs, static_cast<std::int64_t>(snap.running_jobs().size()));
    EXPECT_EQ(f->idle_jobs, static_cast<std::int64_t>(snap.idle().size()));
    // Every running bar is the job's allocation on a node, from its start to its limit.
    for (const GanttBar& b : f->bars) {
        if (b.kind != BarKind::Running) continue;
        const RunningJob* r = snap.running(b.job);
        ASSERT_NE(r, nullptr);
        EXPECT_EQ(b.when.start, r->start);
        EXPECT_EQ(b.when.end, r->limit_end);
    }
    // The standing reservations of the demo configuration are drawn.
    EXPECT_FALSE(f->reservations.empty());
    EXPECT_NE(std::find(f->reservation_names.begin(), f->reservation_names.end(), "gpudebug.0"),
              f->reservation_names.end())
        << ::testing::PrintToString(f->reservation_names);
    // The frame's table is ranked as the scheduler orders the queue.
    std::vector<JobId> ranked;
    for (std::uint32_t r : f->table.ranking()) ranked.push_back(f->table.job(r));
    EXPECT_EQ(ranked, engine->stack().scheduler().priority_order(snap, engine->simulator().state(), f->now));
}

TEST(DemoEngine, CompletedJobsStayForThePastWindowAndCheckjobExplains) {
    auto engine = testing::demo_test_engine(400);
    while (engine->frame()->completed_jobs < 5) ASSERT_TRUE(engine->step());
    const FramePtr with = engine->frame(std::nullopt, Duration::days(7));
    const auto completed = std::count_if(with->bars.begin(), with->bars.end(),
                                         [](const GanttBar& b) { return b.kind == BarKind::Completed; });
    EXPECT_GT(completed, 0);
    const FramePtr without = engine->frame(std::nullopt, Duration::zero());
    EXPECT_LT(std::count_if(without->bars.begin(), without->bars.end(),
                            [](const GanttBar& b) { return b.kind == BarKind::Completed; }),
              completed);
    const auto text = engine->checkjob(JobId(0));
    ASSERT_TRUE(text);
    EXPECT_NE(text->find("1"), std::string::npos);
    EXPECT_FALSE(engine->checkjob(JobId(999999)));
}

}  // namespace
}  // namespace outrigger::gui
