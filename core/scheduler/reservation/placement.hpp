#pragma once

// Where a reservation's tasks go (guide 7.1.5.1.3 and 7.1.5.2.2-5; spec section 4). One function
// for standing instances, setres and growth, so every path obeys the same rules:
//   - HOSTLIST without TASKCOUNT: every listed host is reserved whole, whatever runs there
//     (non-floating). Hosts lacking a NODEFEATURE or outside the PARTITION are skipped and counted.
//   - TASKCOUNT: floating. Tasks go where their resources are free during the reservation's span
//     (running jobs, job reservations and, unless ACCESS=SHARED, other non-job reservations
//     counted), on Up nodes with every NODEFEATURE, in the PARTITION, that can hold at least TPN
//     tasks. With a HOSTLIST the listed hosts are filled first, several tasks per host where they
//     fit, and only the tasks they cannot hold are sought elsewhere.
//   - ACCESS=SHARED places side by side first (on resources no other reservation holds) and
//     stacks on reserved resources only for the tasks still missing.
//   - NODEALLOCATIONPOLICY (a NodeLess, plan/node_allocation.hpp) orders nodes that are equally good
//     by the rules above.
// A task with procs -1 takes the whole node: every processor of it must be free.
// The result says how many tasks were wanted and found and, when short, why nodes were passed over.

#include <cstdint>
#include <span>
#include <vector>

#include "plan/node_allocation.hpp"
#include "reservation/capacity_view.hpp"
#include "reservation/reservation.hpp"

namespace outrigger {

// Why nodes were passed over, counted over the whole search (a node is counted once, for the first
// rule it fails).
struct PlacementTally {
    std::int64_t not_up = 0;  // Down or Drained (floating only)
    std::int64_t missing_features = 0;
    std::int64_t other_partition = 0;
    std::int64_t no_room = 0;  // fewer than max(TPN, 1) tasks free during the span
    bool operator==(const PlacementTally&) const = default;
};

struct Placement {
    std::vector<NodeHold> allocation;  // including any holdings kept from before (growth)
    std::int64_t tasks_wanted = 0;     // TASKCOUNT, or the listed hosts' count when non-floating
    std::int64_t tasks_placed = 0;
    PlacementTally passed_over;
    [[nodiscard]] bool complete() const { return tasks_placed >= tasks_wanted; }
};

struct PlacementOptions {
    NodeLess order = node_less(NodeAllocationPolicy::LastAvailable);
    // Reservations placed earlier in the same pass that the view does not know of yet.
    std::span<const Reservation> pending;
    // Keep the reservation's current allocation and add to it (growth); the view is asked to ignore
    // the reservation's own holdings so they are not counted twice.
    bool keep_current = false;
};

// The per-task resources of `task` on `node`: procs -1 becomes the node's processor count.
Resources task_on(const Resources& task, const Node& node);

Placement place_reservation(const Reservation& r, const CapacityView& view, const PlacementOptions& options);

// Whether place_reservation would take a task on one of `nodes`, for a floating reservation (false
// otherwise). A search that took nothing asks it of the nodes whose room has changed since: no
// other node can have gained any, so nothing there means the search would again take nothing and
// pass over the same nodes for the same reasons.
bool places_on(const Reservation& r, const CapacityView& view, std::span<const NodeId> nodes,
               const PlacementOptions& options);

}  // namespace outrigger
