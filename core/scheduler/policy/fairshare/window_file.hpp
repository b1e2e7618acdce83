#pragma once

// The text of one fairshare window file, FS.<epoch of window start> (guide 6.3.2.3):
//
//   # Fairshare Data File (Duration: 172800 Seconds) Starting: Fri Aug 18 18:00:00 2000
//
//   User USERA 150000.000
//   Group GROUPA 350000.000
//   ...
//   TOTAL 600000.000
//
// The window's start is the epoch in the file name; the header's date is for people. Types are
// User, Group, Account (Acct), QOS, Class, case-insensitive. Parsing never stops at a bad line:
// each one is reported with its line and column and the rest of the file still loads.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "config/diagnostic.hpp"
#include "model/calendar.hpp"
#include "model/credentials.hpp"
#include "policy/fairshare/window.hpp"

namespace outrigger {

// A finding about an FS.<epoch> file: a Diagnostic naming the file as given, its line (0: the file
// as a whole) and column (0: the whole line); a warning when something was assumed.
[[nodiscard]] Diagnostic fs_file_finding(std::string file, int line, int column, bool error,
                                         std::string message);

// Credentials with no usage in the window are left out.
[[nodiscard]] std::string format_fs_window(const FsWindow& window, const Names& names,
                                           const LocalCalendar& calendar);

struct FsWindowParse {
    FsWindow window;  // whatever could be read
    std::vector<Diagnostic> diagnostics;
};
// `start` comes from the file name; `fallback_length` is used (with a warning) when the header
// is missing or unreadable. Names met in the file are interned into `names`.
[[nodiscard]] FsWindowParse parse_fs_window(std::string_view text, std::string_view file, Time start,
                                            Duration fallback_length, Names& names);

}  // namespace outrigger
