// The in-place editors: one per value kind, and the duration validator.
#include <gtest/gtest.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSpinBox>
#include <QStyleOptionViewItem>
#include <QTreeView>
#include <memory>

#include "gui/config/config_delegate.hpp"
#include "gui/config/config_model.hpp"
#include "gui/config/duration_validator.hpp"
#include "qt_app.hpp"

namespace outrigger::gui {
namespace {

TEST(DurationValidator, AcceptsGuideDurationsAndInfinityAndRejectsOtherText) {
    testing::qt_app();
    DurationValidator v;
    struct Case {
        const char* text;
        QValidator::State state;
    };
    const Case cases[] = {
        {"90", QValidator::Acceptable},       {"30:00", QValidator::Acceptable},
        {"1:00:00", QValidator::Acceptable},  {"2:00:00:00", QValidator::Acceptable},
        {"72:00:00", QValidator::Acceptable}, {"INFINITY", QValidator::Acceptable},
        {"INF", QValidator::Intermediate},    {"1:", QValidator::Intermediate},
        {"", QValidator::Intermediate},       {"soon", QValidator::Invalid},
        {"1:2:3:4:5", QValidator::Invalid},   {"-5x", QValidator::Invalid},
    };
    for (const Case& c : cases) {
        QString text = QString::fromLatin1(c.text);
        int pos = 0;
        EXPECT_EQ(v.validate(text, pos), c.state) << c.text;
    }
}

TEST(ConfigDelegate, ChoosesTheEditorByValueKindAndCommitsThroughTheModel) {
    testing::qt_app();
    ConfigModel model;
    model.set_document(ConfigDocument::parse(
        "FSDEPTH 7\nFSDECAY 0.80\nFSINTERVAL 24:00:00\nBACKFILLPOLICY BESTFIT\nENABLENEGJOBPRIORITY FALSE\n"
        "SRCFG[i] USERLIST=u1,u2\n",
        "kinds.cfg"));
    QTreeView view;
    view.setModel(&model);
    ConfigDelegate delegate;
    const QStyleOptionViewItem option;
    auto editor_for = [&](const QModelIndex& name) {
        return std::unique_ptr<QWidget>(
            delegate.createEditor(&view, option, name.siblingAtColumn(ConfigModel::ValueColumn)));
    };
    EXPECT_TRUE(qobject_cast<QSpinBox*>(editor_for(model.find(QStringLiteral("FSDEPTH"))).get()));
    EXPECT_TRUE(qobject_cast<QDoubleSpinBox*>(editor_for(model.find(QStringLiteral("FSDECAY"))).get()));
    EXPECT_TRUE(qobject_cast<QComboBox*>(editor_for(model.find(QStringLiteral("BACKFILLPOLICY"))).get()));
    EXPECT_TRUE(
        qobject_cast<QCheckBox*>(editor_for(model.find(QStringLiteral("ENABLENEGJOBPRIORITY"))).get()));
    auto duration = editor_for(model.find(QStringLiteral("FSINTERVAL")));
    auto* duration_line = qobject_cast<QLineEdit*>(duration.get());
    ASSERT_TRUE(duration_line);
    EXPECT_TRUE(qobject_cast<const DurationValidator*>(duration_line->validator()));
    EXPECT_FALSE(duration_line->accessibleName().isEmpty());
    EXPECT_TRUE(qobject_cast<QLineEdit*>(
        editor_for(model.find(QStringLiteral("SRCFG"), QStringLiteral("i"), QStringLiteral("USERLIST")))
            .get()));

    // An unfinished duration is not committed; a valid one is.
    const QModelIndex interval =
        model.find(QStringLiteral("FSINTERVAL")).siblingAtColumn(ConfigModel::ValueColumn);
    duration_line->setText(QStringLiteral("12:"));
    delegate.setModelData(duration_line, &model, interval);
    EXPECT_EQ(model.document().value("FSINTERVAL"), "24:00:00");
    duration_line->setText(QStringLiteral("12:00:00"));
    delegate.setModelData(duration_line, &model, interval);
    EXPECT_EQ(model.document().value("FSINTERVAL"), "12:00:00");

    // The combo box offers the catalogue's choices and writes the one picked.
    auto combo_widget = editor_for(model.find(QStringLiteral("BACKFILLPOLICY")));
    auto* combo = qobject_cast<QComboBox*>(combo_widget.get());
    const QModelIndex policy =
        model.find(QStringLiteral("BACKFILLPOLICY")).siblingAtColumn(ConfigModel::ValueColumn);
    delegate.setEditorData(combo, policy);
    EXPECT_EQ(combo->currentText(), QStringLiteral("BESTFIT"));
    combo->setCurrentText(QStringLiteral("FIRSTFIT"));
    delegate.setModelData(combo, &model, policy);
    EXPECT_EQ(model.document().value("BACKFILLPOLICY"), "FIRSTFIT");

    // An untouched number keeps its written form.
    auto spin_widget = editor_for(model.find(QStringLiteral("FSDECAY")));
    const QModelIndex decay = model.find(QStringLiteral("FSDECAY")).siblingAtColumn(ConfigModel::ValueColumn);
    delegate.setEditorData(spin_widget.get(), decay);
    delegate.setModelData(spin_widget.get(), &model, decay);
    EXPECT_EQ(model.document().value("FSDECAY"), "0.80");
}

}  // namespace
}  // namespace outrigger::gui
