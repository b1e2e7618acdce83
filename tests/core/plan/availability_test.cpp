#include "plan/availability.hpp"

#include <gtest/gtest.h>

#include <random>

#include "clusters.hpp"

namespace outrigger {
namespace {

Time t(std::int64_t s) {
    return Time::from_seconds(s);
}

using Fixture = testing::OwnedFit;

// `count` spans of random processors over random intervals in [0, 280), on each node in turn.
void add_random_spans(Availability& a, std::mt19937& rng, int count) {
    std::uniform_int_distribution<std::int64_t> at(0, 200);
    std::uniform_int_distribution<std::int64_t> len(1, 80);
    std::uniform_int_distribution<std::int64_t> procs(1, 4);
    const auto nodes = static_cast<int>(a.cluster().node_count());
    for (int k = 0; k < count; ++k) {
        const std::int64_t s0 = at(rng);
        (void)a.add_span(NodeId(static_cast<NodeId::Rep>(k % nodes)), {t(s0), t(s0 + len(rng))},
                         Resources::of_procs(procs(rng)),
                         SpanOwner::of_job(JobId(static_cast<JobId::Rep>(k))));
    }
}

TEST(Availability, SpansMakeAStepFunctionAndRemovingRestoresIt) {
    const Cluster c = testing::uniform_cluster(1, 4);
    Availability a(c);
    const auto s1 =
        a.add_span(NodeId(0), {t(10), t(20)}, Resources::of_procs(3), SpanOwner::of_job(JobId(1)));
    ASSERT_TRUE(s1);
    EXPECT_EQ(a.avail_during(NodeId(0), {t(0), t(10)}).procs, 4);
    EXPECT_EQ(a.avail_during(NodeId(0), {t(5), t(11)}).procs, 1);
    EXPECT_EQ(a.avail_during(NodeId(0), {t(20), Time::never()}).procs, 4);
    EXPECT_FALSE(a.add_span(NodeId(0), {t(15), t(25)}, Resources::of_procs(2), SpanOwner::of_job(JobId(2))));
    EXPECT_TRUE(a.add_span(NodeId(0), {t(15), t(25)}, Resources::of_procs(2), SpanOwner::of_job(JobId(2)),
                           Commit::Forced));
    EXPECT_EQ(a.avail_during(NodeId(0), {t(15), t(16)}).procs, 0);  // over-committed shows nothing free
    EXPECT_TRUE(a.rem_span(*s1));
    EXPECT_FALSE(a.rem_span(*s1));
    EXPECT_EQ(a.free_procs_at(PartitionId::invalid(), t(12)), 4);
}

TEST(Availability, EarliestStartIsAReleaseInstantAndNeverWhenTooLarge) {
    const Cluster c = testing::uniform_cluster(2, 2);
    Availability a(c);
    ASSERT_TRUE(a.add_span(NodeId(0), {t(0), t(100)}, Resources::of_procs(2), SpanOwner::of_job(JobId(1))));
    ASSERT_TRUE(a.add_span(NodeId(1), {t(0), t(50)}, Resources::of_procs(1), SpanOwner::of_job(JobId(2))));
    Fixture f(3, 10);
    EXPECT_EQ(a.avail_time_first(f.fit, t(0)), t(100));
    Fixture g(2, 10);
    EXPECT_EQ(a.avail_time_first(g.fit, t(0)), t(50));
    Fixture small(1, 1000);
    EXPECT_EQ(a.avail_time_first(small.fit, t(0)), t(0));
    Fixture huge(5, 10);
    EXPECT_FALSE(a.avail_time_first(huge.fit, t(0)));
}

TEST(Availability, MayFitBeforeSaysNoOnlyWhenNoStartBeforeTheLimitCanHold) {
    const Cluster c = testing::uniform_cluster(2, 2);
    Availability a(c);
    ASSERT_TRUE(a.add_span(NodeId(0), {t(0), t(100)}, Resources::of_procs(2), SpanOwner::of_job(JobId(1))));
    ASSERT_TRUE(a.add_span(NodeId(1), {t(0), t(50)}, Resources::of_procs(1), SpanOwner::of_job(JobId(2))));
    Fixture three(3, 10);
    EXPECT_FALSE(a.may_fit_before(three.fit, t(0), t(100)));  // one free until 50, two until 100
    EXPECT_TRUE(a.may_fit_before(three.fit, t(0), t(101)));   // room opens at 100
    Fixture two(2, 10);
    EXPECT_FALSE(a.may_fit_before(two.fit, t(0), t(50)));
    EXPECT_TRUE(a.may_fit_before(two.fit, t(0), t(55)));    // from 50, over [50, 55) at least
    EXPECT_FALSE(a.may_fit_before(two.fit, t(50), t(50)));  // no instant to ask about
    // Candidate starts ended before the windows' limit: 50 is one no longer.
    EXPECT_FALSE(a.may_fit_before(two.fit, t(0), t(55), t(50)));
    EXPECT_TRUE(a.may_fit_before(two.fit, t(0), t(55), t(51)));
    EXPECT_TRUE(a.may_fit_before(two.fit, t(0), t(55), t(500)));  // the limit ends them first
    // A forced span over-commits a node: the aggregate is then no bound, and it cannot tell.
    ASSERT_TRUE(a.add_span(NodeId(1), {t(200), t(300)}, Resources::of_procs(3), SpanOwner::of_job(JobId(3)),
                           Commit::Forced));
    EXPECT_TRUE(a.may_fit_before(three.fit, t(0), t(100)));
}

TEST(Availability, EarliestStartIsFoundWhereOneNodeIsFreedAsAnotherIsTaken) {
    // At 10 node 0 is released as node 1 is taken: the machine's processors in use do not fall
    // there, and node 0 is free from then on.
    const Cluster c = testing::uniform_cluster(2, 1);
    Availability a(c);
    ASSERT_TRUE(a.add_span(NodeId(0), {t(0), t(10)}, Resources::of_procs(1), SpanOwner::of_job(JobId(1))));
    ASSERT_TRUE(a.add_span(NodeId(1), {t(10), t(100)}, Resources::of_procs(1), SpanOwner::of_job(JobId(2))));
    Fixture f(1, 20);
    EXPECT_EQ(a.avail_time_first(f.fit, t(0)), t(10));
    EXPECT_EQ(a.avail_time_after(f.fit, t(0)), t(10));
    EXPECT_EQ(a.avail_time_before(f.fit, t(0), t(11)), t(10));
    EXPECT_EQ(a.avail_time_before(f.fit, t(0), t(10)), std::nullopt);
}

TEST(Availability, AnInstantWhereSpansEndStaysOneToTryWhileAnyOfThemIsLeft) {
    // Nodes 0 and 1 are held until 10 by one job, nodes 2 and 3 from 10 by another: nothing falls
    // at 10. Node 1's span leaves early; node 0 is still released at 10.
    const Cluster c = testing::uniform_cluster(4, 1);
    Availability a(c);
    std::vector<SpanId> first;
    std::vector<SpanId> second;
    ASSERT_TRUE(a.add_spans(std::vector<NodeTasks>{{NodeId(0), 1}, {NodeId(1), 1}}, Resources::of_procs(1),
                            {t(0), t(10)}, SpanOwner::of_job(JobId(1)), Commit::Checked, first));
    ASSERT_TRUE(a.add_spans(std::vector<NodeTasks>{{NodeId(2), 1}, {NodeId(3), 1}}, Resources::of_procs(1),
                            {t(10), t(100)}, SpanOwner::of_job(JobId(2)), Commit::Checked, second));
    Fixture f(2, 20);
    EXPECT_EQ(a.avail_time_after(f.fit, t(0)), t(10));
    ASSERT_TRUE(a.rem_span(first[1]));
    EXPECT_EQ(a.avail_time_after(f.fit, t(0)), t(10));
}

TEST(Availability, MayFitBeforeNeverContradictsTheEarliestStart) {
    // Random calendars: wherever it says no, the earliest start is at the limit or later.
    std::mt19937 rng(24);
    std::uniform_int_distribution<std::int64_t> at(0, 200);
    std::uniform_int_distribution<std::int64_t> len(1, 80);
    std::uniform_int_distribution<std::int64_t> procs(1, 4);
    int said_no = 0;
    for (int round = 0; round < 200; ++round) {
        const Cluster c = testing::uniform_cluster(4, 4);
        Availability a(c);
        add_random_spans(a, rng, 12);
        for (int q = 0; q < 10; ++q) {
            Fixture f(procs(rng) * 3, len(rng));
            const Time from = t(at(rng));
            const Time before = from + Duration::seconds(len(rng));
            if (a.may_fit_before(f.fit, from, before)) continue;
            ++said_no;
            const auto start = a.avail_time_first(f.fit, from);
            EXPECT_TRUE(!start || !(*start < before)) << "round " << round << " query " << q;
        }
    }
    EXPECT_GT(said_no, 0);
}

TEST(Availability, WindowMustHoldForTheWholeWalltime) {
    const Cluster c = testing::uniform_cluster(1, 1);
    Availability a(c);
    ASSERT_TRUE(a.add_span(NodeId(0), {t(30), t(60)}, Resources::of_procs(1), SpanOwner::of_job(JobId(1))));
    Fixture f(1, 40);
    EXPECT_EQ(a.avail_time_first(f.fit, t(0)), t(60));  // [0, 40) would overlap [30, 60)
    Fixture g(1, 30);
    EXPECT_EQ(a.avail_time_first(g.fit, t(0)), t(0));  // [0, 30) ends as the span starts
}

TEST(Availability, DownNodeOffersNothingUntilUp) {
    const Cluster c = testing::uniform_cluster(2, 1);
    Availability a(c);
    EXPECT_TRUE(a.all_up());
    a.set_node_state(NodeId(1), NodeState::Down);
    EXPECT_FALSE(a.all_up());
    Fixture f(2, 10);
    EXPECT_FALSE(a.avail_time_first(f.fit, t(0)));
    EXPECT_EQ(a.free_procs_at(PartitionId::invalid(), t(0)), 1);
    a.set_node_state(NodeId(1), NodeState::Drained);
    EXPECT_FALSE(a.all_up());
    a.set_node_state(NodeId(1), NodeState::Up);
    EXPECT_TRUE(a.all_up());
    EXPECT_EQ(a.avail_time_first(f.fit, t(0)), t(0));
}

TEST(Availability, SingleJobNodesDoNotPackTasksOfDifferentJobs) {
    const Cluster shared = testing::uniform_cluster(1, 4);
    const Cluster single = testing::uniform_cluster(1, 4, NodeAccessPolicy::SingleJob);
    Availability a(shared), b(single);
    for (Availability* x : {&a, &b})
        ASSERT_TRUE(
            x->add_span(NodeId(0), {t(0), t(100)}, Resources::of_procs(1), SpanOwner::of_job(JobId(1))));
    Fixture f(2, 10);
    f.fit.job = JobId(2);
    EXPECT_EQ(a.tasks_fit(NodeId(0), {t(0), t(10)}, f.fit), 2);
    EXPECT_EQ(b.tasks_fit(NodeId(0), {t(0), t(10)}, f.fit), 0);
    EXPECT_EQ(b.avail_time_first(f.fit, t(0)), t(100));
}

class AdmitOnly final : public ReservationGate {
  public:
    explicit AdmitOnly(ReservationId r) : r_(r) {}
    [[nodiscard]] Admission admit(ReservationId r, Interval) const override {
        return r == r_ ? Admission::Positive : Admission::Denied;
    }

