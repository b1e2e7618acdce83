#pragma once

// Reservation reports in Maui's shapes (spec section 6), as text and as versioned JSON.
//
// showres: one row per reservation, columns
//   ReservationID  Type  S  Start  End  Duration  N/P  StartTime
// Start and End relative to `now` as Maui prints them ("-1:00:00" began an hour ago, "1:00:00:00"
// a day ahead), Duration, N/P = nodes/processors held, StartTime the absolute local start from
// the calendar; then "N reservations located". Type is Job, User, or Sys (no access list);
// S is the job's state letter for job reservations (I) and "-" otherwise.
// JSON: {"schema": "outrigger.showres/1", "now", "timezone", "count", "reservations": [...]} with
// times as seconds on the scheduler's clock, null for an end that never comes.
//
// checkjob's reservation part: every non-job reservation overlapping the job's span, split into
// those that admit the job (with the entry and affinity) and those that refuse it (and why).

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "model/calendar.hpp"
#include "model/job.hpp"
#include "reservation/acl.hpp"
#include "reservation/reservation.hpp"

namespace outrigger {

inline constexpr const char* kShowresSchema = "outrigger.showres/1";
inline constexpr const char* kCheckjobReservationsSchema = "outrigger.checkjob.reservations/1";

std::string showres_text(std::span<const Reservation> rs, Time now, const LocalCalendar& cal);
nlohmann::json showres_json(std::span<const Reservation> rs, Time now, const LocalCalendar& cal);
std::string_view showres_type(const Reservation& r);  // "Job", "User", "Sys"

struct ReservationAccessLine {
    ReservationId id;
    std::string name;
    AccessDecision decision;
    std::string explanation;  // describe_access
};
struct CheckjobReservations {
    std::vector<ReservationAccessLine> admitted;
    std::vector<ReservationAccessLine> refused;
};
CheckjobReservations checkjob_reservations(const Job& job, Interval job_span, std::span<const Reservation> rs,
                                           const Names& names);
// "Reservation access:" then one indented line per reservation: "<name>  <explanation>".
std::string checkjob_reservations_text(const CheckjobReservations& c);
nlohmann::json checkjob_reservations_json(const CheckjobReservations& c);

}  // namespace outrigger
