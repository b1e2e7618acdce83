#pragma once

// The impact report (engine/impact_plan.hpp) in two renderers of the same facts: a Maui-style
// text layout for orsim and orctl, and JSON ("outrigger.impact/1") for the service and the GUI.

#include <nlohmann/json.hpp>
#include <string>

#include "engine/impact_plan.hpp"
#include "model/calendar.hpp"

namespace outrigger {

[[nodiscard]] std::string impact_text(const ImpactReport& report, const LocalCalendar& calendar);
[[nodiscard]] nlohmann::json impact_json(const ImpactReport& report);
// The report back from impact_json (what a client of the service reads); nullopt with `error`
// naming the field when malformed.
[[nodiscard]] std::optional<ImpactReport> impact_from_json(const nlohmann::json& j, std::string& error);

}  // namespace outrigger
