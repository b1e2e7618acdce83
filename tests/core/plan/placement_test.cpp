#include "plan/placement.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "clusters.hpp"

namespace outrigger {
namespace {

// One-processor nodes; n1 has the highest node priority, n0 and n1 run twice as fast.
Cluster cluster_of(int nodes) {
    Cluster c = testing::uniform_cluster(nodes, 1);
    for (Node& n : c.nodes()) {
        const auto i = n.id.value();
        n.priority = i == 1 ? 10 : 0;
        n.speed = i < 2 ? 2.0 : 1.0;
    }
    return c;
}

Time t(std::int64_t s) {
    return Time::from_seconds(s);
}

using Req = testing::OwnedFit;

std::vector<std::uint32_t> nodes_of(const Allocation& a) {
    std::vector<std::uint32_t> out;
    for (const auto& nt : a) out.push_back(nt.node.value());
    return out;
}

TEST(NodeAllocation, EveryPolicyHasANameAndAFactory) {
    for (auto p :
         {NodeAllocationPolicy::FirstAvailable, NodeAllocationPolicy::LastAvailable,
          NodeAllocationPolicy::MinResource, NodeAllocationPolicy::CpuLoad, NodeAllocationPolicy::Priority,
          NodeAllocationPolicy::Contiguous, NodeAllocationPolicy::MaxBalance}) {
        EXPECT_EQ(make_node_allocator(p)->policy(), p);
        EXPECT_EQ(parse_node_allocation(node_allocation_name(p)), p);
    }
    EXPECT_EQ(parse_node_allocation("lastavailable"), NodeAllocationPolicy::LastAvailable);
    EXPECT_FALSE(parse_node_allocation("MINLOCAL"));
}

TEST(NodeAllocation, MinResourceTakesTheLeastConfiguredMemoryFirstTiesInLastAvailableOrder) {
    // Spec section 4: configured memory alone decides (node 3 has the fewest processors and still
    // comes last); nodes 0 and 2 have equal memory and come in LASTAVAILABLE order.
    Cluster c = testing::uniform_cluster(4, 1);
    const std::int64_t procs[] = {8, 2, 4, 1};
    const std::int64_t memory[] = {2048, 4096, 2048, 8192};
    for (Node& n : c.nodes()) {
        n.capacity.procs = procs[n.id.value()];
        n.capacity.memory_mb = memory[n.id.value()];
    }
    const auto allocator = make_node_allocator(NodeAllocationPolicy::MinResource);
    std::vector<NodeCandidate> candidates;
    for (std::uint32_t i = 0; i < 4; ++i) candidates.push_back({NodeId(i), 1});
    allocator->order(candidates, 1, c);
    std::vector<std::uint32_t> order;
    for (const auto& n : candidates) order.push_back(n.node.value());
    EXPECT_EQ(order, (std::vector<std::uint32_t>{2, 0, 1, 3}));
    // Reservation placement sorts whole nodes by the same policy.
    std::vector<std::uint32_t> sorted{0, 1, 2, 3};
    const NodeLess less = node_less(NodeAllocationPolicy::MinResource);
    std::sort(sorted.begin(), sorted.end(),
              [&](std::uint32_t a, std::uint32_t b) { return less(c.node(NodeId(a)), c.node(NodeId(b))); });
    EXPECT_EQ(sorted, order);
}

TEST(Placement, PolicyOrdersEquallyGoodNodes) {
    const Cluster c = cluster_of(4);
    Availability a(c);
    Req q(2, 10);
    PlacementScratch s;
    const Interval now{t(0), t(10)};
    const Interval wide{t(0), Time::never()};
    EXPECT_EQ(
        nodes_of(*place(a, q.fit, now, wide, *make_node_allocator(NodeAllocationPolicy::FirstAvailable), s)),
        (std::vector<std::uint32_t>{0, 1}));
    EXPECT_EQ(
        nodes_of(*place(a, q.fit, now, wide, *make_node_allocator(NodeAllocationPolicy::LastAvailable), s)),
        (std::vector<std::uint32_t>{2, 3}));
    EXPECT_EQ(
        nodes_of(*place(a, q.fit, now, wide, *make_node_allocator(NodeAllocationPolicy::Priority), s))[0],
        0u);
    const auto bal =
        nodes_of(*place(a, q.fit, now, wide, *make_node_allocator(NodeAllocationPolicy::MaxBalance), s));
    EXPECT_EQ(bal, (std::vector<std::uint32_t>{0, 1}));  // the two fast nodes
}

TEST(Placement, ShortJobUsesCapacityThatIsFreeOnlyUntilAReservationFirst) {
    const Cluster c = cluster_of(4);
    Availability a(c);
    // Nodes 0 and 1 are promised to a reservation from 100.
    ASSERT_TRUE(a.add_span(NodeId(0), {t(100), t(200)}, Resources::of_procs(1), SpanOwner::of_job(JobId(9))));
    ASSERT_TRUE(a.add_span(NodeId(1), {t(100), t(200)}, Resources::of_procs(1), SpanOwner::of_job(JobId(9))));
    Req q(2, 50);
    PlacementScratch s;
    const auto alloc = place(a, q.fit, {t(0), t(50)}, {t(0), Time::never()},
                             *make_node_allocator(NodeAllocationPolicy::LastAvailable), s);
    ASSERT_TRUE(alloc);
    EXPECT_EQ(nodes_of(*alloc), (std::vector<std::uint32_t>{0, 1}));  // leaves 2 and 3 free for long jobs
}

TEST(Placement, ReservationTakesNodesBusyNowBeforeIdleOnes) {
    const Cluster c = cluster_of(4);
    Availability a(c);
    ASSERT_TRUE(a.add_span(NodeId(3), {t(0), t(100)}, Resources::of_procs(1), SpanOwner::of_job(JobId(1))));
    Req q(2, 50);
    PlacementScratch s;
    const auto alloc = place(a, q.fit, {t(100), t(150)}, {t(0), t(150)},
                             *make_node_allocator(NodeAllocationPolicy::FirstAvailable), s);
    ASSERT_TRUE(alloc);
    EXPECT_EQ(nodes_of(*alloc), (std::vector<std::uint32_t>{0, 3}));
}

TEST(Placement, APlacementCommittedAsPlacedTakesItsProcessorsLikeAChecked) {
    // Committed on the calendar it was placed on, unchecked: the spans are ordinary ones, not
    // forced, so the aggregate still proves where nothing fits.
    const Cluster c = cluster_of(2);
    Availability a(c);
    Req q(2, 50);
    PlacementScratch s;
    const auto alloc = place(a, q.fit, {t(0), t(50)}, {t(0), Time::never()},
                             *make_node_allocator(NodeAllocationPolicy::FirstAvailable), s);
    ASSERT_TRUE(alloc);
    std::vector<SpanId> spans;
    ASSERT_TRUE(commit_allocation(a, *alloc, q.task, {t(0), t(50)}, SpanOwner::of_job(JobId(1)), spans,
                                  Commit::Placed));
    EXPECT_EQ(spans.size(), 2U);
    EXPECT_EQ(a.free_procs_at(PartitionId::invalid(), t(10)), 0);
    EXPECT_EQ(a.free_procs_at(PartitionId::invalid(), t(50)), 2);
    Req one(1, 10);
    EXPECT_FALSE(a.may_fit_before(one.fit, t(0), t(50)));
    EXPECT_EQ(a.avail_time_first(one.fit, t(0)), t(50));
}

TEST(Placement, NodeOrderWalksCountMemoryNotOnlyProcessors) {
    // Node 1, which LASTAVAILABLE takes first, has processors free but too little memory, now and
    // at a later start alike: the walks' fast path for processors-only tasks must not be taken.
    Resources capacity = Resources::of_procs(4);
    capacity.memory_mb = 1000;
    const Cluster c = testing::uniform_cluster(2, capacity);
    Availability a(c);
    Resources held = Resources::of_procs(1);
    held.memory_mb = 900;
    ASSERT_TRUE(a.add_span(NodeId(1), {t(0), t(200)}, held, SpanOwner::of_job(JobId(9))));
    Req q(1, 50);
    q.task.per_task.memory_mb = 500;
    PlacementScratch s;
    const auto last = make_node_allocator(NodeAllocationPolicy::LastAvailable);
    const auto now = place(a, q.fit, {t(0), t(50)}, {t(0), Time::never()}, *last, s);
    ASSERT_TRUE(now);
    EXPECT_EQ(nodes_of(*now), (std::vector<std::uint32_t>{0}));
    const auto later = place(a, q.fit, {t(100), t(150)}, {t(0), t(150)}, *last, s);
    ASSERT_TRUE(later);
    EXPECT_EQ(nodes_of(*later), (std::vector<std::uint32_t>{0}));
}

TEST(PendingReservation, TakingANewAllocationLeavesWhatAFreshOneHolds) {
    // 130 nodes of 4 processors: three words of node bits.
    const Cluster c = testing::uniform_cluster(130, 4);
    const Availability cal(c);
    const auto alloc = [](std::initializer_list<std::pair<std::uint32_t, std::int64_t>> nodes) {
        Allocation a;
        for (const auto& [n, tasks] : nodes) a.push_back(NodeTasks{NodeId(n), tasks});
        return a;
    };
    const Allocation first = alloc({{0, 4}, {3, 2}, {64, 4}, {129, 1}});
    const Allocation second = alloc({{3, 4}, {65, 1}, {129, 2}});
    PendingReservation replaced;
    replaced.set(Interval{t(10), t(20)}, first, 1, cal);
    replaced.set(Interval{t(30), t(40)}, second, 1, cal);
    PendingReservation fresh;
    fresh.set(Interval{t(30), t(40)}, second, 1, cal);
    EXPECT_EQ(replaced.when, fresh.when);
    EXPECT_EQ(replaced.nodes, fresh.nodes);
    EXPECT_EQ(replaced.whole, fresh.whole);
    EXPECT_EQ(replaced.procs, fresh.procs);  // nodes 0 and 64 are free again
    EXPECT_EQ(replaced.procs[3], 4);
    EXPECT_EQ(replaced.procs[0], 0);
    replaced.clear();
    EXPECT_EQ(replaced.procs, std::vector<std::int64_t>(130, 0));
}

}  // namespace
}  // namespace outrigger
