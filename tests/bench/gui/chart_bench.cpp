// Chart benchmarks (Google Benchmark; run with --benchmark_repetitions=5 and quote medians):
//   BM_FairshareChartUpdate  the Fairshare panel's three charts updated from a new diagnose -f
//                            report of 200 credentials x 24 windows (a window roll): specs built
//                            and handed to shown chart views; the stacked chart gives the 11
//                            busiest their own band and the rest one (target: under 16 ms median);
//   BM_LongSeriesUpdate      a 100,000-point usage series handed to a shown chart view, decimated
//                            per pixel column (target: under 16 ms median).
#include <benchmark/benchmark.h>

// The core's headers before Qt's.
#include <QApplication>
#include <cstdlib>
#include <string>

#include "gui/charts/chart_model.hpp"
#include "gui/charts/chart_view.hpp"
#include "gui/fairshare/fairshare_charts.hpp"
#include "policy/fairshare/diagnose_f.hpp"

namespace outrigger::bench {
namespace {

// 200 users over 24 windows, usage spread unevenly; `shift` moves the usage one window on.
FsReport report_of(int credentials, int windows, int shift) {
    FsReport r;
    r.settings.policy = FsPolicy::DedicatedPS;
    r.settings.depth = windows;
    r.settings.decay = 0.9;
    double weight = 1;
    for (int w = 0; w < windows; ++w) {
        r.windows.push_back(
            FsReportWindow{Time::from_seconds((windows - w) * 43200), Duration::hours(12), weight, 0});
        weight *= 0.9;
    }
    auto& users = r.rows[index(CredKind::User)];
    for (int c = 0; c < credentials; ++c) {
        FsReportRow row;
        row.cred = CredRef{CredKind::User, CredId(static_cast<CredId::Rep>(c))};
        row.name = "user" + std::to_string(c);
        for (int w = 0; w < windows; ++w) {
            const double used = static_cast<double>(((c + 1) * 7919 + (w + shift) * 104729) % 1000);
            row.window_usage.push_back(used);
            r.windows[static_cast<std::size_t>(w)].total += used;
        }
        if (c % 5 == 0) row.target = FsTarget{1.0, FsTargetType::Target};
        users.push_back(std::move(row));
    }
    for (const auto& w : r.windows) r.decayed_total += w.weight * w.total;
    for (auto& row : users) {
        for (std::size_t w = 0; w < row.window_usage.size(); ++w)
            row.decayed_usage += r.windows[w].weight * row.window_usage[w];
        row.usage_percent = row.decayed_usage / r.decayed_total * 100;
    }
    return r;
}

void BM_FairshareChartUpdate(benchmark::State& state) {
    const FsReport a = report_of(200, 24, 0);
    const FsReport b = report_of(200, 24, 1);
    gui::charts::ChartModel usage, windows, stacked;
    gui::charts::ChartView usage_view, windows_view, stacked_view;
    for (auto* v : {&usage_view, &windows_view, &stacked_view}) {
        v->resize(900, 500);
        v->show();
    }
    usage_view.set_model(&usage);
    windows_view.set_model(&windows);
    stacked_view.set_model(&stacked);
    const std::vector<gui::CredName> selected{
        {CredKind::User, "user0"}, {CredKind::User, "user5"}, {CredKind::User, "user10"}};
    bool flip = false;
    for (auto _ : state) {
        const FsReport& r = flip ? a : b;
        flip = !flip;
        usage.set_spec(gui::usage_vs_target(r, selected));
        windows.set_spec(gui::window_bars(r, selected.front()));
        stacked.set_spec(gui::stacked_usage(r, CredKind::User));
    }
    state.counters["series"] = static_cast<double>(stacked.spec().series.size());
    state.counters["windows"] = static_cast<double>(stacked.spec().series.front().points.size());
    state.counters["credentials"] = 200;
}
BENCHMARK(BM_FairshareChartUpdate)->Unit(benchmark::kMillisecond);

void BM_LongSeriesUpdate(benchmark::State& state) {
    gui::charts::ChartSpec spec;
    spec.title = QStringLiteral("usage");
    spec.x.kind = gui::charts::AxisKind::Time;
    spec.series.push_back({QStringLiteral("usage %"), gui::charts::SeriesStyle::Line, {}});
    auto& points = spec.series[0].points;
    for (int i = 0; i < 100000; ++i)
        points.push_back({1.7e9 + i * 60.0, 50.0 + 40.0 * ((i * 7919) % 1000) / 1000.0});
    gui::charts::ChartModel model;
    gui::charts::ChartView view;
    view.resize(1200, 500);
    view.show();
    view.set_model(&model);
    for (auto _ : state) {
        points.back().y = points.back().y > 50 ? 10 : 90;  // the newest point moves, as when live
        model.set_spec(spec);
    }
    state.counters["points"] = 100000;
    state.counters["drawn"] = static_cast<double>(view.drawn_points());
}
BENCHMARK(BM_LongSeriesUpdate)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace outrigger::bench

int main(int argc, char** argv) {
    setenv("QT_QPA_PLATFORM", "offscreen", 0);
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
