#pragma once

// A long series cut down to what a screen can show: per pixel column, the first, lowest, highest
// and last point that falls in it (in x order), so that every peak and dip stays visible and the
// line looks as the full series would. A series of up to 4 points per column comes back as it is.

#include <span>
#include <vector>

#include "gui/charts/chart_spec.hpp"

namespace outrigger::gui::charts {

// `points` in x order; `columns` >= 1 pixel columns spanning [x_min, x_max] of the points.
[[nodiscard]] std::vector<ChartPoint> decimate_per_column(std::span<const ChartPoint> points, int columns);

}  // namespace outrigger::gui::charts
