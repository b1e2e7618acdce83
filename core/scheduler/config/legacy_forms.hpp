#pragma once

// The Maui 3.0 parameter forms that Maui 3.3 still honours, each with the modern attribute it
// stands for: the SR* family is one standing reservation per index (SRSTARTTIME[1] is
// SRCFG[1] STARTTIME), the *PER*COUNT/POLICY throttling family is the DEFAULT credential's limits
// (MAXJOBPERUSERCOUNT is USERCFG[DEFAULT] MAXJOB, its S... form the soft limit), and the QOS*
// family is one QOS per index (QOSPRIORITY[high] is QOSCFG[high] PRIORITY). The catalogue knows
// them as Usage::Legacy; config/legacy.hpp reads them and rewrites them.

#include <optional>
#include <span>
#include <string_view>

#include "config/catalogue.hpp"

namespace outrigger {

enum class LegacyFamily : unsigned char { StandingReservation, Throttling, Qos };

enum class LegacyRole : unsigned char {
    Attribute,  // the value is the modern attribute's value
    Name,       // SRNAME[i], QOSNAME[i]: names the object of index i
    HardCount,  // MAX...COUNT: the hard limit
    SoftCount,  // SMAX...COUNT: the soft limit
    Policy,     // MAX...POLICY: ON or OFF for the pair of counts
};

struct LegacyForm {
    std::string_view name;  // "SRSTARTTIME", "SMAXJOBPERUSERCOUNT"
    LegacyFamily family = LegacyFamily::StandingReservation;
    LegacyRole role = LegacyRole::Attribute;
    CfgKind kind = CfgKind::Standing;  // the *CFG it maps onto
    std::string_view attribute;        // the modern attribute ("STARTTIME", "MAXJOB"); empty for Name
};

std::span<const LegacyForm> legacy_forms();
// Case-insensitive; nullptr for any other name.
const LegacyForm* find_legacy_form(std::string_view name);
// The object a throttling form limits: always DEFAULT (every credential without its own limit).
inline constexpr std::string_view kLegacyThrottleObject = "DEFAULT";

// Values Maui once accepted and Maui 3.3 no longer does, with the value that replaced them:
// FSPOLICY PSDEDICATED (Maui's own sample maui.cfg) is DEDICATEDPS. nullopt for any other pair.
std::optional<std::string_view> legacy_value_replacement(std::string_view parameter, std::string_view value);

// Values Maui 3.3 accepts for which Outrigger has no behaviour of its own: read as the nearest
// value Outrigger has, with a warning saying what the value did in Maui.
struct NearestValue {
    std::string_view parameter;
    std::string_view value;
    std::string_view read_as;
    std::string_view did;  // what the value did in Maui
};
std::span<const NearestValue> nearest_values();
// Case-insensitive; nullptr for any other pair.
const NearestValue* nearest_value(std::string_view parameter, std::string_view value);

}  // namespace outrigger
