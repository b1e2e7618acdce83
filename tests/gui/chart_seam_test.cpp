// The chart seam: decimation keeps every peak, the renderer follows its model (and holds still
// when frozen), and charts and tables export as PNG, PDF and CSV holding every number shown.
#include <gtest/gtest.h>

#include <QFile>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>

#include "gui/charts/chart_export.hpp"
#include "gui/charts/chart_model.hpp"
#include "gui/charts/chart_view.hpp"
#include "gui/charts/decimate.hpp"
#include "gui/charts/export_button.hpp"
#include "qt_app.hpp"
#include "workloads.hpp"

namespace outrigger::gui::charts {
namespace {

QString output(const char* name) {
    return QString::fromStdString((testing::output_dir() / name).string());
}

QString read(const QString& path) {
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    return QString::fromUtf8(f.readAll());
}

TEST(Decimate, KeepsFirstLowestHighestAndLastOfEveryColumn) {
    std::vector<ChartPoint> points;
    for (int i = 0; i < 100000; ++i) points.push_back({static_cast<double>(i), i % 1000 == 500 ? 99.0 : 1.0});
    points[77777].y = -5;
    const auto out = decimate_per_column(points, 800);
    EXPECT_LE(out.size(), 800U * 4);
    EXPECT_EQ(out.front(), points.front());
    EXPECT_EQ(out.back(), points.back());
    int peaks = 0;
    for (const ChartPoint& p : out) peaks += p.y == 99.0 ? 1 : 0;
    EXPECT_EQ(peaks, 100);  // every spike survives
    EXPECT_NE(std::find(out.begin(), out.end(), points[77777]), out.end());
    for (std::size_t i = 1; i < out.size(); ++i) EXPECT_LT(out[i - 1].x, out[i].x);
    // Short series come back as they are.
    EXPECT_EQ(decimate_per_column(std::span(points).first(50), 800).size(), 50U);
}

ChartSpec sample_spec() {
    ChartSpec spec;
    spec.title = QStringLiteral("Sample");
    spec.x.kind = AxisKind::Category;
    spec.x.categories = {QStringLiteral("a"), QStringLiteral("b, c")};
    spec.series.push_back({QStringLiteral("first"), SeriesStyle::Bars, {{0, 1.5}, {1, 2.5}}});
    spec.series.push_back({QStringLiteral("second"), SeriesStyle::Bars, {{0, 3}, {1, 4}}});
    spec.bands.push_back({QStringLiteral("target"), 2, 2});
    return spec;
}

// The sample spec in a chart view of 640 x 400 (the application made first: views need it).
struct SampleChart {
    struct App {
        App() { testing::qt_app(); }
    } app;
    ChartModel model;
    ChartView view;
    SampleChart() {
        model.set_spec(sample_spec());
        view.resize(640, 400);
        view.set_model(&model);
    }
};

TEST(ChartView, FollowsItsModelAndHoldsStillWhenFrozen) {
    testing::qt_app();
    ChartModel model;
    ChartView view;
    view.resize(600, 400);
    view.set_model(&model);
    ChartSpec line;
    line.title = QStringLiteral("Line");
    line.series.push_back({QStringLiteral("s"), SeriesStyle::Line, {}});
    for (int i = 0; i < 100000; ++i)
        line.series[0].points.push_back({static_cast<double>(i), static_cast<double>(i % 7)});
    model.set_spec(line);
    EXPECT_GT(view.drawn_points(), 0);
    EXPECT_LE(view.drawn_points(), 4 * 600);  // decimated to the plot's width
    EXPECT_EQ(view.accessibleName(), QStringLiteral("Line"));

    model.set_frozen(true);
    model.set_spec(sample_spec());
    EXPECT_EQ(model.spec().title, QStringLiteral("Line"));
    model.set_frozen(false);
    EXPECT_EQ(model.spec().title, QStringLiteral("Sample"));
}

TEST(ChartView, ATargetLineShowsItsColourInTheLegend) {
    SampleChart sample;
    ChartModel& model = sample.model;
    ChartView& view = sample.view;
    view.show();
    bool target = false;
    QStringList labels;
    for (const auto& [label, brush] : view.legend_entries()) {
        labels << label;
        if (label == QStringLiteral("target")) {
            target = true;
            EXPECT_NE(brush.style(), Qt::NoBrush);
            EXPECT_EQ(brush.color().alpha(), 255);
        }
    }
    EXPECT_TRUE(target) << labels.join(QStringLiteral(", ")).toStdString();
    // One series and no band: the title says it all, and the plot keeps the room.
    ChartSpec one = sample_spec();
    one.series.resize(1);
    one.bands.clear();
    model.set_spec(one);
    EXPECT_TRUE(view.legend_entries().empty());
}

TEST(ChartView, TheKeyboardStepsThroughThePlacesAndReadsEveryValueThere) {
    SampleChart sample;
    ChartModel& model = sample.model;
    ChartView& view = sample.view;
    view.show();
    QWidget* keys = view.focusProxy();
    ASSERT_NE(keys, nullptr);
    EXPECT_EQ(keys->focusPolicy(), Qt::StrongFocus);
    EXPECT_EQ(view.positions(), 2);
    EXPECT_FALSE(view.cursor());
    QTest::keyClick(keys, Qt::Key_Right);
    ASSERT_EQ(view.cursor(), 0);
    EXPECT_EQ(view.readout(), QStringLiteral("a (1 of 2): first: 1.5; second: 3; target: 2"));
    EXPECT_EQ(keys->accessibleDescription(), view.readout());
    QTest::keyClick(keys, Qt::Key_End);
    EXPECT_EQ(view.cursor(), 1);
    EXPECT_EQ(view.readout(), QStringLiteral("b, c (2 of 2): first: 2.5; second: 4; target: 2"));
    QTest::keyClick(keys, Qt::Key_Right);  // stays at the end
    EXPECT_EQ(view.cursor(), 1);
    QTest::keyClick(keys, Qt::Key_Escape);
    EXPECT_FALSE(view.cursor());
    EXPECT_EQ(keys->accessibleDescription(), model.spec().description);

    // Horizontal bars step with Up and Down; a line over time reads its date.
    ChartSpec side = sample_spec();
    side.horizontal = true;
    model.set_spec(side);
    QTest::keyClick(keys, Qt::Key_Right);
    EXPECT_FALSE(view.cursor());
    QTest::keyClick(keys, Qt::Key_Down);
    EXPECT_EQ(view.cursor(), 0);
    ChartSpec line;
    line.title = QStringLiteral("Over time");
    line.x.kind = AxisKind::Time;
    line.series.push_back({QStringLiteral("usage"), SeriesStyle::Line, {{0, 10}, {3600, 20}, {7200, 15}}});
    model.set_spec(line);
    QTest::keyClick(keys, Qt::Key_End);
    EXPECT_EQ(view.cursor(), 2);
    EXPECT_EQ(view.readout(),
              QLocale().toString(QDateTime::fromSecsSinceEpoch(7200, Qt::UTC), QLocale::ShortFormat) +
                  QStringLiteral(" (3 of 3): usage: 15"));
}

TEST(ChartExport, ChartsAndTablesAsPngPdfAndCsv) {
    SampleChart sample;
    ChartModel& model = sample.model;
    ChartView& view = sample.view;
    const ExportCaption caption{QStringLiteral("Sample"), QStringLiteral("demo replay"),
                                QStringLiteral("maui.cfg"), QDateTime::currentDateTime()};

    ASSERT_EQ(export_chart_csv(model.spec(), output("chart_export.csv")), QString());
    EXPECT_EQ(read(output("chart_export.csv")),
              QStringLiteral("series,x,y\nfirst,a,1.5\nfirst,\"b, c\",2.5\nsecond,a,3\nsecond,\"b, c\",4\n"
                             "band,low,high\ntarget,2,2\n"));
    ASSERT_EQ(export_chart_pdf(view, output("chart_export.pdf"), caption), QString());
    EXPECT_TRUE(read(output("chart_export.pdf")).startsWith(QStringLiteral("%PDF")));
    ASSERT_EQ(export_png(view, output("chart_export.png")), QString());
    EXPECT_FALSE(QImage(output("chart_export.png")).isNull());
    EXPECT_TRUE(caption.text().contains(QStringLiteral("demo replay")));
    EXPECT_TRUE(caption.text().contains(QStringLiteral("maui.cfg")));

    QStandardItemModel table(0, 2);
    table.setHorizontalHeaderLabels({QStringLiteral("name"), QStringLiteral("value")});
    auto* parent = new QStandardItem(QStringLiteral("users"));
    parent->appendRow(
        {new QStandardItem(QStringLiteral("john")), new QStandardItem(QStringLiteral("31.79"))});
    table.appendRow({parent, new QStandardItem()});
    QTableView shown;
    shown.setModel(&table);
    ExportButton button(&shown, [caption] { return caption; });
    ASSERT_EQ(button.export_to(ExportButton::Format::Csv, output("table_export.csv")), QString());
    EXPECT_EQ(read(output("table_export.csv")), QStringLiteral("name,value\nusers,\nusers/john,31.79\n"));
    ASSERT_EQ(button.export_to(ExportButton::Format::Pdf, output("table_export.pdf")), QString());
    EXPECT_TRUE(read(output("table_export.pdf")).startsWith(QStringLiteral("%PDF")));
    // A file that cannot be written is named in the error.
    const QString error =
        button.export_to(ExportButton::Format::Csv, QStringLiteral("/nonexistent/dir/x.csv"));
    EXPECT_TRUE(error.contains(QStringLiteral("/nonexistent/dir/x.csv"))) << error.toStdString();
    // The menu asks for a file and writes it.
    button.set_file_chooser([](QWidget*, const QString&, const QString& suggested) {
        EXPECT_EQ(suggested, QStringLiteral("sample.png"));
        return output("table_export.png");
    });
    button.export_as(ExportButton::Format::Png);
    EXPECT_FALSE(QImage(output("table_export.png")).isNull());
}

}  // namespace
}  // namespace outrigger::gui::charts
