#pragma once

// The scheduling policy one iteration applies: SchedulingSettings from maui.cfg plus the node
// allocation policy and the queue-time accrual rule, and the named policies of `orsim --policy`
// (spec section 5): fcfs = the priority pass stops at the first job that cannot start, no
// reservations, no backfill; easy = FIRSTFIT, depth 1, CURRENTHIGHEST; conservative = FIRSTFIT,
// every job reserved, HIGHEST. Priority weights are not touched by a named policy.

#include <optional>
#include <string_view>

#include "config/settings.hpp"

namespace outrigger {

enum class NamedPolicy : std::uint8_t { Fcfs, Easy, Conservative };
std::optional<NamedPolicy> parse_named_policy(std::string_view name);  // "fcfs", "easy", "conservative"
std::string_view named_policy_name(NamedPolicy p);

struct SchedulerPolicy {
    SchedulingSettings scheduling;
    NodeAllocationPolicy allocation = NodeAllocationPolicy::LastAvailable;
    PrioAccrualPolicy accrual = PrioAccrualPolicy::QueuePolicy;

    static SchedulerPolicy from_config(const Config& config);
    // Replaces the backfill and reservation settings with the named policy's.
    void apply(NamedPolicy named);
};

// Depth used for "every job reserved".
inline constexpr int kUnboundedDepth = 1 << 30;

}  // namespace outrigger
