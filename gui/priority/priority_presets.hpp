#pragma once

// The weight presets every installation has, beside the user's own (kept in QSettings by the
// Priority panel): Maui's defaults, and two contrasting site styles to start tuning from. A
// preset sets every weight and cap (the keys of all_weight_keys()); other priority settings
// (accrual, XFMINWCLIMIT) stay as the configuration has them.
//   "Maui's defaults"     every component weight 1, every subcomponent weight 0 but QUEUETIME 1,
//                         no caps: first come, first served (guide 5.1.2);
//   "Fair shares first"   a site that promises each group its share: fairshare usage against
//                         targets dominates (FSUSER, FSGROUP), QOS priority next, queue time only
//                         breaks ties;
//   "Short jobs first"    a throughput site: the expansion factor (waiting time relative to the
//                         job's length) dominates, so short jobs start soon and long waits catch
//                         up; fairshare plays no part.

#include <QString>
#include <span>

#include "config/settings.hpp"

namespace outrigger::gui {

struct BuiltinPreset {
    const char* id;           // stable: "maui-defaults"
    const char* title;        // translated in the "PriorityPresets" context
    const char* description;  // likewise
    PrioritySettings (*weights)();
};

[[nodiscard]] std::span<const BuiltinPreset> builtin_presets();
// The built-in preset whose id or (translated) title is `name`, or null.
[[nodiscard]] const BuiltinPreset* find_builtin_preset(const QString& name);
[[nodiscard]] QString preset_title(const BuiltinPreset& preset);
[[nodiscard]] QString preset_description(const BuiltinPreset& preset);

}  // namespace outrigger::gui
