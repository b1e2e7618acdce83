#pragma once

// The Schedule view's items, derived from a frame (gui/client/view_frame.hpp) and nothing else:
//   job bars          one per job and node: running jobs from their start to their walltime limit
//                     (what the scheduler plans with), jobs that ended within the past window from
//                     their start to their real end, job reservations over the promised span;
//   reservation blocks one per reservation instance (administrative or standing) and node;
//   backfill lanes    one per node free for backfill from the instant shown: the longest showbf
//                     window the node belongs to.
// Each item has a key that names the same thing in every frame, whatever else changed: a job bar
// is (job, node) and keeps its key from job reservation to running to completed on that node; a
// reservation block is (reservation, node); a lane is its node. Selection follows keys, and so
// will dragging. Plain C++: built and tested without a widget.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "gui/client/view_frame.hpp"

namespace outrigger::gui {

enum class GanttItemKind : std::uint8_t { Bar, Reservation, Backfill };

enum class BarKind : std::uint8_t {
    Running,    // started: from its start to its walltime limit
    Completed,  // ended within the past window: from its start to its real end
    Reserved,   // a job reservation: the promised start and span
};

struct GanttKey {
    GanttItemKind kind = GanttItemKind::Bar;
    std::uint32_t subject = 0;  // Bar: the JobId's value; Reservation: the ReservationId's; Backfill: 0
    NodeId node;

    [[nodiscard]] static GanttKey bar(JobId job, NodeId node) {
        return {GanttItemKind::Bar, job.value(), node};
    }
    [[nodiscard]] static GanttKey block(ReservationId r, NodeId node) {
        return {GanttItemKind::Reservation, r.value(), node};
    }
    [[nodiscard]] static GanttKey lane(NodeId node) { return {GanttItemKind::Backfill, 0, node}; }
    // Whether `other` belongs to the same job or reservation (on any node).
    [[nodiscard]] bool same_subject(const GanttKey& other) const {
        return kind == other.kind && subject == other.subject;
    }
    friend bool operator==(const GanttKey&, const GanttKey&) = default;
};

// One job on one node over a span.
struct GanttBar {
    JobId job;
    NodeId node;
    Interval when;
    BarKind kind = BarKind::Running;
    std::int64_t procs = 0;  // processors of the job on this node

    [[nodiscard]] GanttKey key() const { return GanttKey::bar(job, node); }
};

// One node's block of a reservation instance.
struct GanttBlock {
    ReservationId reservation;
    std::uint32_t name = 0;  // index into GanttItems::reservation_names
    NodeId node;
    Interval when;  // end may be Time::never()
    std::int64_t procs = 0;

    [[nodiscard]] GanttKey key() const { return GanttKey::block(reservation, node); }
};

// A node free for backfill: `procs` free on it throughout `when` (end Time::never(): no limit).
struct GanttLane {
    NodeId node;
    Interval when;
    std::int64_t procs = 0;

    [[nodiscard]] GanttKey key() const { return GanttKey::lane(node); }
};

// Where an item is in GanttItems: its kind's list and its index there.
struct GanttItemRef {
    GanttItemKind kind = GanttItemKind::Bar;
    std::uint32_t index = 0;
    friend bool operator==(const GanttItemRef&, const GanttItemRef&) = default;
};

struct GanttItems {
    std::vector<GanttBar> bars;  // running, completed (past window) and reserved
    std::vector<GanttBlock> blocks;
    std::vector<std::string> reservation_names;  // by GanttBlock::name
    std::vector<GanttLane> lanes;

    [[nodiscard]] GanttKey key(GanttItemRef ref) const;
    // The item with `key`, nullopt when this frame has none.
    [[nodiscard]] std::optional<GanttItemRef> find(const GanttKey& key) const;
    [[nodiscard]] std::size_t size() const { return bars.size() + blocks.size() + lanes.size(); }
};

// The items of `frame`: completed jobs when they ended at or after frame.at - past_window.
[[nodiscard]] GanttItems gantt_items(const ViewFrame& frame, Duration past_window);

}  // namespace outrigger::gui
