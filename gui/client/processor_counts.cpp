#include "gui/client/processor_counts.hpp"

#include <algorithm>

namespace outrigger::gui {

ProcessorCounts ProcessorCounts::of(const ClusterView& v) {
    ProcessorCounts c;
    c.busy = v.busy_procs;
    c.free = v.free_procs;
    c.total = v.total_procs;
    std::int64_t down = 0;
    if (v.statics)
        for (const ViewStatics::NodeRow& n : v.statics->nodes)
            if (n.node.value() < v.node_states.size() && v.node_states[n.node.value()] != NodeState::Up)
                down += n.procs;
    const std::int64_t neither = std::max<std::int64_t>(0, c.total - c.busy - c.free);
    c.down = std::min(down, neither);
    c.reserved_idle = neither - c.down;
    return c;
}

JobCounts JobCounts::of(const ClusterView& v) {
    JobCounts c;
    c.running = v.running_jobs;
    for (const ViewQueued& q : v.queue) ++(q.blocked ? c.blocked : c.idle);
    c.rejected = v.rejected_jobs;
    c.done = v.completed_jobs;
    return c;
}

QString ProcessorCountsText::of(const ProcessorCounts& c) {
    if (c.down > 0)
        return tr("%L1 busy, %L2 reserved but idle, %L3 down, %L4 free of %L5 processors")
            .arg(c.busy)
            .arg(c.reserved_idle)
            .arg(c.down)
            .arg(c.free)
            .arg(c.total);
    return tr("%L1 busy, %L2 reserved but idle, %L3 free of %L4 processors")
        .arg(c.busy)
        .arg(c.reserved_idle)
        .arg(c.free)
        .arg(c.total);
}

QString ProcessorCountsText::explanation() {
    return tr(
        "Busy: running jobs use them. Reserved but idle: nothing runs on them, but a reservation holds "
        "them now (a waiting job's, a standing or an administrative one): only the jobs it admits may "
        "start there. Free: any job could start on them now.");
}

}  // namespace outrigger::gui
