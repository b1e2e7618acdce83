#include "schedule/iteration_pass.hpp"

#include <algorithm>
#include <limits>
#include <utility>

#include "schedule/backfill_windows.hpp"

namespace outrigger {

namespace {

// Backfill chunking in force (BFCHUNKSIZE, BFCHUNKDURATION): jobs smaller than `size` wait until.
struct ChunkNote {
    std::int64_t size = 0;
    Time until;
};

// The iteration's side of one backfill pass, for the BACKFILLPOLICY strategy.
class PassQueue final : public BackfillQueue {
  public:
    PassQueue(IterationPass& pass, LimitLevel level, bool final_level, std::optional<ChunkNote> chunk)
        : pass_(pass), level_(level), final_level_(final_level), chunk_(chunk) {}

    [[nodiscard]] std::size_t size() const override { return pass_.size(); }
    [[nodiscard]] const Job& job(std::size_t p) const override { return pass_.job_at(p); }
    [[nodiscard]] std::size_t next_candidate(std::size_t p) const override { return pass_.next_candidate(p); }
    bool offer(std::size_t p) override {
        if (!chunk_ && pass_.turned_down_on_procs(p, final_level_)) return false;
        if (!pass_.eligible_at(p, level_, final_level_)) return false;
        const Job& j = job(p);
        if (chunk_ && j.procs() < chunk_->size) {
            pass_.set_mark(p, QueueMark::Waiting);
            if (final_level_)
                pass_.note(
                    BlockNote{j.id, ReasonCode::ChunkProtected, chunk_->size, chunk_->until.seconds(), 0});
            return false;
        }
        if (pass_.try_start(p, j, level_)) return true;
        pass_.set_mark(p, QueueMark::Waiting);
        if (final_level_) pass_.note_insufficient(j);
        return false;
    }
    Sweep turn_down_short(std::size_t from, std::int64_t most) override {
        return chunk_ ? Sweep{from, 0} : pass_.turn_down_short(from, most, level_, final_level_);
    }
    bool enlist(std::size_t p) override {
        if (!pass_.eligible_at(p, level_, final_level_)) return false;
        pass_.set_mark(p, QueueMark::Waiting);
        return true;
    }
    bool start(std::size_t p) override {
        pass_.set_mark(p, QueueMark::None);
        if (pass_.try_start(p, job(p), level_)) return true;
        pass_.set_mark(p, QueueMark::Waiting);
        return false;
    }
    [[nodiscard]] bool waiting(std::size_t p) const override { return pass_.mark(p) == QueueMark::Waiting; }
    void note_no_room(std::size_t p) override {
        if (final_level_) pass_.note_insufficient(job(p));
    }
    [[nodiscard]] std::vector<BackfillWindow> windows() const override { return pass_.windows(); }

