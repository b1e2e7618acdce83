#include "schedule/iteration.hpp"

#include <algorithm>
#include <limits>

#include "plan/failed_fits.hpp"
#include "plan/reservation_fit.hpp"
#include "schedule/backfill.hpp"
#include "schedule/backfill_windows.hpp"
#include "schedule/priority_order.hpp"

namespace outrigger {

// ------------------------------------------------------------------ report

void IterationReport::clear() {
    starts.clear();
    reservations = {};
    notes.clear();
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

const BlockNote* IterationReport::note_of(JobId job) const {
    for (const auto& n : notes)
        if (n.job == job) return &n;
    return nullptr;
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

constexpr std::int32_t kNoSlot = -1;

enum Mark : std::uint8_t {
    kNone = 0,
    kWaiting = 1,
    kStarted = 2,
    kBackfilled = 3,
    kReserved = 4,
    kBlocked = 5
};

}  // namespace

struct Scheduler::Impl {
    // Buffers reused across iterations.
    PriorityOrder ranking;                   // starts from the last iteration's order
    std::vector<std::uint8_t> mark;          // by order position
    std::vector<std::int32_t> slot;          // by JobId: index into `reservations`, kNoSlot when none
    std::vector<std::uint8_t> idle_blocked;  // by JobId: blocked by idle selection this iteration
    std::vector<JobId> touched;              // JobIds whose slot / idle_blocked must be reset
    std::vector<SpanId> temp_spans;          // every span of this iteration's starts
    std::vector<std::pair<std::size_t, std::size_t>> temp_ranges;  // one range of temp_spans per start
    std::vector<std::vector<SpanId>> reservation_spans;            // per entry of `reservations`
    std::vector<JobReservation> reservations;
    std::vector<std::pair<Time, std::int64_t>> horizon;  // prefix minimum of free procs from now
    std::vector<std::pair<JobId, DeferredReason>> idle_block_list;
    struct InstanceBound {
        ReservationId id;
        Interval when;
        std::int64_t procs = 0;
        std::int64_t inside = 0;   // processors of jobs on its nodes (running, started, reserved)
        std::int64_t pending = 0;  // what the pending job reservation would add to `inside`
        bool any_span = false;     // its admission depends on the span: counted for every job
    };
    std::vector<InstanceBound> instance_procs;  // live reservation instances
    std::vector<std::int32_t> node_instance;    // by NodeId: instance index, -1 none, -2 several
    std::vector<NodeId> reserved_nodes;         // entries of node_instance to reset
    std::vector<int> depth_used;
    std::vector<std::int32_t> qos_group;  // by QOS CredId: depth group index, -1 none
    std::size_t qos_names_seen = std::numeric_limits<std::size_t>::max();
    std::vector<int> group_depth;
    PlacementScratch scratch;
    // Starts that found no room on the calendar as it is (jobs here have no spans of their own).
    FailedFits failed_fits;
    bool horizon_dirty = true;
    // Job reservations computed but not yet placed in the calendar: placed only when something
    // else needs the calendar (a start, another reservation, backfill), so that an iteration on a
    // full machine costs no span churn.
    std::vector<std::size_t> unplaced;
    // Per unplaced reservation: processors the aggregate leaves free at its start once it is placed
    // (an upper bound for any job running across that instant).
    std::vector<std::int64_t> unplaced_room;
    // The single unplaced reservation as placement reads it (built when first needed).
    PendingReservation pending;
    bool pending_ready = false;
    // Which ReservationFit answer `pending` was built from (0: none), kept across iterations: a
    // top reservation placed again with the same answer needs no new pending reservation.
    std::uint64_t pending_answer = 0;
    // The first job reservation an iteration makes (the top job's: nearly always the same job at
    // the same start as the iteration before), carried between iterations; reserved_any says
    // whether this iteration made it already.
    ReservationFit top_fit;
    bool reserved_any = false;

    // The head reservation of the last iteration, reused while the calendar has not changed and
    // no reservation instance started or ended since (the calendar's steps are then the same from
    // the last now to this one, and so is every placement). Not for a job some instance admits:
    // its placement reads the instances' admission of its span from now, which moves with now.
    std::uint64_t prev_end_version = 0;
    std::uint64_t start_version = 0;
    JobId cached_job;
    std::uint64_t cached_version = 0;
    Time cached_now;
    bool cached_gated = false;
    JobReservation cached;
    std::uint64_t cached_answer = 0;
};

Scheduler::Scheduler(SchedulerPolicy policy, std::unique_ptr<PriorityFunction> priority)
    : policy_(std::move(policy)),
      priority_(std::move(priority)),
      allocator_(make_node_allocator(policy_.allocation)),
      backfill_(make_backfill_strategy(policy_.scheduling)),
      impl_(std::make_unique<Impl>()) {}

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
    return ranking.rank(idle, snap.job_count(), [&](JobId j) {
        const Job& job = snap.job(j);
        const Time start = state.queue_clock_of(j).value_or(job.submit);
        const PriorityInputs in{now, max(Duration::zero(), now - start), state.bypass_of(j)};
        const double p =
            job.system_priority ? static_cast<double>(*job.system_priority) * 1e12 : prio.priority(job, in);
        return PriorityKey{p, job.submit, job.id};
    });
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
    Availability& cal = snap.calendar();
    cal.set_present(now);
    const SchedulingSettings& s = policy_.scheduling;

    if (m.slot.size() < snap.job_count()) {
        m.slot.resize(snap.job_count(), kNoSlot);
        m.idle_blocked.resize(snap.job_count(), 0);
    }

    // Backfill chunking: a completion opens a protection window of BFCHUNKDURATION.
    if (s.chunk_size > 0 && s.chunk_duration > Duration::zero() &&
        snap.last_completion() > state.completions_seen) {
        state.completions_seen = snap.last_completion();
        state.chunk_until = snap.last_completion() + s.chunk_duration;
    }

    for (auto& f : filters_) f->begin(snap, now);

    // Step 2: priority order.
    const std::span<const JobId> order = priority_order_impl(snap, state, now, *priority_, m.ranking);
    report_.idle_jobs = order.size();
    report_.free_procs_now = cal.free_procs_at(PartitionId::invalid(), now);
    m.mark.assign(order.size(), kNone);

    // Depth groups: QOS -> RESERVATIONDEPTH[i] index (first group listing it, or an open group).
    const Names& names = snap.cluster().names();
    if (m.qos_names_seen != names.count(CredKind::Qos)) {
        m.qos_names_seen = names.count(CredKind::Qos);
        m.group_depth.clear();
        std::vector<const ReservationDepthGroup*> groups;
        for (const auto& [idx, g] : s.depth_groups) {
            groups.push_back(&g);
            m.group_depth.push_back(g.depth);
        }
        m.qos_group.assign(names.count(CredKind::Qos) + 1, -1);
        for (std::size_t q = 0; q <= names.count(CredKind::Qos); ++q) {
            const bool none = q == names.count(CredKind::Qos);
            for (std::size_t gi = 0; gi < groups.size(); ++gi) {
                const auto& list = groups[gi]->qos;
                const bool open = list.empty();
                const bool listed =
                    !none &&
                    std::find(list.begin(), list.end(),
                              names.name(CredKind::Qos, CredId(static_cast<CredId::Rep>(q)))) != list.end();
                if (open || listed) {
                    m.qos_group[q] = static_cast<std::int32_t>(gi);
                    break;
                }
            }
        }
    }
    m.depth_used.assign(m.group_depth.size(), 0);
    const auto group_of = [&m, &names](const Job& j) -> std::int32_t {
        const CredId q = j.creds.qos();
        const std::size_t idx =
            q.valid() && q.value() < names.count(CredKind::Qos) ? q.value() : names.count(CredKind::Qos);
        return m.qos_group[idx];
    };
    const bool reservations_on =
        s.reservation_policy != ReservationPolicy::Never && !s.fcfs &&
        std::any_of(m.group_depth.begin(), m.group_depth.end(), [](int d) { return d > 0; });
    const auto all_groups_full = [&m]() {
        for (std::size_t g = 0; g < m.group_depth.size(); ++g)
            if (m.depth_used[g] < m.group_depth[g]) return false;
        return true;
    };

    // Idle limits pick the eligible set once, in priority order.
    m.touched.clear();
    m.idle_block_list.clear();
    if (idle_selection_) {
        idle_selection_->select(order, snap, now, m.idle_block_list);
        // Blocked jobs are noted (and, unless ALWAYS, stop accruing queue time) here, whether or not
        // the priority pass reaches them.
        for (auto& [j, r] : m.idle_block_list) {
            const auto detail = static_cast<std::uint32_t>(1 + report_.details.size());
            m.idle_blocked[j.value()] = 1;
            report_.notes.push_back(BlockNote{j, r.code(), 0, 0, detail});
            report_.details.push_back(std::move(r));
            m.touched.push_back(j);
            if (policy_.accrual != PrioAccrualPolicy::Always) {
                if (state.queue_clock[j.value()].is_never()) ++state.restarted_clocks;
                state.queue_clock[j.value()] = now;
            }
        }
    }

    // Job reservations kept from the last iteration (HIGHEST) go back into the calendar first.
    m.temp_spans.clear();
    m.temp_ranges.clear();
    m.reservations.clear();
    m.reservation_spans.clear();
    if (s.reservation_policy == ReservationPolicy::Highest && reservations_on) {
        for (const auto& r : state.reservations) {
            if (snap.state(r.job) != JobState::Idle || r.when.start < now) continue;
            const Job& j = snap.job(r.job);
            std::vector<SpanId> spans;
            if (!commit_allocation(cal, r.allocation, j.request, r.when,
                                   SpanOwner::of_job(r.job, j.creds.user()), spans,
                                   snap.access_oracle() != nullptr ? Commit::Forced : Commit::Checked))
                continue;
            m.slot[r.job.value()] = static_cast<std::int32_t>(m.reservations.size());
            m.touched.push_back(r.job);
            m.reservations.push_back(r);
            m.reservation_spans.push_back(std::move(spans));
        }
    }

    const bool has_levels =
        std::any_of(filters_.begin(), filters_.end(), [](const auto& f) { return f->has_soft_limits(); });
    const bool chunk_active = s.chunk_size > 0 && now < state.chunk_until;

    const auto restart_clock = [&state, now](JobId j) {
        if (state.queue_clock[j.value()].is_never()) ++state.restarted_clocks;
        state.queue_clock[j.value()] = now;
    };

    // Eligibility: nullopt when the job may be considered at `level`; else a note (pushed).
    const auto blocked = [&](const Job& job, LimitLevel level, bool final_level) -> bool {
        if (any(job.hold)) {
            if (final_level) {
                report_.notes.push_back(
                    BlockNote{job.id, ReasonCode::Held, static_cast<std::int64_t>(job.hold), 0, 0});
                if (policy_.accrual == PrioAccrualPolicy::FullPolicy) restart_clock(job.id);
            }
            return true;
        }
        for (JobId d : job.depends_on) {
            if (snap.state(d) != JobState::Completed) {
                if (final_level) {
                    report_.notes.push_back(
                        BlockNote{job.id, ReasonCode::DependencyPending, d.value(), 0, 0});
                    if (policy_.accrual == PrioAccrualPolicy::FullPolicy) restart_clock(job.id);
                }
                return true;
            }
        }
        if (m.idle_blocked[job.id.value()] != 0) return true;  // noted at selection
        for (const auto& f : filters_) {
            if (auto r = f->check(job, level)) {
                if (final_level) {
                    const bool limit = f->is_limit();
                    report_.details.push_back(std::move(*r));
                    report_.notes.push_back(BlockNote{job.id, report_.details.back().code(), 0, 0,
                                                      static_cast<std::uint32_t>(report_.details.size())});
                    if ((limit && policy_.accrual != PrioAccrualPolicy::Always) ||
                        policy_.accrual == PrioAccrualPolicy::FullPolicy)
                        restart_clock(job.id);
                }
                return true;
            }
        }
        return false;
    };

    std::optional<JobReservationGate> gate_storage;
    const auto fit_of = [&](const Job& job) {
        FitRequest fit = FitRequest::for_job(job);
        gate_storage.reset();
        if (snap.access_oracle() != nullptr && cal.has_reservation_spans()) {
            // A job no live instance admits sees every reservation as refused, exactly as without a
            // gate: it then takes the calendar's fast paths and commits checked.
            const Interval span{now, now + job.walltime};
            bool admitted = m.instance_procs.empty();
            for (const auto& ib : m.instance_procs)
                admitted = admitted || ib.any_span ||
                           snap.access_oracle()->admit(ib.id, job, span) != Admission::Denied;
            if (admitted) {
                gate_storage.emplace(*snap.access_oracle(), job);
                fit.gate = &*gate_storage;
            }
        }
        return fit;
    };

    // Free processors of the machine now. Most jobs the pass looks at are turned down (or noted)
    // on an unchanged calendar: the count is read once per change.
    std::optional<std::uint64_t> free_seen_version;
    std::int64_t free_seen = 0;
    const auto free_at_now = [&]() {
        if (free_seen_version != cal.version()) {
            free_seen = cal.free_procs_at(PartitionId::invalid(), now);
            free_seen_version = cal.version();
        }
        return free_seen;
    };
    // Free processors now, over windows starting now: prefix minima of the machine's free profile,
    // rebuilt only after the calendar changed. An upper bound for any job (exact on SHARED
    // single-processor tasks) that rejects a job in O(log change points).
    const auto free_now_for = [&](Duration walltime) -> std::int64_t {
        if (m.horizon_dirty) {
            cal.free_procs_profile(PartitionId::invalid(), now, m.horizon);
            for (std::size_t i = 1; i < m.horizon.size(); ++i)
                m.horizon[i].second = std::min(m.horizon[i].second, m.horizon[i - 1].second);
            m.horizon_dirty = false;
        }
        const Time end = now + walltime;
        if (m.horizon.size() == 1 || !(m.horizon[1].first < end)) return m.horizon.front().second;
        const auto it = std::lower_bound(m.horizon.begin(), m.horizon.end(), end,
                                         [](const auto& p, Time t) { return p.first < t; });
        return it == m.horizon.begin() ? m.horizon.front().second : std::prev(it)->second;
    };
    // With reservation instances in the calendar the aggregate counts their processors as used,
    // but a job the reservation admits may use them: the bound then adds every processor the
    // instances still hold (free for the job <= aggregate free + reserved procs on each node).
    // Per node the aggregate counts jobs outside reservations + jobs on reserved resources +
    // instances (a job inside an instance, or a host-list instance over a running job, is counted
    // twice). A job J can use capacity - jobs outside - instances refusing J. So J finds at most the
    // aggregate's free count plus, per instance R: procs(R) when R admits J, else the processors of
    // jobs on R's nodes (at most procs(R)); an instance that refuses J and has no job on its nodes
    // adds nothing, which keeps the bound tight for the many jobs no reservation admits.
    std::int64_t reserved_slack = 0;
    m.instance_procs.clear();
    const std::int32_t kMany = -2;
    if (cal.has_reservation_spans()) {
        if (m.node_instance.size() < snap.cluster().node_count())
            m.node_instance.resize(snap.cluster().node_count(), -1);
        for (const auto& inst : snap.reservations()) {
            if (inst.when.end <= now) continue;
            std::int64_t procs = 0;
            const auto k = static_cast<std::int32_t>(m.instance_procs.size());
            for (const auto& b : inst.blocks) {
                procs += b.amount.procs;
                std::int32_t& slot = m.node_instance[b.node.value()];
                if (slot == -1) m.reserved_nodes.push_back(b.node);
                slot = slot == -1 || slot == k ? k : kMany;
            }
            reserved_slack += procs;
            const AccessOracle* oracle = snap.access_oracle();
            const bool any_span = oracle == nullptr || oracle->span_dependent(inst.id);
            m.instance_procs.push_back(
                Impl::InstanceBound{.id = inst.id, .when = inst.when, .procs = procs, .any_span = any_span});
        }
    }
    // Only overlaps in time count: a job on an instance's nodes that ends before it starts is not inside.
    using Count = std::int64_t Impl::InstanceBound::*;
    const auto occupy = [&](const Allocation& alloc, std::int64_t procs_per_task, Interval span,
                            Count into = &Impl::InstanceBound::inside) {
        if (m.instance_procs.empty()) return;
        for (const auto& nt : alloc) {
            const std::int32_t k = m.node_instance[nt.node.value()];
            if (k == kMany) {
                for (auto& ib : m.instance_procs)
                    if (ib.when.overlaps(span)) ib.*into += nt.tasks * procs_per_task;
            } else if (k >= 0 && m.instance_procs[static_cast<std::size_t>(k)].when.overlaps(span)) {
                m.instance_procs[static_cast<std::size_t>(k)].*into += nt.tasks * procs_per_task;
            }
        }
    };
    for (const RunningJob& r : snap.running_jobs())
        occupy(r.allocation, snap.job(r.job).request.per_task.procs, Interval{r.start, r.limit_end});
    for (const auto& r : m.reservations)
        occupy(r.allocation, snap.job(r.job).request.per_task.procs, r.when);  // HIGHEST
    // `pending`: as if the pending job reservation were in the calendar too.
    const auto slack_for = [&](const Job& job, Interval when, bool pending = false) -> std::int64_t {
        const AccessOracle* oracle = snap.access_oracle();
        std::int64_t slack = 0;
        for (const auto& ib : m.instance_procs) {
            if (!ib.when.overlaps(when)) continue;  // outside the window the aggregate is exact
            if (oracle == nullptr || ib.any_span || oracle->admit(ib.id, job, when) != Admission::Denied)
                slack += ib.procs;
            else
                slack += std::min(ib.procs, ib.inside + (pending ? ib.pending : 0));
        }
        return slack;
    };
    // slack_for(job, when, pending) < need, asking the oracle only when the slack's bounds do not
    // settle it (with no instance admitting the job, the sum of min(procs, inside); with all, of procs).
    const auto slack_below = [&](const Job& job, Interval when, std::int64_t need,
                                 bool pending = false) -> bool {
        std::int64_t lo = 0;
        std::int64_t hi = 0;
        for (const auto& ib : m.instance_procs) {
            if (!ib.when.overlaps(when)) continue;
            lo += std::min(ib.procs, ib.inside + (pending ? ib.pending : 0));
            hi += ib.procs;
        }
        if (hi < need) return true;
        if (lo >= need) return false;
        return slack_for(job, when, pending) < need;
    };
    m.horizon_dirty = true;

    // The first position whose job waits (resource-blocked or reserved): a start behind it is a backfill.
    std::size_t first_waiting = order.size();
    const auto set_mark = [&](std::size_t p, std::uint8_t k) {
        m.mark[p] = k;
        if ((k == kWaiting || k == kReserved) && p < first_waiting) first_waiting = p;
    };
    const auto drop_kept = [&](JobId j) {
        const auto k = static_cast<std::size_t>(m.slot[j.value()]);
        cal.rem_spans(m.reservation_spans[k]);
        m.reservation_spans[k].clear();
        m.reservations[k].job = JobId::invalid();
        m.slot[j.value()] = kNoSlot;
        m.horizon_dirty = true;
    };

    m.unplaced.clear();
    m.unplaced_room.clear();
    m.pending_ready = false;  // its contents stay for the next top reservation to reuse
    m.reserved_any = false;
    m.start_version = cal.version();
    const auto flush = [&]() {
        for (std::size_t k : m.unplaced) {
            const JobReservation& r = m.reservations[k];
            if (!r.job.valid()) continue;
            const Job& j = snap.job(r.job);
            const Commit commit = snap.access_oracle() != nullptr && cal.has_reservation_spans()
                                      ? Commit::Forced
                                      : Commit::Checked;
            if (!commit_allocation(cal, r.allocation, j.request, r.when,
                                   SpanOwner::of_job(r.job, j.creds.user()), m.reservation_spans[k], commit))
                m.reservations[k].job = JobId::invalid();  // cannot happen: it was placed on this calendar
            else
                occupy(r.allocation, j.request.per_task.procs, r.when);
        }
        if (!m.unplaced.empty()) m.horizon_dirty = true;
        m.unplaced.clear();
        m.unplaced_room.clear();
        m.pending_ready = false;
    };
    // Without kept reservations nothing leaves the calendar during the pass, so a room measured
    // when a reservation was made stays an upper bound.
    const bool rooms_hold = s.reservation_policy != ReservationPolicy::Highest;

    const auto try_start = [&](std::size_t pos, const Job& job, LimitLevel level, bool backfill) -> bool {
        const std::int64_t procs = job.procs();
        const Interval when{now, now + job.walltime};
        const auto bound_rejects = [&] {
            if (job.partition.valid()) return false;
            if (m.instance_procs.empty() && procs > free_at_now()) return true;  // the profile starts there
            const std::int64_t free = free_now_for(job.walltime);
            return procs > free && (m.instance_procs.empty() || slack_below(job, when, procs - free));
        };
        // Reservations not yet placed only take capacity away: a job the bound rejects without them
        // is rejected with them, and most backfill candidates end here without any span churn.
        if (bound_rejects()) return false;
        FitRequest fit = fit_of(job);
        if (m.failed_fits.known_to_fail(fit, now, cal)) return false;
        bool beside = false;  // placed as if the one unplaced reservation were in the calendar
        if (!m.unplaced.empty()) {
            if (rooms_hold && !job.partition.valid() && m.instance_procs.empty()) {
                // A job still running when an unplaced reservation starts needs room beside it there.
                const Time end = now + job.walltime;
                for (std::size_t i = 0; i < m.unplaced.size(); ++i) {
                    const JobReservation& r = m.reservations[m.unplaced[i]];
                    if (r.job.valid() && !(r.when.start < now) && r.when.start < end &&
                        procs > m.unplaced_room[i])
                        return false;
                }
            }
            // Placement can read the one unplaced reservation as processors in use on its nodes:
            // its spans need not enter the calendar for that.
            const JobReservation& head = m.reservations[m.unplaced.front()];
            beside = m.unplaced.size() == 1 && rooms_hold && head.job.valid() &&
                     PendingReservation::usable(cal, fit, *allocator_);
            if (beside && !m.pending_ready) {
                // The same answer as the one the pending reservation holds: nothing to rebuild.
                const std::uint64_t answer = head.mark.answer_of(&m.top_fit);
                if (answer == 0 || answer != m.pending_answer || !m.instance_procs.empty()) {
                    const std::int64_t per_task = snap.job(head.job).request.per_task.procs;
                    m.pending.set(head.when, head.allocation, per_task, cal);
                    for (auto& ib : m.instance_procs) ib.pending = 0;
                    occupy(head.allocation, per_task, head.when, &Impl::InstanceBound::pending);
                    m.pending_answer = answer;
                }
                m.pending_ready = true;
            }
            if (beside && head.when.start < when.end && !job.partition.valid()) {
                // The bound once more, with the reservation's processors in use where the job meets it.
                const Interval meet{head.when.start, min(when.end, head.when.end)};
                const std::int64_t room = std::max<std::int64_t>(
                    0, cal.free_procs_during(PartitionId::invalid(), meet) - snap.job(head.job).procs());
                if (procs > room && (m.instance_procs.empty() || slack_below(job, when, procs - room, true)))
                    return false;
            }
            if (!beside) {
                flush();
                if (bound_rejects()) return false;
            }
        }
        auto alloc = beside ? place(cal, fit, when, *allocator_, m.scratch, m.pending)
                            : place(cal, fit, when, Interval{now, Time::never()}, *allocator_, m.scratch);
        if (!alloc) {
            m.failed_fits.note_failure(fit, now, cal);
            return false;
        }
        const std::size_t mark = m.temp_spans.size();
        const Commit commit = fit.gate != nullptr ? Commit::Forced : Commit::Checked;  // placed with the gate
        if (!commit_allocation(cal, *alloc, job.request, when, SpanOwner::of_job(job.id, job.creds.user()),
                               m.temp_spans, commit)) {
            m.temp_spans.resize(mark);
            return false;
        }
        m.temp_ranges.emplace_back(mark, m.temp_spans.size());
        occupy(*alloc, job.request.per_task.procs, when);
        m.horizon_dirty = true;
        for (auto& f : filters_) f->on_start(job, *alloc);
        StartDecision d{job.id, std::move(*alloc), when.end, false, level};
        // Backfilled: it starts while an eligible job of higher priority keeps waiting.
        while (first_waiting < order.size() && m.mark[first_waiting] != kWaiting &&
               m.mark[first_waiting] != kReserved)
            ++first_waiting;
        d.backfilled = first_waiting < pos;
        (void)backfill;
        m.mark[pos] = d.backfilled ? kBackfilled : kStarted;
        report_.starts.push_back(std::move(d));
        return true;
    };

    // Reserve a job at its earliest start (or keep / move earlier its HIGHEST reservation).
    const auto reserve = [&](const Job& job) -> std::optional<Time> {
        flush();
        FitRequest fit = fit_of(job);
        if (!m.instance_procs.empty()) fit.bound_slack = slack_for(job, Interval{now, Time::never()});
        const std::int32_t slot = m.slot[job.id.value()];
        if (slot != kNoSlot) {
            // Lift it out, look for something earlier, else put it back where it was.
            cal.rem_spans(m.reservation_spans[static_cast<std::size_t>(slot)]);
            m.reservation_spans[static_cast<std::size_t>(slot)].clear();
        }
        JobReservation r;
        r.job = job.id;
        // Nothing changed since the last iteration placed this same job: same answer.
        const auto instance_bound_since = [&](Time from) {
            const auto inside = [&](Time t) { return from < t && !(now < t); };
            return std::any_of(snap.reservations().begin(), snap.reservations().end(), [&](const auto& inst) {
                return inside(inst.when.start) || inside(inst.when.end);
            });
        };
        // The top reservation of the last iteration, while the state still holds it: a large job's
        // allocation is taken back from there rather than copied when the answer is the same.
        const bool top = slot == kNoSlot && !m.reserved_any;
        JobReservation* held = top && !state.reservations.empty() && state.reservations.front().job == job.id
                                   ? &state.reservations.front()
                                   : nullptr;
        const std::uint64_t held_answer = held != nullptr ? held->mark.answer_of(&m.top_fit) : 0;
        const auto take_held = [&] {
            held->mark = PlacementMark{};
            return std::move(held->allocation);
        };
        // A cached answer named but not copied can only come back from the state.
        const bool reuse = slot == kNoSlot && cal.version() == m.start_version &&
                           m.start_version == m.prev_end_version && m.cached_job == job.id &&
                           m.cached_version == m.start_version && m.cached.when.start >= now &&
                           !m.cached_gated && fit.gate == nullptr && !instance_bound_since(m.cached_now) &&
                           (m.cached_answer == 0 || m.cached_answer == held_answer);
        std::uint64_t answer = 0;  // the ReservationFit answer r's allocation is, if any
        if (reuse) {
            answer = m.cached_answer;
            if (answer != 0) {
                r.when = held->when;
                r.allocation = take_held();
            } else {
                r = m.cached;
            }
        } else {
            // Only ever asked right after the job failed to start now on this calendar.
            if (slot == kNoSlot) {
                // The placement at each candidate instant is the search's test: placing succeeds
                // exactly where the job fits, and the last placement is the reservation's.
                std::optional<Allocation> alloc;
                const auto t = cal.avail_time_after(fit, now, [&](Time at) {
                    const Interval when{at, at + job.walltime};
                    alloc = top ? m.top_fit.place(cal, fit, when, now, *allocator_, m.scratch, held_answer)
                                : place(cal, fit, when, Interval{now, when.end}, *allocator_, m.scratch);
                    return alloc.has_value();
                });
                if (!t) return std::nullopt;
                r.when = Interval{*t, *t + job.walltime};
                if (top) answer = m.top_fit.last_answer();
                r.allocation = answer != 0 && answer == held_answer ? take_held() : std::move(*alloc);
            } else if (const auto t = cal.avail_time_after(fit, now);
                       !t || *t >= m.reservations[static_cast<std::size_t>(slot)].when.start) {
                r = m.reservations[static_cast<std::size_t>(slot)];
            } else {
                r.when = Interval{*t, *t + job.walltime};
                auto alloc = place(cal, fit, r.when, Interval{now, r.when.end}, *allocator_, m.scratch);
                if (!alloc) return std::nullopt;
                r.allocation = std::move(*alloc);
            }
            if (slot == kNoSlot && cal.version() == m.start_version) {
                m.cached_job = job.id;
                m.cached_version = m.start_version;
                m.cached_gated = fit.gate != nullptr;
                m.cached_now = now;
                m.cached_answer = answer;
                if (answer != 0) {
                    m.cached.when = r.when;  // the allocation stays with the state
                    m.cached.allocation.clear();
                } else {
                    m.cached = r;
                }
            }
        }
        m.reserved_any = true;
        if (answer != 0) r.mark = PlacementMark{&m.top_fit, answer};
        Time& first = state.first_reserved[job.id.value()];
        if (first.is_never()) first = r.when.start;
        r.first_start = first;
        const Time start = r.when.start;
        // Moved, not copied: a large job's reservation holds thousands of nodes.
        std::size_t k = 0;
        if (slot != kNoSlot) {
            k = static_cast<std::size_t>(slot);
            m.reservations[k] = std::move(r);
            m.reservation_spans[k].clear();
        } else {
            k = m.reservations.size();
            m.slot[job.id.value()] = static_cast<std::int32_t>(k);
            m.touched.push_back(job.id);
            m.reservations.push_back(std::move(r));
            m.reservation_spans.emplace_back();
        }
        m.unplaced.push_back(k);
        m.unplaced_room.push_back(cal.free_procs_at(PartitionId::invalid(), start) - job.procs());
        return start;
    };

    const auto note_insufficient = [&](const Job& job) {
        const std::int64_t free =
            job.partition.valid() ? cal.free_procs_at(job.partition, now) : free_at_now();
        report_.notes.push_back(BlockNote{job.id, ReasonCode::InsufficientResources, free, job.procs(), 0});
    };

    const LimitLevel levels[2] = {LimitLevel::Soft, LimitLevel::Hard};
    const std::size_t first_level = has_levels ? 0 : 1;
    for (std::size_t li = first_level; li < 2; ++li) {
        const LimitLevel level = levels[li];
        const bool final_level = li == 1;
        // ---- Step 4: the priority pass.
        for (std::size_t pos = 0; pos < order.size(); ++pos) {
            const std::uint8_t mk = m.mark[pos];
            if (mk == kStarted || mk == kBackfilled || mk == kBlocked || mk == kReserved) continue;
            const Job& job = snap.job(order[pos]);
            const bool kept = m.slot[job.id.value()] != kNoSlot;
            if (blocked(job, level, final_level)) {
                if (final_level) {
                    m.mark[pos] = kBlocked;
                    if (kept) drop_kept(job.id);
                }
                continue;
            }
            const std::int32_t group = group_of(job);
            const bool room = reservations_on && group >= 0 &&
                              m.depth_used[static_cast<std::size_t>(group)] <
                                  m.group_depth[static_cast<std::size_t>(group)];
            if (!s.fcfs && !room && !kept && reservations_on) {
                // Its QOS group's depth is used up: the job is backfill's.
                set_mark(pos, kWaiting);
                if (final_level)
                    report_.notes.push_back(
                        BlockNote{job.id, ReasonCode::ReservationDepthReached,
                                  group >= 0 ? m.group_depth[static_cast<std::size_t>(group)] : 0, 0, 0});
                continue;
            }
            if (kept) {
                // Its own reservation must not stop it from starting now.
                cal.rem_spans(m.reservation_spans[static_cast<std::size_t>(m.slot[job.id.value()])]);
                m.reservation_spans[static_cast<std::size_t>(m.slot[job.id.value()])].clear();
                m.horizon_dirty = true;
            }
            if (try_start(pos, job, level, false)) {
                if (kept) {
                    // Drop the reservation: the job runs.
                    m.reservations[static_cast<std::size_t>(m.slot[job.id.value()])].job = JobId::invalid();
                    m.slot[job.id.value()] = kNoSlot;
                }
                continue;
            }
            if (s.fcfs) {
                // fcfs: the pass ends at the first job that cannot start; no reservation, no backfill.
                set_mark(pos, kWaiting);
                if (final_level) note_insufficient(job);
                break;
            }
            if (!room && !kept) {
                // No reservation possible at all (NEVER, or no depth): the pass ends here.
                set_mark(pos, kWaiting);
                if (final_level) note_insufficient(job);
                break;
            }
            if (const auto t = reserve(job)) {
                if (group >= 0) ++m.depth_used[static_cast<std::size_t>(group)];
                set_mark(pos, kReserved);
                report_.notes.push_back(BlockNote{job.id, ReasonCode::Reserved, t->seconds(), 0, 0});
                // Once every group's depth is used up, the walk stops; the rest is backfill's.
                if (all_groups_full()) break;
            } else {
                set_mark(pos, kWaiting);
                report_.notes.push_back(BlockNote{job.id, ReasonCode::NoStartFound, 0, job.procs(), 0});
            }
        }

        // ---- Step 5: backfill.
        if (s.fcfs || backfill_->policy() == BackfillPolicy::None) continue;
        const std::int64_t free_now = cal.free_procs_at(PartitionId::invalid(), now);
        if (free_now + reserved_slack <= 0 || free_now + reserved_slack < snap.min_idle_procs()) continue;
        if (backfill_->reads_windows()) flush();  // the windows read the reservations
        report_.backfill_ran = true;

        // Chunking protects freed resources for large jobs while one of them is blocked.
        bool chunk_on = false;
        if (chunk_active) {
            for (std::size_t p = 0; p < order.size() && !chunk_on; ++p)
                chunk_on = (m.mark[p] == kWaiting || m.mark[p] == kReserved) &&
                           snap.job(order[p]).procs() >= s.chunk_size;
        }

        // The iteration's side of the pass, for the BACKFILLPOLICY strategy.
        struct Queue final : BackfillQueue {
            std::span<const JobId> order;
            const Snapshot& snap;
            const Availability& cal;
            Time now;
            Impl& m;
            decltype(blocked)& is_blocked;
            decltype(try_start)& start_now;
            decltype(set_mark)& mark_as;
            decltype(note_insufficient)& note_insufficient_now;
            std::vector<BlockNote>& notes;
            LimitLevel level;
            bool final_level;
            bool chunk_on;
            std::int64_t chunk_size;
            Time chunk_until;

            Queue(std::span<const JobId> o, const Snapshot& sn, const Availability& c, Time t, Impl& im,
                  decltype(blocked)& b, decltype(try_start)& ts, decltype(set_mark)& sm,
                  decltype(note_insufficient)& ni, std::vector<BlockNote>& nt, LimitLevel l, bool f, bool co,
                  std::int64_t cs, Time cu)
                : order(o),
                  snap(sn),
                  cal(c),
                  now(t),
                  m(im),
                  is_blocked(b),
                  start_now(ts),
                  mark_as(sm),
                  note_insufficient_now(ni),
                  notes(nt),
                  level(l),
                  final_level(f),
                  chunk_on(co),
                  chunk_size(cs),
                  chunk_until(cu) {}

            [[nodiscard]] std::size_t size() const override { return order.size(); }
            [[nodiscard]] const Job& job(std::size_t p) const override { return snap.job(order[p]); }
            [[nodiscard]] std::size_t next_candidate(std::size_t p) const override {
                while (p < order.size() && !((m.mark[p] == kNone || m.mark[p] == kWaiting) &&
                                             m.slot[order[p].value()] == kNoSlot))
                    ++p;
                return p;
            }
            bool eligible(std::size_t p) {
                if (!is_blocked(job(p), level, final_level)) return true;
                if (final_level) m.mark[p] = kBlocked;
                return false;
            }
            bool offer(std::size_t p) override {
                if (!eligible(p)) return false;
                const Job& j = job(p);
                if (chunk_on && j.procs() < chunk_size) {
                    mark_as(p, kWaiting);
                    if (final_level)
                        notes.push_back(BlockNote{j.id, ReasonCode::ChunkProtected, chunk_size,
                                                  chunk_until.seconds(), 0});
                    return false;
                }
                if (start_now(p, j, level, true)) return true;
                mark_as(p, kWaiting);
                if (final_level) note_insufficient_now(j);
                return false;
            }
            bool enlist(std::size_t p) override {
                if (!eligible(p)) return false;
                mark_as(p, kWaiting);
                return true;
            }
            bool start(std::size_t p) override {
                m.mark[p] = kNone;
                if (start_now(p, job(p), level, true)) return true;
                mark_as(p, kWaiting);
                return false;
            }
            [[nodiscard]] bool waiting(std::size_t p) const override { return m.mark[p] == kWaiting; }
            void note_no_room(std::size_t p) override {
                if (final_level) note_insufficient_now(job(p));
            }
            [[nodiscard]] std::vector<BackfillWindow> windows() const override {
                return backfill_windows(cal, PartitionId::invalid(), now);
            }
        };
        Queue queue(order, snap, cal, now, m, blocked, try_start, set_mark, note_insufficient, report_.notes,
                    level, final_level, chunk_on, s.chunk_size, state.chunk_until);
        backfill_->run(queue);
    }

    // Jobs the walk never reached: under QUEUEPOLICY one failing a limit, under FULLPOLICY one
    // blocked for any reason, stops accruing queue time all the same (and is noted with why).
    if (policy_.accrual != PrioAccrualPolicy::Always &&
        (!filters_.empty() || policy_.accrual == PrioAccrualPolicy::FullPolicy)) {
        for (std::size_t p = 0; p < order.size(); ++p)
            if (m.mark[p] == kNone && blocked(snap.job(order[p]), LimitLevel::Hard, true))
                m.mark[p] = kBlocked;
    }

    // Bypass: every eligible job a backfilled job passed gets one more.
    bool any_backfilled = false;
    for (const auto& d : report_.starts) any_backfilled |= d.backfilled;
    if (any_backfilled) {
        std::int32_t later = 0;
        for (std::size_t p = order.size(); p-- > 0;) {
            if (m.mark[p] == kBackfilled)
                ++later;
            else if (m.mark[p] == kWaiting || m.mark[p] == kReserved)
                state.bypass[order[p].value()] += later;
        }
    }

    // The new state's reservations; then leave the calendar as it was given.
    m.unplaced.clear();
    m.unplaced_room.clear();
    state.reservations.clear();
    for (std::size_t i = 0; i < m.reservations.size(); ++i) {
        if (!m.reservations[i].job.valid()) continue;
        cal.rem_spans(m.reservation_spans[i]);
        state.reservations.push_back(std::move(m.reservations[i]));
    }
    if (start_spans == StartSpans::Keep) {
        // Handed over, not copied; the next iteration clears the buffers it gets back.
        report_.start_spans.swap(m.temp_spans);
        report_.start_span_ranges.swap(m.temp_ranges);
    } else {
        for (const auto& [from, to] : m.temp_ranges)
            cal.rem_spans(std::span<const SpanId>(m.temp_spans).subspan(from, to - from));
    }
    report_.reservations = state.reservations;  // a view
    m.prev_end_version = cal.version();
    for (JobId j : m.touched) {
        m.slot[j.value()] = kNoSlot;
        m.idle_blocked[j.value()] = 0;
    }
    for (NodeId n : m.reserved_nodes) m.node_instance[n.value()] = -1;
    m.reserved_nodes.clear();
    return report_;
}

}  // namespace outrigger
