#include "service/access.hpp"

#include <algorithm>
#include <utility>

namespace outrigger::service {

std::string_view level_name(Level level) {
    switch (level) {
        case Level::Admin1:
            return "ADMIN1";
        case Level::Admin2:
            return "ADMIN2";
        case Level::Admin3:
            return "ADMIN3";
        case Level::User:
            break;
    }
    return "user";
}

Level level_of(uid_t uid, std::string_view user, const Admins& admins) {
    if (uid == admins.service_uid) return Level::Admin1;
    for (std::size_t i = 0; i < admins.lists.size(); ++i) {
        const auto& names = admins.lists[i];
        if (std::find(names.begin(), names.end(), user) != names.end()) return static_cast<Level>(i + 1);
    }
    return Level::User;
}

Rule query_rule(std::string_view kind) {
    // Maui's information commands are for everyone; the diagnostics are for administrators.
    for (std::string_view open : {"showq", "showbf", "showstart", "showres", "showstats", "metrics"})
        if (kind == open) return {Level::User, false, false, "job"};
    // What holds one job back is its owner's business as much as checkjob is.
    if (kind == "checkjob" || kind == "blocking") return {Level::Admin3, true, false, "job"};
    return {Level::Admin3, false, false, "job"};
}

Rule command_rule(std::string_view verb) {
    // releaseres: as Maui, the owner of an administrative reservation (its OWNER, else the user
    // who made it with setres) may release it whatever their level, and nobody else's.
    constexpr std::array<std::pair<std::string_view, Rule>, 9> kRules{{
        {"changeparam", {Level::Admin1, false, false, "job"}},
        {"schedctl", {Level::Admin1, false, false, "job"}},
        {"speed", {Level::Admin1, false, false, "job"}},
        {"setspri", {Level::Admin2, false, false, "job"}},
        {"setres", {Level::Admin2, false, false, "job"}},
        {"releaseres", {Level::Admin2, true, false, "reservation"}},
        {"sethold", {Level::Admin2, true, false, "job"}},
        {"releasehold", {Level::Admin2, true, false, "job"}},
        {"canceljob", {Level::Admin2, true, false, "job"}},
    }};
    for (const auto& [v, rule] : kRules)
        if (v == verb) return rule;
    if (verb == "submit") return {Level::Admin1, false, true, "job"};
    return {Level::Admin1, false, false, "job"};
}

std::optional<std::string> refusal(const Peer& peer, std::string_view what, const Rule& rule,
                                   const std::optional<std::string>& owner,
                                   const std::optional<std::string>& submit_as) {
    if (peer.level <= rule.level) return std::nullopt;
    if (rule.owner_may && owner && *owner == peer.user) return std::nullopt;
    if (rule.as_oneself && submit_as && *submit_as == peer.user) return std::nullopt;
    std::string why = std::string(what) + " needs ";
    why += rule.level == Level::Admin1   ? "ADMIN1"
           : rule.level == Level::Admin2 ? "ADMIN1 or ADMIN2"
                                         : "ADMIN1, ADMIN2 or ADMIN3";
    if (rule.owner_may) {
        why += ", or to be the " + std::string(rule.owned) + "'s owner";
        if (owner) why += " (" + *owner + ")";
    }
    if (rule.as_oneself) why += ", or to submit as yourself (user " + peer.user + ")";
    why += "; " + peer.user + " is " + std::string(level_name(peer.level));
    return why;
}

}  // namespace outrigger::service
