#pragma once

// A span of the availability calendar (plan/availability.hpp): an amount of resources in use on
// one node over an interval, and who holds it.

#include "model/ids.hpp"
#include "model/resources.hpp"
#include "model/time.hpp"

namespace outrigger {

using SpanId = Id<struct SpanTag>;

// Who holds a span: a job (running, or its job reservation) or a reservation instance
// (administrative or standing). Exactly one of the two ids is valid.
struct SpanOwner {
    JobId job;
    ReservationId reservation;
    CredId user;  // the job's user (NODEACCESSPOLICY SINGLEUSER); invalid for reservations

    static SpanOwner of_job(JobId j, CredId u = CredId::invalid()) {
        return SpanOwner{j, ReservationId::invalid(), u};
    }
    static SpanOwner of_reservation(ReservationId r) {
        return SpanOwner{JobId::invalid(), r, CredId::invalid()};
    }
    [[nodiscard]] bool is_job() const { return job.valid(); }
    bool operator==(const SpanOwner&) const = default;
};

struct Span {
    NodeId node;
    Interval when;
    Resources amount;
    SpanOwner owner;
};

}  // namespace outrigger
