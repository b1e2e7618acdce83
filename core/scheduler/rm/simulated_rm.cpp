#include "rm/simulated_rm.hpp"

namespace outrigger {

SimulatedResourceManager::SimulatedResourceManager(const Cluster& cluster) : snapshot_(cluster) {}

void SimulatedResourceManager::enqueue(JobId job, Time /*now*/) {
    snapshot_.enqueue(job);
}

SubmitResult SimulatedResourceManager::submit(Job job, Time now) {
    job.submit = now;
    const std::string name = job.name;
    std::vector<Job> one;
    one.push_back(std::move(job));
    const auto errors = snapshot_.add_jobs(std::move(one));
    const JobId id(static_cast<JobId::Rep>(snapshot_.job_count() - 1));
    if (!errors.empty()) return SubmitResult{std::nullopt, errors.front().message};
    snapshot_.enqueue(id);
    outbox_.push_back(RmEvent{RmEvent::Kind::Submitted, now, id, NodeId::invalid(), false, name});
    return SubmitResult{id, {}};
}

bool SimulatedResourceManager::set_hold(JobId job, Hold hold, bool on, Time now) {
    if (!job.valid() || job.value() >= snapshot_.job_count() || snapshot_.state(job) != JobState::Idle)
        return false;
    const auto bits = static_cast<int>(snapshot_.job(job).hold);
    const int changed = on ? (bits | static_cast<int>(hold)) : (bits & ~static_cast<int>(hold));
    snapshot_.set_hold(job, static_cast<Hold>(changed));
    outbox_.push_back(RmEvent{RmEvent::Kind::HoldChanged, now, job, NodeId::invalid(), false, {}});
    return true;
}

Time SimulatedResourceManager::end_of(const Job& job, Time start) {
    const Duration run = job.runtime ? min(*job.runtime, job.walltime) : job.walltime;
    return start + run;
}

bool SimulatedResourceManager::start(JobId job, const Allocation& allocation, Time now) {
    if (!job.valid() || job.value() >= snapshot_.job_count() || snapshot_.state(job) != JobState::Idle)
        return false;
    if (refused_on_a_node_not_up(job, allocation, now)) return true;
    if (!snapshot_.start(job, now, allocation)) {
        outbox_.push_back(RmEvent{RmEvent::Kind::StartFailed, now, job, NodeId::invalid(), false,
                                  "the allocation does not fit on the nodes"});
        return true;
    }
    ends_.push(Pending{end_of(snapshot_.job(job), now), job});
    outbox_.push_back(RmEvent{RmEvent::Kind::Started, now, job, NodeId::invalid(), false, {}});
    return true;
}

bool SimulatedResourceManager::start_placed(JobId job, const Allocation& allocation, Time now,
                                            std::span<const SpanId> spans) {
    // Releasing the iteration's spans commutes with the scheduler's calendar layer.
    if (!job.valid() || job.value() >= snapshot_.job_count() || snapshot_.state(job) != JobState::Idle) {
        snapshot_.layered_calendar().rem_spans(spans);
        return false;
    }
    if (refused_on_a_node_not_up(job, allocation, now)) {
        snapshot_.layered_calendar().rem_spans(spans);
        return true;
    }
    snapshot_.adopt_start(job, now, allocation, spans);
    ends_.push(Pending{end_of(snapshot_.job(job), now), job});
    outbox_.push_back(RmEvent{RmEvent::Kind::Started, now, job, NodeId::invalid(), false, {}});
    return true;
}

bool SimulatedResourceManager::refused_on_a_node_not_up(JobId job, const Allocation& allocation, Time now) {
    // While every node is Up there is nothing to look at: no need to read each node's row. Node
    // states read the same with the scheduler's calendar layer in place.
    const Availability& calendar = snapshot_.layered_calendar();
    if (calendar.all_up()) return false;
    for (const auto& nt : allocation) {
        if (calendar.node_state(nt.node) == NodeState::Up) continue;
        outbox_.push_back(RmEvent{RmEvent::Kind::StartFailed, now, job, nt.node, false,
                                  "node " + snapshot_.cluster().node(nt.node).name + " is not up"});
        return true;
    }
    return false;
}

bool SimulatedResourceManager::cancel(JobId job, Time now) {
    if (!job.valid() || job.value() >= snapshot_.job_count()) return false;
    switch (snapshot_.state(job)) {
        case JobState::Idle:
            snapshot_.cancel_idle(job);
            outbox_.push_back(
                RmEvent{RmEvent::Kind::Withdrawn, now, job, NodeId::invalid(), false, "cancelled"});
            return true;
        case JobState::Running:
            snapshot_.finish(job, now, JobState::Cancelled);
            outbox_.push_back(RmEvent{RmEvent::Kind::Ended, now, job, NodeId::invalid(), false, "cancelled"});
            return true;
        default:
            return false;
    }
}

bool SimulatedResourceManager::requeue(JobId job, Time /*now*/) {
    if (!job.valid() || job.value() >= snapshot_.job_count() || snapshot_.state(job) != JobState::Running)
        return false;
    snapshot_.requeue(job);  // its pending end becomes stale and is skipped when popped
    return true;
}

void SimulatedResourceManager::set_node_state(NodeId node, NodeState state, Time now) {
    snapshot_.set_node_state(node, state);
    outbox_.push_back(RmEvent{RmEvent::Kind::NodeChanged, now, JobId::invalid(), node, false, {}});
}

std::optional<Time> SimulatedResourceManager::next_end() const {
    // Cancelled jobs leave stale entries; they are skipped when popped.
    if (ends_.empty()) return std::nullopt;
    return ends_.top().at;
}

void SimulatedResourceManager::poll(Time now, std::vector<RmEvent>& events) {
    while (!ends_.empty() && ends_.top().at <= now) {
        const Pending p = ends_.top();
        ends_.pop();
        const RunningJob* r = snapshot_.running(p.job);
        if (r == nullptr || end_of(snapshot_.job(p.job), r->start) != p.at)
            continue;  // cancelled or requeued
        const Job& j = snapshot_.job(p.job);
        const bool stopped = j.runtime && *j.runtime > j.walltime;
        snapshot_.finish(p.job, p.at, JobState::Completed);
        events.push_back(RmEvent{RmEvent::Kind::Ended, p.at, p.job, NodeId::invalid(), stopped, {}});
    }
    for (auto& e : outbox_) events.push_back(std::move(e));
    outbox_.clear();
}

}  // namespace outrigger
