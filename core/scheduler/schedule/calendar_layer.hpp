#pragma once

// Spans a scheduler leaves in a snapshot's calendar from one iteration to the next, that nobody
// else may see: the job reservations kept under RESERVATIONPOLICY HIGHEST (schedule/job_reserver.hpp).
//
// Why: conservative backfill keeps a reservation for nearly every idle job. Taking each of them
// out of the calendar at the end of an iteration and putting it back at the start of the next one
// cost about half of a conservative replay, although between two iterations most of them do not
// change. Left in place, only the reservations that change leave and enter the calendar.
//
// The contract with the Snapshot that holds the calendar: every reader outside the scheduler's
// iteration sees the calendar exactly as without the layer. Snapshot::calendar() (and every
// Snapshot operation that adds spans or changes a node) first asks the layer to withdraw, so that
// a report, showbf, a start bound, an impact plan or a resource manager's start sees the calendar
// as it was handed back; only operations that commute with the layer (releasing spans that are not
// the layer's, reading node states) leave it in place (Snapshot::layered_calendar()).

#include "plan/availability.hpp"

namespace outrigger {

class CalendarLayer {
  public:
    CalendarLayer() = default;
    CalendarLayer(const CalendarLayer&) = delete;
    CalendarLayer& operator=(const CalendarLayer&) = delete;
    CalendarLayer(CalendarLayer&&) = delete;
    CalendarLayer& operator=(CalendarLayer&&) = delete;

    // Takes every span of the layer out of `calendar`; the layer holds nothing afterwards.
    virtual void withdraw(Availability& calendar) = 0;
    // The calendar is going away with the layer's spans in it: the layer forgets them.
    virtual void detach() = 0;

  protected:
    ~CalendarLayer() = default;
};

}  // namespace outrigger
