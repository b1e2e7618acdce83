#pragma once

// The standing reservations' instances over a span of local time, for a calendar that shows weeks
// behind now and ahead of DEPTH. Nothing here is computed a second way: the windows are
// standing_windows() (standing_period.hpp) and the placement is ReservationBook::roll() on the
// machine with no job on it, so the instances are the ones the engine makes, in PRIORITY order.
//
// Each instance is one of
//   Past   over at `now`;
//   Held   within DEPTH at `now`: the engine holds it now (its window is one of
//          standing_windows(sr, now));
//   Ghost  beyond DEPTH: the engine makes it at a later local midnight; placed here as the roll
//          would place it were DEPTH large enough to reach it.
// Capacity conflicts are reported per instance, never by time alone:
//   Short       placement found fewer than TASKCOUNT tasks (the machine, or the partition, has no
//               room for every reservation active at that time): tasks wanted and held, and why
//               nodes were passed over;
//   SharedHost  a node dedicated to this instance is also dedicated to another instance at an
//               overlapping time (a HOSTLIST is reserved whole, whatever else holds it);
//   NotMade     the SRCFG entry makes no instances at all (its error is in `diagnostics`).

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "config/settings.hpp"
#include "model/calendar.hpp"
#include "model/cluster.hpp"
#include "reservation/diagnostic.hpp"
#include "reservation/placement.hpp"

namespace outrigger {

enum class InstanceState : std::uint8_t { Past, Held, Ghost };

struct InstanceConflict {
    enum class Kind : std::uint8_t { Short, SharedHost };
    Kind kind = Kind::Short;
    std::int64_t tasks_wanted = 0;  // Short
    std::int64_t tasks_held = 0;
    PlacementTally passed_over;
    std::string other;  // SharedHost: the other SRCFG name
    std::string host;   // SharedHost: the first node both hold
    bool operator==(const InstanceConflict&) const = default;
};

struct CalendarInstance {
    std::size_t standing = 0;  // index into the configurations passed in
    std::string name;          // the SRCFG name
    Time period_start;         // the instance key (standing_period.hpp)
    Interval span;
    InstanceState state = InstanceState::Held;
    std::int64_t tasks_wanted = 0;  // TASKCOUNT, or the listed hosts for a HOSTLIST-only entry
    std::int64_t tasks_held = 0;
    std::vector<NodeId> nodes;  // placement order
    std::vector<InstanceConflict> conflicts;
};

struct StandingCalendar {
    std::vector<CalendarInstance> instances;  // by start, then configuration order
    std::vector<Diagnostic> diagnostics;      // the SRCFG entries' findings (build_standing_template)
    std::vector<std::size_t> not_made;        // entries (indexes) whose error stops every instance
};

// Every instance of `standing` that overlaps `shown`, at `now`, on `cluster` (node allocation by
// `policy`, as NODEALLOCATIONPOLICY). PERIOD=INFINITY instances start at now (as the engine's do).
[[nodiscard]] StandingCalendar standing_calendar(std::span<const StandingReservationConfig> standing,
                                                 const Cluster& cluster, const LocalCalendar& calendar,
                                                 NodeAllocationPolicy policy, Time now, Interval shown);

}  // namespace outrigger
