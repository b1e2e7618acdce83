// The window's tool bars at the smallest width the workbench is made for (1100 px), in every
// shipped language: each action is on show at its whole width (no text cut, none pushed into the
// overflow), and the window keeps the width asked for. A screenshot per language for a person.

#include <gtest/gtest.h>

#include <QAction>
#include <QLabel>
#include <QSettings>
#include <QToolBar>
#include <QWidget>
#include <string>

#include "gui/app/language.hpp"
#include "gui/app/main_window.hpp"
#include "gui/config/config_panel.hpp"
#include "qt_app.hpp"
#include "screenshot.hpp"

namespace outrigger::gui {
namespace {

constexpr int kNarrowest = 1100;

// What of `bar` is not reachable as it stands: actions whose widget is hidden (in the overflow) or
// narrower than it asks to be, or outside the bar.
std::string unreachable(const QToolBar& bar) {
    std::string out;
    for (QAction* action : bar.actions()) {
        if (!action->isVisible() || action->isSeparator()) continue;
        const QWidget* widget = bar.widgetForAction(action);
        const std::string name = (action->text().isEmpty() && widget != nullptr)
                                     ? widget->objectName().toStdString()
                                     : action->text().toStdString();
        if (widget == nullptr || !widget->isVisible()) {
            out += "'" + name + "' is not shown; ";
            continue;
        }
        if (widget->width() < widget->sizeHint().width())
            out += "'" + name + "' is cut (" + std::to_string(widget->width()) + " of " +
                   std::to_string(widget->sizeHint().width()) + " px); ";
        if (!bar.rect().contains(widget->geometry())) out += "'" + name + "' lies outside the bar; ";
    }
    return out;
}

class ToolbarFit : public ::testing::TestWithParam<const char*> {
  protected:
    void TearDown() override { QSettings().remove(QStringLiteral("ui/language")); }
};

// The window shown in English and switched to the language while on show (as View > Language
// does), and built in it from the start: both must fit.
TEST_P(ToolbarFit, EveryActionIsWholeAndOnShowAt1100Pixels) {
    testing::qt_app();
    const QString code = QString::fromLatin1(GetParam());
    for (const bool live : {true, false}) {
        SCOPED_TRACE(live ? "switched while on show" : "chosen before the window");
        Language before;
        before.choose(live ? QStringLiteral("en") : code);
        MainWindow window;
        window.open_demo();
        // Connected, the Configuration panel has its widest tool bar ("Apply to Service" shown too).
        ConfigPanel* config = window.config_panel();
        ASSERT_NE(config, nullptr);
        config->set_service_session(true);
        window.resize(kNarrowest, 760);
        window.show();
        QApplication::processEvents();
        if (live) {
            ASSERT_EQ(window.language()->choose(code), code);
        }
        QApplication::processEvents();
        // Every panel fits: the window's least width is that of its widest panel.
        for (const char16_t* id : {u"priority", u"schedule", u"queue", u"fairshare", u"throttling",
                                   u"standing", u"whatif", u"config"}) {
            ASSERT_TRUE(window.show_panel(id));
            window.resize(kNarrowest, 760);
            QApplication::processEvents();
            EXPECT_LE(window.width(), kNarrowest)
                << "the window cannot be made " << kNarrowest << " px wide on panel "
                << QString::fromUtf16(id).toStdString();
        }
        QApplication::processEvents();
        const auto* simulation = window.findChild<QToolBar*>(QStringLiteral("simulationBar"));
        ASSERT_NE(simulation, nullptr);
        EXPECT_EQ(unreachable(*simulation), "");
        const auto* tools = config->findChild<QToolBar*>(QStringLiteral("configTools"));
        ASSERT_NE(tools, nullptr);
        EXPECT_EQ(unreachable(*tools), "");
        if (live) testing::screenshot(window, ("toolbar_1100_" + std::string(GetParam()) + ".png").c_str());
    }
}

INSTANTIATE_TEST_SUITE_P(ShippedLanguages, ToolbarFit, ::testing::Values("en", "de", "fr"));

}  // namespace
}  // namespace outrigger::gui
