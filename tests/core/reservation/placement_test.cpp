#include "reservation/placement.hpp"

#include <gtest/gtest.h>

#include "fixture.hpp"

namespace outrigger {
namespace {

using namespace testing;

// "node001:2 node002:2" for compact assertions.
std::string layout(const std::vector<NodeHold>& alloc, const Cluster& c) {
    std::string s;
    for (const auto& h : alloc)
        s += (s.empty() ? "" : " ") + c.node(h.node).name + ":" + std::to_string(h.tasks);
    return s;
}

Reservation floating(std::int64_t tasks, Resources per_task, Interval span = {at(1, 10), at(1, 15)}) {
    Reservation r;
    r.id = ReservationId(1);
    r.kind = ReservationKind::Standing;
    r.task = per_task;
    r.task_count = tasks;
    r.span = span;
    return r;
}

PlacementOptions first_available() {
    PlacementOptions o;
    o.order = node_less(NodeAllocationPolicy::FirstAvailable);
    return o;
}

TEST(ReservationPlacement, HostListWithoutTaskCountTakesEveryHostWholeWhateverRunsThere) {
    ClusterBuilder b;
    b.nodes("node00[1-4]", 8, 4096);
    b.cluster.node(b.id("node003")).state = NodeState::Down;
    TableCapacity view = b.capacity();
    view.node(b.id("node003")).state = NodeState::Down;
    view.add_job(JobHolding{JobId(1), b.id("node001"), task(8, 4096), {at(0, 0), at(9, 0)}});
    Reservation r;
    r.id = ReservationId(2);
    r.host_list = {b.id("node001"), b.id("node002"), b.id("node003")};
    r.span = {at(1, 0), Time::never()};
    const Placement p = place_reservation(r, view, first_available());
    EXPECT_EQ(layout(p.allocation, b.cluster), "node001:1 node002:1 node003:1");
    EXPECT_TRUE(p.complete());
    EXPECT_EQ(p.allocation[0].held, task(8, 4096));
}

TEST(ReservationPlacement, GuideExample2SixTasksPackTwoPerQuadHost) {
    ClusterBuilder b;
    b.nodes("node00[1-9]", 4, 1024).nodes("node0[10-20]", 4, 1024);
    const TableCapacity view = b.capacity();
    Reservation r = floating(6, task(2, 256));
    r.host_list = {b.id("node001"), b.id("node002"), b.id("node005"), b.id("node020")};
    const Placement p = place_reservation(r, view, first_available());
    EXPECT_EQ(layout(p.allocation, b.cluster), "node001:2 node002:2 node005:2");
    EXPECT_EQ(p.allocation[0].held, task(4, 512));
    EXPECT_TRUE(p.complete());
}

TEST(ReservationPlacement, TasksTheListCannotHoldAreSoughtOutsideIt) {
    ClusterBuilder b;
    b.nodes("n[1-4]", 2, 1024);
    const TableCapacity view = b.capacity();
    Reservation r = floating(6, task(1));
    r.host_list = {b.id("n3"), b.id("n4")};
    const Placement p = place_reservation(r, view, first_available());
    EXPECT_EQ(layout(p.allocation, b.cluster), "n3:2 n4:2 n1:2");
}

TEST(ReservationPlacement, FloatingTasksAvoidBusyResourcesAndDownNodes) {
    ClusterBuilder b;
    b.nodes("n[1-3]", 4, 4096);
    TableCapacity view = b.capacity();
    view.node(b.id("n1")).state = NodeState::Drained;
    view.add_job(
        JobHolding{JobId(1), b.id("n2"), task(3, 0), {at(1, 12), at(1, 13)}});  // busy part of the span
    const Placement p = place_reservation(floating(6, task(1, 512)), view, first_available());
    EXPECT_EQ(layout(p.allocation, b.cluster), "n2:1 n3:4");
    EXPECT_EQ(p.tasks_placed, 5);
    EXPECT_FALSE(p.complete());
    EXPECT_EQ(p.passed_over.not_up, 1);
}

TEST(ReservationPlacement, WholeNodeTasksNeedEveryProcessorFree) {
    ClusterBuilder b;
    b.nodes("n[1-3]", 4, 4096);
    TableCapacity view = b.capacity();
    view.add_job(JobHolding{JobId(1), b.id("n1"), task(1, 0), {at(0, 0), at(2, 0)}});
    const Placement p = place_reservation(floating(2, Resources::of_procs(-1)), view, first_available());
    EXPECT_EQ(layout(p.allocation, b.cluster), "n2:1 n3:1");
    EXPECT_EQ(p.allocation[0].held.procs, 4);
}

TEST(ReservationPlacement, TpnSkipsNodesThatCannotHoldThatManyTasks) {
    ClusterBuilder b;
    b.nodes("small", 4, 1024).nodes("big[1-2]", 8, 1024);
    const TableCapacity view = b.capacity();
    Reservation r = floating(8, task(2, 256));
    r.tpn = 4;  // each node must hold 8 procs and 1 GB
    const Placement p = place_reservation(r, view, first_available());
    EXPECT_EQ(layout(p.allocation, b.cluster), "big1:4 big2:4");
    EXPECT_EQ(p.passed_over.no_room, 0);
}

TEST(ReservationPlacement, FeaturesAndPartitionFilterNodes) {
    ClusterBuilder b;
    b.nodes("a[1-2]", 2, 1024, {"largememory", "wide"}).nodes("b[1-2]", 2, 1024, {"largememory"});
    b.nodes("c1", 2, 1024, {"largememory", "wide"}, "OLD");
    const TableCapacity view = b.capacity();
    Reservation r = floating(10, Resources::of_procs(-1));
    r.features = {*b.cluster.names().find_feature("largememory"), *b.cluster.names().find_feature("wide")};
    std::sort(r.features.begin(), r.features.end());
    r.partition = *b.cluster.find_partition("OLD");
    const Placement p = place_reservation(r, view, first_available());
    EXPECT_EQ(layout(p.allocation, b.cluster), "c1:1");
    EXPECT_EQ(p.passed_over.missing_features, 2);
    EXPECT_EQ(p.passed_over.other_partition, 2);
}

TEST(ReservationPlacement, DedicatedReservationsSitSideBySideOnOneHost) {
    // The guide: a 16-processor host with two 8-processor reservations gives 8 to each.
    ClusterBuilder b;
    b.nodes("smp", 16, 16384);
    TableCapacity view = b.capacity();
    Reservation first = floating(1, task(8));
    first.allocation = place_reservation(first, view, first_available()).allocation;
    view.set_reservations(std::vector<Reservation>{first});
    Reservation second = floating(1, task(8));
    second.id = ReservationId(2);
    const Placement p = place_reservation(second, view, first_available());
    EXPECT_EQ(layout(p.allocation, b.cluster), "smp:1");
    Reservation third = floating(1, task(4));
    third.id = ReservationId(3);
    second.allocation = p.allocation;
    view.set_reservations(std::vector<Reservation>{first, second});
    EXPECT_EQ(place_reservation(third, view, first_available()).tasks_placed, 0);
}

TEST(ReservationPlacement, SharedAccessStacksOnlyWhatDoesNotFitBesideOthers) {
    ClusterBuilder b;
    b.nodes("n1", 16, 16384).nodes("n2", 16, 16384);
    TableCapacity view = b.capacity();
    Reservation held = floating(1, task(12));
    held.allocation = {NodeHold{b.id("n1"), task(12), 1}};
    view.set_reservations(std::vector<Reservation>{held});
    Reservation shared = floating(5, task(4));
    shared.id = ReservationId(2);
    shared.access = ReservationAccess::Shared;
    // Side by side first: 1 task beside `held` on n1 and 4 on n2; nothing needs stacking.
    EXPECT_EQ(layout(place_reservation(shared, view, first_available()).allocation, b.cluster), "n1:1 n2:4");
    shared.task_count = 7;  // two more must stack on n1's reserved processors
    EXPECT_EQ(layout(place_reservation(shared, view, first_available()).allocation, b.cluster), "n1:3 n2:4");
    Reservation dedicated = shared;
    dedicated.access = ReservationAccess::Dedicated;
    EXPECT_EQ(place_reservation(dedicated, view, first_available()).tasks_placed, 5);
}

TEST(ReservationPlacement, PendingReservationsOfTheSamePassAreCounted) {
    ClusterBuilder b;
    b.nodes("n1", 4, 4096);
    const TableCapacity view = b.capacity();
    Reservation earlier = floating(1, task(3));
    earlier.id = ReservationId(9);
    earlier.allocation = {NodeHold{b.id("n1"), task(3), 1}};
    std::vector<Reservation> pending{earlier};
    PlacementOptions o = first_available();
    o.pending = pending;
    EXPECT_EQ(place_reservation(floating(4, task(1)), view, o).tasks_placed, 1);
}

TEST(ReservationPlacement, AllocationPolicyOrdersEquallyGoodNodes) {
    ClusterBuilder b;
    b.nodes("n1", 4, 1024).nodes("n2", 2, 1024).nodes("n3", 8, 1024);
    b.cluster.node(b.id("n1")).priority = 5;
    b.cluster.node(b.id("n2")).priority = 1;
    b.cluster.node(b.id("n3")).priority = 9;
    const TableCapacity view = b.capacity();
    struct Case {
        NodeAllocationPolicy policy;
        std::string expected;
    };
    for (const auto& c : std::vector<Case>{{NodeAllocationPolicy::FirstAvailable, "n1:1"},
                                           {NodeAllocationPolicy::LastAvailable, "n3:1"},
                                           // equal memory: processors do not count, LASTAVAILABLE
                                           {NodeAllocationPolicy::MinResource, "n3:1"},
                                           {NodeAllocationPolicy::Priority, "n3:1"}}) {
        PlacementOptions o;
        o.order = node_less(c.policy);
        EXPECT_EQ(layout(place_reservation(floating(1, task(2)), view, o).allocation, b.cluster), c.expected)
            << node_allocation_name(c.policy);
    }
    PlacementOptions custom;  // the hook: any comparator
    custom.order = [](const Node& x, const Node& y) { return x.name > y.name; };
    EXPECT_EQ(layout(place_reservation(floating(1, task(2)), view, custom).allocation, b.cluster), "n3:1");
}

TEST(ReservationPlacement, GrowthKeepsCurrentHoldingsAndAddsTasks) {
    ClusterBuilder b;
    b.nodes("n[1-2]", 2, 1024);
    TableCapacity view = b.capacity();
    Reservation r = floating(4, task(1));
    r.allocation = {NodeHold{b.id("n1"), task(2), 2}};
    view.set_reservations(std::vector<Reservation>{r});  // the view knows r; placement ignores it
    PlacementOptions o = first_available();
    o.keep_current = true;
    const Placement p = place_reservation(r, view, o);
    EXPECT_EQ(layout(p.allocation, b.cluster), "n1:2 n2:2");
    EXPECT_TRUE(p.complete());
}

}  // namespace
}  // namespace outrigger
