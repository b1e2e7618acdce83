#pragma once

// The words and numbers of a What-if comparison as the workbench shows them: each metric's name
// and definition in the chosen language (looked up by the core's stable key; the core's English
// is the fallback for a key this table does not know), and values written by unit: waits and
// makespans as durations, fractions as percents, job counts as whole numbers, ratios with two
// decimals. Which side is better is said in words and with an arrow, never by colour alone.

#include <QString>
#include <optional>
#include <string>

#include "model/credentials.hpp"
#include "session/whatif_comparison.hpp"

namespace outrigger::gui::whatif {

// "Mean wait", "Mean bounded slowdown (τ = 10 s)".
[[nodiscard]] QString metric_label(const WhatIfMetricRow& row, std::int64_t tau_s);
// One or two sentences: what the number is and how it is computed.
[[nodiscard]] QString metric_definition(const WhatIfMetricRow& row, std::int64_t tau_s);
// A value in its unit ("2 h 05 min", "87.3 %", "1,204", "3.21").
[[nodiscard]] QString value_text(const std::string& unit, double value);
// A change in its unit, signed ("+12 min", "−4.0 points", "+3").
[[nodiscard]] QString delta_text(const std::string& unit, double delta);
// "+12.5 %"; "—" when there is none (A is zero).
[[nodiscard]] QString percent_text(std::optional<double> percent);
// "▼ B better (lower is better)", "▲ A better (higher is better)", "= same", "— descriptive".
[[nodiscard]] QString better_text(const WhatIfMetricRow& row);
// What "better" means for the row: "Lower is better", "Higher is better", "Neither is better".
[[nodiscard]] QString direction_text(Better better);
// "min 1 h 02 min · median … · max …" over a side's replicas.
[[nodiscard]] QString spread_text(const std::string& unit, const WhatIfSpread& spread);
// "User", "Group", "Account", "QOS", "Class" (singular) and the plural for titles.
[[nodiscard]] QString kind_text(CredKind kind);
[[nodiscard]] QString kinds_text(CredKind kind);
// A duration in seconds: "45 s", "12 min 05 s", "2 h 05 min", "3 d 4 h".
[[nodiscard]] QString duration_text(double seconds);

}  // namespace outrigger::gui::whatif
