#pragma once

// Who may do what, as Maui's levels: the peer's uid (from the socket, never from what it sends)
// is the user; ADMIN1, ADMIN2 and ADMIN3 of maui.cfg name the administrators, and the uid the
// service runs as is ADMIN1. Every request kind has the level it needs; a job's owner may act on
// their own job without one. Kinds this table does not know (a command the engine gained later)
// need ADMIN1 until they are given a level here: refusing is the safe default.

#include <sys/types.h>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace outrigger::service {

enum class Level : std::uint8_t { Admin1 = 1, Admin2 = 2, Admin3 = 3, User = 4 };

[[nodiscard]] std::string_view level_name(Level level);  // "ADMIN1" ... "user"

struct Peer {
    uid_t uid = 0;
    std::string user;  // the name of uid (the number as text when it has none)
    Level level = Level::User;
};

struct Admins {
    std::array<std::vector<std::string>, 3> lists;  // ADMIN1, ADMIN2, ADMIN3
    uid_t service_uid = 0;
};

[[nodiscard]] Level level_of(uid_t uid, std::string_view user, const Admins& admins);

// What a request needs: a level, and whether the owner of what it names (a job; for releaseres an
// administrative reservation) may do it without.
struct Rule {
    Level level = Level::Admin1;
    bool owner_may = false;
    bool as_oneself = false;         // submit: anyone, for themselves only (ADMIN1 for anyone)
    std::string_view owned = "job";  // what the owner owns, as the refusal names it
};

[[nodiscard]] Rule query_rule(std::string_view kind);
[[nodiscard]] Rule command_rule(std::string_view verb);

// nullopt when `peer` may; else the refusal, naming the level needed.
// `owner`: the user who owns the job or reservation the request names (when it names one).
[[nodiscard]] std::optional<std::string> refusal(const Peer& peer, std::string_view what, const Rule& rule,
                                                 const std::optional<std::string>& owner,
                                                 const std::optional<std::string>& submit_as);

}  // namespace outrigger::service
