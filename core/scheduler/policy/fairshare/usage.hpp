#pragma once

// Decay-weighted fairshare usage (guide 6.3.2.3, spec section 2):
//   decayed(cred) = sum_{i < FSDEPTH} FSDECAY^i x usage_i(cred)     (metric units)
//   usage%(cred)  = decayed(cred) / sum_{i < FSDEPTH} FSDECAY^i x total_i x 100
// with window 0 the current one. Usage is relative to what was delivered, not to capacity;
// with nothing delivered at all, usage% is 0.

#include <span>

#include "policy/fairshare/window.hpp"

namespace outrigger {

struct FsDecay {
    double decay = 1.0;  // FSDECAY
    int depth = 8;       // FSDEPTH: windows counted (windows beyond it are ignored)
};

[[nodiscard]] double decayed_usage(std::span<const FsWindow> newest_first, CredRef cred, FsDecay d);
[[nodiscard]] double decayed_total(std::span<const FsWindow> newest_first, FsDecay d);
[[nodiscard]] double usage_percent(std::span<const FsWindow> newest_first, CredRef cred, FsDecay d);

}  // namespace outrigger
