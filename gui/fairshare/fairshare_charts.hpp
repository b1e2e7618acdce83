#pragma once

// The Fairshare panel's three charts as chart specs (gui/charts/chart_spec.hpp), built from one
// diagnose -f report (as configured or a what-if of it):
//   usage_vs_target  usage % over time of the chosen credentials, each point what diagnose -f gave
//                    when that window was the current one, with each target's band: the target
//                    itself as a line, a floor's region under it, a ceiling's or a cap's over it;
//   window_bars      one credential's usage % in each window beside the share it adds after decay
//                    (weight FSDECAY^i): the weighted shares add up to its usage %, drawn as a line;
//   stacked_usage    everything delivered in each window, split by the credentials of one kind: the
//                    kStackedBands busiest (by decayed usage) each in a band, the others in one.

#include <string>
#include <utility>
#include <vector>

#include "gui/charts/chart_spec.hpp"
#include "policy/fairshare/diagnose_f.hpp"

namespace outrigger::gui {

using CredName = std::pair<CredKind, std::string>;

inline constexpr std::size_t kStackedBands = 11;

// `clock` turns the core's seconds into the session's local wall time in Unix seconds (its
// calendar's epoch plus the UTC offset), for the time axis and the window labels.
[[nodiscard]] charts::ChartSpec usage_vs_target(const FsReport& report, const std::vector<CredName>& creds,
                                                std::int64_t clock = 0);
[[nodiscard]] charts::ChartSpec window_bars(const FsReport& report, const CredName& cred);
[[nodiscard]] charts::ChartSpec stacked_usage(const FsReport& report, CredKind kind, std::int64_t clock = 0);

// The y range of a target's band on a usage % chart (caps in absolute units converted with the
// report's decayed total); nullopt for no target or an absolute cap with nothing delivered.
[[nodiscard]] std::optional<charts::ChartBand> target_band(const FsReport& report, const FsReportRow& row);

}  // namespace outrigger::gui
