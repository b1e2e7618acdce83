#pragma once

// Fairshare targets (FSTARGET on USERCFG/GROUPCFG/ACCOUNTCFG/QOSCFG/CLASSCFG, spec section 2):
// how a credential's usage% turns into the priority delta of the FS component, and when a cap
// blocks its jobs.

#include <optional>
#include <string>

#include "config/settings.hpp"

namespace outrigger {

// The FS subfactor of one credential. Difference mode: target - usage% (percentage points);
// ratio mode (FSPOLICY ending in '%'): 1 - usage%/target (0 for a target of 0). A floor (N+)
// keeps only positive deltas, a ceiling (N-) only negative ones; caps (N^, N%) never change
// priority (they block instead), so their delta is 0. No target: 0.
[[nodiscard]] double fs_delta(const std::optional<FsTarget>& target, double usage_percent, bool ratio);

[[nodiscard]] constexpr bool is_cap(FsTargetType t) {
    return t == FsTargetType::CapAbsolute || t == FsTargetType::CapRelative;
}

// The usage (metric units of decayed usage) at which a cap blocks: N for N^, N% of the decayed
// total for N%. nullopt when the target is not a cap, or for a relative cap while nothing has
// been delivered (a share of nothing blocks nobody).
[[nodiscard]] std::optional<double> cap_limit(const FsTarget& target, double decayed_total);

// As written in maui.cfg: "50", "10+", "5-", "3600000^", "20%" (shortest exact decimal).
[[nodiscard]] std::string format_fs_target(const FsTarget& target);
// "target", "floor", "ceiling", "cap", "relative-cap": stable words for JSON.
[[nodiscard]] const char* fs_target_type_name(FsTargetType t);

}  // namespace outrigger
