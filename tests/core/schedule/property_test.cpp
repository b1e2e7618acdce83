// Properties over seeded random small workloads.

#include <gtest/gtest.h>

#include <map>
#include <ostream>

#include "random_workload.hpp"
#include "sim/simulator.hpp"

namespace outrigger {
namespace {

struct Case {
    NamedPolicy policy;
    NodeAccessPolicy access;
    std::uint64_t seed;
};

class Properties : public ::testing::TestWithParam<Case> {};

TEST_P(Properties, NoOvercommitEveryJobRunsAndReservationsHold) {
    const Case k = GetParam();
    const Cluster c = testing::uniform_cluster(5, 4, k.access);
    const auto jobs = testing::random_workload(k.seed, 120, 12);
    SchedulerPolicy p;
    p.apply(k.policy);
    Scheduler s(p, std::make_unique<QueueTimePriority>(PrioritySettings{}));
    Simulator sim(c, jobs, s);
    while (sim.step()) {
        const Snapshot& snap = sim.rm().snapshot();
        // No node is ever over-committed (and SINGLEJOB nodes hold one job).
        std::vector<std::int64_t> used(c.node_count(), 0);
        std::vector<int> jobs_on(c.node_count(), 0);
        for (const auto& r : snap.running_jobs())
            for (const auto& nt : r.allocation) {
                used[nt.node.value()] += nt.tasks * snap.job(r.job).request.per_task.procs;
                ++jobs_on[nt.node.value()];
            }
        for (std::size_t n = 0; n < used.size(); ++n) {
            ASSERT_LE(used[n], c.nodes()[n].capacity.procs) << "node " << n << " at " << sim.now().seconds();
            if (k.access == NodeAccessPolicy::SingleJob) {
                ASSERT_LE(jobs_on[n], 1);
            }
        }
        // Depth 1: what this iteration started does not delay the reserved job.
        if (k.policy == NamedPolicy::Easy) {
            for (const auto& r : s.last_report().reservations) {
                if (snap.state(r.job) != JobState::Idle) continue;
                const Job& j = snap.job(r.job);
                FitRequest fit;
                fit.request = &j.request;
                fit.walltime = j.walltime;
                fit.job = j.id;
                const auto t = snap.calendar().avail_time_first(fit, sim.now());
                ASSERT_TRUE(t);
                ASSERT_LE(*t, r.when.start) << "job " << j.name << " delayed at " << sim.now().seconds();
            }
        }
    }
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        const auto& o = sim.outcomes()[i];
        ASSERT_FALSE(o.start.is_never()) << "job " << i << " never ran";
        ASSERT_FALSE(o.end.is_never());
        // Conservative with HIGHEST: no job starts later than its first reservation.
        if (k.policy == NamedPolicy::Conservative) {
            const Time first = sim.state().first_reserved[i];
            if (!first.is_never()) {
                ASSERT_LE(o.start, first) << "job " << i;
            }
        }
    }
}

// Steps two replays of one workload together, withdrawing b's calendar layer after every step so
// that b places every reservation afresh; `same` checks the two after each step (false stops the
// walk). Returns the number of steps after which a kept a layer in its calendar.
template <class Same>
int steps_in_lockstep(Simulator& a, Simulator& b, Same same) {
    int layered = 0;
    for (;;) {
        const bool more_a = a.step();
        const bool more_b = b.step();
        EXPECT_EQ(more_a, more_b);
        if (!more_a || !more_b) break;
        if (a.rm().snapshot().layer() != nullptr) ++layered;
        (void)b.rm().snapshot().calendar();  // withdraws the layer
        EXPECT_EQ(a.now(), b.now());
        if (a.now() != b.now() || !same()) break;
    }
    return layered;
}

// Under conservative backfill the kept reservations stay in the calendar between iterations, as
// a layer that every other reader of the calendar has withdrawn first (schedule/calendar_layer.hpp).
// The same replay with the layer withdrawn after every step, as any reader between iterations
// does, makes the same decisions at every step.
class CalendarLayer : public ::testing::TestWithParam<Case> {};

TEST_P(CalendarLayer, ChangesNoDecision) {
    const Case k = GetParam();
    const Cluster c = testing::uniform_cluster(5, 4, k.access);
    const auto jobs = testing::random_workload(k.seed, 120, 12);
    SchedulerPolicy p;
    p.apply(k.policy);
    Scheduler kept(p, std::make_unique<QueueTimePriority>(PrioritySettings{}));
    Scheduler withdrawn(p, std::make_unique<QueueTimePriority>(PrioritySettings{}));
    Simulator a(c, jobs, kept);
    Simulator b(c, jobs, withdrawn);
    const int layered_steps = steps_in_lockstep(a, b, [&] {
        EXPECT_EQ(a.state().reservations, b.state().reservations) << "at " << a.now().seconds();
        return a.state().reservations == b.state().reservations;
    });
    EXPECT_GT(layered_steps, 0);
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        EXPECT_EQ(a.outcomes()[i].start, b.outcomes()[i].start) << "job " << i;
        EXPECT_EQ(a.outcomes()[i].end, b.outcomes()[i].end) << "job " << i;
    }
}

