#pragma once

// The Reason a throttled job carries (model/reason.hpp), built from the limit it failed.
// Arguments, all keyed by static literals:
//   scope      "system" (a SYSTEMCFG limit) | "credential" (a *CFG[name] or DEFAULT limit)
//   credential CredRef: whose usage is bounded (absent for the whole system)
//   within     CredRef: the credential carrying a multi-dimensional limit
//   override   CredRef: the QOS whose OMAX* / OMAXI* value is in force
//   limit      "MAXJOB", "MAXIPROC", ... (the limit kind as maui.cfg names it)
//   level      "soft" | "hard" (idle limits are always "hard")
//   value, usage, request: int64 in the limit's unit (jobs, nodes, procs, proc-seconds, PE, MB),
//              or Duration for MAXWC / MAXIWC.

#include <cstdint>
#include <optional>

#include "model/reason.hpp"
#include "policy/throttle/demand.hpp"
#include "policy/throttle/limits_in_force.hpp"

namespace outrigger {

// The value of `limit` at `level` (idle limits have soft = hard).
constexpr std::int64_t value_at(const LimitValue& v, ThrottleLevel level) {
    return level == ThrottleLevel::Soft ? v.soft : v.hard;
}

// True when usage + request stays within the limit at `level`.
constexpr bool within_limit(const LimitValue& value, ThrottleLevel level, WideInt usage,
                            std::int64_t request) {
    return usage + request <= static_cast<WideInt>(value_at(value, level));
}
bool within_limit(const LimitInForce& limit, ThrottleLevel level, WideInt usage, std::int64_t request);

// The facts of a failed limit, a few numbers kept until someone asks for the Reason
// (model/deferred_reason.hpp).
struct LimitHit {
    LimitKind kind = LimitKind::Jobs;
    bool idle = false;
    bool from_system = false;
    ThrottleLevel level = ThrottleLevel::Hard;
    std::int64_t value = 0;
    std::int64_t usage = 0;  // clamped to int64
    std::int64_t request = 0;
    std::optional<CredRef> credential;
    std::optional<CredRef> within;
    std::optional<CredRef> override_by;

    [[nodiscard]] ReasonCode code() const { return idle ? ReasonCode::IdleLimit : ReasonCode::ActiveLimit; }
    [[nodiscard]] Reason reason() const;
};

LimitHit limit_hit(const LimitInForce& limit, ThrottleLevel level, WideInt usage, std::int64_t request);

inline Reason limit_reason(const LimitInForce& limit, ThrottleLevel level, WideInt usage,
                           std::int64_t request) {
    return limit_hit(limit, level, usage, request).reason();
}

}  // namespace outrigger
