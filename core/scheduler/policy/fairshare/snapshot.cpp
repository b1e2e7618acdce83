#include "policy/fairshare/snapshot.hpp"

#include <algorithm>

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
    FairshareSnapshot s;
    s.rebuild(settings, newest_first, creds, names, cache);
    return s;
}

void FairshareSnapshot::rebuild(const FairshareSettings& settings, std::span<const FsWindow> newest_first,
                                const CredentialSettings& creds, const Names& names, FsTargetCache& cache) {
    for (const CredKind k : kAllCredKinds) {
        auto& targets = cache.targets[index(k)];
        for (std::size_t i = targets.size(); i < names.count(k); ++i)
            targets.push_back(resolve_target(creds, k, names.name(k, CredId(static_cast<CredId::Rep>(i)))));
    }
    enabled_ = settings.policy != FsPolicy::None;
    const FsDecay d{settings.decay, settings.depth};
    decayed_total_ = outrigger::decayed_total(newest_first, d);
    const std::size_t depth = std::min(newest_first.size(), static_cast<std::size_t>(std::max(d.depth, 0)));
    for (const CredKind k : kAllCredKinds) {
        auto& states = states_[index(k)];
        states.resize(names.count(k));
        for (FsCredentialState& st : states) st.decayed_usage = 0;
        // decayed_usage() term by term: sum += FSDECAY^i x usage_i, i = 0 (newest) first. A
        // credential never charged in window i adds nothing there (its term would be +0).
        double weight = 1.0;
        for (std::size_t w = 0; w < depth; ++w) {
            const std::vector<double>& usage = newest_first[w].usage[index(k)];
            const std::size_t n = std::min(usage.size(), states.size());
            for (std::size_t i = 0; i < n; ++i) states[i].decayed_usage += weight * usage[i];
            weight *= d.decay;
        }
        const auto& targets = cache.targets[index(k)];
        for (std::size_t i = 0; i < states.size(); ++i) {
            FsCredentialState& st = states[i];
            st.usage_percent = decayed_total_ > 0 ? st.decayed_usage / decayed_total_ * 100.0 : 0.0;
            st.target = targets[i];
            st.delta = enabled_ ? fs_delta(st.target, st.usage_percent, settings.ratio) : 0.0;
            st.cap_limit = st.target ? cap_limit(*st.target, decayed_total_) : std::nullopt;
            st.blocked = st.cap_limit.has_value() && st.decayed_usage >= *st.cap_limit;
        }
    }
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
