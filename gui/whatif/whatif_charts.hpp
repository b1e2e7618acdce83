#pragma once

// The What-if comparison's charts as chart specs (gui/charts/chart_spec.hpp), A over B on each:
//   wait_cdf           the share of started jobs that waited at most x hours, A's line and B's;
//   utilization_chart  the machine's busy share per hour since the first submission;
//   queue_chart        the jobs waiting at the start of each hour;
//   wait_delta_bars    per credential of one kind, mean wait under B minus under A (hours);
//   delivered_delta_bars  per credential, processor-hours under B minus under A.
// The bar charts show the kMostBars credentials whose change is largest (the description says so
// when some are left out); the exports' CSV holds exactly what is drawn.

#include "gui/charts/chart_spec.hpp"
#include "session/whatif_comparison.hpp"

namespace outrigger::gui::whatif {

inline constexpr std::size_t kMostBars = 16;

[[nodiscard]] charts::ChartSpec wait_cdf(const WhatIfComparison& c);
[[nodiscard]] charts::ChartSpec utilization_chart(const WhatIfComparison& c);
[[nodiscard]] charts::ChartSpec queue_chart(const WhatIfComparison& c);
[[nodiscard]] charts::ChartSpec wait_delta_bars(const WhatIfComparison& c, CredKind kind);
[[nodiscard]] charts::ChartSpec delivered_delta_bars(const WhatIfComparison& c, CredKind kind);

}  // namespace outrigger::gui::whatif
