#include <gtest/gtest.h>

#include "plan/placement.hpp"

namespace outrigger {
namespace {

Cluster cluster_of(int nodes) {
    Cluster c;
    const PartitionId p = c.add_partition("DEFAULT");
    for (int i = 0; i < nodes; ++i) {
        Node n;
        n.name = "n" + std::to_string(i);
        n.partition = p;
        n.capacity = Resources::of_procs(1);
        n.priority = i == 1 ? 10 : 0;
        n.speed = i < 2 ? 2.0 : 1.0;
        c.add_node(std::move(n));
    }
    return c;
}

Time t(std::int64_t s) { return Time::from_seconds(s); }

struct Req {
    TaskRequest r;
    FitRequest fit;
    Req(std::int64_t tasks, std::int64_t wall) {
        r.tasks = tasks;
        fit.request = &r;
        fit.walltime = Duration::seconds(wall);
    }
};

std::vector<std::uint32_t> nodes_of(const Allocation& a) {
    std::vector<std::uint32_t> out;
    for (const auto& nt : a) out.push_back(nt.node.value());
    return out;
}

TEST(NodeAllocation, EveryPolicyHasANameAndAFactory) {
    for (auto p : {NodeAllocationPolicy::FirstAvailable, NodeAllocationPolicy::LastAvailable, NodeAllocationPolicy::MinResource,
                   NodeAllocationPolicy::CpuLoad, NodeAllocationPolicy::Priority, NodeAllocationPolicy::Contiguous,
                   NodeAllocationPolicy::MaxBalance}) {
        EXPECT_EQ(make_node_allocator(p)->policy(), p);
        EXPECT_EQ(parse_node_allocation(node_allocation_name(p)), p);
    }
    EXPECT_EQ(parse_node_allocation("lastavailable"), NodeAllocationPolicy::LastAvailable);
    EXPECT_FALSE(parse_node_allocation("MINLOCAL"));
}

TEST(Placement, PolicyOrdersEquallyGoodNodes) {
    const Cluster c = cluster_of(4);
    Availability a(c);
    Req q(2, 10);
    PlacementScratch s;
    const Interval now{t(0), t(10)};
    const Interval wide{t(0), Time::never()};
    EXPECT_EQ(nodes_of(*place(a, q.fit, now, wide, *make_node_allocator(NodeAllocationPolicy::FirstAvailable), s)),
              (std::vector<std::uint32_t>{0, 1}));
    EXPECT_EQ(nodes_of(*place(a, q.fit, now, wide, *make_node_allocator(NodeAllocationPolicy::LastAvailable), s)),
              (std::vector<std::uint32_t>{2, 3}));
    EXPECT_EQ(nodes_of(*place(a, q.fit, now, wide, *make_node_allocator(NodeAllocationPolicy::Priority), s))[0], 0u);
    const auto bal = nodes_of(*place(a, q.fit, now, wide, *make_node_allocator(NodeAllocationPolicy::MaxBalance), s));
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

// The node index answers starts and reservations from the candidates only; a calendar whose present
// instant has moved past the query falls back to scanning every node. Both must choose alike.
TEST(Placement, NodeIndexChoosesExactlyWhatTheFullScanChooses) {
    Cluster c;
    const PartitionId p = c.add_partition("DEFAULT");
    for (int i = 0; i < 37; ++i) {
        Node n;
        n.name = "n" + std::to_string(i);
        n.partition = p;
        n.capacity = Resources::of_procs(1 + i % 4);
        c.add_node(std::move(n));
    }
    std::uint64_t seed = 12345;
    const auto rnd = [&seed](std::int64_t k) {
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<std::int64_t>((seed >> 33) % static_cast<std::uint64_t>(k));
    };
    int indexed_answers = 0;
    for (int round = 0; round < 60; ++round) {
        Availability a(c);
        const Time now = t(1000 + rnd(50));
        for (int k = 0; k < 60; ++k) {
            const auto node = NodeId(static_cast<NodeId::Rep>(rnd(37)));
            const Time s = t(rnd(2000));
            a.add_span(node, {s, s + Duration::seconds(1 + rnd(900))}, Resources::of_procs(1 + rnd(2)),
                       SpanOwner::of_job(JobId(static_cast<JobId::Rep>(k))));
        }
        if (round % 3 == 0) a.set_node_state(NodeId(static_cast<NodeId::Rep>(rnd(37))), NodeState::Down);
        Availability scan = a;
        scan.advance_present(Time::from_seconds(1'000'000));
        for (auto policy : {NodeAllocationPolicy::FirstAvailable, NodeAllocationPolicy::LastAvailable}) {
            const auto alloc = make_node_allocator(policy);
            for (int j = 0; j < 8; ++j) {
                Req q(1 + rnd(30), 1 + rnd(600));
                q.r.per_task = Resources::of_procs(1 + rnd(2));
                PlacementScratch s1;
                PlacementScratch s2;
                const Interval start{now, now + q.fit.walltime};
                const auto a1 = place(a, q.fit, start, {now, Time::never()}, *alloc, s1);
                const auto a2 = place(scan, q.fit, start, {now, Time::never()}, *alloc, s2);
                ASSERT_EQ(a1.has_value(), a2.has_value()) << "round " << round;
                if (a1) {
                    EXPECT_EQ(*a1, *a2) << "round " << round;
                }
                const auto first = a.avail_time_first(q.fit, now);
                ASSERT_EQ(first, scan.avail_time_first(q.fit, now)) << "round " << round;
                if (!first) continue;
                const Interval later{*first, *first + q.fit.walltime};
                const auto r1 = place(a, q.fit, later, {now, later.end}, *alloc, s1);
                const auto r2 = place(scan, q.fit, later, {now, later.end}, *alloc, s2);
                ASSERT_EQ(r1.has_value(), r2.has_value()) << "round " << round;
                if (r1) {
                    EXPECT_EQ(*r1, *r2) << "round " << round;
                }
                indexed_answers += a1.has_value() + r1.has_value();
            }
        }
        EXPECT_EQ(a.present(), now);
    }
    EXPECT_GT(indexed_answers, 100);
}

}  // namespace
}  // namespace outrigger
