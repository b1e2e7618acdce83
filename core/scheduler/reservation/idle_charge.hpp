#pragma once

// Idle reserved time (guide 7.1.5.2.5; spec section 2, last item): proc-seconds a reservation held
// over an interval that admitted jobs did not use. The fairshare ledger charges them to the
// reservation's CHARGEACCOUNT, else to its owner; a reservation with neither charges nobody.
//
// Per node, use is capped at what the reservation holds there at every instant (a job using more
// than the reservation's share of a node is not counted twice), by a sweep over job starts and ends.

#include <cstdint>
#include <optional>
#include <span>

#include "model/credentials.hpp"
#include "reservation/reservation.hpp"

namespace outrigger {

// An admitted job's use of one of the reservation's nodes.
struct ReservedUse {
    NodeId node;
    std::int64_t procs = 0;
    Interval span;
};

struct IdleCharge {
    std::int64_t reserved_proc_seconds = 0;  // held procs x the part of the window the reservation covers
    std::int64_t used_proc_seconds = 0;
    std::int64_t idle_proc_seconds = 0;         // reserved - used
    std::optional<ReservationOwner> charge_to;  // ACCOUNT:<CHARGEACCOUNT>, else the owner, else nobody
};

IdleCharge idle_reserved_time(const Reservation& r, Interval window, std::span<const ReservedUse> uses);

}  // namespace outrigger
