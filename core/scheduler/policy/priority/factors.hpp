#pragma once

// Raw priority subfactor values (spec section 1): everything that depends on the job and the
// clock, nothing that depends on weights. Computed once per job per instant and cached, so a
// weight change (a slider move) only re-weights (see table.hpp).
//
//   CRED  USER GROUP ACCOUNT QOS CLASS: the credential's PRIORITY (own *CFG, else the kind's
//         DEFAULT; a class without either falls back to the resource manager's queue priority
//         Job::rm_queue_priority; otherwise 0).
//   FS    FSUSER .. FSCLASS: fairshare deltas from a FairshareSnapshot (0 without one).
//   RES   NODE (nodes requested: explicit count, else ceil(tasks / tasks-per-node), else 1),
//         PROC, MEM, SWAP, DISK (MB, all tasks), PS (procs x walltime limit, s), PE (partition
//         totals; the whole cluster when the job names no partition), WALLTIME (limit, s).
//   SERV  QUEUETIME (effective queue minutes), XFACTOR ((effq + wclimit) / max(XFMINWCLIMIT,
//         wclimit), seconds), BYPASS.
//   TARG  TARGETQUEUETIME, TARGETXFACTOR: target_service_value against the QOS's QTTARGET /
//         XFTARGET (own QOSCFG, else DEFAULT); 0 without a target.
//   USAGE running jobs only: CONSUMED (procs x seconds run), REMAINING (procs x seconds left of
//         the limit), PERCENT (of the limit used), EXECUTIONTIME (seconds since start).

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "config/settings.hpp"
#include "model/node.hpp"
#include "policy/fairshare/snapshot.hpp"
#include "policy/priority/input.hpp"

namespace outrigger {

using PriorityFactors = std::array<double, kPrioritySubs>;

constexpr std::size_t sub_index(PrioritySub s) {
    return static_cast<std::size_t>(s);
}
constexpr std::size_t component_index(PriorityComponent c) {
    return static_cast<std::size_t>(c);
}
// Every component's bit, for FactorContext::compute's `components`.
inline constexpr std::uint32_t kAllPriorityComponents = (1U << kPriorityComponents) - 1U;

// The TARG value for a measure x (effective queue seconds, or XFactor) and its target T > 0,
// with e = 0.0001 T:  1 / max(e, T - x)^2 while x < T - e (small far away, steep near the
// target), then 1/e^2 x (1 + (x - T + e) / T): still rising after a miss, linearly, and
// continuous at the switch. 0 when T <= 0 (no target).
[[nodiscard]] double target_service_value(double x, double target);

class FactorContext {
  public:
    // Resolves every known credential's PRIORITY and every QOS's targets once. Credentials
    // interned later are resolved by name on use. `partitions` gives PE its totals; the
    // references must outlive the context.
    FactorContext(const PrioritySettings& priority, const CredentialSettings& creds, const Names& names,
                  std::span<const Partition> partitions, const FairshareSnapshot* fairshare = nullptr);

    // All 27 subfactors of one job at `now`.
    void compute(const PriorityInput& in, Time now, std::span<double, kPrioritySubs> out) const;
    [[nodiscard]] PriorityFactors compute(const PriorityInput& in, Time now) const;
    // Only the subfactors of the components in `components` (bit component_index(c) set for
    // component c; see PriorityWeights::used_components()), each exactly as compute() gives it;
    // the other entries of `out` are left as they were. The per-job path of the scheduling loop
    // asks only for what its weights read.
    void compute(const PriorityInput& in, Time now, std::span<double, kPrioritySubs> out,
                 std::uint32_t components) const;

  private:
    struct QosTargets {
        double qt = 0;  // seconds; 0 = none
        double xf = 0;  // 0 = none
    };
    [[nodiscard]] std::optional<double> cred_priority(CredKind k, CredId id) const;
    [[nodiscard]] QosTargets qos_targets(CredId id) const;
    [[nodiscard]] QosTargets resolve_qos_targets(CredId id) const;  // by name (invalid: DEFAULT)
    [[nodiscard]] const Resources& pe_basis(PartitionId p) const;

    const PrioritySettings& priority_;
    const CredentialSettings& creds_;
    const Names& names_;
    const FairshareSnapshot* fairshare_;
    std::vector<Resources> partition_totals_;
    Resources all_partitions_;
    std::array<std::vector<std::optional<double>>, kCredKinds> cred_priority_;
    std::array<std::optional<double>, kCredKinds> default_priority_;  // for a job without that credential
    std::vector<QosTargets> qos_targets_;
    QosTargets default_qos_targets_;  // for a job without a QOS
};

}  // namespace outrigger
