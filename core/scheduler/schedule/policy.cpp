#include "schedule/policy.hpp"

namespace outrigger {

std::optional<NamedPolicy> parse_named_policy(std::string_view name) {
    if (name == "fcfs") return NamedPolicy::Fcfs;
    if (name == "easy") return NamedPolicy::Easy;
    if (name == "conservative") return NamedPolicy::Conservative;
    return std::nullopt;
}

std::string_view named_policy_name(NamedPolicy p) {
    switch (p) {
        case NamedPolicy::Fcfs:
            return "fcfs";
        case NamedPolicy::Easy:
            return "easy";
        case NamedPolicy::Conservative:
            return "conservative";
    }
    return "easy";
}

SchedulerPolicy SchedulerPolicy::from_config(const Config& config) {
    SchedulerPolicy p;
    p.scheduling = config.scheduling;
    p.allocation = config.nodes.allocation;
    p.accrual = config.priority.accrual;
    return p;
}

void SchedulerPolicy::apply(NamedPolicy named) {
    auto& s = scheduling;
    s.depth_groups.clear();
    switch (named) {
        case NamedPolicy::Fcfs:
            s.fcfs = true;
            s.backfill = BackfillPolicy::None;
            s.reservation_policy = ReservationPolicy::Never;
            s.depth_groups[0] = ReservationDepthGroup{0, {}};
            break;
        case NamedPolicy::Easy:
            s.fcfs = false;
            s.backfill = BackfillPolicy::FirstFit;
            s.reservation_policy = ReservationPolicy::CurrentHighest;
            s.depth_groups[0] = ReservationDepthGroup{1, {}};
            break;
        case NamedPolicy::Conservative:
            s.fcfs = false;
            s.backfill = BackfillPolicy::FirstFit;
            s.reservation_policy = ReservationPolicy::Highest;
            s.depth_groups[0] = ReservationDepthGroup{kUnboundedDepth, {}};
            break;
    }
    s.chunk_size = 0;
    s.chunk_duration = Duration::zero();
}

}  // namespace outrigger
