#include "policy/throttle/usage_ledger.hpp"

#include <limits>

namespace outrigger {

std::int64_t clamp_to_int64(WideInt v) {
    constexpr auto hi = std::numeric_limits<std::int64_t>::max();
    constexpr auto lo = std::numeric_limits<std::int64_t>::min();
    if (v > static_cast<WideInt>(hi)) return hi;
    if (v < static_cast<WideInt>(lo)) return lo;
    return static_cast<std::int64_t>(v);
}

void UsageSums::add(const JobDemand& d, std::int64_t end_offset, std::int64_t sign) {
    jobs += sign * d[LimitKind::Jobs];
    nodes += sign * d[LimitKind::Nodes];
    procs += sign * d.procs;
    pe += sign * d[LimitKind::PE];
    memory_mb += sign * d[LimitKind::Memory];
    end_sum += static_cast<WideInt>(sign) * end_offset;
    procs_end_sum += static_cast<WideInt>(sign) * d.procs * end_offset;
}

void UsageLedger::reset(Time origin, const LimitTable& table) {
    origin_ = origin;
    system_ = UsageSums{};
    for (const CredRef c : touched_.items()) cred_[index(c.kind)][c.id.value()] = UsageSums{};
    touched_.clear();
    for (auto& m : pairs_) m.clear();
    for (const CredKind c : kAllCredKinds)
        for (const CredKind p : kAllCredKinds)
            tracked_[index(c) * kCredKinds + index(p)] = table.tracks_pair(c, p);
}

void UsageLedger::add(const Credentials& creds, const JobDemand& d, Time end) {
    count(creds, d, end, 1);
}

void UsageLedger::remove(const Credentials& creds, const JobDemand& d, Time end) {
    count(creds, d, end, -1);
}

void UsageLedger::count(const Credentials& creds, const JobDemand& d, Time end, std::int64_t sign) {
    const std::int64_t offset = (end - origin_).count();
    system_.add(d, offset, sign);
    for (const CredKind k : kAllCredKinds) {
        const CredId id = creds[k];
        if (!id.valid()) continue;
        auto& v = cred_[index(k)];
        if (v.size() <= id.value()) v.resize(id.value() + 1);
        touched_.insert(CredRef{k, id});
        v[id.value()].add(d, offset, sign);
    }
    for (const CredKind carrier : kAllCredKinds) {
        const CredId c = creds[carrier];
        if (!c.valid()) continue;
        for (const CredKind per : kAllCredKinds) {
            const std::size_t slot = index(carrier) * kCredKinds + index(per);
            const CredId p = creds[per];
            if (!tracked_[slot] || !p.valid()) continue;
            pairs_[slot][pair_key(c, p)].add(d, offset, sign);
        }
    }
}

const UsageSums& UsageLedger::pair(CredKind carrier, CredId carrier_id, CredKind per, CredId per_id) const {
    const auto& m = pairs_[index(carrier) * kCredKinds + index(per)];
    const auto it = m.find(pair_key(carrier_id, per_id));
    return it != m.end() ? it->second : zero_;
}

}  // namespace outrigger
