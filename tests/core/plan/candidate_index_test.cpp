// The calendar's candidate index only prunes: with it, every query answers exactly what a scan of
// every node answers. Pinned by replaying the same random history of spans, node states and
// present moves on an indexed and an unindexed calendar, and comparing placement, fits_at and
// avail_time_first after each step. A placement beside a pending job reservation (kept out of the
// calendar) is compared with the same placement once the reservation's spans are in.

#include <gtest/gtest.h>

#include <map>
#include <optional>

#include "clusters.hpp"
#include "plan/placement.hpp"
#include "random_pick.hpp"

namespace outrigger {
namespace {

Time t(std::int64_t s) {
    return Time::from_seconds(s);
}

Cluster cluster_of(int nodes, std::int64_t procs) {
    Cluster c;
    const PartitionId a = c.add_partition("a");
    const PartitionId b = c.add_partition("b");
    for (int i = 0; i < nodes; ++i) {
        Node n;
        n.name = "n" + std::to_string(i);
        n.partition = i % 5 == 4 ? b : a;
        n.capacity = Resources::of_procs(procs);
        c.add_node(std::move(n));
    }
    return c;
}

using Request = testing::OwnedFit;

// `procs` processors of node `n` held by job `job` over `when`.
std::optional<SpanId> hold(Availability& a, std::uint32_t n, Interval when, std::int64_t procs, JobId job) {
    return a.add_span(NodeId(static_cast<NodeId::Rep>(n)), when, Resources::of_procs(procs),
                      SpanOwner::of_job(job));
}

struct Twin {
    Availability on;
    Availability off;
    std::vector<std::pair<std::vector<SpanId>, std::vector<SpanId>>> groups;
    Twin(const Cluster& c) : on(c, NodeIndex::On), off(c, NodeIndex::Off) {}
};

// The placement rule written out over every node of the partition, without a gate (so every node
// ranks alike): limited capacity first, then lasting, each in the policy's order.
std::optional<Allocation> reference_place(const Availability& cal, const FitRequest& fit, Interval when,
                                          Interval wider, const NodeAllocator& allocator) {
    std::vector<NodeCandidate> limited;
    std::vector<NodeCandidate> lasting;
    std::int64_t total = 0;
    for (NodeId n : cal.partition_nodes(fit.partition)) {
        const std::int64_t here = cal.tasks_fit(n, when, fit);
        const std::int64_t keep = std::min(here, cal.tasks_fit(n, wider, fit));
        if (here > keep) limited.push_back(NodeCandidate{n, here - keep});
        if (keep > 0) lasting.push_back(NodeCandidate{n, keep});
        total += here;
    }
    if (total < fit.request->tasks) return std::nullopt;
    std::int64_t remaining = fit.request->tasks;
    std::map<std::uint32_t, std::int64_t> taken;
    for (auto* group : {&limited, &lasting}) {
        allocator.order(*group, remaining, cal.cluster());
        for (const auto& c : *group) {
            const std::int64_t k = std::min(c.tasks, remaining);
            if (k > 0) taken[c.node.value()] += k;
            remaining -= k;
        }
    }
    Allocation out;
    for (const auto& [n, k] : taken) out.push_back(NodeTasks{NodeId(static_cast<NodeId::Rep>(n)), k});
    return out;
}

std::string describe(const std::optional<Allocation>& a) {
    if (!a) return "none";
    std::string s;
    for (const auto& nt : *a) s += std::to_string(nt.node.value()) + "x" + std::to_string(nt.tasks) + " ";
    return s;
}

void check_history(NodeAllocationPolicy policy, unsigned seed) {
    const Cluster c = cluster_of(150, 4);
    Twin tw(c);
    testing::Pick pick(seed);
    const auto allocator = make_node_allocator(policy);
    PlacementScratch s_on;
    PlacementScratch s_off;
    std::int64_t now = 0;
    for (int step = 0; step < 400; ++step) {
        const std::int64_t action = pick(0, 9);
        if (action <= 3) {
            // A job's allocation: started now (running) or later (a reservation), some spans
            // ending before the present to leave stale ones behind.
            const std::int64_t tasks = pick(1, 40);
            const std::int64_t procs = pick(1, 2);
            const Request job(tasks, pick(10, 400), procs);
            const TaskRequest& r = job.task;
            const FitRequest& fit = job.fit;
            const std::int64_t start = now + (action == 3 ? pick(1, 300) : pick(-50, 0));
            const Interval when{t(start), t(start) + fit.walltime};
            auto alloc = reference_place(tw.off, fit, when, Interval{when.start, Time::never()}, *allocator);
            if (!alloc) continue;
            std::vector<SpanId> a;
            std::vector<SpanId> b;
            ASSERT_TRUE(commit_allocation(tw.on, *alloc, r, when,
                                          SpanOwner::of_job(JobId(static_cast<JobId::Rep>(step))), a));
            ASSERT_TRUE(commit_allocation(tw.off, *alloc, r, when,
                                          SpanOwner::of_job(JobId(static_cast<JobId::Rep>(step))), b));
            tw.groups.emplace_back(std::move(a), std::move(b));
        } else if (action == 4 && !tw.groups.empty()) {
            const auto k = static_cast<std::size_t>(pick(0, static_cast<std::int64_t>(tw.groups.size()) - 1));
            // Sometimes only part of a group goes.
            auto& [a, b] = tw.groups[k];
            const std::size_t n = pick(0, 3) == 0 ? a.size() / 2 : a.size();
            tw.on.rem_spans(std::span<const SpanId>(a).first(n));
            tw.off.rem_spans(std::span<const SpanId>(b).first(n));
            a.erase(a.begin(), a.begin() + static_cast<std::ptrdiff_t>(n));
            b.erase(b.begin(), b.begin() + static_cast<std::ptrdiff_t>(n));
        } else if (action == 5) {
            const NodeId n(static_cast<NodeId::Rep>(pick(0, 149)));
            const NodeState st = pick(0, 2) == 0 ? NodeState::Down : NodeState::Up;
            tw.on.set_node_state(n, st);
            tw.off.set_node_state(n, st);
        } else if (action == 6) {
            const Interval when{t(now + pick(0, 200)), t(now + pick(201, 600))};
            const NodeId n(static_cast<NodeId::Rep>(pick(0, 149)));
            const auto id = ReservationId(static_cast<ReservationId::Rep>(step));
            const Resources amount = Resources::of_procs(pick(1, 4));
            const auto a = tw.on.add_span(n, when, amount, SpanOwner::of_reservation(id));
            const auto b = tw.off.add_span(n, when, amount, SpanOwner::of_reservation(id));
            if (a && b) tw.groups.push_back({{*a}, {*b}});
        } else {
            now += pick(0, 60) * (pick(0, 9) == 0 ? -1 : 1);  // mostly forward, sometimes back
            tw.on.set_present(t(now));
            if (pick(0, 1) == 0) tw.off.set_present(t(now));
        }

        // The same question to both calendars.
        const std::int64_t tasks = pick(1, 60);
        const std::int64_t procs = pick(1, 3);
        Request question(tasks, pick(5, 500), procs);
        FitRequest& fit = question.fit;
        fit.partition =
            pick(0, 3) == 0 ? PartitionId(static_cast<PartitionId::Rep>(pick(0, 1))) : PartitionId::invalid();
        const std::int64_t at = now + pick(-20, 300);
        const Interval when{t(at), t(at) + fit.walltime};
        const Interval wider =
            pick(0, 1) == 0 ? Interval{when.start, Time::never()} : Interval{t(now), when.end};
        const auto expected = describe(reference_place(tw.off, fit, when, wider, *allocator));
        ASSERT_EQ(describe(place(tw.on, fit, when, wider, *allocator, s_on)), expected)
            << "step " << step << " seed " << seed;
        ASSERT_EQ(describe(place(tw.off, fit, when, wider, *allocator, s_off)), expected) << "step " << step;
        ASSERT_EQ(tw.on.fits_at(fit, t(at)), tw.off.fits_at(fit, t(at))) << "step " << step;

        // A job reservation decided but kept out of the calendar: a job is placed as if it were
        // there, whether it ends by the reservation's start, inside it or after it, reservation
        // instances in the calendar or not.
        if (policy == NodeAllocationPolicy::FirstAvailable || policy == NodeAllocationPolicy::LastAvailable) {
            const std::int64_t head_tasks = pick(1, 120);
            const Request head(head_tasks, pick(50, 400));
            const Time s = t(now + pick(1, 200));
            const Interval held{s, s + head.fit.walltime};
            if (auto r = reference_place(tw.off, head.fit, held, Interval{t(now), held.end}, *allocator)) {
                std::vector<SpanId> spans;
                ASSERT_TRUE(
                    commit_allocation(tw.off, *r, head.task, held, SpanOwner::of_job(JobId(999999)), spans));
                PendingReservation pending;
                pending.set(held, *r, 1, tw.on);
                // Two jobs started beside it, the second on the calendar the first changed.
                std::vector<SpanId> beside_on;
                for (int k = 0; k < 2; ++k) {
                    const std::int64_t small = pick(1, 30);
                    const std::int64_t per_task = pick(1, 2);
                    const std::int64_t lead = std::max<std::int64_t>(1, s.seconds() - now);
                    const Request job(small, pick(1, 2 * lead + head.fit.walltime.count()), per_task);
                    const Interval run{t(now), t(now) + job.fit.walltime};
                    ASSERT_TRUE(PendingReservation::usable(tw.on, job.fit, *allocator));
                    const auto placed = place(tw.on, job.fit, run, *allocator, s_on, pending);
                    ASSERT_EQ(describe(placed),
                              describe(reference_place(tw.off, job.fit, run,
                                                       Interval{run.start, Time::never()}, *allocator)))
                        << "step " << step << " seed " << seed << " job " << k << " ends "
                        << run.end.seconds() << " head " << held.start.seconds() << "-" << held.end.seconds();
                    if (!placed) continue;
                    const auto owner = SpanOwner::of_job(JobId(static_cast<JobId::Rep>(1000000 + k)));
                    ASSERT_TRUE(commit_allocation(tw.on, *placed, job.task, run, owner, beside_on));
                    ASSERT_TRUE(commit_allocation(tw.off, *placed, job.task, run, owner, spans));
                }
                pending.clear();
                tw.on.rem_spans(beside_on);
                tw.off.rem_spans(spans);
            }
        }
        ASSERT_EQ(tw.on.avail_time_first(fit, t(now)), tw.off.avail_time_first(fit, t(now)))
            << "step " << step;
    }
}

TEST(CandidateIndex, LastAvailablePlacesExactlyAsAFullScan) {
    for (unsigned seed = 1; seed <= 6; ++seed) check_history(NodeAllocationPolicy::LastAvailable, seed);
}

TEST(CandidateIndex, FirstAvailablePlacesExactlyAsAFullScan) {
    for (unsigned seed = 11; seed <= 16; ++seed) check_history(NodeAllocationPolicy::FirstAvailable, seed);
}

TEST(CandidateIndex, OtherPoliciesPlaceExactlyAsAFullScan) {
    check_history(NodeAllocationPolicy::MinResource, 21);
    check_history(NodeAllocationPolicy::Contiguous, 22);
}

TEST(CandidateIndex, ClosedNodesAreSkippedAndReopenWhenTheirSpansEnd) {
    const Cluster c = cluster_of(128, 2);
    Availability a(c, NodeIndex::On);
    std::vector<SpanId> out;
    // Every node full from 0 to 100, node 7 until 50 only.
    for (std::uint32_t n = 0; n < 128; ++n)
        ASSERT_TRUE(hold(a, n, Interval{t(0), t(n == 7 ? 50 : 100)}, 2, JobId(n)));
    a.set_present(t(10));
    const Request one(1, 10);
    const FitRequest& fit = one.fit;
    std::vector<std::uint64_t> bits;
    a.candidate_nodes(fit, t(10), bits);
    std::size_t set = 0;
    for (auto w : bits) set += static_cast<std::size_t>(__builtin_popcountll(w));
    EXPECT_EQ(set, 0U);  // nothing offers a processor at 10
    a.candidate_nodes(fit, t(60), bits);
    ASSERT_EQ(bits.size(), 2U);
    EXPECT_EQ(bits[0], std::uint64_t{1} << 7);  // node 7's span has ended by 60
    EXPECT_EQ(bits[1], 0U);
    EXPECT_EQ(a.avail_time_first(fit, t(10)), t(50));
}

// Jobs on the given nodes of 128 until 100, every other node full until 200, the present at 10:
// from 100 on, the candidates are the jobs' nodes. The jobs' spans, by job.
std::vector<std::vector<SpanId>> jobs_among_full_nodes(Availability& a, const std::vector<Allocation>& jobs) {
    std::vector<std::vector<SpanId>> spans(jobs.size());
    std::vector<bool> taken(128, false);
    for (std::size_t j = 0; j < jobs.size(); ++j) {
        EXPECT_TRUE(commit_allocation(a, jobs[j], Request(1, 1).task, Interval{t(0), t(100)},
                                      SpanOwner::of_job(JobId(static_cast<JobId::Rep>(j))), spans[j]));
        for (const NodeTasks& nt : jobs[j]) taken[nt.node.value()] = true;
    }
    for (std::uint32_t n = 0; n < 128; ++n) {
        if (!taken[n]) {
            EXPECT_TRUE(hold(a, n, Interval{t(0), t(200)}, 2, JobId(1000 + n)));
        }
    }
    a.set_present(t(10));
    return spans;
}

TEST(CandidateIndex, AJobsNodesAreNamedByItsSpansStillLive) {
    const Cluster c = cluster_of(128, 2);
    Availability a(c, NodeIndex::On);
    // One job on nodes 3, 7 and 70: two words of the node bit set.
    const auto job = jobs_among_full_nodes(
        a, {Allocation{NodeTasks{NodeId(3), 2}, NodeTasks{NodeId(7), 2}, NodeTasks{NodeId(70), 2}}})[0];
    const Request one(1, 10);
    std::vector<std::uint64_t> bits;
    a.candidate_nodes(one.fit, t(100), bits);
    ASSERT_EQ(bits.size(), 2U);
    EXPECT_EQ(bits[0], (std::uint64_t{1} << 3) | (std::uint64_t{1} << 7));
    EXPECT_EQ(bits[1], std::uint64_t{1} << (70 - 64));
    // Node 7 leaves the job alone and is filled until 300 by another: the job names 3 and 70 only.
    a.rem_spans(std::span<const SpanId>(&job[1], 1));
    ASSERT_TRUE(hold(a, 7, Interval{t(0), t(300)}, 2, JobId(2)));
    a.candidate_nodes(one.fit, t(100), bits);
    EXPECT_EQ(bits[0], std::uint64_t{1} << 3);
    EXPECT_EQ(bits[1], std::uint64_t{1} << (70 - 64));
    EXPECT_EQ(a.avail_time_first(one.fit, t(10)), t(100));
}

TEST(CandidateIndex, AJobOnNeighbouringNodesNamesThemAcrossWords) {
    const Cluster c = cluster_of(128, 2);
    Availability a(c, NodeIndex::On);
    // Jobs on nodes without a gap: 5 to 9, and 60 to 127 (across a word's end, to the last node).
    const auto run = [](std::uint32_t from, std::uint32_t to) {
        Allocation nodes;
        for (std::uint32_t n = from; n <= to; ++n) nodes.push_back(NodeTasks{NodeId(n), 2});
        return nodes;
    };
    jobs_among_full_nodes(a, {run(5, 9), run(60, 127)});
    const Request one(1, 10);
    std::vector<std::uint64_t> bits;
    a.candidate_nodes(one.fit, t(100), bits);
    ASSERT_EQ(bits.size(), 2U);
    EXPECT_EQ(bits[0], (std::uint64_t{0x1f} << 5) | (std::uint64_t{0xf} << 60));
    EXPECT_EQ(bits[1], ~std::uint64_t{0});
    a.candidate_nodes(one.fit, t(99), bits);
    EXPECT_EQ(bits[0], 0U);
    EXPECT_EQ(bits[1], 0U);
}

TEST(CandidateIndex, ANodeFullNowIsClosedWhateverItHoldsLater) {
    const Cluster c = cluster_of(128, 2);
    Availability a(c, NodeIndex::On);
    // Every node full from 0 to 100, and held again from 200 by a job reservation; node 5 is held
    // by that reservation only, node 9 only half full now. The spans come before the present is
    // set, as a calendar built from a resource manager's jobs has them.
    std::vector<SpanId> running;
    for (std::uint32_t n = 0; n < 128; ++n) {
        if (n != 5) {
            const auto s = hold(a, n, Interval{t(0), t(100)}, n == 9 ? 1 : 2, JobId(n));
            ASSERT_TRUE(s);
            running.push_back(*s);
        }
        ASSERT_TRUE(hold(a, n, Interval{t(200), t(300)}, 2, JobId(1000)));
    }
    a.set_present(t(10));
    const Request one(1, 10);
    std::vector<std::uint64_t> bits;
    a.candidate_nodes(one.fit, t(10), bits);
    ASSERT_EQ(bits.size(), 2U);
    EXPECT_EQ(bits[0], (std::uint64_t{1} << 5) | (std::uint64_t{1} << 9));  // room now, taken later
    EXPECT_EQ(bits[1], 0U);
    // From 100 on the running spans have ended: every node may have room before the reservation.
    a.candidate_nodes(one.fit, t(100), bits);
    EXPECT_EQ(bits[0], ~std::uint64_t{0});
    EXPECT_EQ(bits[1], ~std::uint64_t{0});
    // Once the running jobs are gone and the reservation has started, its spans fill every node.
    a.rem_spans(running);
    a.set_present(t(250));
    a.candidate_nodes(one.fit, t(250), bits);
    EXPECT_EQ(bits[0], 0U);
    EXPECT_EQ(bits[1], 0U);
    EXPECT_EQ(a.avail_time_first(one.fit, t(250)), t(300));
}

TEST(CandidateIndex, SpanEndsAreFoundWithinAnyWindowAndTheJournalNamesChangedNodes) {
    const Cluster c = cluster_of(100, 4);
    Availability cal(c);
    const std::uint64_t mark = cal.change_mark();
    std::vector<SpanId> early;
    std::vector<SpanId> late;
    ASSERT_TRUE(commit_allocation(cal, Allocation{NodeTasks{NodeId(3), 2}, NodeTasks{NodeId(7), 1}},
                                  Request(1, 1).task, Interval{t(0), t(100)}, SpanOwner::of_job(JobId(1)),
                                  early));
    ASSERT_TRUE(commit_allocation(cal, Allocation{NodeTasks{NodeId(9), 4}}, Request(1, 1).task,
                                  Interval{t(0), t(200)}, SpanOwner::of_job(JobId(2)), late));
    EXPECT_FALSE(cal.ends_within(t(0), t(99)));
    EXPECT_TRUE(cal.ends_within(t(50), t(100)));
    EXPECT_FALSE(cal.ends_within(t(100), t(199)));  // the first job's spans end before the window
    EXPECT_TRUE(cal.ends_within(t(100), t(200)));
    cal.rem_spans(early);
    EXPECT_FALSE(cal.ends_within(t(0), t(199)));
    cal.set_node_state(NodeId(42), NodeState::Down);
    const auto changed = cal.changes_since(mark);
    ASSERT_TRUE(changed);
    std::vector<std::uint32_t> nodes;
    for (NodeId n : *changed) nodes.push_back(n.value());
    EXPECT_EQ(nodes, (std::vector<std::uint32_t>{3, 7, 9, 3, 7, 42}));
    EXPECT_TRUE(cal.changes_since(cal.change_mark())->empty());
    EXPECT_FALSE(cal.changes_since(cal.change_mark() + 1));
}

}  // namespace
}  // namespace outrigger
