#pragma once

// Reservation access (guide 7.1.5.2.3-4, spec section 4). One reservation: plain entries are OR'd;
// a '!' (NOT) entry that matches excludes the job whatever else matches, and a list holding NOT
// entries is satisfied by every value it does not exclude ("ACCOUNTLIST=!projectX,!projectY"
// admits any other account); every '*' (required) entry must match, plus at least one plain entry
// when plain entries exist. Stacked reservations: the job needs access to each of them (AND).
//
// TIMELIMIT entries compare the overlap of the job's span with the reservation's span: a 4 h job
// starting Monday 05:00 overlaps an 08:00 reservation by one hour and passes TIMELIMIT=1:00:00.
//
// The decision is data: which entry admitted the job (and with which affinity), or why it is
// refused; describe_access renders it as one English line for checkjob.

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "model/credentials.hpp"
#include "model/job.hpp"
#include "model/time.hpp"
#include "reservation/reservation.hpp"

namespace outrigger {

enum class AccessVerdict : std::uint8_t {
    AdmittedByEntry,  // `entry` is the plain (or, with only required entries, required) entry that matched
    AdmittedByExclusion,  // `entry` is a NOT entry of a list the job satisfies by not being named in it
    RefusedSystem,        // no ACL at all: a SYSTEM reservation admits no job
    RefusedByName,        // BYNAME and the job does not name the reservation
    RefusedExcluded,      // `entry` is the NOT entry the job matches
    RefusedRequired,      // `entry` is a required entry the job fails
    RefusedNoMatch,       // no plain entry matched
};

struct AccessDecision {
    ReservationId reservation;
    AccessVerdict verdict = AccessVerdict::RefusedSystem;
    std::optional<std::size_t> entry;       // index into the reservation's acl, when one entry decided
    Affinity affinity = Affinity::Neutral;  // meaningful when admitted
    Duration overlap;                       // the job span's overlap with the reservation (TIMELIMIT)

    [[nodiscard]] bool admitted() const {
        return verdict == AccessVerdict::AdmittedByEntry || verdict == AccessVerdict::AdmittedByExclusion;
    }
};

// May `job`, running over `job_span`, use `r`? Credential names are resolved through `names`.
AccessDecision check_access(const Reservation& r, const Job& job, Interval job_span, const Names& names);

// Stacked reservations: the job needs access to every one. `admitted` is the AND; decisions are in
// the order given; `first_refusal` indexes the first refusing one.
struct StackedAccess {
    bool admitted = true;
    std::vector<AccessDecision> decisions;
    std::optional<std::size_t> first_refusal;
};
StackedAccess check_stacked(std::span<const Reservation* const> covering, const Job& job, Interval job_span,
                            const Names& names);

// "admitted by CLASSLIST=interactive (positive affinity)", "refused: ACCOUNTLIST excludes projectX
// (!projectX)", "refused: SYSTEM reservation (no access list) admits no job", ...
std::string describe_access(const AccessDecision& d, const Reservation& r);

std::string_view affinity_name(Affinity a);             // "positive", "negative", "neutral"
std::string_view access_verdict_name(AccessVerdict v);  // stable JSON keys: "admitted_by_entry", ...

}  // namespace outrigger
