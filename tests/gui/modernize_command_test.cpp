// The configuration editor's "Modernize legacy parameters": one undoable step that rewrites the
// Maui 3.0 forms as the command line's --modernize does, and undo gives the old bytes back.
#include <gtest/gtest.h>

#include <QAction>
#include <QMenu>
#include <QUndoStack>

#include "config/modernize.hpp"
#include "gui/app/main_window.hpp"
#include "gui/config/config_model.hpp"
#include "gui/config/config_panel.hpp"
#include "qt_app.hpp"

namespace outrigger::gui {
namespace {

constexpr const char* kLegacy =
    "# prime time, as written in 2003\r\n"
    "SRNAME[1]       primetime\r\n"
    "SRSTARTTIME[1]  08:00:00   # start\r\n"
    "SRDAYS[1]       MON TUE WED THU FRI\r\n"
    "MAXJOBPERUSERCOUNT 4\r\n"
    "SMAXJOBPERUSERCOUNT 2\r\n"
    "FSWEIGHT 10\r\n";

TEST(ModernizeCommand, RewritesTheLegacyFormsAsOneUndoableStep) {
    testing::qt_app();
    QUndoStack stack;
    ConfigModel model;
    model.set_undo_stack(&stack);
    ConfigPanel panel(&model, &stack);
    panel.model()->set_document(ConfigDocument::parse(kLegacy, "maui.cfg"));
    QAction* action = panel.modernize_action();
    ASSERT_NE(action, nullptr);
    EXPECT_TRUE(action->isEnabled());

    action->trigger();
    const std::string expected = modernize(ConfigDocument::parse(kLegacy, "maui.cfg")).text;
    EXPECT_EQ(panel.model()->document().bytes(), expected);
    EXPECT_EQ(expected,
              "# prime time, as written in 2003\r\n"
              "SRCFG[primetime] STARTTIME=08:00:00   # start\r\n"
              "SRCFG[primetime] DAYS=MON,TUE,WED,THU,FRI\r\n"
              "USERCFG[DEFAULT] MAXJOB=2,4\r\n"
              "FSWEIGHT 10\r\n");
    EXPECT_EQ(stack.count(), 1);
    EXPECT_EQ(stack.undoText(), QStringLiteral("Modernize Legacy Parameters"));
    EXPECT_FALSE(action->isEnabled());  // nothing left to modernize
    EXPECT_TRUE(panel.model()->find(QStringLiteral("SRCFG"), QStringLiteral("primetime")).isValid());
    EXPECT_FALSE(panel.model()->find(QStringLiteral("SRSTARTTIME"), QStringLiteral("1")).isValid());

    stack.undo();
    EXPECT_EQ(panel.model()->document().bytes(), kLegacy);
    EXPECT_TRUE(action->isEnabled());
    EXPECT_TRUE(panel.model()->find(QStringLiteral("SRSTARTTIME"), QStringLiteral("1")).isValid());
    stack.redo();
    EXPECT_EQ(panel.model()->document().bytes(), expected);
}

TEST(ModernizeCommand, IsDisabledAndPushesNothingWithoutLegacyForms) {
    testing::qt_app();
    QUndoStack stack;
    ConfigModel model;
    model.set_undo_stack(&stack);
    ConfigPanel panel(&model, &stack);
    panel.model()->set_document(ConfigDocument::parse("SRCFG[a] HOSTLIST=n1\nFSWEIGHT 10\n", "maui.cfg"));
    EXPECT_FALSE(panel.modernize_action()->isEnabled());
    EXPECT_FALSE(panel.modernize_legacy());
    EXPECT_EQ(stack.count(), 0);
}

TEST(ModernizeCommand, IsOfferedInTheEditMenu) {
    testing::qt_app();
    MainWindow window;
    const auto* edit = window.findChild<QMenu*>(QStringLiteral("editMenu"));
    ASSERT_NE(edit, nullptr);
    EXPECT_TRUE(edit->actions().contains(window.config_panel()->modernize_action()));
}

}  // namespace
}  // namespace outrigger::gui
