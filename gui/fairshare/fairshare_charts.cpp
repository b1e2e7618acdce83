#include "gui/fairshare/fairshare_charts.hpp"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>

#include "policy/fairshare/report_whatif.hpp"
#include "policy/fairshare/target.hpp"

namespace outrigger::gui {

namespace {

// The charts' words, in one translation context.
class FairshareChartsText {
    Q_DECLARE_TR_FUNCTIONS(FairshareChartsText)
};

const FsReportRow* row_of(const FsReport& report, const CredName& cred) {
    for (const FsReportRow& r : report.rows[index(cred.first)])
        if (r.name == cred.second) return &r;
    return nullptr;
}

QString name_of(const CredName& c) {
    return QString::fromStdString(c.second);
}

}  // namespace

std::optional<charts::ChartBand> target_band(const FsReport& report, const FsReportRow& row) {
    if (!row.target) return std::nullopt;
    const double n = row.target->value;
    const QString who = QString::fromStdString(row.name);
    switch (row.target->type) {
        case FsTargetType::Target:
            return charts::ChartBand{FairshareChartsText::tr("%1: target %2%").arg(who).arg(n), n, n};
        case FsTargetType::Floor:
            return charts::ChartBand{
                FairshareChartsText::tr("%1: under the floor %2% (priority raised)").arg(who).arg(n), 0, n};
        case FsTargetType::Ceiling:
            return charts::ChartBand{
                FairshareChartsText::tr("%1: over the ceiling %2% (priority lowered)").arg(who).arg(n), n,
                100};
        case FsTargetType::CapRelative:
            return charts::ChartBand{
                FairshareChartsText::tr("%1: at or over the cap %2% (jobs blocked)").arg(who).arg(n), n, 100};
        case FsTargetType::CapAbsolute: {
            if (report.decayed_total <= 0) return std::nullopt;
            const double p = std::min(n / report.decayed_total * 100.0, 100.0);
            return charts::ChartBand{
                FairshareChartsText::tr("%1: at or over the cap %2 (jobs blocked)").arg(who).arg(n), p, 100};
        }
    }
    return std::nullopt;
}

charts::ChartSpec usage_vs_target(const FsReport& report, const std::vector<CredName>& creds,
                                  std::int64_t clock) {
    charts::ChartSpec spec;
    spec.title = FairshareChartsText::tr("Usage against target");
    spec.x = charts::ChartAxis{
        FairshareChartsText::tr("End of window"), charts::AxisKind::Time, std::nullopt, std::nullopt, {}};
    spec.y =
        charts::ChartAxis{FairshareChartsText::tr("Usage %"), charts::AxisKind::Value, 0.0, std::nullopt, {}};
    QStringList who;
    for (const CredName& c : creds) {
        const FsReportRow* row = row_of(report, c);
        if (row == nullptr) continue;
        charts::ChartSeries s{name_of(c), charts::SeriesStyle::Line, {}};
        for (std::size_t w = report.windows.size(); w-- > 0;) {
            const FsReportWindow& win = report.windows[w];
            const double end = static_cast<double>((win.start + win.length).seconds() + clock);
            s.points.push_back(charts::ChartPoint{end, usage_at_window(report, *row, w)});
        }
        spec.series.push_back(std::move(s));
        if (auto band = target_band(report, *row)) spec.bands.push_back(std::move(*band));
        who << name_of(c);
    }
    spec.description = FairshareChartsText::tr(
                           "Decayed usage %, as it stood at the end of each stored window, of %1, with their "
                           "targets")
                           .arg(who.join(QStringLiteral(", ")));
    return spec;
}

charts::ChartSpec window_bars(const FsReport& report, const CredName& cred) {
    charts::ChartSpec spec;
    const FsReportRow* row = row_of(report, cred);
    spec.title = FairshareChartsText::tr("Decay of %1's usage").arg(name_of(cred));
    spec.y = charts::ChartAxis{
        FairshareChartsText::tr("% of what was delivered"), charts::AxisKind::Value, 0.0, std::nullopt, {}};
    spec.x.kind = charts::AxisKind::Category;
    spec.x.title = FairshareChartsText::tr("Window (weight FSDECAY^i)");
    charts::ChartSeries in_window{
        FairshareChartsText::tr("Usage in the window"), charts::SeriesStyle::Bars, {}};
    charts::ChartSeries weighted{FairshareChartsText::tr("Share after decay"), charts::SeriesStyle::Bars, {}};
    for (std::size_t w = 0; w < report.windows.size(); ++w) {
        const FsReportWindow& win = report.windows[w];
        spec.x.categories
            << FairshareChartsText::tr("%1 (×%2)").arg(w).arg(QLocale().toString(win.weight, 'g', 3));
        if (row == nullptr) continue;
        const double used = w < row->window_usage.size() ? row->window_usage[w] : 0.0;
        const auto x = static_cast<double>(w);
        in_window.points.push_back({x, win.total > 0 ? used / win.total * 100.0 : 0.0});
        weighted.points.push_back(
            {x, report.decayed_total > 0 ? win.weight * used / report.decayed_total * 100.0 : 0.0});
    }
    spec.series.push_back(std::move(in_window));
    spec.series.push_back(std::move(weighted));
    if (row != nullptr)
        spec.bands.push_back(charts::ChartBand{FairshareChartsText::tr("Weighted sum: usage %1%")
                                                   .arg(QLocale().toString(row->usage_percent, 'f', 2)),
                                               row->usage_percent, row->usage_percent});
    spec.description = FairshareChartsText::tr(
                           "Per window, %1's share of what was delivered, and that share times the window's "
                           "weight over the weighted total; the weighted shares add up to the usage %.")
                           .arg(name_of(cred));
    return spec;
}

charts::ChartSpec stacked_usage(const FsReport& report, CredKind kind, std::int64_t clock) {
    charts::ChartSpec spec;
    spec.title = FairshareChartsText::tr("Usage by credential over the windows");
    spec.x = charts::ChartAxis{
        FairshareChartsText::tr("Window start"), charts::AxisKind::Time, std::nullopt, std::nullopt, {}};
    spec.y = charts::ChartAxis{
        FairshareChartsText::tr("Usage (FSPOLICY units)"), charts::AxisKind::Value, 0.0, std::nullopt, {}};
    // The busiest credentials each get a band; the rest share one, so that the bands stay
    // readable (the table lists every credential).
    const auto& rows = report.rows[index(kind)];
    std::vector<const FsReportRow*> order;
    for (const FsReportRow& r : rows) order.push_back(&r);
    std::stable_sort(order.begin(), order.end(), [](const FsReportRow* a, const FsReportRow* b) {
        return a->decayed_usage > b->decayed_usage;
    });
    const std::size_t own = order.size() <= kStackedBands + 1 ? order.size() : kStackedBands;
    // Oldest window on the left, as time runs.
    const std::size_t n = report.windows.size();
    const auto x_of = [&](std::size_t i) {
        return static_cast<double>(report.windows[n - 1 - i].start.seconds() + clock);
    };
    const auto used = [](const FsReportRow& row, std::size_t w) {
        return w < row.window_usage.size() ? row.window_usage[w] : 0.0;
    };
    for (std::size_t k = 0; k < own; ++k) {
        charts::ChartSeries s{QString::fromStdString(order[k]->name), charts::SeriesStyle::StackedArea, {}};
        s.points.reserve(n);
        for (std::size_t i = 0; i < n; ++i) s.points.push_back({x_of(i), used(*order[k], n - 1 - i)});
        spec.series.push_back(std::move(s));
    }
    if (own < order.size()) {
        charts::ChartSeries rest{
            FairshareChartsText::tr("%n other(s)", nullptr, static_cast<int>(order.size() - own)),
            charts::SeriesStyle::StackedArea,
            {}};
        for (std::size_t i = 0; i < n; ++i) {
            double sum = 0;
            for (std::size_t k = own; k < order.size(); ++k) sum += used(*order[k], n - 1 - i);
            rest.points.push_back({x_of(i), sum});
        }
        spec.series.push_back(std::move(rest));
    }
    spec.description = FairshareChartsText::tr(
        "What was delivered in each window, stacked by credential (the busiest first), oldest "
        "window first");
    return spec;
}

}  // namespace outrigger::gui
