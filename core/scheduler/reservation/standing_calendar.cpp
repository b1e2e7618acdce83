#include "reservation/standing_calendar.hpp"

#include <algorithm>
#include <set>

#include "reservation/reservation_book.hpp"
#include "reservation/standing_period.hpp"
#include "reservation/table_capacity.hpp"

namespace outrigger {

namespace {

// The DEPTH that makes the roll at `from` reach `until`: one more period than the span holds, so
// that a period cut by a DST change or by `from` inside it still counts.
int reaching_depth(const StandingReservationConfig& sr, const LocalCalendar& cal, Time from, Time until) {
    if (sr.period == SrPeriod::Infinity || until <= from) return sr.depth;
    const Time first = sr.period == SrPeriod::Day ? cal.midnight_at_or_before(from) : cal.week_start(from);
    const std::int64_t period = sr.period == SrPeriod::Day ? 86400 : 7 * 86400;
    const std::int64_t periods = (until - first).count() / period + 2;
    // A calendar shows weeks, not years: a span beyond that is cut rather than rolled for minutes.
    constexpr std::int64_t kMostPeriods = 800;
    return std::max<int>(sr.depth, static_cast<int>(std::min(periods, kMostPeriods)));
}

bool dedicated(const StandingReservationConfig& sr) {
    return sr.access == ReservationAccess::Dedicated;
}

}  // namespace

StandingCalendar standing_calendar(std::span<const StandingReservationConfig> standing,
                                   const Cluster& cluster, const LocalCalendar& calendar,
                                   NodeAllocationPolicy policy, Time now, Interval shown) {
    const Time from = std::min(now, shown.start);
    std::vector<StandingReservationConfig> reaching(standing.begin(), standing.end());
    for (auto& sr : reaching) sr.depth = reaching_depth(sr, calendar, from, shown.end);

    ReservationBook book(reaching, cluster, calendar, policy);
    StandingCalendar out;
    out.diagnostics = book.diagnostics();
    TableCapacity empty({cluster.nodes().begin(), cluster.nodes().end()});
    (void)book.roll(from, empty);
    const ReservationBook::State state = book.save_state();

    // Which windows the engine holds at now: the real DEPTH's.
    std::vector<std::set<Time>> held(standing.size());
    for (std::size_t s = 0; s < standing.size(); ++s)
        for (const PeriodWindow& w : standing_windows(standing[s], now, calendar))
            held[s].insert(w.period_start);

    std::vector<bool> made(standing.size(), false);
    for (std::size_t i = 0; i < state.reservations.size(); ++i) {
        const Reservation& r = state.reservations[i];
        if (!state.standing[i]) continue;
        const std::size_t s = *state.standing[i];
        made[s] = true;
        if (!r.span.overlaps(shown)) continue;
        CalendarInstance c;
        c.standing = s;
        c.name = standing[s].name;
        c.period_start = state.period_start[i];
        c.span = r.span;
        if (r.span.end <= now)
            c.state = InstanceState::Past;
        else if (held[s].count(c.period_start) != 0)
            c.state = InstanceState::Held;
        else
            c.state = InstanceState::Ghost;
        c.tasks_held = r.tasks_held();
        c.tasks_wanted = r.floating() ? r.task_count : static_cast<std::int64_t>(r.host_list.size());
        for (const NodeHold& h : r.allocation) c.nodes.push_back(h.node);
        if (r.partial())
            c.conflicts.push_back(InstanceConflict{
                InstanceConflict::Kind::Short, r.task_count, c.tasks_held, state.passed_over[i], {}, {}});
        out.instances.push_back(std::move(c));
    }
    // An entry that made nothing over weeks of windows: its error stopped it (a diagnostic says why).
    for (std::size_t s = 0; s < standing.size(); ++s)
        if (!made[s]) out.not_made.push_back(s);

    // Two dedicated instances at overlapping times on one node.
    auto& all = out.instances;
    for (std::size_t a = 0; a < all.size(); ++a)
        for (std::size_t b = a + 1; b < all.size(); ++b) {
            if (all[a].standing == all[b].standing || !all[a].span.overlaps(all[b].span)) continue;
            if (!dedicated(standing[all[a].standing]) || !dedicated(standing[all[b].standing])) continue;
            for (const NodeId n : all[a].nodes) {
                if (std::find(all[b].nodes.begin(), all[b].nodes.end(), n) == all[b].nodes.end()) continue;
                const std::string& host = cluster.node(n).name;
                all[a].conflicts.push_back(
                    InstanceConflict{InstanceConflict::Kind::SharedHost, 0, 0, {}, all[b].name, host});
                all[b].conflicts.push_back(
                    InstanceConflict{InstanceConflict::Kind::SharedHost, 0, 0, {}, all[a].name, host});
                break;
            }
        }
    std::stable_sort(all.begin(), all.end(), [](const CalendarInstance& x, const CalendarInstance& y) {
        return x.span.start != y.span.start ? x.span.start < y.span.start : x.standing < y.standing;
    });
    return out;
}

}  // namespace outrigger
