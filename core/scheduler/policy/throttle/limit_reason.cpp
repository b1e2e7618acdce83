#include "policy/throttle/limit_reason.hpp"

#include <string>

namespace outrigger {

namespace {

ReasonArg::Value amount_arg(LimitKind kind, std::int64_t v) {
    if (kind == LimitKind::Walltime) return Duration::seconds(v);
    return v;
}

}  // namespace

bool within_limit(const LimitInForce& limit, ThrottleLevel level, WideInt usage, std::int64_t request) {
    return within_limit(limit.value, level, usage, request);
}

LimitHit limit_hit(const LimitInForce& limit, ThrottleLevel level, WideInt usage, std::int64_t request) {
    return LimitHit{limit.kind,
                    limit.idle,
                    limit.from_system,
                    limit.idle ? ThrottleLevel::Hard : level,
                    value_at(limit.value, level),
                    clamp_to_int64(usage),
                    request,
                    limit.credential,
                    limit.within,
                    limit.override_by};
}

Reason LimitHit::reason() const {
    Reason r{code(), {}};
    r.args.reserve(9);
    r.with("scope", std::string(from_system ? "system" : "credential"));
    if (credential) r.with("credential", *credential);
    if (within) r.with("within", *within);
    if (override_by) r.with("override", *override_by);
    r.with("limit", limit_name(kind, idle));
    r.with("level", std::string(throttle_level_name(level)));
    r.with("value", amount_arg(kind, value));
    r.with("usage", amount_arg(kind, usage));
    r.with("request", amount_arg(kind, request));
    return r;
}

}  // namespace outrigger
