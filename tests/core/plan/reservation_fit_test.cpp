// A job reservation's placement carried between iterations answers exactly what placing it from
// scratch answers. Pinned over random histories shaped like a replay: jobs start now and end early
// or at their limit, reservations start later (late nodes), nodes go down and up, the present
// moves forward, and the same top job is reserved again and again at its earliest start.

#include "plan/reservation_fit.hpp"

#include <gtest/gtest.h>

#include <map>
#include <optional>

#include "clusters.hpp"
#include "random_pick.hpp"

namespace outrigger {
namespace {

Time t(std::int64_t s) {
    return Time::from_seconds(s);
}

std::string describe(const std::optional<Allocation>& a) {
    if (!a) return "none";
    std::string s;
    for (const auto& nt : *a) s += std::to_string(nt.node.value()) + "x" + std::to_string(nt.tasks) + " ";
    return s;
}

struct Running {
    std::vector<SpanId> spans;
    Time end;
};

struct Counts {
    int kept = 0;
    int compared = 0;
    int named_again = 0;  // answers that carried a name given before
    int as_changes = 0;   // answers given as changes to the held one
};

// What a caller holds of the last answer: the allocation, its name, and a pending reservation
// built from it.
struct Held {
    Allocation allocation;
    std::uint64_t name = 0;
    PendingReservation pending;
    Interval when;
};

bool same_pending(const PendingReservation& a, const PendingReservation& b, std::size_t nodes) {
    for (std::size_t n = 0; n < nodes; ++n) {
        const bool in_a = (a.nodes[n / 64] >> (n % 64) & 1U) != 0;
        const bool in_b = (b.nodes[n / 64] >> (n % 64) & 1U) != 0;
        const bool whole_a = (a.whole[n / 64] >> (n % 64) & 1U) != 0;
        const bool whole_b = (b.whole[n / 64] >> (n % 64) & 1U) != 0;
        if (in_a != in_b || whole_a != whole_b || a.procs[n] != b.procs[n]) return false;
    }
    return true;
}

// With `holding`, the caller holds every answer it got and passes its name, as the job reserver
// does: an empty allocation is then the held one again, or the held one with changes() applied.
Counts check_history(NodeAllocationPolicy policy, unsigned seed, bool holding = false) {
    const Cluster c = testing::uniform_cluster(160, 4);
    Availability cal(c);
    testing::Pick pick(seed);
    const auto allocator = make_node_allocator(policy);
    PlacementScratch scratch;
    PlacementScratch plain;
    ReservationFit kept;
    std::vector<Running> running;
    std::int64_t now = 0;
    auto head = std::make_unique<testing::OwnedFit>(pick(100, 500), pick(100, 900));
    head->fit.job = JobId(1);
    Counts counts;
    std::map<std::uint64_t, std::string> named;  // answer name -> the answer it was given to
    Held held;
    Allocation scratch_allocation;
    for (int step = 0; step < 600; ++step) {
        const std::int64_t action = pick(0, 11);
        if (action <= 4) {
            // A job starts now where it fits.
            const testing::OwnedFit job(pick(1, 60), pick(20, 700));
            const Interval when{t(now), t(now) + job.fit.walltime};
            if (auto a = place(cal, job.fit, when, Interval{when.start, Time::never()}, *allocator, plain)) {
                Running r;
                r.end = when.end;
                const auto owner = SpanOwner::of_job(JobId(static_cast<JobId::Rep>(100 + step)));
                EXPECT_TRUE(commit_allocation(cal, *a, job.task, when, owner, r.spans));
                running.push_back(std::move(r));
            }
        } else if (action <= 6 && !running.empty()) {
            // A job ends early.
            const auto k = static_cast<std::size_t>(pick(0, static_cast<std::int64_t>(running.size()) - 1));
            cal.rem_spans(running[k].spans);
            running.erase(running.begin() + static_cast<std::ptrdiff_t>(k));
        } else if (action == 7) {
            // An administrative reservation later on one node: a late node until the present passes it.
            const Time from = t(now + pick(1, 400));
            const NodeId n(static_cast<NodeId::Rep>(pick(0, 159)));
            const auto id = ReservationId(static_cast<ReservationId::Rep>(step));
            if (auto s = cal.add_span(n, Interval{from, from + Duration::seconds(pick(10, 300))},
                                      Resources::of_procs(pick(1, 4)), SpanOwner::of_reservation(id)))
                running.push_back(Running{{*s}, from + Duration::seconds(300)});
        } else if (action == 8) {
            cal.set_node_state(NodeId(static_cast<NodeId::Rep>(pick(0, 159))),
                               pick(0, 2) == 0 ? NodeState::Down : NodeState::Up);
        } else if (action == 9) {
            // Another top job.
            head =
                std::make_unique<testing::OwnedFit>(pick(100, 500), pick(100, 900), pick(0, 3) == 0 ? 2 : 1);
            head->fit.job = JobId(static_cast<JobId::Rep>(step));
        } else {
            // Time passes: the jobs that reach their limit end then (mostly, as a simulator does).
            now += pick(1, 120);
            const bool prompt = pick(0, 5) != 0;
            std::erase_if(running, [&](Running& r) {
                if (!prompt || t(now) < r.end) return false;
                cal.rem_spans(r.spans);
                return true;
            });
            cal.set_present(t(now));
        }

        // The top job's reservation at its earliest start, and sometimes an earlier instant.
        const FitRequest& fit = head->fit;
        const auto at = cal.avail_time_after(fit, t(now));
        if (!at) continue;
        const std::optional<Time> earlier =
            pick(0, 3) == 0
                ? std::optional<Time>(t(now + pick(1, std::max<std::int64_t>(1, at->seconds() - now))))
                : std::nullopt;
        for (const Time s : {earlier.value_or(*at), *at}) {
            const Interval when{s, s + fit.walltime};
            const auto expected = place(cal, fit, when, Interval{t(now), when.end}, *allocator, plain);
            auto got = kept.place(cal, fit, when, t(now), *allocator, scratch, holding ? held.name : 0);
            if (holding && got) {
                if (got->empty()) {
                    EXPECT_NE(held.name, 0U);
                    if (kept.last_answer() != held.name) {
                        // Changes to the held answer, to the allocation and to its pending reservation.
                        EXPECT_EQ(kept.changes_from(), held.name);
                        EXPECT_EQ(kept.changes_to(), kept.last_answer());
                        apply_changes(held.allocation, kept.changes(), scratch_allocation);
                        EXPECT_EQ(held.when, when);
                        held.pending.apply(kept.changes(), fit.request->per_task.procs, cal);
                        ++counts.as_changes;
                    }
                    got = held.allocation;
                } else {
                    held.allocation = *got;
                    held.pending.set(when, *got, fit.request->per_task.procs, cal);
                }
                held.name = kept.last_answer();
                held.when = when;
                PendingReservation fresh;
                fresh.set(when, *got, fit.request->per_task.procs, cal);
                EXPECT_TRUE(same_pending(held.pending, fresh, c.node_count()))
                    << "step " << step << " seed " << seed;
            }
            EXPECT_EQ(describe(got), describe(expected))
                << "step " << step << " seed " << seed << " at " << s.seconds();
            if (describe(got) != describe(expected)) return counts;
            ++counts.compared;
            counts.kept += kept.last_was_kept() ? 1 : 0;
            // Equal names, equal answers.
            if (const std::uint64_t name = kept.last_answer(); name != 0) {
                const auto [it, fresh] = named.emplace(name, describe(got));
                EXPECT_EQ(it->second, describe(got))
                    << "step " << step << " seed " << seed << " name " << name;
                counts.named_again += fresh ? 0 : 1;
            }
        }
    }
    return counts;
}

// Eight histories under `policy`: every answer as a fresh placement's, most from the kept state.
Counts expect_kept_equals_fresh(NodeAllocationPolicy policy, unsigned first_seed, bool holding = false) {
    Counts total;
    for (unsigned seed = first_seed; seed < first_seed + 8; ++seed) {
        const Counts c = check_history(policy, seed, holding);
        total.kept += c.kept;
        total.compared += c.compared;
        total.named_again += c.named_again;
        total.as_changes += c.as_changes;
    }
    // The kept state is what is under test: most answers must come from it.
    EXPECT_GT(total.kept * 2, total.compared) << total.kept << " of " << total.compared;
    EXPECT_GT(total.named_again * 10, total.compared) << total.named_again << " of " << total.compared;
    return total;
}

TEST(ReservationFit, KeptPlacementEqualsAFreshOneUnderLastAvailable) {
    expect_kept_equals_fresh(NodeAllocationPolicy::LastAvailable, 1);
}

TEST(ReservationFit, KeptPlacementEqualsAFreshOneUnderFirstAvailable) {
    expect_kept_equals_fresh(NodeAllocationPolicy::FirstAvailable, 21);
}

TEST(ReservationFit, AnswersGivenAsChangesToTheHeldOneEqualAFreshPlacement) {
    // The held allocation and its pending reservation, changed, equal a fresh placement and a
    // pending reservation set from it; the changes are what most new answers come as.
    for (const auto policy : {NodeAllocationPolicy::LastAvailable, NodeAllocationPolicy::FirstAvailable}) {
        const Counts c = expect_kept_equals_fresh(policy, 41, true);
        EXPECT_GT(c.as_changes * 10, c.compared) << c.as_changes << " of " << c.compared;
    }
}

TEST(ReservationFit, ChangesApplyInNodeOrder) {
    Allocation held{{NodeId(2), 4}, {NodeId(5), 1}, {NodeId(9), 3}};
    Allocation scratch;
    // Tasks change in place.
    apply_changes(held, Allocation{{NodeId(5), 2}}, scratch);
    EXPECT_EQ(describe(held), "2x4 5x2 9x3 ");
    // A node joins at the front, one leaves, one joins at the end.
    apply_changes(held, Allocation{{NodeId(0), 1}, {NodeId(5), 0}, {NodeId(12), 4}}, scratch);
    EXPECT_EQ(describe(held), "0x1 2x4 9x3 12x4 ");
    // A node leaves, and nothing else changes.
    apply_changes(held, Allocation{{NodeId(2), 0}}, scratch);
    EXPECT_EQ(describe(held), "0x1 9x3 12x4 ");
    // Tasks change on one node before another leaves.
    apply_changes(held, Allocation{{NodeId(9), 5}, {NodeId(12), 0}}, scratch);
    EXPECT_EQ(describe(held), "0x1 9x5 ");
    // No changes: the same allocation.
    apply_changes(held, Allocation{}, scratch);
    EXPECT_EQ(describe(held), "0x1 9x5 ");
}

TEST(ReservationFit, ChangedNodesAloneAreReadAgain) {
    const Cluster c = testing::uniform_cluster(128, 4);
    Availability cal(c);
    const auto allocator = make_node_allocator(NodeAllocationPolicy::LastAvailable);
    PlacementScratch scratch;
    // Every node busy until 100; the top job needs the whole machine from then on.
    std::vector<SpanId> spans;
    std::vector<Running> jobs;
    for (int n = 0; n < 128; ++n) {
        const Allocation a{NodeTasks{NodeId(static_cast<NodeId::Rep>(n)), 4}};
        Running r;
        ASSERT_TRUE(cal.add_spans(a, Resources::of_procs(1), Interval{t(0), t(100)},
                                  SpanOwner::of_job(JobId(static_cast<JobId::Rep>(10 + n))), Commit::Checked,
                                  r.spans));
        jobs.push_back(std::move(r));
    }
    cal.set_present(t(10));
    const testing::OwnedFit top(512, 50);
    ReservationFit kept;
    const Interval when{t(100), t(150)};
    ASSERT_TRUE(kept.place(cal, top.fit, when, t(10), *allocator, scratch));
    EXPECT_FALSE(kept.last_was_kept());
    // Two jobs end early: their nodes alone are read again, and the answer is unchanged.
    cal.rem_spans(jobs[3].spans);
    cal.rem_spans(jobs[70].spans);
    const auto again = kept.place(cal, top.fit, when, t(10), *allocator, scratch);
    EXPECT_TRUE(kept.last_was_kept());
    EXPECT_EQ(kept.last_reread(), 2U);
    EXPECT_EQ(describe(again),
              describe(place(cal, top.fit, when, Interval{t(10), when.end}, *allocator, scratch)));
}

TEST(ReservationFit, ACalendarBuiltAnewIsNeverTakenForTheOldOne) {
    const Cluster c = testing::uniform_cluster(96, 2);
    const auto allocator = make_node_allocator(NodeAllocationPolicy::LastAvailable);
    PlacementScratch scratch;
    ReservationFit kept;
    const testing::OwnedFit top(150, 50);
    const Interval when{t(100), t(150)};
    std::optional<Availability> cal;
    for (int round = 0; round < 3; ++round) {
        // The same address, the same number of changes, other nodes busy.
        cal.emplace(c);
        for (int n = 0; n < 96; ++n) {
            std::vector<SpanId> ids;
            const Allocation a{NodeTasks{NodeId(static_cast<NodeId::Rep>(n)), 2}};
            const Time end = (n + round) % 3 == 0 ? t(100) : t(50);
            ASSERT_TRUE(cal->add_spans(a, Resources::of_procs(1), Interval{t(0), end},
                                       SpanOwner::of_job(JobId(1000)), Commit::Checked, ids));
        }
        cal->set_present(t(10));
        const auto got = kept.place(*cal, top.fit, when, t(10), *allocator, scratch);
        EXPECT_FALSE(kept.last_was_kept()) << "round " << round;
        EXPECT_EQ(describe(got),
                  describe(place(*cal, top.fit, when, Interval{t(10), when.end}, *allocator, scratch)));
    }
}

TEST(ReservationFit, ChangesThatKeepTheCutStillRenameTheAnswer) {
    // Node 127 holds two jobs of 2 processors (one until 100, one until 300), node 126 two until
    // 100, every other node one job of 4 until 100. The top job's 80 tasks from 100 on take limited
    // capacity from node 127 down: 2 there, 4 on each node after, the cut at node 107.
    const Cluster c = testing::uniform_cluster(128, 4);
    Availability cal(c);
    const auto allocator = make_node_allocator(NodeAllocationPolicy::LastAvailable);
    PlacementScratch scratch;
    const auto add = [&](int node, std::int64_t procs, std::int64_t end) {
        std::vector<SpanId> ids;
        const Allocation a{NodeTasks{NodeId(static_cast<NodeId::Rep>(node)), procs}};
        EXPECT_TRUE(cal.add_spans(a, Resources::of_procs(1), Interval{t(0), t(end)},
                                  SpanOwner::of_job(JobId(static_cast<JobId::Rep>(1000 + node))),
                                  Commit::Checked, ids));
        return ids;
    };
    for (int n = 0; n < 126; ++n) add(n, 4, 100);
    const auto long_job = add(127, 2, 300);
    add(127, 2, 100);
    const auto early = add(126, 2, 100);
    add(126, 2, 100);
    cal.set_present(t(10));
    const testing::OwnedFit top(80, 50);
    const Interval when{t(100), t(150)};
    ReservationFit kept;
    const auto first = kept.place(cal, top.fit, when, t(10), *allocator, scratch);
    ASSERT_TRUE(first);
    const std::uint64_t name = kept.last_answer();
    EXPECT_NE(name, 0U);
    // Nothing changed: the same name.
    EXPECT_EQ(describe(kept.place(cal, top.fit, when, t(10), *allocator, scratch)), describe(first));
    EXPECT_EQ(kept.last_answer(), name);
    // Node 127 trades its long job for one that ends by 100 (limited 2 -> 4) and a job on node 126
    // ends early (limited 4 -> 2): the walk stops where it did, with other tasks on both nodes.
    cal.rem_spans(long_job);
    add(127, 2, 100);
    cal.rem_spans(early);
    const auto second = kept.place(cal, top.fit, when, t(10), *allocator, scratch);
    EXPECT_TRUE(kept.last_was_kept());
    EXPECT_EQ(describe(second),
              describe(place(cal, top.fit, when, Interval{t(10), when.end}, *allocator, scratch)));
    ASSERT_NE(describe(second), describe(first));
    EXPECT_NE(kept.last_answer(), name);
}

}  // namespace
}  // namespace outrigger
