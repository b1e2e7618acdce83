#pragma once

// What a calendar gesture does to maui.cfg: a new text of the document with SRCFG[name]'s
// attributes changed, so that the saved file differs from the open one only in the lines the
// gesture touched (the document splices only those; config/document.hpp). Each function returns
// the edits, or why the gesture cannot be written as SRCFG attributes (a refusal the panel words).
//
// Times: PERIOD=DAY moves STARTTIME/ENDTIME within the day and turns DAYS; PERIOD=WEEK moves the
// week offsets (D:HH:MM:SS, day 0 Sunday); PERIOD=INFINITY has no time to move.

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "config/document.hpp"
#include "config/settings.hpp"

namespace outrigger::gui {

// One attribute of SRCFG[name]: a new value, or nullopt to remove it.
struct AttributeEdit {
    std::string attribute;
    std::optional<std::string> value;
    bool operator==(const AttributeEdit&) const = default;
};

// Why a gesture is refused.
enum class EditRefusal : std::uint8_t {
    None,
    CrossesMidnight,    // a PERIOD=DAY window would leave its day: two reservations are needed
    LeavesWeek,         // a PERIOD=WEEK window would leave its week
    TooShort,           // ENDTIME would not be after STARTTIME
    PermanentHasNoTime  // PERIOD=INFINITY
};

struct TimeEdit {
    std::vector<AttributeEdit> edits;  // empty with refusal None: nothing changes
    EditRefusal refusal = EditRefusal::None;
};

// Moves every instance of `sr` by `days` whole days and `seconds`, or (resize) its end by
// `end_seconds`, as SRCFG attributes.
[[nodiscard]] TimeEdit move_series(const StandingReservationConfig& sr, int days, std::int64_t seconds);
[[nodiscard]] TimeEdit resize_series(const StandingReservationConfig& sr, std::int64_t end_seconds);

// A new daily reservation on weekday `day` (0 = Sunday) from `start` to `end` seconds into the
// day, one task (a small first guess the editor changes), DEPTH as the default.
[[nodiscard]] std::vector<AttributeEdit> new_daily(int day, std::int64_t start, std::int64_t end);
// A new weekly reservation between two week offsets (a drag over several days).
[[nodiscard]] std::vector<AttributeEdit> new_weekly(std::int64_t start, std::int64_t end);

// The document's text after `edits` on SRCFG[name] (the entry is added when new).
[[nodiscard]] std::string edited_text(const ConfigDocument& doc, const std::string& name,
                                      std::span<const AttributeEdit> edits);
// The document's text without SRCFG[name].
[[nodiscard]] std::string removed_text(const ConfigDocument& doc, const std::string& name);
// The document's text with weekday `day` (0 = Sunday) of SRCFG[name] split off into an entry of
// its own, SRCFG[split_name]: one new line with every attribute of the original as written (the
// last value of each) and DAYS=<day>, while the original's DAYS loses that day. The two entries
// make the same instances the one did (DEPTH counts days, not instances); an edit of the new
// entry then changes that weekday of every week and nothing else. Only for PERIOD=DAY entries
// whose DAYS hold more than that day.
[[nodiscard]] std::string split_weekday_text(const ConfigDocument& doc, const std::string& name, int day,
                                             const std::string& split_name);
// A name for weekday `day` split off SRCFG[name] that no SRCFG uses: "night_wed", "night_wed2", ...
[[nodiscard]] std::string weekday_name(const ConfigDocument& doc, const std::string& name, int day);
// A name no SRCFG of the document uses: "sr1", "sr2", ...
[[nodiscard]] std::string fresh_name(const ConfigDocument& doc, int skip = 0);

// DAYS as maui.cfg writes it: "ALL", or "MON,WED" in week order from Sunday.
[[nodiscard]] std::string days_text(std::uint8_t days);

}  // namespace outrigger::gui
