#pragma once

// Affinity steers placement (guide 7.1.5.2.4): a job gravitates to reservations that admit it with
// positive affinity, uses unreserved (or neutral) resources next, and reservations that admit it
// with negative affinity only as a last resort. The engine calls order_by_affinity on its
// candidate nodes and then applies its own node allocation policy within each rank.
//
// A node's rank for a job considers only the reservations covering the node during the job's span
// that admit the job: negative if any of them is negative, else positive if any is positive, else
// neutral. Reservations that refuse the job do not rank the node (the job may still use what
// they do not hold there); `refused` lists those decisions for the engine's capacity accounting.

#include <span>
#include <vector>

#include "model/job.hpp"
#include "reservation/acl.hpp"
#include "reservation/reservation.hpp"

namespace outrigger {

enum class AffinityRank : std::uint8_t { Positive = 0, Neutral = 1, Negative = 2 };

struct RankedNode {
    NodeId node;
    AffinityRank rank = AffinityRank::Neutral;
    std::vector<AccessDecision> refused;  // covering reservations that refuse the job
};

// Stable: nodes of equal rank keep the order they came in.
std::vector<RankedNode> order_by_affinity(std::span<const NodeId> candidates,
                                          std::span<const Reservation> reservations, const Job& job,
                                          Interval job_span, const Names& names);

}  // namespace outrigger
