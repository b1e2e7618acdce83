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

#include "model/calendar.hpp"
#include "model/credentials.hpp"
#include "policy/fairshare/window.hpp"

namespace outrigger {

struct FsFileDiagnostic {
    std::string file;   // the file's path (or name) as given
    int line = 0;       // 1-based; 0 = the file as a whole
    int column = 0;     // 1-based; 0 = the whole line
    bool error = true;  // false: a warning (something was assumed)
    std::string message;
    [[nodiscard]] std::string to_string() const;  // "FS.1000:3:6: error: ..."
};

// Credentials with no usage in the window are left out.
[[nodiscard]] std::string format_fs_window(const FsWindow& window, const Names& names,
                                           const LocalCalendar& calendar);

struct FsWindowParse {
    FsWindow window;  // whatever could be read
    std::vector<FsFileDiagnostic> diagnostics;
};
// `start` comes from the file name; `fallback_length` is used (with a warning) when the header
// is missing or unreadable. Names met in the file are interned into `names`.
[[nodiscard]] FsWindowParse parse_fs_window(std::string_view text, std::string_view file, Time start,
                                            Duration fallback_length, Names& names);

}  // namespace outrigger
