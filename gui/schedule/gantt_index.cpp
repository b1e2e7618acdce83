#include "gui/schedule/gantt_index.hpp"

#include <algorithm>
#include <limits>

namespace outrigger::gui {

namespace {
// Open-ended items (reservations without end, backfill windows without time limit) end here.
constexpr std::int64_t kFar = std::numeric_limits<std::int64_t>::max() / 8;
std::int64_t end_of(Time t) {
    return t.is_never() ? kFar : t.seconds();
}
}  // namespace

void GanttIndex::build(const GanttItems& items, std::size_t nodes, Time now) {
    rows_.assign(nodes, Row{});
    earliest_ = now.seconds();
    latest_ = now.seconds();
    size_ = 0;
    const auto add = [&](GanttItemKind kind, std::size_t i, NodeId node, Interval when) {
        if (!node.valid() || node.value() >= nodes) return;
        GanttRef r{kind, static_cast<std::uint32_t>(i), when.start.seconds(), end_of(when.end), 0};
        earliest_ = std::min(earliest_, r.start);
        if (kind == GanttItemKind::Bar && !when.end.is_never()) latest_ = std::max(latest_, r.end);
        rows_[node.value()].lists[static_cast<std::size_t>(kind)].items.push_back(r);
        ++size_;
    };
    for (std::size_t i = 0; i < items.bars.size(); ++i)
        add(GanttItemKind::Bar, i, items.bars[i].node, items.bars[i].when);
    for (std::size_t i = 0; i < items.blocks.size(); ++i)
        add(GanttItemKind::Reservation, i, items.blocks[i].node, items.blocks[i].when);
    for (std::size_t i = 0; i < items.lanes.size(); ++i)
        add(GanttItemKind::Backfill, i, items.lanes[i].node, items.lanes[i].when);

    for (Row& row : rows_) {
        for (List& list : row.lists) {
            std::sort(list.items.begin(), list.items.end(), [](const GanttRef& a, const GanttRef& b) {
                return a.start != b.start ? a.start < b.start : a.index < b.index;
            });
            for (const GanttRef& r : list.items) list.longest = std::max(list.longest, r.end - r.start);
        }
        // Stack the bars: processors of earlier bars still running at this bar's start.
        auto& bars = row.lists[static_cast<std::size_t>(GanttItemKind::Bar)].items;
        for (std::size_t i = 0; i < bars.size(); ++i) {
            std::int64_t below = 0;
            for (std::size_t j = 0; j < i; ++j)
                if (bars[j].end > bars[i].start) below += items.bars[bars[j].index].procs;
            bars[i].below = below;
        }
    }
}

}  // namespace outrigger::gui
