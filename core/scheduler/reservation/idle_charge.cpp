#include "reservation/idle_charge.hpp"

#include <algorithm>
#include <vector>

namespace outrigger {

IdleCharge idle_reserved_time(const Reservation& r, Interval window, std::span<const ReservedUse> uses) {
    IdleCharge c;
    if (r.charge_account)
        c.charge_to = ReservationOwner{CredKind::Account, *r.charge_account};
    else if (r.owner)
        c.charge_to = r.owner;
    const Interval span{max(r.span.start, window.start), min(r.span.end, window.end)};
    if (span.end <= span.start) return c;
    const std::int64_t length = span.length().count();
    for (const NodeHold& h : r.allocation) {
        const std::int64_t held = h.held.procs;
        c.reserved_proc_seconds += held * length;
        // Sweep the uses on this node: +procs at start, -procs at end, clipped to the span.
        std::vector<std::pair<Time, std::int64_t>> events;
        for (const ReservedUse& u : uses) {
            if (u.node != h.node) continue;
            const Time s = max(u.span.start, span.start);
            const Time e = min(u.span.end, span.end);
            if (s >= e) continue;
            events.emplace_back(s, u.procs);
            events.emplace_back(e, -u.procs);
        }
        std::sort(events.begin(), events.end());
        std::int64_t level = 0;
        for (std::size_t i = 0; i < events.size(); ++i) {
            level += events[i].second;
            if (i + 1 < events.size())
                c.used_proc_seconds +=
                    std::min(level, held) * (events[i + 1].first - events[i].first).count();
        }
    }
    c.idle_proc_seconds = c.reserved_proc_seconds - c.used_proc_seconds;
    return c;
}

}  // namespace outrigger
