#include "gui/config/config_texts.hpp"

#include <QCoreApplication>
#include <array>

namespace outrigger::gui {

QString area_title(ConfigArea area) {
    static constexpr std::array<const char*, kConfigAreas> kTitles{
        QT_TRANSLATE_NOOP("ConfigArea", "Priority"),   QT_TRANSLATE_NOOP("ConfigArea", "Fairshare"),
        QT_TRANSLATE_NOOP("ConfigArea", "Throttling"), QT_TRANSLATE_NOOP("ConfigArea", "Reservations"),
        QT_TRANSLATE_NOOP("ConfigArea", "Backfill"),   QT_TRANSLATE_NOOP("ConfigArea", "Nodes"),
        QT_TRANSLATE_NOOP("ConfigArea", "Other"),
    };
    return QCoreApplication::translate("ConfigArea", kTitles.at(static_cast<std::size_t>(area)));
}

QString value_kind_title(ValueKind kind) {
    static constexpr std::array<const char*, 13> kTitles{
        QT_TRANSLATE_NOOP("ValueKind", "integer"),
        QT_TRANSLATE_NOOP("ValueKind", "number"),
        QT_TRANSLATE_NOOP("ValueKind", "duration [[[DD:]HH:]MM:]SS or INFINITY"),
        QT_TRANSLATE_NOOP("ValueKind", "true or false"),
        QT_TRANSLATE_NOOP("ValueKind", "one of a fixed set"),
        QT_TRANSLATE_NOOP("ValueKind", "list separated by , | or :"),
        QT_TRANSLATE_NOOP("ValueKind", "text"),
        QT_TRANSLATE_NOOP("ValueKind", "attributes"),
        QT_TRANSLATE_NOOP("ValueKind", "limit [soft,]hard"),
        QT_TRANSLATE_NOOP("ValueKind", "fairshare target N, N+, N-, N^ or N%"),
        QT_TRANSLATE_NOOP("ValueKind", "resources NAME:VALUE;..."),
        QT_TRANSLATE_NOOP("ValueKind", "TYPE:NAME"),
        QT_TRANSLATE_NOOP("ValueKind", "access list (marks ! * + - =)"),
    };
    const auto i = static_cast<std::size_t>(kind);
    return i < kTitles.size() ? QCoreApplication::translate("ValueKind", kTitles.at(i)) : QString();
}

QString describe(std::string_view description) {
    const QByteArray source(description.data(), static_cast<qsizetype>(description.size()));
    return QCoreApplication::translate("ConfigCatalogue", source.constData());
}

QString severity_title(Diagnostic::Severity severity) {
    switch (severity) {
        case Diagnostic::Severity::Error:
            return QCoreApplication::translate("Diagnostic", "error");
        case Diagnostic::Severity::Warning:
            return QCoreApplication::translate("Diagnostic", "warning");
        case Diagnostic::Severity::Note:
            return QCoreApplication::translate("Diagnostic", "note");
    }
    return {};
}

}  // namespace outrigger::gui
