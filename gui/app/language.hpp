#pragma once

// The user interface language: the system locale by default, or a choice stored in QSettings
// ("ui/language": "", "en", "de", "fr"). Switching installs the compiled translation from the
// embedded resources (:/i18n/outrigger_<lang>.qm) at once; Qt then sends every widget a
// LanguageChange event and the windows retranslate themselves live. Qt's own texts (the buttons
// of message boxes and dialogs) follow when the system has Qt's translations installed.

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTranslator>

namespace outrigger::gui {

class Language final : public QObject {
    Q_OBJECT
  public:
    explicit Language(QObject* parent = nullptr);
    ~Language() override;

    // The languages offered besides "System": codes and their names in their own language.
    static QStringList codes() { return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr")}; }
    static QString native_name(const QString& code);

    // The stored choice ("" = follow the system).
    [[nodiscard]] static QString stored_choice();
    // Stores the choice and applies it; returns the language now in effect ("en", "de", "fr").
    QString choose(const QString& code);
    // Applies the stored choice (at start-up).
    QString apply_stored() { return apply(stored_choice()); }
    [[nodiscard]] QString current() const { return current_; }

  private:
    QString apply(const QString& code);

    QTranslator translator_;     // the application's texts
    QTranslator qt_translator_;  // Qt's own texts (qtbase_<lang>.qm), when installed on the system
    bool installed_ = false;
    bool qt_installed_ = false;
    QString current_ = QStringLiteral("en");
};

}  // namespace outrigger::gui
