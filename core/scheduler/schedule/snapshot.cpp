#include "schedule/snapshot.hpp"

#include <algorithm>
#include <limits>
#include <utility>

#include "schedule/dependencies.hpp"

namespace outrigger {

namespace {
constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();

bool queue_before(const Job& a, const Job& b) {
    if (a.submit != b.submit) return a.submit < b.submit;
    return a.id < b.id;
}
}  // namespace

Snapshot::Snapshot(const Cluster& cluster) : cluster_(&cluster), calendar_(cluster) {}

Snapshot::~Snapshot() {
    if (layer_ != nullptr) layer_->detach();
}

void Snapshot::set_layer(CalendarLayer* layer) {
    if (layer_ != layer) withdraw_layer();
    layer_ = layer;
}

void Snapshot::withdraw_layer() const {
    if (layer_ == nullptr) return;
    CalendarLayer* layer = std::exchange(layer_, nullptr);
    // The snapshot itself is never const (it owns the calendar the iteration changes); a const
    // reader only asks that the layer leave first.
    layer->withdraw(const_cast<Availability&>(calendar_));
}

JobId Snapshot::add_job(Job job) {
    const JobId id(static_cast<JobId::Rep>(jobs_.size()));
    job.id = id;
    if (job.system_priority) ++system_priorities_;
    briefs_.push_back(brief_of(job));
    jobs_.push_back(std::move(job));
    states_.push_back(JobState::Idle);
    running_index_.push_back(kNone);
    return id;
}

std::vector<SubmitError> Snapshot::add_jobs(std::vector<Job> jobs,
                                            const std::function<void(const Job&)>& also_read) {
    const std::size_t first = jobs_.size();
    const std::size_t count = jobs.size();
    std::vector<std::size_t> bad;
    if (first == 0) {
        // A whole workload into an empty snapshot: the vector itself is taken, not job by job, and
        // read in one pass (a large trace's records do not stay in the processor's cache between
        // passes): dependencies are checked only when that pass saw one.
        jobs_ = std::move(jobs);
        briefs_.resize(jobs_.size());
        bool dependencies = false;
        for (std::size_t i = 0; i < jobs_.size(); ++i) {
            Job& j = jobs_[i];
            // Most workloads number their jobs densely already: a record left unwritten is not
            // written back to memory.
            if (j.id.value() != i) j.id = JobId(static_cast<JobId::Rep>(i));
            if (j.system_priority) ++system_priorities_;
            dependencies |= !j.depends_on.empty();
            briefs_[i] = brief_of(j);
            if (also_read) also_read(j);
        }
        if (dependencies) bad = jobs_with_bad_dependencies(jobs_, 0);
        states_.assign(jobs_.size(), JobState::Idle);
        running_index_.assign(jobs_.size(), kNone);
    } else {
        bad = jobs_with_bad_dependencies(jobs, first);
        for (Job& j : jobs) {
            const JobId id = add_job(std::move(j));
            if (also_read) also_read(jobs_[id.value()]);
        }
    }
    // Ids are dense: refused jobs are still recorded (state Cancelled) so that ids stay stable.
    std::vector<bool> refused(count, false);
    for (std::size_t i : bad) refused[i] = true;
    std::vector<SubmitError> errors;
    for (std::size_t i = 0; i < count; ++i) {
        if (!refused[i]) continue;
        const JobId id(static_cast<JobId::Rep>(first + i));
        states_[id.value()] = JobState::Cancelled;
        errors.push_back(
            SubmitError{id, "job " + jobs_[id.value()].name + ": dependency cycle or unknown dependency"});
    }
    return errors;
}

void Snapshot::set_system_priority(JobId id, std::optional<std::int64_t> priority) {
    std::optional<std::int64_t>& p = jobs_[id.value()].system_priority;
    system_priorities_ +=
        static_cast<std::size_t>(priority.has_value()) - static_cast<std::size_t>(p.has_value());
    p = priority;
}

void Snapshot::IdleBriefs::insert(std::size_t at, Brief b) {
    const auto i = static_cast<std::ptrdiff_t>(at);
    procs_.insert(procs_.begin() + i, b.procs);
    walltime_.insert(walltime_.begin() + i, b.walltime);
    plain_.insert(plain_.begin() + i, b.plain ? 1 : 0);
    // The run moves behind a job queued before it; one queued inside it is not known: the run
    // ends there.
    if (at <= down_.from) {
        ++down_.from;
        ++down_.to;
    } else if (at < down_.to) {
        down_.to = at;
    }
}

void Snapshot::IdleBriefs::erase(std::size_t at) {
    const auto i = static_cast<std::ptrdiff_t>(at);
    procs_.erase(procs_.begin() + i);
    walltime_.erase(walltime_.begin() + i);
    plain_.erase(plain_.begin() + i);
    // The jobs left in the run are still turned down: it closes up.
    if (at < down_.from) {
        --down_.from;
        --down_.to;
    } else if (at < down_.to) {
        --down_.to;
    }
}

void Snapshot::IdleBriefs::set(std::size_t at, Brief b) {
    procs_[at] = b.procs;
    walltime_[at] = b.walltime;
    plain_[at] = b.plain ? 1 : 0;
    if (down_.from <= at && at < down_.to) down_.to = at;
}

std::size_t Snapshot::IdleBriefs::known_down_until(std::size_t from, const DownBounds& bounds) const {
    return down_.from <= from && from < down_.to && bounds.as_tight_as(down_.bounds) ? down_.to : from;
}

void Snapshot::IdleBriefs::note_down(std::size_t from, std::size_t to, const DownBounds& bounds,
                                     bool kept_answered) {
    if (kept_answered && to - from < down_.to - down_.from) return;
    down_ = DownRun{from, to, bounds};
}

void Snapshot::enqueue(JobId id) {
    if (states_[id.value()] != JobState::Idle) return;
    const Job& j = jobs_[id.value()];
    // Submissions arrive in time order: the insertion point is almost always the end.
    auto pos = idle_.end();
    if (!idle_.empty() && !queue_before(jobs_[idle_.back().value()], j))
        pos = std::upper_bound(idle_.begin(), idle_.end(), id, [this](JobId a, JobId b) {
            return queue_before(jobs_[a.value()], jobs_[b.value()]);
        });
    if (pos != idle_.begin() && *(pos - 1) == id) return;
    ++idle_joined_;
    if (pos == idle_.end()) ++idle_joined_at_end_;
    idle_briefs_.insert(static_cast<std::size_t>(pos - idle_.begin()), briefs_[id.value()]);
    idle_.insert(pos, id);
    ++idle_procs_[j.procs()];
}

namespace {
template <class Map>
void drop_count(Map& m, std::int64_t key) {
    auto it = m.find(key);
    if (it != m.end() && --it->second == 0) m.erase(it);
}
}  // namespace

std::size_t Snapshot::idle_index(JobId id) const {
    const auto it = std::lower_bound(idle_.begin(), idle_.end(), id, [this](JobId a, JobId b) {
        return queue_before(jobs_[a.value()], jobs_[b.value()]);
    });
    return it != idle_.end() && *it == id ? static_cast<std::size_t>(it - idle_.begin()) : idle_.size();
}

std::vector<JobId>::iterator Snapshot::idle_position(JobId id) {
    return idle_.begin() + static_cast<std::ptrdiff_t>(idle_index(id));
}

bool Snapshot::leave_idle(JobId id) {
    const auto it = idle_position(id);
    if (it == idle_.end()) return false;
    idle_briefs_.erase(static_cast<std::size_t>(it - idle_.begin()));
    idle_.erase(it);
    ++idle_left_;
    drop_count(idle_procs_, jobs_[id.value()].procs());
    return true;
}

void Snapshot::set_hold(JobId id, Hold hold) {
    jobs_[id.value()].hold = hold;
    briefs_[id.value()] = brief_of(jobs_[id.value()]);
    if (const auto it = idle_position(id); it != idle_.end())
        idle_briefs_.set(static_cast<std::size_t>(it - idle_.begin()), briefs_[id.value()]);
}

void Snapshot::reject(JobId id, std::shared_ptr<const Reason> why) {
    if (states_[id.value()] != JobState::Idle) return;
    states_[id.value()] = JobState::Rejected;
    if (rejections_.size() < jobs_.size()) rejections_.resize(jobs_.size());
    rejections_[id.value()] = std::move(why);
    ++rejected_;
}

const Reason* Snapshot::rejection(JobId id) const {
    return id.value() < rejections_.size() ? rejections_[id.value()].get() : nullptr;
}

void Snapshot::hold_refused(JobId id, std::shared_ptr<const Reason> why) {
    if (held_refusals_.size() < jobs_.size()) held_refusals_.resize(jobs_.size());
    held_refusals_[id.value()] = std::move(why);
}

void Snapshot::clear_held_refusal(JobId id) {
    if (id.value() < held_refusals_.size()) held_refusals_[id.value()].reset();
}

const Reason* Snapshot::held_refusal(JobId id) const {
    return id.value() < held_refusals_.size() ? held_refusals_[id.value()].get() : nullptr;
}

void Snapshot::cancel_idle(JobId id) {
    if (!leave_idle(id)) return;
    states_[id.value()] = JobState::Cancelled;
}

std::int64_t Snapshot::min_idle_procs() const {
    return idle_procs_.empty() ? 0 : idle_procs_.begin()->first;
}

bool Snapshot::start(JobId id, Time start, const Allocation& allocation) {
    if (states_[id.value()] != JobState::Idle) return false;
    withdraw_layer();  // checked against the calendar as handed back
    const Job& j = jobs_[id.value()];
    RunningJob r{id, start, start + j.walltime, allocation, {}};
    const Interval when{start, r.limit_end};
    Commit commit = Commit::Checked;
    if (oracle_ != nullptr && calendar_.has_reservation_spans()) {
        // Resources of reservations that admit the job count as free for it: check with the gate,
        // then place over the reservation's hold.
        const JobReservationGate gate(*oracle_, j);
        FitRequest fit;
        fit.request = &j.request;
        fit.walltime = j.walltime;
        fit.job = id;
        fit.user = j.creds.user();
        fit.gate = &gate;
        for (const auto& nt : allocation)
            if (calendar_.tasks_fit(nt.node, when, fit) < nt.tasks) return false;
        commit = Commit::Forced;
    }
    if (!commit_allocation(calendar_, allocation, j.request, when, SpanOwner::of_job(id, j.creds.user()),
                           r.spans, commit))
        return false;
    mark_running(std::move(r));
    return true;
}

// Leaves the idle queue and joins the running jobs: the bookkeeping shared by start and adopt_start.
void Snapshot::mark_running(RunningJob r) {
    const JobId id = r.job;
    leave_idle(id);
    states_[id.value()] = JobState::Running;
    running_index_[id.value()] = static_cast<std::uint32_t>(running_.size());
    running_.push_back(std::move(r));
}

bool Snapshot::adopt_start(JobId id, Time start, const Allocation& allocation,
                           std::span<const SpanId> spans) {
    if (states_[id.value()] != JobState::Idle) return false;
    const Job& j = jobs_[id.value()];
    RunningJob r{id, start, start + j.walltime, allocation, {spans.begin(), spans.end()}};
    mark_running(std::move(r));
    return true;
}

void Snapshot::finish(JobId id, Time at, JobState final_state) {
    const std::uint32_t k = running_index_[id.value()];
    if (k == kNone) return;
    calendar_.rem_spans(running_[k].spans);
    if (k + 1 != running_.size()) {
        running_[k] = std::move(running_.back());
        running_index_[running_[k].job.value()] = k;
    }
    running_.pop_back();
    running_index_[id.value()] = kNone;
    states_[id.value()] = final_state;
    if (final_state == JobState::Completed) last_completion_ = max(last_completion_, at);
}

void Snapshot::record_finished(JobId id, Time at, JobState final_state) {
    if (states_[id.value()] == JobState::Running) {
        finish(id, at, final_state);
        return;
    }
    if (states_[id.value()] == JobState::Idle) leave_idle(id);
    states_[id.value()] = final_state;
    if (final_state == JobState::Completed) last_completion_ = max(last_completion_, at);
}

void Snapshot::requeue(JobId id) {
    const std::uint32_t k = running_index_[id.value()];
    if (k == kNone) return;
    calendar_.rem_spans(running_[k].spans);
    if (k + 1 != running_.size()) {
        running_[k] = std::move(running_.back());
        running_index_[running_[k].job.value()] = k;
    }
    running_.pop_back();
    running_index_[id.value()] = kNone;
    states_[id.value()] = JobState::Idle;
    enqueue(id);
}

const RunningJob* Snapshot::running(JobId id) const {
    if (id.value() >= running_index_.size()) return nullptr;
    const std::uint32_t k = running_index_[id.value()];
    return k == kNone ? nullptr : &running_[k];
}

void Snapshot::set_node_state(NodeId node, NodeState state) {
    withdraw_layer();
    calendar_.set_node_state(node, state);
}

void Snapshot::add_reservation(ReservationId id, std::string name, Interval when,
                               const std::vector<ReservedBlock>& blocks) {
    withdraw_layer();
    remove_reservation(id);
    ReservationInstance r{id, std::move(name), when, blocks, {}};
    for (const auto& b : blocks)
        if (auto s =
                calendar_.add_span(b.node, when, b.amount, SpanOwner::of_reservation(id), Commit::Forced))
            r.spans.push_back(*s);
    reservations_.push_back(std::move(r));
}

void Snapshot::remove_reservation(ReservationId id) {
    const auto it = std::find_if(reservations_.begin(), reservations_.end(),
                                 [id](const ReservationInstance& r) { return r.id == id; });
    if (it == reservations_.end()) return;
    withdraw_layer();
    for (SpanId s : it->spans) calendar_.rem_span(s);
    reservations_.erase(it);
}

}  // namespace outrigger
