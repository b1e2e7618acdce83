#include "gui/client/demo_engine.hpp"

#include <algorithm>
#include <chrono>

#include "schedule/reports.hpp"
#include "sim/simulator.hpp"
#include "stack/policy_filters.hpp"
#include "stack/policy_stack.hpp"
#include "stack/stack_reports.hpp"

namespace outrigger::gui {

namespace {
// Completed jobs older than this are forgotten (the past window cannot exceed it).
constexpr Duration kMaxPast = Duration::days(7);
}  // namespace

DemoEngine::DemoEngine(RunInputs inputs) : cluster_(std::make_unique<Cluster>(std::move(inputs.cluster))) {
    auto statics = std::make_shared<DemoStatics>();
    for (const Node& n : cluster_->nodes())
        statics->nodes.push_back({n.id, n.name, n.partition, n.capacity.procs, n.state});
    for (const Partition& p : cluster_->partitions()) statics->partitions.push_back(p.name);
    statics->jobs = inputs.jobs;
    statics->names = cluster_->names();
    statics->priority = inputs.config.priority;
    statics->credentials = inputs.config.credentials;
    statics->calendar = inputs.calendar;
    statics->description = std::move(inputs.description);
    statics_ = std::move(statics);

    for (const Job& j : inputs.jobs)
        if (first_submit_ == Time::min() || j.submit < first_submit_) first_submit_ = j.submit;
    allocations_.resize(inputs.jobs.size());
    starts_.assign(inputs.jobs.size(), Time::never());

    stack_ = std::make_unique<PolicyStack>(std::move(inputs.config), *cluster_, inputs.calendar);
    sim_ = std::make_unique<Simulator>(*cluster_, std::move(inputs.jobs), stack_->scheduler(), SimOptions{},
                                       stack_.get());
    stack_->bind(sim_->state());
}

DemoEngine::~DemoEngine() = default;

const std::vector<std::string>& DemoEngine::diagnostics() const {
    return stack_->diagnostics();
}

Time DemoEngine::now() const {
    if (sim_->now() != Time::min()) return sim_->now();
    return sim_->next_instant().value_or(first_submit_);
}

std::optional<Time> DemoEngine::next_instant() const {
    return sim_->next_instant();
}
std::int64_t DemoEngine::iterations() const {
    return sim_->iterations();
}

bool DemoEngine::step() {
    const bool more = sim_->step();
    track();
    return more;
}

bool DemoEngine::step_iteration() {
    const std::int64_t before = sim_->iterations();
    while (sim_->iterations() == before)
        if (!step()) return false;
    return true;
}

bool DemoEngine::run_until(Time until, double budget_ms, bool& out_of_time) {
    using Clock = std::chrono::steady_clock;
    const auto started = Clock::now();
    out_of_time = false;
    for (;;) {
        const auto next = sim_->next_instant();
        if (!next) return false;
        if (*next > until) return true;
        step();
        const std::chrono::duration<double, std::milli> spent = Clock::now() - started;
        if (spent.count() >= budget_ms) {
            out_of_time = true;
            return true;
        }
    }
}

void DemoEngine::track() {
    const Snapshot& snap = sim_->rm().snapshot();
    // Jobs that left the running set since the last look: completed when the replay saw them end.
    std::vector<JobId> still;
    still.reserve(running_.size());
    for (JobId j : running_) {
        if (snap.state(j) == JobState::Running) {
            still.push_back(j);
        } else if (!sim_->outcomes()[j.value()].end.is_never()) {
            completed_.push_back(j);
        }
    }
    for (const RunningJob& r : snap.running_jobs()) {
        if (starts_[r.job.value()] == r.start && !allocations_[r.job.value()].empty()) continue;
        starts_[r.job.value()] = r.start;
        allocations_[r.job.value()] = r.allocation;
        still.push_back(r.job);
    }
    std::sort(still.begin(), still.end());
    still.erase(std::unique(still.begin(), still.end()), still.end());
    running_ = std::move(still);
    const Time horizon = now() - kMaxPast;
    while (!completed_.empty() && sim_->outcomes()[completed_.front().value()].end < horizon)
        completed_.pop_front();
}

FramePtr DemoEngine::frame(std::optional<Time> at, Duration past_window) const {
    const Snapshot& snap = sim_->rm().snapshot();
    const SchedulerState& state = sim_->state();
    const Time now = at ? max(*at, this->now()) : this->now();
    auto f = std::make_shared<DemoFrame>();
    f->statics = statics_;
    f->now = now;
    f->iterations = sim_->iterations();
    f->finished = !sim_->next_instant();
    f->total_procs = cluster_->total_procs();

    const auto add_bars = [&](JobId job, const Allocation& allocation, Interval when, BarKind kind) {
        const std::int64_t per_task = snap.job(job).request.per_task.procs;
        for (const NodeTasks& nt : allocation)
            f->bars.push_back({job, nt.node, when, kind, nt.tasks * per_task});
    };
    for (const RunningJob& r : snap.running_jobs()) {
        add_bars(r.job, r.allocation, Interval{r.start, r.limit_end}, BarKind::Running);
        f->busy_procs += allocation_tasks(r.allocation) * snap.job(r.job).request.per_task.procs;
    }
    f->running_jobs = static_cast<std::int64_t>(snap.running_jobs().size());
    const Time past_from = now - past_window;
    for (JobId j : completed_) {
        const JobOutcome& o = sim_->outcomes()[j.value()];
        if (o.end >= past_from)
            add_bars(j, allocations_[j.value()], Interval{o.start, o.end}, BarKind::Completed);
    }
    for (const JobReservation& r : state.reservations)
        add_bars(r.job, r.allocation, r.when, BarKind::Reserved);

    for (const Snapshot::ReservationInstance& r : snap.reservations()) {
        const auto name = static_cast<std::uint32_t>(f->reservation_names.size());
        f->reservation_names.push_back(r.name);
        for (const ReservedBlock& b : r.blocks)
            f->reservations.push_back({r.id, name, b.node, r.when, b.amount.procs});
    }

    const Availability& calendar = snap.calendar();
    f->free_procs = calendar.free_procs_at(PartitionId::invalid(), now);
    f->windows = backfill_windows(calendar, PartitionId::invalid(), now);
    // Each node joins the longest window it is free throughout (windows are widest first, so the
    // longest are last).
    std::vector<BackfillWindow> by_length = f->windows;
    std::sort(by_length.begin(), by_length.end(),
              [](const BackfillWindow& a, const BackfillWindow& b) { return a.duration > b.duration; });
    for (const Node& n : cluster_->nodes()) {
        for (const BackfillWindow& w : by_length) {
            const Interval span{now, now + w.duration};
            const std::int64_t free = calendar.avail_during(n.id, span).procs;
            if (free > 0) {
                f->backfill.push_back({n.id, span, free});
                break;
            }
        }
    }
    for (const StartDecision& s : stack_->scheduler().last_report().starts) f->started_last.push_back(s.job);

    f->completed_jobs = 0;
    for (const JobOutcome& o : sim_->outcomes())
        if (!o.end.is_never()) ++f->completed_jobs;

    std::vector<PriorityInput> inputs;
    inputs.reserve(snap.idle().size());
    f->idle.reserve(snap.idle().size());
    for (JobId id : snap.idle()) {
        const Job& job = snap.job(id);
        const PriorityInputs in = priority_inputs(job, &state, now);
        inputs.emplace_back(job, in.effective_queue_time, in.bypass);
        IdleJobRow row{id, in.effective_queue_time, in.bypass, std::nullopt};
        if (const JobReservation* r = state.reservation_of(id)) row.reserved_start = r->when.start;
        f->idle.push_back(row);
    }
    f->idle_jobs = static_cast<std::int64_t>(f->idle.size());
    f->table.compute(stack_->priority().engine().context(), inputs, now);
    f->table.reweight(stack_->priority().engine().weights());
    return f;
}

std::optional<std::string> DemoEngine::checkjob(JobId job) {
    Snapshot& snap = sim_->rm().snapshot();
    if (!job.valid() || job.value() >= snap.job_count()) return std::nullopt;
    const ReportContext ctx{
        snap, sim_->state(), stack_->scheduler().last_report(), stack_->scheduler(), stack_->calendar(),
        now()};
    return stack_checkjob_text(*stack_, ctx, job);
}

}  // namespace outrigger::gui
