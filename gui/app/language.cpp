#include "gui/app/language.hpp"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>

namespace outrigger::gui {

namespace {
constexpr auto kSettingsKey = "ui/language";
}

Language::Language(QObject* parent) : QObject(parent) {}

Language::~Language() {
    // The language goes with its translations: dates and numbers are the system's again.
    if (installed_) QLocale::setDefault(QLocale::system());
    if (installed_) QCoreApplication::removeTranslator(&translator_);
    if (qt_installed_) QCoreApplication::removeTranslator(&qt_translator_);
}

QString Language::native_name(const QString& code) {
    if (code == QLatin1String("de")) return QStringLiteral("Deutsch");
    if (code == QLatin1String("fr")) return QStringLiteral("Français");
    return QStringLiteral("English");
}

QString Language::stored_choice() {
    return QSettings().value(QLatin1String(kSettingsKey)).toString();
}

QString Language::choose(const QString& code) {
    QSettings().setValue(QLatin1String(kSettingsKey), code);
    return apply(code);
}

QString Language::apply(const QString& code) {
    QString lang = code;
    if (lang.isEmpty()) {
        // The first of the system's UI languages that we have a translation for, else English.
        lang = QStringLiteral("en");
        for (const QString& ui : QLocale::system().uiLanguages()) {
            const QString prefix = ui.left(2).toLower();
            if (codes().contains(prefix)) {
                lang = prefix;
                break;
            }
        }
    }
    if (qt_installed_) {
        QCoreApplication::removeTranslator(&qt_translator_);
        qt_installed_ = false;
    }
    if (installed_) {
        QCoreApplication::removeTranslator(&translator_);
        installed_ = false;
    }
    if (lang != QLatin1String("en") && translator_.load(QStringLiteral(":/i18n/outrigger_%1.qm").arg(lang))) {
        if (qt_translator_.load(QStringLiteral("qtbase_%1").arg(lang),
                                QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            qt_installed_ = QCoreApplication::installTranslator(&qt_translator_);
        installed_ = QCoreApplication::installTranslator(&translator_);
    }
    current_ = installed_ ? lang : QStringLiteral("en");
    // Dates and numbers follow the language (date_text.hpp); English keeps the system's locale.
    QLocale::setDefault(current_ == QLatin1String("en") ? QLocale::system() : QLocale(current_));
    return current_;
}

}  // namespace outrigger::gui
