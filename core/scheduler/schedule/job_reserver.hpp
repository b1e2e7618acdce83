#pragma once

// The job reserver (spec section 5, step 4; guide 8.2): the priority reservations of one iteration.
// A job of the priority pass that cannot start now is reserved at its earliest start, within its
// QOS group's RESERVATIONDEPTH (schedule/reservation_depth.hpp); RESERVATIONPOLICY says what
// becomes of the reservations between iterations:
//   CURRENTHIGHEST  every reservation is placed afresh at each iteration
//   HIGHEST         a reservation is kept from one iteration to the next (back in the calendar
//                   before the pass) and only moved earlier, never later
//   NEVER           no reservation (the pass ends at the first job that cannot start)
//
// Contract: a reservation, once made, is in force for the rest of the iteration: every start the
// pass decides after it is checked against it (room_for_start), and the reservations standing at
// the end are the state's (hand_over). The calendar is handed back as given, to every reader but
// this reserver: under HIGHEST the reservations standing in the calendar at the end stay there as
// the snapshot's calendar layer (schedule/calendar_layer.hpp), which the snapshot withdraws before
// anyone else reads the calendar or changes it in a way that does not commute with the layer.
//
// What makes planning many reservations per iteration incremental: that layer, under both
// policies that plan reservations.
//   HIGHEST: the next iteration takes the layer back (begin) instead of placing every kept
//   reservation again, and hand_over leaves it in place instead of taking every reservation out,
//   so that only the reservations that change (their job started, went away or became due; a
//   reservation lifted, moved or made) leave or enter the calendar. A layer entry is taken back
//   only while the state still holds the same reservation (the one that bears the entry's token,
//   see PlacementMark); every other entry leaves first, and the reservations without an entry are
//   placed as before, so the calendar the pass starts from holds the same spans as when every kept
//   reservation was placed again. stays() then keeps most of them without a search.
//   CURRENTHIGHEST: every reservation is placed afresh, but after an iteration that started no
//   job the next one usually meets the same calendar and tries the same jobs. The reservations
//   stay in the calendar as the layer, in the order they were made, and the pass takes each back
//   (replayed()) while its jobs and the calendar are those the last pass saw: no search, no
//   placement, no span added or released. At the first difference the rest leave the calendar
//   and the pass goes on placing afresh. A pass that made a single reservation leaves no layer:
//   the head reservation's per-node answers (plan/reservation_fit.hpp) place it again about as
//   cheaply, and at Maui's default depth of 1 keeping the layer cost 8% of a replay.
//
// Reservations are computed before they are placed: a reservation enters the calendar only when
// something else needs the calendar (another reservation, a start that cannot be read beside it,
// a backfill strategy that reads windows), so an iteration on a full machine costs no span churn.

#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <vector>

#include "plan/reservation_fit.hpp"
#include "schedule/calendar_layer.hpp"
#include "schedule/step_context.hpp"

namespace outrigger {

class JobReserver final : public CalendarLayer {
  public:
    explicit JobReserver(ReservationPolicy policy) : policy_(policy) {}
    JobReserver(const JobReserver&) = delete;
    JobReserver& operator=(const JobReserver&) = delete;
    JobReserver(JobReserver&&) = delete;
    JobReserver& operator=(JobReserver&&) = delete;
    ~JobReserver();

    // First thing in an iteration, before anything reads the calendar: another layer in `snap`'s
    // calendar is withdrawn, and of this reserver's layer the entries that cannot be kept (the job
    // is no longer idle) or that start by `now` leave (the free processors now are read without
    // them).
    void reclaim(Snapshot& snap, Time now);
    // Starts an iteration: no reservation yet; under HIGHEST (`keep`) the state's reservations of
    // jobs still idle and not yet due are back in the calendar (taken back from the layer, or
    // placed again where they still fit). They are moved out of the state, not copied, until
    // hand_over() puts the iteration's reservations back: in between, the state's list holds them
    // emptied, and nothing but this reserver reads it.
    // Under CURRENTHIGHEST with `replay` (no eligibility filters), the last iteration's
    // reservations may instead stay in the calendar to be replayed (replayed()).
    void begin(const StepContext& c, bool keep, bool replay = false);
    // The jobs of the kept reservations count inside the reservation instances of the start bound.
    void occupy_kept(const StepContext& c) const;

