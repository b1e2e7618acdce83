#pragma once

// What a driver of the scheduling step (the simulator; later the service) asks the composed
// policy at each instant, as one interface: the periodic events it needs, the instants at which it
// changes what is free, its work before an iteration, and what it learns when a job ends. The
// driver knows nothing of fairshare or reservations; the policy knows nothing of the driver.

#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

#include "model/ids.hpp"
#include "model/time.hpp"

namespace outrigger {

class Snapshot;

// The kinds of event that move a driver's clock, handled at each instant in this order
// (completions first, then submissions, then the rest), then one iteration runs.
enum class EventKind : std::uint8_t {
    Completion = 0,
    Submission = 1,
    ReservationBoundary = 2,  // a reservation instance starts or ends
    FairshareWindow = 3,      // FSINTERVAL boundary
    LocalMidnight = 4,        // standing reservations roll
    ChunkExpiry = 5,          // BFCHUNKDURATION protection ends
    Iterate = 6,              // --poll grid point
};

// A periodic event: its kind and the next instant strictly after a given one.
using PeriodicEvent = std::pair<EventKind, std::function<Time(Time)>>;

class InstantPolicy {
  public:
    virtual ~InstantPolicy() = default;
    // The periodic events the policy needs (fairshare windows, local midnight).
    [[nodiscard]] virtual std::vector<PeriodicEvent> periodic_events() const { return {}; }
    // A periodic event of this policy fell due at `at` (before the instant's iteration).
    virtual void on_event(EventKind /*kind*/, Time /*at*/) {}
    // The first instant strictly after t at which the policy changes what is free (reservation
    // starts and ends), or Time::never(). Asked again at every instant; such an instant triggers
    // an iteration.
    [[nodiscard]] virtual Time next_boundary(Time /*t*/) const { return Time::never(); }
    // At every instant after completions, submissions and events, before the iteration: true when
    // the snapshot changed. Running jobs to take back (e.g. OWNERPREEMPT) are appended to `requeue`.
    virtual bool prepare(Snapshot& /*snapshot*/, Time /*now*/, std::vector<JobId>& /*requeue*/) {
        return false;
    }
    // A job ended (completed, stopped at its limit, or cancelled while running).
    virtual void job_ended(const Snapshot& /*snapshot*/, JobId /*job*/, Time /*start*/, Time /*end*/) {}
    // Asked only when nothing but periodic events is left while jobs wait: true keeps the replay
    // going through those events (jobs held back by a fairshare cap wait for a window to roll).
    [[nodiscard]] virtual bool waits_for_events(const Snapshot& /*snapshot*/) const { return false; }
};

}  // namespace outrigger
