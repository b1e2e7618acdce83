#pragma once

// What an edit of maui.cfg changed, as Maui's changeparam commands: the workbench connected to a
// service sends its configuration edits this way, so that the service edits its own maui.cfg
// losslessly (every byte it did not change kept) instead of taking the workbench's file whole.
// Compared are the parameters in force (engine/config_report.hpp), so a value moved to another
// line or rewritten with the same meaning is no change. A parameter removed is a changeparam with
// `reset` and no value (back to its default), and a *CFG line that lost an attribute one with
// `reset` and its whole new value (setting the pairs one by one would keep the lost one).

#include <map>
#include <string>
#include <vector>

#include "config/document.hpp"
#include "engine/command.hpp"

namespace outrigger::gui {

// "NAME" or "NAME[index]" -> its value in force (a *CFG line's attributes as ATTR=VALUE pairs).
using ParametersInForce = std::map<std::string, std::string>;

[[nodiscard]] ParametersInForce parameters_in_force(const ConfigDocument& doc);

struct ConfigChanges {
    // One changeparam for each parameter whose value in force differs, in the order of `after`,
    // then one reset for each parameter in force before and gone after, in name order.
    std::vector<ChangeparamCommand> set;
    [[nodiscard]] bool empty() const { return set.empty(); }
};

[[nodiscard]] ConfigChanges config_changes(const ParametersInForce& before, const ConfigDocument& after);

}  // namespace outrigger::gui
