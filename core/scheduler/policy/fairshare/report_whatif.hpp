#pragma once

// What a diagnose -f report would say under other fairshare parameters, recomputed from the
// windows it already holds (guide 6.3.2.3, spec section 2): another FSDECAY, a smaller FSDEPTH
// (fewer of the stored windows count) or another FSTARGET for some credentials. The numbers are
// the ones build_fs_report gives for the same windows under those parameters: the same weights
// (FSDECAY^i multiplied up window by window), the same sums in the same order, fs_delta and
// cap_limit for the factor and the cap. FSINTERVAL and a larger FSDEPTH need the usage
// re-bucketed, which only a replay can do; they are not a what-if of the stored windows.
//
// And what the report's windows say about the past: the usage% diagnose -f showed when an older
// window was the current one, counting the windows still stored (usage_at_window).

#include <optional>
#include <string>
#include <vector>

#include "policy/fairshare/diagnose_f.hpp"

namespace outrigger {

struct FsTargetChange {
    CredKind kind = CredKind::User;
    std::string name;
    std::optional<FsTarget> target;  // none: the credential has no target
};

struct FsWhatIf {
    std::optional<double> decay;  // FSDECAY
    std::optional<int> depth;     // FSDEPTH; only the stored windows can count (no more than the report has)
    std::vector<FsTargetChange> targets;
};

// The report recomputed under `what_if`; rows keep their order and credentials, and the
// projections (report_projection.hpp) are made again under the new parameters.
[[nodiscard]] FsReport recompute_fs_report(const FsReport& stored, const FsWhatIf& what_if);

// The usage% of `row` (of kind `kind`) as diagnose -f gave it while window `window` (0 = the
// current one) was the current window: windows window.. count with weights 1, d, d^2, ...
[[nodiscard]] double usage_at_window(const FsReport& report, const FsReportRow& row, std::size_t window);

}  // namespace outrigger
