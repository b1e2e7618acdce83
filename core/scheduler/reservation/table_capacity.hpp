#pragma once

// A CapacityView over explicit tables: the cluster's nodes, the jobs holding resources (running
// jobs and job reservations, each a node, resources and an interval) and the non-job reservations
// in force. free() subtracts everything overlapping the query interval at its peak (the minimum
// free over the interval, by a sweep over the holdings' start and end points).
//
// Used by setres when no scheduling engine is running, by the replay tools, and by tests.

#include <span>
#include <vector>

#include "model/node.hpp"
#include "reservation/capacity_view.hpp"
#include "reservation/reservation.hpp"

namespace outrigger {

// A job's (or job reservation's) use of one node over an interval.
struct JobHolding {
    JobId job;
    NodeId node;
    Resources used;
    Interval span;
};

class TableCapacity final : public CapacityView {
  public:
    explicit TableCapacity(std::vector<Node> nodes) : nodes_(std::move(nodes)) {}

    void add_job(JobHolding h) { jobs_.push_back(std::move(h)); }
    void clear_jobs() { jobs_.clear(); }
    // Replaces the non-job reservations the view knows of (admin reservations, standing instances).
    void set_reservations(std::vector<Reservation> rs) { reservations_ = std::move(rs); }
    void set_reservations(std::span<const Reservation> rs) { reservations_.assign(rs.begin(), rs.end()); }
    Node& node(NodeId n) { return nodes_[n.value()]; }

    [[nodiscard]] std::span<const Node> nodes() const override { return nodes_; }
    [[nodiscard]] Resources free(NodeId n, const FreeQuery& q) const override;

  private:
    std::vector<Node> nodes_;
    std::vector<JobHolding> jobs_;
    std::vector<Reservation> reservations_;
};

}  // namespace outrigger
