#pragma once

// Fairshare as seen at one instant: every credential's decayed usage, usage%, resolved target,
// priority delta and cap state. Decayed usage is summed once per scheduling iteration (for every
// credential after a window rolls, for the charged ones in between); per-job lookups (the FS
// priority subfactors, the cap filter) are O(1).
//
// Targets resolve from the credential's own *CFG FSTARGET, else that kind's DEFAULT entry. With
// FSPOLICY NONE fairshare is off: every delta is 0 and no cap blocks (usage is still reported).

#include <array>
#include <optional>
#include <span>
#include <vector>

#include "config/settings.hpp"
#include "model/reason.hpp"
#include "policy/fairshare/usage.hpp"

namespace outrigger {

struct FsCredentialState {
    double decayed_usage = 0;         // metric units
    double usage_percent = 0;         // of the decayed total
    std::optional<FsTarget> target;   // own or DEFAULT; nullopt = none
    double delta = 0;                 // the FS subfactor (0 when fairshare is off)
    std::optional<double> cap_limit;  // metric units at which a cap blocks
    bool blocked = false;             // decayed_usage >= cap_limit
};

// Every credential's FSTARGET (own, else its kind's DEFAULT) resolved once, for callers that
// rebuild the snapshot often (the policy stack, up to once per iteration): resolving by name is
// most of a rebuild's cost. Names interned later are resolved on the next build that sees them.
struct FsTargetCache {
    std::array<std::vector<std::optional<FsTarget>>, kCredKinds> targets;
};

class FairshareSnapshot {
  public:
    // Every credential interned in `names` gets a state.
    static FairshareSnapshot build(const FairshareSettings& settings, std::span<const FsWindow> newest_first,
                                   const CredentialSettings& creds, const Names& names);
    // The same, with targets taken from (and added to) `cache`, which must only ever be used with
    // these `creds` and `names`.
    static FairshareSnapshot build(const FairshareSettings& settings, std::span<const FsWindow> newest_first,
                                   const CredentialSettings& creds, const Names& names, FsTargetCache& cache);
    // build() into this snapshot, reusing its storage: the same values, bit for bit. Decayed usage
    // is summed window by window over dense usage vectors (each credential's terms still added
    // newest first), which is what makes a refresh cheap for thousands of credentials.
    void rebuild(const FairshareSettings& settings, std::span<const FsWindow> newest_first,
                 const CredentialSettings& creds, const Names& names, FsTargetCache& cache);

    // rebuild() when, since the last rebuild or refresh over the same windows, usage was charged
    // only to the credentials in `charged`: their decayed usage is summed again, every other
    // credential keeps its own, and usage%, delta and cap state follow the new total for all.
    // The same values as rebuild(), bit for bit, at the cost of the charged credentials' windows.
    // `cache` must be the one the last rebuild used.
    void refresh(const FairshareSettings& settings, std::span<const FsWindow> newest_first,
                 const CredentialSettings& creds, const Names& names, FsTargetCache& cache,
                 std::span<const CredRef> charged);

    [[nodiscard]] bool enabled() const { return enabled_; }
    [[nodiscard]] double decayed_total() const { return decayed_total_; }
    // The state of one credential; a default state (no usage, no target) for an invalid or unknown id.
    [[nodiscard]] FsCredentialState state(CredRef c) const;
    // FSUSER FSGROUP FSACCOUNT FSQOS FSCLASS of one job, in CredKind order.
    [[nodiscard]] std::array<double, kCredKinds> deltas(const Credentials& creds) const;
    // The first credential (user, group, account, QOS, class) whose usage has reached its cap:
    // ReasonCode::FairshareCap with args credential, cap (the FSTARGET value), type ("cap" or
    // "relative-cap"), limit (metric units), usage (decayed, metric units). nullopt when none.
    [[nodiscard]] std::optional<Reason> cap_block(const Credentials& creds) const;

  private:
    // What a snapshot keeps per credential; usage%, delta and cap state follow from it and the
    // total when asked (every charge moves the total, so storing them would mean touching every
    // credential on every refresh).
    struct Kept {
        double decayed_usage = 0;
        std::optional<FsTarget> target;
    };
    // What rebuild() and refresh() share: the settings' flags, the decayed total, targets resolved
    // into `cache` for credentials interned since, and storage for every credential of `names`
    // with its target (for the new ones only, unless `all_targets`). Returns how many of the
    // windows count (FSDEPTH at most).
    std::size_t begin(const FairshareSettings& settings, std::span<const FsWindow> newest_first,
                      const CredentialSettings& creds, const Names& names, FsTargetCache& cache,
                      bool all_targets);
    [[nodiscard]] FsCredentialState derived(const Kept& k) const;
    [[nodiscard]] double percent_of(double decayed_usage) const {
        return decayed_total_ > 0 ? decayed_usage / decayed_total_ * 100.0 : 0.0;
    }

    bool enabled_ = false;
    bool ratio_ = false;
    double decayed_total_ = 0;
    std::array<std::vector<Kept>, kCredKinds> states_;
};

}  // namespace outrigger
