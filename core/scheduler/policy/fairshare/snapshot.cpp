#include "policy/fairshare/snapshot.hpp"

#include "policy/fairshare/target.hpp"

namespace outrigger {

namespace {
std::optional<FsTarget> resolve_target(const CredentialSettings& creds, CredKind k, std::string_view name) {
    if (const auto* own = creds.find(k, name); own != nullptr && own->fstarget) return own->fstarget;
    if (const auto* def = creds.find_default(k); def != nullptr && def->fstarget) return def->fstarget;
    return std::nullopt;
}
}  // namespace

FairshareSnapshot FairshareSnapshot::build(const FairshareSettings& settings, std::span<const FsWindow> newest_first,
                                           const CredentialSettings& creds, const Names& names) {
    FsTargetCache cache;
    return build(settings, newest_first, creds, names, cache);
}

FairshareSnapshot FairshareSnapshot::build(const FairshareSettings& settings, std::span<const FsWindow> newest_first,
                                           const CredentialSettings& creds, const Names& names, FsTargetCache& cache) {
    for (const CredKind k : kAllCredKinds) {
        auto& targets = cache.targets[index(k)];
        for (std::size_t i = targets.size(); i < names.count(k); ++i)
            targets.push_back(resolve_target(creds, k, names.name(k, CredId(static_cast<CredId::Rep>(i)))));
    }
    FairshareSnapshot s;
    s.enabled_ = settings.policy != FsPolicy::None;
    const FsDecay d{settings.decay, settings.depth};
    s.decayed_total_ = outrigger::decayed_total(newest_first, d);
    for (const CredKind k : kAllCredKinds) {
        auto& states = s.states_[index(k)];
        states.resize(names.count(k));
        for (std::size_t i = 0; i < states.size(); ++i) {
            const CredRef ref{k, CredId(static_cast<CredId::Rep>(i))};
            FsCredentialState& st = states[i];
            st.decayed_usage = decayed_usage(newest_first, ref, d);
            st.usage_percent = s.decayed_total_ > 0 ? st.decayed_usage / s.decayed_total_ * 100.0 : 0.0;
            st.target = cache.targets[index(k)][i];
            if (s.enabled_) st.delta = fs_delta(st.target, st.usage_percent, settings.ratio);
            if (st.target) st.cap_limit = cap_limit(*st.target, s.decayed_total_);
            st.blocked = st.cap_limit.has_value() && st.decayed_usage >= *st.cap_limit;
        }
    }
    return s;
}

FsCredentialState FairshareSnapshot::state(CredRef c) const {
    const auto& states = states_[index(c.kind)];
    return c.id.valid() && c.id.value() < states.size() ? states[c.id.value()] : FsCredentialState{};
}

std::array<double, kCredKinds> FairshareSnapshot::deltas(const Credentials& creds) const {
    std::array<double, kCredKinds> out{};
    if (!enabled_) return out;
    for (const CredKind k : kAllCredKinds) {
        const auto& states = states_[index(k)];
        const CredId id = creds[k];
        out[index(k)] = id.valid() && id.value() < states.size() ? states[id.value()].delta : 0.0;
    }
    return out;
}

std::optional<Reason> FairshareSnapshot::cap_block(const Credentials& creds) const {
    if (!enabled_) return std::nullopt;
    for (const CredKind k : kAllCredKinds) {
        const auto& states = states_[index(k)];
        const CredId id = creds[k];
        if (!id.valid() || id.value() >= states.size()) continue;
        const FsCredentialState& st = states[id.value()];
        if (!st.blocked) continue;
        Reason r{ReasonCode::FairshareCap, {}};
        r.with("credential", CredRef{k, id})
            .with("cap", st.target->value)
            .with("type", std::string(fs_target_type_name(st.target->type)))
            .with("limit", *st.cap_limit)
            .with("usage", st.decayed_usage);
        return r;
    }
    return std::nullopt;
}

}  // namespace outrigger
