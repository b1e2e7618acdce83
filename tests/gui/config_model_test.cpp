// The config tree model: structure, domain roles, precise change signals, undo through the stack.
#include "gui/config/config_model.hpp"

#include <gtest/gtest.h>

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QUndoStack>

#include "config/catalogue.hpp"
#include "gui/config/config_changes.hpp"
#include "qt_app.hpp"

namespace outrigger::gui {
namespace {

using testing::demo_config_path;
using testing::qt_app;

ConfigDocument demo() {
    std::string error;
    auto doc = ConfigDocument::load(demo_config_path(), error);
    EXPECT_TRUE(doc) << error;
    return doc ? std::move(*doc) : ConfigDocument{};
}

QModelIndex value_cell(const ConfigModel&, const QModelIndex& name_cell) {
    return name_cell.siblingAtColumn(ConfigModel::ValueColumn);
}

// What goes to a service: a changed value as a changeparam, a *CFG line that lost an attribute as a
// reset with its whole new value, a removed parameter as a reset with none.
TEST(ConfigChanges, ARemovalAndALostAttributeGoAsResets) {
    const ParametersInForce before = parameters_in_force(ConfigDocument::parse(
        "FSWEIGHT 5\nUSERCFG[bob] MAXJOB=4 MAXPROC=8\nRESERVATIONDEPTH[0] 2\nUSERCFG[amy] MAXJOB=1\n",
        "a.cfg"));
    const ConfigChanges changes = config_changes(
        before, ConfigDocument::parse("USERCFG[bob] MAXJOB=4\nRESERVATIONDEPTH[0] 3\nUSERCFG[amy] MAXJOB=1 "
                                      "MAXPROC=2\n",
                                      "b.cfg"));
    ASSERT_EQ(changes.set.size(), 4u);
    const auto is = [](const ChangeparamCommand& c, const char* parameter, const char* value, bool reset) {
        return c.parameter == parameter && c.value == value && c.reset == reset;
    };
    EXPECT_TRUE(is(changes.set[0], "USERCFG[bob]", "MAXJOB=4", true)) << changes.set[0].parameter;
    EXPECT_TRUE(is(changes.set[1], "RESERVATIONDEPTH[0]", "3", false)) << changes.set[1].parameter;
    EXPECT_TRUE(is(changes.set[2], "USERCFG[amy]", "MAXJOB=1 MAXPROC=2", false)) << changes.set[2].parameter;
    EXPECT_TRUE(is(changes.set[3], "FSWEIGHT", "", true)) << changes.set[3].parameter;
}

TEST(ConfigModel, ShowsTheSevenAreasWithTheirParametersAndPassesTheModelTester) {
    qt_app();
    ConfigModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.set_document(demo());
    ASSERT_EQ(model.rowCount(), 7);
    QStringList areas;
    for (int r = 0; r < model.rowCount(); ++r) areas << model.index(r, 0).data().toString();
    EXPECT_EQ(areas.join(QLatin1Char(',')),
              QStringLiteral("Priority,Fairshare,Throttling,Reservations,Backfill,Nodes,Other"));
    for (int r = 0; r < 6; ++r) EXPECT_GT(model.rowCount(model.index(r, 0)), 0) << r;

    const QModelIndex fsweight = model.find(QStringLiteral("FSWEIGHT"));
    ASSERT_TRUE(fsweight.isValid());
    EXPECT_EQ(fsweight.parent().row(), static_cast<int>(ConfigArea::Priority));
    EXPECT_EQ(value_cell(model, fsweight).data().toString(), QStringLiteral("100"));
    EXPECT_EQ(fsweight.data(ConfigModel::AreaRole).toInt(), static_cast<int>(ConfigArea::Priority));
    EXPECT_EQ(fsweight.data(ConfigModel::ParameterRole).toString(), QStringLiteral("FSWEIGHT"));
    EXPECT_FALSE(fsweight.data(Qt::ToolTipRole).toString().isEmpty());
    EXPECT_FALSE(fsweight.data(ConfigModel::DescriptionRole).toString().isEmpty());
    EXPECT_EQ(model.find(QStringLiteral("BACKFILLPOLICY")).data(ConfigModel::KindRole).toInt(),
              static_cast<int>(ValueKind::Enum));
    EXPECT_TRUE(model.find(QStringLiteral("BACKFILLPOLICY"))
                    .data(ConfigModel::ChoicesRole)
                    .toStringList()
                    .contains(QStringLiteral("BESTFIT")));
}

TEST(ConfigModel, CfgLinesAreNodesWhoseAttributesAccumulateAcrossLinesAndAreEditable) {
    qt_app();
    ConfigModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.set_document(demo());
    // USERCFG[DEFAULT] appears on three lines (FSTARGET, the limits, the QOS): one node, six attributes.
    const QModelIndex user = model.find(QStringLiteral("USERCFG"), QStringLiteral("DEFAULT"));
    ASSERT_TRUE(user.isValid());
    QStringList attrs;
    for (int r = 0; r < model.rowCount(user); ++r)
        attrs << model.index(r, 0, user).data().toString() + QLatin1Char('=') +
                     model.index(r, ConfigModel::ValueColumn, user).data().toString();
    EXPECT_EQ(
        attrs.join(QLatin1Char(' ')),
        QStringLiteral("FSTARGET=5 MAXJOB=4,8 MAXPROC=128,256 MAXIJOB=4 QLIST=normal,debug QDEF=normal"));
    EXPECT_FALSE(model.flags(value_cell(model, user)) & Qt::ItemIsEditable);

    const QModelIndex maxjob =
        model.find(QStringLiteral("USERCFG"), QStringLiteral("DEFAULT"), QStringLiteral("MAXJOB"));
    ASSERT_TRUE(maxjob.isValid());
    EXPECT_EQ(maxjob.data(ConfigModel::KindRole).toInt(), static_cast<int>(ValueKind::Limit));
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    ASSERT_TRUE(model.setData(value_cell(model, maxjob), QStringLiteral("6,10")));
    EXPECT_EQ(model.document().attribute("USERCFG", "DEFAULT", "MAXJOB"), "6,10");
    EXPECT_GE(changed.count(), 1);
    EXPECT_EQ(value_cell(model, maxjob).data().toString(), QStringLiteral("6,10"));
}

TEST(ConfigModel, AValueEditEmitsDataChangedForThatRowAndUndoRestoresTheBytes) {
    qt_app();
    ConfigModel model;
    QUndoStack stack;
    model.set_undo_stack(&stack);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.set_document(demo());
    const std::string before = model.document().text();
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);

