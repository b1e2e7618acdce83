#pragma once

// Every parameter and attribute description of the config catalogue, in English, as collected at
// build time (catalogue_texts_tool.cpp). They are translated in the "ConfigCatalogue" context
// (config_texts.hpp describe()); the list lets tests check that every one has a translation.

#include <span>

namespace outrigger::gui {

std::span<const char* const> catalogue_source_texts();

}  // namespace outrigger::gui
