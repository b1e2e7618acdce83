#pragma once

// Jobs that can never run (spec section 6), found once, when a job is submitted, so that no
// iteration checks them again. A job is refused when no set of the configured nodes of its
// partition can hold its tasks (processors, memory, swap, disk, generic resources, features,
// tasks per node; node states and reservations do not count: a node that is down now may come
// back), or when a hard limit forbids it on an idle machine (the eligibility filters answer that).
// A job only blocked for now is never refused.

#include <optional>

#include "model/cluster.hpp"
#include "model/job.hpp"
#include "model/reason.hpp"

namespace outrigger {

// NeverFits with args partition (name, or "ALL"), request (tasks), capacity (the most tasks the
// configured nodes hold), resource (what runs out first: "procs", "memory", "swap", "disk", a
// generic resource's name, "features" or "tasks per node"); nullopt when the nodes can hold it.
std::optional<Reason> never_fits(const Job& job, const Cluster& cluster);

}  // namespace outrigger
