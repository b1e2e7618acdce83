// Growing a partial standing reservation over the engine's calendar (ReservationBook::grow with
// CalendarCapacity): a grow that placed nothing is asked again of the nodes changed since only,
// and answers as a search of every node does.

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "clusters.hpp"
#include "model/calendar.hpp"
#include "plan/availability.hpp"
#include "reservation/reservation_book.hpp"
#include "stack/reservation_access.hpp"

namespace outrigger {
namespace {

Time hour(int h) {
    return Time::from_seconds(h * 3600);
}

StandingReservationConfig floating(std::int64_t tasks, std::int64_t tpn = 0,
                                   ReservationAccess access = ReservationAccess::Dedicated) {
    StandingReservationConfig sr;
    sr.name = "lab";
    sr.task_count = tasks;
    sr.task = Resources::of_procs(1);
    sr.tpn = tpn;
    sr.access = access;
    sr.depth = 1;
    return sr;
}

// The calendar's view, counting the nodes it is asked about; `remembers` false hides its record
// of changes, so that every grow searches every node.
class CountingView final : public CapacityView {
  public:
    CountingView(const Cluster& cluster, const Availability& calendar, bool remembers)
        : inner_(cluster, calendar), remembers_(remembers) {}
    [[nodiscard]] std::span<const Node> nodes() const override { return inner_.nodes(); }
    [[nodiscard]] Resources free(NodeId n, const FreeQuery& q) const override {
        ++asked;
        return inner_.free(n, q);
    }
    [[nodiscard]] std::optional<ViewMark> mark() const override {
        return remembers_ ? inner_.mark() : std::nullopt;
    }
    [[nodiscard]] std::optional<std::span<const NodeId>> changed_since(const ViewMark& m) const override {
        return remembers_ ? inner_.changed_since(m) : std::nullopt;
    }
    mutable std::int64_t asked = 0;

  private:
    CalendarCapacity inner_;
    bool remembers_;
};

TEST(StandingGrowth, AGrowThatPlacedNothingAsksOnlyTheNodesChangedSince) {
    const Cluster cluster = testing::uniform_cluster(100, 2);
    Availability calendar(cluster);
    // Every processor busy all day, but one on n0: today's instance holds one task of four.
    std::vector<SpanId> jobs;
    for (int i = 0; i < 100; ++i)
        jobs.push_back(*calendar.add_span(NodeId(static_cast<NodeId::Rep>(i)), Interval{hour(0), hour(48)},
                                          Resources::of_procs(i == 0 ? 1 : 2),
                                          SpanOwner::of_job(JobId(1 + i))));
    ReservationBook book({floating(4)}, cluster, LocalCalendar::utc(0));
    CountingView view(cluster, calendar, true);
    book.roll(hour(1), view);
    ASSERT_EQ(book.reservations().size(), 1U);
    const ReservationId lab = book.reservations()[0].id;
    EXPECT_EQ(book.reservations()[0].tasks_held(), 1);

    view.asked = 0;
    EXPECT_TRUE(book.grow(hour(2), view).grown.empty());
    EXPECT_GE(view.asked, 100);  // the first grow searches every node

    view.asked = 0;
    const GrowReport again = book.grow(hour(3), view);
    EXPECT_TRUE(again.grown.empty());
    EXPECT_EQ(view.asked, 0);  // nothing changed: nothing asked
    ASSERT_EQ(again.partial.size(), 1U);
    EXPECT_EQ(again.partial[0].tasks_held, 1);
    EXPECT_EQ(again.partial[0].passed_over.no_room, 99);

    // A job on n57 ends: n57 now has room, so the search runs again, and the reservation grows
    // there.
    ASSERT_TRUE(calendar.rem_span(jobs[57]));
    const GrowReport grown = book.grow(hour(4), view);
    EXPECT_EQ(grown.grown, std::vector<ReservationId>{lab});
    EXPECT_EQ(book.reservations()[0].tasks_held(), 3);
    EXPECT_EQ(book.reservations()[0].allocation.back().node, NodeId(57));

    // Growing again searches every node: the last grow placed tasks. A job that starts on n3 then
    // asks n3 alone.
    view.asked = 0;
    EXPECT_TRUE(book.grow(hour(5), view).grown.empty());
    EXPECT_GE(view.asked, 100);
    ASSERT_TRUE(calendar.rem_span(jobs[3]));
    ASSERT_TRUE(calendar.add_span(NodeId(3), Interval{hour(5), hour(48)}, Resources::of_procs(2),
                                  SpanOwner::of_job(JobId(500))));
    view.asked = 0;
    EXPECT_TRUE(book.grow(hour(6), view).grown.empty());
    EXPECT_LE(view.asked, 2);  // n3, listed twice
}

// One calendar and book per side, given the same changes: the side that remembers fruitless grows
// must grow exactly as the side that searches every node every time.
struct Side {
    Side(const Cluster& cluster, const StandingReservationConfig& sr, bool remembers)
        : calendar(cluster), book({sr}, cluster, LocalCalendar::utc(0)), view(cluster, calendar, remembers) {}
    Availability calendar;
    ReservationBook book;
    CountingView view;
    std::vector<SpanId> held;  // the reservation's holdings, in the calendar as the engine puts them

