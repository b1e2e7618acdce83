// The contract of each BACKFILLPOLICY (schedule/backfill.hpp), told with the backfill chapter's
// stories (guide 8.2): the two-processor A/B/C story and the eight-node picture of two overlapping
// backfill windows. Plus the greedy fill of one window as the pure function it is.

#include <gtest/gtest.h>

#include <string>

#include "builders.hpp"
#include "schedule/backfill.hpp"
#include "sim/simulator.hpp"

namespace outrigger {
namespace {

using testing::JobBuilder;
using testing::kHour;

SchedulerPolicy easy_with(BackfillPolicy backfill) {
    SchedulerPolicy p;
    p.apply(NamedPolicy::Easy);
    p.scheduling.backfill = backfill;
    return p;
}

TEST(BackfillStrategy, EveryPolicyHasAFactory) {
    for (const auto b :
         {BackfillPolicy::FirstFit, BackfillPolicy::BestFit, BackfillPolicy::Greedy, BackfillPolicy::None}) {
        SchedulingSettings s;
        s.backfill = b;
        EXPECT_EQ(make_backfill_strategy(s)->policy(), b);
    }
}

// ---------------------------------------------------------------- the A/B/C story

struct AbcCase {
    BackfillPolicy policy;
    std::int64_t c_start_h;  // when C starts
    bool c_backfilled;
    std::int64_t b_start_h;  // when B starts
};

class AbcStoryPerStrategy : public ::testing::TestWithParam<AbcCase> {};

// 2 one-processor nodes. A (1 proc, limit 4 h) runs from 0 and really ends at 2; at 1, B (2 procs,
// 1 h) is the top idle job, reserved at 4, and C (1 proc, 2 h) the next. Every strategy that
// backfills starts C at 1 (it ends at 3 <= 4), and B's reservation slides to 3. Without backfill
// C waits; B starts when A ends, and C after B.
TEST_P(AbcStoryPerStrategy, CIsBackfilledAtOneByEveryStrategyThatBackfills) {
    const AbcCase c = GetParam();
    const Cluster cluster = testing::uniform_cluster(2, 1);
    std::vector<Job> jobs{JobBuilder("A").procs(1).submit(0).wall(4 * kHour).run(2 * kHour),
                          JobBuilder("B").procs(2).submit(1 * kHour).wall(1 * kHour),
                          JobBuilder("C").procs(1).submit(1 * kHour).wall(2 * kHour)};
    Scheduler scheduler(easy_with(c.policy), std::make_unique<QueueTimePriority>(PrioritySettings{}));
    Simulator sim(cluster, jobs, scheduler);
    sim.run(Time::from_seconds(1 * kHour));
    ASSERT_EQ(sim.state().reservations.size(), 1u);
    EXPECT_EQ(sim.state().reservations[0].when.start, Time::from_seconds(4 * kHour));
    sim.run();
    EXPECT_EQ(sim.outcomes()[1].start, Time::from_seconds(c.b_start_h * kHour));
    EXPECT_EQ(sim.outcomes()[2].start, Time::from_seconds(c.c_start_h * kHour));
    EXPECT_EQ(sim.outcomes()[2].backfilled, c.c_backfilled);
}

INSTANTIATE_TEST_SUITE_P(BackfillPolicies, AbcStoryPerStrategy,
                         ::testing::Values(AbcCase{BackfillPolicy::FirstFit, 1, true, 3},
                                           AbcCase{BackfillPolicy::BestFit, 1, true, 3},
                                           AbcCase{BackfillPolicy::Greedy, 1, true, 3},
                                           AbcCase{BackfillPolicy::None, 3, false, 2}));

// ---------------------------------------------------------------- the overlapping windows

// 8 one-processor nodes; R1 runs on nodes 0-1 until 1 h, R2 on nodes 2-3 until 3 h; the top idle
// job C (5 procs, 1 h) is reserved at 1 h on nodes 0-1 and three of the idle nodes 4-7. Two
// overlapping windows: 4 processors for 1 hour (widest, first) and 1 processor with no time limit.
// Behind C wait `queue` jobs (in priority order, named by their processors) of 1 hour, and Z
// (1 proc, 3 h), which only the unlimited window can hold. Returns the jobs started, by name, in
// the order they started.
std::string backfilled(BackfillPolicy policy, const std::vector<std::int64_t>& queue) {
    const Cluster cluster = testing::uniform_cluster(8, 1);
    Snapshot snap(cluster);
    const JobId r1 = snap.add_job(JobBuilder("R1").procs(2).submit(0).wall(1 * kHour));
    const JobId r2 = snap.add_job(JobBuilder("R2").procs(2).submit(0).wall(3 * kHour));
    snap.enqueue(r1);
    snap.enqueue(r2);
    snap.enqueue(snap.add_job(JobBuilder("C").procs(5).submit(0).wall(1 * kHour)));
    for (std::size_t i = 0; i < queue.size(); ++i) {
        const std::string name = "J" + std::to_string(i + 1) + "." + std::to_string(queue[i]);
        snap.enqueue(snap.add_job(JobBuilder(name).procs(queue[i]).submit(0).wall(1 * kHour)));
    }
    snap.enqueue(snap.add_job(JobBuilder("Z").procs(1).submit(0).wall(3 * kHour)));
    EXPECT_TRUE(snap.start(r1, Time{}, Allocation{{NodeId(0), 1}, {NodeId(1), 1}}));
    EXPECT_TRUE(snap.start(r2, Time{}, Allocation{{NodeId(2), 1}, {NodeId(3), 1}}));

    Scheduler scheduler(easy_with(policy), std::make_unique<QueueTimePriority>(PrioritySettings{}));
    SchedulerState state;
    const auto& report = scheduler.iterate(snap, state, Time{});
    EXPECT_EQ(state.reservations.size(), 1u);
    std::string started;
    for (const auto& d : report.starts) {
        EXPECT_TRUE(d.backfilled);
        started += (started.empty() ? "" : " ") + snap.job(d.job).name;
    }
    return started;
}

// FIRSTFIT walks the queue in priority order: it takes what fits as it comes, whatever the windows.
TEST(BackfillWindowsStory, FirstFitStartsWhatFitsInPriorityOrder) {
    // 3 of the 4 hour-long processors, then Z on the node no reservation holds.
    EXPECT_EQ(backfilled(BackfillPolicy::FirstFit, {3, 2, 2}), "J1.3 Z");
    // 2 + 2: the 3-processor job in between finds 2 free; Z finds nothing left.
    EXPECT_EQ(backfilled(BackfillPolicy::FirstFit, {2, 3, 2}), "J1.2 J3.2");
}

// BESTFIT traverses the windows widest first and takes the largest fitting job in each.
TEST(BackfillWindowsStory, BestFitTakesTheLargestFittingJobOfEachWindowWidestFirst) {
    // Window 1 (4 x 1 h): the 3-processor job, then nothing fits the last processor for an hour
    // (Z is too long); window 2 (1, unlimited): Z.
    EXPECT_EQ(backfilled(BackfillPolicy::BestFit, {3, 2, 2}), "J1.3 Z");
    EXPECT_EQ(backfilled(BackfillPolicy::BestFit, {2, 3, 2}), "J2.3 Z");
}

// GREEDY fills each window as fully as it can: two 2-processor jobs rather than one of 3.
TEST(BackfillWindowsStory, GreedyTakesTheFullestFillOfEachWindow) {
    EXPECT_EQ(backfilled(BackfillPolicy::Greedy, {3, 2, 2}), "J2.2 J3.2");
    EXPECT_EQ(backfilled(BackfillPolicy::Greedy, {2, 3, 2}), "J1.2 J3.2");
}

TEST(BackfillWindowsStory, NoneStartsNothing) {
    EXPECT_EQ(backfilled(BackfillPolicy::None, {3, 2, 2}), "");
}

// ---------------------------------------------------------------- the greedy fill

BackfillWindow window(std::int64_t procs, Duration duration) {
    return BackfillWindow{procs, procs, duration};
}

TEST(GreedyFill, TakesTheSetThatFillsTheWindowMostInPriorityOrder) {
    const std::vector<FillCandidate> c{
        {3, Duration::hours(1)}, {2, Duration::hours(1)}, {2, Duration::hours(1)}};
    EXPECT_EQ(greedy_fill(c, window(4, Duration::hours(1))), (std::vector<std::size_t>{1, 2}));
    EXPECT_EQ(greedy_fill(c, window(3, Duration::hours(1))), (std::vector<std::size_t>{0}));
    EXPECT_TRUE(greedy_fill(c, window(1, Duration::hours(1))).empty());
}

TEST(GreedyFill, CountsOnlyWhatFitsInTheWindowsDuration) {
    // Too long for the window: never chosen.
    EXPECT_TRUE(
        greedy_fill(std::vector<FillCandidate>{{1, Duration::hours(2)}}, window(4, Duration::hours(1)))
            .empty());
    // Within an unlimited window a longer job fills more than a wider, shorter one.
    const std::vector<FillCandidate> c{{2, Duration::hours(1)}, {1, Duration::hours(3)}};
    EXPECT_EQ(greedy_fill(c, window(2, Duration::infinite())), (std::vector<std::size_t>{1}));
}

TEST(GreedyFill, WeighsAtMostItsBoundOfCandidates) {
    // The fitting candidates past the bound are never chosen, however well they fill.
    std::vector<FillCandidate> c(kGreedyMaxJobs, FillCandidate{1, Duration::seconds(1)});
    c.push_back(FillCandidate{1, Duration::hours(1)});
    const auto chosen = greedy_fill(c, window(1, Duration::hours(1)));
    ASSERT_EQ(chosen.size(), 1u);
    EXPECT_LT(chosen[0], kGreedyMaxJobs);
}

}  // namespace
}  // namespace outrigger

