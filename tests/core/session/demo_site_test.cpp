// The demo a new user sees first demonstrates the policies of its maui.cfg: its generated
// workload fits the config (no job is one it can never run), the machine stays busy, backfill
// fills the holes, and every policy visibly changes the schedule.
#include "session/demo_site.hpp"

#include <gtest/gtest.h>

#include <set>
#include <sstream>
#include <string>

#include "engine/replay_outputs.hpp"
#include "schedule/reports.hpp"
#include "session/run_inputs.hpp"
#include "sim/simulator.hpp"
#include "stack/policy_stack.hpp"

namespace outrigger {
namespace {

// The demo's inputs under `config` (the demo's own when empty), replayed by the policy stack as
// orsim run --demo replays them.
class DemoReplay {
  public:
    explicit DemoReplay(std::string_view config = demo_config_text()) {
        InputsResult r = generated_run_inputs(ConfigText{config, "maui.cfg"}, demo_cluster_text(),
                                              demo_generator_params());
        for (const auto& e : r.errors) ADD_FAILURE() << e;
        if (!r.inputs) throw std::runtime_error("demo inputs");
        inputs_ = std::make_unique<RunInputs>(std::move(*r.inputs));
        stack_ = std::make_unique<PolicyStack>(inputs_->config, inputs_->cluster, inputs_->calendar);
        sim_ = std::make_unique<Simulator>(inputs_->cluster, inputs_->jobs, stack_->scheduler(), SimOptions{},
                                           stack_.get());
        stack_->bind(sim_->state());
    }
    Simulator& sim() { return *sim_; }
    PolicyStack& stack() { return *stack_; }
    const LocalCalendar& calendar() const { return inputs_->calendar; }
    std::string schedule() {
        std::ostringstream out;
        write_schedule_csv(out, sim_->rm().snapshot(), sim_->outcomes());
        return out.str();
    }
    ReplayMetrics metrics() { return replay_metrics(sim_->rm().snapshot(), sim_->outcomes()); }

  private:
    std::unique_ptr<RunInputs> inputs_;
    std::unique_ptr<PolicyStack> stack_;
    std::unique_ptr<Simulator> sim_;
};

std::string without(std::string text, std::string_view line_start) {
    for (std::size_t at = text.find(line_start); at != std::string::npos; at = text.find(line_start)) {
        const std::size_t end = text.find('\n', at);
        text.erase(at, end == std::string::npos ? std::string::npos : end - at + 1);
    }
    return text;
}

std::string replaced(std::string text, std::string_view from, std::string_view to) {
    const std::size_t at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    if (at != std::string::npos) text.replace(at, from.size(), to);
    return text;
}

TEST(DemoSite, KeepsTheMachineBusyStartsEveryJobAndBackfills) {
    DemoReplay demo;
    demo.sim().run();
    const ReplayMetrics m = demo.metrics();
    EXPECT_EQ(m.jobs, 12000);
    EXPECT_EQ(m.rejected, 0);
    EXPECT_GE(static_cast<double>(m.started), 0.99 * static_cast<double>(m.jobs));
    EXPECT_GE(m.utilization, 0.80);
    EXPECT_GE(m.backfilled_share, 0.10);
}

// In business hours of the second day some jobs wait for a throttling limit and some because the
// interactive standing reservation keeps its nodes for q1 and the debug QOS.
TEST(DemoSite, OnTheSecondDaysBusinessHoursJobsWaitForMoreThanOneKindOfPolicy) {
    DemoReplay demo;
    std::set<std::string> kinds;
    const auto kind_of = [](ReasonCode c) -> std::string {
        switch (c) {
            case ReasonCode::IdleLimit:
            case ReasonCode::ActiveLimit:
            case ReasonCode::SystemJobLimit:
                return "throttling";
            case ReasonCode::ReservationAccessDenied:
                return "reservation access";
            case ReasonCode::FairshareCap:
                return "fairshare cap";
            default:
                return "";
        }
    };
    for (int hour = 9; hour <= 17; ++hour) {
        // Log time 0 is the generator's UnixStartTime; the demo has no TIMEZONE, so days are UTC's.
        const std::int64_t start_of_day = demo_generator_params().unix_start_time % 86400;
        const Time t = Time::from_seconds(86400 - start_of_day + hour * 3600);
        demo.sim().run(t);
        Snapshot& snap = demo.sim().rm().snapshot();
        const ReportContext ctx{snap,
                                demo.sim().state(),
                                demo.stack().scheduler().last_report(),
                                demo.stack().scheduler(),
                                demo.calendar(),
                                t};
        for (JobId j : snap.idle())
            for (const Reason& r : job_reasons(ctx, j))
                if (const std::string k = kind_of(r.code); !k.empty()) kinds.insert(k);
    }
    EXPECT_TRUE(kinds.count("throttling"));
    EXPECT_GE(kinds.size(), 2U) << "only: " << *kinds.begin();
}

// Each policy of the demo's config is at work: taking it away changes the schedule.
class DemoAblation : public ::testing::TestWithParam<std::pair<const char*, std::string (*)()>> {};

std::string demo_schedule(std::string_view config) {
    DemoReplay demo(config);
    demo.sim().run();
    return demo.schedule();
}

const std::string& baseline() {
    static const std::string s = demo_schedule(demo_config_text());
    return s;
}

TEST_P(DemoAblation, ChangesTheSchedule) {
    const std::string changed = demo_schedule(GetParam().second());
    EXPECT_NE(changed, baseline()) << GetParam().first << " made no difference";
}

const std::string demo_text(demo_config_text());

INSTANTIATE_TEST_SUITE_P(
    Policies, DemoAblation,
    ::testing::Values(
        std::make_pair(
            "fairshare", +[] { return without(demo_text, "FSPOLICY"); }),
        std::make_pair(
            "soft limits",
            +[] { return replaced(demo_text, "MAXJOB=4,8 MAXPROC=128,256", "MAXJOB=8 MAXPROC=256"); }),
        std::make_pair(
            "hard limits",
            +[] {
                return replaced(without(without(demo_text, "GROUPCFG[DEFAULT]"), "GROUPCFG[g8]          MAX"),
                                "MAXJOB=4,8 MAXPROC=128,256", "MAXJOB=4 MAXPROC=128");
            }),
        std::make_pair(
            "interactive standing reservation", +[] { return without(demo_text, "SRCFG[interactive]"); }),
        std::make_pair(
            "high QOS priority",
            +[] {
                return replaced(demo_text, "QOSCFG[high]          PRIORITY=1000", "QOSCFG[high] PRIORITY=0");
            }),
        std::make_pair(
            "backfill",
            +[] { return replaced(demo_text, "BACKFILLPOLICY        BESTFIT", "BACKFILLPOLICY NONE"); })),
    [](const auto& param_info) {
        std::string name = param_info.param.first;
        for (char& c : name)
            if (c == ' ') c = '_';
        return name;
    });

}  // namespace
}  // namespace outrigger
