#pragma once

// "Plan from this view with a tentative change" (the impact of a reservation before it is made).
//
// A conservative plan of the engine's frozen state at now(): the idle jobs in the scheduler's
// priority order (Scheduler::priority_order), each placed at its earliest start given the running
// jobs (held until their walltime limits), the reservation instances in force and the jobs placed
// before it; no new arrivals, no early ends. The plan is made twice, without and with a
// TentativeChange, on copies of the engine's availability calendar: the engine is left as it was.
//
// What a tentative change can say, so that the Gantt and the week calendar of standing
// reservations share one answer:
//   release   administrative reservations by name (a standing instance belongs to its SRCFG line);
//   add       administrative reservations as setres's arguments, validated, named and placed by
//             the same code as the setres command (reservation/setres.hpp, ReservationBook);
//             a move is a release and an add of the same name;
//   standing  a maui.cfg text whose SRCFG lines replace the standing reservations: instances of an
//             unchanged line stay where they are, those of a new or changed line are rolled at now
//             as the engine rolls them (DEPTH periods ahead, PRIORITY order).
// Releases come first, then the standing lines, then the additions, as a service would apply them.
//
// What the plan leaves out, and why: eligibility filters that depend on what runs at each instant
// (throttling limits, fairshare caps) are not projected into the future, as showstart does not;
// held jobs and jobs refused at submission are not placed; a job that depends on another starts no
// earlier than that job's planned end, and is not placed when that job is not.
//
// Running jobs under a new reservation: a host-list reservation takes its hosts whatever runs
// there and a running job is never stopped for it (Moab's choice: they overlap until the job's
// walltime limit); a floating one (TASKCOUNT) is placed only where nothing runs during its span.
// The report lists every running job whose walltime limit passes the start of a reservation the
// change makes on its nodes.

#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "model/time.hpp"

namespace outrigger {

class Engine;

struct TentativeChange {
    static constexpr int kSchema = 1;
    std::vector<std::string> release;            // administrative reservations, by name
    std::vector<std::vector<std::string>> add;   // each setres's arguments: -n maint -d 4:00:00 TASKS==16
    std::optional<std::string> standing_config;  // a maui.cfg whose SRCFG lines replace the standing ones
    [[nodiscard]] bool empty() const { return release.empty() && add.empty() && !standing_config; }
    bool operator==(const TentativeChange&) const = default;
};

// One idle job in both plans. A start is nullopt when the plan cannot place the job at all.
struct JobImpact {
    std::string job;
    std::string user;     // "-" when none
    std::string account;  // "-" when none
    std::int64_t procs = 0;
    Duration walltime;
    std::optional<Time> before;
    std::optional<Time> after;
    std::int64_t nodes_before = 0;  // nodes of the planned allocation
    std::int64_t nodes_after = 0;
    // Later (or never) with the change than without it.
    [[nodiscard]] bool delayed() const { return before && (!after || *after > *before); }
    [[nodiscard]] bool advanced() const { return after && (!before || *after < *before); }
    // How much later; zero unless delayed with a start after.
    [[nodiscard]] Duration delay() const {
        return before && after && *after > *before ? *after - *before : Duration::zero();
    }
};

// Delays summed over a group of jobs (all of them, one user, one account).
struct DelayTotals {
    std::int64_t jobs = 0;
    Duration max = Duration::zero();
    Duration total = Duration::zero();
    void add(Duration d) {
        ++jobs;
        max = std::max(max, d);
        total = total + d;
    }
};

// A reservation the change makes, as placed in the plan.
struct PlannedReservation {
    std::string name;
    std::string kind;  // "administrative" or "standing"
    Time start;
    Time end;  // Time::never() for no end
    std::int64_t nodes = 0;
    std::int64_t procs = 0;
    std::vector<std::string> hosts;   // in placement order
    std::vector<std::string> access;  // the access list as maui.cfg writes it: USER==alice
};

// A running job whose walltime limit passes the start of a reservation the change makes on one of
// its nodes: it runs on (the reservation and the job overlap until the limit).
struct RunningOverlap {
    std::string job;
    std::string reservation;
    Time limit_end;
    Time reservation_start;
    std::vector<std::string> hosts;  // the shared nodes
};

// A part of the change that could not be carried out, with why ("add[0] setres -s: ...").
struct ChangeFailure {
    std::string what;
    std::string reason;
};

struct ImpactReport {
    Time now;
    std::string overlap_rule = "overlap";  // the choice for running jobs, see the file comment
    std::vector<JobImpact> jobs;           // every idle job considered, in priority order
    std::vector<std::string> not_planned;  // held, refused, or waiting on a job the plan does not start
    std::vector<PlannedReservation> reservations;
    std::vector<std::string> released;
    std::vector<RunningOverlap> overlaps;
    std::vector<ChangeFailure> failures;
    DelayTotals delayed;
    std::map<std::string, DelayTotals> delayed_by_user;
    std::map<std::string, DelayTotals> delayed_by_account;
    std::int64_t advanced = 0;      // jobs that start earlier with the change
    std::int64_t never_after = 0;   // jobs with a start before the change and none after it
    double node_hours_moved = 0.0;  // sum over the jobs whose start changes: nodes x |shift| in hours
    [[nodiscard]] bool ok() const { return failures.empty(); }
};

struct ImpactResult {
    std::optional<ImpactReport> report;
    std::string error;  // the change is malformed (names the field), or the engine cannot plan
};

// The two plans at engine.now() (its report_time()). Parts of the change that are well formed but
// cannot be carried out (a reservation that finds no room, an unknown name to release) are
// reported in failures, and the rest of the change is planned.
[[nodiscard]] ImpactResult plan_impact(Engine& engine, const TentativeChange& change);

// {"schema": "outrigger.tentative-change/1", "release": [...], "add": [[...], ...], "standing_config": "..."}
[[nodiscard]] nlohmann::json to_json(const TentativeChange& change);
// nullopt with `error` naming the field when malformed; a newer schema version is refused.
[[nodiscard]] std::optional<TentativeChange> tentative_change_from_json(const nlohmann::json& j,
                                                                        std::string& error);

}  // namespace outrigger
