// Switching the interface language live: menus and area names follow at once.
#include "gui/app/language.hpp"

#include <gtest/gtest.h>

#include <QMenu>
#include <QRegularExpression>
#include <QSettings>
#include <set>
#include <string>
#include <utility>

#include "config/legacy_forms.hpp"
#include "gui/app/main_window.hpp"
#include "gui/config/catalogue_texts.hpp"
#include "gui/config/config_model.hpp"
#include "gui/config/config_panel.hpp"
#include "gui/config/config_texts.hpp"
#include "gui/config/diagnostic_text.hpp"
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

// The notes that end a finding about a Maui parameter or attribute Outrigger keeps without effect
// ("... keeps without effect: in Maui it named the log file; ..."): the workbench lists each one
// with the core's English to the letter, and each has a German and a French translation that keeps
// the Maui names and values as written.
TEST(Language, EveryCatalogueNoteHasAGermanAndAFrenchTranslation) {
    testing::qt_app();
    std::set<std::string> core_notes;
    for (const ParameterInfo& p : all_parameters())
        if (!p.note.empty()) core_notes.emplace(p.note);
    for (const CfgKind k : {CfgKind::User, CfgKind::Group, CfgKind::Account, CfgKind::Qos, CfgKind::Class,
                            CfgKind::System, CfgKind::Standing, CfgKind::Node})
        for (const AttributeInfo& a : attributes_of(k))
            if (!a.note.empty()) core_notes.emplace(a.note);
    for (const NearestValue& n : nearest_values()) core_notes.emplace(n.did);
    std::set<std::string> listed;
    for (const char* text : catalogue_note_texts()) listed.emplace(text);
    EXPECT_EQ(listed, core_notes);
    EXPECT_GT(listed.size(), 150U);

    const QRegularExpression maui_word(QStringLiteral("\\b[A-Z][A-Z0-9_.]{2,}\\b|FSTARGET=N\\^|N%"));
    Language language;
    for (const char* code : {"de", "fr"}) {
        ASSERT_EQ(language.choose(QString::fromLatin1(code)), QString::fromLatin1(code));
        for (const std::string& note : core_notes) {
            const QString english = QString::fromStdString(note);
            const QString translated = describe(note);
            EXPECT_NE(translated, english) << code << ": no translation for \"" << note << "\"";
            for (auto it = maui_word.globalMatch(english); it.hasNext();) {
                const QString word = it.next().captured();
                EXPECT_TRUE(translated.contains(word))
                    << code << ": " << word.toStdString() << " is missing from " << translated.toStdString();
            }
        }
    }
    // A finding ends with the note in the chosen language.
    const ConfigDocument doc = ConfigDocument::parse("LOGFILE maui.log\n", "maui.cfg");
    ASSERT_EQ(doc.diagnostics().size(), 1U);
    ASSERT_EQ(doc.diagnostics().front().code, DiagnosticCode::ParameterKeptWithoutEffect);
    const std::pair<const char*, QString> worded[] = {
        {"fr",
         QStringLiteral("LOGFILE est un paramètre Maui qu'Outrigger conserve sans effet : dans Maui, il "
                        "nommait le fichier journal ; les programmes d'Outrigger rendent compte par leurs "
                        "propres sorties et n'écrivent jamais le journal de Maui")},
        {"de",
         QStringLiteral("LOGFILE ist ein Maui-Parameter, den Outrigger ohne Wirkung behält: in Maui "
                        "benannte er die Protokolldatei; Outriggers Programme berichten über ihre eigenen "
                        "Ausgaben und schreiben nie Mauis Protokoll")},
    };
    for (const auto& [code, text] : worded) {
        language.choose(QString::fromLatin1(code));
        EXPECT_EQ(DiagnosticText::of(doc.diagnostics().front()), text) << code;
    }
    language.choose(QStringLiteral("en"));
    EXPECT_EQ(DiagnosticText::of(doc.diagnostics().front()).toStdString(), doc.diagnostics().front().message);
    QSettings().remove(QStringLiteral("ui/language"));
}

}  // namespace
}  // namespace outrigger::gui
