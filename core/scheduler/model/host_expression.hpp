#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace outrigger {

// Host expressions as maui.cfg writes them: plain names, comma lists, and bracketed ranges that
// keep zero padding: "node[001-003]" -> node001 node002 node003; "node0[1-9]" -> node01..node09;
// "n[1-2,5]" -> n1 n2 n5; several brackets multiply out. Returns the error text (with the column,
// 1-based within `expr`) instead of names when the expression is malformed.
struct HostExpansion {
    // What is wrong, for a front end that words it itself; `error` says it in English.
    enum class Fault : unsigned char {
        None,
        CloseWithoutOpen,
        OpenWithoutClose,
        ExpectedRange,
        RangeBackwards,
        RangeTooLarge
    };
    std::vector<std::string> hosts;
    std::string error;  // empty when the expression is well formed
    int error_column = 0;
    Fault fault = Fault::None;
    std::string fault_range;  // the range at fault, for the last three faults
};
HostExpansion expand_hosts(std::string_view expr);

// The inverse for display: consecutive numbered names with the same prefix, suffix and width fold
// into ranges ("node001","node002","node003","node010" -> "node[001-003,010]").
std::string compress_hosts(const std::vector<std::string>& hosts);

}  // namespace outrigger
