// The job reserver's contract (schedule/job_reserver.hpp): a reservation is made at the job's
// earliest start and is in force for the rest of the iteration; the reservations standing become
// the state's and the calendar is left as given. And RESERVATIONPOLICY end to end: what becomes
// of a reservation when a job of higher priority arrives.

#include "schedule/job_reserver.hpp"

#include <gtest/gtest.h>

#include <utility>

#include "builders.hpp"
#include "schedule/iteration.hpp"

namespace outrigger {
namespace {

using testing::JobBuilder;

JobId queued(Snapshot& snap, Job job) {
    const JobId id = snap.add_job(std::move(job));
    snap.enqueue(id);
    return id;
}

Allocation on_nodes(std::initializer_list<NodeId::Rep> nodes) {
    Allocation a;
    for (const auto n : nodes) a.push_back(NodeTasks{NodeId(n), 1});
    return a;
}

// The stages an iteration hands the reserver, at `now`.
struct Stage {
    Stage(Snapshot& snap, std::int64_t now)
        : allocator(make_node_allocator(NodeAllocationPolicy::LastAvailable)),
          c{snap, snap.calendar(), state, Time::from_seconds(now), *allocator, scratch, bound} {
        state.grow(snap.job_count());
        snap.calendar().set_present(c.now);
        bound.begin(snap, snap.calendar(), c.now);
        for (const RunningJob& r : snap.running_jobs())
            bound.occupy(r.allocation, snap.job(r.job).request.per_task.procs,
                         Interval{r.start, r.limit_end});
    }
    SchedulerState state;
    StartBound bound;
    PlacementScratch scratch;
    std::unique_ptr<NodeAllocator> allocator;
    StepContext c;
};

// Two one-processor nodes, both busy until 100, and the top job (`top_procs` processors, 50 s)
// waiting from 1: the scene of the calendar layer's tests.
struct LayerScene {
    explicit LayerScene(std::int64_t top_procs) : snap(cl) {
        const JobId r = queued(snap, JobBuilder("r").procs(2).wall(100));
        EXPECT_TRUE(snap.start(r, Time{}, on_nodes({0, 1})));
        top = queued(snap, JobBuilder("top").procs(top_procs).submit(1).wall(50));
        spans_given = snap.calendar().span_count();
    }
    Cluster cl = testing::uniform_cluster(2, 1);
    Snapshot snap;
    JobId top;
    std::size_t spans_given = 0;
};

// 3 one-processor nodes, nodes 0 and 1 busy until 100. The top job (3 processors) is reserved at
// 100; a one-processor job may start now beside it only if it ends by then.
TEST(JobReserver, AReservationIsInForceForTheRestOfTheIterationAndLeavesTheCalendarAsGiven) {
    const Cluster cl = testing::uniform_cluster(3, 1);
    Snapshot snap(cl);
    const JobId r = queued(snap, JobBuilder("r").procs(2).wall(100));
    ASSERT_TRUE(snap.start(r, Time{}, on_nodes({0, 1})));
    const JobId top = queued(snap, JobBuilder("top").procs(3).submit(1).wall(50));
    const Job short_job = JobBuilder("short").procs(1).wall(80);
    const Job long_job = JobBuilder("long").procs(1).wall(200);
    const std::size_t spans_given = snap.calendar().span_count();

    Stage s(snap, 10);
    JobReserver reserver(ReservationPolicy::CurrentHighest);
    reserver.begin(s.c, false);
    EXPECT_FALSE(reserver.holds(top));
    const auto start = reserver.reserve(s.c, snap.job(top), FitRequest::for_job(snap.job(top)));
    ASSERT_TRUE(start);
    EXPECT_EQ(*start, Time::from_seconds(100));
    EXPECT_TRUE(reserver.holds(top));
    EXPECT_NE(reserver.room_for_start(s.c, short_job, FitRequest::for_job(short_job)),
              JobReserver::StartRoom::Refused);
    EXPECT_EQ(reserver.room_for_start(s.c, long_job, FitRequest::for_job(long_job)),
              JobReserver::StartRoom::Refused);
    reserver.flush(s.c);  // placed: the calendar now holds it
    EXPECT_GT(snap.calendar().span_count(), spans_given);
    EXPECT_EQ(reserver.room_for_start(s.c, long_job, FitRequest::for_job(long_job)),
              JobReserver::StartRoom::Alone);  // the calendar itself refuses it now: placement decides

    reserver.hand_over(s.c);
    reserver.end(snap.calendar());
    s.bound.end();
    EXPECT_EQ(snap.calendar().span_count(), spans_given);
    ASSERT_EQ(s.state.reservations.size(), 1u);
    EXPECT_EQ(s.state.reservations[0].job, top);
    EXPECT_EQ(s.state.reservations[0].when.start, Time::from_seconds(100));
    EXPECT_EQ(s.state.reservations[0].first_start, Time::from_seconds(100));
    EXPECT_EQ(s.state.reservations[0].allocation.size(), 3u);
    EXPECT_FALSE(reserver.holds(top));
}

// Under HIGHEST the reservations of the state are in the calendar for the next iteration. They
// stay there between iterations as the snapshot's calendar layer, which only the reserver sees:
// every other reader of the calendar gets it as it was given.
TEST(JobReserver, KeptReservationsStayInTheCalendarAsALayerNobodyElseSees) {
    LayerScene scene(2);
    Snapshot& snap = scene.snap;
    const JobId top = scene.top;
    const std::size_t spans_given = scene.spans_given;

    Stage s(snap, 10);
    s.state.reservations.push_back(
        JobReservation{top, Interval{Time::from_seconds(100), Time::from_seconds(150)}, on_nodes({0, 1}),
                       Time::from_seconds(100), PlacementMark{}});
    JobReserver reserver(ReservationPolicy::Highest);
    reserver.reclaim(snap, s.c.now);
    reserver.begin(s.c, true);
    EXPECT_TRUE(reserver.holds(top));
    EXPECT_EQ(snap.layered_calendar().span_count(), spans_given + 2);
    reserver.hand_over(s.c);
    reserver.end(snap.layered_calendar());
    ASSERT_EQ(s.state.reservations.size(), 1u);
    EXPECT_EQ(s.state.reservations[0].when.start, Time::from_seconds(100));
    // Left in place, as the layer.
    EXPECT_EQ(snap.layer(), &reserver);
    EXPECT_EQ(snap.layered_calendar().span_count(), spans_given + 2);

    // The next iteration takes the layer back as it is: nothing leaves or enters the calendar.
    const std::uint64_t version = snap.layered_calendar().version();
    reserver.reclaim(snap, Time::from_seconds(20));
    s.c.now = Time::from_seconds(20);
    reserver.begin(s.c, true);
    EXPECT_TRUE(reserver.holds(top));
    EXPECT_EQ(snap.layer(), nullptr);
    EXPECT_EQ(snap.layered_calendar().version(), version);
    EXPECT_EQ(snap.layered_calendar().span_count(), spans_given + 2);
    reserver.hand_over(s.c);
    reserver.end(snap.layered_calendar());
    EXPECT_EQ(snap.layer(), &reserver);

    // Any other reader gets the calendar without it.
    EXPECT_EQ(std::as_const(snap).calendar().span_count(), spans_given);
    EXPECT_EQ(snap.layer(), nullptr);
    // And the next iteration places the reservation again.
    reserver.reclaim(snap, Time::from_seconds(30));
    s.c.now = Time::from_seconds(30);
    reserver.begin(s.c, true);
    EXPECT_TRUE(reserver.holds(top));
    EXPECT_EQ(snap.layered_calendar().span_count(), spans_given + 2);
    reserver.hand_over(s.c);
    reserver.end(snap.layered_calendar());
    s.bound.end();
}

// A layer entry is taken back only for the same reservation: one the state no longer holds (its
// job went away, or the state was replaced, as a restored checkpoint does) leaves the calendar.
TEST(JobReserver, ALayerEntryTheStateNoLongerHoldsLeavesTheCalendar) {
    LayerScene scene(1);
    Snapshot& snap = scene.snap;
    const JobId top = scene.top;
    const std::size_t spans_given = scene.spans_given;

    Stage s(snap, 10);
    s.state.reservations.push_back(JobReservation{top,
                                                  Interval{Time::from_seconds(100), Time::from_seconds(150)},
                                                  on_nodes({0}), Time::from_seconds(100), PlacementMark{}});
    JobReserver reserver(ReservationPolicy::Highest);
    reserver.reclaim(snap, s.c.now);
    reserver.begin(s.c, true);
    reserver.hand_over(s.c);
    reserver.end(snap.layered_calendar());
    ASSERT_EQ(snap.layer(), &reserver);

    // The state now holds another reservation of the job, on node 1 (as one put in its place, a
    // copy, would: only the reservation handed over bears the entry's token).
    s.state.reservations[0] = JobReservation{top, Interval{Time::from_seconds(100), Time::from_seconds(150)},
                                             on_nodes({1}), Time::from_seconds(100), PlacementMark{}};
    reserver.reclaim(snap, Time::from_seconds(20));
    s.c.now = Time::from_seconds(20);
    reserver.begin(s.c, true);
    EXPECT_EQ(snap.layered_calendar().span_count(), spans_given + 1);
    const auto free_on = [&](NodeId::Rep n) {
        return snap.layered_calendar()
            .avail_during(NodeId(n), Interval{Time::from_seconds(100), Time::from_seconds(150)})
            .procs;
    };
    EXPECT_EQ(free_on(0), 1);
    EXPECT_EQ(free_on(1), 0);
    reserver.hand_over(s.c);
    reserver.end(snap.layered_calendar());

    // The job went away: its entry leaves at the next iteration's start.
    snap.cancel_idle(top);
    reserver.reclaim(snap, Time::from_seconds(30));
    EXPECT_EQ(snap.layered_calendar().span_count(), spans_given);
    s.bound.end();
}

// ---------------------------------------------------------------- RESERVATIONPOLICY

struct Reserved {
    std::int64_t a = -1;  // A's reservation start, -1 none
    std::int64_t b = -1;
};

// 2 one-processor nodes, busy until 100. A (2 procs, 50 s) waits from 1 and is reserved at 100.
// At 20 B (2 procs, 50 s) arrives with a system priority above A's. RESERVATIONDEPTH 1.
Reserved after_b_arrives(ReservationPolicy policy) {
    const Cluster cl = testing::uniform_cluster(2, 1);
    Snapshot snap(cl);
    const JobId r = queued(snap, JobBuilder("r").procs(2).wall(100));
    EXPECT_TRUE(snap.start(r, Time{}, on_nodes({0, 1})));
    const JobId a = queued(snap, JobBuilder("A").procs(2).submit(1).wall(50));
    SchedulerPolicy p;
    p.apply(NamedPolicy::Easy);
    p.scheduling.reservation_policy = policy;
    Scheduler s(p, std::make_unique<QueueTimePriority>(PrioritySettings{}));
    SchedulerState st;
    s.iterate(snap, st, Time::from_seconds(10));
    const JobId b = queued(snap, JobBuilder("B").procs(2).submit(20).wall(50));
    snap.set_system_priority(b, 1);
    const auto& rep = s.iterate(snap, st, Time::from_seconds(30));
    EXPECT_TRUE(rep.starts.empty());
    Reserved out;
    if (const auto* ra = st.reservation_of(a)) out.a = ra->when.start.seconds();
    if (const auto* rb = st.reservation_of(b)) out.b = rb->when.start.seconds();
    return out;
}

TEST(ReservationPolicy, CurrentHighestGivesTheReservationToTheJobNowOnTop) {
    const Reserved r = after_b_arrives(ReservationPolicy::CurrentHighest);
    EXPECT_EQ(r.b, 100);
    EXPECT_EQ(r.a, -1);
}

TEST(ReservationPolicy, HighestKeepsAReservationOnceMadeAndTheNewTopJobReservesBehindIt) {
    const Reserved r = after_b_arrives(ReservationPolicy::Highest);
    EXPECT_EQ(r.a, 100);
    EXPECT_EQ(r.b, 150);
}

TEST(ReservationPolicy, NeverReservesNothing) {
    const Reserved r = after_b_arrives(ReservationPolicy::Never);
    EXPECT_EQ(r.a, -1);
    EXPECT_EQ(r.b, -1);
}

}  // namespace
}  // namespace outrigger