  private:
    ReservationId r_;
};

TEST(Availability, ReservationResourcesAreFreeOnlyForAdmittedJobs) {
    const Cluster c = testing::uniform_cluster(1, 2);
    Availability a(c);
    ASSERT_TRUE(a.add_span(NodeId(0), {t(0), t(100)}, Resources::of_procs(2),
                           SpanOwner::of_reservation(ReservationId(3)), Commit::Forced));
    Fixture f(2, 10);
    EXPECT_EQ(a.avail_time_first(f.fit, t(0)), t(100));
    const AdmitOnly gate(ReservationId(3));
    f.fit.gate = &gate;
    EXPECT_EQ(a.avail_time_first(f.fit, t(0)), t(0));
    EXPECT_EQ(a.node_affinity(NodeId(0), {t(0), t(10)}, f.fit), Admission::Positive);
    const AdmitOnly other(ReservationId(4));
    f.fit.gate = &other;
    EXPECT_EQ(a.avail_time_first(f.fit, t(0)), t(100));
}

TEST(Availability, MayFitBeforeReadsTheAggregateAtEveryCandidateStart) {
    // The answer, on random calendars, against the aggregate read window by window: at `from` and
    // at every later instant before the limit where processors are released.
    std::mt19937 rng(27);
    std::uniform_int_distribution<std::int64_t> at(0, 200);
    std::uniform_int_distribution<std::int64_t> len(1, 80);
    std::uniform_int_distribution<std::int64_t> procs(1, 4);
    int yes = 0;
    int no = 0;
    for (int round = 0; round < 200; ++round) {
        const Cluster c = testing::uniform_cluster(4, 4);
        Availability a(c);
        add_random_spans(a, rng, 12);
        for (int q = 0; q < 10; ++q) {
            Fixture f(procs(rng) * 2, len(rng));
            const Time from = t(at(rng));
            const Time before = from + Duration::seconds(len(rng));
            std::vector<std::pair<Time, std::int64_t>> profile;
            a.free_procs_profile(PartitionId::invalid(), from, profile);
            bool expected = false;
            for (std::size_t i = 0; i < profile.size() && profile[i].first < before; ++i) {
                if (i > 0 && profile[i].second <= profile[i - 1].second) continue;
                const Time start = profile[i].first;
                expected = expected || a.free_procs_during(PartitionId::invalid(),
                                                           {start, min(start + f.fit.walltime, before)}) >=
                                           f.task.procs();
            }
            EXPECT_EQ(a.may_fit_before(f.fit, from, before), expected) << "round " << round << " query " << q;
            ++(expected ? yes : no);
        }
    }
    EXPECT_GT(yes, 100);
    EXPECT_GT(no, 20);
}

TEST(Availability, AStartBesideTheOwnSpansIsOneTakingThemOutWouldFind) {
    // Random calendars holding a job's reservation at its earliest start, where other spans often
    // end on the same nodes (a node's step then runs across the reservation's start): the answer
    // with the reservation's spans counted free is the one with them taken out of the calendar.
    std::mt19937 rng(31);
    std::uniform_int_distribution<std::int64_t> at(0, 200);
    std::uniform_int_distribution<std::int64_t> len(1, 80);
    std::uniform_int_distribution<std::int64_t> procs(1, 4);
    std::uniform_int_distribution<std::int64_t> tasks(1, 12);
    std::uniform_int_distribution<std::int64_t> per_task(1, 2);
    int earlier = 0;
    int none = 0;
    for (int round = 0; round < 400; ++round) {
        const Cluster c = testing::uniform_cluster(6, 4);
        Availability a(c, round % 2 == 0 ? NodeIndex::On : NodeIndex::Off);
        add_random_spans(a, rng, 14);
        Fixture f(tasks(rng), len(rng), per_task(rng));
        const Time from = t(at(rng));
        const auto start = a.avail_time_first(f.fit, from + Duration::seconds(len(rng)));
        if (!start) continue;
        const Interval when{*start, *start + f.fit.walltime};
        std::vector<NodeTasks> own;
        std::int64_t left = f.task.tasks;
        for (std::size_t n = 0; n < c.node_count() && left > 0; ++n) {
            const NodeId node(
                static_cast<NodeId::Rep>((n + static_cast<std::size_t>(round)) % c.node_count()));
            const std::int64_t k = std::min(left, a.tasks_fit(node, when, f.fit));
            if (k > 0) own.push_back(NodeTasks{node, k});
            left -= k;
        }
        ASSERT_EQ(left, 0) << "round " << round;
        std::vector<SpanId> ids;
        ASSERT_TRUE(
            a.add_spans(own, f.task.per_task, when, SpanOwner::of_job(JobId(99)), Commit::Checked, ids));
        const Availability::StartBesideOwn beside = a.start_beside_own(f.fit, from, *start, own);
        a.rem_spans(ids);
        const std::optional<Time> taken_out =
            a.fits_at(f.fit, from) ? std::optional<Time>(from) : a.avail_time_before(f.fit, from, *start);
        ASSERT_TRUE(beside.known) << "round " << round;
        EXPECT_EQ(beside.start, taken_out) << "round " << round;
        ++(taken_out ? earlier : none);
    }
    EXPECT_GT(earlier, 20);
    EXPECT_GT(none, 20);
}

TEST(Availability, AStartBesideTheOwnSpansIsNotAskedOfRequestsBeyondProcessors) {
    const Cluster c = testing::uniform_cluster(2, 4);
    Availability a(c);
    Fixture f(1, 10);
    f.task.per_task.memory_mb = 100;
    const std::vector<NodeTasks> own{{NodeId(0), 1}};
    EXPECT_FALSE(a.start_beside_own(f.fit, t(0), t(50), own).known);
}

TEST(Availability, TheTimeJournalTellsWhatWasReleasedAndTakenAndWhatWasUndone) {
    const Cluster c = testing::uniform_cluster(2, 2);
    Availability a(c);
    // Nobody asked for it: nothing is kept.
    ASSERT_TRUE(a.add_span(NodeId(0), {t(0), t(5)}, Resources::of_procs(1), SpanOwner::of_job(JobId(9))));
    EXPECT_TRUE(a.time_changes_since(0)->empty());
    a.keep_time_journal();
    const std::uint64_t start = a.time_mark();
    std::vector<SpanId> ids;
    ASSERT_TRUE(a.add_spans(std::vector<NodeTasks>{{NodeId(0), 1}, {NodeId(1), 1}}, Resources::of_procs(1),
                            {t(10), t(20)}, SpanOwner::of_job(JobId(0)), Commit::Checked, ids));
    // A batch that does not fit leaves nothing behind, in the journal too.
    std::vector<SpanId> refused;
    EXPECT_FALSE(a.add_spans(std::vector<NodeTasks>{{NodeId(0), 2}}, Resources::of_procs(1), {t(15), t(16)},
                             SpanOwner::of_job(JobId(1)), Commit::Checked, refused));
    const auto alone =
        a.add_span(NodeId(1), {t(30), t(40)}, Resources::of_procs(1), SpanOwner::of_job(JobId(2)));
    ASSERT_TRUE(alone);
    const std::uint64_t released_at = a.time_mark();
    a.rem_spans(std::vector<SpanId>{ids[0], *alone});  // the hull of both intervals
    a.rem_spans(ids);                                  // ids[1] only: ids[0] has left already
    a.rem_spans(ids);                                  // nothing left: no change
    a.set_node_state(NodeId(0), NodeState::Down);      // room at every instant may change
    const auto changes = a.time_changes_since(start);
    ASSERT_TRUE(changes);
    ASSERT_EQ(changes->size(), 5u);
    EXPECT_EQ((*changes)[0].when, (Interval{t(10), t(20)}));
    EXPECT_FALSE((*changes)[0].released);
    EXPECT_EQ((*changes)[1].when, (Interval{t(30), t(40)}));
    EXPECT_EQ((*changes)[2].when, (Interval{t(10), t(40)}));
    EXPECT_TRUE((*changes)[2].released);
    EXPECT_EQ((*changes)[3].when, (Interval{t(10), t(20)}));
    EXPECT_EQ((*changes)[4].when, (Interval{Time::min(), Time::never()}));
    EXPECT_TRUE((*changes)[4].released);
    a.mark_undone(released_at);
    EXPECT_TRUE((*a.time_changes_since(released_at))[0].undone);
    EXPECT_FALSE((*a.time_changes_since(released_at))[1].undone);
    EXPECT_TRUE(a.time_changes_since(a.time_mark())->empty());
    EXPECT_FALSE(a.time_changes_since(a.time_mark() + 1));
    // Only the recent past is kept: a mark from long ago reads nothing rather than part of it.
    for (int i = 0; i < 5000; ++i) {
        std::vector<SpanId> one;
        ASSERT_TRUE(a.add_spans(std::vector<NodeTasks>{{NodeId(1), 1}}, Resources::of_procs(1),
                                {t(50), t(60)}, SpanOwner::of_job(JobId(3)), Commit::Checked, one));
        a.rem_spans(one);
    }
    EXPECT_FALSE(a.time_changes_since(start));
    EXPECT_TRUE(a.time_changes_since(a.time_mark()));
}

TEST(Availability, BatchSpansUpdateNodesAndAggregateTogether) {
    const Cluster c = testing::uniform_cluster(3, 2);
    Availability a(c);
    std::vector<SpanId> ids;
    const std::vector<NodeTasks> alloc{{NodeId(0), 2}, {NodeId(2), 1}};
    ASSERT_TRUE(a.add_spans(alloc, Resources::of_procs(1), {t(0), t(10)}, SpanOwner::of_job(JobId(0)),
                            Commit::Checked, ids));
    EXPECT_EQ(ids.size(), 2u);
    EXPECT_EQ(a.free_procs_at(PartitionId(0), t(5)), 3);
    EXPECT_EQ(a.free_procs_during(PartitionId::invalid(), {t(0), t(20)}), 3);
    std::vector<SpanId> more;
    EXPECT_FALSE(a.add_spans(std::vector<NodeTasks>{{NodeId(0), 1}}, Resources::of_procs(1), {t(5), t(6)},
                             SpanOwner::of_job(JobId(1)), Commit::Checked, more));
    a.rem_spans(ids);
    EXPECT_EQ(a.free_procs_at(PartitionId(0), t(5)), 6);
    EXPECT_EQ(a.span_count(), 0u);
}

// A partition that holds every node answers as the machine does (it shares its aggregate); one that
// holds some of them keeps its own count.
TEST(Availability, APartitionOfEveryNodeCountsAsTheMachineAndAPartOfThemOnItsOwn) {
    const Cluster whole = testing::uniform_cluster(3, 2);
    Availability a(whole);
    std::vector<SpanId> ids;
    ASSERT_TRUE(a.add_spans(std::vector<NodeTasks>{{NodeId(0), 2}, {NodeId(2), 1}}, Resources::of_procs(1),
                            {t(0), t(10)}, SpanOwner::of_job(JobId(0)), Commit::Checked, ids));
    EXPECT_EQ(a.partition_nodes(PartitionId(0)).size(), 3u);
    EXPECT_EQ(a.free_procs_at(PartitionId(0), t(5)), 3);
    EXPECT_EQ(a.free_procs_at(PartitionId::invalid(), t(5)), 3);
    std::vector<std::pair<Time, std::int64_t>> part;
    std::vector<std::pair<Time, std::int64_t>> machine;
    a.free_procs_profile(PartitionId(0), t(0), part);
    a.free_procs_profile(PartitionId::invalid(), t(0), machine);
    EXPECT_EQ(part, machine);
    EXPECT_EQ(part.size(), 2u);  // 3 free until 10, then 6
    a.rem_spans(ids);
    EXPECT_EQ(a.free_procs_at(PartitionId(0), t(5)), 6);

    // n0 and n1 in "a", n2 and n3 in "b", n4 in none.
    Cluster split;
    const PartitionId pa = split.add_partition("a");
    const PartitionId pb = split.add_partition("b");
    for (int i = 0; i < 5; ++i) {
        Node n;
        n.name = "n" + std::to_string(i);
        n.partition = i < 2 ? pa : i < 4 ? pb : PartitionId::invalid();
        n.capacity = Resources::of_procs(2);
        split.add_node(std::move(n));
    }
    Availability b(split);
    std::vector<SpanId> one;
    ASSERT_TRUE(b.add_spans(std::vector<NodeTasks>{{NodeId(0), 2}}, Resources::of_procs(1), {t(0), t(10)},
                            SpanOwner::of_job(JobId(1)), Commit::Checked, one));
    EXPECT_EQ(b.free_procs_at(pa, t(5)), 2);
    EXPECT_EQ(b.free_procs_at(pb, t(5)), 4);
    EXPECT_EQ(b.free_procs_at(PartitionId::invalid(), t(5)), 8);
    EXPECT_EQ(b.partition_nodes(pa).size(), 2u);
    EXPECT_EQ(b.partition_nodes(PartitionId::invalid()).size(), 5u);
}

TEST(Availability, ASpanListedTwiceInOneReleaseLeavesOnce) {
    const Cluster c = testing::uniform_cluster(2, 2);
    Availability a(c);
    std::vector<SpanId> ids;
    ASSERT_TRUE(a.add_spans(std::vector<NodeTasks>{{NodeId(0), 2}, {NodeId(1), 1}}, Resources::of_procs(1),
                            {t(0), t(10)}, SpanOwner::of_job(JobId(0)), Commit::Checked, ids));
    a.rem_spans(std::vector<SpanId>{ids[0], ids[1], ids[0]});
    EXPECT_EQ(a.span_count(), 0u);
    EXPECT_EQ(a.free_procs_at(PartitionId::invalid(), t(5)), 4);  // not more than the machine has
}

TEST(Availability, BatchSpansThatFailPartWayLeaveNothingBehind) {
    // Each node is checked as it is reached: the nodes before the one without room must be taken
    // back, rows, spans and groups alike.
    const Cluster c = testing::uniform_cluster(3, 2);
    Availability a(c, NodeIndex::On);
    std::vector<SpanId> held;
    ASSERT_TRUE(a.add_spans(std::vector<NodeTasks>{{NodeId(2), 2}}, Resources::of_procs(1), {t(0), t(10)},
                            SpanOwner::of_job(JobId(0)), Commit::Checked, held));
    std::vector<SpanId> more{SpanId(77)};
    EXPECT_FALSE(a.add_spans(std::vector<NodeTasks>{{NodeId(0), 1}, {NodeId(1), 2}, {NodeId(2), 1}},
                             Resources::of_procs(1), {t(5), t(15)}, SpanOwner::of_job(JobId(1)),
                             Commit::Checked, more));
    EXPECT_EQ(more, std::vector<SpanId>{SpanId(77)});
    EXPECT_EQ(a.span_count(), 1u);
    EXPECT_EQ(a.free_procs_at(PartitionId::invalid(), t(5)), 4);
    EXPECT_EQ(a.free_procs_during(PartitionId::invalid(), {t(0), t(20)}), 4);
    EXPECT_EQ(a.avail_during(NodeId(0), {t(0), t(20)}).procs, 2);
    EXPECT_EQ(a.avail_during(NodeId(1), {t(0), t(20)}).procs, 2);
    // So does a node the calendar does not have, after one it has.
    EXPECT_FALSE(a.add_spans(std::vector<NodeTasks>{{NodeId(0), 1}, {NodeId(7), 1}}, Resources::of_procs(1),
                             {t(5), t(15)}, SpanOwner::of_job(JobId(2)), Commit::Checked, more));
    EXPECT_EQ(more, std::vector<SpanId>{SpanId(77)});
    EXPECT_EQ(a.span_count(), 1u);
    EXPECT_EQ(a.avail_during(NodeId(0), {t(0), t(20)}).procs, 2);
    // The calendar works on as if the attempts never were.
    Fixture f(4, 10);
    a.set_present(t(0));
    EXPECT_EQ(a.avail_time_first(f.fit, t(0)), t(0));
    std::vector<SpanId> next;
    ASSERT_TRUE(a.add_spans(std::vector<NodeTasks>{{NodeId(0), 2}, {NodeId(1), 2}}, Resources::of_procs(1),
                            {t(0), t(10)}, SpanOwner::of_job(JobId(2)), Commit::Checked, next));
    EXPECT_EQ(a.avail_time_first(f.fit, t(0)), t(10));
    a.rem_spans(held);
    a.rem_spans(next);
    EXPECT_EQ(a.span_count(), 0u);
    EXPECT_EQ(a.free_procs_during(PartitionId::invalid(), {t(0), t(20)}), 6);
}

// Nodes with memory and a generic resource: the calendar keeps full-resource steps only while a
// span holds more than processors, and must answer exactly as if it always kept them.
Cluster rich_cluster(int nodes) {
    Resources capacity = Resources::of_procs(8);
    capacity.memory_mb = 1000;
    capacity.set_gres(GresId(0), 2);
    return testing::uniform_cluster(nodes, capacity);
}

TEST(Availability, MemoryAndGenericResourcesLimitTasksWhileSpansHoldThem) {
    const Cluster c = rich_cluster(1);
    Availability a(c);
    Resources gpu_job = Resources::of_procs(1);
    gpu_job.memory_mb = 600;
    gpu_job.set_gres(GresId(0), 2);
    const auto s = a.add_span(NodeId(0), {t(10), t(20)}, gpu_job, SpanOwner::of_job(JobId(1)));
    ASSERT_TRUE(s);
    EXPECT_EQ(a.avail_during(NodeId(0), {t(0), t(15)}).memory_mb, 400);
    EXPECT_EQ(a.avail_during(NodeId(0), {t(0), t(15)}).gres(GresId(0)), 0);
    EXPECT_EQ(a.avail_during(NodeId(0), {t(20), t(30)}).memory_mb, 1000);
    Resources half = Resources::of_procs(1);
    half.memory_mb = 300;
    EXPECT_FALSE(a.add_span(NodeId(0), {t(15), t(25)}, half * 2, SpanOwner::of_job(JobId(2))));
    TaskRequest task;
    task.tasks = 3;  // as many as the node's memory ever holds
    task.per_task = half;
    FitRequest fit;
    fit.request = &task;
    fit.walltime = Duration::seconds(10);
    EXPECT_EQ(a.tasks_fit(NodeId(0), {t(5), t(15)}, fit), 1);  // memory, not processors, decides
    EXPECT_EQ(a.avail_time_first(fit, t(5)), t(20));
    // With the memory released, only processors are in use again.
    ASSERT_TRUE(a.add_span(NodeId(0), {t(0), t(30)}, Resources::of_procs(5), SpanOwner::of_job(JobId(3))));
    EXPECT_TRUE(a.rem_span(*s));
    EXPECT_EQ(a.avail_during(NodeId(0), {t(0), t(40)}), c.node(NodeId(0)).capacity - Resources::of_procs(5));
    EXPECT_EQ(a.tasks_fit(NodeId(0), {t(5), t(15)}, fit), 3);
}

// The calendar against a brute-force sum of live spans, over random mixes of processor-only and
// richer spans (checked and forced), added and released in random order.
TEST(Availability, FreeResourcesEqualCapacityLessTheSpansInForceForEveryMix) {
    const Cluster c = rich_cluster(3);
    Availability a(c);
    struct Live {
        SpanId id;
        Span span;
    };
    std::vector<Live> live;
    std::mt19937 rng(7);
    const auto uniform = [&rng](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    const auto expected_free = [&](NodeId node, Interval when) {
        std::vector<Time> instants{when.start};
        for (const auto& l : live)
            for (const Time x : {l.span.when.start, l.span.when.end})
                if (when.start < x && x < when.end) instants.push_back(x);
        Resources worst;
        bool first = true;
        for (const Time x : instants) {
            Resources used;
            for (const auto& l : live)
                if (l.span.node == node && l.span.when.start <= x && x < l.span.when.end)
                    used += l.span.amount;
            worst = first ? used : worst.max(used);
            first = false;
        }
        return (c.node(node).capacity - worst).max(Resources{});
    };
    for (int step = 0; step < 600; ++step) {
        if (live.empty() || uniform(0, 2) > 0) {
            const NodeId node(static_cast<NodeId::Rep>(uniform(0, 2)));
            const std::int64_t start = uniform(0, 40);
            const Interval when{t(start), t(start + uniform(1, 30))};
            Resources amount = Resources::of_procs(uniform(0, 4));
            if (uniform(0, 2) == 0) amount.memory_mb = uniform(1, 4) * 100;
            if (uniform(0, 3) == 0) amount.set_gres(GresId(0), 1);
            if (amount.is_zero()) amount.procs = 1;
            const Commit commit = uniform(0, 4) == 0 ? Commit::Forced : Commit::Checked;
            if (const auto id = a.add_span(node, when, amount, SpanOwner::of_job(JobId(step)), commit))
                live.push_back(Live{*id, Span{node, when, amount, SpanOwner::of_job(JobId(step))}});
        } else {
            const auto k = static_cast<std::size_t>(uniform(0, static_cast<int>(live.size()) - 1));
            ASSERT_TRUE(a.rem_span(live[k].id));
            live.erase(live.begin() + static_cast<std::ptrdiff_t>(k));
        }
        for (int q = 0; q < 4; ++q) {
            const NodeId node(static_cast<NodeId::Rep>(uniform(0, 2)));
            const std::int64_t from = uniform(0, 70);
            const Interval when{t(from), t(from + uniform(1, 20))};
            ASSERT_EQ(a.avail_during(node, when), expected_free(node, when)) << "step " << step;
        }
    }
}

TEST(Availability, ALoneSpanComesAndGoesExactlyAndLeavesItsNeighbourInPlace) {
    // The shapes of a node that runs one job at a time: an empty row takes a span and gives it
    // back, to the second; then a span between the sentinel and a later one that never ends.
    const Cluster c = testing::uniform_cluster(1, 4);
    Availability a(c);
    const NodeId n(0);
    const auto lone = a.add_span(n, {t(10), t(20)}, Resources::of_procs(3), SpanOwner::of_job(JobId(1)));
    ASSERT_TRUE(lone);
    EXPECT_EQ(a.avail_during(n, {t(9), t(10)}).procs, 4);
    EXPECT_EQ(a.avail_during(n, {t(10), t(11)}).procs, 1);
    EXPECT_EQ(a.avail_during(n, {t(19), t(20)}).procs, 1);
    EXPECT_EQ(a.avail_during(n, {t(20), t(21)}).procs, 4);
    a.rem_span(*lone);
    EXPECT_EQ(a.avail_during(n, {t(0), Time::never()}).procs, 4);
    const auto after =
        a.add_span(n, {t(20), Time::never()}, Resources::of_procs(2), SpanOwner::of_job(JobId(2)));
    const auto before = a.add_span(n, {t(10), t(20)}, Resources::of_procs(1), SpanOwner::of_job(JobId(3)));
    ASSERT_TRUE(after && before);
    EXPECT_EQ(a.avail_during(n, {t(10), t(20)}).procs, 3);
    a.rem_span(*before);
    EXPECT_EQ(a.avail_during(n, {t(0), t(20)}).procs, 4);
    EXPECT_EQ(a.avail_during(n, {t(20), t(21)}).procs, 2);
    EXPECT_EQ(a.avail_during(n, {t(25), Time::never()}).procs, 2);
    a.rem_span(*after);
    EXPECT_EQ(a.avail_during(n, {t(0), Time::never()}).procs, 4);
}

}  // namespace
}  // namespace outrigger
