#include "gui/charts/decimate.hpp"

#include <algorithm>

namespace outrigger::gui::charts {

std::vector<ChartPoint> decimate_per_column(std::span<const ChartPoint> points, int columns) {
    columns = std::max(columns, 1);
    if (points.size() <= static_cast<std::size_t>(columns) * 4)
        return std::vector<ChartPoint>(points.begin(), points.end());
    const double x0 = points.front().x;
    const double span = points.back().x - x0;
    const double scale = span > 0 ? columns / span : 0;
    std::vector<ChartPoint> out;
    out.reserve(static_cast<std::size_t>(columns) * 4);
    std::size_t i = 0;
    while (i < points.size()) {
        const int column = std::min(static_cast<int>((points[i].x - x0) * scale), columns - 1);
        const std::size_t first = i;
        std::size_t low = i;
        std::size_t high = i;
        while (i < points.size() &&
               std::min(static_cast<int>((points[i].x - x0) * scale), columns - 1) == column) {
            if (points[i].y < points[low].y) low = i;
            if (points[i].y > points[high].y) high = i;
            ++i;
        }
        const std::size_t last = i - 1;
        // The four in x order, each once.
        std::size_t keep[] = {first, std::min(low, high), std::max(low, high), last};
        std::size_t previous = points.size();
        for (const std::size_t k : keep) {
            if (k == previous) continue;
            out.push_back(points[k]);
            previous = k;
        }
    }
    return out;
}

}  // namespace outrigger::gui::charts
