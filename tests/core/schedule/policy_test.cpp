// Named policies, eligibility, backfill policies, reservation access: small hand-computed cases.

#include <gtest/gtest.h>

#include "builders.hpp"
#include "schedule/reports.hpp"
#include "sim/simulator.hpp"

namespace outrigger {
namespace {

using testing::JobBuilder;

// 4 one-processor nodes. Hand-computed (see tests/cli/data/five_jobs for the same case via orsim).
std::vector<Job> five_jobs() {
    return {JobBuilder("1").procs(3).submit(0).wall(100), JobBuilder("2").procs(2).submit(1).wall(100),
            JobBuilder("3").procs(4).submit(2).wall(100), JobBuilder("4").procs(1).submit(3).wall(300),
            JobBuilder("5").procs(1).submit(4).wall(50)};
}

// A scheduler under `policy` with Maui's default priority (queue time).
Scheduler queue_time_scheduler(SchedulerPolicy policy) {
    return Scheduler(std::move(policy), std::make_unique<QueueTimePriority>(PrioritySettings{}));
}

// Adds `job` to the snapshot and queues it.
JobId queued(Snapshot& snap, Job job) {
    const JobId id = snap.add_job(std::move(job));
    snap.enqueue(id);
    return id;
}

std::vector<std::int64_t> starts_under(SchedulerPolicy policy, std::vector<Job> jobs,
                                       const Cluster& cluster) {
    Scheduler scheduler = queue_time_scheduler(std::move(policy));
    Simulator sim(cluster, std::move(jobs), scheduler);
    sim.run();
    std::vector<std::int64_t> out;
    for (const auto& o : sim.outcomes()) out.push_back(o.start.is_never() ? -1 : o.start.seconds());
    return out;
}

SchedulerPolicy named(NamedPolicy n) {
    SchedulerPolicy p;
    p.apply(n);
    return p;
}

TEST(NamedPolicies, FiveJobsStartWhereComputedByHand) {
    const Cluster c = testing::uniform_cluster(4, 1);
    EXPECT_EQ(starts_under(named(NamedPolicy::Fcfs), five_jobs(), c),
              (std::vector<std::int64_t>{0, 100, 200, 300, 300}));
    EXPECT_EQ(starts_under(named(NamedPolicy::Easy), five_jobs(), c),
              (std::vector<std::int64_t>{0, 100, 303, 3, 100}));
    EXPECT_EQ(starts_under(named(NamedPolicy::Conservative), five_jobs(), c),
              (std::vector<std::int64_t>{0, 100, 200, 300, 4}));
}

TEST(NamedPolicies, MauiDefaultsWithoutAConfigAreEasy) {
    const Cluster c = testing::uniform_cluster(4, 1);
    EXPECT_EQ(starts_under(SchedulerPolicy::from_config(Config{}), five_jobs(), c),
              starts_under(named(NamedPolicy::Easy), five_jobs(), c));
}

TEST(NamedPolicies, ParseKnowsTheThreeNames) {
    EXPECT_EQ(parse_named_policy("fcfs"), NamedPolicy::Fcfs);
    EXPECT_EQ(parse_named_policy("conservative"), NamedPolicy::Conservative);
    EXPECT_FALSE(parse_named_policy("EASY-ish"));
}

TEST(Eligibility, HeldJobWaitsWithHeldReasonAndOthersRun) {
    const Cluster c = testing::uniform_cluster(2, 1);
    Snapshot snap(c);
    const JobId h = queued(snap, JobBuilder("h").procs(1).wall(10).hold());
    const JobId r = queued(snap, JobBuilder("r").procs(1).submit(1).wall(10));
    Scheduler s = queue_time_scheduler(named(NamedPolicy::Easy));
    SchedulerState st;
    const auto& rep = s.iterate(snap, st, Time::from_seconds(5));
    ASSERT_EQ(rep.starts.size(), 1u);
    EXPECT_EQ(rep.starts[0].job, r);
    EXPECT_FALSE(rep.starts[0].backfilled);  // a held job is not waiting for resources
    const std::optional<BlockNote> n = rep.note_of(h);
    ASSERT_TRUE(n.has_value());
    EXPECT_EQ(rep.reason(*n).code, ReasonCode::Held);
}

TEST(Eligibility, AnInsufficientResourcesNoteCountsWhatIsFreeAfterTheStartsBeforeIt) {
    const Cluster c = testing::uniform_cluster(4, 1);
    Snapshot snap(c);
    queued(snap, JobBuilder("small").procs(1).wall(10));
    const JobId wide = queued(snap, JobBuilder("wide").procs(4).submit(1).wall(10));
    Scheduler s = queue_time_scheduler(named(NamedPolicy::Fcfs));
    SchedulerState st;
    const auto& rep = s.iterate(snap, st, Time::from_seconds(5));
    ASSERT_EQ(rep.starts.size(), 1u);
    const std::optional<BlockNote> n = rep.note_of(wide);
    ASSERT_TRUE(n.has_value());
    const Reason r = rep.reason(*n);
    EXPECT_EQ(r.code, ReasonCode::InsufficientResources);
    EXPECT_EQ(n->a, 3);  // free processors once `small` took one
    EXPECT_EQ(n->b, 4);
}

TEST(Eligibility, DependentJobStartsOnlyAfterItsDependencyCompletes) {
    const Cluster c = testing::uniform_cluster(4, 1);
    std::vector<Job> jobs{JobBuilder("a").procs(1).wall(50),
                          JobBuilder("b").procs(1).wall(10).after(JobId(0))};
    EXPECT_EQ(starts_under(named(NamedPolicy::Easy), jobs, c), (std::vector<std::int64_t>{0, 50}));
}

TEST(Eligibility, DependencyCycleIsRefusedAtSubmit) {
    const Cluster c = testing::uniform_cluster(1, 1);
    Snapshot snap(c);
    std::vector<Job> jobs{JobBuilder("a").procs(1).wall(5).after(JobId(1)),
                          JobBuilder("b").procs(1).wall(5).after(JobId(0)),
                          JobBuilder("c").procs(1).wall(5).after(JobId(1)), JobBuilder("d").procs(1).wall(5)};
    const auto errors = snap.add_jobs(jobs);
    ASSERT_EQ(errors.size(), 3u);  // a, b on the cycle; c depends on b
    EXPECT_EQ(snap.state(JobId(3)), JobState::Idle);
    EXPECT_EQ(snap.state(JobId(0)), JobState::Cancelled);
    EXPECT_NE(errors[0].message.find("cycle"), std::string::npos);
}

// A filter that allows one running job per user at the soft level and two at the hard level.
class OneSoftTwoHard final : public EligibilityFilter {
  public:
    void begin(const Snapshot& snap, Time) override {
        running_ = static_cast<int>(snap.running_jobs().size());
    }
    [[nodiscard]] std::optional<DeferredReason> check(const Job&, LimitLevel level) const override {
        const int limit = level == LimitLevel::Soft ? 1 : 2;
        if (running_ + 1 > limit)
            return Reason{ReasonCode::ActiveLimit, {}}
                .with("limit", std::string("MAXJOB"))
                .with("value", std::int64_t{limit});
        return std::nullopt;
    }
    void on_start(const Job&, const Allocation&) override { ++running_; }
    [[nodiscard]] bool has_soft_limits() const override { return true; }

