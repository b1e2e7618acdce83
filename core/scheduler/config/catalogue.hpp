#pragma once

// The catalogue of maui.cfg names Outrigger knows: every parameter of the five guide chapters and
// the spec, the attributes of each *CFG kind, Maui parameters that are recognised but have no use
// here (maui_unused.hpp says what each did in Maui), the Maui 3.0 forms read as their modern
// equivalents (legacy_forms.hpp), and the aliases the guide and Maui's source disagree on.
// maui_parameters.hpp checks Maui 3.3's whole parameter table against it. Immutable data: the document
// uses it to tell attribute lines from scalar lines and to suggest spellings, the typed view to
// pick value parsers, the GUI to group parameters into areas and to show tooltips and editors.
// Lookups are case-insensitive and resolve aliases.

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace outrigger {

// The GUI's grouping of parameters (the workbench tree).
enum class ConfigArea : unsigned char {
    Priority,
    Fairshare,
    Throttling,
    Reservations,
    Backfill,
    Nodes,
    Other
};
inline constexpr std::size_t kConfigAreas = 7;
std::string_view area_name(ConfigArea a);  // "Priority", ...

// How a value is written and edited.
enum class ValueKind : unsigned char {
    Integer,     // 42
    Number,      // 1.5, -10
    Duration,    // [[[DD:]HH:]MM:]SS or INFINITY
    Boolean,     // TRUE/FALSE (also YES/NO, ON/OFF, 1/0)
    Enum,        // one of `choices`
    List,        // names separated by , | : (flag lists are Lists with `choices`)
    String,      // free text
    Attributes,  // XXXCFG[name] ATTR=VALUE ...
    Limit,       // [soft,]hard integer (MAXJOB=4, MAXPROC=8,16), or a duration for MAXWC
    FsTarget,    // N, N+, N-, N^, N%
    Resources,   // PROCS:2;MEM:512 or PROCS=2,MEM=512
    TypedName,   // TYPE:NAME (OWNER=USER:tom)
    Acl,         // a List whose entries carry ACL marks: !name, name*, name+ name- name=
};
std::string_view value_kind_name(ValueKind k);

// What Outrigger does with the name.
enum class Usage : unsigned char {
    Used,           // read by the scheduler
    KnownUnused,    // a real Maui name Outrigger has no use for: kept, noted
    Behaviourless,  // documented but without a defined behaviour: kept, warned "accepted, no effect"
    Legacy,         // a Maui 3.0 form read as its modern equivalent (config/legacy_forms.hpp)
};

// The *CFG kinds: which table of attributes an attribute line uses.
enum class CfgKind : unsigned char { User, Group, Account, Qos, Class, System, Standing, Node };

struct ParameterInfo {
    std::string_view name;  // canonical upper-case name
    ConfigArea area = ConfigArea::Other;
    ValueKind kind = ValueKind::String;
    std::string_view default_value;             // as maui.cfg would write it; empty when none
    std::string_view description;               // one or two plain sentences (a tooltip)
    std::span<const std::string_view> choices;  // Enum and flag-list values
    bool indexed = false;  // PARAM[index] (RESERVATIONDEPTH[1], QOSQTTARGET[high], every *CFG)
    Usage usage = Usage::Used;
    std::optional<CfgKind> cfg_kind;  // set for the *CFG parameters (kind == Attributes)
    std::string_view note;            // KnownUnused: what it did in Maui and why it has no effect here
};

struct AttributeInfo {
    std::string_view name;  // canonical upper-case name, without any [index]
    ValueKind kind = ValueKind::String;
    std::string_view default_value;
    std::string_view description;
    std::span<const std::string_view> choices;
    bool indexed = false;  // takes an index: MAXJOB[GROUP], MAXPROC[USER:steve]
    Usage usage = Usage::Used;
    std::string_view note;  // KnownUnused and Behaviourless: what it did in Maui, why no effect here
};

// Every parameter, in catalogue order (grouped by area).
std::span<const ParameterInfo> all_parameters();
// The parameter, or nullptr. Case-insensitive; aliases (SERVWEIGHT, TARGWEIGHT, SCHEDULINGCRITERIA,
// ACCTCFG, ...) give their canonical entry.
const ParameterInfo* find_parameter(std::string_view name);
// The canonical name an alias stands for, or nullopt when `name` is not an alias.
std::optional<std::string_view> parameter_alias_target(std::string_view name);

// The attributes of one *CFG kind, and lookup by name (case-insensitive, without [index];
// attribute aliases such as ACCTLIST resolve).
std::span<const AttributeInfo> attributes_of(CfgKind k);
const AttributeInfo* find_attribute(CfgKind k, std::string_view name);
std::string_view cfg_kind_parameter(CfgKind k);  // "USERCFG", ..., "SRCFG", "NODECFG"
// Misspellings printed in the guide itself (ACCCOUNTLIST in the reservation chapter's example 4):
// accepted as the right attribute, with a warning that names it. nullopt for any other name.
std::optional<std::string_view> documented_misspelling(std::string_view attribute);

// The nearest known parameter (or attribute of `k`) to a misspelt name by edit distance, when it is
// close enough to be a plausible typo (at most 2 edits, or 3 for names of 9+ letters).
std::optional<std::string_view> nearest_known_name(std::string_view name);
std::optional<std::string_view> nearest_attribute_name(CfgKind k, std::string_view name);

// Case-insensitive Damerau-Levenshtein (optimal string alignment) distance.
std::size_t edit_distance(std::string_view a, std::string_view b);

}  // namespace outrigger
