// A calendar that keeps its rows' full stretches (Availability::keep_full_stretches) passes over
// nodes without reading their rows, and answers every search exactly as one that does not. Pinned
// by replaying one random history of spans (running jobs, reservations ahead, partial releases),
// node states and present moves on both, and comparing after each step the earliest starts they
// give: avail_time_before from the present, and start_beside_own for a job whose own reservation
// is in the calendar (its nodes are the ones a stretch must not rule out).

#include <gtest/gtest.h>

#include <optional>
#include <vector>

#include "clusters.hpp"
#include "plan/placement.hpp"
#include "random_pick.hpp"

namespace outrigger {
namespace {

Time t(std::int64_t s) {
    return Time::from_seconds(s);
}

using Request = testing::OwnedFit;

struct Twin {
    Availability kept;   // keeps its full stretches
    Availability plain;  // reads every row
    std::vector<std::pair<std::vector<SpanId>, std::vector<SpanId>>> groups;
    Twin(const Cluster& c, NodeIndex index) : kept(c, index), plain(c, index) {}
};

void check_history(NodeIndex index, unsigned seed) {
    const Cluster c = testing::uniform_cluster(100, 4);
    Twin tw(c, index);
    testing::Pick pick(seed);
    const auto allocator = make_node_allocator(NodeAllocationPolicy::FirstAvailable);
    PlacementScratch scratch;
    OwnSearchScratch own_kept;
    OwnSearchScratch own_plain;
    // Turned on partway, on a calendar that already holds spans.
    const int keep_from = static_cast<int>(pick(0, 60));
    std::int64_t now = 0;
    for (int step = 0; step < 300; ++step) {
        if (step == keep_from || step == keep_from + 150) tw.kept.keep_full_stretches();
        if (step == keep_from + 100) {
            // A copy starts without them (and reads every row) until asked again.
            const Availability copy = tw.kept;
            tw.kept = copy;
        }
        const std::int64_t action = pick(0, 9);
        if (action <= 4) {
            // Running now (some since before the present) or reserved ahead, often filling nodes.
            const Request job(pick(1, 60), pick(10, 400), pick(1, 4));
            const std::int64_t start = now + (action >= 3 ? pick(1, 400) : pick(-50, 0));
            const Interval when{t(start), t(start) + job.fit.walltime};
            auto alloc =
                place(tw.plain, job.fit, when, Interval{when.start, Time::never()}, *allocator, scratch);
            if (!alloc) continue;
            const SpanOwner owner = SpanOwner::of_job(JobId(static_cast<JobId::Rep>(step)));
            std::vector<SpanId> a;
            std::vector<SpanId> b;
            ASSERT_TRUE(commit_allocation(tw.kept, *alloc, job.task, when, owner, a));
            ASSERT_TRUE(commit_allocation(tw.plain, *alloc, job.task, when, owner, b));
            tw.groups.emplace_back(std::move(a), std::move(b));
        } else if (action <= 6 && !tw.groups.empty()) {
            // A job that ends early or a reservation lifted; sometimes only part of it.
            const auto k = static_cast<std::size_t>(pick(0, static_cast<std::int64_t>(tw.groups.size()) - 1));
            auto& [a, b] = tw.groups[k];
            const std::size_t n = pick(0, 3) == 0 ? a.size() / 2 : a.size();
            tw.kept.rem_spans(std::span<const SpanId>(a).first(n));
            tw.plain.rem_spans(std::span<const SpanId>(b).first(n));
            a.erase(a.begin(), a.begin() + static_cast<std::ptrdiff_t>(n));
            b.erase(b.begin(), b.begin() + static_cast<std::ptrdiff_t>(n));
        } else if (action == 7) {
            const NodeId n(static_cast<NodeId::Rep>(pick(0, 99)));
            const NodeState st = pick(0, 2) == 0 ? NodeState::Down : NodeState::Up;
            tw.kept.set_node_state(n, st);
            tw.plain.set_node_state(n, st);
        } else {
            // Mostly forward, past the ends of stretches found before; sometimes back.
            now += pick(0, 120) * (pick(0, 9) == 0 ? -1 : 1);
            tw.kept.set_present(t(now));
            tw.plain.set_present(t(now));
        }

        const Request question(pick(1, 80), pick(5, 500), pick(1, 2));
        const FitRequest& fit = question.fit;
        const Time from = t(now + pick(0, 30));
        const Time before = t(now + pick(50, 2000));
        ASSERT_EQ(tw.kept.avail_time_before(fit, from, before), tw.plain.avail_time_before(fit, from, before))
            << "step " << step << " seed " << seed;

        // The same job with its own reservation in the calendar, at its earliest start from a
        // later instant: could it start earlier, its own spans counted free?
        const auto s = tw.plain.avail_time_after(fit, t(now + pick(20, 300)));
        if (!s) continue;
        const Interval held{*s, *s + fit.walltime};
        auto alloc = place(tw.plain, fit, held, Interval{held.start, Time::never()}, *allocator, scratch);
        ASSERT_TRUE(alloc.has_value()) << "step " << step;
        const SpanOwner owner = SpanOwner::of_job(JobId(999999));
        std::vector<SpanId> a;
        std::vector<SpanId> b;
        ASSERT_TRUE(commit_allocation(tw.kept, *alloc, question.task, held, owner, a));
        ASSERT_TRUE(commit_allocation(tw.plain, *alloc, question.task, held, owner, b));
        const auto mine = tw.kept.start_beside_own(fit, t(now), held.start, *alloc, &own_kept);
        const auto theirs = tw.plain.start_beside_own(fit, t(now), held.start, *alloc, &own_plain);
        ASSERT_EQ(mine.known, theirs.known) << "step " << step << " seed " << seed;
        ASSERT_EQ(mine.start, theirs.start) << "step " << step << " seed " << seed;
        tw.kept.rem_spans(a);
        tw.plain.rem_spans(b);
    }
}

TEST(FullStretches, SearchesAnswerAsOnACalendarThatReadsEveryRow) {
    for (unsigned seed = 1; seed <= 12; ++seed) {
        check_history(NodeIndex::On, seed);
        if (HasFatalFailure()) return;
    }
}

TEST(FullStretches, SearchesAnswerAsOnACalendarThatReadsEveryRowWithoutTheCandidateIndex) {
    for (unsigned seed = 1; seed <= 12; ++seed) {
        check_history(NodeIndex::Off, seed);
        if (HasFatalFailure()) return;
    }
}

}  // namespace
}  // namespace outrigger
