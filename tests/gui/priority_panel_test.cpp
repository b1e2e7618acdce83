// The Priority panel: the table holds the core's order for the tuned weights, re-ranks live on a
// slider move, explains a job, keeps presets, compares rankings and writes weights into maui.cfg.
#include <gtest/gtest.h>

// The core's headers come before any Qt header: Qt's `slots` keyword macro would rewrite their
// identifiers.
#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QPushButton>
#include <QSlider>
#include <QTableView>
#include <QTableWidget>
#include <QTreeWidget>
#include <QUndoStack>

#include "demo_support.hpp"
#include "gui/config/config_model.hpp"
#include "gui/priority/priority_model.hpp"
#include "gui/priority/priority_panel.hpp"

namespace outrigger::gui {
namespace {

// The first frame with a queue long enough to rank: a few hundred idle jobs under the demo
// configuration.
FramePtr busy_frame(ReplayPacer& replay) {
    while (replay.frame()->view->idle_jobs < 150)
        if (!replay.step_iteration()) {
            ADD_FAILURE() << "the demo never queued 150 jobs";
            break;
        }
    return replay.frame();
}

// The order in which the engine's scheduler would take the idle jobs now.
std::vector<JobId> scheduler_order(const ReplayPacer& replay) {
    const Engine& e = replay.engine();
    return e.scheduler().priority_order(e.snapshot(), e.state(), e.now());
}

std::vector<JobId> rows_of(const PriorityModel& m) {
    std::vector<JobId> out;
    for (int r = 0; r < m.rowCount(); ++r) out.push_back(m.job_at(r));
    return out;
}

std::vector<JobId> core_ranking(const FramePtr& f, const PrioritySettings& s) {
    PriorityTable t = f->view->priorities;
    t.reweight(PriorityWeights(s, f->statics().credentials, f->statics().names));
    std::vector<JobId> out;
    for (std::uint32_t r : t.ranking()) out.push_back(t.job(r));
    return out;
}

constexpr WeightKey kResWeight{WeightKind::ComponentWeight,
                               static_cast<std::uint8_t>(PriorityComponent::Res)};

TEST(PriorityModel, HoldsTheSchedulersOrderAndSortsAndFiltersByColumn) {
    testing::qt_app();
    auto replay = testing::demo_burst_replay(1500);
    const FramePtr f = busy_frame(*replay);
    PriorityModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.set_frame(f);
    const auto order = scheduler_order(*replay);
    EXPECT_EQ(model.ranked_jobs(), order);
    EXPECT_EQ(rows_of(model), order);
    EXPECT_EQ(model.index(0, PriorityModel::RankColumn).data().toString(), QStringLiteral("1"));
    EXPECT_GT(model.columnCount(), PriorityModel::FixedColumns);  // component percents

    model.sort(PriorityModel::ProcsColumn, Qt::DescendingOrder);
    for (int r = 1; r < model.rowCount(); ++r)
        EXPECT_GE(model.index(r - 1, PriorityModel::ProcsColumn).data().toString().toLongLong(),
                  model.index(r, PriorityModel::ProcsColumn).data().toString().toLongLong());
    model.sort(PriorityModel::RankColumn, Qt::AscendingOrder);
    EXPECT_EQ(rows_of(model), order);

    const QString user = model.index(0, PriorityModel::UserColumn).data().toString();
    model.set_filter(PriorityModel::UserColumn, user);
    ASSERT_GT(model.rowCount(), 0);
    for (int r = 0; r < model.rowCount(); ++r)
        EXPECT_TRUE(model.index(r, PriorityModel::UserColumn).data().toString().contains(user));
    // Exact match: "u1" is u1, not u10-u19.
    model.set_filter(PriorityModel::UserColumn, QStringLiteral("u1"));
    const int containing = model.rowCount();
    model.set_filter(PriorityModel::UserColumn, QStringLiteral("u1"), true);
    ASSERT_GT(model.rowCount(), 0);
    EXPECT_LT(model.rowCount(), containing);
    for (int r = 0; r < model.rowCount(); ++r)
        EXPECT_EQ(model.index(r, PriorityModel::UserColumn).data().toString(), QStringLiteral("u1"));
    model.set_filter(-1, {});
    EXPECT_EQ(model.rowCount(), static_cast<int>(order.size()));
    // The jobs that would start next are marked, and none of them is blocked.
    int marked = 0;
    for (int r = 0; r < model.rowCount(); ++r)
        marked += model.index(r, 0).data(PriorityModel::NextRole).toInt() != 0;
    EXPECT_GT(marked, 0);
    for (int r = 0; r < model.rowCount(); ++r) {
        if (model.index(r, 0).data(PriorityModel::NextRole).toInt() != 1) continue;
        for (const ViewQueued& q : f->view->queue)
            if (q.job == model.job_at(r)) {
                EXPECT_FALSE(q.blocked);
            }
    }
}

TEST(PriorityPanel, MovingASliderReRanksLiveAsTheCoreRanksAndIsUndoable) {
    testing::qt_app();
    auto replay = testing::demo_burst_replay(1500);
    const FramePtr f = busy_frame(*replay);
    PriorityPanel panel;
    QAbstractItemModelTester tester(panel.model(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    panel.resize(1200, 700);
    panel.show();
    panel.show_frame(f);
    const auto before = rows_of(*panel.model());
    EXPECT_EQ(before, core_ranking(f, f->statics().priority));

    // RES x PROC: large jobs first.
    QSlider* slider = panel.slider(kResWeight);
    ASSERT_NE(slider, nullptr);
    slider->setValue(slider->maximum());
    const PrioritySettings tuned = panel.tuning()->settings();
    EXPECT_EQ(tuned.weight(PriorityComponent::Res), slider->maximum());
    EXPECT_EQ(panel.spin_box(kResWeight)->value(), slider->maximum());
    const auto after = rows_of(*panel.model());
    EXPECT_EQ(after, core_ranking(f, tuned));
    EXPECT_NE(after, before);
    // Rank changes are shown against the order before the move.
    bool moved = false;
    for (int r = 0; r < panel.model()->rowCount(); ++r)
        moved = moved || panel.model()->index(r, 0).data(PriorityModel::RankChangeRole).toInt() != 0;
    EXPECT_TRUE(moved);

    // A drag is one undo step.
    slider->setValue(slider->maximum() - 10);
    EXPECT_EQ(panel.undo_stack()->count(), 1);
    panel.undo_stack()->undo();
    EXPECT_EQ(rows_of(*panel.model()), before);
    EXPECT_EQ(panel.spin_box(kResWeight)->value(), f->statics().priority.weight(PriorityComponent::Res));

    // Typing in the spin box, then the log scale keeps the value.
    panel.spin_box(kResWeight)->setValue(2500);
    EXPECT_EQ(panel.tuning()->settings().weight(PriorityComponent::Res), 2500);
    panel.log_scale_box()->setChecked(true);
    EXPECT_EQ(panel.tuning()->settings().weight(PriorityComponent::Res), 2500);
    EXPECT_EQ(rows_of(*panel.model()), core_ranking(f, panel.tuning()->settings()));

    // Selecting a job shows its breakdown from PriorityTable::explain.
    const JobId first = panel.model()->job_at(0);
    panel.select_job(first);
    ASSERT_GT(panel.breakdown()->topLevelItemCount(), 0);
    EXPECT_EQ(panel.breakdown()->topLevelItem(0)->childCount(), static_cast<int>(kPriorityComponents));
    const auto e = panel.model()->explain(first);
    ASSERT_TRUE(e);
    EXPECT_EQ(panel.breakdown()->topLevelItem(0)->text(4), QString::number(e->final.value, 'g', 7));
}

TEST(PriorityPanel, PresetsCompareAndApplyToConfigAreUndoableAndBytePreserving) {
    testing::qt_app();
    auto replay = testing::demo_burst_replay(1500);
    const FramePtr f = busy_frame(*replay);
    QUndoStack config_stack;
    ConfigModel config;
    config.set_undo_stack(&config_stack);
    const std::string original = testing::read_bytes(testing::demo_config_path());
    config.set_document(ConfigDocument::parse(original, "maui.cfg"));
    PriorityPanel panel;
    panel.set_config_model(&config, &config_stack);
    panel.show_frame(f);

    panel.spin_box(kResWeight)->setValue(40);
    panel.save_preset(QStringLiteral("big jobs"));
    EXPECT_TRUE(PriorityPanel::preset_names().contains(QStringLiteral("big jobs")));
    panel.reset_to_config();
    EXPECT_EQ(panel.tuning()->settings().weight(PriorityComponent::Res), 1);
    ASSERT_TRUE(panel.load_preset(QStringLiteral("big jobs")));
    EXPECT_EQ(panel.tuning()->settings().weight(PriorityComponent::Res), 40);
    EXPECT_FALSE(panel.load_preset(QStringLiteral("no such preset")));

    auto* dialog = panel.show_comparison();
    auto* table = dialog->findChild<QTableWidget*>(QStringLiteral("comparisonTable"));
    ASSERT_NE(table, nullptr);
    EXPECT_EQ(table->rowCount(), std::min(50, panel.model()->rowCount()));
    const auto top = panel.model()->compare_top(50);
    const auto config_order = core_ranking(f, f->statics().priority);
    for (const auto& c : top) EXPECT_EQ(config_order[static_cast<std::size_t>(c.current - 1)], c.job);

    std::string expected = original;
    const auto at = expected.find("RESWEIGHT             1\n");
    ASSERT_NE(at, std::string::npos);
    expected.replace(at, std::string("RESWEIGHT             1").size(), "RESWEIGHT             40");
    // "Send to What-if B" hands over the proposal as a whole maui.cfg and leaves the open one alone.
    QString sent;
    QObject::connect(&panel, &PriorityPanel::send_to_whatif_b, [&sent](const QString& text) { sent = text; });
    panel.send_to_whatif_button()->click();
    EXPECT_EQ(sent.toStdString(), expected);
    EXPECT_EQ(config.document().text(), original);
    EXPECT_EQ(config_stack.count(), 0);

    EXPECT_EQ(panel.apply_to_config(), 1);
    EXPECT_EQ(config.document().value("RESWEIGHT"), "40");
    EXPECT_EQ(config_stack.count(), 1);
    EXPECT_EQ(config.document().text(), expected);
    config_stack.undo();
    EXPECT_EQ(config.document().text(), original);
    panel.delete_preset(QStringLiteral("big jobs"));
    EXPECT_FALSE(PriorityPanel::preset_names().contains(QStringLiteral("big jobs")));
}

}  // namespace
}  // namespace outrigger::gui
