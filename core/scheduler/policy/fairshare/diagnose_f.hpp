#pragma once

// `diagnose -f` (guide 6.3): the fairshare configuration (policy, interval, depth, decay), the
// per-window totals and decay weights, and per credential its target (with type), its usage in
// every window, its decayed usage% and the FS subfactor it gives. Built as data, rendered as
// Maui-style text or JSON (schema "outrigger.diagnose-f/1"), and read back from that JSON by
// clients on the other side of the engine seam (fs_report_from_json).

#include <array>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
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
};

struct FsReport {
    FairshareSettings settings;
    std::vector<FsReportWindow> windows;  // the FSDEPTH windows counted, newest first
    double decayed_total = 0;
    std::array<std::vector<FsReportRow>, kCredKinds>
        rows;  // per kind, by name; credentials with usage or a target
};

[[nodiscard]] FsReport build_fs_report(const FairshareSettings& settings, const FairshareLedger& ledger,
                                       const FairshareSnapshot& snapshot, const Names& names);
[[nodiscard]] std::string render_fs_report(const FsReport& report);
[[nodiscard]] nlohmann::json fs_report_json(const FsReport& report);
// The report fs_report_json wrote; nullopt with `error` naming the field when malformed. Rows
// carry their kind and name only (ids are the engine's own).
[[nodiscard]] std::optional<FsReport> fs_report_from_json(const nlohmann::json& j, std::string& error);

}  // namespace outrigger
