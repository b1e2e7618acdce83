#pragma once

// Per-scope usage sums for throttling: the system, each credential, and each (carrier, per)
// credential pair that a multi-dimensional limit names. Every add and every query is O(1): the
// time-dependent kinds keep sums instead of job lists, so that at any instant `now`
//   outstanding MAXWC = sum(end) - jobs x now
//   outstanding MAXPS = sum(procs x end) - procs x now
// (guide 6.2.1: "decreasing as jobs approach their completion time"). Ends are stored relative to
// the ledger's origin, in 128-bit sums, so Unix-time instants and INFINITY walltimes cannot
// overflow. A job past its end must be added with its end clamped to the origin.

#include <array>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "config/settings.hpp"
#include "model/cred_set.hpp"
#include "model/credentials.hpp"
#include "model/time.hpp"
#include "policy/throttle/demand.hpp"
#include "policy/throttle/limit_table.hpp"

namespace outrigger {

__extension__ using WideInt = __int128;

// Saturates a wide amount into the int64 range of a Reason argument.
std::int64_t clamp_to_int64(WideInt v);

struct UsageSums {
    std::int64_t jobs = 0;
    std::int64_t nodes = 0;
    std::int64_t procs = 0;
    std::int64_t pe = 0;
    std::int64_t memory_mb = 0;
    WideInt end_sum = 0;        // sum of (end - origin), seconds
    WideInt procs_end_sum = 0;  // sum of procs x (end - origin), proc-seconds

    // sign +1 counts a job, -1 takes it out again (every sum is an integer: exact either way).
    void add(const JobDemand& d, std::int64_t end_offset, std::int64_t sign = 1);
    // The amount of `kind` in use `elapsed` seconds after the origin (elapsed >= 0, and no job
    // counted here ended before then).
    [[nodiscard]] WideInt amount(LimitKind kind, std::int64_t elapsed) const {
        switch (kind) {
            case LimitKind::Jobs:
                return jobs;
            case LimitKind::Nodes:
                return nodes;
            case LimitKind::Procs:
                return procs;
            case LimitKind::ProcSeconds:
                return procs_end_sum - static_cast<WideInt>(procs) * elapsed;
            case LimitKind::PE:
                return pe;
            case LimitKind::Walltime:
                return end_sum - static_cast<WideInt>(jobs) * elapsed;
            case LimitKind::Memory:
                return memory_mb;
        }
        return 0;
    }
};

class UsageLedger {
  public:
    UsageLedger() = default;
    // Empties the ledger and sets its origin; pairs are tracked where `table` has a
    // multi-dimensional limit.
    void reset(Time origin, const LimitTable& table);

    // Counts a job of credentials `creds` contributing `d` until `end` (>= origin).
    void add(const Credentials& creds, const JobDemand& d, Time end);
    // Takes out a job counted by add() with the same arguments.
    void remove(const Credentials& creds, const JobDemand& d, Time end);

    [[nodiscard]] Time origin() const { return origin_; }
    [[nodiscard]] const UsageSums& system() const { return system_; }
    [[nodiscard]] const UsageSums& credential(CredKind k, CredId id) const {
        const auto& v = cred_[index(k)];
        return id.value() < v.size() ? v[id.value()] : zero_;
    }
    [[nodiscard]] const UsageSums& pair(CredKind carrier, CredId carrier_id, CredKind per,
                                        CredId per_id) const;

  private:
    void count(const Credentials& creds, const JobDemand& d, Time end, std::int64_t sign);
    static std::uint64_t pair_key(CredId a, CredId b) {
        return (static_cast<std::uint64_t>(a.value()) << 32U) | b.value();
    }
    Time origin_;
    UsageSums system_;
    // By CredId value; entries not in touched_ are zero. reset() zeroes only the touched entries
    // and keeps the storage: a ledger reset with a few running jobs among thousands of
    // credentials costs what those jobs touched.
    std::array<std::vector<UsageSums>, kCredKinds> cred_;
    CredSet touched_;
    std::array<std::unordered_map<std::uint64_t, UsageSums>, kCredKinds * kCredKinds> pairs_;
    std::array<bool, kCredKinds * kCredKinds> tracked_{};
    UsageSums zero_;
};

}  // namespace outrigger
