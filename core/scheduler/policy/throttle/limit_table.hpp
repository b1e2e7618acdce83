#pragma once

// The throttling settings (USERCFG ... CLASSCFG, SYSTEMCFG limits) compiled once against a Names
// table, so that a check never touches a string: every configured name is interned to its CredId,
// every credential's limits already have its kind's DEFAULT folded in slot by slot, and a
// credential first seen after compilation falls back to DEFAULT with one bounds test.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "config/settings.hpp"
#include "model/credentials.hpp"
#include "policy/throttle/exemption.hpp"

namespace outrigger {

// "MAXJOB", "MAXIJOB" (idle), "OMAXNODE" (override), "OMAXINODE": the limit's maui.cfg name.
std::string limit_name(LimitKind kind, bool idle, bool override_ = false);
// A limit spelled as in maui.cfg: "MAXJOB[GROUP]=2", "MAXNODE=15,30", "OMAXNODE=64".
std::string limit_spelling(const LimitSpec& spec);
// "USERCFG", "GROUPCFG", "ACCOUNTCFG", "QOSCFG", "CLASSCFG".
std::string_view cred_config_keyword(CredKind kind);

// A multi-dimensional limit carried by a credential (or by SYSTEMCFG): it bounds the usage of
// each credential of kind `per` within the carrier (`per_id` invalid), or of that one credential
// (`per_id` valid). A named limit replaces the generic one of the same kind for that credential.
struct CrossLimit {
    LimitKind kind = LimitKind::Jobs;
    bool idle = false;
    CredKind per = CredKind::User;
    CredId per_id;
    LimitValue value;
    bool operator==(const CrossLimit&) const = default;
};

using LimitSlots = std::array<std::optional<LimitValue>, kLimitKinds>;

// Every limit of one credential (or of the system) with its kind's DEFAULT already folded in.
// Values are normalised: soft <= hard, and idle limits have soft = hard (guide 6.2.3). A value is
// taken literally: MAXJOB=0 admits no job (an absent limit, not zero, means "unlimited").
struct CredLimits {
    LimitSlots active;
    LimitSlots idle;
    LimitSlots override_active;  // QOS only: OMAX*
    LimitSlots override_idle;    // QOS only: OMAXI*
    std::vector<CrossLimit> cross;
    JobLimits job;
    // Whether any active (plain or multi-dimensional) limit, any idle one, is set: a check skips
    // the credentials without one. Kept by LimitTable::compile, the only place limits are set.
    bool any_active = false;
    bool any_idle = false;
    // Bit k: active[k] is set. Whether any OMAX* override is set (QOS only).
    std::uint8_t active_mask = 0;
    bool any_override_active = false;
    // QOS only: the limits its jobs are exempt from (FLAGS=IGN...; its own flags, else DEFAULT's).
    QosExemption exempt;
};

// A configuration line the throttle could not honour, and why. `where` names the object and
// the limit as written ("USERCFG[steve] OMAXNODE=64"); nothing valid beside it is dropped.
struct ThrottleDiagnostic {
    std::string where;
    std::string message;
};

struct CompiledThrottle;

class LimitTable {
  public:
    LimitTable();  // no limit anywhere

    // Interns every configured credential name (and every name in a multi-dimensional limit)
    // into `names`. Invalid specs are skipped and reported; the rest is compiled.
    static CompiledThrottle compile(const CredentialSettings& settings, Names& names);

    // The limits of credential `id` of kind `k`: its own merged with DEFAULT, or DEFAULT alone
    // for a credential without its own entry (including names interned after compilation).
    [[nodiscard]] const CredLimits& of(CredKind k, CredId id) const {
        const auto& by_id = slot_[index(k)];
        const std::uint32_t i = id.value() < by_id.size() ? by_id[id.value()] : 0;
        return entries_[index(k)][i];
    }
    [[nodiscard]] const CredLimits& system() const { return system_; }
    // Whether credential `id` of kind `k` has limits of its own (else DEFAULT's apply to it).
    [[nodiscard]] bool has_own(CredKind k, CredId id) const {
        const auto& by_id = slot_[index(k)];
        return id.value() < by_id.size() && by_id[id.value()] != 0;
    }

    // True when some credential carries a multi-dimensional limit over `per` (ledgers track
    // only these pairs).
    [[nodiscard]] bool tracks_pair(CredKind carrier, CredKind per) const {
        return pairs_[index(carrier) * kCredKinds + index(per)];
    }
    // True when any active limit has soft < hard: without one the hard pass cannot start
    // anything the soft pass did not, and the loop may skip it.
    [[nodiscard]] bool has_soft_limits() const { return has_soft_; }
    // True when some credential of kind `k` (or its DEFAULT) has a *PERJOB limit: checks skip
    // the kinds without one.
    [[nodiscard]] bool has_job_limits(CredKind k) const { return job_limits_[index(k)]; }
    // True when SYSTEMCFG or any credential has a *PERJOB limit.
    [[nodiscard]] bool has_any_job_limits() const { return any_job_limits_; }

  private:
    std::array<std::vector<std::uint32_t>, kCredKinds> slot_;  // CredId -> index in entries_ (0 = DEFAULT)
    std::array<std::vector<CredLimits>, kCredKinds> entries_;  // [0] is DEFAULT (possibly empty)
    CredLimits system_;
    std::array<bool, kCredKinds * kCredKinds> pairs_{};
    bool has_soft_ = false;
    std::array<bool, kCredKinds> job_limits_{};
    bool any_job_limits_ = false;
};

struct CompiledThrottle {
    LimitTable table;
    std::vector<ThrottleDiagnostic> diagnostics;
};

}  // namespace outrigger