  private:
    int running_ = 0;
};

TEST(Eligibility, SoftPassThenHardPassAndUsageCountsStartsOfThisIteration) {
    const Cluster c = testing::uniform_cluster(4, 1);
    Snapshot snap(c);
    for (int i = 0; i < 3; ++i) queued(snap, JobBuilder(std::to_string(i)).procs(1).submit(i).wall(10));
    Scheduler s = queue_time_scheduler(named(NamedPolicy::Easy));
    s.add_filter(std::make_unique<OneSoftTwoHard>());
    SchedulerState st;
    const auto& rep = s.iterate(snap, st, Time::from_seconds(5));
    ASSERT_EQ(rep.starts.size(), 2u);
    EXPECT_EQ(rep.starts[0].level, LimitLevel::Soft);
    EXPECT_EQ(rep.starts[1].level, LimitLevel::Hard);
    const std::optional<BlockNote> n = rep.note_of(JobId(2));
    ASSERT_TRUE(n.has_value());
    const Reason r = rep.reason(*n);
    EXPECT_EQ(r.code, ReasonCode::ActiveLimit);
    const auto* value = r.arg("value");
    ASSERT_NE(value, nullptr);
    const auto* v = std::get_if<std::int64_t>(value);
    ASSERT_NE(v, nullptr);
    EXPECT_EQ(*v, 2);
    // QUEUEPOLICY: the blocked job's queue clock restarted.
    EXPECT_EQ(st.queue_clock_of(JobId(2)), Time::from_seconds(5));
}

TEST(BackfillPolicies, BestFitStartsTheLargestFittingJobFirst) {
    const Cluster c = testing::uniform_cluster(4, 1);
    Snapshot snap(c);
    const JobId big = queued(snap, JobBuilder("big").procs(4).wall(100));
    ASSERT_TRUE(
        snap.start(big, Time{}, Allocation{{NodeId(0), 1}, {NodeId(1), 1}, {NodeId(2), 1}, {NodeId(3), 1}}));
    snap.finish(big, Time::from_seconds(10));
    // Queue: head needs 4 (fits: starts); then jobs of 1, 3, 2 procs with 4 free after... use a
    // running job to leave 3 free.
    const JobId run = queued(snap, JobBuilder("run").procs(1).wall(1000));
    ASSERT_TRUE(snap.start(run, Time::from_seconds(10), Allocation{{NodeId(0), 1}}));
    queued(snap, JobBuilder("head").procs(4).submit(11).wall(100));
    const JobId one = queued(snap, JobBuilder("one").procs(1).submit(12).wall(50));
    const JobId three = queued(snap, JobBuilder("three").procs(3).submit(13).wall(50));
    const JobId two = queued(snap, JobBuilder("two").procs(2).submit(14).wall(50));

    SchedulerPolicy p = named(NamedPolicy::Easy);
    p.scheduling.backfill = BackfillPolicy::BestFit;
    Scheduler s = queue_time_scheduler(p);
    SchedulerState st;
    const auto& rep = s.iterate(snap, st, Time::from_seconds(20));
    ASSERT_EQ(rep.starts.size(), 1u);
    EXPECT_EQ(rep.starts[0].job, three);
    EXPECT_TRUE(rep.starts[0].backfilled);

    p.scheduling.backfill = BackfillPolicy::FirstFit;
    Scheduler ff = queue_time_scheduler(p);
    SchedulerState st2;
    const auto& rep2 = ff.iterate(snap, st2, Time::from_seconds(20));
    ASSERT_EQ(rep2.starts.size(), 2u);  // one (1 proc), then two (2 procs): priority order
    EXPECT_EQ(rep2.starts[0].job, one);
    EXPECT_EQ(rep2.starts[1].job, two);

    p.scheduling.backfill = BackfillPolicy::Greedy;
    Scheduler gr = queue_time_scheduler(p);
    SchedulerState st3;
    const auto& rep3 = gr.iterate(snap, st3, Time::from_seconds(20));
    std::int64_t procs = 0;
    for (const auto& d : rep3.starts) procs += snap.job(d.job).procs();
    EXPECT_EQ(procs, 3);  // the fullest fill of the 3-processor window

    p.scheduling.backfill = BackfillPolicy::None;
    Scheduler none = queue_time_scheduler(p);
    SchedulerState st4;
    EXPECT_TRUE(none.iterate(snap, st4, Time::from_seconds(20)).starts.empty());
}

TEST(ReservationDepth, DepthTwoReservesTheTwoTopJobs) {
    const Cluster c = testing::uniform_cluster(2, 1);
    Snapshot snap(c);
    const JobId run = queued(snap, JobBuilder("run").procs(2).wall(100));
    ASSERT_TRUE(snap.start(run, Time{}, Allocation{{NodeId(0), 1}, {NodeId(1), 1}}));
    for (int i = 0; i < 3; ++i) queued(snap, JobBuilder(std::to_string(i)).procs(2).submit(1 + i).wall(10));
    SchedulerPolicy p = named(NamedPolicy::Easy);
    p.scheduling.depth_groups[0].depth = 2;
    Scheduler s = queue_time_scheduler(p);
    SchedulerState st;
    s.iterate(snap, st, Time::from_seconds(5));
    ASSERT_EQ(st.reservations.size(), 2u);
    EXPECT_EQ(st.reservations[0].when.start, Time::from_seconds(100));
    EXPECT_EQ(st.reservations[1].when.start, Time::from_seconds(110));
}

// A trivial oracle: reservation 7 admits job "vip" only, with positive affinity.
class VipOnly final : public AccessOracle {
  public:
    [[nodiscard]] Admission admit(ReservationId r, const Job& job, Interval) const override {
        return r == ReservationId(7) && job.name == "vip" ? Admission::Positive : Admission::Denied;
    }
};

TEST(ReservationAccess, OnlyAdmittedJobsUseReservedNodesAndPreferThem) {
    const Cluster c = testing::uniform_cluster(4, 1);
    Snapshot snap(c);
    VipOnly oracle;
    snap.set_access_oracle(&oracle);
    snap.add_reservation(ReservationId(7), "vipres", Interval{Time{}, Time::never()},
                         {{NodeId(0), Resources::of_procs(1)}, {NodeId(1), Resources::of_procs(1)}});
    const JobId other = queued(snap, JobBuilder("other").procs(3).wall(10));
    const JobId vip = queued(snap, JobBuilder("vip").procs(1).submit(1).wall(10));
    Scheduler s = queue_time_scheduler(named(NamedPolicy::Easy));
    SchedulerState st;
    const auto& rep = s.iterate(snap, st, Time::from_seconds(2));
    ASSERT_EQ(rep.starts.size(), 1u);
    EXPECT_EQ(rep.starts[0].job, vip);
    ASSERT_EQ(rep.starts[0].allocation.size(), 1u);
    EXPECT_LT(rep.starts[0].allocation[0].node.value(), 2u);  // inside its reservation
    const std::optional<BlockNote> n = rep.note_of(other);
    ASSERT_TRUE(n.has_value());
    EXPECT_EQ(n->code, ReasonCode::NoStartFound);  // 3 procs, only 2 outside the reservation, for ever
}

// The head job's reservation is kept from one iteration to the next while the calendar stands
// still. A reservation instance that ends in between changes which capacity is free from now on
// only for a limited time, and with it the reservation's nodes: the kept answer must give way to
// the one a scheduler without it finds.
TEST(ReservationAccess, AnInstanceEndingBetweenIterationsMovesTheHeadReservationAsAFreshSchedulerDoes) {
    const Cluster c = testing::uniform_cluster(5, 1);
    Snapshot snap(c);
    snap.add_reservation(ReservationId(1), "maint", Interval{Time{}, Time::from_seconds(100)},
                         {{NodeId(3), Resources::of_procs(1)}});
    for (const int n : {0, 1, 4}) {
        const JobId r = queued(snap, JobBuilder("run" + std::to_string(n)).procs(1).wall(300));
        ASSERT_TRUE(snap.start(r, Time{}, Allocation{NodeTasks{NodeId(static_cast<NodeId::Rep>(n)), 1}}));
    }
    queued(snap, JobBuilder("head").procs(3).submit(1).wall(1000));
    Scheduler kept = queue_time_scheduler(named(NamedPolicy::Easy));
    SchedulerState state;
    const auto& at50 = kept.iterate(snap, state, Time::from_seconds(50));
    ASSERT_EQ(at50.reservations.size(), 1u);
    EXPECT_EQ(at50.reservations[0].when.start, Time::from_seconds(300));
    // At 50 node 3 is free only from 100 on: the reservation takes it with the busy nodes 4 and 1.
    const Allocation busy_then{NodeTasks{NodeId(1), 1}, NodeTasks{NodeId(3), 1}, NodeTasks{NodeId(4), 1}};
    EXPECT_EQ(at50.reservations[0].allocation, busy_then);

    SchedulerState copy = state;
    Scheduler fresh = queue_time_scheduler(named(NamedPolicy::Easy));
    const auto& expected = fresh.iterate(snap, copy, Time::from_seconds(150));
    const auto& at150 = kept.iterate(snap, state, Time::from_seconds(150));
    ASSERT_EQ(expected.reservations.size(), 1u);
    ASSERT_EQ(at150.reservations.size(), 1u);
    // At 150 node 3 stays free: the nodes busy until 300 are the ones to take.
    const Allocation busy_now{NodeTasks{NodeId(0), 1}, NodeTasks{NodeId(1), 1}, NodeTasks{NodeId(4), 1}};
    EXPECT_EQ(expected.reservations[0].allocation, busy_now);
    EXPECT_EQ(at150.reservations[0].allocation, busy_now);
}

TEST(Chunking, FreedProcessorsWaitForALargeJobDuringTheChunkDuration) {
    const Cluster c = testing::uniform_cluster(4, 1);
    std::vector<Job> jobs{
        JobBuilder("r0").procs(2).submit(0).wall(100), JobBuilder("r1").procs(2).submit(0).wall(200),
        JobBuilder("big").procs(4).submit(1).wall(100), JobBuilder("small").procs(1).submit(2).wall(50)};
    SchedulerPolicy p = named(NamedPolicy::Easy);
    p.scheduling.chunk_size = 4;
    p.scheduling.chunk_duration = Duration::seconds(30);
    const auto chunked = starts_under(p, jobs, c);
    // At 100 r0 completes: for 30 s the freed processors serve only jobs of >= 4 procs; small (ends
    // by 200 = big's reservation) starts when the chunk expires.
    EXPECT_EQ(chunked[3], 130);
    EXPECT_EQ(starts_under(named(NamedPolicy::Easy), jobs, c)[3], 100);
}

TEST(Reports, ShowqCheckjobAndShowstartDescribeTheQueue) {
    const Cluster c = testing::uniform_cluster(2, 1);
    std::vector<Job> jobs{JobBuilder("10").procs(2).submit(0).wall(3600),
                          JobBuilder("11").procs(2).submit(5).wall(60)};
    Scheduler s = queue_time_scheduler(named(NamedPolicy::Easy));
    Simulator sim(c, jobs, s);
    sim.run(Time::from_seconds(10));
    const LocalCalendar cal = LocalCalendar::utc();
    const ReportContext ctx{sim.rm().snapshot(),   sim.state(), s.last_report(), s, cal,
                            Time::from_seconds(10)};
    const auto q = showq_json(ctx);
    EXPECT_EQ(q["schema"], "outrigger.showq/1");
    EXPECT_EQ(q["summary"]["active_jobs"], 1);
    EXPECT_EQ(q["summary"]["idle_jobs"], 1);
    const std::string text = showq_text(ctx);
    EXPECT_NE(text.find("1 Active Jobs"), std::string::npos) << text;
    EXPECT_NE(text.find("2 of      2 Processors Active (100.00%)"), std::string::npos) << text;
    EXPECT_NE(text.find("Total Jobs: 2  Active Jobs: 1  Idle Jobs: 1  Blocked Jobs: 0"), std::string::npos)
        << text;
    const auto ss = showstart_json(ctx, JobId(1));
    ASSERT_TRUE(ss);
    EXPECT_EQ((*ss)["start"], 3600);
    EXPECT_EQ((*ss)["reserved"], true);
    EXPECT_NE(showstart_text(ctx, JobId(1))->find("job 11 requires 2 procs for 0:01:00"), std::string::npos);
    const auto cj = checkjob_json(ctx, JobId(1));
    ASSERT_TRUE(cj);
    EXPECT_EQ((*cj)["state"], "Idle");
    EXPECT_EQ((*cj)["reservation"]["start"], 3600);
    EXPECT_EQ((*cj)["reasons"][0]["code"], "Reserved");
    EXPECT_NE(checkjob_text(ctx, JobId(1))->find("BypassCount: 0"), std::string::npos);
    EXPECT_FALSE(checkjob_json(ctx, JobId(99)));
}

TEST(Reports, AReasonNamesTheJobItWaitsForByName) {
    // Job "b" waits for job "a" to complete: checkjob names "a", not an index into the snapshot,
    // since another process (orctl, a connected workbench) knows jobs only by name.
    const Cluster c = testing::uniform_cluster(2, 1);
    std::vector<Job> jobs{JobBuilder("a").procs(2).submit(0).wall(3600),
                          JobBuilder("b").procs(1).submit(5).wall(60).after(JobId(0))};
    Scheduler s = queue_time_scheduler(named(NamedPolicy::Easy));
    Simulator sim(c, jobs, s);
    sim.run(Time::from_seconds(10));
    const LocalCalendar cal = LocalCalendar::utc();
    const ReportContext ctx{sim.rm().snapshot(),   sim.state(), s.last_report(), s, cal,
                            Time::from_seconds(10)};
    const auto cj = checkjob_json(ctx, JobId(1));
    ASSERT_TRUE(cj);
    ASSERT_EQ((*cj)["reasons"][0]["code"], "DependencyPending") << cj->dump();
    EXPECT_EQ((*cj)["reasons"][0]["args"]["job"], "a");
    EXPECT_NE(checkjob_text(ctx, JobId(1))->find("waiting for job a to complete"), std::string::npos)
        << *checkjob_text(ctx, JobId(1));
}

TEST(ReservationPolicy, ATopReservationIsTakenBackOnlyFromTheStateItWasLeftIn) {
    // 100 nodes of 4 processors, half busy until 1000 and half until 2000: the top job's 300
    // processors wait for 2000, and its reservation holds 75 nodes.
    const Cluster c = testing::uniform_cluster(100, 4);
    Snapshot snap(c);
    for (int n = 0; n < 100; ++n) {
        const JobId r = queued(snap, JobBuilder("r" + std::to_string(n)).procs(4).wall(n < 50 ? 1000 : 2000));
        ASSERT_TRUE(snap.start(r, Time::from_seconds(0),
                               Allocation{NodeTasks{NodeId(static_cast<NodeId::Rep>(n)), 4}}));
    }
    queued(snap, JobBuilder("top").procs(300).submit(1).wall(500));
    Scheduler s = queue_time_scheduler(named(NamedPolicy::Easy));
    SchedulerState st;
    s.iterate(snap, st, Time::from_seconds(10));
    ASSERT_EQ(st.reservations.size(), 1u);
    const JobReservation first = st.reservations.front();
    EXPECT_EQ(first.when.start, Time::from_seconds(2000));
    EXPECT_EQ(first.allocation.size(), 75u);
    // Nothing changed: the same reservation, taken back from the state.
    s.iterate(snap, st, Time::from_seconds(20));
    ASSERT_EQ(st.reservations.size(), 1u);
    EXPECT_EQ(st.reservations.front(), first);
    // A state copied over it (as a resumed replay does), whose reservation of the same job holds
    // another node: the scheduler places the reservation again instead of trusting it.
    SchedulerState other = st;
    other.reservations.front().allocation.front().node = NodeId(0);
    st = other;
    s.iterate(snap, st, Time::from_seconds(30));
    ASSERT_EQ(st.reservations.size(), 1u);
    EXPECT_EQ(st.reservations.front().allocation, first.allocation);
    // Another scheduler given the state (a policy change builds a new one) does not trust the mark
    // this one left on its reservation, even though its own first answer is named alike.
    st.reservations.front().allocation.front().node = NodeId(0);  // in place: the mark stays
    Scheduler other_scheduler = queue_time_scheduler(named(NamedPolicy::Easy));
    other_scheduler.iterate(snap, st, Time::from_seconds(40));
    ASSERT_EQ(st.reservations.size(), 1u);
    EXPECT_EQ(st.reservations.front().allocation, first.allocation);
}

}  // namespace
}  // namespace outrigger
