#pragma once

// Display texts for the catalogue's plain-English data. The core has no Qt: area names, value
// kinds and parameter descriptions are data there, and are turned into the user's language here
// through one fixed translation context per kind of text ("ConfigArea", "ValueKind",
// "ConfigCatalogue"), so they can be translated in the same .ts files as the GUI chrome.

#include <QString>

#include "config/catalogue.hpp"
#include "config/diagnostic.hpp"

namespace outrigger::gui {

QString area_title(ConfigArea area);
QString value_kind_title(ValueKind kind);
// A catalogue description in the current language (English when no translation exists).
QString describe(std::string_view description);
QString severity_title(Diagnostic::Severity severity);

}  // namespace outrigger::gui
