#include "gui/config/duration_validator.hpp"

#include <QRegularExpression>

#include "config/duration.hpp"

namespace outrigger::gui {

QValidator::State DurationValidator::validate(QString& input, int&) const {
    const QString text = input.trimmed();
    if (text.isEmpty()) return Intermediate;
    if (parse_duration(text.toStdString())) return Acceptable;
    const QString upper = text.toUpper();
    if (QStringLiteral("INFINITY").startsWith(upper)) return Intermediate;
    // Digits and colons, at most four fields, the last possibly still empty ("1:").
    static const QRegularExpression partial(QStringLiteral("^\\d+(:\\d*){0,3}$"));
    return partial.match(text).hasMatch() ? Intermediate : Invalid;
}

}  // namespace outrigger::gui