    const QModelIndex decay = model.find(QStringLiteral("FSDECAY"));
    ASSERT_TRUE(model.setData(value_cell(model, decay), QStringLiteral("0.5")));
    EXPECT_EQ(stack.count(), 1);
    EXPECT_EQ(reset.count(), 0);
    EXPECT_EQ(inserted.count(), 0);
    ASSERT_EQ(changed.count(), 1);
    EXPECT_EQ(changed.front().at(0).value<QModelIndex>(), decay);
    EXPECT_EQ(model.document().value("FSDECAY"), "0.5");

    stack.undo();
    EXPECT_EQ(model.document().text(), before);
    EXPECT_EQ(reset.count(), 0);
    stack.redo();
    EXPECT_EQ(model.document().value("FSDECAY"), "0.5");
}

TEST(ConfigModel, AddingAParameterInsertsOneRowInItsAreaAndUndoRemovesIt) {
    qt_app();
    ConfigModel model;
    QUndoStack stack;
    model.set_undo_stack(&stack);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.set_document(demo());
    const QModelIndex priority = model.index(static_cast<int>(ConfigArea::Priority), 0);
    const int rows = model.rowCount(priority);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);

    model.edit_value(QStringLiteral("FSQOSWEIGHT"), {}, QStringLiteral("3"));
    ASSERT_EQ(inserted.count(), 1);
    EXPECT_EQ(inserted.front().at(0).value<QModelIndex>(), priority);
    EXPECT_EQ(model.rowCount(priority), rows + 1);
    EXPECT_TRUE(model.find(QStringLiteral("FSQOSWEIGHT")).isValid());

    stack.undo();
    EXPECT_EQ(removed.count(), 1);
    EXPECT_EQ(model.rowCount(priority), rows);
    EXPECT_EQ(reset.count(), 0);
}

TEST(ConfigModel, DiagnosticsSitOnTheirRowsWithSeverityAndLeadBackToThem) {
    qt_app();
    ConfigModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.set_document(ConfigDocument::parse("FSWEIGHT 10\nFSDECAI 0.5\nFSINTERVAL soon\n", "bad.cfg"));
    ASSERT_GE(model.diagnostics().size(), 2U);

    const QModelIndex typo = model.find(QStringLiteral("FSDECAI"));
    ASSERT_TRUE(typo.isValid());
    EXPECT_EQ(typo.parent().row(), static_cast<int>(ConfigArea::Other));
    EXPECT_NE(typo.data(ConfigModel::SeverityRole).toInt(), -1);
    EXPECT_TRUE(typo.data(ConfigModel::DiagnosticsRole)
                    .toStringList()
                    .join(QString())
                    .contains(QStringLiteral("FSDECAY")));
    EXPECT_FALSE(typo.data(Qt::DecorationRole).isNull());

    const QModelIndex interval = model.find(QStringLiteral("FSINTERVAL"));
    EXPECT_EQ(interval.data(ConfigModel::SeverityRole).toInt(),
              static_cast<int>(Diagnostic::Severity::Error));
    EXPECT_FALSE(interval.siblingAtColumn(ConfigModel::DiagnosticColumn).data().toString().isEmpty());
    EXPECT_EQ(model.find(QStringLiteral("FSWEIGHT")).data(ConfigModel::SeverityRole).toInt(), -1);

    for (std::size_t i = 0; i < model.diagnostics().size(); ++i) {
        const QModelIndex row = model.index_for_diagnostic(i);
        ASSERT_TRUE(row.isValid()) << i;
        EXPECT_EQ(row.data(ConfigModel::LineRole).toInt(), model.diagnostics()[i].line);
    }
}

}  // namespace
}  // namespace outrigger::gui
