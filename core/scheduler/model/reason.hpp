#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "model/credentials.hpp"
#include "model/time.hpp"

namespace outrigger {

// Why something happened or did not, as data: a code plus typed, named arguments. The CLI, the
// GUI (translated) and JSON render the same value; nothing here is pre-formatted prose.
enum class ReasonCode : std::uint16_t {
    // eligibility
    Held,               // args: hold
    DependencyPending,  // args: job (the one waited for)
    IdleLimit,          // args: credential, limit, value, usage, request
    ActiveLimit,        // args: credential, limit, level (soft|hard), value, usage, request
    SystemJobLimit,     // args: limit, value, request
    FairshareCap,       // args: credential, cap, usage
    NegativePriority,   // args: priority
    // placement
    InsufficientResources,  // args: procs (free now), request
    NeverFits,  // args: partition, request, capacity, resource: no set of configured nodes can ever hold the
                // job
    NoStartFound,             // args: request: the nodes up and outside refusing reservations cannot hold it
    WouldDelayReservation,    // args: job or reservation that would be delayed
    ReservationDepthReached,  // args: depth, qos
    ChunkProtected,           // args: chunk_size, until
    BackfillDisabled,
    FcfsStopped,              // fcfs: a higher-priority job could not start
    ReservationAccessDenied,  // args: reservation, reason
    // outcomes
    Started,
    Backfilled,
    Reserved,  // args: start
};

std::string_view reason_code_name(ReasonCode c);  // "IdleLimit", stable for JSON
// The code named `name` (reason_code_name's inverse); nullopt for a name no code has.
std::optional<ReasonCode> parse_reason_code(std::string_view name);

struct ReasonArg {
    using Value = std::variant<std::int64_t, double, std::string, Time, Duration, CredRef>;
    std::string_view key;  // a static literal: "credential", "limit", "value", "usage", ...
    Value value;
};

struct Reason {
    ReasonCode code{};
    std::vector<ReasonArg> args;

    Reason& with(std::string_view key, ReasonArg::Value v) {
        args.push_back(ReasonArg{key, std::move(v)});
        return *this;
    }
    [[nodiscard]] const ReasonArg::Value* arg(std::string_view key) const {
        for (const auto& a : args)
            if (a.key == key) return &a.value;
        return nullptr;
    }
};

// Inside the engine a reason names another job (DependencyPending, WouldDelayReservation) by its
// dense id; what leaves the engine names it by its name (`name_of(id)`), since ids mean nothing
// to another process.
template <class NameOf>
[[nodiscard]] Reason with_job_names(Reason r, NameOf&& name_of) {
    for (auto& a : r.args)
        if (a.key == "job")
            if (const auto* id = std::get_if<std::int64_t>(&a.value)) a.value = std::string(name_of(*id));
    return r;
}

}  // namespace outrigger
