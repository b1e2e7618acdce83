#pragma once

// The non-job reservations in force: administrative ones (setres) and the instances of standing
// reservations (SRCFG). One serializable value the scheduling loop owns; job reservations stay the
// engine's. Placement goes through place_reservation for every kind.
//
// Standing reservations (guide 7.1.5.2.3, spec section 4 "Rolling"):
//   roll()  at start and at each local midnight (next_roll()): expired reservations go, and every
//           standing reservation gets its instances for DEPTH periods ahead (standing_period.hpp),
//           placed in PRIORITY order (highest first, then configuration order). Idempotent.
//   grow()  every iteration: an instance short of its TASKCOUNT tries to add tasks where it is;
//           a SPACEFLEX instance is placed afresh and moves when that holds more tasks, or as many
//           while leaving a node that is no longer up. Instances still short are reported as
//           partial (which suggests a larger DEPTH).
// The CapacityView passed in must count every reservation this book held before the call; the
// instances a call creates are accounted for inside it.

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "config/settings.hpp"
#include "model/calendar.hpp"
#include "model/cluster.hpp"
#include "reservation/capacity_view.hpp"
#include "reservation/diagnostic.hpp"
#include "reservation/placement.hpp"
#include "reservation/reservation.hpp"
#include "reservation/setres.hpp"

namespace outrigger {

struct PartialInstance {
    ReservationId id;
    std::string name;
    std::int64_t tasks_wanted = 0;
    std::int64_t tasks_held = 0;
    PlacementTally passed_over;
    int depth = 0;  // the standing reservation's DEPTH, which a larger value may help
};

struct RollReport {
    std::vector<ReservationId> removed;  // expired
    std::vector<ReservationId> created;
    std::vector<PartialInstance> partial;
};

struct GrowReport {
    std::vector<ReservationId> grown;  // took more tasks where they were
    std::vector<ReservationId> moved;  // SPACEFLEX: placed afresh
    std::vector<PartialInstance> partial;
};

struct SetresResult {
    std::optional<ReservationId> id;
    std::vector<Diagnostic> diagnostics;
    Placement placement;
};

class ReservationBook {
  public:
    ReservationBook(std::vector<StandingReservationConfig> standing, const Cluster& cluster,
                    LocalCalendar calendar,
                    NodeAllocationPolicy policy = NodeAllocationPolicy::LastAvailable);

    // Findings about the SRCFG entries, made once at construction.
    [[nodiscard]] const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }

    RollReport roll(Time now, const CapacityView& view);
    [[nodiscard]] Time next_roll(Time now) const { return calendar_.next_midnight(now); }
    GrowReport grow(Time now, const CapacityView& view);

    // setres: validated, placed (all TASKCOUNT tasks or nothing; a host list is taken whole), kept.
    SetresResult setres(const SetresRequest& request, Time now, const Cluster& cluster,
                        const CapacityView& view);
    // releaseres: an error when the id is unknown or names a standing instance.
    std::optional<Diagnostic> release(ReservationId id);

    [[nodiscard]] std::span<const Reservation> reservations() const { return reservations_; }
    [[nodiscard]] const Reservation* find(ReservationId id) const;
    [[nodiscard]] const Reservation* find(std::string_view name) const;
    // Reservations holding node n at some point of `span`, in book order.
    [[nodiscard]] std::vector<const Reservation*> covering(NodeId n, Interval span) const;
    [[nodiscard]] std::vector<PartialInstance> partial() const;
    [[nodiscard]] const LocalCalendar& calendar() const { return calendar_; }
    // The SRCFG entries the book rolls, in configuration order.
    [[nodiscard]] std::vector<const StandingReservationConfig*> standing_configs() const;

    // The book's whole state as a value, for checkpoints (spec section 5: a replay stopped, saved
    // and resumed holds the same instances). The SRCFG templates are not part of it: they come from
    // the configuration the book is built with. load_state replaces every reservation and counter;
    // the vectors run parallel to `reservations` (and to the SRCFG entries for next_instance).
    struct State {
        std::vector<Reservation> reservations;
        std::vector<std::optional<std::size_t>> standing;  // index of the SRCFG entry, per reservation
        std::vector<Time> period_start;
        std::vector<PlacementTally> passed_over;
        std::vector<std::int64_t> next_instance;  // per SRCFG entry
        ReservationId::Rep next_id = 1;
    };
    [[nodiscard]] State save_state() const;
    // False (nothing changed) when the vectors' sizes disagree or a standing index is out of range.
    bool load_state(State state);

  private:
    struct Standing {
        StandingReservationConfig config;
        std::optional<Reservation> prototype;
        std::int64_t next_instance = 0;
    };
    // A grow that placed nothing (see grow()): the reservation as it was then and where the view
    // stood.
    struct FruitlessGrow {
        ViewMark mark;
        Interval span;
        std::vector<NodeHold> allocation;
    };
    struct Meta {
        std::optional<std::size_t> standing;  // index into standing_
        Time period_start;
        PlacementTally passed_over;
        std::optional<FruitlessGrow> fruitless;
    };
    // Whether growing reservation i (keep_current) would still place nothing: its last grow placed
    // nothing and no node whose room has changed since has any for it.
    bool still_fruitless(std::size_t i, const CapacityView& view, const PlacementOptions& options) const;
    PartialInstance partial_of(std::size_t i) const;
    ReservationId take_id() { return ReservationId(next_id_++); }

    LocalCalendar calendar_;
    NodeLess order_;
    std::vector<Standing> standing_;
    std::vector<Diagnostic> diagnostics_;
    std::vector<Reservation> reservations_;
    std::vector<Meta> meta_;  // parallel to reservations_
    ReservationId::Rep next_id_ = 1;
};

}  // namespace outrigger