    // Whether `job` holds a reservation kept from the last iteration (or made in this one).
    // `scattered`: the caller asks in no order of JobIds (a walk in priority order over a deep
    // queue), and while few jobs were given a slot their short list stays in the cache where the
    // table by JobId does not; a walk in queue order reads the table in order.
    [[gnu::always_inline]] [[nodiscard]] bool holds(JobId job, bool scattered = false) const {
        constexpr std::size_t kFew = 16;
        if (!scattered || touched_.size() > kFew) return slot_[job.value()] != kNoSlot;
        for (const JobId j : touched_)
            if (j == job) return slot_[job.value()] != kNoSlot;
        return false;
    }
    // Under HIGHEST, for a job holding a kept reservation that is in the calendar: when the calendar
    // proves that the job can start neither now nor anywhere before its reserved start, the
    // reservation stays as it is, in the calendar, and counts as this iteration's (its start is
    // returned); else nullopt, and the caller lifts it and reserves the job again.
    //
    // What makes many reservations per iteration incremental: the kept reservations are in the
    // calendar from begin() on, and only one that could start earlier leaves it to be searched
    // and placed again. Three questions, cheapest first, each exact where it says no:
    //   1. the calendar's time journal: did anything change since the job's last answer that
    //      could let it start earlier, and before which instant (search_again_before)? O(changes
    //      since);
    //   2. the aggregate (the machine's used processors as a step function): is there room for a
    //      window from a candidate instant the journal left open, up to the start
    //      (Availability::may_fit_before)? O(its change points there).
    //      It cannot tell room before the start from the room the job's own spans leave after it;
    //   3. the nodes, with the reservation's own spans counted free instead of taken out and put
    //      back (Availability::start_beside_own): one search, no span added or released, over the
    //      candidate instants the journal left open.
    // A no from any of them: lifting and reserving would find no earlier start, and move_earlier
    // would keep the reservation as it is. Only a reservation that does move (or whose job starts)
    // leaves the calendar. Entering the calendar in begin() and leaving it in hand_over() costs
    // nothing per kept reservation and iteration: the calendar layer (see the header comment)
    // keeps them there.
    std::optional<Time> stays(const StepContext& c, const Job& job, const FitRequest& fit);
    // The job's kept reservation leaves the calendar so that it does not stop the job from starting;
    // it stays the job's until started() or reserve() says otherwise.
    void lift(const StepContext& c, JobId job);
    // The job started now: its kept reservation is dropped.
    void started(JobId job);
    // The job may no longer run: its kept reservation leaves the calendar and is dropped.
    void drop(const StepContext& c, JobId job);

    // Under CURRENTHIGHEST, for a job the priority pass is about to try (it would try to start it
    // now, then reserve it): when the last iteration's pass tried the same jobs in the same order up
    // to this one and reserved each of them, on the same calendar (the jobs it started before its
    // first reservation now run in it, on the same spans), this job's reservation is the
    // one it got then, still in the calendar; it becomes this iteration's and its start is
    // returned. Otherwise nullopt, and every reservation of the last iteration not replayed yet
    // leaves the calendar (the pass goes on as if none had been kept).
    //
    // Why it is exact: the pass's decisions up to a reservation read the calendar, the instant and
    // the jobs tried before it. The calendar is the same (its version has not moved since the last
    // iteration ended, no job started there after the first reservation, nothing ends or starts between the
    // two instants, no reservation instance or access rule is involved), the jobs tried before are the same
    // and got the same reservations, so the try to start fails again (the instant moved forward over a
    // calendar that did not change: the job's window only reaches further) and the earliest start and the
    // placement there come out as they did.
    std::optional<Time> replayed(const StepContext& c, const Job& job) {
        return replaying_ ? replay_next(c, job) : std::nullopt;
    }
    // The priority pass is over: the reservations not replayed leave the calendar.
    void end_replay(const StepContext& c);

    // How a start now stands with the reservations computed but not yet placed.
    enum class StartRoom : std::uint8_t {
        Alone,    // place on the calendar as it is (every reservation is in it)
        Beside,   // place beside pending(): the one unplaced reservation, read as processors in use
        Refused,  // the job cannot start now without delaying a reservation
    };
    [[nodiscard]] StartRoom room_for_start(const StepContext& c, const Job& job, const FitRequest& fit) {
        return unplaced_.empty() ? StartRoom::Alone : room_beside_unplaced(c, job, fit);
    }
    [[nodiscard]] const PendingReservation& pending() const { return pending_; }
    // room_for_start's first verdict, from the request alone, for a job with no partition while no
    // reservation instance is live: true when it is Refused because the job would still run when a
    // reservation not yet placed starts, and needs more processors than that leaves beside it.
    [[nodiscard]] bool refused_beside_unplaced(Time now, std::int64_t procs, Duration walltime) const {
        // A job still running when an unplaced reservation starts needs room beside it there.
        if (unplaced_.empty() || !rooms_hold()) return false;
        const Time end = now + walltime;
        for (std::size_t i = 0; i < unplaced_.size(); ++i) {
            const JobReservation& r = reservations_[unplaced_[i]];
            if (r.job.valid() && !(r.when.start < now) && r.when.start < end && procs > unplaced_room_[i])
                return true;
        }
        return false;
    }

