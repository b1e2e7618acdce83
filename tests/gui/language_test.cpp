// Switching the interface language live: menus and area names follow at once.
#include "gui/app/language.hpp"

#include <gtest/gtest.h>

#include <QMenu>
#include <QSettings>

#include "gui/app/main_window.hpp"
#include "gui/config/catalogue_texts.hpp"
#include "gui/config/config_model.hpp"
#include "gui/config/config_panel.hpp"
#include "gui/config/config_texts.hpp"
#include "qt_app.hpp"

namespace outrigger::gui {
namespace {

TEST(Language, ChoosingGermanOrFrenchRetranslatesTheLiveWindowAndIsRemembered) {
    testing::qt_app();
    MainWindow window;
    window.show();
    window.open_demo();
    window.language()->choose(QStringLiteral("en"));
    EXPECT_EQ(window.file_menu()->title(), QStringLiteral("&File"));

    EXPECT_EQ(window.language()->choose(QStringLiteral("de")), QStringLiteral("de"));
    QApplication::processEvents();
    EXPECT_EQ(window.file_menu()->title(), QStringLiteral("&Datei"));
    const ConfigModel* model = window.config_panel()->model();
    EXPECT_EQ(model->index(0, 0).data().toString(), QStringLiteral("Priorität"));
    EXPECT_EQ(model->headerData(ConfigModel::ValueColumn, Qt::Horizontal).toString(), QStringLiteral("Wert"));
    EXPECT_EQ(Language::stored_choice(), QStringLiteral("de"));
    window.resize(1100, 760);
    EXPECT_TRUE(window.grab().save(
        QString::fromStdString((testing::output_dir() / "workbench_de.png").string()), "PNG"));

    EXPECT_EQ(window.language()->choose(QStringLiteral("fr")), QStringLiteral("fr"));
    QApplication::processEvents();
    EXPECT_EQ(window.file_menu()->title(), QStringLiteral("&Fichier"));
    EXPECT_EQ(model->index(1, 0).data().toString(), QStringLiteral("Partage équitable"));

    window.language()->choose(QStringLiteral("en"));
    QApplication::processEvents();
    EXPECT_EQ(window.file_menu()->title(), QStringLiteral("&File"));
    QSettings().remove(QStringLiteral("ui/language"));
}

// The catalogue's descriptions (the tooltips) are translated too; a description added or changed in
// the catalogue without refreshing the .ts files (update_translations) fails here.
TEST(Language, EveryCatalogueDescriptionHasAGermanAndAFrenchTranslation) {
    testing::qt_app();
    Language language;
    for (const char* code : {"de", "fr"}) {
        ASSERT_EQ(language.choose(QString::fromLatin1(code)), QString::fromLatin1(code));
        int untranslated = 0;
        for (const char* text : catalogue_source_texts()) {
            if (describe(text) == QString::fromUtf8(text)) {
                ++untranslated;
                ADD_FAILURE() << code << ": no translation for \"" << text << "\"";
            }
        }
        EXPECT_EQ(untranslated, 0) << code;
        EXPECT_GT(catalogue_source_texts().size(), 100U);
    }
    ConfigModel model;
    model.set_document(ConfigDocument::parse("FSDEPTH 7\n", "t.cfg"));
    language.choose(QStringLiteral("de"));
    EXPECT_TRUE(model.find(QStringLiteral("FSDEPTH"))
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("Fairshare-Fenster")));
    QSettings().remove(QStringLiteral("ui/language"));
}

}  // namespace
}  // namespace outrigger::gui
