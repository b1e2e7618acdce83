#pragma once

// Maui parameters that Outrigger recognises and keeps but that have no effect here: what each did
// in Maui and why it does nothing in Outrigger. A site's old maui.cfg loads without "unknown
// parameter" errors, and check-config's note on each such line tells the manager what was dropped
// and why, instead of a bare "not used".

#include <span>
#include <string_view>

namespace outrigger {

struct UnusedMauiParameter {
    std::string_view name;
    std::string_view did;  // what the parameter did in Maui
    std::string_view why;  // why it has no effect in Outrigger
    bool indexed = false;  // written PARAM[index] in Maui (RMCFG[base], SCHEDCFG[name])
};

std::span<const UnusedMauiParameter> unused_maui_parameters();

}  // namespace outrigger