// Under CURRENTHIGHEST the reservations of an iteration that started nothing stay in the calendar
// and the next iteration replays them while its pass tries the same jobs on the same calendar
// (JobReserver::replayed). The same replay with the layer withdrawn after every step, so that
// every reservation is placed afresh, makes the same decisions at every step. A pass that made one
// reservation (depth 1, Maui's default) is not replayed: the head reservation's own answers
// (plan/reservation_fit.hpp) already place it again cheaply, and keeping a layer for it cost more.
struct DepthCase {
    std::int32_t depth = 1;
    std::uint64_t seed = 0;
    bool replays = true;
};
void PrintTo(const DepthCase& k, std::ostream* os) {
    *os << "depth " << k.depth << ", seed " << k.seed << (k.replays ? ", replayed" : ", placed afresh");
}

class ReplayedReservations : public ::testing::TestWithParam<DepthCase> {};

TEST_P(ReplayedReservations, ChangeNoDecision) {
    const DepthCase k = GetParam();
    // Enough nodes for the calendar to keep its span ends (kIndexedNodes), which the replay reads,
    // and a queue deep enough for every reservation depth.
    const Cluster c = testing::uniform_cluster(64, 1);
    const auto jobs = testing::random_workload(k.seed, 200, 40);
    SchedulerPolicy p;
    p.apply(NamedPolicy::Easy);
    p.scheduling.reservation_policy = ReservationPolicy::CurrentHighest;
    p.scheduling.depth_groups[0] = ReservationDepthGroup{k.depth, {}};
    Scheduler replayed(p, std::make_unique<QueueTimePriority>(PrioritySettings{}));
    Scheduler fresh(p, std::make_unique<QueueTimePriority>(PrioritySettings{}));
    Simulator a(c, jobs, replayed);
    Simulator b(c, jobs, fresh);
    const int layered_steps = steps_in_lockstep(a, b, [&] {
        EXPECT_EQ(a.state().reservations, b.state().reservations) << "at " << a.now().seconds();
        // The same jobs run on the same nodes.
        const auto& ra = a.rm().snapshot().running_jobs();
        const auto& rb = b.rm().snapshot().running_jobs();
        EXPECT_EQ(ra.size(), rb.size()) << "at " << a.now().seconds();
        bool same = a.state().reservations == b.state().reservations && ra.size() == rb.size();
        for (std::size_t i = 0; same && i < ra.size(); ++i) {
            EXPECT_EQ(ra[i].job, rb[i].job) << "at " << a.now().seconds();
            EXPECT_EQ(ra[i].allocation, rb[i].allocation) << "at " << a.now().seconds();
            same = ra[i].job == rb[i].job && ra[i].allocation == rb[i].allocation;
        }
        return same;
    });
    if (k.replays)
        EXPECT_GT(layered_steps, 0);
    else
        EXPECT_EQ(layered_steps, 0);
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        EXPECT_EQ(a.outcomes()[i].start, b.outcomes()[i].start) << "job " << i;
        EXPECT_EQ(a.outcomes()[i].end, b.outcomes()[i].end) << "job " << i;
    }
}

