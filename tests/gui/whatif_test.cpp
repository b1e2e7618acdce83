// The What-if panel: two configurations compared on one workload give the table the core gives
// (and each side the metrics orsim run gives), the report exports as a PDF with its text, a PNG
// per chart and the CSV, Cancel stops both replays, and the Configuration and Priority panels
// send their state to B.
#include <gtest/gtest.h>

#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QStackedWidget>
#include <QTabWidget>
#include <QUndoStack>
#include <filesystem>
#include <fstream>

#include "gui/app/main_window.hpp"
#include "gui/charts/chart_model.hpp"
#include "gui/charts/chart_view.hpp"
#include "gui/config/config_model.hpp"
#include "gui/config/config_panel.hpp"
#include "gui/whatif/credential_model.hpp"
#include "gui/whatif/diff_model.hpp"
#include "gui/whatif/metric_model.hpp"
#include "gui/whatif/whatif_panel.hpp"
#include "gui/whatif/whatif_runner.hpp"
#include "gui/whatif/whatif_setup.hpp"
#include "qt_app.hpp"
#include "screenshot.hpp"
#include "session/demo_site.hpp"
#include "session/whatif_comparison.hpp"
#include "workload/generator.hpp"
#include "workload/swf_writer.hpp"
#include "workloads.hpp"

