#pragma once

// Parsers for the small value syntaxes of maui.cfg, shared by the typed view and the GUI's typed
// editors (which validate text as it is typed). Each returns nullopt (or an error text) on bad
// input; none throws.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "config/settings.hpp"

namespace outrigger {

// TRUE/FALSE, YES/NO, ON/OFF, 1/0 (case-insensitive).
std::optional<bool> parse_bool(std::string_view text);
// A whole number with an optional sign; nullopt on anything else or overflow.
std::optional<std::int64_t> parse_integer(std::string_view text);
// A finite decimal number (`1`, `-2.5`, `.5`, `1e3`).
std::optional<double> parse_number(std::string_view text);

// `N`, `N+`, `N-`, `N^`, `N%` (guide 6.3).
std::optional<FsTarget> parse_fstarget(std::string_view text);

// A list value split on `,` `|` `:` and blanks (bare words appended by the document), keeping
// separators inside brackets (`node[1-2,5]`) and dropping empty items. Each item carries its byte
// position within `text` for diagnostics.
struct ListItem {
    std::string_view text;
    std::size_t position = 0;
};
std::vector<ListItem> split_list(std::string_view text, std::string_view separators = ",|: \t");

// `NAME:VALUE` / `NAME=VALUE` pairs separated by `;` or `,` (RESOURCES, GRES).
struct ResourcePair {
    std::string name;  // upper-cased
    std::string value;
    std::size_t position = 0;  // of the name within the text
};
// The pairs, or an error text naming the bad piece (and its position in `error_position`).
struct ResourcePairs {
    std::vector<ResourcePair> pairs;
    std::string error;
    std::size_t error_position = 0;
    std::string error_item;  // the item that is not NAME:VALUE or NAME=VALUE
};
ResourcePairs parse_resource_pairs(std::string_view text);

// An ACL item: `!name`, `name*`, `name+`, `name-`, `name=` (marks may combine: `!name*`).
struct AclItem {
    std::string name;
    bool negated = false;
    bool required = false;
    Affinity affinity = Affinity::Positive;
};
AclItem parse_acl_item(std::string_view text);

}  // namespace outrigger
