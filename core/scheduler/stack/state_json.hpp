#pragma once

// JSON for the policy state the stack adds to a checkpoint: fairshare windows (the
// FairshareAccountant's part) and the reservation book (the ReservationDriver's: standing instances
// and administrative reservations). Credentials, nodes, features and partitions are written as
// their dense ids: a checkpoint is resumed against the same workload, cluster and configuration,
// which intern the same names in the same order. Readers throw nlohmann::json exceptions on
// malformed input; the stack turns them into an error message.

#include <nlohmann/json.hpp>

#include "policy/fairshare/window.hpp"
#include "reservation/reservation_book.hpp"

namespace outrigger {

nlohmann::json window_to_json(const FsWindow& w);
FsWindow window_from_json(const nlohmann::json& j);

nlohmann::json reservation_to_json(const Reservation& r);
Reservation reservation_from_json(const nlohmann::json& j);

nlohmann::json book_state_to_json(const ReservationBook::State& s);
ReservationBook::State book_state_from_json(const nlohmann::json& j);

}  // namespace outrigger
