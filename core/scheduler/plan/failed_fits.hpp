#pragma once

// Requests that found no room now, remembered while the calendar stays as it was.
//
// Why: a backfill pass offers every waiting job to the same calendar, and where reservation
// instances loosen the processor-count bound most of those offers walk every node only to fail.
// A failure settles the question for every request that asks at least as much of the same kind:
// on an unchanged calendar, over a window at least as long, each node holds at most as many of the
// same tasks, and when no node alone held the smaller request's tasks, the larger one needs more
// than the smaller one found. Exact, not a heuristic: a request it turns down would have failed.
//
// Comparable requests: the same per-task resources, node count and TPN, partition and features,
// no reservation gate (admission depends on who asks), the same user where the node access policy
// looks at users. The caller asks only for jobs without spans of their own in the calendar (the
// calendar would ignore those for the larger request and find it more room).

#include <cstdint>
#include <vector>

#include "plan/availability.hpp"

namespace outrigger {

class FailedFits {
  public:
    // Whether `fit` over [now, now + walltime) cannot fit, as known from a failure noted at the
    // same instant on the calendar as it is now (same version).
    [[nodiscard]] bool known_to_fail(const FitRequest& fit, Time now, const Availability& calendar) const;
    // Notes that `fit` found no room over [now, now + walltime) on the calendar as it is.
    void note_failure(const FitRequest& fit, Time now, const Availability& calendar);

  private:
    struct Failure {
        TaskRequest request;
        Duration walltime;
        PartitionId partition;
        std::vector<FeatureId> features;
        CredId user;
    };
    [[nodiscard]] static bool remembered(const FitRequest& fit) {
        return fit.gate == nullptr && fit.request != nullptr;
    }
    // Whether `f` asked for the same kind of tasks, where and by whom, as `fit` does: then `f`
    // failing settles `fit` when `fit` asks at least as many tasks for at least as long.
    [[nodiscard]] bool same_shape(const Failure& f, const FitRequest& fit) const;
    [[nodiscard]] bool current(Time now, const Availability& calendar) const {
        return version_ == calendar.version() && now_ == now;
    }

    // Every failure kept was noted at this calendar version and instant.
    std::uint64_t version_ = 0;
    Time now_;
    bool users_matter_ = false;  // NODEACCESSPOLICY looks at users: failures compare within one user
    std::vector<Failure> failed_;
};

}  // namespace outrigger
