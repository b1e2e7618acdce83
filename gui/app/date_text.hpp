#pragma once

// A simulated instant as the user reads dates: in the chosen language (day and month names and
// their order from the locale Language sets as the default), on the site's calendar at that
// instant (its zone and epoch), with a 24-hour clock to the second. The core's calendar
// formats in English for the CLI and logs; every date the workbench shows goes through here.

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>
#include <QString>

#include "model/calendar.hpp"

namespace outrigger::gui {

[[nodiscard]] inline QString date_text(const LocalCalendar& calendar, Time t) {
    if (t.is_never()) return QCoreApplication::translate("DateText", "never");
    const QDateTime at = QDateTime::fromSecsSinceEpoch(t.seconds() + calendar.epoch(), Qt::OffsetFromUTC,
                                                       static_cast<int>(calendar.utc_offset(t)));
    return QLocale().toString(at, QStringLiteral("ddd d MMM yyyy HH:mm:ss"));
}

}  // namespace outrigger::gui
