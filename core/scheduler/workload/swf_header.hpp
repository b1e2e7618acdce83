#pragma once

// The `;` comment lines at the top of an SWF file. Five keys matter to a replay (the machine size
// for the default cluster and the clock for calendar rules); every header line is kept as written
// so that the writer reproduces the header of a clean file exactly.

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace outrigger {

struct SwfHeader {
    std::optional<std::int64_t> max_nodes;        // MaxNodes
    std::optional<std::int64_t> max_procs;        // MaxProcs
    std::optional<std::int64_t> unix_start_time;  // UnixStartTime: s since the Unix epoch of log time 0
    std::optional<std::int64_t> time_zone;        // TimeZone: offset from UTC in s (fixed-offset zone)
    std::optional<std::string> time_zone_string;  // TimeZoneString: an IANA zone name ("US/Pacific")
    // Every header line in file order, the text after the leading ';' exactly as written
    // (" Version: 2.2"). The five keys above are parsed from these lines; when a key's value is
    // changed here, the writer writes the new value in that line's place.
    std::vector<std::string> lines;

    bool operator==(const SwfHeader&) const = default;
};

// Reads one header line (the text after ';') into `h`: appends it to h.lines and sets a typed
// key when the line carries one. A known key with a value that is not a number is kept as a line
// and returned as an error message ("MaxProcs: 'abc' is not an integer"); otherwise empty.
std::string read_swf_header_line(SwfHeader& h, std::string_view text);

// The `Key: value` pairs of header lines named `key` whose value starts with an integer id
// followed by a name, such as SDSC's `; Queue:  2  high`: id -> name. Used as a name mapping.
std::map<std::int64_t, std::string> swf_header_id_names(const SwfHeader& h, std::string_view key);

}  // namespace outrigger
