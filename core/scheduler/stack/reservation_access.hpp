#pragma once

// The reservation engine seen from the loop (spec section 4):
//   BookAccessOracle  answers the calendar's "may this job use reservation R over this span?"
//                     with the ACL check of reservation/acl.hpp (stacked reservations AND because
//                     the calendar asks once per reservation covering a node); the admission
//                     carries the entry's affinity so that placement takes positive-affinity
//                     nodes first and negative-affinity ones last.
//   CalendarCapacity  the reservation book's CapacityView over the loop's availability calendar:
//                     what is free on a node over an interval after running jobs and every
//                     reservation instance but the one being grown (all of them for ACCESS=SHARED).
// Lookups by ReservationId go through a dense index the ReservationDriver refreshes whenever the
// book changes.

#include <vector>

#include "plan/availability.hpp"
#include "reservation/reservation_book.hpp"
#include "schedule/snapshot.hpp"

namespace outrigger {

class BookAccessOracle final : public AccessOracle {
  public:
    BookAccessOracle(const ReservationBook& book, const Names& names) : book_(&book), names_(&names) {}
    // Rebuilds the id index; call after every change of the book.
    void reindex();
    [[nodiscard]] const Reservation* find(ReservationId id) const {
        return id.valid() && id.value() < index_.size() && index_[id.value()] != kNone
                   ? &book_->reservations()[index_[id.value()]]
                   : nullptr;
    }
    [[nodiscard]] Admission admit(ReservationId reservation, const Job& job,
                                  Interval job_span) const override;
    [[nodiscard]] bool span_dependent(ReservationId reservation) const override {
        return !reservation.valid() || reservation.value() >= index_.size() ||
               index_[reservation.value()] == kNone || !span_free_[index_[reservation.value()]];
    }

  private:
    static constexpr std::uint32_t kNone = 0xffffffffu;
    static constexpr std::uint32_t kGenerations = 1u << 29;  // what fits above the 3 bits of an entry
    const ReservationBook* book_;
    const Names* names_;
    std::vector<std::uint32_t> index_;  // by ReservationId value
    // Decisions of ACLs without TIMELIMIT entries depend on the job alone: memoised per book
    // position and JobId as generation << 3 | (1 + Admission), an entry of an earlier generation
    // meaning "not yet asked". A cache behind a const query: the calendar asks the same question
    // for every node and every try. reindex() starts a new generation instead of clearing, so that
    // the rolls and growths of standing reservations (hundreds in a replay) neither free nor refill
    // tables as long as the workload.
    std::vector<bool> span_free_;                           // by book position: no TIMELIMIT entry
    mutable std::vector<std::vector<std::uint32_t>> memo_;  // [book position][JobId]
    std::uint32_t generation_ = 0;
};

class CalendarCapacity final : public CapacityView {
  public:
    CalendarCapacity(const Cluster& cluster, const Availability& calendar)
        : cluster_(&cluster), calendar_(&calendar) {}
    [[nodiscard]] std::span<const Node> nodes() const override { return cluster_->nodes(); }
    [[nodiscard]] Resources free(NodeId n, const FreeQuery& q) const override;
    // The calendar's change journal: every change to a node's row (a span added or released, its
    // state set) is in it.
    [[nodiscard]] std::optional<ViewMark> mark() const override;
    [[nodiscard]] std::optional<std::span<const NodeId>> changed_since(const ViewMark& mark) const override;

  private:
    const Cluster* cluster_;
    const Availability* calendar_;
};

}  // namespace outrigger