namespace outrigger {
namespace {

// FIRSTFIT turns most of a deep queue down on processors alone, from the snapshot's brief of each
// job: a hold put on after submission must still be seen there, and the job noted as held, not as
// short of processors. 4 processors, 3 busy for 10 hours; the queue holds a 4-processor job
// (reserved at 10 hours), a 2-processor one, and a 1-processor job too long to backfill before the
// reservation, which keeps the backfill pass running (one processor is free for it).
TEST(FirstFitWalk, AHoldPutOnLaterIsNotedAsAHoldNotAsMissingProcessors) {
    const Cluster cluster = testing::uniform_cluster(4, 1);
    Snapshot snap(cluster);
    Job running = JobBuilder("R").procs(3).submit(0).wall(10 * kHour);
    const JobId r = snap.add_job(running);
    snap.enqueue(r);
    ASSERT_TRUE(snap.start(r, Time{}, Allocation{{NodeId(0), 1}, {NodeId(1), 1}, {NodeId(2), 1}}));
    const JobId big = snap.add_job(JobBuilder("big").procs(4).submit(1).wall(kHour));
    const JobId held = snap.add_job(JobBuilder("held").procs(2).submit(2).wall(kHour));
    const JobId longer = snap.add_job(JobBuilder("long").procs(1).submit(3).wall(20 * kHour));
    snap.enqueue(big);
    snap.enqueue(held);
    snap.enqueue(longer);
    EXPECT_TRUE(snap.brief(held).plain);
    snap.set_hold(held, Hold::User);
    EXPECT_FALSE(snap.brief(held).plain);
    EXPECT_EQ(snap.brief(held).procs, 2);

    Scheduler scheduler(easy_with(BackfillPolicy::FirstFit),
                        std::make_unique<QueueTimePriority>(PrioritySettings{}));
    SchedulerState state;
    const IterationReport& report = scheduler.iterate(snap, state, Time::from_seconds(10));
    EXPECT_TRUE(report.backfill_ran);
    EXPECT_TRUE(report.starts.empty());  // the long job would delay the reservation
    const std::optional<BlockNote> note = report.note_of(held);
    ASSERT_TRUE(note.has_value());
    EXPECT_EQ(note->code, ReasonCode::Held);
    snap.set_hold(held, Hold::None);
    const IterationReport& again = scheduler.iterate(snap, state, Time::from_seconds(11));
    ASSERT_TRUE(again.note_of(held).has_value());
    EXPECT_EQ(again.note_of(held)->code, ReasonCode::InsufficientResources);
    EXPECT_EQ(again.note_of(held)->a, 1);
    EXPECT_EQ(again.note_of(held)->b, 2);
}

// BFDEPTH bounds the candidates FIRSTFIT considers, those turned down from their brief alone (swept
// in bulk over a deep queue) included. 4 processors, 3 busy for 10 hours; behind a 4-processor job
// (reserved at 10 hours) wait two 2-processor jobs, short of processors, a 1-processor job of 20
// hours that would delay the reservation, then a 1-processor job of an hour that fits before it.
TEST(FirstFitWalk, BackfillDepthCountsTheCandidatesTurnedDownFromTheirBrief) {
    const auto run = [](std::int64_t depth) {
        const Cluster cluster = testing::uniform_cluster(4, 1);
        Snapshot snap(cluster);
        const JobId r = snap.add_job(JobBuilder("R").procs(3).submit(0).wall(10 * kHour));
        snap.enqueue(r);
        EXPECT_TRUE(snap.start(r, Time{}, Allocation{{NodeId(0), 1}, {NodeId(1), 1}, {NodeId(2), 1}}));
        for (const char* name : {"big", "a", "b", "long", "small"}) {
            const std::string n = name;
            const std::int64_t procs = n == "big" ? 4 : n == "small" || n == "long" ? 1 : 2;
            snap.enqueue(
                snap.add_job(JobBuilder(n).procs(procs).submit(1).wall(n == "long" ? 20 * kHour : kHour)));
        }
        SchedulerPolicy p = easy_with(BackfillPolicy::FirstFit);
        p.scheduling.bf_depth = depth;
        Scheduler scheduler(p, std::make_unique<QueueTimePriority>(PrioritySettings{}));
        SchedulerState state;
        const IterationReport& report = scheduler.iterate(snap, state, Time::from_seconds(10));
        std::string seen;
        for (JobId j = JobId(2); j.value() <= 5; j = JobId(j.value() + 1)) {
            const auto note = report.note_of(j);
            seen +=
                note ? (note->code == ReasonCode::InsufficientResources && note->a == 1 ? "short " : "other ")
                     : "- ";
        }
        seen += report.starts.size() == 1 && report.starts[0].backfilled ? "started" : "waits";
        seen += " bypass " + std::to_string(state.bypass_of(JobId(3)));
        return seen;
    };
    EXPECT_EQ(run(0), "short short short - started bypass 1");
    EXPECT_EQ(run(4), "short short short - started bypass 1");
    EXPECT_EQ(run(3), "short short short - waits bypass 0");
    EXPECT_EQ(run(2), "short short - - waits bypass 0");
    EXPECT_EQ(run(1), "short - - - waits bypass 0");
}

// Over a deep queue, FIRSTFIT turns down whole runs of jobs from their briefs at once: each must
// be noted as the job-by-job walk notes it. 8 processors, 6 busy for 10 hours; a 8-processor job
// is reserved at 10 hours, leaving no room beside it. Behind it wait 300 jobs: most need more than
// the 2 free processors; those that fit them run for 20 hours, past the reservation, and are
// refused beside it (noted alike); one held job; and at position 250 the one job that fits
// before the reservation, backfilled. Every job behind it is then turned down on 0 free.
TEST(FirstFitWalk, ADeepQueueIsNotedRunByRunExactlyAsJobByJob) {
    const Cluster cluster = testing::uniform_cluster(8, 1);
    Snapshot snap(cluster);
    const JobId r = snap.add_job(JobBuilder("R").procs(6).submit(0).wall(10 * kHour));
    snap.enqueue(r);
    Allocation six;
    for (std::uint32_t n = 0; n < 6; ++n) six.push_back({NodeId(n), 1});
    ASSERT_TRUE(snap.start(r, Time{}, six));
    const JobId head = snap.add_job(JobBuilder("head").procs(8).submit(1).wall(kHour));
    snap.enqueue(head);
    constexpr int kQueue = 300;
    constexpr int kFits = 250;
    constexpr int kHeld = 100;
    std::vector<JobId> queue;
    for (int i = 0; i < kQueue; ++i) {
        JobBuilder b("q" + std::to_string(i));
        b.submit(2 + i);
        if (i == kFits)
            b.procs(2).wall(kHour);
        else
            b.procs(1 + i % 5).wall(i % 5 < 2 ? 20 * kHour : kHour);
        if (i == kHeld) b.hold();
        queue.push_back(snap.add_job(b));
        snap.enqueue(queue.back());
    }
    Scheduler scheduler(easy_with(BackfillPolicy::FirstFit),
                        std::make_unique<QueueTimePriority>(PrioritySettings{}));
    SchedulerState state;
    const IterationReport& report = scheduler.iterate(snap, state, Time::from_seconds(10));
    ASSERT_EQ(report.starts.size(), 1u);
    EXPECT_EQ(report.starts[0].job, queue[kFits]);
    EXPECT_TRUE(report.starts[0].backfilled);
    for (int i = 0; i < kQueue; ++i) {
        if (i == kFits) continue;
        const std::optional<BlockNote> note = report.note_of(queue[static_cast<std::size_t>(i)]);
        ASSERT_TRUE(note.has_value()) << i;
        if (i == kHeld) {
            EXPECT_EQ(note->code, ReasonCode::Held);
            EXPECT_EQ(state.bypass_of(queue[static_cast<std::size_t>(i)]), 0);
            continue;
        }
        EXPECT_EQ(note->code, ReasonCode::InsufficientResources) << i;
        EXPECT_EQ(note->a, i < kFits ? 2 : 0) << i;  // the free processors it was turned down on
        EXPECT_EQ(note->b, 1 + i % 5) << i;
        // Passed by the backfilled job when ahead of it.
        EXPECT_EQ(state.bypass_of(queue[static_cast<std::size_t>(i)]), i < kFits ? 1 : 0) << i;
    }
    EXPECT_EQ(state.bypass_of(head), 1);
}

}  // namespace
}  // namespace outrigger
