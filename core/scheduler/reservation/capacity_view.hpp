#pragma once

// What reservation placement needs to know about the machine, and nothing more: the nodes (state,
// features, partition, capacity) and what is free on a node over an interval. The scheduling
// engine implements it over its own plan; TableCapacity (table_capacity.hpp) is a plain
// implementation for setres without an engine and for tests.
//
// Contract of free(): the resources on node n free during the whole of `during` (the minimum over
// the interval), after subtracting running jobs and job reservations and, unless the query's
// access is SHARED, every non-job reservation the view knows of except `ignoring` (the reservation
// being grown or re-placed). Never negative; zero for an unknown node.

#include <cstdint>
#include <memory>
#include <optional>
#include <span>

#include "config/settings.hpp"
#include "model/ids.hpp"
#include "model/node.hpp"
#include "model/resources.hpp"
#include "model/time.hpp"

namespace outrigger {

struct FreeQuery {
    Interval during;
    ReservationAccess access = ReservationAccess::Dedicated;
    ReservationId ignoring;  // invalid = ignore nothing
};

// Where a view stood when an answer was read from it (CapacityView::mark): its source's identity
// and how far its record of changes had got.
struct ViewMark {
    std::weak_ptr<const void> source;
    std::uint64_t at = 0;
};

class CapacityView {
  public:
    virtual ~CapacityView() = default;
    // Every node of the cluster, dense by NodeId.
    [[nodiscard]] virtual std::span<const Node> nodes() const = 0;
    [[nodiscard]] virtual Resources free(NodeId n, const FreeQuery& q) const = 0;
    // For callers that keep an answer from one query to the next: where the view stands now, and
    // the nodes whose free() may have changed since (duplicates allowed). A view that keeps no
    // record of changes, a mark taken of another source or one its record no longer reaches back
    // to: nullopt, and the caller asks again.
    [[nodiscard]] virtual std::optional<ViewMark> mark() const { return std::nullopt; }
    [[nodiscard]] virtual std::optional<std::span<const NodeId>> changed_since(
        const ViewMark& /*mark*/) const {
        return std::nullopt;
    }

  protected:
    CapacityView() = default;
    CapacityView(const CapacityView&) = default;
    CapacityView& operator=(const CapacityView&) = default;
};

}  // namespace outrigger
