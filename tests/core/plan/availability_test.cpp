#include <gtest/gtest.h>

#include "clusters.hpp"
#include "plan/availability.hpp"

namespace outrigger {
namespace {

Time t(std::int64_t s) { return Time::from_seconds(s); }

using Fixture = testing::OwnedFit;

TEST(Availability, SpansMakeAStepFunctionAndRemovingRestoresIt) {
    const Cluster c = testing::uniform_cluster(1, 4);
    Availability a(c);
    const auto s1 = a.add_span(NodeId(0), {t(10), t(20)}, Resources::of_procs(3), SpanOwner::of_job(JobId(1)));
    ASSERT_TRUE(s1);
    EXPECT_EQ(a.avail_during(NodeId(0), {t(0), t(10)}).procs, 4);
    EXPECT_EQ(a.avail_during(NodeId(0), {t(5), t(11)}).procs, 1);
    EXPECT_EQ(a.avail_during(NodeId(0), {t(20), Time::never()}).procs, 4);
    EXPECT_FALSE(a.add_span(NodeId(0), {t(15), t(25)}, Resources::of_procs(2), SpanOwner::of_job(JobId(2))));
    EXPECT_TRUE(a.add_span(NodeId(0), {t(15), t(25)}, Resources::of_procs(2), SpanOwner::of_job(JobId(2)), Commit::Forced));
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

TEST(Availability, WindowMustHoldForTheWholeWalltime) {
    const Cluster c = testing::uniform_cluster(1, 1);
    Availability a(c);
    ASSERT_TRUE(a.add_span(NodeId(0), {t(30), t(60)}, Resources::of_procs(1), SpanOwner::of_job(JobId(1))));
    Fixture f(1, 40);
    EXPECT_EQ(a.avail_time_first(f.fit, t(0)), t(60));  // [0, 40) would overlap [30, 60)
    Fixture g(1, 30);
    EXPECT_EQ(a.avail_time_first(g.fit, t(0)), t(0));   // [0, 30) ends as the span starts
}

TEST(Availability, DownNodeOffersNothingUntilUp) {
    const Cluster c = testing::uniform_cluster(2, 1);
    Availability a(c);
    a.set_node_state(NodeId(1), NodeState::Down);
    Fixture f(2, 10);
    EXPECT_FALSE(a.avail_time_first(f.fit, t(0)));
    EXPECT_EQ(a.free_procs_at(PartitionId::invalid(), t(0)), 1);
    a.set_node_state(NodeId(1), NodeState::Up);
    EXPECT_EQ(a.avail_time_first(f.fit, t(0)), t(0));
}

TEST(Availability, SingleJobNodesDoNotPackTasksOfDifferentJobs) {
    const Cluster shared = testing::uniform_cluster(1, 4);
    const Cluster single = testing::uniform_cluster(1, 4, NodeAccessPolicy::SingleJob);
    Availability a(shared), b(single);
    for (Availability* x : {&a, &b})
        ASSERT_TRUE(x->add_span(NodeId(0), {t(0), t(100)}, Resources::of_procs(1), SpanOwner::of_job(JobId(1))));
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
    ASSERT_TRUE(a.add_span(NodeId(0), {t(0), t(100)}, Resources::of_procs(2), SpanOwner::of_reservation(ReservationId(3)),
                           Commit::Forced));
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

TEST(Availability, BatchSpansUpdateNodesAndAggregateTogether) {
    const Cluster c = testing::uniform_cluster(3, 2);
    Availability a(c);
    std::vector<SpanId> ids;
    const std::vector<NodeTasks> alloc{{NodeId(0), 2}, {NodeId(2), 1}};
    ASSERT_TRUE(a.add_spans(alloc, Resources::of_procs(1), {t(0), t(10)}, SpanOwner::of_job(JobId(0)), Commit::Checked, ids));
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

}  // namespace
}  // namespace outrigger
