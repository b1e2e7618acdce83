// The start bound's contract (schedule/start_bound.hpp): it turns down a job only when the job
// cannot start now, reading the free profile over the job's walltime and what reservation
// instances may lend the job.

#include "schedule/start_bound.hpp"

#include <gtest/gtest.h>

#include "builders.hpp"

namespace outrigger {
namespace {

using testing::JobBuilder;

JobId running(Snapshot& snap, Job job, std::int64_t start, const Allocation& on) {
    const JobId id = snap.add_job(std::move(job));
    snap.enqueue(id);
    EXPECT_TRUE(snap.start(id, Time::from_seconds(start), on));
    return id;
}

Allocation on_nodes(std::initializer_list<NodeId::Rep> nodes) {
    Allocation a;
    for (const auto n : nodes) a.push_back(NodeTasks{NodeId(n), 1});
    return a;
}

// The bound's part of an iteration at `now`: begin, then every running job counted.
void begin_at(StartBound& bound, const Snapshot& snap, std::int64_t now) {
    bound.begin(snap, snap.calendar(), Time::from_seconds(now));
    for (const RunningJob& r : snap.running_jobs())
        bound.occupy(r.allocation, snap.job(r.job).request.per_task.procs, Interval{r.start, r.limit_end});
}

// 4 one-processor nodes: node 0 busy until 100, nodes 1 and 2 promised to a job over [150, 250).
TEST(StartBound, RejectsWhatTheFreeProfileOverTheWalltimeCannotHold) {
    const Cluster c = testing::uniform_cluster(4, 1);
    Snapshot snap(c);
    running(snap, JobBuilder("r").procs(1).wall(100), 0, on_nodes({0}));
    const Job later = JobBuilder("later").procs(2).wall(100);
    std::vector<SpanId> spans;
    ASSERT_TRUE(commit_allocation(snap.calendar(), on_nodes({1, 2}), later.request,
                                  Interval{Time::from_seconds(150), Time::from_seconds(250)},
                                  SpanOwner::of_job(JobId(99)), spans));
    StartBound bound;
    begin_at(bound, snap, 10);
    EXPECT_EQ(bound.free_now(snap.calendar()), 3);
    EXPECT_TRUE(bound.rejects(JobBuilder("wide").procs(4).wall(10), snap, snap.calendar()));
    EXPECT_FALSE(
        bound.rejects(JobBuilder("short").procs(3).wall(100), snap, snap.calendar()));  // ends by 150
    EXPECT_TRUE(
        bound.rejects(JobBuilder("long").procs(3).wall(200), snap, snap.calendar()));  // meets [150, 250)
    EXPECT_FALSE(bound.rejects(JobBuilder("narrow").procs(2).wall(200), snap, snap.calendar()));
    bound.end();
}

TEST(StartBound, LeavesPartitionJobsToPlacement) {
    const Cluster c = testing::uniform_cluster(2, 1);
    Snapshot snap(c);
    running(snap, JobBuilder("r").procs(2).wall(100), 0, on_nodes({0, 1}));
    StartBound bound;
    begin_at(bound, snap, 10);
    Job job = JobBuilder("p").procs(1).wall(10);
    EXPECT_TRUE(bound.rejects(job, snap, snap.calendar()));
    job.partition = PartitionId(0);
    EXPECT_FALSE(bound.rejects(job, snap, snap.calendar()));
    bound.end();
}

// Reservation 7 admits job "vip" only, whatever the job's span.
class VipOnly final : public AccessOracle {
  public:
    [[nodiscard]] Admission admit(ReservationId r, const Job& job, Interval) const override {
        return r == ReservationId(7) && job.name == "vip" ? Admission::Positive : Admission::Denied;
    }
    [[nodiscard]] bool span_dependent(ReservationId) const override { return false; }
};

// The same admission, but (as a TIMELIMIT entry would) said to depend on the span.
class VipBySpan final : public AccessOracle {
  public:
    [[nodiscard]] Admission admit(ReservationId r, const Job& job, Interval) const override {
        return r == ReservationId(7) && job.name == "vip" ? Admission::Positive : Admission::Denied;
    }
};

// 4 one-processor nodes, a job running on node 0, reservation 7 over nodes 0 and 1 from then on:
// the aggregate counts 1 processor free. A job the reservation refuses finds nodes 2 and 3 (the
// job on node 0 is counted twice by the aggregate); "vip" may use node 1 as well.
TEST(StartBound, AnInstanceLendsItsProcessorsToTheJobsItAdmitsOnly) {
    const Cluster c = testing::uniform_cluster(4, 1);
    Snapshot snap(c);
    VipOnly oracle;
    snap.set_access_oracle(&oracle);
    running(snap, JobBuilder("r").procs(1).wall(1000), 0, on_nodes({0}));
    snap.add_reservation(ReservationId(7), "vipres", Interval{Time{}, Time::never()},
                         {{NodeId(0), Resources::of_procs(1)}, {NodeId(1), Resources::of_procs(1)}});
    StartBound bound;
    begin_at(bound, snap, 10);
    EXPECT_TRUE(bound.has_instances());
    EXPECT_EQ(bound.reserved_procs(), 2);
    EXPECT_EQ(bound.free_now(snap.calendar()), 1);
    EXPECT_FALSE(bound.rejects(JobBuilder("other").procs(2).wall(10), snap, snap.calendar()));
    EXPECT_TRUE(bound.rejects(JobBuilder("other").procs(3).wall(10), snap, snap.calendar()));
    EXPECT_FALSE(bound.rejects(JobBuilder("vip").procs(3).wall(10), snap, snap.calendar()));
    EXPECT_TRUE(bound.rejects(JobBuilder("vip").procs(4).wall(10), snap, snap.calendar()));
    const Interval now_on{Time::from_seconds(10), Time::from_seconds(20)};
    EXPECT_TRUE(bound.may_be_admitted(JobBuilder("vip").procs(1), now_on, oracle));
    EXPECT_FALSE(bound.may_be_admitted(JobBuilder("other").procs(1), now_on, oracle));
    bound.end();
    // The next iteration starts from nothing: without instances the bound is the free count.
    snap.remove_reservation(ReservationId(7));
    begin_at(bound, snap, 20);
    EXPECT_FALSE(bound.has_instances());
    EXPECT_FALSE(bound.rejects(JobBuilder("other").procs(3).wall(10), snap, snap.calendar()));
    bound.end();
}

// An instance whose admission depends on the span lends its processors to every job's bound, and
// every job's placement reads it through a gate.
TEST(StartBound, AnInstanceWhoseAdmissionDependsOnTheSpanCountsForEveryJob) {
    const Cluster c = testing::uniform_cluster(4, 1);
    Snapshot snap(c);
    VipBySpan oracle;
    snap.set_access_oracle(&oracle);
    snap.add_reservation(ReservationId(7), "vipres", Interval{Time{}, Time::never()},
                         {{NodeId(0), Resources::of_procs(1)}, {NodeId(1), Resources::of_procs(1)}});
    StartBound bound;
    begin_at(bound, snap, 10);
    EXPECT_FALSE(bound.rejects(JobBuilder("other").procs(4).wall(10), snap, snap.calendar()));
    EXPECT_TRUE(bound.may_be_admitted(JobBuilder("other").procs(1),
                                      Interval{Time::from_seconds(10), Time::from_seconds(20)}, oracle));
    bound.end();
}

// A start now lowers the bound's record lows in place (took); the verdicts then match a bound that
// reads the calendar again, for every size and walltime. The free profile from 10: 36, rising to
// 40 at 100, then falling to 34 at 300, 32 at 400 and 28 at 800 (records at 10, 300, 400, 800).
TEST(StartBound, AStartNowLowersTheBoundAsReadingTheCalendarAgainWould) {
    const Cluster c = testing::uniform_cluster(10, 4);
    Snapshot snap(c);
    running(snap, JobBuilder("r").procs(4).wall(100), 0, Allocation{NodeTasks{NodeId(0), 4}});
    std::vector<SpanId> spans;
    const auto promise = [&](Allocation on, std::int64_t from, std::uint32_t id) {
        std::int64_t procs = 0;
        for (const auto& nt : on) procs += nt.tasks;
        ASSERT_TRUE(commit_allocation(snap.calendar(), on, JobBuilder("later").procs(procs).build().request,
                                      Interval{Time::from_seconds(from), Time::from_seconds(5000)},
                                      SpanOwner::of_job(JobId(id)), spans));
    };
    promise({NodeTasks{NodeId(1), 4}, NodeTasks{NodeId(3), 2}}, 300, 90);
    promise({NodeTasks{NodeId(7), 2}}, 400, 91);
    promise({NodeTasks{NodeId(2), 4}}, 800, 92);
    StartBound kept;
    begin_at(kept, snap, 10);
    const Time now = Time::from_seconds(10);
    struct Start {
        Allocation on;
        std::int64_t wall;
    };
    const Start starts[] = {
        {{NodeTasks{NodeId(4), 4}, NodeTasks{NodeId(5), 2}}, 490},  // across three records: 800 drops out
        {{NodeTasks{NodeId(6), 2}}, 290},                           // ends on the record at 300
        {{NodeTasks{NodeId(8), 4}}, 3000},                          // past them all
        {{NodeTasks{NodeId(9), 2}}, 50},                            // inside the first
    };
    std::uint32_t id = 0;
    for (const auto& [on, wall] : starts) {
        (void)kept.rejects(JobBuilder("asks").procs(1).wall(1), snap, snap.calendar());  // records read
        std::int64_t procs = 0;
        for (const auto& nt : on) procs += nt.tasks;
        const Job job = JobBuilder("s").procs(procs).wall(wall);
        const Interval when{now, now + job.walltime};
        ASSERT_TRUE(
            commit_allocation(snap.calendar(), on, job.request, when, SpanOwner::of_job(JobId(id++)), spans));
        kept.took(procs, when);
        StartBound fresh;
        begin_at(fresh, snap, 10);
        for (std::int64_t p = 1; p <= 40; ++p)
            for (const std::int64_t w : {1, 50, 289, 290, 291, 389, 390, 391, 789, 790, 791, 1000, 5000}) {
                const Job ask = JobBuilder("ask").procs(p).wall(w);
                EXPECT_EQ(kept.rejects(ask, snap, snap.calendar()), fresh.rejects(ask, snap, snap.calendar()))
                    << p << " processors for " << w << " s after the start of " << procs << " for " << wall;
            }
        fresh.end();
    }
    kept.end();
}

}  // namespace
}  // namespace outrigger
