#pragma once

// The scheduler's memory between iterations (spec section 5): job reservations (kept under
// RESERVATIONPOLICY HIGHEST, rebuilt under CURRENTHIGHEST), bypass counts, effective queue-time
// clocks, the backfill chunk timer. One versioned value that serializes to JSON, so that a replay
// stopped, saved and resumed gives the identical schedule and the service can checkpoint it.
// Per-job data lives in dense vectors indexed by JobId (grown on demand); JSON carries only the
// entries that differ from their defaults.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "model/ids.hpp"
#include "model/time.hpp"
#include "plan/placement.hpp"

namespace outrigger {

// A job reservation: the job is promised `allocation` over `when`.
struct JobReservation {
    JobId job;
    Interval when;
    Allocation allocation;
    Time first_start;  // the start promised by the job's first reservation
    bool operator==(const JobReservation&) const = default;
};

struct SchedulerState {
    static constexpr int kVersion = 1;

    std::vector<JobReservation> reservations;  // in priority order of the last iteration
    std::vector<std::int32_t> bypass;           // by JobId: times passed by a backfilled job
    std::vector<Time> queue_clock;              // by JobId: effective queue start; Time::never() = submit time
    std::vector<Time> first_reserved;           // by JobId: start of the job's first reservation; never = none
    Time chunk_until = Time::min();             // BFCHUNKDURATION protection ends here
    Time completions_seen = Time::min();        // latest completion the chunk timer has reacted to
    std::int64_t iterations = 0;
    std::int64_t restarted_clocks = 0;          // jobs whose queue clock differs from their submit time

    [[nodiscard]] std::int32_t bypass_of(JobId j) const {
        return j.value() < bypass.size() ? bypass[j.value()] : 0;
    }
    [[nodiscard]] std::optional<Time> queue_clock_of(JobId j) const {
        if (j.value() < queue_clock.size() && !queue_clock[j.value()].is_never()) return queue_clock[j.value()];
        return std::nullopt;
    }
    [[nodiscard]] const JobReservation* reservation_of(JobId j) const;
    void grow(std::size_t jobs);  // make the per-job vectors cover `jobs` ids

    bool operator==(const SchedulerState&) const = default;
};

// {"version": 1, "reservations": [...], "bypass": {"<job>": n}, ...}.
nlohmann::json to_json(const SchedulerState& state);
// nullopt with `error` set on a wrong version or malformed content (naming the key).
std::optional<SchedulerState> state_from_json(const nlohmann::json& j, std::string& error);

}  // namespace outrigger
