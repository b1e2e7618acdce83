#pragma once

// Attributes of Maui 3.3's *CFG tables (credentials, classes, QOS, standing reservations, nodes)
// that Outrigger recognises and keeps without effect, each with what it did in Maui and why it
// does nothing here: the catalogue adds them to their kinds, check-config shows the note.

#include <string_view>
#include <vector>

#include "config/catalogue.hpp"

namespace outrigger {

struct UnusedMauiAttribute {
    std::string_view name;
    std::string_view note;  // "in Maui it ...; why not here"
};

std::vector<UnusedMauiAttribute> unused_maui_attributes(CfgKind kind);

}  // namespace outrigger
