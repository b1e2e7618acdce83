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
    s.bypass[3] = 2;
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
    std::string error;
    const auto back = state_from_json(nlohmann::json::parse(text), error);
    ASSERT_TRUE(back) << error;
    EXPECT_EQ(*back, s);
}

TEST(SchedulerStateJson, RejectsAnotherVersionAndNamesWhatIsWrong) {
    std::string error;
    EXPECT_FALSE(state_from_json(nlohmann::json{{"version", 99}}, error));
    EXPECT_NE(error.find("version 99"), std::string::npos);
    EXPECT_FALSE(state_from_json(nlohmann::json{{"version", 1}}, error));
    EXPECT_NE(error.find("iterations"), std::string::npos) << error;
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
    const int origin = 0;
    JobReservation r{JobId(1), Interval{Time::from_seconds(0), Time::from_seconds(10)},
                     Allocation{{NodeId(2), 1}}, Time::from_seconds(0), PlacementMark{&origin, 7}};
    EXPECT_EQ(r.mark.answer_of(&origin), 7u);
    EXPECT_EQ(r.mark.answer_of(&r), 0u);  // another origin's answers are not its own
    const JobReservation copy = r;
    EXPECT_EQ(copy.mark.answer_of(&origin), 0u);
    EXPECT_EQ(copy, r);
    JobReservation moved = std::move(r);
    EXPECT_EQ(moved.mark.answer_of(&origin), 7u);
    EXPECT_EQ(r.mark.answer_of(&origin), 0u);  // NOLINT(bugprone-use-after-move): moved-from is left unmarked
    JobReservation assigned;
    assigned = moved;
    EXPECT_EQ(assigned.mark.answer_of(&origin), 0u);
    assigned = std::move(moved);
    EXPECT_EQ(assigned.mark.answer_of(&origin), 7u);
}

}  // namespace
}  // namespace outrigger
