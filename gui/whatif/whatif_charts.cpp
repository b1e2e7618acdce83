#include "gui/whatif/whatif_charts.hpp"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

#include "gui/whatif/metric_texts.hpp"

namespace outrigger::gui::whatif {

namespace {

// The charts' words, in one translation context.
class WhatIfChartsText {
    Q_DECLARE_TR_FUNCTIONS(WhatIfChartsText)
};

QString side_name(char side) {
    return side == 'A' ? WhatIfChartsText::tr("A") : WhatIfChartsText::tr("B");
}

template <class T>
charts::ChartSeries hourly(char side, const std::vector<T>& values, double scale) {
    charts::ChartSeries s{side_name(side), charts::SeriesStyle::Line, {}};
    s.points.reserve(values.size() * 2);
    // Each hour's value holds across the hour: a step from h to h + 1.
    for (std::size_t h = 0; h < values.size(); ++h) {
        const double v = static_cast<double>(values[h]) * scale;
        s.points.push_back(charts::ChartPoint{static_cast<double>(h), v});
        s.points.push_back(charts::ChartPoint{static_cast<double>(h + 1), v});
    }
    return s;
}

charts::ChartSeries cdf(char side, const std::vector<WhatIfCdfPoint>& points) {
    charts::ChartSeries s{side_name(side), charts::SeriesStyle::Line, {}};
    s.points.reserve(points.size() * 2);
    // Drawn as steps (x never falls, as the decimation wants): the share holds until the next wait
    // that some job had, then rises to include those jobs.
    double last_fraction = 0;
    for (const WhatIfCdfPoint& p : points) {
        const double x = p.wait_s / 3600.0;
        if (s.points.empty() || s.points.back().x < x) {
            s.points.push_back(charts::ChartPoint{x, last_fraction * 100.0});
        }
        s.points.push_back(charts::ChartPoint{x, p.fraction * 100.0});
        last_fraction = p.fraction;
    }
    return s;
}

// The words of a chart of A against B.
struct Words {
    QString title;
    QString x_title;
    QString y_title;
    std::optional<double> y_max;  // none: fitted to the data
    QString description;
};

QString hours_since_start() {
    return WhatIfChartsText::tr("Hours since the first submission");
}

// A's and B's series over one x axis; both axes start at zero.
charts::ChartSpec a_against_b(Words words, charts::ChartSeries a, charts::ChartSeries b) {
    charts::ChartSpec spec;
    spec.title = std::move(words.title);
    spec.x.title = std::move(words.x_title);
    spec.x.min = 0.0;
    spec.y.title = std::move(words.y_title);
    spec.y.min = 0.0;
    spec.y.max = words.y_max;
    spec.series.push_back(std::move(a));
    spec.series.push_back(std::move(b));
    spec.description = std::move(words.description);
    return spec;
}

struct Bar {
    QString name;
    double value = 0;
};

charts::ChartSpec delta_bars(const WhatIfComparison& c, CredKind kind, const QString& title,
                             const QString& unit, const QString& what,
                             std::optional<double> WhatIfCredentialRow::*a,
                             std::optional<double> WhatIfCredentialRow::*b, double scale) {
    std::vector<Bar> bars;
    for (const WhatIfCredentialRow& r : c.credentials)
        if (r.kind == kind && (r.*a || r.*b))
            bars.push_back(
                Bar{QString::fromStdString(r.name), ((r.*b).value_or(0) - (r.*a).value_or(0)) * scale});
    const std::size_t all = bars.size();
    std::stable_sort(bars.begin(), bars.end(),
                     [](const Bar& x, const Bar& y) { return std::abs(x.value) > std::abs(y.value); });
    if (bars.size() > kMostBars) bars.resize(kMostBars);
    charts::ChartSpec spec;
    spec.title = title;
    spec.x.title = kinds_text(kind);
    spec.x.kind = charts::AxisKind::Category;
    spec.y.title = unit;
    charts::ChartSeries s{WhatIfChartsText::tr("%1, B − A").arg(what), charts::SeriesStyle::Bars, {}};
    for (std::size_t i = 0; i < bars.size(); ++i) {
        spec.x.categories << bars[i].name;
        s.points.push_back(charts::ChartPoint{static_cast<double>(i), bars[i].value});
    }
    spec.series.push_back(std::move(s));
    spec.description =
        all > bars.size()
            ? WhatIfChartsText::tr("%1 under B minus under A (%2): the %3 largest changes of %4.")
                  .arg(what, kinds_text(kind))
                  .arg(bars.size())
                  .arg(all)
            : WhatIfChartsText::tr("%1 under B minus under A (%2).").arg(what, kinds_text(kind));
    return spec;
}

}  // namespace

charts::ChartSpec wait_cdf(const WhatIfComparison& c) {
    return a_against_b(
        Words{WhatIfChartsText::tr("Wait-time distribution"), WhatIfChartsText::tr("Wait (hours)"),
              WhatIfChartsText::tr("Started jobs (%)"), 100.0,
              WhatIfChartsText::tr(
                  "The cumulative distribution of waits: for each wait on the x axis, the share of started "
                  "jobs that waited at most that long, under A (solid line) and B (dashed line). Higher and "
                  "further left is shorter waiting.")},
        cdf('A', c.series_a.wait_cdf), cdf('B', c.series_b.wait_cdf));
}

charts::ChartSpec utilization_chart(const WhatIfComparison& c) {
    return a_against_b(Words{WhatIfChartsText::tr("Utilization over time"), hours_since_start(),
                             WhatIfChartsText::tr("Busy (%)"), 100.0,
                             WhatIfChartsText::tr("The share of the machine's processors busy in each hour, "
                                                  "under A (solid line) and B (dashed line).")},
                       hourly('A', c.series_a.utilization, 100.0),
                       hourly('B', c.series_b.utilization, 100.0));
}

charts::ChartSpec queue_chart(const WhatIfComparison& c) {
    return a_against_b(Words{WhatIfChartsText::tr("Queue length over time"), hours_since_start(),
                             WhatIfChartsText::tr("Jobs waiting"), std::nullopt,
                             WhatIfChartsText::tr("The number of jobs waiting at the start of each hour, "
                                                  "under A (solid line) and B (dashed line).")},
                       hourly('A', c.series_a.queue_length, 1.0), hourly('B', c.series_b.queue_length, 1.0));
}

charts::ChartSpec wait_delta_bars(const WhatIfComparison& c, CredKind kind) {
    return delta_bars(c, kind, WhatIfChartsText::tr("Change in mean wait: %1").arg(kinds_text(kind)),
                      WhatIfChartsText::tr("Hours"), WhatIfChartsText::tr("Mean wait"),
                      &WhatIfCredentialRow::mean_wait_a, &WhatIfCredentialRow::mean_wait_b, 1.0 / 3600.0);
}

charts::ChartSpec delivered_delta_bars(const WhatIfComparison& c, CredKind kind) {
    return delta_bars(c, kind,
                      WhatIfChartsText::tr("Change in delivered processor-hours: %1").arg(kinds_text(kind)),
                      WhatIfChartsText::tr("Proc-hours"), WhatIfChartsText::tr("Delivered processor-hours"),
                      &WhatIfCredentialRow::delivered_a, &WhatIfCredentialRow::delivered_b, 1.0 / 3600.0);
}

}  // namespace outrigger::gui::whatif
