#pragma once

// The reservations of the policy stack over a run (spec section 4): the ReservationBook and what
// the loop sees of it.
//
//   instances    standing reservations rolled at start and at each local midnight, partial
//                instances grown before each iteration while jobs wait, administrative ones
//                added with setres;
//   snapshot     every instance placed in the Snapshot as reserved blocks (only those that moved
//                are placed again), with a BookAccessOracle over the ACLs; the starts and ends
//                are the boundaries at which the driver of the loop wakes up;
//   OWNERPREEMPT non-owner jobs requeued for an owner's job that cannot start otherwise; the
//                PreemptedFilter keeps them off their nodes in that same iteration.
//
// Fairshare is not the driver's: the jobs it takes back are the caller's to charge, and the
// reservations whose idle time is charged are handed out by idle_charged().

#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <span>
#include <unordered_map>
#include <utility>
#include <vector>

#include "config/settings.hpp"
#include "model/calendar.hpp"
#include "reservation/owner_preempt.hpp"
#include "reservation/reservation_book.hpp"
#include "reservation/setres.hpp"
#include "schedule/eligibility.hpp"
#include "schedule/instant_policy.hpp"
#include "schedule/snapshot.hpp"
#include "stack/reservation_access.hpp"

namespace outrigger {

// One OWNERPREEMPT decision carried out (for reports and tests).
struct PreemptionRecord {
    Time at;
    ReservationId reservation;
    JobId owner_job;
    std::vector<PreemptedJob> preempted;
};

class ReservationDriver {
  public:
    // The book holds the SRCFG entries; `cluster` is the stack's and outlives the driver.
    ReservationDriver(std::vector<StandingReservationConfig> standing, NodeAllocationPolicy allocation,
                      const Cluster& cluster, const LocalCalendar& calendar);
    // The oracle, the snapshot and the PreemptedFilter keep addresses into the driver.
    ReservationDriver(const ReservationDriver&) = delete;
    ReservationDriver& operator=(const ReservationDriver&) = delete;

    [[nodiscard]] const ReservationBook& book() const { return book_; }
    [[nodiscard]] const BookAccessOracle& access_oracle() const { return oracle_; }
    [[nodiscard]] const std::vector<PreemptionRecord>& preemptions() const { return preemptions_; }
    // LocalMidnight when there are SRCFG entries to roll; nullopt otherwise.
    [[nodiscard]] std::optional<PeriodicEvent> midnight_event() const;
    // The first reservation start or end strictly after t (Time::never() when none).
    [[nodiscard]] Time next_boundary(Time t) const;
    // Some placed instance has OWNERPREEMPT and an owner: the PreemptedFilter is needed.
    [[nodiscard]] bool owner_preempts() const { return has_owner_preempt_; }
    // The book's reservations when one of them charges its idle time (CHARGEACCOUNT or an owner),
    // else nothing: what fairshare accounting tracks the use of reserved nodes against.
    [[nodiscard]] std::span<const Reservation> idle_charged() const {
        return has_charged_ ? book_.reservations() : std::span<const Reservation>{};
    }
    // OWNERPREEMPT's filter: jobs requeued at an instant may not start again in its iteration.
    // It reads the driver's record of them, so the driver must outlive it.
    [[nodiscard]] std::unique_ptr<EligibilityFilter> preempted_filter() const;

    // At the first instant of a run: standing instances rolled and everything placed in `snapshot`.
    void start(Snapshot& snapshot, Time now);
    // Before each iteration: a roll at local midnight, partial instances grown while jobs wait,
    // and the snapshot brought in line. True when the snapshot changed.
    bool advance(Snapshot& snapshot, Time now);
    // OWNERPREEMPT while jobs wait: for each active reservation, the owner's first waiting job that
    // cannot start without help takes back the nodes of non-owner jobs, which are appended to
    // `requeue` (still running in `snapshot`: the caller charges them and the driver of the loop
    // requeues them). True when some were taken.
    bool owner_preempt(Snapshot& snapshot, Time now, std::vector<JobId>& requeue);
    // setres: validated, placed against the snapshot's calendar and put into it at once.
    SetresResult add_reservation(const SetresRequest& request, Snapshot& snapshot, Time now);
    // releaseres: the administrative reservation named `name` leaves the book and the snapshot.
    // The error says why not (no such reservation, or a standing instance, which only its SRCFG
    // entry removes).
    std::optional<ReservationDiagnostic> release_reservation(std::string_view name, Snapshot& snapshot);

    // A new configuration takes over from `old` (changeparam): its placements leave `snapshot`;
    // administrative reservations stay; standing instances stay where their SRCFG entry is
    // unchanged, the others go and the changed or new entries roll at `now` (when `started`).
    void take_over(ReservationDriver& old, Snapshot& snapshot, Time now, bool started);

    // The driver's part of the stack's checkpoint: the keys "book" and "next_roll".
    [[nodiscard]] nlohmann::json checkpoint() const;
    // The same part read back, not yet applied (so that a malformed checkpoint changes nothing).
    struct Saved {
        ReservationBook::State book;
        Time next_roll;
    };
    // Throws nlohmann::json exceptions on malformed input.
    [[nodiscard]] static Saved read(const nlohmann::json& checkpoint);
    // Replaces the book with `saved` and places its instances in `snapshot` in place of those
    // placed before. False (nothing changed) when the book does not match the SRCFG entries.
    bool restore(Saved saved, Snapshot& snapshot);

  private:
    void place(Snapshot& snapshot);
    void sync_reservations(Snapshot& snapshot);

    const Cluster* cluster_;
    bool has_standing_;  // SRCFG entries to roll (before book_, which takes them)
    ReservationBook book_;
    BookAccessOracle oracle_;
    Time next_roll_ = Time::min();
    bool has_owner_preempt_ = false;
    bool has_charged_ = false;  // some reservation charges its idle time
    // What each instance looked like when placed in the snapshot: only changes are placed again.
    std::unordered_map<ReservationId::Rep, std::pair<Interval, std::vector<NodeHold>>> synced_;
    std::vector<Time> boundaries_;  // every reservation start and end, sorted
    std::vector<PreemptionRecord> preemptions_;
    std::vector<JobId> preempted_now_;  // taken back at preempted_at_ (PreemptedFilter)
    Time preempted_at_ = Time::min();
};

}  // namespace outrigger
