#include "plan/failed_fits.hpp"

#include <gtest/gtest.h>

#include <random>

#include "clusters.hpp"

namespace outrigger {
namespace {

Time t(std::int64_t s) {
    return Time::from_seconds(s);
}

using Req = testing::OwnedFit;

// The rule placement follows: the job fits now when the nodes together hold its tasks.
bool fits_now(const Availability& a, const FitRequest& fit, Time now) {
    std::int64_t tasks = 0;
    for (NodeId n : a.partition_nodes(PartitionId::invalid()))
        tasks += a.tasks_fit(n, {now, now + fit.walltime}, fit);
    return tasks >= fit.request->tasks;
}

// Two nodes of 4 processors: node 0 busy until 100, node 1 has 2 processors busy until 50.
struct Busy {
    Cluster cluster;
    Availability calendar;
    explicit Busy(NodeAccessPolicy access = NodeAccessPolicy::Shared)
        : cluster(testing::uniform_cluster(2, 4, access)), calendar(cluster) {
        calendar.add_span(NodeId(0), {t(0), t(100)}, Resources::of_procs(4), SpanOwner::of_job(JobId(1)));
        calendar.add_span(NodeId(1), {t(0), t(50)}, Resources::of_procs(2), SpanOwner::of_job(JobId(2)));
    }
};

TEST(FailedFits, AFailureSettlesLargerAndLongerRequestsOnly) {
    Busy b;
    FailedFits memo;
    Req failed(3, 10);
    ASSERT_FALSE(fits_now(b.calendar, failed.fit, t(0)));
    memo.note_failure(failed.fit, t(0), b.calendar);

    Req more(4, 10), longer(3, 60), same(3, 10);
    EXPECT_TRUE(memo.known_to_fail(more.fit, t(0), b.calendar));
    EXPECT_TRUE(memo.known_to_fail(longer.fit, t(0), b.calendar));
    EXPECT_TRUE(memo.known_to_fail(same.fit, t(0), b.calendar));

    Req fewer(2, 10), shorter(3, 5);
    EXPECT_FALSE(memo.known_to_fail(fewer.fit, t(0), b.calendar));
    EXPECT_FALSE(memo.known_to_fail(shorter.fit, t(0), b.calendar));  // fails too, but is not known to
    Req wider_tasks(2, 10, 2);  // 4 processors in tasks of 2: another shape
    EXPECT_FALSE(memo.known_to_fail(wider_tasks.fit, t(0), b.calendar));
}

TEST(FailedFits, ForgetsFailuresWhenTheCalendarOrTheInstantChanges) {
    Busy b;
    FailedFits memo;
    Req failed(3, 10);
    memo.note_failure(failed.fit, t(0), b.calendar);
    EXPECT_FALSE(memo.known_to_fail(failed.fit, t(1), b.calendar));
    EXPECT_TRUE(memo.known_to_fail(failed.fit, t(0), b.calendar));
    b.calendar.set_node_state(NodeId(0), NodeState::Down);
    EXPECT_FALSE(memo.known_to_fail(failed.fit, t(0), b.calendar));
}

TEST(FailedFits, GatedRequestsAndOtherUsersOnSingleUserNodesAreNotCompared) {
    struct Everyone final : ReservationGate {
        [[nodiscard]] Admission admit(ReservationId, Interval) const override { return Admission::Neutral; }
    } gate;
    Busy b;
    FailedFits memo;
    Req gated(3, 10);
    gated.fit.gate = &gate;
    memo.note_failure(gated.fit, t(0), b.calendar);
    EXPECT_FALSE(memo.known_to_fail(gated.fit, t(0), b.calendar));

    Busy single(NodeAccessPolicy::SingleUser);
    Req alice(3, 10), bob(3, 10);
    alice.fit.user = CredId(1);
    bob.fit.user = CredId(2);
    memo.note_failure(alice.fit, t(0), single.calendar);
    EXPECT_TRUE(memo.known_to_fail(alice.fit, t(0), single.calendar));
    EXPECT_FALSE(memo.known_to_fail(bob.fit, t(0), single.calendar));
}

// Over random calendars and requests: every request the memo turns down really does not fit.
TEST(FailedFits, NeverTurnsDownARequestThatFits) {
    std::mt19937 rng(7);
    for (int round = 0; round < 200; ++round) {
        const Cluster c = testing::uniform_cluster(4, 4);
        Availability a(c);
        for (int s = 0; s < 6; ++s) {
            const auto node = NodeId(static_cast<NodeId::Rep>(rng() % 4));
            const std::int64_t start = static_cast<std::int64_t>(rng() % 40);
            const std::int64_t procs = 1 + static_cast<std::int64_t>(rng() % 4);
            a.add_span(node, {t(start), t(start + 1 + static_cast<std::int64_t>(rng() % 80))},
                       Resources::of_procs(procs), SpanOwner::of_job(JobId(static_cast<JobId::Rep>(s))));
        }
        FailedFits memo;
        const Time now = t(static_cast<std::int64_t>(rng() % 30));
        for (int q = 0; q < 30; ++q) {
            Req r(1 + static_cast<std::int64_t>(rng() % 12), 1 + static_cast<std::int64_t>(rng() % 60),
                  1 + static_cast<std::int64_t>(rng() % 2));
            const bool fits = fits_now(a, r.fit, now);
            if (memo.known_to_fail(r.fit, now, a)) {
                ASSERT_FALSE(fits) << "round " << round << " request " << q;
                continue;
            }
            if (!fits) memo.note_failure(r.fit, now, a);
        }
    }
}

}  // namespace
}  // namespace outrigger
