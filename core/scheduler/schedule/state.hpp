#pragma once

// The scheduler's memory between iterations (spec section 5): job reservations (kept under
// RESERVATIONPOLICY HIGHEST, rebuilt under CURRENTHIGHEST), bypass counts, effective queue-time
// clocks, the backfill chunk timer. One versioned value that serializes to JSON, so that a replay
// stopped, saved and resumed gives the identical schedule and the service can checkpoint it.
// Per-job data lives in dense vectors indexed by JobId (grown on demand); JSON carries only the
// entries that differ from their defaults.

#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "model/ids.hpp"
#include "model/time.hpp"
#include "plan/placement.hpp"
#include "schedule/bypass_counts.hpp"

namespace outrigger {

// What the scheduler that placed a reservation knows of it, and no one else can vouch for:
//   - which placement answer its allocation is (plan/reservation_fit.hpp's answer names): a top
//     reservation placed again with the same answer takes its allocation back instead of building
//     a copy of thousands of nodes. Trusted only when it is the name the scheduler gave last
//     (schedule/job_reserver.hpp), so a mark left by another scheduler is ignored;
//   - which entry of the scheduler's calendar layer holds its spans (the layer's token for it):
//     the next iteration takes the entry back for the reservation that still bears its token,
//     without comparing allocations.
// Only numbers. They survive moves, not copies (a copied or loaded reservation is no longer known
// to be either), are not saved, and never make two reservations unequal.
class PlacementMark {
  public:
    PlacementMark() = default;
    explicit PlacementMark(std::uint64_t answer) : answer_(answer) {}
    PlacementMark(const PlacementMark& /*other*/) noexcept {}
    PlacementMark(PlacementMark&& other) noexcept
        : answer_(std::exchange(other.answer_, 0)), layer_(std::exchange(other.layer_, 0)) {}
    PlacementMark& operator=(const PlacementMark& other) noexcept {
        if (this != &other) answer_ = layer_ = 0;
        return *this;
    }
    PlacementMark& operator=(PlacementMark&& other) noexcept {
        if (this != &other) {
            answer_ = std::exchange(other.answer_, 0);
            layer_ = std::exchange(other.layer_, 0);
        }
        return *this;
    }
    ~PlacementMark() = default;
    // The answer's name, or 0 when the allocation is not known to be a named answer.
    [[nodiscard]] std::uint64_t answer() const { return answer_; }
    // The layer entry's token, or 0 when its spans are in no layer known to hold them.
    [[nodiscard]] std::uint64_t layer() const { return layer_; }
    void set_layer(std::uint64_t token) { layer_ = token; }
    bool operator==(const PlacementMark& /*other*/) const { return true; }

  private:
    std::uint64_t answer_ = 0;
    std::uint64_t layer_ = 0;
};

// A job reservation: the job is promised `allocation` over `when`. It is replaced, never edited in
// place: its mark says what the scheduler that placed it knows of its interval and allocation (a
// new value, or a copy, bears no mark).
struct JobReservation {
    JobId job;
    Interval when;
    Allocation allocation;
    Time first_start;  // the start promised by the job's first reservation
    PlacementMark mark;
    bool operator==(const JobReservation&) const = default;
};

struct SchedulerState {
    static constexpr int kVersion = 1;

    std::vector<JobReservation> reservations;  // in priority order of the last iteration
    BypassCounts bypass;                       // by JobId: times passed by a backfilled job
    std::vector<Time> queue_clock;             // by JobId: effective queue start; Time::never() = submit time
    std::vector<Time> first_reserved;          // by JobId: start of the job's first reservation; never = none
    Time chunk_until = Time::min();            // BFCHUNKDURATION protection ends here
    Time completions_seen = Time::min();       // latest completion the chunk timer has reacted to
    std::int64_t iterations = 0;
    std::int64_t restarted_clocks = 0;  // jobs whose queue clock differs from their submit time

    [[nodiscard]] std::int32_t bypass_of(JobId j) const { return bypass.of(j); }
    [[nodiscard]] std::optional<Time> queue_clock_of(JobId j) const {
        if (j.value() < queue_clock.size() && !queue_clock[j.value()].is_never())
            return queue_clock[j.value()];
        return std::nullopt;
    }
    [[nodiscard]] const JobReservation* reservation_of(JobId j) const;
    void grow(std::size_t jobs);  // make the per-job vectors cover `jobs` ids

    bool operator==(const SchedulerState&) const = default;
};

// {"version": 1, "reservations": [...], "bypass": {"<job>": n}, ...}.
nlohmann::json to_json(const SchedulerState& state);
// A state read from JSON: the state, or why not (a wrong version or malformed content, naming the key).
struct StateRead {
    std::optional<SchedulerState> state;
    std::string error;  // empty when `state` holds the state read
};
StateRead read_state(const nlohmann::json& j);
// The same for callers that report into an error string of their own: nullopt with `error` set.
std::optional<SchedulerState> state_from_json(const nlohmann::json& j, std::string& error);

}  // namespace outrigger
