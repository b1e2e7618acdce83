#pragma once

// `diagnose -f` (guide 6.3): the fairshare configuration (policy, interval, depth, decay), the
// per-window totals and decay weights, and per credential its target (with type), its usage in
// every window, its decayed usage% and the FS subfactor it gives. Built as data, rendered as
// Maui-style text or JSON (schema "outrigger.diagnose-f/1"), and read back from that JSON by
// clients on the other side of the engine seam (fs_report_from_json).
//
// Two projections ride along (report_projection.hpp): for each credential with a target, when it
// is back under it if it is charged nothing more; and, when the report was asked for with a job,
// the usage that job adds and what its credentials' rows read with it counted.

#include <array>
#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "config/settings.hpp"
#include "policy/fairshare/ledger.hpp"
#include "policy/fairshare/snapshot.hpp"

namespace outrigger {

inline constexpr const char* kDiagnoseFairshareSchema = "outrigger.diagnose-f/1";

struct FsReportWindow {
    Time start;
    Duration length;
    double weight = 1;  // FSDECAY^i
    double total = 0;
};

// When a credential is back under its target if it is charged nothing more (recovery.hpp).
enum class FsRecoveryState : std::uint8_t {
    NotApplicable,  // no target, or a floor (N+): being over it is no debt
    UnderNow,
    AfterRolls,  // under after `rolls` window rolls, the first of them at `at`
    Never,       // a target of 0, or a relative cap with nothing delivered
};
struct FsRecovery {
    FsRecoveryState state = FsRecoveryState::NotApplicable;
    std::size_t rolls = 0;
    Time at;
    bool operator==(const FsRecovery&) const = default;
};

struct FsReportRow {
    CredRef cred;
    std::string name;
    std::optional<FsTarget> target;
    double usage_percent = 0;
    double decayed_usage = 0;
    std::vector<double> window_usage;  // one per report window, newest first
    bool blocked = false;              // at or over its cap
    // The FS subfactor the credential gives its jobs (target.hpp's fs_delta; 0 with FSPOLICY NONE).
    double delta = 0;
    FsRecovery recovery = {};
};

// "After this job": the usage one job adds (its FSPOLICY rate over its walltime) to each of its
// credentials and to TOTAL, counted in the current window as if it ran now.
struct FsJobCharge {
    std::string job;
    double charge = 0;
    std::vector<std::pair<CredKind, std::string>> creds;  // the job's credentials, in kind order
    std::vector<FsReportRow> after;                       // their rows with the charge counted
};

struct FsReport {
    FairshareSettings settings;
    std::vector<FsReportWindow> windows;  // the FSDEPTH windows counted, newest first
    double decayed_total = 0;
    std::array<std::vector<FsReportRow>, kCredKinds>
        rows;  // per kind, by name; credentials with usage or a target
    Time now;  // when it was made: the recoveries count window rolls from here
    std::optional<FsJobCharge> job;
};

[[nodiscard]] FsReport build_fs_report(const FairshareSettings& settings, const FairshareLedger& ledger,
                                       const FairshareSnapshot& snapshot, const Names& names);
[[nodiscard]] std::string render_fs_report(const FsReport& report);
[[nodiscard]] nlohmann::json fs_report_json(const FsReport& report);
// The report fs_report_json wrote; nullopt with `error` naming the field when malformed. Rows
// carry their kind and name only (ids are the engine's own).
[[nodiscard]] std::optional<FsReport> fs_report_from_json(const nlohmann::json& j, std::string& error);

}  // namespace outrigger
