#pragma once

// A ClusterView as JSON (schema "outrigger.view/2"), for clients in another process: every job,
// node, partition, credential and reservation by its name, times as integer seconds on the
// scheduler's clock, null for "no end".
//   {schema, revision, now, iterations,
//    statics: {partitions: [name], credentials: {user|group|account|qos|class: [name]},
//              priority: {CREDWEIGHT.., QUEUETIMEWEIGHT.., QUEUETIMECAP.., XFMINWCLIMIT,
//                         JOBPRIOACCRUALPOLICY, ENABLENEGJOBPRIORITY, REJECTNEGPRIOJOBS},
//              qos_weights: {qos: {QTWEIGHT?, XFWEIGHT?}}, factor_labels: [label x 27],
//              calendar: {zone, offset_s, epoch}, full_policy},
//    totals: {running, idle, completed, rejected, busy_procs, total_procs, free_procs},
//    nodes: [{name, partition, procs, state}],
//    running: [{JOB, start, limit_end, nodes: [[node, tasks]]}],
//    finished: [{JOB, state, start|null, end, stopped_at_limit, nodes: [[node, tasks]]}],
//    job_reservations: [{JOB, start, end, nodes: [[node, tasks]]}],
//    reservations: [{name, start, end|null, nodes: [[node, procs]]}],
//    windows: [{procs, nodes, duration_s|null}],
//    backfill: [{node, start, end|null, procs}],
//    started_last: [job],
//    queue: [{JOB, queued_s, bypass, reserved_start|null, priority|null, blocked,
//             reason: {code, args, types?}|null, factors: [27 numbers, factor_labels' order]|null}],
//    rejected: [{JOB, reason: {code, args, types?}}]}
// where JOB is the job's own fields: job (its name), user, group, account, qos, class, partition,
// tasks, task_procs, procs, walltime_s, submit, hold, system_priority|null.
//
// view_from_json reads it back into a ClusterView of this process: jobs, nodes, partitions and
// reservations get dense ids here (the queue's jobs first, in queue order, so that ties in the
// priority ranking break as they did in the engine); credentials keep the engine's order. The
// jobs are those the view names; a job the engine knows that no list shows is not there.
// to_json(*view_from_json(j)) == j for any j that to_json wrote.

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "engine/cluster_view.hpp"

namespace outrigger {

[[nodiscard]] nlohmann::json to_json(const ClusterView& view);
// nullopt with `error` naming the field ("queue[3].walltime_s: expected an integer") when
// malformed; a newer schema version is refused.
[[nodiscard]] std::optional<ClusterView> view_from_json(const nlohmann::json& j, std::string& error);

// A Reason from reason_json's form (schedule/reports.hpp), with the credentials resolved in
// `names`; nullopt with `error` naming the field otherwise.
[[nodiscard]] std::optional<Reason> reason_from_json(const nlohmann::json& j, const Names& names,
                                                     std::string& error);

}  // namespace outrigger