    // refused_beside_unplaced as one rule over a whole sweep of jobs: refused exactly when the
    // walltime exceeds `longest` seconds and the processors exceed `room` (a rule with `longest` at
    // its maximum refuses none). nullopt while more than one reservation waits unplaced: the
    // question is then asked job by job.
    struct BesideRule {
        std::int64_t longest = std::numeric_limits<std::int64_t>::max();
        std::int64_t room = 0;
        [[nodiscard]] bool refuses(std::int64_t procs, std::int64_t walltime) const {
            return walltime > longest && procs > room;
        }
    };
    [[nodiscard]] std::optional<BesideRule> beside_rule(Time now) const {
        if (unplaced_.empty() || !rooms_hold()) return BesideRule{};
        if (unplaced_.size() > 1) return std::nullopt;
        const JobReservation& r = reservations_[unplaced_.front()];
        if (!r.job.valid() || r.when.start < now) return BesideRule{};
        // r.when.start < now + walltime
        return BesideRule{(r.when.start - now).count(), unplaced_room_.front()};
    }
    // At most this many jobs hold a reservation now.
    [[nodiscard]] std::size_t held_bound() const { return touched_.size(); }
    // The jobs holding a reservation now (kept, or made in this iteration): f(JobId), in no order.
    // `most`: when more than this many may hold one, none is listed and false comes back.
    template <class F>
    bool for_each_held(std::size_t most, F&& f) const {
        if (touched_.size() > most) return false;
        for (const JobId j : touched_)
            if (slot_[j.value()] != kNoSlot) f(j);
        return true;
    }

    // Reserves `job` (that could not start now) at its earliest start, or keeps its HIGHEST
    // reservation unless an earlier start is found. The start, or nullopt when it never fits.
    std::optional<Time> reserve(const StepContext& c, const Job& job, FitRequest fit);
    // Places every computed reservation in the calendar.
    void flush(const StepContext& c);

    // The reservations standing after the pass become the state's; under HIGHEST those in the
    // calendar stay there as the snapshot's layer, else they leave it.
    // Under CURRENTHIGHEST with `replayable` (no eligibility filters), when no job started after
    // the first reservation was made, they stay in the calendar too, as a layer the next iteration
    // may replay. Starts before it are in the calendar the reservations were made on, and stay.
    void hand_over(const StepContext& c, bool replayable = false);
    // A job started now (before or after the reservations made so far).
    void note_start() { started_after_reserving_ = started_after_reserving_ || reserved_any_; }

    // CalendarLayer: every entry leaves `calendar` / is forgotten with it.
    void withdraw(Availability& calendar) override;
    void detach() override;
    // Ends the iteration once the calendar is as it was given (records its version for the head
    // reservation cache).
    void end(const Availability& calendar);

  private:
    static constexpr std::int32_t kNoSlot = -1;

    // A reservation left in the calendar by hand_over: what it was, the token its reservation in
    // the state bears (PlacementMark::layer: it is taken back only for that reservation, moved
    // since and never copied) and its spans.
    struct LayerEntry {
        JobId job;
        Interval when;
        std::uint64_t token = 0;
        std::vector<SpanId> spans;
    };
    std::uint64_t layer_tokens_ = 0;  // the last token given
    // Whether the layer in c.snap is the last iteration's reservations, as they were, that this
    // iteration may replay (see replayed()).
    [[nodiscard]] bool can_replay(const StepContext& c) const;
    std::optional<Time> replay_next(const StepContext& c, const Job& job);
    // Takes the layer back from c.snap as this iteration's own spans (or withdraws it from
    // another snapshot), keeping the entries the state still holds (layer_match_); every other
    // entry leaves the calendar.
    void take_layer(const StepContext& c, bool keep);