  private:
    IterationPass& pass_;
    LimitLevel level_;
    bool final_level_;
    std::optional<ChunkNote> chunk_;  // set while backfill chunking protects the freed processors
};

}  // namespace

IterationPass::IterationPass(const StepContext& context, const PassStages& stages,
                             std::span<const JobId> order, IterationReport& report)
    : c_(context),
      s_(stages),
      b_(stages.buffers),
      order_(order),
      // The order is the idle queue itself under a queue-time priority: its briefs lie beside it.
      order_briefs_(order.data() == context.snap.idle().data() ? &context.snap.idle_briefs() : nullptr),
      report_(report),
      first_waiting_(order.size()) {
    b_.marks.assign(order.size(), QueueMark::None);
    if (b_.idle_blocked.size() < c_.snap.job_count()) b_.idle_blocked.resize(c_.snap.job_count(), 0);
    b_.start_spans.clear();
    b_.start_ranges.clear();
    b_.backfilled_positions.clear();
    b_.blocked_positions.clear();
    // Every job of the order is asked whether it is blocked, at least once a pass, and most are
    // answered by their brief. Read in one sweep, the briefs' misses overlap; read from the walk,
    // in priority order, each one stalls it.
    if (order_briefs_ == nullptr) {
        b_.order_plain.resize(order.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            b_.order_plain[i] = c_.snap.brief(order[i]).plain ? 1 : 0;
    }
}

void IterationPass::restart_clock(JobId job) {
    if (c_.state.queue_clock[job.value()].is_never()) ++c_.state.restarted_clocks;
    c_.state.queue_clock[job.value()] = c_.now;
}

void IterationPass::select_idle(IdleSelection* selection) {
    b_.idle_block_list.clear();
    if (selection == nullptr) return;
    selection->select(order_, c_.snap, c_.now, b_.idle_block_list);
    // Blocked jobs are noted (and, unless ALWAYS, stop accruing queue time) here, whether or not
    // the priority pass reaches them.
    for (auto& [j, r] : b_.idle_block_list) {
        const auto detail = static_cast<std::uint32_t>(1 + report_.details.size());
        b_.idle_blocked[j.value()] = 1;
        report_.notes.push_back(BlockNote{j, r.code(), 0, 0, detail});
        report_.details.push_back(std::move(r));
        b_.idle_touched.push_back(j);
        if (s_.policy.accrual != PrioAccrualPolicy::Always) restart_clock(j);
    }
}

bool IterationPass::blocked(std::size_t pos, LimitLevel level, bool final_level) {
    const JobId id = order_[pos];
    const bool full_policy = s_.policy.accrual == PrioAccrualPolicy::FullPolicy;
    // Most jobs of a deep queue have no hold and no dependency, which their brief says without a
    // read of their record (a cache miss each, per job and per iteration).
    if (!(order_briefs_ == nullptr ? b_.order_plain[pos] != 0 : (*order_briefs_)[pos].plain)) {
        const Job& job = c_.snap.job(id);
        if (any(job.hold)) {
            if (final_level) {
                report_.notes.push_back(
                    BlockNote{id, ReasonCode::Held, static_cast<std::int64_t>(job.hold), 0, 0});
                if (full_policy) restart_clock(id);
            }
            return true;
        }
        for (JobId d : job.depends_on) {
            if (c_.snap.state(d) != JobState::Completed) {
                if (final_level) {
                    report_.notes.push_back(BlockNote{id, ReasonCode::DependencyPending, d.value(), 0, 0});
                    if (full_policy) restart_clock(id);
                }
                return true;
            }
        }
    }
    if (b_.idle_blocked[id.value()] != 0) return true;  // noted at selection
    if (s_.filters.empty()) return false;
    const Job& job = c_.snap.job(id);
    for (const auto& f : s_.filters) {
        if (auto r = f->check(job, level)) {
            if (final_level) {
                const bool limit = f->is_limit();
                report_.details.push_back(std::move(*r));
                report_.notes.push_back(BlockNote{id, report_.details.back().code(), 0, 0,
                                                  static_cast<std::uint32_t>(report_.details.size())});
                if ((limit && s_.policy.accrual != PrioAccrualPolicy::Always) || full_policy)
                    restart_clock(id);
            }
            return true;
        }
    }
    return false;
}

FitRequest IterationPass::fit_of(const Job& job) {
    FitRequest fit = FitRequest::for_job(job);
    gate_.reset();
    const AccessOracle* oracle = c_.snap.access_oracle();
    // A job no live instance admits sees every reservation as refused, exactly as without a gate:
    // it then takes the calendar's fast paths and commits checked.
    if (oracle != nullptr && c_.calendar.has_reservation_spans() &&
        c_.bound.may_be_admitted(job, Interval{c_.now, c_.now + job.walltime}, *oracle)) {
        gate_.emplace(*oracle, job);
        fit.gate = &*gate_;
    }
    return fit;
}

void IterationPass::set_mark(std::size_t pos, QueueMark mark) {
    if (mark == QueueMark::None || mark == QueueMark::Waiting)
        b_.marks[pos] = mark;
    else
        close(pos, mark);
    if ((mark == QueueMark::Waiting || mark == QueueMark::Reserved) && pos < first_waiting_)
        first_waiting_ = pos;
}

bool IterationPass::eligible_at(std::size_t pos, LimitLevel level, bool final_level) {
    if (!blocked(pos, level, final_level)) return true;
    if (final_level) close(pos, QueueMark::Blocked);
    return false;
}

std::size_t IterationPass::next_candidate(std::size_t p) const {
    while (p < order_.size() && !((b_.marks[p] == QueueMark::None || b_.marks[p] == QueueMark::Waiting) &&
                                  !s_.reserver.holds(order_[p], order_briefs_ == nullptr)))
        ++p;
    look_ahead(p);
    return p;
}

bool IterationPass::turned_down_on_procs(std::size_t pos, bool final_level) {
    if (!s_.filters.empty() || c_.bound.has_instances()) return false;
    const JobId id = order_[pos];
    const Snapshot::Brief brief = brief_at(pos);
    if (!brief.plain || b_.idle_blocked[id.value()] != 0) return false;
    const std::int64_t free = c_.bound.free_now(c_.calendar);
    if (brief.procs <= free) return false;
    set_mark(pos, QueueMark::Waiting);
    if (final_level) report_.note_short_of_procs(id, brief.procs, free);
    return true;
}

bool IterationPass::list_held() {
    if (held_ == Held::Unknown) {
        // Usually the one job reserved at Maui's default depth: found by a binary search each.
        constexpr std::size_t kMostHeld = 64;
        auto& held = b_.held_positions;
        held.clear();
        const bool few = s_.reserver.for_each_held(kMostHeld, [&](JobId j) {
            if (const std::size_t at = c_.snap.idle_index(j); at < order_.size()) held.push_back(at);
        });
        std::sort(held.begin(), held.end());
        held_ = few ? Held::Listed : Held::Many;
    }
    return held_ == Held::Listed;
}

std::size_t IterationPass::held_free_until(std::size_t from) {
    if (!list_held()) return from;
    const auto it = std::lower_bound(b_.held_positions.begin(), b_.held_positions.end(), from);
    return it == b_.held_positions.end() ? order_.size() : *it;
}

BackfillQueue::Sweep IterationPass::turn_down_short(std::size_t from, std::int64_t most, LimitLevel level,
                                                    bool final_level) {
    const std::int64_t free = c_.bound.free_now(c_.calendar);
    // With reservation instances live, a job one admits may use the processors they hold: the
    // start bound, which knows them, turns the job down (StartBound::rejects), as try_start would.
    const bool instances = c_.bound.has_instances();
    // offer() asks first whether the job may run at all (filters, idle selection), and a job that
    // may not is blocked whatever it asks: here too, once its count has turned it down.
    const bool ask_eligible = !s_.filters.empty() || !b_.idle_touched.empty();
    // Turned down: more processors than are free, or room now but still running when the
    // unplaced head reservation starts, with more processors than it leaves beside it. Both are
    // noted alike, as offer() would note them.
    const std::optional<JobReserver::BesideRule> rule = s_.reserver.beside_rule(c_.now);
    // Runs of jobs are compared field by field over the idle queue's briefs, in the queue's order,
    // when nothing but the count can stop a job. A short queue is asked job by job: finding the
    // held positions (a binary search each, reading job records) would cost more than the runs save.
    constexpr std::size_t kRunPerHeld = 32;
    const bool runs = !instances && !ask_eligible && order_briefs_ != nullptr && rule && free >= 0 &&
                      rule->room >= 0 && order_.size() - from >= kRunPerHeld * (1 + s_.reserver.held_bound());
    std::int64_t turned = 0;
    std::size_t p = from;
    while (p < order_.size() && turned < most) {
        if (runs) {
            const auto left = static_cast<std::uint64_t>(most - turned);
            std::size_t end = held_free_until(p);
            if (end - p > left) end = p + static_cast<std::size_t>(left);
            const std::size_t q = turned_down_until(p, end, free, *rule);
            if (q > p) {
                turn_down_run(p, q, free, final_level);
                turned += static_cast<std::int64_t>(q - p);
                p = q;
                continue;
            }
        }
        // The job at p, asked in full (its record asked for a few jobs ahead, as the walk does).
        look_ahead(p);
        const QueueMark m = b_.marks[p];
        if ((m != QueueMark::None && m != QueueMark::Waiting) ||
            s_.reserver.holds(order_[p], order_briefs_ == nullptr)) {
            ++p;
            continue;
        }
        const Snapshot::Brief brief = brief_at(p);
        if (!brief.plain) break;
        // offer() would try to start it, unless the bound or room_for_start refuses it.
        if (instances ? !c_.bound.rejects(c_.snap.job(order_[p]), c_.snap, c_.calendar)
                      : brief.procs <= free && !s_.reserver.refused_beside_unplaced(
                                                   c_.now, brief.procs, Duration::seconds(brief.walltime)))
            break;
        ++turned;
        if (ask_eligible && !eligible_at(p, level, final_level)) {
            ++p;
            continue;
        }
        b_.marks[p] = QueueMark::Waiting;
        if (p < first_waiting_) first_waiting_ = p;
        if (final_level) report_.note_short_of_procs(order_[p], brief.procs, free);
        ++p;
    }
    return {p, turned};
}

std::size_t IterationPass::turned_down_until(std::size_t from, std::size_t end, std::int64_t free,
                                             const JobReserver::BesideRule& rule) {
    // Every brief field fits 32 bits: the bounds are clamped to them without changing a verdict.
    constexpr std::int64_t kMost = std::numeric_limits<std::int32_t>::max();
    const auto f = static_cast<std::int32_t>(std::min(free, kMost));
    const auto longest = static_cast<std::int32_t>(std::min(rule.longest, kMost));
    const auto room = static_cast<std::int32_t>(std::min(rule.room, kMost));
    const std::int32_t* procs = order_briefs_->procs().data();
    const std::int32_t* walltime = order_briefs_->walltime().data();
    const std::uint8_t* plain = order_briefs_->plain().data();
    const auto down = [&](std::size_t i) {
        // Bitwise, not short-circuit: no branch per job, and a block of them at once.
        return (plain[i] != 0) & ((procs[i] > f) | ((walltime[i] > longest) & (procs[i] > room)));
    };
    std::size_t q = from;
    // Below closed_until_ a job may be marked started, reserved or blocked: asked one by one.
    for (; q < end && q < closed_until_; ++q) {
        const QueueMark m = b_.marks[q];
        if ((m != QueueMark::None && m != QueueMark::Waiting) || !down(q)) return q;
    }
    // A run an earlier sweep found turned down at bounds no tighter is turned down again: in a deep
    // queue on a full machine most sweeps read only the jobs queued since.
    const std::size_t start = q;
    const Snapshot::IdleBriefs::DownBounds bounds{f, longest, room};
    q = std::min(end, order_briefs_->known_down_until(q, bounds));
    const bool known = q > start;
    constexpr std::size_t kBlock = 32;
    for (; q + kBlock <= end; q += kBlock) {
        int all = 1;
        for (std::size_t k = 0; k < kBlock; ++k) all &= static_cast<int>(down(q + k));
        if (all == 0) break;
    }
    while (q < end && down(q)) ++q;
    if (q > start) c_.snap.note_idle_down(start, q, bounds, known);
    return q;
}

void IterationPass::turn_down_run(std::size_t from, std::size_t to, std::int64_t free, bool final_level) {
    std::fill(b_.marks.begin() + static_cast<std::ptrdiff_t>(from),
              b_.marks.begin() + static_cast<std::ptrdiff_t>(to), QueueMark::Waiting);
    if (from < first_waiting_) first_waiting_ = from;
    if (final_level)
        report_.note_short_of_procs(order_.subspan(from, to - from),
                                    order_briefs_->procs().subspan(from, to - from), free);
}

void IterationPass::note_insufficient(const Job& job) {
    const std::int64_t free = job.partition.valid() ? c_.calendar.free_procs_at(job.partition, c_.now)
                                                    : c_.bound.free_now(c_.calendar);
    report_.notes.push_back(BlockNote{job.id, ReasonCode::InsufficientResources, free, job.procs(), 0});
}

std::vector<BackfillWindow> IterationPass::windows() const {
    return backfill_windows(c_.calendar, PartitionId::invalid(), c_.now);
}

bool IterationPass::try_start(std::size_t pos, const Job& job, LimitLevel level) {
    // Reservations not yet placed only take capacity away: a job the bound rejects without them
    // is rejected with them, and most backfill candidates end here without any span churn.
    if (c_.bound.rejects(job, c_.snap, c_.calendar)) return false;
    const FitRequest fit = fit_of(job);
    if (s_.failed_fits.known_to_fail(fit, c_.now, c_.calendar)) return false;
    const JobReserver::StartRoom room = s_.reserver.room_for_start(c_, job, fit);
    if (room == JobReserver::StartRoom::Refused) return false;
    const Interval when{c_.now, c_.now + job.walltime};
    auto alloc =
        room == JobReserver::StartRoom::Beside
            ? place(c_.calendar, fit, when, c_.allocator, c_.scratch, s_.reserver.pending())
            : place(c_.calendar, fit, when, Interval{c_.now, Time::never()}, c_.allocator, c_.scratch);
    if (!alloc) {
        s_.failed_fits.note_failure(fit, c_.now, c_.calendar);
        return false;
    }
    const std::size_t first_span = b_.start_spans.size();
    // Placed with the gate, or on the calendar as it stands.
    const Commit commit = fit.gate != nullptr ? Commit::Forced : Commit::Placed;
    if (!commit_allocation(c_.calendar, *alloc, job.request, when,
                           SpanOwner::of_job(job.id, job.creds.user()), b_.start_spans, commit)) {
        b_.start_spans.resize(first_span);
        return false;
    }
    b_.start_ranges.emplace_back(first_span, b_.start_spans.size());
    record_start(pos, job, std::move(*alloc), when, level);
    return true;
}

void IterationPass::record_start(std::size_t pos, const Job& job, Allocation allocation, Interval when,
                                 LimitLevel level) {
    c_.bound.occupy(allocation, job.request.per_task.procs, when);
    std::int64_t tasks = 0;
    for (const auto& nt : allocation) tasks += nt.tasks;
    c_.bound.took(tasks * job.request.per_task.procs, when);
    s_.reserver.note_start();
    for (const auto& f : s_.filters) f->on_start(job, allocation);
    StartDecision d{job.id, std::move(allocation), when.end, false, level};
    // Backfilled: it starts while an eligible job of higher priority keeps waiting.
    while (first_waiting_ < order_.size() && b_.marks[first_waiting_] != QueueMark::Waiting &&
           b_.marks[first_waiting_] != QueueMark::Reserved)
        ++first_waiting_;
    d.backfilled = first_waiting_ < pos;
    close(pos, d.backfilled ? QueueMark::Backfilled : QueueMark::Started);
    if (d.backfilled) {
        after_last_backfilled_ = std::max(after_last_backfilled_, pos + 1);
        b_.backfilled_positions.push_back(pos);
    }
    report_.starts.push_back(std::move(d));
}

void IterationPass::run(bool has_soft_levels, bool reservations_on, bool chunk_active) {
    const LimitLevel levels[2] = {LimitLevel::Soft, LimitLevel::Hard};
    for (std::size_t li = has_soft_levels ? 0 : 1; li < 2; ++li) {
        const bool final_level = li == 1;
        priority_pass(levels[li], final_level, reservations_on);
        s_.reserver.end_replay(c_);
        backfill_pass(levels[li], final_level, chunk_active);
    }
}

void IterationPass::priority_pass(LimitLevel level, bool final_level, bool reservations_on) {
    for (std::size_t pos = 0; pos < order_.size(); ++pos) {
        const QueueMark mk = b_.marks[pos];
        if (mk == QueueMark::Started || mk == QueueMark::Backfilled || mk == QueueMark::Blocked ||
            mk == QueueMark::Reserved)
            continue;
        look_ahead(pos);
        if (priority_step(pos, level, final_level, reservations_on) == Walk::Stop) break;
    }
}

IterationPass::Walk IterationPass::priority_step(std::size_t pos, LimitLevel level, bool final_level,
                                                 bool reservations_on) {
    const bool fcfs = s_.policy.scheduling.fcfs;
    const Job& job = job_at(pos);
    const bool kept = s_.reserver.holds(job.id);
    if (blocked(pos, level, final_level)) {
        if (final_level) {
            close(pos, QueueMark::Blocked);
            if (kept) s_.reserver.drop(c_, job.id);
        }
        return Walk::Next;
    }
    const std::int32_t group = s_.depth.group_of(job);
    const bool room = reservations_on && s_.depth.has_room(group);
    if (!fcfs && !room && !kept && reservations_on) {
        // Its QOS group's depth is used up: the job is backfill's.
        set_mark(pos, QueueMark::Waiting);
        if (final_level)
            report_.notes.push_back(
                BlockNote{job.id, ReasonCode::ReservationDepthReached, s_.depth.depth(group), 0, 0});
        return Walk::Next;
    }
    if (kept) {
        if (const auto t = s_.reserver.stays(c_, job, fit_of(job))) {
            s_.depth.use(group);
            set_mark(pos, QueueMark::Reserved);
            report_.notes.push_back(BlockNote{job.id, ReasonCode::Reserved, t->seconds(), 0, 0});
            return s_.depth.all_full() ? Walk::Stop : Walk::Next;
        }
        s_.reserver.lift(c_, job.id);  // its own reservation must not stop it from starting now
    }
    if (room && !kept) {
        if (const auto t = s_.reserver.replayed(c_, job)) {
            s_.depth.use(group);
            set_mark(pos, QueueMark::Reserved);
            report_.notes.push_back(BlockNote{job.id, ReasonCode::Reserved, t->seconds(), 0, 0});
            return s_.depth.all_full() ? Walk::Stop : Walk::Next;
        }
    }
    if (try_start(pos, job, level)) {
        if (kept) s_.reserver.started(job.id);
        return Walk::Next;
    }
    if (fcfs || (!room && !kept)) {
        // fcfs, or no reservation possible at all (NEVER, or no depth): the pass ends here, and
        // without a reservation fcfs does not backfill either.
        set_mark(pos, QueueMark::Waiting);
        if (final_level) note_insufficient(job);
        return Walk::Stop;
    }
    s_.reserver.flush(c_);  // before fit_of: the reservation is placed on the calendar as it is
    if (const auto t = s_.reserver.reserve(c_, job, fit_of(job))) {
        s_.depth.use(group);
        set_mark(pos, QueueMark::Reserved);
        report_.notes.push_back(BlockNote{job.id, ReasonCode::Reserved, t->seconds(), 0, 0});
        // Once every group's depth is used up, the walk stops; the rest is backfill's.
        if (s_.depth.all_full()) return Walk::Stop;
    } else {
        set_mark(pos, QueueMark::Waiting);
        report_.notes.push_back(BlockNote{job.id, ReasonCode::NoStartFound, 0, job.procs(), 0});
    }
    return Walk::Next;
}

bool IterationPass::chunk_protects() const {
    const std::int64_t size = s_.policy.scheduling.chunk_size;
    for (std::size_t p = 0; p < order_.size(); ++p)
        if ((b_.marks[p] == QueueMark::Waiting || b_.marks[p] == QueueMark::Reserved) &&
            job_at(p).procs() >= size)
            return true;
    return false;
}

// What bounds the work of one backfill pass: no cap on the jobs it looks at (Slurm's
// bf_max_job_test changes the schedule; this does not). The pass is skipped outright when no
// processor is free or could be freed for the smallest waiting job. Otherwise FIRSTFIT looks at
// each waiting job once. Under a queue-time priority with no filter, the jobs that need more
// processors than are free, or that fit them but would still run when the unplaced head
// reservation starts and need more than it leaves, are swept without reading the Job, the
// calendar or the nodes: turn_down_short compares the idle queue's briefs (one array per field)
// a block of jobs at a time, and notes each run of them with two copies and one fill of their
// marks, a fraction of a nanosecond a job. Only jobs that could fit reach the start bound and
// placement. The pass is still linear in the waiting jobs, at that rate. The bypass counts of a
// deep queue are followed, not written (count_bypass, schedule/bypass_counts.hpp): a few
// operations per job backfilled, not one per job waiting ahead of it.
void IterationPass::backfill_pass(LimitLevel level, bool final_level, bool chunk_active) {
    if (s_.policy.scheduling.fcfs || s_.backfill.policy() == BackfillPolicy::None) return;
    const std::int64_t free_now = c_.bound.free_now(c_.calendar);
    const std::int64_t may_free = free_now + c_.bound.reserved_procs();
    if (may_free <= 0 || may_free < c_.snap.min_idle_procs()) return;
    if (s_.backfill.reads_windows()) s_.reserver.flush(c_);  // the windows read the reservations
    report_.backfill_ran = true;
    held_ = Held::Unknown;  // the priority pass before may have changed who holds one
    // Chunking protects freed resources for large jobs while one of them is blocked.
    std::optional<ChunkNote> chunk;
    if (chunk_active && chunk_protects())
        chunk = ChunkNote{s_.policy.scheduling.chunk_size, c_.state.chunk_until};
    PassQueue queue(*this, level, final_level, chunk);
    s_.backfill.run(queue);
}

void IterationPass::stop_unreached_clocks() {
    if (s_.policy.accrual == PrioAccrualPolicy::Always ||
        (s_.filters.empty() && s_.policy.accrual != PrioAccrualPolicy::FullPolicy))
        return;
    // Usually every job was reached: only the records of those that were not are asked for.
    for (std::size_t p = 0; p < order_.size(); ++p) {
        look_ahead(p, /*unmarked_only=*/true);
        if (b_.marks[p] == QueueMark::None && blocked(p, LimitLevel::Hard, true))
            close(p, QueueMark::Blocked);
    }
}

void IterationPass::count_bypass() {
    BypassCounts& counts = c_.state.bypass;
    // A deep queue in the idle queue's order, walked once (no filter, idle selection or soft
    // level), with the jobs holding a reservation listed: its counts are followed rather than
    // written. Below kFollowed waiting jobs, writing them costs about as much.
    constexpr std::size_t kFollowed = 1024;
    const bool followable = order_briefs_ != nullptr && s_.filters.empty() && b_.idle_touched.empty() &&
                            (counts.following() || order_.size() >= kFollowed) && list_held();
    if (followable && counts.follow(order_, c_.snap.idle_changes())) {
        for (const StartDecision& d : report_.starts) counts.leave(d.job);
        auto& passed = b_.backfilled_positions;
        std::sort(passed.begin(), passed.end());
        for (const std::size_t q : passed) counts.pass(order_[q]);
        // Ahead of a backfilled job but not waiting: blocked, or holding a reservation the pass
        // never reached. The passes behind it this iteration do not count for it.
        const auto spare = [&](std::size_t p) {
            if (p >= after_last_backfilled_) return;
            const auto behind = passed.end() - std::upper_bound(passed.begin(), passed.end(), p);
            counts.spare(order_[p], behind);
        };
        for (const std::size_t p : b_.blocked_positions)
            if (b_.marks[p] == QueueMark::Blocked) spare(p);
        for (const std::size_t p : b_.held_positions)
            if (b_.marks[p] == QueueMark::None) spare(p);
        return;
    }
    counts.stop_following();
    // The jobs behind the last one backfilled were passed by none.
    std::int32_t later = 0;
    for (std::size_t p = after_last_backfilled_; p-- > 0;) {
        if (b_.marks[p] == QueueMark::Backfilled)
            ++later;
        else if (b_.marks[p] == QueueMark::Waiting || b_.marks[p] == QueueMark::Reserved)
            counts.add(order_[p], later);
    }
}

void IterationPass::finish(StartSpans start_spans) {
    s_.reserver.hand_over(c_, s_.filters.empty());
    if (start_spans == StartSpans::Keep) {
        // Handed over, not copied; the next iteration clears the buffers it gets back.
        report_.start_spans.swap(b_.start_spans);
        report_.start_span_ranges.swap(b_.start_ranges);
    } else {
        for (const auto& [from, to] : b_.start_ranges)
            c_.calendar.rem_spans(std::span<const SpanId>(b_.start_spans).subspan(from, to - from));
    }
    report_.reservations = c_.state.reservations;  // a view
    s_.reserver.end(c_.calendar);
    for (JobId j : b_.idle_touched) b_.idle_blocked[j.value()] = 0;
    b_.idle_touched.clear();
    c_.bound.end();
}

}  // namespace outrigger
