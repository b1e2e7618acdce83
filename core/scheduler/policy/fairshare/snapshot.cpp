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

FairshareSnapshot FairshareSnapshot::build(const FairshareSettings& settings,
                                           std::span<const FsWindow> newest_first,
                                           const CredentialSettings& creds, const Names& names) {
    FsTargetCache cache;
    return build(settings, newest_first, creds, names, cache);
}

FairshareSnapshot FairshareSnapshot::build(const FairshareSettings& settings,
                                           std::span<const FsWindow> newest_first,
                                           const CredentialSettings& creds, const Names& names,
                                           FsTargetCache& cache) {
    FairshareSnapshot s;
    s.rebuild(settings, newest_first, creds, names, cache);
    return s;
}

std::size_t FairshareSnapshot::begin(const FairshareSettings& settings,
                                     std::span<const FsWindow> newest_first, const CredentialSettings& creds,
                                     const Names& names, FsTargetCache& cache, bool all_targets) {
    enabled_ = settings.policy != FsPolicy::None;
    ratio_ = settings.ratio;
    const FsDecay d{settings.decay, settings.depth};
    decayed_total_ = outrigger::decayed_total(newest_first, d);
    for (const CredKind k : kAllCredKinds) {
        auto& targets = cache.targets[index(k)];
        for (std::size_t i = targets.size(); i < names.count(k); ++i)
            targets.push_back(resolve_target(creds, k, names.name(k, CredId(static_cast<CredId::Rep>(i)))));
        auto& states = states_[index(k)];
        const std::size_t had = all_targets ? 0 : std::min(states.size(), names.count(k));
        states.resize(names.count(k));
        for (std::size_t i = had; i < states.size(); ++i) states[i].target = targets[i];
    }
    return std::min(newest_first.size(), static_cast<std::size_t>(std::max(d.depth, 0)));
}

void FairshareSnapshot::rebuild(const FairshareSettings& settings, std::span<const FsWindow> newest_first,
                                const CredentialSettings& creds, const Names& names, FsTargetCache& cache) {
    const std::size_t depth = begin(settings, newest_first, creds, names, cache, true);
    const double decay = settings.decay;
    for (const CredKind k : kAllCredKinds) {
        auto& states = states_[index(k)];
        for (Kept& st : states) st.decayed_usage = 0;
        // decayed_usage() term by term: sum += FSDECAY^i x usage_i, i = 0 (newest) first. A
        // credential never charged in window i adds nothing there (its term would be +0).
        double weight = 1.0;
        for (std::size_t w = 0; w < depth; ++w) {
            const std::vector<double>& usage = newest_first[w].usage[index(k)];
            const std::size_t n = std::min(usage.size(), states.size());
            for (std::size_t i = 0; i < n; ++i) states[i].decayed_usage += weight * usage[i];
            weight *= decay;
        }
    }
}

void FairshareSnapshot::refresh(const FairshareSettings& settings, std::span<const FsWindow> newest_first,
                                const CredentialSettings& creds, const Names& names, FsTargetCache& cache,
                                std::span<const CredRef> charged) {
    const std::size_t depth = begin(settings, newest_first, creds, names, cache, false);
    const double decay = settings.decay;
    for (const CredRef c : charged) {
        auto& states = states_[index(c.kind)];
        if (!c.id.valid() || c.id.value() >= states.size()) continue;
        // The same terms in the same order as rebuild() adds them.
        double sum = 0;
        double weight = 1.0;
        for (std::size_t w = 0; w < depth; ++w) {
            const std::vector<double>& usage = newest_first[w].usage[index(c.kind)];
            if (c.id.value() < usage.size()) sum += weight * usage[c.id.value()];
            weight *= decay;
        }
        states[c.id.value()].decayed_usage = sum;
    }
}

FsCredentialState FairshareSnapshot::derived(const Kept& k) const {
    FsCredentialState st;
    st.decayed_usage = k.decayed_usage;
    st.usage_percent = percent_of(k.decayed_usage);
    st.target = k.target;
    st.delta = enabled_ ? fs_delta(st.target, st.usage_percent, ratio_) : 0.0;
    st.cap_limit = st.target ? cap_limit(*st.target, decayed_total_) : std::nullopt;
    st.blocked = st.cap_limit.has_value() && st.decayed_usage >= *st.cap_limit;
    return st;
}

FsCredentialState FairshareSnapshot::state(CredRef c) const {
    const auto& states = states_[index(c.kind)];
    return c.id.valid() && c.id.value() < states.size() ? derived(states[c.id.value()]) : FsCredentialState{};
}

std::array<double, kCredKinds> FairshareSnapshot::deltas(const Credentials& creds) const {
    std::array<double, kCredKinds> out{};
    if (!enabled_) return out;
    for (const CredKind k : kAllCredKinds) {
        const auto& states = states_[index(k)];
        const CredId id = creds[k];
        if (!id.valid() || id.value() >= states.size()) continue;
        const Kept& kept = states[id.value()];
        if (!kept.target) continue;  // no target: no delta (derived() gives 0 too)
        out[index(k)] = fs_delta(kept.target, percent_of(kept.decayed_usage), ratio_);
    }
    return out;
}

std::optional<Reason> FairshareSnapshot::cap_block(const Credentials& creds) const {
    if (!enabled_) return std::nullopt;
    for (const CredKind k : kAllCredKinds) {
        const auto& states = states_[index(k)];
        const CredId id = creds[k];
        if (!id.valid() || id.value() >= states.size()) continue;
        if (!states[id.value()].target) continue;  // no target, no cap
        const FsCredentialState st = derived(states[id.value()]);
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
