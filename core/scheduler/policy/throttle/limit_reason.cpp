#include "policy/throttle/limit_reason.hpp"

namespace outrigger {

namespace {

ReasonArg::Value amount_arg(LimitKind kind, std::int64_t v) {
    if (kind == LimitKind::Walltime) return Duration::seconds(v);
    return v;
}

}  // namespace

bool within_limit(const LimitInForce& limit, ThrottleLevel level, WideInt usage, std::int64_t request) {
    return usage + request <= static_cast<WideInt>(value_at(limit.value, level));
}

Reason limit_reason(const LimitInForce& limit, ThrottleLevel level, WideInt usage, std::int64_t request) {
    Reason r{limit.idle ? ReasonCode::IdleLimit : ReasonCode::ActiveLimit, {}};
    r.with("scope", std::string(limit.from_system ? "system" : "credential"));
    if (limit.credential) r.with("credential", *limit.credential);
    if (limit.within) r.with("within", *limit.within);
    if (limit.override_by) r.with("override", *limit.override_by);
    r.with("limit", limit_name(limit.kind, limit.idle));
    r.with("level", std::string(throttle_level_name(limit.idle ? ThrottleLevel::Hard : level)));
    r.with("value", amount_arg(limit.kind, value_at(limit.value, level)));
    r.with("usage", amount_arg(limit.kind, clamp_to_int64(usage)));
    r.with("request", amount_arg(limit.kind, request));
    return r;
}

}  // namespace outrigger
