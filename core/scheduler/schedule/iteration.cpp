#include "schedule/iteration.hpp"

#include <algorithm>
#include <cstring>
#include <limits>
#include <type_traits>

#include "plan/failed_fits.hpp"
#include "schedule/iteration_pass.hpp"
#include "schedule/job_reserver.hpp"
#include "schedule/priority_order.hpp"
#include "schedule/reservation_depth.hpp"
#include "schedule/start_bound.hpp"

namespace outrigger {

// ------------------------------------------------------------------ report

void IterationReport::clear() {
    starts.clear();
    reservations = {};
    notes.clear();
    short_jobs.clear();
    short_procs.clear();
    short_runs.clear();
    details.clear();
    idle_jobs = 0;
    free_procs_now = 0;
    backfill_ran = false;
    start_spans.clear();
    start_span_ranges.clear();
}

std::span<const SpanId> IterationReport::spans_of(std::size_t start_index) const {
    if (start_index >= start_span_ranges.size()) return {};
    const auto [from, to] = start_span_ranges[start_index];
    return std::span<const SpanId>(start_spans).subspan(from, to - from);
}

std::optional<BlockNote> IterationReport::note_of(JobId job) const {
    std::optional<BlockNote> out;
    for_each_note([&](const BlockNote& n) {
        if (!out && n.job == job) out = n;
    });
    return out;
}

void IterationReport::note_short_of_procs(std::span<const JobId> jobs, std::span<const std::int32_t> procs,
                                          std::int64_t free) {
    if (short_runs.empty() || short_runs.back().second != free)
        short_runs.emplace_back(short_jobs.size(), free);
    // Copied as bytes onto room that resize() leaves unwritten: inserting element by element costs
    // a deep queue's replay a tenth of its time.
    static_assert(std::is_trivially_copyable_v<JobId>);
    const std::size_t at = short_jobs.size();
    short_jobs.resize(at + jobs.size());
    short_procs.resize(at + procs.size());
    std::memcpy(short_jobs.data() + at, jobs.data(), jobs.size_bytes());
    std::memcpy(short_procs.data() + at, procs.data(), procs.size_bytes());
}

Reason IterationReport::reason(const BlockNote& n) const {
    if (n.detail > 0 && n.detail <= details.size()) return details[n.detail - 1].reason();
    return NoteFacts{n.code, n.a, n.b}.reason();
}

DeferredReason IterationReport::deferred_reason(const BlockNote& n) const {
    if (n.detail > 0 && n.detail <= details.size()) return details[n.detail - 1];
    return DeferredReason(n.code, NoteFacts{n.code, n.a, n.b});
}

Reason NoteFacts::reason() const {
    const NoteFacts& n = *this;
    Reason r{n.code, {}};
    switch (n.code) {
        case ReasonCode::InsufficientResources:
            r.with("procs", n.a).with("request", n.b);
            break;
        case ReasonCode::Reserved:
            r.with("start", Time::from_seconds(n.a));
            break;
        case ReasonCode::ChunkProtected:
            r.with("chunk_size", n.a).with("until", Time::from_seconds(n.b));
            break;
        case ReasonCode::ReservationDepthReached:
            r.with("depth", n.a);
            break;
        case ReasonCode::DependencyPending:
            r.with("job", n.a);
            break;
        case ReasonCode::WouldDelayReservation:
            r.with("job", n.a);
            break;
        case ReasonCode::NoStartFound:
            r.with("request", n.b);
            break;
        default:
            break;
    }
    return r;
}

// ------------------------------------------------------------------ the iteration

namespace {

// setspri: a job's system priority ranks it above every computed priority (which stays far below
// this scale), and higher system priorities above lower ones.
constexpr double kSystemPriorityScale = 1e12;

}  // namespace

// The stages' state that lives from one iteration to the next.
struct Scheduler::Impl {
    explicit Impl(ReservationPolicy policy) : reserver(policy) {}
    // The last iteration's priority order, which the next one starts from.
    PriorityOrder ranking;
    StartBound bound;
    JobReserver reserver;
    ReservationDepth depth;
    PlacementScratch scratch;
    // Starts that found no room on the calendar as it is (plan/failed_fits.hpp).
    FailedFits failed_fits;
    PassBuffers buffers;
};

Scheduler::Scheduler(SchedulerPolicy policy, std::unique_ptr<PriorityFunction> priority)
    : policy_(std::move(policy)),
      priority_(std::move(priority)),
      allocator_(make_node_allocator(policy_.allocation)),
      backfill_(make_backfill_strategy(policy_.scheduling)),
      impl_(std::make_unique<Impl>(policy_.scheduling.reservation_policy)) {}

Scheduler::~Scheduler() = default;

void Scheduler::add_filter(std::unique_ptr<EligibilityFilter> filter) {
    filters_.push_back(std::move(filter));
}
void Scheduler::set_idle_selection(std::unique_ptr<IdleSelection> selection) {
    idle_selection_ = std::move(selection);
}

namespace {
std::span<const JobId> priority_order_impl(const Snapshot& snap, const SchedulerState& state, Time now,
                                           const PriorityFunction& prio, PriorityOrder& ranking) {
    const auto idle = snap.idle();
    if (prio.orders_by_queue_time() && state.restarted_clocks == 0 && snap.system_priorities() == 0)
        return idle;
    const auto key_of = [&](JobId j) {
        const Job& job = snap.job(j);
        const Time start = state.queue_clock_of(j).value_or(job.submit);
        const PriorityInputs in{now, max(Duration::zero(), now - start), state.bypass_of(j)};
        const double p = job.system_priority
                             ? static_cast<double>(*job.system_priority) * kSystemPriorityScale
                             : prio.priority(job, in);
        return PriorityKey{p, job.submit, job.id};
    };
    if (idle.size() < Snapshot::kPrefetchedQueue) return ranking.rank(idle, snap.job_count(), key_of);
    return ranking.rank(idle, snap.job_count(), key_of, [&](JobId j) { snap.prefetch_job(j); });
}

// Backfill chunking: a completion opens a protection window of BFCHUNKDURATION.
void open_chunk_window(const Snapshot& snap, SchedulerState& state, const SchedulingSettings& s) {
    if (s.chunk_size > 0 && s.chunk_duration > Duration::zero() &&
        snap.last_completion() > state.completions_seen) {
        state.completions_seen = snap.last_completion();
        state.chunk_until = snap.last_completion() + s.chunk_duration;
    }
}
}  // namespace

std::vector<JobId> Scheduler::priority_order(const Snapshot& snapshot, const SchedulerState& state,
                                             Time now) const {
    PriorityOrder ranking;
    const auto order = priority_order_impl(snapshot, state, now, *priority_, ranking);
    return {order.begin(), order.end()};
}

const IterationReport& Scheduler::iterate(Snapshot& snap, SchedulerState& state, Time now) {
    return iterate(snap, state, now, StartSpans::Remove);
}

const IterationReport& Scheduler::iterate(Snapshot& snap, SchedulerState& state, Time now,
                                          StartSpans start_spans) {
    Impl& m = *impl_;
    report_.clear();
    report_.now = now;
    state.grow(snap.job_count());
    ++state.iterations;
    // The reserver's calendar layer stays in the calendar for this iteration (job_reserver.hpp).
    m.reserver.reclaim(snap, now);
    Availability& cal = snap.layered_calendar();
    cal.set_present(now);
    const SchedulingSettings& s = policy_.scheduling;
    open_chunk_window(snap, state, s);
    for (auto& f : filters_) f->begin(snap, now);

    // Step 2: priority order.
    const std::span<const JobId> order = priority_order_impl(snap, state, now, *priority_, m.ranking);
    report_.idle_jobs = order.size();
    report_.free_procs_now = cal.free_procs_at(PartitionId::invalid(), now);
    m.depth.configure(s, snap.cluster().names());
    m.depth.begin();
    const bool reservations_on = s.reservation_policy != ReservationPolicy::Never && !s.fcfs && m.depth.any();

    // Step 3: eligibility, then the reservations kept from the last iteration (HIGHEST) go back
    // into the calendar, and the start bound reads what runs and is reserved.
    const StepContext c{snap, cal, state, now, *allocator_, m.scratch, m.bound};
    const PassStages stages{policy_, filters_, *backfill_, m.reserver, m.depth, m.failed_fits, m.buffers};
    IterationPass pass(c, stages, order, report_);
    pass.select_idle(idle_selection_.get());
    m.reserver.begin(c, s.reservation_policy == ReservationPolicy::Highest && reservations_on,
                     reservations_on && filters_.empty());
    m.bound.begin(snap, cal, now);
    // Jobs count only inside reservation instances: with none live, no job record need be read.
    if (m.bound.has_instances()) {
        for (const RunningJob& r : snap.running_jobs())
            m.bound.occupy(r.allocation, snap.job(r.job).request.per_task.procs,
                           Interval{r.start, r.limit_end});
        m.reserver.occupy_kept(c);
    }

    // Steps 4 and 5: the priority pass and backfill, at each limit level.
    const bool has_soft_levels =
        std::any_of(filters_.begin(), filters_.end(), [](const auto& f) { return f->has_soft_limits(); });
    pass.run(has_soft_levels, reservations_on, s.chunk_size > 0 && now < state.chunk_until);

    // Step 6: bookkeeping; then leave the calendar as it was given.
    pass.stop_unreached_clocks();
    pass.count_bypass();
    pass.finish(start_spans);
    return report_;
}

}  // namespace outrigger
