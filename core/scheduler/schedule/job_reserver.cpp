#include "schedule/job_reserver.hpp"

#include <algorithm>
#include <cassert>
#include <utility>

namespace outrigger {

namespace {

// Whether a reservation instance started or ended in (from, now]: the calendar's steps from `from`
// are then not those from now.
bool instance_bound_between(const Snapshot& snap, Time from, Time now) {
    const auto inside = [&](Time t) { return from < t && !(now < t); };
    return std::any_of(snap.reservations().begin(), snap.reservations().end(),
                       [&](const auto& inst) { return inside(inst.when.start) || inside(inst.when.end); });
}

}  // namespace

JobReserver::~JobReserver() {
    if (layered_ != nullptr) layered_->set_layer(nullptr);  // withdraws it
}

void JobReserver::withdraw(Availability& calendar) {
    for (const auto& e : layer_) calendar.rem_spans(e.spans);
    layer_.clear();
    layered_ = nullptr;
}

void JobReserver::detach() {
    layer_.clear();
    layered_ = nullptr;
}

void JobReserver::reclaim(Snapshot& snap, Time now) {
    if (snap.layer() != nullptr && snap.layer() != this) snap.set_layer(nullptr);
    if (layered_ != &snap) return;
    Availability& calendar = snap.layered_calendar();
    std::size_t kept = 0;
    for (auto& e : layer_) {
        if (now < e.when.start && snap.state(e.job) == JobState::Idle) {
            if (&layer_[kept] != &e) layer_[kept] = std::move(e);
            ++kept;
        } else {
            calendar.rem_spans(e.spans);
        }
    }
    layer_.resize(kept);
}

void JobReserver::take_layer(const StepContext& c, bool keep) {
    if (layered_ != nullptr && layered_ != &c.snap) layered_->set_layer(nullptr);  // withdraws it
    if (layered_ == nullptr) layer_.clear();  // withdrawn (or never made): its spans are gone
    if (layered_ == &c.snap) c.snap.release_layer();
    layered_ = nullptr;
    const auto& state = c.state.reservations;
    layer_match_.assign(keep ? state.size() : 0, kNoEntry);
    if (layer_.empty()) return;
    if (keep) {
        if (entry_of_.size() < c.snap.job_count()) entry_of_.resize(c.snap.job_count(), kNoSlot);
        for (std::size_t i = 0; i < layer_.size(); ++i)
            entry_of_[layer_[i].job.value()] = static_cast<std::int32_t>(i);
        std::vector<bool> used(layer_.size(), false);
        for (std::size_t i = 0; i < state.size(); ++i) {
            const JobReservation& r = state[i];
            if (!r.job.valid() || r.job.value() >= entry_of_.size()) continue;
            const std::int32_t e = entry_of_[r.job.value()];
            if (e == kNoSlot) continue;
            const auto k = static_cast<std::size_t>(e);
            // The reservation handed over as this entry, moved since and never copied or changed.
            if (used[k] || layer_[k].token != r.mark.layer() || layer_[k].when != r.when) continue;
            used[k] = true;
            layer_match_[i] = k;
        }
        for (const auto& e : layer_) entry_of_[e.job.value()] = kNoSlot;
        // Entries the state no longer holds leave before anything is placed again.
        for (std::size_t k = 0; k < layer_.size(); ++k)
            if (!used[k]) c.calendar.rem_spans(layer_[k].spans);
    } else {
        for (const auto& e : layer_) c.calendar.rem_spans(e.spans);
        layer_.clear();
    }
}

bool JobReserver::can_replay(const StepContext& c) const {
    if (policy_ != ReservationPolicy::CurrentHighest || !replay_ready_ || layered_ != &c.snap ||
        layer_.empty() || c.calendar.version() != head_.last_end_version || !c.snap.reservations().empty() ||
        c.calendar.has_reservation_spans() || !(replay_now_ < c.now) ||
        c.state.reservations.size() != layer_.size() || c.calendar.ends_within(replay_now_, c.now))
        return false;
    for (std::size_t k = 0; k < layer_.size(); ++k) {
        const LayerEntry& e = layer_[k];
        const JobReservation& r = c.state.reservations[k];
        // The state's own reservation, not one copied over it (a resumed replay's).
        if (r.job != e.job || r.mark.layer() != e.token || !(c.now < e.when.start) ||
            c.snap.state(e.job) != JobState::Idle)
            return false;
    }
    return true;
}

void JobReserver::begin(const StepContext& c, bool keep, bool replay) {
    if (slot_.size() < c.snap.job_count()) slot_.resize(c.snap.job_count(), kNoSlot);
    // Under HIGHEST only, where reservations are kept: the time journal keeps their answers
    // checkable, and stays() searches at every kept reservation of every iteration.
    if (keep) {
        c.calendar.keep_time_journal();
        c.calendar.keep_full_stretches();
    }
    if (keep && answered_.size() < c.snap.job_count()) answered_.resize(c.snap.job_count());
    // The answers kept are marks in this calendar's journal: on another calendar they say nothing.
    const std::weak_ptr<const void> calendar = c.calendar.identity();
    if (calendar_epoch_ == 0 || journal_of_.owner_before(calendar) || calendar.owner_before(journal_of_)) {
        ++calendar_epoch_;
        journal_of_ = calendar;
    }
    reservations_.clear();
    spans_.clear();
    keep_ = keep;
    replaying_ = !keep && replay && can_replay(c);
    replay_ready_ = false;
    replay_next_ = 0;
    started_after_reserving_ = false;
    if (replaying_) {
        // The layer stays in the calendar as the iteration's own, to be replayed or to leave.
        c.snap.release_layer();
        layered_ = nullptr;
    } else {
        take_layer(c, keep);
    }
    front_taken_ = false;
    if (keep) {
        // Moved, not copied: the state's reservations come back from reservations_ in hand_over,
        // and until then only reserve() reads the state (its front, when not taken here).
        for (std::size_t i = 0; i < c.state.reservations.size(); ++i) {
            JobReservation& r = c.state.reservations[i];
            if (c.snap.state(r.job) != JobState::Idle || r.when.start < c.now) continue;
            std::vector<SpanId> spans;
            if (layer_match_[i] != kNoEntry) {
                spans = std::move(layer_[layer_match_[i]].spans);  // in the calendar still
            } else {
                const Job& j = c.snap.job(r.job);
                // Checked first: a forced span, even one that fits, leaves the calendar's aggregate
                // no bound (may_fit_before, fits_at) while it lasts. Forced only where checked fails
                // and reservations may have admitted the job (it was placed over their hold).
                const SpanOwner owner = SpanOwner::of_job(r.job, j.creds.user());
                if (!commit_allocation(c.calendar, r.allocation, j.request, r.when, owner, spans,
                                       Commit::Checked) &&
                    (c.snap.access_oracle() == nullptr ||
                     !commit_allocation(c.calendar, r.allocation, j.request, r.when, owner, spans,
                                        Commit::Forced)))
                    continue;
            }
            slot_[r.job.value()] = static_cast<std::int32_t>(reservations_.size());
            touched_.push_back(r.job);
            front_taken_ = front_taken_ || i == 0;
            reservations_.push_back(std::move(r));
            spans_.push_back(std::move(spans));
        }
    }
    if (!replaying_) layer_.clear();
    forget_unplaced();
    pending_ready_ = false;  // its contents stay for the next top reservation to reuse
    reserved_any_ = false;
    head_.start_version = c.calendar.version();
    head_.kept = !reservations_.empty();
}

void JobReserver::occupy_kept(const StepContext& c) const {
    for (const auto& r : reservations_)
        c.bound.occupy(r.allocation, c.snap.job(r.job).request.per_task.procs, r.when);
}

void JobReserver::lift(const StepContext& c, JobId job) {
    take_out(c, job, static_cast<std::size_t>(slot_[job.value()]));
    c.bound.calendar_changed();
}

void JobReserver::take_out(const StepContext& c, JobId job, std::size_t slot) {
    auto& spans = spans_[slot];
    const std::uint64_t mark = c.calendar.time_mark();
    c.calendar.rem_spans(spans);
    spans.clear();
    if (keeps_answers(job) && c.calendar.time_mark() != mark) answered_[job.value()].lifted_at = mark;
}

void JobReserver::forget_unplaced() {
    for (std::size_t k : unplaced_)
        if (reservations_[k].job.valid() && keeps_answers(reservations_[k].job))
            answered_[reservations_[k].job.value()].goes_back = false;
    unplaced_.clear();
    unplaced_room_.clear();
    unplaced_version_.clear();
    unplaced_changed_ = 0;
}

void JobReserver::note_answer(const StepContext& c, const Job& job, Interval when) {
    if (!keeps_answers(job.id)) return;
    Answered& a = answered_[job.id.value()];
    // With reservation instances the search reads their admission: not an answer kept here.
    a.epoch = c.bound.has_instances() ? 0 : calendar_epoch_;
    a.mark = c.calendar.time_mark();
    a.now = c.now;
    a.when = when;
    a.walltime = job.walltime;
}

std::optional<Time> JobReserver::search_again_before(const StepContext& c, const Job& job,
                                                     const JobReservation& r) {
    const Time start = r.when.start;
    if (unplaced_changed_ != 0) return start;
    if (!keeps_answers(job.id)) return start;
    const Answered& a = answered_[job.id.value()];
    // An answer given later than now (a clock set back) ruled nothing out before its now.
    if (a.epoch != calendar_epoch_ || a.when != r.when || a.walltime != job.walltime || c.now < a.now ||
        !c.calendar.keeps_time_journal())
        return start;
    const auto changes = c.calendar.time_changes_since(a.mark);
    if (!changes || changes->size() > kMostChangesRead) return start;
    std::optional<Time> released_until;  // the latest end of room released after now
    for (const Availability::TimeChange& ch : *changes) {
        if (ch.undone || !ch.released || !(c.now < ch.when.end) || !(ch.when.start < r.when.end)) continue;
        released_until = released_until ? max(*released_until, ch.when.end) : ch.when.end;
    }
    return released_until ? std::optional<Time>(min(start, *released_until)) : std::nullopt;
}

std::optional<Time> JobReserver::stays(const StepContext& c, const Job& job, const FitRequest& fit) {
    const std::int32_t slot = slot_[job.id.value()];
    if (slot == kNoSlot || c.bound.has_instances()) return std::nullopt;
    const auto k = static_cast<std::size_t>(slot);
    const JobReservation& r = reservations_[k];
    // In the calendar, and due later: a due job is offered its start.
    if (spans_[k].empty() || !(c.now < r.when.start)) return std::nullopt;
    // Its own spans start at r.when.start, where the question ends: they need not leave first.
    const std::optional<Time> search_before =
        fit.gate != nullptr ? std::optional<Time>(r.when.start) : search_again_before(c, job, r);
    if (search_before && c.calendar.may_fit_before(fit, c.now, r.when.start, *search_before)) {
        // The aggregate cannot tell: the nodes do, with the reservation's own spans counted free
        // instead of taken out and put back. The search reads every reservation in the calendar.
        flush(c);
        const Availability::StartBesideOwn earlier =
            c.calendar.start_beside_own(fit, c.now, r.when.start, r.allocation, &own_search_, *search_before);
        if (earlier.start) found_earlier_ = FoundEarlier{job.id, *earlier.start, c.calendar.time_mark()};
        if (!earlier.known || earlier.start) return std::nullopt;
    }
    note_answer(c, job, r.when);
    reserved_any_ = true;
    return r.when.start;
}

std::optional<Time> JobReserver::replay_next(const StepContext& c, const Job& job) {
    // Only the last reservation of a pass can have been left unplaced (each reserve() places the
    // one before); anything else is not a replay.
    if (replay_next_ >= layer_.size() || layer_[replay_next_].job != job.id ||
        (layer_[replay_next_].spans.empty() && replay_next_ + 1 != layer_.size())) {
        end_replay(c);
        return std::nullopt;
    }
    flush(c);  // as reserve() does first
    const std::size_t k = replay_next_++;
    std::vector<SpanId> spans = std::move(layer_[k].spans);
    JobReservation& r = c.state.reservations[k];  // the same reservation, with its allocation
    const Time start = r.when.start;
    // A reservation in the calendar is placed as flush() placed it; one still unplaced when the last
    // pass ended is unplaced again, as the pass leaves its last reservation (store()).
    const bool placed = !spans.empty();
    if (placed) {
        c.bound.occupy(r.allocation, job.request.per_task.procs, r.when);
        c.bound.calendar_changed();
    }
    const std::size_t slot = reservations_.size();
    slot_[job.id.value()] = static_cast<std::int32_t>(slot);
    touched_.push_back(job.id);
    reservations_.push_back(std::move(r));
    spans_.push_back(std::move(spans));
    if (!placed) {
        ++unplaced_changed_;
        unplaced_.push_back(slot);
        unplaced_room_.push_back(c.calendar.free_procs_at(PartitionId::invalid(), start) - job.procs());
        unplaced_version_.push_back(kNoVersion);  // placed by the last iteration
    }
    reserved_any_ = true;
    return start;
}

void JobReserver::end_replay(const StepContext& c) {
    if (!replaying_) return;
    replaying_ = false;
    bool removed = false;
    for (std::size_t k = replay_next_; k < layer_.size(); ++k) {
        removed = removed || !layer_[k].spans.empty();
        c.calendar.rem_spans(layer_[k].spans);
    }
    layer_.clear();
    if (removed) c.bound.calendar_changed();
}

void JobReserver::started(JobId job) {
    if (keeps_answers(job)) {
        answered_[job.value()].epoch = 0;
        answered_[job.value()].lifted_at = kNotLifted;
    }
    reservations_[static_cast<std::size_t>(slot_[job.value()])].job = JobId::invalid();
    slot_[job.value()] = kNoSlot;
}

void JobReserver::drop(const StepContext& c, JobId job) {
    lift(c, job);
    started(job);
}

void JobReserver::prepare_pending(const StepContext& c, const JobReservation& head) {
    // The same answer as the one the pending reservation holds: nothing to rebuild.
    const std::uint64_t answer = answer_of(head);
    if (answer == 0 || answer != pending_answer_ || c.bound.has_instances()) {
        const std::int64_t per_task = c.snap.job(head.job).request.per_task.procs;
        pending_.set(head.when, head.allocation, per_task, c.calendar);
        c.bound.set_pending(head.allocation, per_task, head.when);
        pending_answer_ = answer;
    }
    pending_ready_ = true;
}

JobReserver::StartRoom JobReserver::room_beside_unplaced(const StepContext& c, const Job& job,
                                                         const FitRequest& fit) {
    const Time end = c.now + job.walltime;
    if (!job.partition.valid() && !c.bound.has_instances() &&
        refused_beside_unplaced(c.now, job.procs(), job.walltime))
        return StartRoom::Refused;
    // Placement can read the one unplaced reservation as processors in use on its nodes: its
    // spans need not enter the calendar for that.
    const JobReservation& head = reservations_[unplaced_.front()];
    const bool beside = unplaced_.size() == 1 && rooms_hold() && head.job.valid() &&
                        PendingReservation::usable(c.calendar, fit, c.allocator);
    if (!beside) {
        flush(c);
        return c.bound.rejects(job, c.snap, c.calendar) ? StartRoom::Refused : StartRoom::Alone;
    }
    if (!pending_ready_) prepare_pending(c, head);
    if (head.when.start < end && !job.partition.valid()) {
        // The bound once more, with the reservation's processors in use where the job meets it.
        const Interval meet{head.when.start, min(end, head.when.end)};
        const std::int64_t room = std::max<std::int64_t>(
            0, c.calendar.free_procs_during(PartitionId::invalid(), meet) - c.snap.job(head.job).procs());
        if (c.bound.rejects_beside(job, c.snap, room)) return StartRoom::Refused;
    }
    return StartRoom::Beside;
}

void JobReserver::flush(const StepContext& c) {
    for (std::size_t i = 0; i < unplaced_.size(); ++i) {
        const std::size_t k = unplaced_[i];
        const JobReservation& r = reservations_[k];
        if (!r.job.valid()) continue;
        const Job& j = c.snap.job(r.job);
        // A reservation computed on the calendar as it stands goes in unchecked (Commit::Placed).
        const Commit commit = c.snap.access_oracle() != nullptr && c.calendar.has_reservation_spans()
                                  ? Commit::Forced
                              : unplaced_version_[i] == c.calendar.version() ? Commit::Placed
                                                                             : Commit::Checked;
        const std::uint64_t mark = c.calendar.time_mark();
        const bool goes_back = keeps_answers(r.job) && answered_[r.job.value()].goes_back;
        if (goes_back) answered_[r.job.value()].goes_back = false;
        if (!commit_allocation(c.calendar, r.allocation, j.request, r.when,
                               SpanOwner::of_job(r.job, j.creds.user()), spans_[k], commit)) {
            // Cannot happen: it was placed on this calendar. Its lift was marked undone: no
            // answer kept can be trusted.
            if (goes_back) ++calendar_epoch_;
            reservations_[k].job = JobId::invalid();
        } else {
            c.bound.occupy(r.allocation, j.request.per_task.procs, r.when);
            if (goes_back) c.calendar.mark_undone(mark);  // the spans its lift took out, back
        }
    }
    if (!unplaced_.empty()) c.bound.calendar_changed();
    forget_unplaced();
    pending_ready_ = false;
}

bool JobReserver::head_cache_valid(const StepContext& c, const Job& job, const FitRequest& fit,
                                   std::uint64_t held_answer) const {
    return !head_.kept && c.calendar.version() == head_.start_version &&
           head_.start_version == head_.last_end_version && head_.job == job.id &&
           head_.version == head_.start_version && head_.reservation.when.start >= c.now && !head_.gated &&
           fit.gate == nullptr && !instance_bound_between(c.snap, head_.now, c.now) &&
           (head_.answer == 0 || head_.answer == held_answer);
}

std::optional<JobReserver::Answer> JobReserver::place_fresh(const StepContext& c, const Job& job,
                                                            const FitRequest& fit, JobReservation* held) {
    const bool top = !reserved_any_;
    const std::uint64_t held_answer = held != nullptr ? answer_of(*held) : 0;
    // The placement at each candidate instant is the search's test: placing succeeds exactly
    // where the job fits, and the last placement is the reservation's.
    std::optional<Allocation> alloc;
    const auto t = c.calendar.avail_time_after(fit, c.now, [&](Time at) {
        const Interval when{at, at + job.walltime};
        alloc = top ? top_fit_.place(c.calendar, fit, when, c.now, c.allocator, c.scratch, held_answer)
                    : place(c.calendar, fit, when, Interval{c.now, when.end}, c.allocator, c.scratch);
        return alloc.has_value();
    });
    if (!t) return std::nullopt;
    Answer a;
    a.reservation.job = job.id;
    a.reservation.when = Interval{*t, *t + job.walltime};
    if (top) a.name = top_fit_.last_answer();
    if (a.name != 0 && a.name == held_answer) {
        // The state still holds this answer: its allocation is taken back rather than copied.
        held->mark = PlacementMark{};
        a.reservation.allocation = std::move(held->allocation);
    } else if (a.name != 0 && alloc->empty()) {
        // The answer the state holds, with the changes the top fit gave (ReservationFit::place).
        assert(top_fit_.changes_from() == held_answer && top_fit_.changes_to() == a.name);
        held->mark = PlacementMark{};
        apply_changes(held->allocation, top_fit_.changes(), changes_scratch_);
        a.reservation.allocation = std::move(held->allocation);
        // The pending reservation built from the held answer follows it the same way, at once:
        // O(changes) now rather than O(allocation) when a start is next tried beside it.
        if (pending_answer_ == held_answer && pending_.when == a.reservation.when &&
            !c.bound.has_instances()) {
            pending_.apply(top_fit_.changes(), job.request.per_task.procs, c.calendar);
            pending_answer_ = a.name;
        }
    } else {
        a.reservation.allocation = std::move(*alloc);
    }
    if (c.calendar.version() == head_.start_version) {
        head_.job = job.id;
        head_.version = head_.start_version;
        head_.gated = fit.gate != nullptr;
        head_.now = c.now;
        head_.answer = a.name;
        if (a.name != 0) {
            head_.reservation.when = a.reservation.when;  // the allocation stays with the state
            head_.reservation.allocation.clear();
        } else {
            head_.reservation = a.reservation;
        }
    }
    return a;
}

std::optional<JobReservation> JobReserver::move_earlier(const StepContext& c, const Job& job,
                                                        const FitRequest& fit, std::size_t slot) {
    // The start stays() found, while all that changed since is the reservation's lift (whose spans
    // it counted free), and it lies after now (a try at now is not the search's).
    const FoundEarlier found = std::exchange(found_earlier_, FoundEarlier{});
    const bool still = found.job == job.id && keeps_answers(job.id) &&
                       answered_[job.id.value()].lifted_at == found.mark &&
                       c.calendar.time_mark() == found.mark + 1 && c.now < found.start;
    // Only a start before the kept one moves it: the search stops there.
    const auto t = still ? std::optional<Time>(found.start)
                         : c.calendar.avail_time_before(fit, c.now, reservations_[slot].when.start);
    if (!t) return reservations_[slot];
    JobReservation r;
    r.job = job.id;
    r.when = Interval{*t, *t + job.walltime};
    auto alloc = place(c.calendar, fit, r.when, Interval{c.now, r.when.end}, c.allocator, c.scratch);
    if (!alloc) return std::nullopt;
    r.allocation = std::move(*alloc);
    return r;
}

std::optional<Time> JobReserver::reserve(const StepContext& c, const Job& job, FitRequest fit) {
    flush(c);
    if (c.bound.has_instances())
        fit.bound_slack = c.bound.slack(job, Interval{c.now, Time::never()}, c.snap.access_oracle());
    const std::int32_t slot = slot_[job.id.value()];
    JobReservation r;
    std::uint64_t answer = 0;  // the top fit's name for r's allocation, if it is one of its answers
    std::uint64_t placed_on = kNoVersion;  // the calendar's version r was placed on, if placed here
    if (slot != kNoSlot) {
        // Lift it out, look for something earlier, else put it back where it was.
        const auto k = static_cast<std::size_t>(slot);
        take_out(c, job.id, k);
        auto moved = move_earlier(c, job, fit, k);
        if (!moved) return std::nullopt;
        // Placed afresh when it moves; else the allocation it had.
        if (moved->when.start < reservations_[k].when.start) placed_on = c.calendar.version();
        r = std::move(*moved);
    } else {
        // The top reservation of the last iteration, while the state still holds it: a large job's
        // allocation is taken back from there rather than copied when the answer is the same.
        JobReservation* held = !reserved_any_ && !front_taken_ && !c.state.reservations.empty() &&
                                       c.state.reservations.front().job == job.id
                                   ? &c.state.reservations.front()
                                   : nullptr;
        const std::uint64_t held_answer = held != nullptr ? answer_of(*held) : 0;
        if (head_cache_valid(c, job, fit, held_answer)) {
            // Nothing changed since the last iteration placed this same job: the same answer.
            answer = head_.answer;
            if (answer != 0) {
                r.job = job.id;
                r.when = held->when;
                held->mark = PlacementMark{};
                r.allocation = std::move(held->allocation);
            } else {
                r = head_.reservation;
            }
        } else {
            auto fresh = place_fresh(c, job, fit, held);
            if (!fresh) return std::nullopt;
            placed_on = c.calendar.version();
            r = std::move(fresh->reservation);
            answer = fresh->name;
        }
    }
    reserved_any_ = true;
    if (answer != 0) {
        r.mark = PlacementMark{answer};
        last_named_ = answer;
    }
    return store(c, job, std::move(r), slot, placed_on);
}

Time JobReserver::store(const StepContext& c, const Job& job, JobReservation r, std::int32_t slot,
                        std::uint64_t placed_on) {
    Time& first = c.state.first_reserved[job.id.value()];
    if (first.is_never()) first = r.when.start;
    r.first_start = first;
    const Time start = r.when.start;
    // Moved, not copied: a large job's reservation holds thousands of nodes.
    std::size_t k = 0;
    // A kept reservation that goes back as it was lifted: the calendar's journal shows no change.
    bool goes_back = false;
    if (keeps_answers(job.id)) {
        std::uint64_t& lifted = answered_[job.id.value()].lifted_at;
        goes_back = slot != kNoSlot && lifted != kNotLifted &&
                    reservations_[static_cast<std::size_t>(slot)].when == r.when &&
                    reservations_[static_cast<std::size_t>(slot)].allocation == r.allocation;
        if (goes_back) c.calendar.mark_undone(lifted);
        lifted = kNotLifted;
        answered_[job.id.value()].goes_back = goes_back;
    }
    if (!goes_back) ++unplaced_changed_;
    note_answer(c, job, r.when);
    if (slot != kNoSlot) {
        k = static_cast<std::size_t>(slot);
        reservations_[k] = std::move(r);
        spans_[k].clear();
    } else {
        k = reservations_.size();
        slot_[job.id.value()] = static_cast<std::int32_t>(k);
        touched_.push_back(job.id);
        reservations_.push_back(std::move(r));
        spans_.emplace_back();
    }
    unplaced_.push_back(k);
    unplaced_room_.push_back(c.calendar.free_procs_at(PartitionId::invalid(), start) - job.procs());
    unplaced_version_.push_back(placed_on);
    return start;
}

void JobReserver::hand_over(const StepContext& c, bool replayable) {
    end_replay(c);
    forget_unplaced();
    c.state.reservations.clear();
    layer_.clear();
    // Under CURRENTHIGHEST every reservation (placed or not) is an entry, in the pass's order: the
    // next iteration replays them from the front (replayed()), matching them with the state's.
    const bool replay = policy_ == ReservationPolicy::CurrentHighest && replayable &&
                        reservations_.size() > 1 && !started_after_reserving_ &&
                        c.snap.reservations().empty() && !c.calendar.has_reservation_spans();
    for (std::size_t i = 0; i < reservations_.size(); ++i) {
        JobReservation& r = reservations_[i];
        if (!r.job.valid()) continue;
        if (replay || (keep_ && !spans_[i].empty())) {
            r.mark.set_layer(++layer_tokens_);
            layer_.push_back(LayerEntry{r.job, r.when, layer_tokens_, std::move(spans_[i])});
        } else {
            r.mark.set_layer(0);
            c.calendar.rem_spans(spans_[i]);
        }
        c.state.reservations.push_back(std::move(r));
    }
    replay_ready_ = replay && !layer_.empty();
    replay_now_ = c.now;
    if (!layer_.empty()) {
        c.snap.set_layer(this);
        layered_ = &c.snap;
    }
}

void JobReserver::end(const Availability& calendar) {
    head_.last_end_version = calendar.version();
    for (JobId j : touched_) {
        slot_[j.value()] = kNoSlot;
        if (keeps_answers(j)) answered_[j.value()].lifted_at = kNotLifted;
    }
    touched_.clear();
}

}  // namespace outrigger
