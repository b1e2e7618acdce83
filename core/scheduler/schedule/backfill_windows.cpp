#include "schedule/backfill_windows.hpp"

#include <algorithm>

namespace outrigger {

std::vector<BackfillWindow> backfill_windows(const Availability& calendar, PartitionId partition, Time now) {
    // Horizons: the instants after now at which some node's free capacity drops.
    std::vector<Time> horizons;
    const auto nodes = calendar.partition_nodes(partition);
    std::vector<NodeId> open;
    for (NodeId n : nodes) {
        if (calendar.avail_during(n, Interval{now, now + Duration::seconds(1)}).procs > 0) open.push_back(n);
    }
    // Probe each open node's free profile by bisecting on the calendar's own change points: the
    // aggregate's change instants cover every node's.
    std::vector<std::pair<Time, std::int64_t>> profile;
    calendar.free_procs_profile(partition, now, profile);
    for (std::size_t i = 1; i < profile.size(); ++i)
        if (profile[i].second < profile[i - 1].second) horizons.push_back(profile[i].first);
    horizons.push_back(Time::never());

    std::vector<BackfillWindow> out;
    for (Time h : horizons) {
        BackfillWindow w;
        w.duration = h.is_never() ? Duration::infinite() : h - now;
        for (NodeId n : open) {
            const std::int64_t p = calendar.avail_during(n, Interval{now, h}).procs;
            if (p > 0) {
                w.procs += p;
                ++w.nodes;
            }
        }
        if (w.procs == 0) break;
        // A longer window is only a window of its own when it is narrower.
        if (!out.empty() && out.back().procs == w.procs) {
            out.back() = w;
            continue;
        }
        out.push_back(w);
    }
    return out;  // durations ascend, processors descend: widest first
}

}  // namespace outrigger
