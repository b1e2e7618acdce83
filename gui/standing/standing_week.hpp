#pragma once

// One shown week of standing reservations as the calendar draws it: the instances of every SRCFG
// entry (reservation/standing_calendar.hpp: the engine's windows and placement) cut into day
// columns, Sunday first as Maui's week, and laid out side by side where they overlap
// (week_layout.hpp). Times in a column are local clock times, so a daily reservation sits at the
// same height on both sides of a DST change. Texts are translated here, under one context.

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <array>
#include <memory>
#include <vector>

#include "config/settings.hpp"
#include "gui/standing/week_layout.hpp"
#include "model/calendar.hpp"
#include "model/cluster.hpp"
#include "reservation/standing_calendar.hpp"

namespace outrigger::gui {

struct WeekBlock {
    int instance = -1;         // index into StandingWeek::calendar().instances
    std::size_t standing = 0;  // index into the SRCFG entries
    QString name;
    int day = 0;            // column: 0 = the week's Sunday
    std::int64_t from = 0;  // local seconds into the day, [from, to)
    std::int64_t to = 0;
    bool continues_before = false;  // the instance started on an earlier day
    bool continues_after = false;
    InstanceState state = InstanceState::Held;
    QString nodes;   // "n1,n2" (HOSTLIST) or "4 nodes"
    QString access;  // "CLASSLIST=batch USERLIST=alice", or that no job may use it
    QStringList conflicts;
    LanePlace place;
};

struct WeekInputs {
    std::vector<StandingReservationConfig> standing;
    std::shared_ptr<const Cluster> cluster;  // never null
    LocalCalendar calendar = LocalCalendar::utc();
    NodeAllocationPolicy allocation = NodeAllocationPolicy::LastAvailable;
    Time now;
    Time week_start;  // a local Sunday midnight
};

class StandingWeek {
    Q_DECLARE_TR_FUNCTIONS(StandingWeek)
  public:
    explicit StandingWeek(WeekInputs inputs);

    [[nodiscard]] const WeekInputs& inputs() const { return inputs_; }
    [[nodiscard]] const StandingCalendar& calendar() const { return calendar_; }
    [[nodiscard]] const std::vector<WeekBlock>& blocks() const { return blocks_; }
    // Local midnights of the seven days and of the day after.
    [[nodiscard]] const std::array<Time, 8>& midnights() const { return midnights_; }
    // The column and local seconds of `t`, or day -1 outside the week.
    [[nodiscard]] std::pair<int, std::int64_t> place_of(Time t) const;
    // "Mon 24 Nov" for column `day`.
    [[nodiscard]] QString day_title(int day) const;
    // What a screen reader says of a block: name, times, state, nodes, access, conflicts.
    [[nodiscard]] QString describe(const WeekBlock& block) const;
    // Every conflict of the week as "name, Mon 20:00: reason", and the entries that make nothing.
    [[nodiscard]] QStringList conflict_lines() const;

    [[nodiscard]] static QString clock_text(std::int64_t seconds);

  private:
    QString conflict_text(const InstanceConflict& c) const;

    WeekInputs inputs_;
    StandingCalendar calendar_;
    std::vector<WeekBlock> blocks_;
    std::array<Time, 8> midnights_{};
};

// Maui's week start (local Sunday 00:00) of the week holding `t`.
[[nodiscard]] Time week_of(const LocalCalendar& calendar, Time t);

}  // namespace outrigger::gui