    [[nodiscard]] StartRoom room_beside_unplaced(const StepContext& c, const Job& job, const FitRequest& fit);
    [[nodiscard]] bool rooms_hold() const { return policy_ != ReservationPolicy::Highest; }
    // The top fit's name for r's allocation, or 0 when r's mark is not the name this reserver gave
    // last (a mark another scheduler left in the state names another fit's answer).
    [[nodiscard]] std::uint64_t answer_of(const JobReservation& r) const {
        return r.mark.answer() == last_named_ ? last_named_ : 0;
    }
    void prepare_pending(const StepContext& c, const JobReservation& head);
    // A reservation and the top fit's name for its allocation (0: not one of its answers).
    struct Answer {
        JobReservation reservation;
        std::uint64_t name = 0;
    };
    // A placement of `job` from scratch at its earliest start, or nullopt when it never fits.
    // `held` is the state's reservation of the same job when this is the iteration's first.
    std::optional<Answer> place_fresh(const StepContext& c, const Job& job, const FitRequest& fit,
                                      JobReservation* held);
    // A kept reservation moved earlier when the calendar allows, else as it was.
    std::optional<JobReservation> move_earlier(const StepContext& c, const Job& job, const FitRequest& fit,
                                               std::size_t slot);
    // Whether the head reservation cache holds this iteration's answer for `job`.
    [[nodiscard]] bool head_cache_valid(const StepContext& c, const Job& job, const FitRequest& fit,
                                        std::uint64_t held_answer) const;
    // Keeps `r` as the job's reservation of this iteration, computed but not placed; its start.
    // `placed_on`: the calendar's version when a placement computed r's allocation (kNoVersion:
    // it was computed before, on another calendar).
    static constexpr std::uint64_t kNoVersion = static_cast<std::uint64_t>(-1);
    Time store(const StepContext& c, const Job& job, JobReservation r, std::int32_t slot,
               std::uint64_t placed_on);

    static constexpr std::uint64_t kNotLifted = static_cast<std::uint64_t>(-1);
    // What an answer for a job established, for the next one (see search_again_before): at
    // `now`, with the calendar as the time journal stood at `mark` and the job's own spans out of
    // it, the job could start neither at now nor at any candidate instant before when.start.
    struct Answered {
        std::uint64_t epoch = 0;  // the calendar_epoch_ it was given on; 0: none
        std::uint64_t mark = 0;
        Time now;
        Interval when;
        Duration walltime;
        // This iteration's lift of the job's reservation: the time mark before it (kNotLifted:
        // none), and whether the reservation waiting to be placed is the one lifted.
        std::uint64_t lifted_at = kNotLifted;
        bool goes_back = false;
    };
    void note_answer(const StepContext& c, const Job& job, Interval when);
    // The reservation in `slot` leaves the calendar; its lift is noted for store().
    void take_out(const StepContext& c, JobId job, std::size_t slot);
    // The unplaced reservations are forgotten (placed by flush(), or never).
    void forget_unplaced();
    // How much of the job's last answer still holds for its reservation `r`: nullopt when nothing
    // the calendar changed since could let the job start earlier, else the instant before which
    // the search must try the candidate instants from now again (r.when.start: all of them).
    // The last answer ruled out every instant in [its now, r.when.start), not only the candidates
    // it tried: a job fits at an instant only if it fits at the last instant before it where a
    // span ends (or at the search's first instant), the instants Availability::later_fit tries.
    // Since then:
    //   - spans added took room only, whatever new instants their ends make: no window from any
    //     instant has more room than it had;
    //   - spans that ended, and room released before now (a job that ran to its limit), leave no
    //     more room to a window from now on than the last answer saw there;
    //   - room released over an interval that ends after now (a span removed, a node's state set)
    //     may open a window from an instant before that end, and only there: the search tries the
    //     instants before the latest such end;
    //   - a reservation computed but not yet placed is a change the journal does not show yet,
    //     unless it goes back exactly as it was lifted: all of them are tried.
    // Journals longer than kMostChangesRead are not read: the aggregate decides.
    [[nodiscard]] std::optional<Time> search_again_before(const StepContext& c, const Job& job,
                                                          const JobReservation& r);
    static constexpr std::size_t kMostChangesRead = 256;
    // The earlier start stays() found for a job it then did not keep, and the time mark before its
    // lift: move_earlier takes it rather than search again while the lift is all that changed.
    struct FoundEarlier {
        JobId job;
        Time start;
        std::uint64_t mark = 0;
    };
    FoundEarlier found_earlier_;
    OwnSearchScratch own_search_;  // stays()'s search buffers, kept from one search to the next
    // By JobId, sized under HIGHEST only (64 bytes a job): the other policies keep no reservation
    // from one iteration to the next, so no answer either.
    std::vector<Answered> answered_;
    [[nodiscard]] bool keeps_answers(JobId job) const { return job.value() < answered_.size(); }
    std::uint64_t calendar_epoch_ = 0;  // changes with the calendar the journal marks are of
    std::weak_ptr<const void> journal_of_;
    std::size_t unplaced_changed_ = 0;  // unplaced reservations that do not go back as lifted

