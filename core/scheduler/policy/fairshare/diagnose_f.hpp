#pragma once

// `diagnose -f` (guide 6.3): the fairshare configuration (policy, interval, depth, decay), the
// per-window totals and decay weights, and per credential its target (with type), its usage in
// every window and its decayed usage%. Built as data, rendered as Maui-style text or JSON
// (schema "outrigger.diagnose-f/1").

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

}  // namespace outrigger
