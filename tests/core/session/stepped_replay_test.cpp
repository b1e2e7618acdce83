// A replay driven one instant at a time gives the schedule a whole replay gives, and shows what a
// front end needs of it: the clock before the first instant, the finished jobs with their nodes
// and the policy's findings on its inputs.
#include "session/stepped_replay.hpp"

#include <gtest/gtest.h>

#include "engine/cluster_view.hpp"
#include "engine/command.hpp"
#include "session/demo_site.hpp"
#include "sim/simulator.hpp"

namespace outrigger {
namespace {

RunInputs demo_inputs(std::int64_t jobs, std::string_view config = demo_config_text()) {
    GeneratorParams params = demo_generator_params();
    params.jobs = jobs;
    InputsResult r = generated_run_inputs(ConfigText{config, "maui.cfg"}, demo_cluster_text(), params);
    for (const auto& e : r.errors) ADD_FAILURE() << e;
    if (!r.inputs) throw std::runtime_error("demo inputs");
    return std::move(*r.inputs);
}

TEST(SteppedReplay, StepByStepItGivesTheScheduleOfAWholeReplay) {
    RunInputs in = demo_inputs(300);
    RunInputs copy = in;
    Simulator whole(ComposedPolicy::compose(PolicySetup{copy.config, copy.cluster, copy.calendar, {}, true}),
                    copy.jobs);
    whole.run();

    SteppedReplay replay(std::move(in), SteppedReplayOptions{1000, std::nullopt});
    Time first = Time::never();
    for (const Job& j : copy.jobs) first = min(first, j.submit);
    EXPECT_EQ(replay.now(), first);  // before the first instant: the first arrival
    EXPECT_EQ(replay.next_instant(), first);
    std::int64_t instants = 0;
    while (replay.step()) ++instants;
    EXPECT_GT(instants, 300);
    EXPECT_FALSE(replay.next_instant());
    ASSERT_EQ(replay.engine().outcomes().size(), whole.outcomes().size());
    for (std::size_t j = 0; j < whole.outcomes().size(); ++j) {
        EXPECT_EQ(replay.engine().outcomes()[j].start, whole.outcomes()[j].start) << j;
        EXPECT_EQ(replay.engine().outcomes()[j].end, whole.outcomes()[j].end) << j;
    }
    // The finished jobs keep their nodes for views, up to the bound.
    const auto view = replay.engine().publish_view();
    EXPECT_EQ(view->finished.size(), 300U);
    for (const ViewFinished& f : view->finished) EXPECT_FALSE(f.allocation.empty());
    EXPECT_TRUE(replay.policy_notes().empty());
}

TEST(SteppedReplay, ThePolicysFindingsOnItsInputsAreNotes) {
    SteppedReplay replay(
        demo_inputs(20, "SRCFG[maint] PERIOD=DAY HOSTLIST=nosuchnode STARTTIME=01:00:00 ENDTIME=02:00:00\n"));
    ASSERT_FALSE(replay.policy_notes().empty());
    EXPECT_NE(replay.policy_notes().front().find("nosuchnode"), std::string::npos)
        << replay.policy_notes().front();
}

// changeparam mid-replay on the demo (fairshare, throttling, standing reservations, backfill): a
// value set to what it was changes no decision, and a real change leaves every start before it.
// The demo's first 1,500 jobs replayed whole, and again with `changes` applied eight simulated
// hours in; both replays run to their end.
struct MidRunChange {
    explicit MidRunChange(std::initializer_list<ChangeparamCommand> changes)
        : whole(demo_inputs(1500)), changed(demo_inputs(1500)) {
        while (whole.step()) {
        }
        const Time first = changed.now();
        while (changed.now() < first + Duration::hours(8) && changed.step()) {
        }
        at = changed.now();
        for (const ChangeparamCommand& c : changes) {
            const CommandResult r = apply_command(changed.engine(), c);
            EXPECT_TRUE(r.ok) << c.parameter;
        }
        while (changed.step()) {
        }
    }
    SteppedReplay whole;
    SteppedReplay changed;
    Time at;
};

TEST(SteppedReplay, AChangeOfNothingMidRunKeepsTheWholeSchedule) {
    const MidRunChange run({ChangeparamCommand{"FSDECAY", "0.80"},
                            ChangeparamCommand{"GROUPCFG[g8]", "MAXNODE=16"},
                            ChangeparamCommand{"RESERVATIONDEPTH[1]", "1"}});
    const auto& a = run.whole.engine().outcomes();
    const auto& b = run.changed.engine().outcomes();
    ASSERT_EQ(a.size(), b.size());
    std::size_t differ = 0;
    for (std::size_t j = 0; j < a.size(); ++j) differ += a[j].start != b[j].start || a[j].end != b[j].end;
    EXPECT_EQ(differ, 0U);
}

TEST(SteppedReplay, ARealChangeMidRunLeavesEveryEarlierStart) {
    const MidRunChange run({ChangeparamCommand{"QUEUETIMEWEIGHT", "100000"}});
    const auto& a = run.whole.engine().outcomes();
    const auto& b = run.changed.engine().outcomes();
    std::size_t later_differ = 0;
    for (std::size_t j = 0; j < a.size(); ++j) {
        if (a[j].start <= run.at) {
            EXPECT_EQ(a[j].start, b[j].start) << j;
        }
        later_differ += a[j].start > run.at && a[j].start != b[j].start;
    }
    EXPECT_GT(later_differ, 0U);
}

}  // namespace
}  // namespace outrigger

namespace outrigger {
namespace {

// A checkpoint keeps the pending wakeups themselves: a replay put back from it handles the same
// instants, in the same order, as the replay it was taken from, so a service restarted from a
// snapshot carries out journaled commands at the simulated time they were made.
TEST(SteppedReplay, ARestoredReplayHandlesTheSameInstantsAsOneNeverStopped) {
    const RunInputs in = demo_inputs(300);
    SteppedReplay original(RunInputs(in), SteppedReplayOptions{1000, std::nullopt});
    for (int i = 0; i < 100; ++i) ASSERT_TRUE(original.step());
    const nlohmann::json saved = original.checkpoint();
    SteppedReplay restored(RunInputs(in), SteppedReplayOptions{1000, std::nullopt});
    std::string error;
    ASSERT_TRUE(restored.restore(saved, error)) << error;
    EXPECT_EQ(restored.checkpoint(), saved);
    std::int64_t instants = 0;
    while (true) {
        ASSERT_EQ(restored.next_instant(), original.next_instant()) << "after " << instants << " instants";
        if (!original.step()) break;
        ASSERT_TRUE(restored.step());
        ++instants;
    }
    EXPECT_GT(instants, 100);
    ASSERT_EQ(restored.engine().outcomes().size(), original.engine().outcomes().size());
    for (std::size_t j = 0; j < original.engine().outcomes().size(); ++j)
        EXPECT_EQ(restored.engine().outcomes()[j].start, original.engine().outcomes()[j].start) << j;
}

}  // namespace
}  // namespace outrigger
