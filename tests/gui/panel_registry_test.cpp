// The panel registry drives the window: one navigation item and one stacked panel per entry, in
// the registry's order, shown by id, titled in every language.
#include "gui/app/panel_registry.hpp"

#include <gtest/gtest.h>

#include <QListWidget>
#include <QSet>
#include <QSettings>
#include <QTranslator>
#include <span>

#include "gui/app/language.hpp"
#include "gui/app/main_window.hpp"
#include "gui/config/config_panel.hpp"
#include "gui/priority/priority_panel.hpp"
#include "gui/schedule/schedule_panel.hpp"
#include "qt_app.hpp"

namespace outrigger::gui {
namespace {

constexpr auto kTitleContext = "outrigger::gui::MainWindow";

QStringList ids(std::span<const PanelEntry> panels) {
    QStringList out;
    for (const PanelEntry& entry : panels) out << QString::fromLatin1(entry.id);
    return out;
}

TEST(PanelRegistry, ListsTheWorkbenchPanelsInNavigationOrderOnceEach) {
    const QStringList registered = ids(registered_panels());
    EXPECT_EQ(registered,
              (QStringList{QStringLiteral("config"), QStringLiteral("priority"), QStringLiteral("schedule"),
                           QStringLiteral("queue"), QStringLiteral("fairshare"), QStringLiteral("throttling"),
                           QStringLiteral("standing"), QStringLiteral("whatif")}));
    EXPECT_EQ(QSet<QString>(registered.begin(), registered.end()).size(), registered.size());
    for (const PanelEntry& entry : registered_panels()) {
        EXPECT_NE(entry.title, nullptr) << entry.id;
        EXPECT_NE(entry.create, nullptr) << entry.id;
    }
}

TEST(PanelRegistry, TheWindowBuildsEveryEntryAndShowsItById) {
    testing::qt_app();
    MainWindow window;
    window.show();
    auto* navigation = window.findChild<QListWidget*>(QStringLiteral("navigation"));
    ASSERT_NE(navigation, nullptr);
    const auto panels = registered_panels();
    ASSERT_EQ(navigation->count(), static_cast<int>(panels.size()));
    EXPECT_EQ(navigation->currentRow(), 0);
    for (std::size_t i = 0; i < panels.size(); ++i) {
        const QString id = QString::fromLatin1(panels[i].id);
        EXPECT_EQ(navigation->item(static_cast<int>(i))->data(Qt::UserRole).toString(), id);
        ASSERT_NE(window.panel(id), nullptr) << panels[i].id;
        ASSERT_TRUE(window.show_panel(id));
        EXPECT_EQ(navigation->currentRow(), static_cast<int>(i));
        for (const PanelEntry& other : panels)
            EXPECT_EQ(window.panel(QString::fromLatin1(other.id))->isVisible(), other.id == panels[i].id)
                << "showing " << panels[i].id << ", " << other.id;
    }
    EXPECT_FALSE(window.show_panel(u"nonesuch"));
    EXPECT_EQ(window.panel(u"nonesuch"), nullptr);

    EXPECT_EQ(window.panel<ConfigPanel>(), window.config_panel());
    EXPECT_EQ(window.panel<ConfigPanel>(), window.panel(u"config"));
    EXPECT_EQ(window.panel<PriorityPanel>(), window.panel(u"priority"));
    EXPECT_EQ(window.panel<SchedulePanel>(), window.panel(u"schedule"));
    EXPECT_EQ(window.config_panel()->model(), window.config_model());
}

TEST(PanelRegistry, EveryTitleHasAGermanAndAFrenchTranslationAndTheNavigationFollows) {
    testing::qt_app();
    MainWindow window;
    auto* navigation = window.findChild<QListWidget*>(QStringLiteral("navigation"));
    ASSERT_NE(navigation, nullptr);
    const auto panels = registered_panels();
    for (const char* code : {"de", "fr"}) {
        QTranslator translator;
        ASSERT_TRUE(translator.load(QStringLiteral(":/i18n/outrigger_%1.qm").arg(QLatin1String(code))));
        ASSERT_EQ(window.language()->choose(QString::fromLatin1(code)), QString::fromLatin1(code));
        QApplication::processEvents();
        for (std::size_t i = 0; i < panels.size(); ++i) {
            const QString translated = translator.translate(kTitleContext, panels[i].title);
            EXPECT_FALSE(translated.isEmpty())
                << code << ": no translation for \"" << panels[i].title << "\"";
            EXPECT_EQ(navigation->item(static_cast<int>(i))->text(), translated) << code;
        }
    }
    window.language()->choose(QStringLiteral("en"));
    QApplication::processEvents();
    for (std::size_t i = 0; i < panels.size(); ++i)
        EXPECT_EQ(navigation->item(static_cast<int>(i))->text(), QString::fromLatin1(panels[i].title));
    QSettings().remove(QStringLiteral("ui/language"));
}

}  // namespace
}  // namespace outrigger::gui