namespace outrigger::gui::whatif {
namespace {

constexpr int kRunMs = 60'000;

std::filesystem::path write_text(const std::string& name, const std::string& text) {
    const auto path = testing::output_dir() / name;
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

QString q(const std::filesystem::path& p) {
    return QString::fromStdString(p.string());
}

// 400 generated jobs on 8 nodes of 4 processors, more than the machine can take at once: a queue
// forms, and backfill (A) against none (B) changes every number.
std::filesystem::path generated_swf() {
    GeneratorParams params;
    params.jobs = 400;
    params.nodes = 8;
    params.procs_per_node = 4;
    params.load = 1.1;
    params.seed = 11;
    params.users = 6;
    params.groups = 3;
    params.accounts = 3;
    params.max_walltime_s = 8 * 3600;
    Names names;
    const GeneratedWorkload w = generate_workload(params, names);
    const auto path = testing::output_dir() / "whatif_generated.swf";
    const auto error = write_swf_file(path, w.header, w.records);
    EXPECT_FALSE(error) << *error;
    return path;
}

const char* const kConfigA = "# Maui's defaults: EASY backfill\nRMPOLLINTERVAL 00:00:00\n";
const char* const kConfigB = "# No backfill\nRMPOLLINTERVAL 00:00:00\nBACKFILLPOLICY NONE\n";

WhatIfSideRequest side(const std::filesystem::path& swf, const std::string& config, const std::string& name) {
    WhatIfSideRequest r;
    r.workload.kind = WhatIfWorkload::Kind::Swf;
    r.workload.swf = swf;
    r.workload.estimate = WalltimeEstimate::run_time();
    r.config_text = config;
    r.config_name = name;
    return r;
}

bool run(WhatIfPanel& panel) {
    panel.compare_button()->click();
    return testing::wait_until([&] { return !panel.running(); }, kRunMs);
}

QString cell(const QAbstractItemModel& model, int row, int column, int role = Qt::DisplayRole) {
    return model.index(row, column).data(role).toString();
}

TEST(WhatIfPanel, TwoConfigsOnAGeneratedWorkloadGiveTheCoresTableAndEachSideOrsimRunsMetrics) {
    testing::qt_app();
    const auto swf = generated_swf();
    const auto a_path = write_text("whatif_a.cfg", kConfigA);
    WhatIfPanel panel;
    QAbstractItemModelTester metrics_tester(panel.metric_model(),
                                            QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester credentials_tester(panel.credential_model(),
                                                QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester diff_tester(panel.diff_model(),
                                         QAbstractItemModelTester::FailureReportingMode::Fatal);
    panel.setup()->choose_swf(q(swf), QStringLiteral("runtime"));
    panel.setup()->choose_a_file(q(a_path));
    panel.setup()->set_b_text(QString::fromLatin1(kConfigB), QStringLiteral("no backfill"));
    panel.question_box()->setText(QStringLiteral("What if we switched backfill off?"));
    ASSERT_TRUE(run(panel));
    ASSERT_TRUE(panel.comparison()) << panel.status_label()->text().toStdString();

    // The same comparison through the core, one side after the other on this thread.
    const WhatIfSide a = replay_whatif_side(side(swf, kConfigA, "A"));
    const WhatIfSide b = replay_whatif_side(side(swf, kConfigB, "B"));
    ASSERT_EQ(a.status, WhatIfSide::Status::Done);
    ASSERT_EQ(b.status, WhatIfSide::Status::Done);
    const WhatIfComparison core = compare_whatif(a, b);

    const MetricModel& m = *panel.metric_model();
    ASSERT_EQ(m.rowCount(), static_cast<int>(core.metrics.size()));
    ASSERT_EQ(m.rowCount(), 12);
    EXPECT_EQ(m.columnCount(), MetricModel::BetterColumn + 1);  // one replica: no spread columns
    for (int r = 0; r < m.rowCount(); ++r) {
        const WhatIfMetricRow& row = core.metrics[static_cast<std::size_t>(r)];
        SCOPED_TRACE(row.key);
        EXPECT_EQ(cell(m, r, 0, MetricModel::KeyRole).toStdString(), row.key);
        EXPECT_EQ(m.index(r, MetricModel::AColumn).data(MetricModel::ValueRole).toDouble(), row.a);
        EXPECT_EQ(m.index(r, MetricModel::BColumn).data(MetricModel::ValueRole).toDouble(), row.b);
        EXPECT_EQ(m.index(r, MetricModel::DeltaColumn).data(MetricModel::ValueRole).toDouble(), row.delta);
        // Every number explains itself.
        EXPECT_FALSE(cell(m, r, MetricModel::AColumn, Qt::ToolTipRole).isEmpty());
    }
    // Each side is what orsim run gives for its config: the core keeps that run's metrics JSON.
    const auto value = [&](const char* key, int column) {
        return m.index(m.row_of(QString::fromLatin1(key)), column).data(MetricModel::ValueRole).toDouble();
    };
    for (const char* key : {"mean_wait_s", "max_wait_s", "mean_bsld", "mean_xfactor", "utilization",
                            "makespan_s", "backfilled_share"}) {
        SCOPED_TRACE(key);
        EXPECT_DOUBLE_EQ(value(key, MetricModel::AColumn), a.replicas.at(0).metrics.at(key).get<double>());
        EXPECT_DOUBLE_EQ(value(key, MetricModel::BColumn), b.replicas.at(0).metrics.at(key).get<double>());
    }

    // The table as expected: no backfill under B, and waits that are worse there, said in words.
    EXPECT_GT(value("backfilled_share", MetricModel::AColumn), 0);
    EXPECT_EQ(value("backfilled_share", MetricModel::BColumn), 0);
    const int mean_wait = m.row_of(QStringLiteral("mean_wait_s"));
    EXPECT_GT(value("mean_wait_s", MetricModel::BColumn), value("mean_wait_s", MetricModel::AColumn));
    EXPECT_EQ(cell(m, mean_wait, MetricModel::MetricColumn), QStringLiteral("Mean wait"));
    EXPECT_EQ(cell(m, mean_wait, MetricModel::BetterColumn), QStringLiteral("\u25BC A better"));
    EXPECT_TRUE(cell(m, mean_wait, MetricModel::DeltaColumn).startsWith(QLatin1Char('+')));
    EXPECT_TRUE(cell(m, mean_wait, MetricModel::BetterColumn, Qt::ToolTipRole)
                    .contains(QStringLiteral("Lower is better")));
    const int backfilled = m.row_of(QStringLiteral("backfilled_share"));
    EXPECT_EQ(cell(m, backfilled, MetricModel::BColumn), QStringLiteral("0.0 %"));
    EXPECT_EQ(cell(m, backfilled, MetricModel::BetterColumn), QStringLiteral("\u2014 descriptive"));
    EXPECT_EQ(cell(m, m.row_of(QStringLiteral("mean_bsld")), MetricModel::MetricColumn),
              QStringLiteral("Mean bounded slowdown (\u03c4 = 10 s)"));

    // The config diff: exactly the one parameter.
    const DiffModel& diff = *panel.diff_model();
    ASSERT_EQ(diff.rowCount(), 1);
    EXPECT_EQ(cell(diff, 0, DiffModel::ParameterColumn), QStringLiteral("BACKFILLPOLICY"));
    EXPECT_EQ(cell(diff, 0, DiffModel::AColumn), QStringLiteral("not set"));
    EXPECT_EQ(cell(diff, 0, DiffModel::BColumn), QStringLiteral("NONE"));

    // Per credential: the users of the log, their waits the core's.
    const CredentialModel& creds = *panel.credential_model();
    EXPECT_EQ(creds.kind(), CredKind::User);
    ASSERT_GT(creds.rowCount(), 0);
    for (int r = 0; r < creds.rowCount(); ++r) {
        const QString name = cell(creds, r, CredentialModel::NameColumn);
        const auto it = std::find_if(core.credentials.begin(), core.credentials.end(), [&](const auto& c) {
            return c.kind == CredKind::User && QString::fromStdString(c.name) == name;
        });
        ASSERT_NE(it, core.credentials.end()) << name.toStdString();
        EXPECT_EQ(creds.index(r, CredentialModel::WaitA).data(CredentialModel::ValueRole).toDouble(),
                  it->mean_wait_a.value_or(-1));
        EXPECT_EQ(creds.index(r, CredentialModel::DeliveredB).data(CredentialModel::ValueRole).toDouble(),
                  it->delivered_b.value_or(-1));
    }
    panel.kind_box()->setCurrentIndex(1);  // groups
    EXPECT_EQ(creds.kind(), CredKind::Group);
    EXPECT_GT(creds.rowCount(), 0);

    // The charts: A over B on each, the bars per group.
    for (std::size_t i = 0; i < WhatIfPanel::chart_count(); ++i) {
        SCOPED_TRACE(i);
        const auto& spec = panel.chart_model(i)->spec();
        EXPECT_FALSE(spec.title.isEmpty());
        EXPECT_FALSE(spec.description.isEmpty());
        EXPECT_EQ(panel.chart_view(i)->accessibleName(), spec.title);
    }
    EXPECT_EQ(panel.chart_model(0)->spec().series.size(), 2u);
    EXPECT_EQ(panel.chart_model(0)->spec().series[1].points.back().y, 100.0);  // every started job
    EXPECT_EQ(panel.chart_model(3)->spec().x.categories.size(), std::min<qsizetype>(creds.rowCount(), 16));

    panel.resize(1500, 900);
    panel.show();
    panel.kind_box()->setCurrentIndex(0);
    testing::screenshot(panel, "whatif.png");
    panel.tabs()->setCurrentIndex(2);
    testing::screenshot(panel, "whatif_charts.png");
}

// Five jobs on 4 one-processor nodes (tests/cli/data/five_jobs, computed by hand): the report.
TEST(WhatIfPanel, ExportWritesAReportWithItsTextAChartImageEachAndEveryNumber) {
    testing::qt_app();
    const auto swf = testing::source_dir() / "tests/cli/data/five_jobs/workload.swf";
    const auto a_path = write_text("whatif_five_a.cfg", "# Maui's defaults\n");
    const auto b_path = write_text("whatif_five_b.cfg", "BACKFILLPOLICY NONE\n");
    WhatIfPanel panel;
    panel.setup()->choose_swf(q(swf));
    panel.setup()->choose_a_file(q(a_path));
    panel.setup()->choose_b_file(q(b_path));
    panel.question_box()->setText(QStringLiteral("Does backfill pay for itself here?"));
    EXPECT_FALSE(panel.export_button()->isEnabled());
    ASSERT_TRUE(run(panel));
    ASSERT_TRUE(panel.comparison()) << panel.status_label()->text().toStdString();
    EXPECT_TRUE(panel.export_button()->isEnabled());

    // The table computed by hand: waits 0 99 301 0 96 under A, 0 99 198 297 296 under B.
    const MetricModel& m = *panel.metric_model();
    const int mean_wait = m.row_of(QStringLiteral("mean_wait_s"));
    EXPECT_EQ(cell(m, mean_wait, MetricModel::AColumn), QStringLiteral("1 min 39 s"));  // 99.2 s
    EXPECT_EQ(cell(m, mean_wait, MetricModel::BColumn), QStringLiteral("2 min 58 s"));  // 178 s
    EXPECT_EQ(cell(m, mean_wait, MetricModel::DeltaColumn), QStringLiteral("+1 min 19 s"));
    EXPECT_EQ(cell(m, mean_wait, MetricModel::PercentColumn), QStringLiteral("+79.4 %"));
    const int p95 = m.row_of(QStringLiteral("p95_wait_s"));
    EXPECT_EQ(cell(m, p95, MetricModel::BetterColumn), QStringLiteral("\u25BC B better"));  // 297 < 301
    const int started = m.row_of(QStringLiteral("started"));
    EXPECT_EQ(cell(m, started, MetricModel::AColumn), QStringLiteral("5"));
    EXPECT_EQ(cell(m, started, MetricModel::BetterColumn), QStringLiteral("= same"));
    EXPECT_EQ(cell(m, started, MetricModel::PercentColumn), QStringLiteral("0.0 %"));
    const int rejected = m.row_of(QStringLiteral("rejected"));
    EXPECT_EQ(cell(m, rejected, MetricModel::PercentColumn), QStringLiteral("\u2014"));  // A is 0

    const QString pdf = q(testing::output_dir() / "whatif_report.pdf");
    const ReportFiles files = panel.export_report(pdf);
    ASSERT_TRUE(files.error.isEmpty()) << files.error.toStdString();
    EXPECT_EQ(files.pdf, pdf);
    ASSERT_EQ(files.pngs.size(), 5);
    for (const QString& png : files.pngs) {
        const QImage image(png);
        EXPECT_FALSE(image.isNull()) << png.toStdString();
        EXPECT_EQ(image.size(), QSize(960, 540));
    }
    QFile csv(files.csv);
    ASSERT_TRUE(csv.open(QIODevice::ReadOnly));
    const QString numbers = QString::fromUtf8(csv.readAll());
    EXPECT_TRUE(numbers.contains(QStringLiteral("mean_wait_s")));
    EXPECT_TRUE(numbers.contains(QStringLiteral("99.2")));
    EXPECT_TRUE(numbers.contains(QStringLiteral("BACKFILLPOLICY")));

    QProcess info;
    info.start(QStringLiteral("pdfinfo"), {pdf});
    ASSERT_TRUE(info.waitForFinished(20000)) << "pdfinfo (poppler-utils) is needed";
    const QString facts = QString::fromUtf8(info.readAllStandardOutput());
    const QRegularExpression pages(QStringLiteral("Pages:\\s+(\\d+)"));
    const auto match = pages.match(facts);
    ASSERT_TRUE(match.hasMatch()) << facts.toStdString();
    EXPECT_GE(match.captured(1).toInt(), 3);  // tables, five charts, definitions
    EXPECT_LE(match.captured(1).toInt(), 8);
    QProcess text;
    text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    ASSERT_TRUE(text.waitForFinished(20000));
    // Words as a reader copies them: a line break is a space.
    const QString words = QString::fromUtf8(text.readAllStandardOutput()).simplified();
    const auto c = *panel.comparison();
    for (const QString& expected :
         {QStringLiteral("What-if: configuration A against configuration B"),
          QStringLiteral("Does backfill pay for itself here?"), QStringLiteral("BACKFILLPOLICY"),
          QStringLiteral("Mean wait"), QStringLiteral("1 min 39 s"), QStringLiteral("Wait-time distribution"),
          QString::fromStdString(c.config_a_sha256), QString::fromStdString(c.config_b_sha256),
          QString::fromStdString(c.workload_sha256.at(0)), QStringLiteral("Definitions"),
          QStringLiteral("nearest rank")})
        EXPECT_TRUE(words.contains(expected)) << expected.toStdString() << "\n"
                                              << words.left(2000).toStdString();
}

// The demo with several seeds: each side's median, and its spread in two more columns.
TEST(WhatIfMetricModel, SeveralSeedsShowEachSidesSpread) {
    testing::qt_app();
    WhatIfComparison c;
    c.seeds = {1, 2, 3};
    WhatIfMetricRow row;
    row.key = "mean_wait_s";
    row.unit = "s";
    row.a = 60;
    row.b = 3700;
    row.delta = 3640;
    row.delta_percent = 6066.7;
    row.better = Better::Lower;
    row.winner = 'A';
    row.spread_a = WhatIfSpread{30, 60, 90};
    row.spread_b = WhatIfSpread{3600, 3700, 7300};
    c.metrics.push_back(row);
    MetricModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::Fatal);
    m.set_comparison(c);
    ASSERT_EQ(m.columnCount(), MetricModel::SpreadB + 1);
    EXPECT_EQ(m.headerData(MetricModel::SpreadA, Qt::Horizontal).toString(),
              QStringLiteral("A over the seeds"));
    EXPECT_EQ(cell(m, 0, MetricModel::SpreadA),
              QStringLiteral("min 30 s · median 1 min 00 s · max 1 min 30 s"));
    EXPECT_EQ(cell(m, 0, MetricModel::SpreadB),
              QStringLiteral("min 1 h 00 min · median 1 h 02 min · max 2 h 02 min"));
    EXPECT_EQ(cell(m, 0, MetricModel::BColumn), QStringLiteral("1 h 02 min"));
    m.set_comparison(std::nullopt);
    EXPECT_EQ(m.rowCount(), 0);
    EXPECT_EQ(m.columnCount(), MetricModel::BetterColumn + 1);
}

TEST(WhatIfPanel, CancelStopsBothReplaysAndTheWindowKeepsAnswering) {
    testing::qt_app();
    WhatIfPanel panel;
    panel.setup()->choose_demo(2);
    panel.setup()->set_open_config([] {
        return ConfigSource{QStringLiteral("demo"), std::string(demo_config_text())};
    });
    panel.setup()->copy_a_into_b();
    panel.setup()->set_b_text(panel.setup()->b_text() + QStringLiteral("\nFSWEIGHT 100\n"));
    panel.compare_button()->click();
    ASSERT_TRUE(panel.running());
    EXPECT_FALSE(panel.compare_button()->isEnabled());
    EXPECT_TRUE(panel.cancel_button()->isEnabled());
    // Progress comes to the GUI thread while the replays run elsewhere.
    ASSERT_TRUE(testing::wait_until(
        [&] { return panel.runner()->progress('A') && panel.runner()->progress('B'); }, kRunMs));
    EXPECT_TRUE(panel.running());
    EXPECT_GT(panel.runner()->progress('A')->jobs_total, 0);
    EXPECT_TRUE(panel.progress_label('A')->text().contains(QStringLiteral("Seed 1 of 2")));
    panel.cancel_button()->click();
    ASSERT_TRUE(testing::wait_until([&] { return !panel.running(); }, 10'000));
    EXPECT_FALSE(panel.comparison());
    EXPECT_TRUE(panel.status_label()->text().startsWith(QStringLiteral("Cancelled")));
    EXPECT_EQ(panel.runner()->result()->a.status, WhatIfSide::Status::Cancelled);
    EXPECT_TRUE(panel.compare_button()->isEnabled());
    EXPECT_FALSE(panel.cancel_button()->isEnabled());
}

TEST(WhatIfPanel, AChoiceThatCannotRunSaysWhichFieldAndWhy) {
    testing::qt_app();
    WhatIfPanel panel;
    panel.setup()->choose_swf(QString(), QStringLiteral("00:00:00"));
    panel.setup()->choose_a_file(q(testing::output_dir() / "no_such_whatif.cfg"));
    EXPECT_FALSE(panel.compare());
    const QString says = panel.status_label()->text();
    EXPECT_TRUE(says.contains(QStringLiteral("Workload: choose an SWF log."))) << says.toStdString();
    EXPECT_TRUE(says.contains(QStringLiteral("Estimate: '00:00:00' is not a duration greater than zero")))
        << says.toStdString();
    EXPECT_TRUE(says.contains(QStringLiteral("Configuration A: Cannot read"))) << says.toStdString();
    EXPECT_TRUE(says.contains(QStringLiteral("Configuration B: the edited copy is empty")))
        << says.toStdString();
    EXPECT_FALSE(panel.running());
}

// A is the open configuration as last opened or saved; the Configuration panel sends the edits to B.
TEST(WhatIfPanel, TheConfigurationPanelSendsItsEditsToBAndAStaysAsOpened) {
    testing::qt_app();
    MainWindow window;
    window.set_unsaved_prompt([](QWidget*) { return UnsavedChoice::Discard; });
    window.open_demo();
    auto* panel = window.panel<WhatIfPanel>();
    ASSERT_NE(panel, nullptr);
    window.config_model()->edit_value(QStringLiteral("FSWEIGHT"), QString(), QStringLiteral("1234"));
    ASSERT_FALSE(window.undo_stack()->isClean());
    window.config_panel()->send_to_whatif_action()->trigger();
    EXPECT_EQ(window.findChild<QStackedWidget*>()->currentWidget(), panel);
    EXPECT_EQ(panel->setup()->b_text().toStdString(), window.config_model()->document().text());
    const SetupRequests requests = panel->setup()->requests();
    ASSERT_TRUE(requests.a && requests.b) << requests.errors.join(QLatin1Char('\n')).toStdString();
    EXPECT_EQ(requests.a->config_text, std::string(demo_config_text()));
    EXPECT_EQ(requests.b->config_text, window.config_model()->document().text());
    EXPECT_EQ(requests.a->workload.kind, WhatIfWorkload::Kind::Demo);
}

}  // namespace
}  // namespace outrigger::gui::whatif