// Under conservative backfill a kept reservation stays without a search while the calendar's
// time journal shows nothing since the job's last answer that could let it start earlier
// (JobReserver::stays). The same replay with the layer withdrawn after every step, which the
// journal shows as every kept reservation released and placed again, searches for every one of
// them, and makes the same decisions at every step. On nodes of several processors, and enough of
// them for the calendar to keep its span ends (kIndexedNodes), which the journal's reader asks.
class KeptAnswers : public ::testing::TestWithParam<std::uint64_t> {};

TEST_P(KeptAnswers, ChangeNoDecision) {
    const Cluster c = testing::uniform_cluster(64, 4);
    auto jobs = testing::random_workload(GetParam(), 400, 160);
    // Every third job runs to its limit: it frees its nodes where its spans end, no later room.
    for (std::size_t i = 0; i < jobs.size(); i += 3) jobs[i].walltime = *jobs[i].runtime;
    SchedulerPolicy p;
    p.apply(NamedPolicy::Conservative);
    Scheduler answered(p, std::make_unique<QueueTimePriority>(PrioritySettings{}));
    Scheduler searched(p, std::make_unique<QueueTimePriority>(PrioritySettings{}));
    Simulator a(c, jobs, answered);
    Simulator b(c, jobs, searched);
    steps_in_lockstep(a, b, [&] {
        EXPECT_EQ(a.state().reservations, b.state().reservations) << "at " << a.now().seconds();
        return a.state().reservations == b.state().reservations;
    });
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        EXPECT_EQ(a.outcomes()[i].start, b.outcomes()[i].start) << "job " << i;
        EXPECT_EQ(a.outcomes()[i].end, b.outcomes()[i].end) << "job " << i;
    }
}

INSTANTIATE_TEST_SUITE_P(Seeded, KeptAnswers, ::testing::Values(21, 22, 23));

INSTANTIATE_TEST_SUITE_P(Seeded, ReplayedReservations,
                         ::testing::Values(DepthCase{1, 11, false}, DepthCase{2, 11}, DepthCase{4, 12},
                                           DepthCase{8, 13}, DepthCase{8, 14}),
                         [](const ::testing::TestParamInfo<DepthCase>& c) {
                             return "Depth" + std::to_string(c.param.depth) + "Seed" +
                                    std::to_string(c.param.seed);
                         });

INSTANTIATE_TEST_SUITE_P(Seeded, Properties,
                         ::testing::Values(Case{NamedPolicy::Easy, NodeAccessPolicy::Shared, 1},
                                           Case{NamedPolicy::Easy, NodeAccessPolicy::Shared, 2},
                                           Case{NamedPolicy::Easy, NodeAccessPolicy::SingleJob, 3},
                                           Case{NamedPolicy::Conservative, NodeAccessPolicy::Shared, 4},
                                           Case{NamedPolicy::Conservative, NodeAccessPolicy::Shared, 5},
                                           Case{NamedPolicy::Conservative, NodeAccessPolicy::SingleJob, 6},
                                           Case{NamedPolicy::Fcfs, NodeAccessPolicy::Shared, 7}));

// Only conservative backfill keeps reservations from one iteration to the next.
INSTANTIATE_TEST_SUITE_P(Seeded, CalendarLayer,
                         ::testing::Values(Case{NamedPolicy::Conservative, NodeAccessPolicy::Shared, 4},
                                           Case{NamedPolicy::Conservative, NodeAccessPolicy::Shared, 5},
                                           Case{NamedPolicy::Conservative, NodeAccessPolicy::SingleJob, 6}));

}  // namespace
}  // namespace outrigger
