#pragma once

// A finding's message in the user's language. The core gives each config finding a code and its
// arguments (config/diagnostic_code.hpp); here every code has its sentence through tr() (context
// "DiagnosticText"), so German and French users read "erwartet eine Zahl für FSWEIGHT, gefunden
// 'abc'". The arguments stay as written, except catalogue notes, units, credential kinds and the
// words around listed names, which are translated too. A finding without a code (free text from a
// command) is shown as the core wrote it.

#include <QCoreApplication>
#include <QString>
#include <string_view>

#include "config/diagnostic.hpp"

namespace outrigger::gui {

class DiagnosticText {
    Q_DECLARE_TR_FUNCTIONS(DiagnosticText)
  public:
    [[nodiscard]] static QString of(const Diagnostic& d);
    // "processors", "seconds of walltime", "processor-seconds" in the user's language.
    [[nodiscard]] static QString unit_text(const QString& unit);
    // "user" / "users" (`many`) and the other credential kinds in the user's language.
    [[nodiscard]] static QString kind_text(const QString& kind, bool many);
    // A list of names the core wrote ("'a', 'b' and 3 more"), its words in the user's language.
    [[nodiscard]] static QString list_text(const QString& list);
};

}  // namespace outrigger::gui
