#pragma once

// The workbench's charts as data of its own (architecture: "Charts go through a thin seam of our
// own"): a panel describes what to draw as a ChartSpec, a ChartModel carries it to one or more
// ChartViews, and only chart_view.cpp knows that Qt Charts draws it (Qt Charts is deprecated from
// Qt 6.10; replacing it touches that one file). Exports (chart_export.hpp) read the spec, so a CSV
// holds exactly the numbers drawn.

#include <QString>
#include <QStringList>
#include <cstdint>
#include <optional>
#include <vector>

namespace outrigger::gui::charts {

struct ChartPoint {
    double x = 0;
    double y = 0;
    bool operator==(const ChartPoint&) const = default;
};

enum class AxisKind : std::uint8_t {
    Value,     // plain numbers
    Time,      // x in seconds since the epoch, shown as dates
    Category,  // one slot per entry of `categories` (bars)
};

struct ChartAxis {
    QString title;
    AxisKind kind = AxisKind::Value;
    std::optional<double> min;  // none: fitted to the data
    std::optional<double> max;
    QStringList categories;  // Category only
};

enum class SeriesStyle : std::uint8_t {
    Line,         // points joined in x order
    Bars,         // one bar per category, side by side with the other Bars series
    StackedBars,  // one bar per category, stacked with the other StackedBars series
    StackedArea,  // (x, y) in x order, filled on top of the StackedArea series before it (all
                  // StackedArea series of a spec share their x values)
};

struct ChartSeries {
    QString name;
    SeriesStyle style = SeriesStyle::Line;
    // Line: (x, y) in x order. Bars: y per category, x = the category's index.
    std::vector<ChartPoint> points;
};

// A horizontal band across the whole x range, low..high on the y axis (a target's region); a
// band with low == high is drawn as a line.
struct ChartBand {
    QString name;
    double low = 0;
    double high = 0;
};

struct ChartSpec {
    QString title;
    ChartAxis x;
    ChartAxis y;
    std::vector<ChartSeries> series;
    std::vector<ChartBand> bands;
    // For screen readers and the export caption: what the chart shows, in words.
    QString description;
    // Bars over categories run left to right, the categories listed down the side (x stays the
    // categories, y the values): long category names then read in full.
    bool horizontal = false;
};

}  // namespace outrigger::gui::charts
