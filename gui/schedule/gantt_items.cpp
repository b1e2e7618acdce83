#include "gui/schedule/gantt_items.hpp"

namespace outrigger::gui {

GanttKey GanttItems::key(GanttItemRef ref) const {
    switch (ref.kind) {
        case GanttItemKind::Bar:
            return bars[ref.index].key();
        case GanttItemKind::Reservation:
            return blocks[ref.index].key();
        case GanttItemKind::Backfill:
            break;
    }
    return lanes[ref.index].key();
}

std::optional<GanttItemRef> GanttItems::find(const GanttKey& key) const {
    const auto search = [&key](const auto& list) -> std::optional<std::uint32_t> {
        for (std::size_t i = 0; i < list.size(); ++i)
            if (list[i].key() == key) return static_cast<std::uint32_t>(i);
        return std::nullopt;
    };
    std::optional<std::uint32_t> i;
    switch (key.kind) {
        case GanttItemKind::Bar:
            i = search(bars);
            break;
        case GanttItemKind::Reservation:
            i = search(blocks);
            break;
        case GanttItemKind::Backfill:
            i = search(lanes);
            break;
    }
    if (!i) return std::nullopt;
    return GanttItemRef{key.kind, *i};
}

GanttItems gantt_items(const ViewFrame& frame, Duration past_window) {
    GanttItems out;
    const ClusterView& v = *frame.view;
    const auto add_bars = [&](JobId job, const Allocation& allocation, Interval when, BarKind kind) {
        const std::int64_t per_task = v.job(job).request.per_task.procs;
        for (const NodeTasks& nt : allocation)
            out.bars.push_back({job, nt.node, when, kind, nt.tasks * per_task});
    };
    for (const ViewRunning& r : v.running)
        add_bars(r.job, r.allocation, Interval{r.start, r.limit_end}, BarKind::Running);
    const Time past_from = frame.at - past_window;
    for (const ViewFinished& f : v.finished)
        if (!f.start.is_never() && f.end >= past_from)
            add_bars(f.job, f.allocation, Interval{f.start, f.end}, BarKind::Completed);
    for (const ViewJobReservation& r : v.job_reservations)
        add_bars(r.job, r.allocation, r.when, BarKind::Reserved);

    for (const ViewReservation& r : v.reservations) {
        const auto name = static_cast<std::uint32_t>(out.reservation_names.size());
        out.reservation_names.push_back(r.name);
        for (const ViewReservationBlock& b : r.blocks)
            out.blocks.push_back({r.id, name, b.node, r.when, b.procs});
    }
    // Lanes are free from the instant shown (the engine computed them at view.now, and nothing
    // happens before the next instant).
    for (const ViewBackfillLane& lane : v.backfill)
        if (lane.when.end > frame.at)
            out.lanes.push_back({lane.node, Interval{frame.at, lane.when.end}, lane.procs});
    return out;
}

}  // namespace outrigger::gui
