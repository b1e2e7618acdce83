#pragma once

// Every parameter and attribute description of the config catalogue, and every note on what a Maui
// parameter or attribute Outrigger keeps without effect did in Maui, in English, as collected at
// build time (catalogue_texts_tool.cpp) from the core's own strings. They are translated in the
// "ConfigCatalogue" context (config_texts.hpp describe()); the lists let tests check that every
// one has a translation.

#include <span>

namespace outrigger::gui {

std::span<const char* const> catalogue_source_texts();
// The notes that end "... keeps without effect: <note>" findings (ParameterInfo::note,
// AttributeInfo::note).
std::span<const char* const> catalogue_note_texts();

}  // namespace outrigger::gui
