#include "gui/standing/standing_week.hpp"

#include <QDateTime>
#include <QLocale>
#include <algorithm>
#include <map>

#include "reservation/reservation.hpp"

namespace outrigger::gui {

namespace {

constexpr std::int64_t kDay = 86400;

QString access_of(const StandingReservationConfig& sr) {
    if (sr.acl.empty()) return StandingWeek::tr("no job may use it (no access list)");
    std::map<std::string, QStringList> lists;
    for (const AclEntry& e : sr.acl)
        lists[std::string(acl_type_keyword(e.type))].push_back(QString::fromStdString(acl_entry_text(e)));
    QStringList parts;
    for (const auto& [keyword, entries] : lists)
        parts.push_back(QString::fromStdString(keyword) + QLatin1Char('=') + entries.join(QLatin1Char(',')));
    return parts.join(QLatin1Char(' '));
}

QString nodes_of(const StandingReservationConfig& sr, const CalendarInstance& i) {
    if (!sr.host_list.empty() && sr.task_count == 0) {
        QStringList hosts;
        for (const auto& h : sr.host_list) hosts.push_back(QString::fromStdString(h));
        return hosts.join(QLatin1Char(','));
    }
    if (sr.task_count == 0)
        return StandingWeek::tr("every node (%n held)", nullptr, static_cast<int>(i.nodes.size()));
    return StandingWeek::tr("%n node(s)", nullptr, static_cast<int>(i.nodes.size()));
}

}  // namespace

Time week_of(const LocalCalendar& calendar, Time t) {
    return calendar.week_start(t);
}

StandingWeek::StandingWeek(WeekInputs inputs) : inputs_(std::move(inputs)) {
    const LocalCalendar& cal = inputs_.calendar;
    midnights_[0] = inputs_.week_start;
    for (std::size_t d = 1; d < midnights_.size(); ++d) midnights_[d] = cal.next_midnight(midnights_[d - 1]);
    calendar_ = standing_calendar(inputs_.standing, *inputs_.cluster, cal, inputs_.allocation, inputs_.now,
                                  Interval{midnights_[0], midnights_[7]});

    for (std::size_t k = 0; k < calendar_.instances.size(); ++k) {
        const CalendarInstance& ci = calendar_.instances[k];
        const StandingReservationConfig& sr = inputs_.standing[ci.standing];
        QStringList conflicts;
        for (const InstanceConflict& c : ci.conflicts) conflicts.push_back(conflict_text(c));
        for (int d = 0; d < 7; ++d) {
            const Interval day{midnights_[static_cast<std::size_t>(d)],
                               midnights_[static_cast<std::size_t>(d) + 1]};
            const Time s = std::max(ci.span.start, day.start);
            const Time e = std::min(ci.span.end, day.end);
            if (s >= e) continue;
            WeekBlock b;
            b.instance = static_cast<int>(k);
            b.standing = ci.standing;
            b.name = QString::fromStdString(ci.name);
            b.day = d;
            b.from = s == day.start ? 0 : cal.seconds_into_day(s);
            b.to = e == day.end ? kDay : cal.seconds_into_day(e);
            if (b.to <= b.from) b.to = std::min<std::int64_t>(kDay, b.from + 60);  // a DST-folded sliver
            b.continues_before = ci.span.start < day.start;
            b.continues_after = ci.span.end > day.end;
            b.state = ci.state;
            b.nodes = nodes_of(sr, ci);
            b.access = access_of(sr);
            b.conflicts = conflicts;
            blocks_.push_back(std::move(b));
        }
    }
    for (int d = 0; d < 7; ++d) {
        std::vector<std::size_t> members;
        std::vector<LaneInput> lanes;
        for (std::size_t i = 0; i < blocks_.size(); ++i)
            if (blocks_[i].day == d) {
                members.push_back(i);
                lanes.push_back({blocks_[i].from, blocks_[i].to});
            }
        const std::vector<LanePlace> places = lay_out_lanes(lanes);
        for (std::size_t m = 0; m < members.size(); ++m) blocks_[members[m]].place = places[m];
    }
}

std::pair<int, std::int64_t> StandingWeek::place_of(Time t) const {
    for (int d = 0; d < 7; ++d)
        if (midnights_[static_cast<std::size_t>(d)] <= t && t < midnights_[static_cast<std::size_t>(d) + 1])
            return {d, inputs_.calendar.seconds_into_day(t)};
    return {-1, 0};
}

QString StandingWeek::day_title(int day) const {
    const Time t = midnights_[static_cast<std::size_t>(std::clamp(day, 0, 6))];
    const qint64 unix = t.seconds() + inputs_.calendar.epoch() + inputs_.calendar.utc_offset(t);
    const QDate date = QDateTime::fromSecsSinceEpoch(unix, Qt::UTC).date();
    return QLocale().toString(date, QStringLiteral("ddd d MMM"));
}

QString StandingWeek::clock_text(std::int64_t seconds) {
    return QStringLiteral("%1:%2")
        .arg(seconds / 3600, 2, 10, QLatin1Char('0'))
        .arg((seconds % 3600) / 60, 2, 10, QLatin1Char('0'));
}

QString StandingWeek::conflict_text(const InstanceConflict& c) const {
    if (c.kind == InstanceConflict::Kind::SharedHost)
        return tr("node %1 is also dedicated to %2 at the same time")
            .arg(QString::fromStdString(c.host), QString::fromStdString(c.other));
    QStringList why;
    if (c.passed_over.no_room > 0)
        why.push_back(tr("%n node(s) already reserved", nullptr, static_cast<int>(c.passed_over.no_room)));
    if (c.passed_over.other_partition > 0)
        why.push_back(
            tr("%n node(s) in another partition", nullptr, static_cast<int>(c.passed_over.other_partition)));
    if (c.passed_over.missing_features > 0)
        why.push_back(
            tr("%n node(s) without the features", nullptr, static_cast<int>(c.passed_over.missing_features)));
    if (c.passed_over.not_up > 0)
        why.push_back(tr("%n node(s) not up", nullptr, static_cast<int>(c.passed_over.not_up)));
    QString text = tr("cannot be placed whole: %1 of %2 tasks").arg(c.tasks_held).arg(c.tasks_wanted);
    if (!why.isEmpty()) text += QStringLiteral(" (") + why.join(QStringLiteral(", ")) + QLatin1Char(')');
    return text;
}

QString StandingWeek::describe(const WeekBlock& b) const {
    QString state;
    switch (b.state) {
        case InstanceState::Past:
            state = tr("past");
            break;
        case InstanceState::Held:
            state = tr("held by the scheduler");
            break;
        case InstanceState::Ghost:
            state = tr("beyond DEPTH, not made yet");
            break;
    }
    QString text =
        tr("%1, %2 %3 to %4, %5; %6; access: %7")
            .arg(b.name, day_title(b.day), clock_text(b.from), clock_text(b.to), state, b.nodes, b.access);
    if (!b.conflicts.isEmpty())
        text += QStringLiteral("; ") + tr("conflict: %1").arg(b.conflicts.join(QStringLiteral("; ")));
    return text;
}

QStringList StandingWeek::conflict_lines() const {
    QStringList out;
    for (const CalendarInstance& ci : calendar_.instances) {
        const auto [day, seconds] = place_of(std::max(ci.span.start, midnights_[0]));
        for (const InstanceConflict& c : ci.conflicts)
            out.push_back(tr("%1, %2 %3: %4")
                              .arg(QString::fromStdString(ci.name), day_title(day), clock_text(seconds),
                                   conflict_text(c)));
    }
    for (const std::size_t s : calendar_.not_made) {
        QString why;
        for (const Diagnostic& d : calendar_.diagnostics)
            if (d.severity == Diagnostic::Severity::Error &&
                d.file.find("SRCFG[" + inputs_.standing[s].name + "]") != std::string::npos)
                why = QString::fromStdString(d.message);
        out.push_back(
            tr("%1 makes no instance: %2").arg(QString::fromStdString(inputs_.standing[s].name), why));
    }
    return out;
}

}  // namespace outrigger::gui
