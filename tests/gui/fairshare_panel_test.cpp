// The Fairshare panel: the guide's John example (FSDECAY 0.5) as the table and charts show it, a
// what-if at another FSDECAY equal to diagnose -f under that FSDECAY, the models under
// QAbstractItemModelTester, and the live panel of the demo session holding still on request.
#include <gtest/gtest.h>

// The core's headers come before any Qt header.
#include <QAbstractItemModelTester>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <QTreeView>

#include "gui/app/job_selection.hpp"
#include "gui/app/main_window.hpp"
#include "gui/charts/chart_model.hpp"
#include "gui/client/engine_client.hpp"
#include "gui/client/replay_pacer.hpp"
#include "gui/fairshare/fairshare_model.hpp"
#include "gui/fairshare/fairshare_panel.hpp"
#include "gui/fairshare/fairshare_replay.hpp"
#include "policy/fairshare/diagnose_f.hpp"
#include "policy/fairshare/ledger.hpp"
#include "policy/fairshare/report_projection.hpp"
#include "policy/fairshare/snapshot.hpp"
#include "qt_app.hpp"
#include "screenshot.hpp"

namespace outrigger::gui {
namespace {

// The guide's John example (6.3.2.3): John's usage 60, 0, 10, 50 of totals 110, 125, 100, 150,
// newest first, FSDEPTH 4, FSDECAY 0.5; John targets 25, mary has a 40% cap, bob a floor of 10.
class JohnExample {
  public:
    JohnExample() {
        settings.policy = FsPolicy::DedicatedPS;
        settings.interval = Duration::hours(12);
        settings.depth = 4;
        settings.decay = 0.5;
        Credentials john, mary, bob;
        john[CredKind::User] = names.intern(CredKind::User, "John");
        mary[CredKind::User] = names.intern(CredKind::User, "mary");
        bob[CredKind::User] = names.intern(CredKind::User, "bob");
        john[CredKind::Group] = names.intern(CredKind::Group, "staff");
        mary[CredKind::Group] = names.intern(CredKind::Group, "staff");
        bob[CredKind::Group] = names.intern(CredKind::Group, "guests");
        auto& users = creds.by_kind[index(CredKind::User)];
        users["John"].fstarget = FsTarget{25, FsTargetType::Target};
        users["mary"].fstarget = FsTarget{40, FsTargetType::CapRelative};
        users["bob"].fstarget = FsTarget{10, FsTargetType::Floor};
        const double johns[] = {50, 10, 0, 60};  // oldest first
        const double totals[] = {150, 100, 125, 110};
        for (int i = 0; i < 4; ++i) {
            const Time at = Time::from_seconds(1700000000 + i * 43200);
            if (i > 0) ledger.roll(at);
            ledger.charge(john, johns[i], at);
            ledger.charge(mary, (totals[i] - johns[i]) * 0.8, at);
            ledger.charge(bob, (totals[i] - johns[i]) * 0.2, at);
        }
    }
    [[nodiscard]] FsReport report(double decay) const {
        FairshareSettings s = settings;
        s.decay = decay;
        const auto snap = FairshareSnapshot::build(s, ledger.windows(), creds, names);
        return build_fs_report(s, ledger, snap, names);
    }

