#pragma once

// Reports built on demand from the snapshot, the scheduler state and the last IterationReport
// (spec section 5 step 7, section 6), never inside the iteration. Each as Maui-shaped text and as
// JSON. JSON schema (versioned by the "schema" key, e.g. "outrigger.showq/1"):
//   showq:     {schema, now, active:[{job,user,state,procs,remaining_s,start}],
//               idle:[{job,user,state,procs,wclimit_s,queued}], blocked:[{... , reason}],
//               summary:{active_jobs, procs_active, procs_total, idle_jobs, blocked_jobs, total_jobs}}
//   showbf:    {schema, now, windows:[{procs, nodes, duration_s|null}]}   (null = no time limit)
//   showstart: {schema, now, job, procs, walltime_s, start, completion, start_in_s, reserved}
//              (start/completion null when the job can never start)
//   checkjob:  {schema, now, job, state, user, group, account, qos, class, procs, tasks, walltime_s,
//              submit, queue_time_s, bypass, reservation:{start,end,nodes}|null, start|null,
//              backfilled, reasons:[{code, args:{...}}], start_refused:{at, message} (only for a
//              waiting job whose last start the resource manager refused)}
// Times are integer seconds on the scheduler's clock; the text forms also print local dates via
// the LocalCalendar.

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <string>

#include "model/calendar.hpp"
#include "model/job_outcome.hpp"
#include "model/time_text.hpp"
#include "schedule/iteration.hpp"

namespace outrigger {

// The snapshot is borrowed mutably only so that showstart can place the standing job reservations
// in its calendar while it searches; every report leaves it as it was.
struct ReportContext {
    Snapshot& snapshot;
    const SchedulerState& state;
    const IterationReport& last;
    const Scheduler& scheduler;
    const LocalCalendar& calendar;
    Time now;
    // What became of each job, by JobId, where the caller keeps it (the engine does): checkjob
    // then tells a finished job's run. Empty: finished jobs show what the snapshot knows.
    std::span<const JobOutcome> outcomes{};
    // The last start the resource manager refused, by job (the engine keeps them): checkjob says
    // it for a job still waiting. Null: none known.
    const std::map<JobId, StartRefusal>* start_refusals = nullptr;
};

// The reasons a job is not running now, as data (empty for a running or finished job).
std::vector<Reason> job_reasons(const ReportContext& ctx, JobId job);
// Whether a reason keeps the job out of scheduling altogether (a hold, a dependency, a limit, a
// fairshare cap, a node shape: Maui's BLOCKED jobs in showq) rather than being how this
// iteration's placement went for it (not enough free processors, a reservation in the way).
bool blocks_scheduling(ReasonCode code);
// Reason and its arguments as JSON: {"code": "...", "args": {...}}, plus "types": {arg: "time" |
// "duration" | "credential"} naming the arguments that JSON cannot tell from a number or a string
// (absent when there are none), so that a reader rebuilds the same typed Reason.
nlohmann::json reason_json(const Reason& r, const Names& names);
// In words; times as local dates when `calendar` is given, else as seconds on the log's clock.
std::string reason_text(const Reason& r, const Names& names, const LocalCalendar* calendar = nullptr);

std::string showq_text(const ReportContext& ctx);
nlohmann::json showq_json(const ReportContext& ctx);
std::string showbf_text(const ReportContext& ctx);
nlohmann::json showbf_json(const ReportContext& ctx);
// nullopt when the job is unknown.
std::optional<std::string> showstart_text(const ReportContext& ctx, JobId job);
std::optional<nlohmann::json> showstart_json(const ReportContext& ctx, JobId job);
std::optional<std::string> checkjob_text(const ReportContext& ctx, JobId job);
std::optional<nlohmann::json> checkjob_json(const ReportContext& ctx, JobId job);

// A credential's name, "-" when the job has none of that kind.
std::string cred_name(const Names& names, CredKind kind, CredId id);
// "Idle", "Running", "Completed", "Cancelled", "Rejected": as Maui's commands print states.
std::string state_name(JobState state);

}  // namespace outrigger