    void sync() {
        calendar.rem_spans(held);
        held.clear();
        for (const Reservation& r : book.reservations())
            for (const NodeHold& h : r.allocation)
                if (auto s = calendar.add_span(h.node, r.span, h.held, SpanOwner::of_reservation(r.id),
                                               Commit::Forced))
                    held.push_back(*s);
    }
};

void grow_alike_under_random_changes(const StandingReservationConfig& sr, unsigned seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    const Cluster cluster = testing::uniform_cluster(24, 4);
    Side remembering(cluster, sr, true);
    Side searching(cluster, sr, false);
    std::mt19937 rng(seed);
    std::vector<std::pair<SpanId, SpanId>> jobs;  // the same job's span on each side
    const auto add_job = [&](Time from) {
        const auto node = NodeId(static_cast<NodeId::Rep>(rng() % 24));
        const Interval when{from, from + Duration::seconds(600 + static_cast<std::int64_t>(rng() % 20000))};
        const Resources procs = Resources::of_procs(1 + static_cast<std::int64_t>(rng() % 4));
        const auto a = remembering.calendar.add_span(node, when, procs, SpanOwner::of_job(JobId(1)));
        const auto b = searching.calendar.add_span(node, when, procs, SpanOwner::of_job(JobId(1)));
        ASSERT_EQ(a.has_value(), b.has_value());
        if (a) jobs.emplace_back(*a, *b);
    };
    for (int i = 0; i < 120; ++i) add_job(hour(0));
    remembering.book.roll(hour(0), remembering.view);
    searching.book.roll(hour(0), searching.view);
    remembering.sync();
    searching.sync();
    int grown = 0;
    for (int step = 1; step < 400; ++step) {
        const Time now = Time::from_seconds(step * 150);
        switch (rng() % 4) {
            case 0:
                if (!jobs.empty()) {
                    const std::size_t k = rng() % jobs.size();
                    remembering.calendar.rem_span(jobs[k].first);
                    searching.calendar.rem_span(jobs[k].second);
                    jobs.erase(jobs.begin() + static_cast<std::ptrdiff_t>(k));
                }
                break;
            case 1:
                add_job(now);
                break;
            case 2: {
                const auto node = NodeId(static_cast<NodeId::Rep>(rng() % 24));
                const NodeState state = rng() % 3 == 0 ? NodeState::Down : NodeState::Up;
                remembering.calendar.set_node_state(node, state);
                searching.calendar.set_node_state(node, state);
                break;
            }
            default:
                break;
        }
        const GrowReport a = remembering.book.grow(now, remembering.view);
        const GrowReport b = searching.book.grow(now, searching.view);
        ASSERT_EQ(a.grown, b.grown) << "step " << step;
        ASSERT_EQ(a.partial.size(), b.partial.size()) << "step " << step;
        for (std::size_t i = 0; i < a.partial.size(); ++i) {
            EXPECT_EQ(a.partial[i].tasks_held, b.partial[i].tasks_held) << "step " << step;
            EXPECT_EQ(a.partial[i].passed_over, b.partial[i].passed_over) << "step " << step;
        }
        ASSERT_EQ(remembering.book.reservations().size(), searching.book.reservations().size());
        for (std::size_t i = 0; i < remembering.book.reservations().size(); ++i)
            ASSERT_EQ(remembering.book.reservations()[i].allocation,
                      searching.book.reservations()[i].allocation)
                << "step " << step;
        grown += static_cast<int>(a.grown.size());
        if (!a.grown.empty()) {
            remembering.sync();
            searching.sync();
        }
    }
    EXPECT_GT(grown, 0);                                          // the workload let it grow
    EXPECT_LT(remembering.view.asked * 2, searching.view.asked);  // and most grows asked little
}

TEST(StandingGrowth, RememberedFruitlessGrowsGrowAsASearchOfEveryNode) {
    for (unsigned seed : {1U, 2U, 3U}) grow_alike_under_random_changes(floating(40), seed);
}

TEST(StandingGrowth, RememberedFruitlessGrowsKeepTasksPerNodeAndSharedAccess) {
    for (unsigned seed : {4U, 5U}) grow_alike_under_random_changes(floating(40, 3), seed);
    for (unsigned seed : {6U, 7U})
        grow_alike_under_random_changes(floating(40, 0, ReservationAccess::Shared), seed);
}

}  // namespace
}  // namespace outrigger
