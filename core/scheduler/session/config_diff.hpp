#pragma once

// Which parameters two maui.cfg files set differently: the question a comparison's reader asks
// first. Compared by effective value, as the scheduler reads the file: the last occurrence of
// PARAM[index] for a plain parameter, and per ATTR of a *CFG line (USERCFG[alice] FSTARGET=,
// SRCFG[night] PERIOD=, ...) the last occurrence across that PARAM[index]'s lines, since
// attributes accumulate. Names are compared canonically (aliases resolved, case folded); values
// as written, outer spaces removed. A parameter one file sets and the other leaves to its default
// is a difference (the default is not guessed).

#include <optional>
#include <string>
#include <vector>

#include "config/document.hpp"

namespace outrigger {

struct ConfigDifference {
    std::string parameter;         // canonical, with its index: "FSWEIGHT", "USERCFG[alice]", "SRCFG[night]"
    std::string attribute;         // for *CFG lines: "FSTARGET", "MAXJOB[GROUP]"; empty for a plain parameter
    std::optional<std::string> a;  // the value in A; none when A does not set it
    std::optional<std::string> b;
    int line_a = 0;  // where A sets it (0: not set)
    int line_b = 0;
};

// In A's order of first appearance, then what only B sets in B's order.
[[nodiscard]] std::vector<ConfigDifference> diff_configs(const ConfigDocument& a, const ConfigDocument& b);

}  // namespace outrigger
