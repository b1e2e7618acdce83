#pragma once

// A reservation being planned on the Schedule view, as a value: the nodes (a rectangle drawn over
// node rows) or a node count in a partition (the form), the span, the name, the access list and
// the flags. It becomes setres's arguments, which the impact preview and the commit both send, so
// that what was previewed is exactly what is made, and the command line a user can copy.
// Plain C++: built and tested without a widget.

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "engine/impact_plan.hpp"
#include "model/calendar.hpp"
#include "model/time.hpp"

namespace outrigger::gui {

struct ReservationPlan {
    std::string name;                   // -n; setres requires none, the Gantt always gives one
    std::vector<std::string> hosts;     // the nodes drawn over, in row order
    std::int64_t node_count = 0;        // the form: TASKS==N of whole nodes (used when no hosts)
    std::string partition;              // -p, with a node count
    Time start;                         // -s
    Time end = Time::never();           // -e; never: no end
    std::vector<std::string> users;     // -u (ACL values may carry marks: !name, name*, ...)
    std::vector<std::string> groups;    // -g
    std::vector<std::string> accounts;  // -a
    std::vector<std::string> qos;       // -q
    std::vector<std::string> classes;   // -c
    std::vector<std::string> flags;     // -x
    std::string replaces;               // moving an existing reservation: the one released first

    [[nodiscard]] bool empty() const { return hosts.empty() && node_count <= 0; }
    [[nodiscard]] std::int64_t nodes() const {
        return hosts.empty() ? node_count : static_cast<std::int64_t>(hosts.size());
    }
    // setres's arguments, times as local "HH:MM:SS_MM/DD/YYYY" in `calendar`.
    [[nodiscard]] std::vector<std::string> setres_arguments(const LocalCalendar& calendar) const;
    // The change the preview plans: the reservation replaced (if any) released, this one added.
    [[nodiscard]] TentativeChange change(const LocalCalendar& calendar) const;
    bool operator==(const ReservationPlan&) const = default;
};

// "setres -n maint -s 10:00:00_01/02/2026 ... n1,n2": the command a shell would take, with
// arguments quoted where a shell would split or expand them.
[[nodiscard]] std::string setres_command_line(std::span<const std::string> arguments);

// A local time as setres reads it: "HH:MM:SS_MM/DD/YYYY".
[[nodiscard]] std::string setres_time(Time t, const LocalCalendar& calendar);

// A round time step for snapping at a zoom level: the smallest of 1 min, 5 min, 15 min, 30 min,
// 1 h, 2 h, 6 h, 12 h or 1 day that is at least `min_pixels` wide.
[[nodiscard]] Duration snap_step(double seconds_per_pixel, double min_pixels = 8);
// `seconds` rounded to the nearest multiple of `step` (whole steps from the core clock's origin).
[[nodiscard]] Time snap_time(double seconds, Duration step);

// "a,b" -> {"a", "b"}: an access list typed in a field; blanks around values dropped.
[[nodiscard]] std::vector<std::string> split_list(std::string_view text);

}  // namespace outrigger::gui
