#pragma once

// The Schedule view's index over a frame's items (gantt_items.hpp): per node, the job bars, the
// reservation blocks and the backfill lanes sorted by start, with the longest item of each list,
// so that the items of one row overlapping [t0, t1) are found by binary search
// (start >= t0 - longest) and a short scan.
// Bars also get their vertical place inside the row: processors used below them among the bars of
// the same node that overlap their start, so that jobs sharing a node stack and idle processors
// stay visible as the unfilled part of the row.

#include <algorithm>
#include <cstdint>
#include <vector>

#include "gui/schedule/gantt_items.hpp"

namespace outrigger::gui {

struct GanttRef {
    GanttItemKind kind = GanttItemKind::Bar;
    std::uint32_t index = 0;  // into the items' bars, blocks or lanes
    std::int64_t start = 0;
    std::int64_t end = 0;    // Time::never() clipped to a far instant
    std::int64_t below = 0;  // bars: processors stacked below this bar
};

class GanttIndex {
  public:
    // Indexes `items` over `nodes` rows; `now` belongs to the span shown by fit-all.
    void build(const GanttItems& items, std::size_t nodes, Time now);

    // Calls f(const GanttRef&) for every item of `kind` on `node` overlapping [t0, t1).
    template <class F>
    void visit(NodeId node, GanttItemKind kind, std::int64_t t0, std::int64_t t1, F&& f) const {
        if (!node.valid() || node.value() >= rows_.size()) return;
        const List& list = rows_[node.value()].lists[static_cast<std::size_t>(kind)];
        const std::int64_t from = t0 - list.longest;
        auto it = std::lower_bound(list.items.begin(), list.items.end(), from,
                                   [](const GanttRef& r, std::int64_t v) { return r.start < v; });
        for (; it != list.items.end() && it->start < t1; ++it)
            if (it->end > t0) f(*it);
    }
    // The earliest start over every item and the latest end of a job bar (what fit-all shows;
    // reservations reach far ahead).
    [[nodiscard]] std::int64_t earliest() const { return earliest_; }
    [[nodiscard]] std::int64_t latest() const { return latest_; }
    [[nodiscard]] std::size_t size() const { return size_; }

  private:
    struct List {
        std::vector<GanttRef> items;
        std::int64_t longest = 0;
    };
    struct Row {
        List lists[3];
    };
    std::vector<Row> rows_;
    std::int64_t earliest_ = 0;
    std::int64_t latest_ = 0;
    std::size_t size_ = 0;
};

}  // namespace outrigger::gui
