#pragma once

// A finding's message in the user's language. The core writes its diagnostics in English from a
// fixed set of sentence shapes ("expected a number for {}, found '{}'"); each shape known here is
// recognised with its arguments and rewritten through tr() (context "DiagnosticText"), so German
// and French users read "erwartet eine Zahl für FSWEIGHT, gefunden 'abc'". A message of a shape
// not known here is shown as the core wrote it. Catalogue notes inside a message are translated
// as catalogue texts (config_texts.hpp).

#include <QCoreApplication>
#include <QString>
#include <string_view>

namespace outrigger::gui {

class DiagnosticText {
    Q_DECLARE_TR_FUNCTIONS(DiagnosticText)
  public:
    [[nodiscard]] static QString of(std::string_view message);
    // "processors", "seconds of walltime", "processor-seconds" in the user's language.
    [[nodiscard]] static QString unit_text(const QString& unit);
};

}  // namespace outrigger::gui
