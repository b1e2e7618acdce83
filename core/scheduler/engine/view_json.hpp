#pragma once

// A ClusterView as JSON (schema "outrigger.view/1"), for clients in another process: every job,
// node, partition and reservation by its name, times as integer seconds on the scheduler's clock,
// null for "no end".
//   {schema, revision, now, iterations,
//    totals: {running, idle, completed, rejected, busy_procs, total_procs, free_procs},
//    nodes: [{name, partition, procs, state}],
//    running: [{job, user, procs, start, limit_end, nodes: [[node, tasks]]}],
//    finished: [{job, state, start|null, end, stopped_at_limit, nodes: [[node, tasks]]}],
//    job_reservations: [{job, start, end, nodes: [[node, tasks]]}],
//    reservations: [{name, start, end|null, nodes: [[node, procs]]}],
//    windows: [{procs, nodes, duration_s|null}],
//    queue: [{job, user, group, account, qos, class, procs, walltime_s, submit, queued_s, bypass,
//             hold, system_priority|null, reserved_start|null, priority|null, blocked,
//             reason: {code, args}|null}],
//    rejected: [{job, reason: {code, args}}]}

#include <nlohmann/json.hpp>

#include "engine/cluster_view.hpp"

namespace outrigger {

[[nodiscard]] nlohmann::json to_json(const ClusterView& view);

}  // namespace outrigger
