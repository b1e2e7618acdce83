// The scheduler state is one versioned JSON value; a replay stopped, saved and resumed gives the
// identical schedule.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "random_workload.hpp"
#include "sim/simulator.hpp"

namespace outrigger {
namespace {

TEST(SchedulerStateJson, RoundTripsEveryField) {
    SchedulerState s;
    s.grow(5);
    s.bypass.set(JobId(3), 2);
    s.queue_clock[1] = Time::from_seconds(40);
    s.restarted_clocks = 1;
    s.first_reserved[4] = Time::from_seconds(90);
    s.chunk_until = Time::from_seconds(77);
    s.completions_seen = Time::from_seconds(47);
    s.iterations = 12;
    s.reservations.push_back(JobReservation{JobId(4),
                                            Interval{Time::from_seconds(100), Time::from_seconds(160)},
                                            Allocation{{NodeId(0), 2}, {NodeId(3), 1}},
                                            Time::from_seconds(90),
                                            {}});
    const std::string text = to_json(s).dump();
    const StateRead back = read_state(nlohmann::json::parse(text));
    ASSERT_TRUE(back.state) << back.error;
    EXPECT_TRUE(back.error.empty());
    EXPECT_EQ(*back.state, s);
}

TEST(SchedulerStateJson, RejectsAnotherVersionAndNamesWhatIsWrong) {
    const StateRead other_version = read_state(nlohmann::json{{"version", 99}});
    EXPECT_FALSE(other_version.state);
    EXPECT_NE(other_version.error.find("version 99"), std::string::npos);
    const StateRead no_iterations = read_state(nlohmann::json{{"version", 1}});
    EXPECT_FALSE(no_iterations.state);
    EXPECT_NE(no_iterations.error.find("iterations"), std::string::npos) << no_iterations.error;
    // The form that reports into the caller's error string says the same.
    std::string error;
    EXPECT_FALSE(state_from_json(nlohmann::json{{"version", 99}}, error));
    EXPECT_EQ(error, other_version.error);
}

class ResumeIdentical : public ::testing::TestWithParam<NamedPolicy> {};

TEST_P(ResumeIdentical, StopSaveAndResumeGivesTheSameSchedule) {
    const Cluster c = testing::uniform_cluster(6, 2);
    const auto jobs = testing::random_workload(11, 150, 8);
    SchedulerPolicy p;
    p.apply(GetParam());
    const auto run_whole = [&] {
        Scheduler s(p, std::make_unique<QueueTimePriority>(PrioritySettings{}));
        Simulator sim(c, jobs, s);
        sim.run();
        return sim.outcomes();
    };
    const auto whole = run_whole();

    std::string saved;
    {
        Scheduler s(p, std::make_unique<QueueTimePriority>(PrioritySettings{}));
        Simulator sim(c, jobs, s);
        sim.run(Time::from_seconds(1500));
        saved = sim.checkpoint().dump();
    }
    Scheduler s(p, std::make_unique<QueueTimePriority>(PrioritySettings{}));
    Simulator resumed(c, jobs, s);
    std::string error;
    ASSERT_TRUE(resumed.restore(nlohmann::json::parse(saved), error)) << error;
    resumed.run();
    ASSERT_EQ(resumed.outcomes().size(), whole.size());
    for (std::size_t i = 0; i < whole.size(); ++i) {
        EXPECT_EQ(resumed.outcomes()[i].start, whole[i].start) << "job " << i;
        EXPECT_EQ(resumed.outcomes()[i].end, whole[i].end) << "job " << i;
        EXPECT_EQ(resumed.outcomes()[i].backfilled, whole[i].backfilled) << "job " << i;
    }
}

INSTANTIATE_TEST_SUITE_P(Policies, ResumeIdentical,
                         ::testing::Values(NamedPolicy::Fcfs, NamedPolicy::Easy, NamedPolicy::Conservative));

TEST(Checkpoint, RefusesACheckpointOfAnotherReplay) {
    const Cluster c = testing::uniform_cluster(2, 1);
    Scheduler s(SchedulerPolicy{}, std::make_unique<QueueTimePriority>(PrioritySettings{}));
    Simulator a(c, testing::random_workload(1, 5, 2), s);
    Simulator b(c, testing::random_workload(1, 6, 2), s);
    std::string error;
    EXPECT_FALSE(b.restore(a.checkpoint(), error));
    EXPECT_NE(error.find("5 jobs"), std::string::npos) << error;
}

TEST(PlacementMark, SurvivesMovesNotCopiesAndNeverTellsReservationsApart) {
    JobReservation r{JobId(1), Interval{Time::from_seconds(0), Time::from_seconds(10)},
                     Allocation{{NodeId(2), 1}}, Time::from_seconds(0), PlacementMark{7}};
    EXPECT_EQ(r.mark.answer(), 7u);
    const JobReservation copy = r;
    EXPECT_EQ(copy.mark.answer(), 0u);
    EXPECT_EQ(copy, r);
    JobReservation moved = std::move(r);
    EXPECT_EQ(moved.mark.answer(), 7u);
    EXPECT_EQ(r.mark.answer(), 0u);  // NOLINT(bugprone-use-after-move): moved-from is left unmarked
    JobReservation assigned;
    assigned = moved;
    EXPECT_EQ(assigned.mark.answer(), 0u);
    assigned = std::move(moved);
    EXPECT_EQ(assigned.mark.answer(), 7u);
    // A state with a marked reservation serializes, compares and copies as one without marks.
    SchedulerState marked;
    marked.reservations.push_back(std::move(assigned));
    const SchedulerState plain = marked;
    EXPECT_EQ(plain.reservations.front().mark.answer(), 0u);
    EXPECT_EQ(plain, marked);
    EXPECT_EQ(to_json(plain), to_json(marked));
}

}  // namespace
}  // namespace outrigger
