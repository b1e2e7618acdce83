#pragma once

// RESERVATIONDEPTH per QOS list (guide 8.2, spec section 5 step 4): how many job reservations the
// priority pass may make, counted per depth group. RESERVATIONDEPTH[i] with RESERVATIONQOSLIST[i]
// forms group i; a job belongs to the first group (by index) whose QOS list names its QOS, or to the
// first group with an empty list (which takes every QOS), or to none (it is never reserved). Maui
// 3.3's default is one group of depth 1 for every QOS (EASY); conservative backfill is the same
// with a large depth.

#include <cstddef>
#include <cstdint>
#include <vector>

#include "config/settings.hpp"
#include "model/credentials.hpp"
#include "model/job.hpp"

namespace outrigger {

class ReservationDepth {
  public:
    // A job's group: none.
    static constexpr std::int32_t kNoGroup = -1;

    // Groups from `settings`, for the QOS names of `names`. Recomputed only when the number of QOS
    // names changed since the last call (settings are fixed for one scheduler).
    void configure(const SchedulingSettings& settings, const Names& names);
    // Every group's count back to zero, at the start of an iteration.
    void begin() { used_.assign(depth_.size(), 0); }

    [[nodiscard]] std::int32_t group_of(const Job& job) const {
        const CredId q = job.creds.qos();
        return qos_group_[q.valid() && q.value() < qos_count_ ? q.value() : qos_count_];
    }
    // Whether some group allows a reservation at all.
    [[nodiscard]] bool any() const;
    [[nodiscard]] bool has_room(std::int32_t group) const {
        return group != kNoGroup && used_[index(group)] < depth_[index(group)];
    }
    // The group's RESERVATIONDEPTH (0 for kNoGroup).
    [[nodiscard]] int depth(std::int32_t group) const { return group == kNoGroup ? 0 : depth_[index(group)]; }
    // One reservation made in `group` (none for kNoGroup).
    void use(std::int32_t group) {
        if (group != kNoGroup) ++used_[index(group)];
    }
    // Every group's depth is used up: the priority pass stops.
    [[nodiscard]] bool all_full() const;

  private:
    [[nodiscard]] static std::size_t index(std::int32_t group) { return static_cast<std::size_t>(group); }

    static constexpr std::size_t kUnconfigured = static_cast<std::size_t>(-1);
    std::size_t qos_count_ = kUnconfigured;  // QOS names the groups were computed for
    std::vector<std::int32_t> qos_group_;    // by QOS CredId, then one for "no QOS": group or kNoGroup
    std::vector<int> depth_;                 // by group
    std::vector<int> used_;                  // by group: reservations made this iteration
};

}  // namespace outrigger
