#pragma once

// Administrative reservations (guide 7.1.5.3, spec section 4 "Commands"): the setres request,
// read from its command-line form and validated into a Reservation request. Placement and the id
// are the ReservationBook's (reservation_book.hpp), through the same code as standing instances.
//
// Command line:  setres [-u users] [-g groups] [-a accounts] [-q qos] [-c classes]
//                       [-s start] [-e end | -d duration] [-n name] [-r resources] [-f features]
//                       [-x flags] [-p partition] <host expression | TASKS==N>
//   lists are comma separated; ACL values may carry the marks !name, name*, name-, name=, name+;
//   start/end: "+[[[DD:]HH:]MM:]SS" from now, or local "HH:MM[:SS][_MM/DD[/YYYY]]" (today when the
//   date is left out); no -s = now; neither -e nor -d = no end (INFINITY);
//   resources (default PROCS=-1, a whole node per task, as for SRCFG): "PROCS=2;MEM=512" or
//   "PROCS:2,MEM:512" (PROCS, MEM, DISK, SWAP MB, or a generic
//   resource the cluster knows); features: every one required; flags: BYNAME, OWNERPREEMPT, ...
// Every problem is reported with the option it concerns; nothing is created while any error stands.

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "model/calendar.hpp"
#include "model/cluster.hpp"
#include "reservation/diagnostic.hpp"
#include "reservation/reservation.hpp"

namespace outrigger {

struct SetresRequest {
    std::vector<std::string> users, groups, accounts, qos, classes;  // -u -g -a -q -c
    std::string start;                                               // -s
    std::string end;                                                 // -e
    std::string duration;                                            // -d
    std::string name;                                                // -n (empty: the book names it)
    std::string resources;                                           // -r
    std::string features;                                            // -f
    std::string flags;                                               // -x
    std::string partition;                                           // -p
    std::string hosts;  // the positional host expression, or TASKS==N
};

struct SetresParse {
    SetresRequest request;
    std::vector<Diagnostic> diagnostics;  // errors only
    [[nodiscard]] bool ok() const { return diagnostics.empty(); }
};
SetresParse parse_setres_arguments(std::span<const std::string_view> args);

// The request as a reservation (kind Administrative, no id, no allocation yet), or errors.
struct SetresBuild {
    std::optional<Reservation> reservation;
    std::vector<Diagnostic> diagnostics;  // errors stop it; warnings do not
};
SetresBuild build_setres(const SetresRequest& req, Time now, const LocalCalendar& cal,
                         const Cluster& cluster);

// One ACL value with its marks ("!projectX", "special-", "1:00:00*"); nullopt with `error` set
// when malformed (empty name, a TIMELIMIT that is not a duration).
std::optional<AclEntry> parse_acl_value(AclType type, std::string_view text, std::string& error);

// "PROCS=2;MEM=512" / "PROCS:2,MEM:512" as a task; nullopt with `error` set when malformed.
std::optional<Resources> parse_task_resources(std::string_view text, const Names& names, std::string& error);

// A setres time: "+duration" from now, or local "HH:MM[:SS][_MM/DD[/YYYY]]".
std::optional<Time> parse_setres_time(std::string_view text, Time now, const LocalCalendar& cal,
                                      std::string& error);

}  // namespace outrigger