    FairshareSettings settings;
    Names names;
    CredentialSettings creds;
    FairshareLedger ledger{Duration::hours(12), 4, Time::from_seconds(1700000000)};
};

double number(const FairshareModel& m, CredKind kind, const char* name, int column) {
    return m.index_of(kind, name, column).data(FairshareModel::SortRole).toDouble();
}

TEST(FairshareModel, ShowsTheJohnExampleAsTheGuideComputesIt) {
    testing::qt_app();
    const JohnExample example;
    FairshareModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    const FsReport report = example.report(0.5);
    model.set_reports(report, report);
    ASSERT_EQ(model.rowCount(), 2);  // users and groups
    EXPECT_EQ(model.rowCount(model.index(0, 0)), 3);
    // (60 + .5*0 + .25*10 + .125*50) / (110 + .5*125 + .25*100 + .125*150) = 68.75 / 216.25
    const double john = 68.75 / 216.25 * 100;
    EXPECT_DOUBLE_EQ(number(model, CredKind::User, "John", FairshareModel::UsageColumn), john);
    EXPECT_EQ(model.index_of(CredKind::User, "John", FairshareModel::UsageColumn).data().toString(),
              QStringLiteral("31.79"));
    EXPECT_DOUBLE_EQ(number(model, CredKind::User, "John", FairshareModel::FactorColumn), 25 - john);
    const double windows[] = {60, 0, 10, 50};
    for (int w = 0; w < 4; ++w)
        EXPECT_DOUBLE_EQ(number(model, CredKind::User, "John", FairshareModel::FirstWindowColumn + w),
                         windows[w]);
    EXPECT_TRUE(model.index_of(CredKind::User, "John", FairshareModel::MeaningColumn)
                    .data()
                    .toString()
                    .contains(QStringLiteral("25%")));
    EXPECT_TRUE(model.index_of(CredKind::User, "mary", FairshareModel::NameColumn)
                    .data()
                    .toString()
                    .contains(QStringLiteral("capped")));  // 68.21% of all usage is over her 40% cap
    // bob: 29.5 / 216.25 = 13.6% is over his floor of 10: the floor adds nothing.
    EXPECT_EQ(number(model, CredKind::User, "bob", FairshareModel::FactorColumn), 0.0);
    // Every column says what it holds.
    for (int c = 0; c < model.columnCount(); ++c)
        EXPECT_FALSE(model.headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString().isEmpty()) << c;
    // A second report of the same shape updates in place; another shape resets.
    model.set_reports(example.report(0.8), example.report(0.8));
    FsReport fewer = example.report(0.5);
    fewer.rows[index(CredKind::Group)].clear();
    model.set_reports(fewer, fewer);
    EXPECT_EQ(model.rowCount(), 1);
}

TEST(FairsharePanel, ChartsShowDecayAndTheTargetBand) {
    testing::qt_app();
    const JohnExample example;
    FairsharePanel panel;
    panel.resize(1200, 800);
    panel.show_report(example.report(0.5));
    panel.select({{CredKind::User, "John"}, {CredKind::User, "bob"}});
    // (b) the windows of John with weights 1, 0.5, 0.25, 0.125; the weighted shares add up to 31.79%.
    const charts::ChartSpec& bars = panel.window_chart()->spec();
    ASSERT_EQ(bars.x.categories.size(), 4);
    EXPECT_TRUE(bars.x.categories[3].contains(QStringLiteral("0.125"))) << bars.x.categories[3].toStdString();
    ASSERT_EQ(bars.series.size(), 2U);
    double sum = 0;
    for (const auto& p : bars.series[1].points) sum += p.y;
    EXPECT_NEAR(sum, 68.75 / 216.25 * 100, 1e-9);
    EXPECT_DOUBLE_EQ(bars.series[0].points[0].y, 60.0 / 110 * 100);
    ASSERT_EQ(bars.bands.size(), 1U);
    EXPECT_NEAR(bars.bands[0].low, sum, 1e-9);
    // (a) usage against target: John's line ends at his usage now; his target a line at 25, bob's
    // floor a band under 10.
    const charts::ChartSpec& usage = panel.usage_chart()->spec();
    ASSERT_EQ(usage.series.size(), 2U);
    EXPECT_NEAR(usage.series[0].points.back().y, 68.75 / 216.25 * 100, 1e-9);
    EXPECT_NEAR(usage.series[0].points.front().y, 50.0 / 150 * 100, 1e-9);
    ASSERT_EQ(usage.bands.size(), 2U);
    EXPECT_EQ(usage.bands[0].low, 25);
    EXPECT_EQ(usage.bands[0].high, 25);
    EXPECT_EQ(usage.bands[1].low, 0);
    EXPECT_EQ(usage.bands[1].high, 10);
    // (c) everything delivered, stacked by user, oldest window first: the totals of the example.
    const charts::ChartSpec& stacked = panel.stacked_chart()->spec();
    ASSERT_EQ(stacked.series.size(), 3U);
    const double totals[] = {150, 100, 125, 110};
    for (int w = 0; w < 4; ++w) {
        double total = 0;
        for (const auto& s : stacked.series) total += s.points[static_cast<std::size_t>(w)].y;
        EXPECT_NEAR(total, totals[w], 1e-9) << w;
    }
    // Sorting and the filter.
    panel.filter()->setText(QStringLiteral("bo"));
    const QModelIndex users = panel.proxy()->index(0, 0);
    ASSERT_EQ(panel.proxy()->rowCount(users), 1);
    EXPECT_EQ(panel.proxy()->index(0, 0, users).data(FairshareModel::NameRole).toString(),
              QStringLiteral("bob"));
    panel.filter()->clear();
    panel.tree()->sortByColumn(FairshareModel::UsageColumn, Qt::DescendingOrder);
    EXPECT_EQ(
        panel.proxy()->index(0, 0, panel.proxy()->index(0, 0)).data(FairshareModel::NameRole).toString(),
        QStringLiteral("mary"));
    EXPECT_TRUE(panel.columns_help().contains(QStringLiteral("FSDECAY")));
    panel.select({{CredKind::User, "John"}, {CredKind::User, "bob"}});
    panel.show();
    testing::screenshot(panel, "fairshare.png");
}

TEST(FairsharePanel, WhatIfAtAnotherDecayEqualsDiagnoseFUnderThatDecay) {
    testing::qt_app();
    const JohnExample example;
    FairsharePanel panel;
    panel.resize(1200, 800);
    QAbstractItemModelTester tester(panel.proxy(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    panel.show_report(example.report(0.5));
    panel.decay_box()->setValue(0.8);  // as a user types it
    const FsReport expected = example.report(0.8);
    const FairshareModel& m = *panel.model();
    for (const FsReportRow& row : expected.rows[index(CredKind::User)]) {
        EXPECT_NEAR(number(m, CredKind::User, row.name.c_str(), FairshareModel::UsageColumn),
                    row.usage_percent, 1e-9);
        EXPECT_NEAR(number(m, CredKind::User, row.name.c_str(), FairshareModel::FactorColumn), row.delta,
                    1e-9);
    }
    // The configured numbers stay beside them.
    EXPECT_NEAR(number(m, CredKind::User, "John", FairshareModel::ConfiguredUsageColumn),
                68.75 / 216.25 * 100, 1e-9);
    EXPECT_FALSE(panel.tree()->isColumnHidden(FairshareModel::ConfiguredUsageColumn));
    EXPECT_TRUE(panel.what_if_label()->text().contains(QStringLiteral("FSDECAY")));

    // A smaller FSDEPTH and another target, at once.
    panel.depth_box()->setValue(2);
    EXPECT_EQ(m.window_count(), 2);
    EXPECT_NEAR(number(m, CredKind::User, "John", FairshareModel::UsageColumn),
                (60 + 0.8 * 0) / (110 + 0.8 * 125) * 100, 1e-9);
    panel.select({{CredKind::User, "mary"}});
    panel.target_edit()->setText(QStringLiteral("90%"));
    QTest::keyClick(panel.target_edit(), Qt::Key_Return);
    EXPECT_FALSE(m.find(CredKind::User, "mary")->blocked);
    EXPECT_FALSE(panel.set_target({CredKind::User, "mary"}, QStringLiteral("lots")));
    EXPECT_TRUE(panel.what_if_label()->text().contains(QStringLiteral("lots")));
    panel.show();
    testing::screenshot(panel, "fairshare_whatif.png");

    panel.reset_what_if();
    EXPECT_NEAR(number(m, CredKind::User, "John", FairshareModel::UsageColumn), 68.75 / 216.25 * 100, 1e-9);
    EXPECT_TRUE(m.find(CredKind::User, "mary")->blocked);
    EXPECT_TRUE(panel.tree()->isColumnHidden(FairshareModel::ConfiguredUsageColumn));
}

TEST(FairsharePanel, ProjectsWhenJohnIsBackUnderHisTarget) {
    testing::qt_app();
    const JohnExample example;
    FsReport r = example.report(0.5);
    const Time current_end = r.windows.front().start + r.windows.front().length;
    r.now = current_end - Duration::seconds(3600);
    FairsharePanel panel;
    panel.resize(1200, 800);
    QAbstractItemModelTester tester(panel.proxy(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    panel.show_report(r);
    panel.select({{CredKind::User, "John"}});
    // John, at 31.79% against 25: one roll gives (30 + 0 + 1.25) / (121.25 + 55 + 31.25 + 12.5) =
    // 14.2% with the others delivering their mean of 121.25 a window: under at the current end.
    const FsReportRow* john = panel.model()->find(CredKind::User, "John");
    ASSERT_NE(john, nullptr);
    EXPECT_EQ(john->recovery, (FsRecovery{FsRecoveryState::AfterRolls, 1, current_end}));
    EXPECT_FALSE(panel.model()
                     ->index_of(CredKind::User, "John", FairshareModel::RecoveryColumn)
                     .data()
                     .toString()
                     .isEmpty());
    EXPECT_TRUE(panel.recovery_label()->text().contains(QStringLiteral("after 1 window roll")))
        << panel.recovery_label()->text().toStdString();
    // bob's floor is no debt; mary's cap is measured like a target.
    EXPECT_EQ(panel.model()->find(CredKind::User, "bob")->recovery.state, FsRecoveryState::NotApplicable);
    EXPECT_TRUE(panel.model()
                    ->index_of(CredKind::User, "bob", FairshareModel::RecoveryColumn)
                    .data()
                    .toString()
                    .isEmpty());
    // Under FSDECAY 1 John is at 120 / 485 = 24.7%: under now, and the projection follows the what-if.
    panel.decay_box()->setValue(1.0);
    EXPECT_EQ(panel.model()->find(CredKind::User, "John")->recovery.state, FsRecoveryState::UnderNow);
    EXPECT_TRUE(panel.recovery_label()->text().contains(QStringLiteral("under its target now")));
    panel.reset_what_if();
    EXPECT_FALSE(panel.replay_needed());
}

TEST(FairsharePanel, ProjectsAJobAndReplaysAnotherIntervalOffTheGuiThread) {
    testing::qt_app();
    MainWindow window;
    window.set_warm_up(Duration::days(2));
    ASSERT_TRUE(window.start_demo_session());
    window.client()->pause();
    ASSERT_TRUE(window.show_panel(u"fairshare"));
    auto* panel = window.panel<FairsharePanel>();
    ASSERT_NE(panel, nullptr);
    window.client()->step();
    ASSERT_TRUE(testing::wait_until([panel] { return panel->model()->has_report(); }, 20000));
    const FramePtr frame = window.client()->frame();
    ASSERT_FALSE(frame->view->queue.empty() && frame->view->running.empty());
    const Job& job = frame->job(frame->view->queue.empty() ? frame->view->running.front().job
                                                           : frame->view->queue.front().job);

    // "After this job", for the workbench's job: what it adds to each of its credentials.
    window.selection()->select(static_cast<qint64>(job.id.value()));
    ASSERT_TRUE(testing::wait_until([panel] { return panel->model()->shown().job.has_value(); }, 20000));
    const FsJobCharge& after = *panel->model()->shown().job;
    EXPECT_EQ(after.job, job.name);
    EXPECT_DOUBLE_EQ(after.charge, static_cast<double>(job.procs() * job.walltime.count()));  // DEDICATEDPS
    ASSERT_FALSE(after.after.empty());
    EXPECT_EQ(after.after.front().name,
              frame->statics().names.name(CredKind::User, job.creds[CredKind::User]));
    const FsReportRow* before = panel->model()->find(CredKind::User, after.after.front().name);
    EXPECT_GT(after.after.front().usage_percent, before != nullptr ? before->usage_percent : 0.0);
    EXPECT_TRUE(panel->after_label()->text().contains(QString::fromStdString(job.name)));
    panel->set_after_job(QStringLiteral("no-such-job"));
    ASSERT_TRUE(testing::wait_until(
        [panel] { return panel->after_label()->text().contains(QStringLiteral("No projection")); }, 20000));
    // The report goes on without a job, and the projection with it.
    ASSERT_TRUE(testing::wait_until([panel] { return !panel->model()->configured().job; }, 20000));
    EXPECT_FALSE(panel->model()->shown().job);

    // FSINTERVAL: a replay of the session's inputs under it, off the GUI thread, with progress.
    const FairshareSettings configured = panel->model()->configured().settings;
    const Duration six_hours = Duration::hours(6);
    ASSERT_NE(configured.interval, six_hours);
    panel->interval_box()->setValue(6.0);  // as a user types it; the replay starts a moment later
    EXPECT_TRUE(panel->replay_needed());
    ASSERT_TRUE(testing::wait_until([panel] { return panel->replay()->running(); }, 5000));
    EXPECT_FALSE(panel->replay_progress()->isHidden());
    EXPECT_FALSE(panel->cancel_button()->isHidden());
    ASSERT_TRUE(testing::wait_until([panel] { return panel->replay_shown(); }, 60000))
        << panel->replay_label()->text().toStdString();
    const FsReport& replayed = panel->model()->shown();
    EXPECT_EQ(replayed.settings.interval, six_hours);
    ASSERT_FALSE(replayed.windows.empty());
    EXPECT_EQ(replayed.windows.back().length, six_hours);
    EXPECT_TRUE(panel->what_if_label()->text().contains(QStringLiteral("FSINTERVAL")));
    EXPECT_FALSE(panel->tree()->isColumnHidden(FairshareModel::ConfiguredUsageColumn));
    // The numbers are those a replay of the same inputs under FSINTERVAL 6 h gives at that time.
    RunInputs inputs = *window.client()->inputs();
    inputs.config.fairshare.interval = six_hours;
    ReplayPacer independent(std::move(inputs));
    bool out_of_time = false;
    independent.run_until(frame->view->now, 60000, out_of_time);
    std::string error;
    const auto expected = fs_report_from_json(
        independent.query(Query{QueryKind::DiagnoseF, ""}, ReportFormat::Json).report->json, error);
    ASSERT_TRUE(expected) << error;
    for (const FsReportRow& row : expected->rows[index(CredKind::User)]) {
        const FsReportRow* shown = panel->model()->find(CredKind::User, row.name);
        ASSERT_NE(shown, nullptr) << row.name;
        EXPECT_NEAR(shown->usage_percent, row.usage_percent, 1e-9) << row.name;
    }
    testing::screenshot(*panel, "fairshare_replay.png");

    // A larger FSDEPTH replays too; cancelled, its answer never shows.
    panel->depth_box()->setValue(configured.depth + 3);
    ASSERT_TRUE(testing::wait_until([panel] { return panel->replay()->running(); }, 5000));
    QTest::mouseClick(panel->cancel_button(), Qt::LeftButton);
    EXPECT_FALSE(panel->replay()->running());
    QTest::qWait(300);
    EXPECT_FALSE(panel->replay_shown());
    // Overtaken by another request, only the latest answer shows.
    const quint64 first = panel->replay()->generation();
    panel->interval_box()->setValue(3.0);
    ASSERT_TRUE(panel->start_replay());
    panel->interval_box()->setValue(4.0);
    ASSERT_TRUE(panel->start_replay());
    EXPECT_GT(panel->replay()->generation(), first + 1);
    ASSERT_TRUE(testing::wait_until([panel] { return panel->replay_shown(); }, 60000));
    EXPECT_EQ(panel->model()->shown().settings.interval, Duration::hours(4));
    EXPECT_EQ(panel->model()->shown().settings.depth, configured.depth + 3);
    panel->reset_what_if();
    EXPECT_FALSE(panel->replay_shown());
    EXPECT_EQ(panel->model()->shown().settings.interval, configured.interval);
}

TEST(FairsharePanel, FollowsTheDemoSessionAndHoldsStill) {
    testing::qt_app();
    MainWindow window;
    window.set_warm_up(Duration::days(2));
    ASSERT_TRUE(window.start_demo_session());
    window.client()->pause();
    ASSERT_TRUE(window.show_panel(u"fairshare"));
    auto* panel = window.panel<FairsharePanel>();
    ASSERT_NE(panel, nullptr);
    // The engine's diagnose -f arrives through the client.
    const auto reported = [panel] { return panel->model()->has_report(); };
    for (int i = 0; i < 50 && !reported(); ++i) {
        window.client()->step();
        QTest::qWait(50);
    }
    ASSERT_TRUE(reported());
    EXPECT_GT(panel->model()->rowCount(), 0);
    EXPECT_EQ(panel->model()->configured().settings.decay, 0.8);  // the demo's FSDECAY
    EXPECT_EQ(panel->model()->configured().settings.depth, 7);

    // Held, the table stays as it is however far the session runs; released, it catches up.
    panel->set_held(true);
    const double held_total = panel->model()->shown().decayed_total;
    for (int i = 0; i < 30; ++i) {
        window.client()->step();
        QTest::qWait(20);
    }
    QTest::qWait(200);
    EXPECT_EQ(panel->model()->shown().decayed_total, held_total);
    panel->set_held(false);
    EXPECT_NE(panel->model()->shown().decayed_total, held_total);
}

}  // namespace
}  // namespace outrigger::gui
