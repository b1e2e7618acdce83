#include "engine/cluster_view.hpp"

#include <algorithm>
#include <utility>

#include "engine/engine.hpp"
#include "schedule/backfill_windows.hpp"
#include "schedule/priority.hpp"
#include "schedule/reports.hpp"
#include "stack/policy_filters.hpp"

namespace outrigger {

std::shared_ptr<const ViewStatics> Engine::view_statics() const {
    if (statics_) return statics_;
    auto s = std::make_shared<ViewStatics>();
    const Cluster& c = cluster();
    for (const Node& n : c.nodes()) s->nodes.push_back({n.id, n.name, n.partition, n.capacity.procs});
    for (const Partition& p : c.partitions()) s->partitions.push_back(p.name);
    s->names = c.names();
    s->priority = policy_.config().priority;
    s->credentials = policy_.config().credentials;
    s->calendar = policy_.calendar();
    s->cluster = std::make_shared<const Cluster>(c);
    s->allocation = policy_.config().nodes.allocation;
    s->full_policy = policy_.stack() != nullptr;
    statics_ = std::move(s);
    return statics_;
}

std::shared_ptr<const std::vector<Job>> Engine::view_jobs() const {
    const auto jobs = snapshot().jobs();
    if (!jobs_view_ || jobs_view_->size() != jobs.size())
        jobs_view_ = std::make_shared<const std::vector<Job>>(jobs.begin(), jobs.end());
    return jobs_view_;
}

namespace {

// The last iteration's notes by JobId (the last one of each job, as made), for lookups in the
// queue's order: its own note_of is a scan, and a sort of thousands of notes per frame costs more
// than this.
struct NoteIndex {
    std::vector<BlockNote> notes;
    std::vector<std::uint32_t> by_job;  // index + 1 into notes; 0: none
};

NoteIndex notes_by_job(const IterationReport& report, std::size_t jobs) {
    NoteIndex out;
    out.by_job.assign(jobs, 0);
    out.notes.reserve(report.notes.size() + report.short_jobs.size());
    report.for_each_note([&](const BlockNote& n) {
        out.notes.push_back(n);
        if (n.job.value() < jobs) out.by_job[n.job.value()] = static_cast<std::uint32_t>(out.notes.size());
    });
    return out;
}

const BlockNote* find_note(const NoteIndex& index, JobId job) {
    const std::uint32_t at = job.value() < index.by_job.size() ? index.by_job[job.value()] : 0;
    return at > 0 ? &index.notes[at - 1] : nullptr;
}

// What keeps an idle job waiting, by the rules of checkjob (schedule/reports.hpp job_reasons) less
// the search for reservations in the way, which is a report's work, not a frame's.
std::optional<DeferredReason> queued_reason(const Snapshot& snap, const IterationReport& last,
                                            const BlockNote* note, const Job& job) {
    // Held because it can never run: the reason it cannot, which the hold only carries out.
    if (const Reason* never = snap.held_refusal(job.id)) return *never;
    if (note != nullptr) return last.deferred_reason(*note);
    if (any(job.hold)) return Reason{ReasonCode::Held, {}}.with("hold", static_cast<std::int64_t>(job.hold));
    for (JobId d : job.depends_on)
        if (snap.state(d) != JobState::Completed)
            return Reason{ReasonCode::DependencyPending, {}}.with("job",
                                                                  static_cast<std::int64_t>(d.value()));
    return std::nullopt;
}

}  // namespace

ClusterView build_cluster_view(const Engine& engine, std::uint64_t revision) {
    const Snapshot& snap = engine.snapshot();
    const SchedulerState& state = engine.state();
    const Time now = engine.report_time();
    ClusterView v;
    v.revision = revision;
    v.now = now;
    v.iterations = engine.iterations();
    v.statics = engine.view_statics();
    v.jobs = engine.view_jobs();
    v.states.reserve(snap.job_count());
    for (const Job& j : snap.jobs()) {
        v.states.push_back(snap.state(j.id));
        if (v.states.back() != JobState::Rejected) continue;
        if (const Reason* why = snap.rejection(j.id)) v.rejected.push_back({j.id, *why});
    }
    const Availability& availability = snap.calendar();
    for (const Node& n : engine.cluster().nodes()) v.node_states.push_back(availability.node_state(n.id));
    v.total_procs = engine.cluster().total_procs();

    for (const RunningJob& r : snap.running_jobs()) {
        v.running.push_back({r.job, r.start, r.limit_end, r.allocation});
        v.busy_procs += allocation_tasks(r.allocation) * snap.job(r.job).request.per_task.procs;
    }
    v.running_jobs = static_cast<std::int64_t>(v.running.size());
    for (const FinishedJob& f : engine.recent_finished())
        v.finished.push_back({f.job, f.start, f.end, f.allocation, f.state, f.stopped_at_limit});
    v.completed_jobs = engine.jobs_done();
    v.rejected_jobs = static_cast<std::int64_t>(snap.rejected_count());
    for (const JobReservation& r : state.reservations)
        v.job_reservations.push_back({r.job, r.when, r.allocation});
    for (const Snapshot::ReservationInstance& r : snap.reservations()) {
        ViewReservation out{r.id, r.name, r.when, {}};
        for (const ReservedBlock& b : r.blocks) out.blocks.push_back({b.node, b.amount.procs});
        v.reservations.push_back(std::move(out));
    }

    v.free_procs = availability.free_procs_at(PartitionId::invalid(), now);
    const std::vector<BackfillWindow> windows = backfill_windows(availability, PartitionId::invalid(), now);
    for (const BackfillWindow& w : windows)
        v.windows.push_back({w.procs, w.nodes,
                             w.duration.is_infinite() ? std::nullopt : std::optional<Duration>(w.duration)});
    // Each node joins the longest window it is free throughout.
    std::vector<BackfillWindow> by_length = windows;
    std::sort(by_length.begin(), by_length.end(),
              [](const BackfillWindow& a, const BackfillWindow& b) { return a.duration > b.duration; });
    for (const Node& n : engine.cluster().nodes()) {
        for (const BackfillWindow& w : by_length) {
            const Interval span{now, now + w.duration};
            const std::int64_t free = availability.avail_during(n.id, span).procs;
            if (free > 0) {
                v.backfill.push_back({n.id, span, free});
                break;
            }
        }
    }
    for (const StartDecision& s : engine.scheduler().last_report().starts) v.started_last.push_back(s.job);

    const IterationReport& last = engine.scheduler().last_report();
    const auto notes = notes_by_job(last, snap.job_count());
    std::vector<PriorityInput> inputs;
    inputs.reserve(snap.idle().size());
    v.queue.reserve(snap.idle().size());
    for (JobId id : snap.idle()) {
        const Job& job = snap.job(id);
        const PriorityInputs in = priority_inputs(job, &state, now);
        inputs.emplace_back(job, in.effective_queue_time, in.bypass);
        ViewQueued row{id, in.effective_queue_time, in.bypass, std::nullopt, std::nullopt, false};
        if (const JobReservation* r = state.reservation_of(id)) row.reserved_start = r->when.start;
        row.reason = queued_reason(snap, last, find_note(notes, id), job);
        row.blocked = row.reason && blocks_scheduling(row.reason->code());
        v.queue.push_back(row);
    }
    v.idle_jobs = static_cast<std::int64_t>(v.queue.size());
    if (const PolicyStack* stack = engine.policy().stack()) {
        v.priorities.compute(stack->priority().engine().context(), inputs, now);
        v.priorities.reweight(stack->priority().engine().weights());
    }
    return v;
}

}  // namespace outrigger
