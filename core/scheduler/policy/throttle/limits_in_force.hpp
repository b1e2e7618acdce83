#pragma once

// Which limits bound a job, and the usage each is measured against: the one rule shared by the
// active-limit check and the idle-limit selection.
//   - SYSTEMCFG limits bound the whole system; its multi-dimensional forms bound each credential.
//   - Each credential the job carries contributes its limits (own, else its kind's DEFAULT, slot
//     by slot) and its multi-dimensional limits over the job's other credentials.
//   - When the job's QOS has an override (OMAX*, OMAXI*) for a limit kind, that value replaces
//     the limit of that kind of every other credential (plain and multi-dimensional). The QOS's
//     own limits and the system's stay.
//   - When the job's QOS carries exemption flags (FLAGS=IGNALL, IGNSYSTEM, IGNUSER, IGNJOBPERUSER,
//     ...; policy/throttle/exemption.hpp), the limits they name do not bound the job at all.

#include <algorithm>
#include <optional>

#include "model/credentials.hpp"
#include "policy/throttle/limit_table.hpp"
#include "policy/throttle/usage_ledger.hpp"

namespace outrigger {

struct LimitInForce {
    LimitKind kind = LimitKind::Jobs;
    bool idle = false;
    LimitValue value;
    std::optional<CredRef> credential;   // none: the whole system
    std::optional<CredRef> within;       // multi-dimensional: the credential that carries the limit
    std::optional<CredRef> override_by;  // the job's QOS, when its override replaced this limit
    const UsageSums* usage = nullptr;    // never null
    bool from_system = false;            // carried by SYSTEMCFG
};

namespace detail {

// A named multi-dimensional limit applies to its credential only, and replaces the generic one
// of the same kind for that credential.
inline bool cross_applies(const std::vector<CrossLimit>& all, const CrossLimit& x, CredId per_id) {
    if (x.per_id.valid()) return x.per_id == per_id;
    return std::none_of(all.begin(), all.end(), [&x, per_id](const CrossLimit& y) {
        return y.kind == x.kind && y.idle == x.idle && y.per == x.per && y.per_id == per_id;
    });
}

}  // namespace detail

// Calls `visit(const LimitInForce&) -> bool` for every active (`idle` false) or idle limit that
// bounds a job with `creds`, in a fixed order: system, system-wide per credential, then user,
// group, account, QOS, class (plain limits in LimitKind order, then multi-dimensional ones).
// Stops when `visit` returns false.
template <class Visit>
void for_each_limit_in_force(const LimitTable& table, const UsageLedger& ledger, const Credentials& creds,
                             bool idle, Visit&& visit) {
    const auto slots_of = [idle](const CredLimits& c) -> const LimitSlots& {
        return idle ? c.idle : c.active;
    };
    const LimitSlots* overrides = nullptr;
    const QosExemption* exempt = nullptr;
    CredRef qos{CredKind::Qos, creds.qos()};
    if (qos.id.valid()) {
        const CredLimits& q = table.of(CredKind::Qos, qos.id);
        overrides = idle ? &q.override_idle : &q.override_active;
        if (q.exempt.any()) exempt = &q.exempt;
    }
    if (exempt && exempt->all) return;
    const bool system_exempt = exempt && exempt->system;

    const auto any_of_flavour = [idle](const CredLimits& c) { return idle ? c.any_idle : c.any_active; };
    const CredLimits& sys = table.system();
    for (std::size_t i = 0; i < kLimitKinds && any_of_flavour(sys) && !system_exempt; ++i) {
        const auto& v = slots_of(sys)[i];
        if (!v) continue;
        if (!visit(LimitInForce{static_cast<LimitKind>(i), idle, *v, std::nullopt, std::nullopt, std::nullopt,
                                &ledger.system(), true}))
            return;
    }
    for (const CrossLimit& x : sys.cross) {
        if (system_exempt) break;
        const CredId p = creds[x.per];
        if (x.idle != idle || !p.valid() || !detail::cross_applies(sys.cross, x, p)) continue;
        if (!visit(LimitInForce{x.kind, idle, x.value, CredRef{x.per, p}, std::nullopt, std::nullopt,
                                &ledger.credential(x.per, p), true}))
            return;
    }

    for (const CredKind k : kAllCredKinds) {
        const CredId id = creds[k];
        if (!id.valid()) continue;
        const CredLimits& cl = table.of(k, id);
        // An override replaces only a limit the credential has: one without any is skipped whole.
        if (!any_of_flavour(cl)) continue;
        const auto in_force = [&](LimitKind kind, const LimitValue& own, LimitInForce& out) {
            out.value = own;
            if (k == CredKind::Qos || overrides == nullptr) return;
            if (const auto& o = (*overrides)[static_cast<std::size_t>(kind)]) {
                out.value = *o;
                out.override_by = qos;
            }
        };
        const bool user = k == CredKind::User && exempt != nullptr;
        for (std::size_t i = 0; i < kLimitKinds; ++i) {
            const auto& v = slots_of(cl)[i];
            if (!v) continue;
            if (user && exempt->waives_user(static_cast<LimitKind>(i), idle)) continue;
            LimitInForce lim{static_cast<LimitKind>(i), idle, *v, CredRef{k, id}, std::nullopt, std::nullopt,
                             &ledger.credential(k, id)};
            in_force(lim.kind, *v, lim);
            if (!visit(lim)) return;
        }
        for (const CrossLimit& x : cl.cross) {
            const CredId p = creds[x.per];
            if (x.idle != idle || !p.valid() || !detail::cross_applies(cl.cross, x, p)) continue;
            if (user && exempt->waives_user(x.kind, idle)) continue;
            LimitInForce lim{x.kind,
                             idle,
                             x.value,
                             CredRef{x.per, p},
                             CredRef{k, id},
                             std::nullopt,
                             &ledger.pair(k, id, x.per, p)};
            in_force(lim.kind, x.value, lim);
            if (!visit(lim)) return;
        }
    }
}

}  // namespace outrigger