    ReservationPolicy policy_;
    std::vector<JobReservation> reservations_;  // this iteration's, by slot
    std::vector<std::vector<SpanId>> spans_;    // per slot: its spans in the calendar
    std::vector<std::int32_t> slot_;            // by JobId: index into reservations_, or kNoSlot
    std::vector<JobId> touched_;                // JobIds whose slot end() resets: every one given a slot
    bool keep_ = false;                         // this iteration keeps its reservations (HIGHEST)
    bool front_taken_ = false;                  // begin() moved the state's first reservation out

    // The calendar layer: the entries in the calendar of layered_ (nullptr: none in any).
    std::vector<LayerEntry> layer_;
    Snapshot* layered_ = nullptr;
    // Per state reservation, in begin(): the index of its layer entry, or kNoEntry.
    static constexpr std::size_t kNoEntry = static_cast<std::size_t>(-1);
    std::vector<std::size_t> layer_match_;
    std::vector<std::int32_t> entry_of_;  // by JobId while matching: its layer entry, or kNoSlot

    // The replay under CURRENTHIGHEST: the layer holds the last iteration's reservations in the
    // order its pass made them (the state's reservations, same order), spans in the calendar or
    // none for a reservation still unplaced when the pass ended. replay_ready_: hand_over left
    // them so; replaying_: this iteration replays them, replay_next_ being the next one.
    bool replay_ready_ = false;
    bool started_after_reserving_ = false;  // this iteration started a job after its first reservation
    bool replaying_ = false;
    std::size_t replay_next_ = 0;
    Time replay_now_;  // the instant of the iteration that left them
    // Computed but not yet in the calendar (slots), and per each the processors the aggregate
    // leaves free at its start once it is placed: an upper bound for any job running across that
    // instant while nothing leaves the calendar during the pass (rooms_hold()).
    std::vector<std::size_t> unplaced_;
    std::vector<std::int64_t> unplaced_room_;
    // Per each, the calendar's version its allocation was placed on (kNoVersion: not this
    // iteration): flush() commits it unchecked while the calendar is still that one.
    std::vector<std::uint64_t> unplaced_version_;

    // The pending reservation: the single unplaced one as placement reads it, built when first
    // needed (pending_ready_). Its contents stay from one iteration to the next with the
    // ReservationFit answer they were built from (pending_answer_, 0: none): a top reservation
    // placed again with the same answer needs no new pending reservation.
    PendingReservation pending_;
    bool pending_ready_ = false;
    std::uint64_t pending_answer_ = 0;

    // The top fit: the placement of the first job reservation an iteration makes (the top job's,
    // nearly always the same job at the same start as the iteration before), carried between
    // iterations so that only the nodes that changed are read again (plan/reservation_fit.hpp).
    // reserved_any_ says whether this iteration made its first reservation already.
    ReservationFit top_fit_;
    Allocation changes_scratch_;  // apply_changes()'s, kept for its capacity
    bool reserved_any_ = false;
    // The answer name this reserver last marked a reservation with (0: none yet).
    std::uint64_t last_named_ = 0;

    // The head reservation cache: the head reservation of the last iteration, reused while the
    // calendar has not changed and no reservation instance started or ended since (the calendar's
    // steps are then the same from the last now to this one, and so is every placement). Not for a
    // job some instance admits: its placement reads the instances' admission of its span from now,
    // which moves with now. When the cached answer is named (answer != 0) its allocation is not
    // copied: it is taken back from the state's reservation that holds it.
    struct HeadCache {
        std::uint64_t last_end_version = 0;  // the calendar's version when the last iteration ended
        std::uint64_t start_version = 0;     // its version when this iteration's pass began
        JobId job;
        std::uint64_t version = 0;  // start_version of the iteration that cached it
        Time now;
        bool gated = false;
        JobReservation reservation;
        std::uint64_t answer = 0;
        // This iteration began with kept reservations in the calendar. They were placed again at
        // every iteration before the layer, which always changed the calendar's version; the cache
        // is still only used where that held.
        bool kept = false;
    };
    HeadCache head_;
};

}  // namespace outrigger
