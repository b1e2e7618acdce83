#include "stack/reservation_driver.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "reservation/acl.hpp"
#include "stack/policy_filters.hpp"
#include "stack/state_json.hpp"

namespace outrigger {

ReservationDriver::ReservationDriver(std::vector<StandingReservationConfig> standing,
                                     NodeAllocationPolicy allocation, const Cluster& cluster,
                                     const LocalCalendar& calendar)
    : cluster_(&cluster),
      has_standing_(!standing.empty()),
      book_(std::move(standing), cluster, calendar, allocation),
      oracle_(book_, cluster.names()) {}

std::optional<PeriodicEvent> ReservationDriver::midnight_event() const {
    if (!has_standing_) return std::nullopt;
    const LocalCalendar cal = book_.calendar();
    return PeriodicEvent{EventKind::LocalMidnight, [cal](Time t) { return cal.next_midnight(t); }};
}

Time ReservationDriver::next_boundary(Time t) const {
    const auto it = std::upper_bound(boundaries_.begin(), boundaries_.end(), t);
    return it == boundaries_.end() ? Time::never() : *it;
}

std::unique_ptr<EligibilityFilter> ReservationDriver::preempted_filter() const {
    return std::make_unique<PreemptedFilter>(preempted_now_, preempted_at_);
}

void ReservationDriver::start(Snapshot& snapshot, Time now) {
    if (has_standing_) {
        const CalendarCapacity view(*cluster_, snapshot.calendar());
        book_.roll(now, view);
        next_roll_ = book_.next_roll(now);
    }
    place(snapshot);
}

bool ReservationDriver::advance(Snapshot& snapshot, Time now) {
    bool changed = false;
    if (has_standing_ && now >= next_roll_) {
        const CalendarCapacity view(*cluster_, snapshot.calendar());
        const RollReport rolled = book_.roll(now, view);
        next_roll_ = book_.next_roll(now);
        changed = !rolled.removed.empty() || !rolled.created.empty();
    }
    // Growing is a search of the calendar: only worth it while a job waits that could use the room.
    const auto rs = book_.reservations();
    if (!snapshot.idle().empty() &&
        std::any_of(rs.begin(), rs.end(), [](const Reservation& r) { return r.partial(); })) {
        const CalendarCapacity view(*cluster_, snapshot.calendar());
        const GrowReport grown = book_.grow(now, view);
        changed |= !grown.grown.empty() || !grown.moved.empty();
    }
    if (!changed) return false;
    oracle_.reindex();
    sync_reservations(snapshot);
    return true;
}

// The snapshot reads the book through the oracle, whose index must follow every change.
void ReservationDriver::place(Snapshot& snapshot) {
    oracle_.reindex();
    snapshot.set_access_oracle(&oracle_);
    sync_reservations(snapshot);
}

void ReservationDriver::sync_reservations(Snapshot& snapshot) {
    const auto rs = book_.reservations();
    for (auto it = synced_.begin(); it != synced_.end();) {
        const bool kept = std::any_of(rs.begin(), rs.end(),
                                      [&it](const Reservation& r) { return r.id.value() == it->first; });
        if (kept) {
            ++it;
        } else {
            snapshot.remove_reservation(ReservationId(it->first));
            it = synced_.erase(it);
        }
    }
    has_owner_preempt_ = false;
    has_charged_ = false;
    std::vector<ReservedBlock> blocks;
    for (const Reservation& r : rs) {
        has_owner_preempt_ |= r.has(ReservationFlag::OwnerPreempt) && r.owner.has_value();
        has_charged_ |= r.charge_account.has_value() || r.owner.has_value();
        auto& entry = synced_[r.id.value()];
        if (entry.first == r.span && entry.second == r.allocation) continue;
        entry = {r.span, r.allocation};
        blocks.clear();
        for (const NodeHold& h : r.allocation) blocks.push_back(ReservedBlock{h.node, h.held});
        snapshot.add_reservation(r.id, r.name, r.span, blocks);
    }
    boundaries_.clear();
    for (const Reservation& r : rs) {
        boundaries_.push_back(r.span.start);
        if (!r.span.end.is_never()) boundaries_.push_back(r.span.end);
    }
    std::sort(boundaries_.begin(), boundaries_.end());
    boundaries_.erase(std::unique(boundaries_.begin(), boundaries_.end()), boundaries_.end());
}

bool ReservationDriver::owner_preempt(Snapshot& snapshot, Time now, std::vector<JobId>& requeue) {
    if (!has_owner_preempt_ || snapshot.idle().empty()) return false;
    const Names& names = cluster_->names();
    bool took = false;
    for (const Reservation& r : book_.reservations()) {
        if (!r.has(ReservationFlag::OwnerPreempt) || !r.owner || !r.active_at(now)) continue;
        const auto owner = names.find(r.owner->kind, r.owner->name);
        if (!owner) continue;
        // The owner's first waiting job (queue order) that the reservation admits and that cannot
        // start now without taking resources back.
        for (JobId id : snapshot.idle()) {
            const Job& job = snapshot.job(id);
            if (job.creds[r.owner->kind] != *owner || any(job.hold)) continue;
            if (std::any_of(job.depends_on.begin(), job.depends_on.end(),
                            [&snapshot](JobId d) { return snapshot.state(d) != JobState::Completed; }))
                continue;
            const Interval span{now, now + job.walltime};
            if (!check_access(r, job, span, names).admitted()) continue;
            FitRequest fit = FitRequest::for_job(job);
            const JobReservationGate gate(oracle_, job);
            fit.gate = &gate;
            if (snapshot.calendar().fits_at(fit, now)) break;  // it starts without help
            std::vector<RunningUse> uses;
            for (const RunningJob& rj : snapshot.running_jobs()) {
                if (std::find(requeue.begin(), requeue.end(), rj.job) != requeue.end()) continue;
                const Job& other = snapshot.job(rj.job);
                for (const NodeTasks& nt : rj.allocation)
                    if (r.covers(nt.node))
                        uses.push_back(RunningUse{rj.job, other.creds, nt.node,
                                                  other.request.per_task * nt.tasks, rj.start});
            }
            const PreemptionChoice choice = choose_owner_preemption(r, job, uses, now, names);
            if (choice.verdict == PreemptVerdict::Preempt) {
                for (const PreemptedJob& p : choice.preempt) {
                    requeue.push_back(p.job);
                    if (preempted_at_ != now) preempted_now_.clear();
                    preempted_at_ = now;
                    preempted_now_.push_back(p.job);
                }
                preemptions_.push_back(PreemptionRecord{now, r.id, job.id, choice.preempt});
                took = true;
            }
            break;
        }
    }
    return took;
}

SetresResult ReservationDriver::add_reservation(const SetresRequest& request, Snapshot& snapshot, Time now) {
    const CalendarCapacity view(*cluster_, snapshot.calendar());
    SetresResult result = book_.setres(request, now, *cluster_, view);
    if (result.id) place(snapshot);
    return result;
}

std::optional<ReservationDiagnostic> ReservationDriver::release_reservation(std::string_view name,
                                                                            Snapshot& snapshot) {
    const auto rs = book_.reservations();
    const auto it =
        std::find_if(rs.begin(), rs.end(), [name](const Reservation& r) { return r.name == name; });
    if (it == rs.end())
        return ReservationDiagnostic{ReservationSeverity::Error, std::string(name),
                                     "no reservation named " + std::string(name)};
    if (auto refused = book_.release(it->id)) return refused;
    place(snapshot);
    return std::nullopt;
}

namespace {

// The book state of `old` as seen by a book rolling `entries`: instances of an SRCFG entry that is
// gone or changed are dropped (they roll again under the new entry); numbering continues per name
// so that no instance name is used twice.
ReservationBook::State carried_state(const ReservationBook& old,
                                     const std::vector<const StandingReservationConfig*>& entries) {
    const ReservationBook::State was = old.save_state();
    const auto old_entries = old.standing_configs();
    const auto entry_named = [&entries](const std::string& name) -> std::optional<std::size_t> {
        for (std::size_t k = 0; k < entries.size(); ++k)
            if (entries[k]->name == name) return k;
        return std::nullopt;
    };
    ReservationBook::State now;
    now.next_id = was.next_id;
    now.next_instance.assign(entries.size(), 0);
    for (std::size_t i = 0; i < old_entries.size(); ++i)
        if (const auto k = entry_named(old_entries[i]->name)) now.next_instance[*k] = was.next_instance[i];
    for (std::size_t i = 0; i < was.reservations.size(); ++i) {
        std::optional<std::size_t> standing;
        if (const auto s = was.standing[i]) {
            standing = entry_named(old_entries[*s]->name);
            if (!standing || !(*entries[*standing] == *old_entries[*s])) continue;
        }
        now.reservations.push_back(was.reservations[i]);
        now.standing.push_back(standing);
        now.period_start.push_back(was.period_start[i]);
        now.passed_over.push_back(was.passed_over[i]);
    }
    return now;
}

}  // namespace

void ReservationDriver::take_over(ReservationDriver& old, Snapshot& snapshot, Time now, bool started) {
    for (const auto& [id, entry] : old.synced_) snapshot.remove_reservation(ReservationId(id));
    old.synced_.clear();
    // Consistent by construction: the vectors run parallel and every index names a new entry.
    book_.load_state(carried_state(old.book_, book_.standing_configs()));
    preemptions_ = old.preemptions_;
    if (started && has_standing_) {
        const CalendarCapacity view(*cluster_, snapshot.calendar());
        book_.roll(now, view);
        next_roll_ = book_.next_roll(now);
    }
    place(snapshot);
}

nlohmann::json ReservationDriver::checkpoint() const {
    nlohmann::json j;
    j["next_roll"] = next_roll_.seconds();
    j["book"] = book_state_to_json(book_.save_state());
    return j;
}

ReservationDriver::Saved ReservationDriver::read(const nlohmann::json& j) {
    return Saved{book_state_from_json(j.at("book")),
                 Time::from_seconds(j.at("next_roll").get<std::int64_t>())};
}

bool ReservationDriver::restore(Saved saved, Snapshot& snapshot) {
    if (!book_.load_state(std::move(saved.book))) return false;
    next_roll_ = saved.next_roll;
    // Every instance placed before is taken out: the book's ids may now mean other instances.
    for (const auto& [id, entry] : synced_) snapshot.remove_reservation(ReservationId(id));
    synced_.clear();
    place(snapshot);
    return true;
}

}  // namespace outrigger
