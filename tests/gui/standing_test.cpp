// The Standing reservations panel: the week calendar of the open maui.cfg's SRCFG entries, driven
// with the mouse and the keyboard. Each gesture is one undo step that changes only the lines it
// touches; the blocks are the engine's instances; overlapping blocks never share a column.

#include <gtest/gtest.h>

#include <QAccessible>
#include <QCheckBox>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>
#include <QUndoStack>
#include <future>
#include <map>
#include <random>
#include <sstream>

#include "../core/schedule/builders.hpp"
#include "config/document.hpp"
#include "config/typed_config.hpp"
#include "engine/command.hpp"
#include "engine/engine.hpp"
#include "gui/app/language.hpp"
#include "gui/client/embedded_engine_client.hpp"
#include "gui/client/replay_pacer.hpp"
#include "gui/config/config_model.hpp"
#include "gui/standing/impact_list.hpp"
#include "gui/standing/srcfg_dialog.hpp"
#include "gui/standing/srcfg_edit.hpp"
#include "gui/standing/standing_panel.hpp"
#include "gui/standing/week_layout.hpp"
#include "gui/standing/week_planner.hpp"
#include "gui/standing/week_view.hpp"
#include "model/host_expression.hpp"
#include "qt_app.hpp"
#include "screenshot.hpp"
#include "session/run_inputs.hpp"
#include "session/stepped_replay.hpp"

namespace outrigger::testing {
namespace {

using gui::StandingPanel;
using gui::WeekView;

constexpr std::int64_t kSunday20260301 = 1772323200;  // core time 0: Sunday 2026-03-01 00:00 UTC
constexpr std::int64_t kHour = 3600;
// The room the panel has in the workbench's default window (1280 x 800, less the panel list, the
// menu and the status bar).
const QSize kPanelSize(1090, 700);

const char* const kSite =
    "# A small site for the calendar.\n"
    "RESERVATIONDEPTH[0] 1\n"
    "SRCFG[night] STARTTIME=20:00:00 ENDTIME=24:00:00 TASKCOUNT=2 CLASSLIST=q1\n"
    "\n"
    "SRCFG[day]   DAYS=MON,TUE,WED,THU,FRI STARTTIME=08:00:00 ENDTIME=17:00:00\n"
    "SRCFG[day]   HOSTLIST=n1,n2 USERLIST=alice DEPTH=3   # office hours\n"
    "BACKFILLPOLICY FIRSTFIT\n";

std::shared_ptr<const Cluster> four_nodes() {
    auto c = std::make_shared<Cluster>();
    const PartitionId p = c->add_partition("batch");
    for (const auto& h : expand_hosts("n[1-4]").hosts) {
        Node n;
        n.name = h;
        n.partition = p;
        n.capacity.procs = 8;
        c->add_node(std::move(n));
    }
    return c;
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

// The lines of `after` that are not the same line of `before` (files of equal length), or the
// added lines when `after` is longer and otherwise equal in order.
std::vector<std::string> changed_lines(const std::string& before, const std::string& after) {
    const auto a = lines_of(before);
    const auto b = lines_of(after);
    std::vector<std::string> out;
    if (a.size() == b.size()) {
        for (std::size_t i = 0; i < a.size(); ++i)
            if (a[i] != b[i]) out.push_back(b[i]);
        return out;
    }
    std::size_t i = 0;
    for (const auto& line : b) {
        if (i < a.size() && a[i] == line)
            ++i;
        else
            out.push_back(line);
    }
    EXPECT_EQ(i, a.size()) << "a line of the original went missing";
    return out;
}

struct Calendar {
    gui::ConfigModel model;
    QUndoStack undo;
    StandingPanel panel{&model, &undo};
    std::string original;
    int prompts = 0;
    bool pair_answer = true;

    explicit Calendar(std::string text = kSite, Time now = Time::from_seconds(86400 + 10 * kHour))
        : original(text) {
        model.set_document(ConfigDocument::parse(text, "maui.cfg"));
        panel.set_pair_prompt([this](QWidget*, const QString&) {
            ++prompts;
            return pair_answer;
        });
        panel.resize(kPanelSize);
        panel.show();
        panel.set_machine(four_nodes(), LocalCalendar::utc(kSunday20260301),
                          NodeAllocationPolicy::FirstAvailable, now);
        QApplication::processEvents();
    }
    WeekView& view() { return *panel.view(); }
    const std::string& text() const { return model.document().bytes(); }
    // The block of `name` in day column `day`.
    int block(const QString& name, int day) const {
        const auto& blocks = panel.week()->blocks();
        for (std::size_t i = 0; i < blocks.size(); ++i)
            if (blocks[i].name == name && blocks[i].day == day) return static_cast<int>(i);
        return -1;
    }
    QPoint at(int day, std::int64_t seconds) const {
        const QPointF p = panel.view()->point_at(day, seconds);
        return QPoint(static_cast<int>(p.x()) + 12, static_cast<int>(std::lround(p.y())));
    }
    void drag(QPoint from, QPoint to) {
        QTest::mousePress(&view(), Qt::LeftButton, {}, from);
        QTest::mouseMove(&view(), QPoint((from.x() + to.x()) / 2, (from.y() + to.y()) / 2));
        QTest::mouseMove(&view(), to);
        QTest::mouseRelease(&view(), Qt::LeftButton, {}, to);
        QApplication::processEvents();
    }
    std::optional<std::string> attribute(const char* name, const char* attr) const {
        return model.document().attribute("SRCFG", name, attr);
    }
};

// The engine's standing instances in the shown week that are not over, and the panel's held blocks,
// as (series, start, end).
using Instances = std::vector<std::tuple<std::string, Time, Time>>;
std::pair<Instances, Instances> engine_and_blocks(const ClusterView& view, const gui::StandingWeek& week) {
    const Interval shown{week.midnights()[0], week.midnights()[7]};
    Instances engine, blocks;
    for (const auto& res : view.reservations) {
        const std::string series = res.name.substr(0, res.name.find('.'));
        if (res.when.overlaps(shown) && res.when.end > view.now)
            engine.emplace_back(series, res.when.start, res.when.end);
    }
    for (const auto& i : week.calendar().instances)
        if (i.state == InstanceState::Held) blocks.emplace_back(i.name, i.span.start, i.span.end);
    std::sort(engine.begin(), engine.end());
    std::sort(blocks.begin(), blocks.end());
    return {engine, blocks};
}

RunInputs small_site(std::int64_t jobs = 12) {
    GeneratorParams params;
    params.jobs = jobs;
    params.nodes = 4;
    params.procs_per_node = 8;
    params.classes = 2;
    InputsResult r = generated_run_inputs(ConfigText{kSite, "maui.cfg"},
                                          "NODECFG[n[1-4]] PARTITION=batch PROCS=8\n", params);
    for (const auto& e : r.errors) ADD_FAILURE() << e;
    if (!r.inputs) throw std::runtime_error("small site inputs failed");
    return std::move(*r.inputs);
}

TEST(StandingLayout, OverlappingBlocksNeverShareALaneAndClustersShareTheirLaneCount) {
    std::mt19937 random(7);
    for (int round = 0; round < 400; ++round) {
        std::uniform_int_distribution<int> count(0, 14);
        std::uniform_int_distribution<std::int64_t> start(0, 95);
        std::uniform_int_distribution<std::int64_t> length(0, 24);
        std::vector<gui::LaneInput> blocks(static_cast<std::size_t>(count(random)));
        for (auto& b : blocks) {
            b.start = start(random) * 900;
            b.end = b.start + length(random) * 900;
        }
        const auto places = gui::lay_out_lanes(blocks);
        ASSERT_EQ(places.size(), blocks.size());
        auto overlap = [&](std::size_t i, std::size_t j) {
            const std::int64_t ei = std::max(blocks[i].end, blocks[i].start + 1);
            const std::int64_t ej = std::max(blocks[j].end, blocks[j].start + 1);
            return blocks[i].start < ej && blocks[j].start < ei;
        };
        int most_at_once = 0;
        for (std::size_t i = 0; i < blocks.size(); ++i) {
            ASSERT_GE(places[i].lane, 0);
            ASSERT_LT(places[i].lane, places[i].lanes);
            int at_start = 0;
            for (std::size_t j = 0; j < blocks.size(); ++j) {
                if (blocks[j].start <= blocks[i].start && overlap(i, j)) ++at_start;
                if (i == j || !overlap(i, j)) continue;
                ASSERT_NE(places[i].lane, places[j].lane)
                    << "round " << round << ": blocks " << i << " and " << j;
                ASSERT_EQ(places[i].lanes, places[j].lanes) << "round " << round;
            }
            most_at_once = std::max(most_at_once, at_start);
        }
        int lanes = 0;
        for (const auto& p : places) lanes = std::max(lanes, p.lanes);
        EXPECT_EQ(lanes, most_at_once) << "round " << round << ": no more lanes than blocks at one instant";
    }
}

TEST(StandingCalendarPanel, ShowsEveryInstanceWithItsLabelsHeldWithinDepthAndGhostsBeyond) {
    Calendar c;
    const gui::StandingWeek& week = *c.panel.week();
    // Sunday night is over at Monday 10:00; Monday's is held (DEPTH 2: Monday and Tuesday); the rest
    // are ghosts. Office hours: Monday to Friday, DEPTH 3 holds Monday to Wednesday.
    const auto state = [&](const char* name, int day) {
        return week.blocks()[static_cast<std::size_t>(c.block(name, day))].state;
    };
    EXPECT_EQ(state("night", 0), InstanceState::Past);
    EXPECT_EQ(state("night", 1), InstanceState::Held);
    EXPECT_EQ(state("night", 2), InstanceState::Held);
    EXPECT_EQ(state("night", 3), InstanceState::Ghost);
    EXPECT_EQ(state("day", 3), InstanceState::Held);
    EXPECT_EQ(state("day", 4), InstanceState::Ghost);
    EXPECT_EQ(c.block("day", 0), -1);
    EXPECT_EQ(c.block("day", 6), -1);
    const gui::WeekBlock& day = week.blocks()[static_cast<std::size_t>(c.block("day", 1))];
    EXPECT_EQ(day.from, 8 * kHour);
    EXPECT_EQ(day.to, 17 * kHour);
    EXPECT_EQ(day.nodes, QStringLiteral("n1,n2"));
    EXPECT_EQ(day.access, QStringLiteral("USERLIST=alice"));
    const gui::WeekBlock& night = week.blocks()[static_cast<std::size_t>(c.block("night", 1))];
    EXPECT_EQ(night.nodes, QStringLiteral("2 node(s)"));
    EXPECT_EQ(night.access, QStringLiteral("CLASSLIST=q1"));
    EXPECT_EQ(c.panel.conflicts()->count(), 1);  // "None: ..."
    EXPECT_EQ(c.panel.week_label()->text().left(7), QStringLiteral("Week of"));

    // Previous and next week, and back to today.
    c.panel.next_week();
    EXPECT_EQ(c.panel.week()->blocks()[static_cast<std::size_t>(c.block("night", 1))].state,
              InstanceState::Ghost);
    c.panel.previous_week();
    c.panel.previous_week();
    EXPECT_EQ(c.panel.week()->blocks()[static_cast<std::size_t>(c.block("night", 6))].state,
              InstanceState::Past);
    c.panel.today();
    EXPECT_EQ(c.panel.week()->blocks()[static_cast<std::size_t>(c.block("night", 1))].state,
              InstanceState::Held);
}

TEST(StandingCalendarPanel, ADragOnTheGridCreatesADailyReservationInOneUndoableLine) {
    Calendar c;
    c.drag(c.at(6, 10 * kHour), c.at(6, 12 * kHour));
    ASSERT_EQ(c.undo.count(), 1);
    EXPECT_EQ(
        changed_lines(c.original, c.text()),
        std::vector<std::string>{"SRCFG[sr1] DAYS=SAT STARTTIME=10:00:00 ENDTIME=12:00:00 TASKCOUNT=1"});
    EXPECT_GE(c.block("sr1", 6), 0);
    EXPECT_EQ(c.block("sr1", 5), -1);
    // Saved, the file is the original with that one line added.
    const auto file = output_dir() / "standing_create.cfg";
    std::string error;
    ASSERT_TRUE(c.model.document().save(file, error)) << error;
    EXPECT_EQ(changed_lines(c.original, read_bytes(file)).size(), 1U);
    c.undo.undo();
    EXPECT_EQ(c.text(), c.original);
}

TEST(StandingCalendarPanel, MouseMovesAndResizesTheWholeSeriesAndEscCancelsADrag) {
    Calendar c;
    // Monday's office hours, one day later and an hour later: every instance moves.
    c.drag(c.at(1, 12 * kHour), c.at(2, 13 * kHour));
    ASSERT_EQ(c.undo.count(), 1);
    EXPECT_EQ(c.attribute("day", "STARTTIME"), "09:00:00");
    EXPECT_EQ(c.attribute("day", "ENDTIME"), "18:00:00");
    EXPECT_EQ(c.attribute("day", "DAYS"), "TUE,WED,THU,FRI,SAT");
    EXPECT_EQ(changed_lines(c.original, c.text()),
              std::vector<std::string>{
                  "SRCFG[day]   DAYS=TUE,WED,THU,FRI,SAT STARTTIME=09:00:00 ENDTIME=18:00:00"});
    EXPECT_EQ(c.block("day", 1), -1);
    EXPECT_GE(c.block("day", 6), 0);

    // Its lower edge, an hour down.
    const QRectF r = c.view().block_rect(c.block("day", 2));
    c.drag(QPoint(static_cast<int>(r.center().x()), static_cast<int>(r.bottom()) - 2), c.at(2, 19 * kHour));
    ASSERT_EQ(c.undo.count(), 2);
    EXPECT_EQ(c.attribute("day", "STARTTIME"), "09:00:00");
    EXPECT_EQ(c.attribute("day", "ENDTIME"), "19:00:00");

    // Esc in the middle of a drag: nothing changes.
    const std::string before = c.text();
    QTest::mousePress(&c.view(), Qt::LeftButton, {}, c.at(3, 12 * kHour));
    QTest::mouseMove(&c.view(), c.at(3, 14 * kHour));
    QTest::keyClick(&c.view(), Qt::Key_Escape);
    QTest::mouseRelease(&c.view(), Qt::LeftButton, {}, c.at(3, 14 * kHour));
    EXPECT_EQ(c.text(), before);
    EXPECT_EQ(c.undo.count(), 2);

    // A move that would take a daily window past midnight is refused with the way to do it.
    c.drag(c.at(3, 12 * kHour), c.at(3, 18 * kHour));
    EXPECT_EQ(c.undo.count(), 2);
    EXPECT_TRUE(c.panel.status()->text().contains(QStringLiteral("24:00:00")))
        << c.panel.status()->text().toStdString();
    c.undo.undo();
    c.undo.undo();
    EXPECT_EQ(c.text(), c.original);
}

TEST(StandingCalendarPanel, TheKeyboardMovesFocusMovesResizesEditsAndDeletes) {
    Calendar c;
    std::string edited_in_dialog;
    c.panel.set_editor_runner([&](gui::SrcfgDialog& dialog) {
        dialog.field("TASKCOUNT")->setText(QStringLiteral("3"));
        dialog.field("QOSLIST")->setText(QStringLiteral("high,!low"));
        return true;
    });
    WeekView& v = c.view();
    v.setFocus();
    v.set_focused(c.block("day", 1));
    QTest::keyClick(&v, Qt::Key_Right);
    EXPECT_EQ(v.focused(), c.block("day", 2));
    QTest::keyClick(&v, Qt::Key_Down);
    EXPECT_EQ(v.focused(), c.block("night", 2));
    QTest::keyClick(&v, Qt::Key_Up);
    EXPECT_EQ(v.focused(), c.block("day", 2));
    EXPECT_TRUE(v.accessibleDescription().startsWith(QStringLiteral("day, ")))
        << v.accessibleDescription().toStdString();

    QTest::keyClick(&v, Qt::Key_Down, Qt::ShiftModifier);  // a step later
    EXPECT_EQ(c.attribute("day", "STARTTIME"), "08:15:00");
    EXPECT_EQ(c.attribute("day", "ENDTIME"), "17:15:00");
    QTest::keyClick(&v, Qt::Key_Up, Qt::ShiftModifier | Qt::ControlModifier);  // a step shorter
    EXPECT_EQ(c.attribute("day", "ENDTIME"), "17:00:00");
    QTest::keyClick(&v, Qt::Key_Left, Qt::ShiftModifier);  // a day earlier
    EXPECT_EQ(c.attribute("day", "DAYS"), "SUN,MON,TUE,WED,THU");
    EXPECT_EQ(c.undo.count(), 3);
    EXPECT_EQ(v.focused(), c.block("day", 1)) << "the focus follows the moved block";

    QTest::keyClick(&v, Qt::Key_Return);
    EXPECT_EQ(c.attribute("day", "TASKCOUNT"), "3");
    EXPECT_EQ(c.attribute("day", "QOSLIST"), "high,!low");
    EXPECT_EQ(c.undo.count(), 4);

    QTest::keyClick(&v, Qt::Key_Delete);
    EXPECT_EQ(c.undo.count(), 5);
    EXPECT_FALSE(c.model.document().value("SRCFG", "day").has_value());
    EXPECT_EQ(c.block("day", 1), -1);
    EXPECT_EQ(changed_lines(c.text(), c.original).size(), 2U);  // the two lines of SRCFG[day] went
    for (int i = 0; i < 5; ++i) c.undo.undo();
    EXPECT_EQ(c.text(), c.original);
}

TEST(StandingCalendarPanel, ADragAcrossMidnightOffersTheComplementaryPair) {
    Calendar c;
    c.pair_answer = false;
    // From just above night's block (which starts at 20:00) on the empty grid: the press snaps to 20:00.
    const QPoint evening = c.at(1, 20 * kHour) - QPoint(0, 1);
    c.drag(evening, c.at(2, 6 * kHour));
    EXPECT_EQ(c.prompts, 1);
    EXPECT_EQ(c.undo.count(), 0);
    c.pair_answer = true;
    c.drag(evening, c.at(2, 6 * kHour));
    ASSERT_EQ(c.undo.count(), 1);
    EXPECT_EQ(
        changed_lines(c.original, c.text()),
        (std::vector<std::string>{"SRCFG[sr1] DAYS=MON STARTTIME=20:00:00 ENDTIME=24:00:00 TASKCOUNT=1",
                                  "SRCFG[sr2] DAYS=TUE STARTTIME=00:00:00 ENDTIME=06:00:00 TASKCOUNT=1"}));
    EXPECT_GE(c.block("sr1", 1), 0);
    EXPECT_GE(c.block("sr2", 2), 0);
    c.undo.undo();
    EXPECT_EQ(c.text(), c.original);
}

TEST(StandingCalendarPanel, TheEditorCoversTheAttributesAndSaysHowToCrossMidnight) {
    Calendar c;
    gui::SrcfgDialog dialog(c.model.document(), "night");
    for (const char* a :
         {"STARTTIME", "ENDTIME", "DEPTH", "TASKCOUNT", "RESOURCES", "HOSTLIST", "PARTITION", "USERLIST",
          "GROUPLIST", "ACCOUNTLIST", "CLASSLIST", "QOSLIST", "FLAGS", "OWNER", "TIMELIMIT"})
        ASSERT_NE(dialog.field(a), nullptr) << a;
    EXPECT_EQ(dialog.field("CLASSLIST")->text(), QStringLiteral("q1"));
    EXPECT_TRUE(dialog.edits().empty());
    dialog.field("STARTTIME")->setText(QStringLiteral("20:00:00"));
    dialog.field("ENDTIME")->setText(QStringLiteral("06:00:00"));
    const QStringList problems = dialog.problems();
    ASSERT_FALSE(problems.isEmpty());
    EXPECT_TRUE(problems.front().contains(QStringLiteral("8:00 PM to 6:00 AM")));
    EXPECT_TRUE(problems.front().contains(QStringLiteral("00:00:00 to ENDTIME")));
    dialog.accept();
    EXPECT_NE(dialog.result(), QDialog::Accepted);
    EXPECT_TRUE(dialog.problem_label()->isVisibleTo(&dialog));
    dialog.field("ENDTIME")->setText(QString());
    dialog.period()->setCurrentIndex(dialog.period()->findData(QStringLiteral("WEEK")));
    dialog.day(0)->setChecked(false);
    EXPECT_TRUE(dialog.problems().isEmpty()) << dialog.problems().join(QLatin1Char('\n')).toStdString();
    const auto edits = dialog.edits();
    EXPECT_NE(std::find(edits.begin(), edits.end(), gui::AttributeEdit{"ENDTIME", std::nullopt}),
              edits.end());
    EXPECT_NE(std::find(edits.begin(), edits.end(), gui::AttributeEdit{"PERIOD", "WEEK"}), edits.end());
    EXPECT_NE(std::find(edits.begin(), edits.end(), gui::AttributeEdit{"DAYS", "MON,TUE,WED,THU,FRI,SAT"}),
              edits.end());
}

TEST(StandingCalendarPanel, OneInstanceAloneIsRefusedWithTheReasonInWords) {
    Calendar c;
    c.panel.scope()->setCurrentIndex(static_cast<int>(StandingPanel::Scope::ThisInstance));
    EXPECT_FALSE(c.panel.move_block(c.block("day", 1), 0, kHour));
    EXPECT_FALSE(c.panel.remove(c.block("day", 1)));
    EXPECT_EQ(c.undo.count(), 0);
    const QString why = c.panel.status()->text();
    EXPECT_TRUE(why.contains(QStringLiteral("no dates"))) << why.toStdString();
    EXPECT_TRUE(why.contains(QStringLiteral("masked"))) << why.toStdString();
    EXPECT_TRUE(why.contains(QStringLiteral("\"This weekday, every week\""))) << why.toStdString();
    EXPECT_TRUE(why.contains(QStringLiteral("\"All instances\""))) << why.toStdString();
    // A drag says so before the drop, in the conflicts list.
    const QRectF r = c.view().block_rect(c.block("day", 1));
    QTest::mousePress(&c.view(), Qt::LeftButton, {}, r.center().toPoint());
    QTest::mouseMove(&c.view(), r.center().toPoint() + QPoint(0, 60));
    ASSERT_GE(c.panel.conflicts()->count(), 1);
    EXPECT_EQ(c.panel.conflicts()->item(0)->text(), why);
    QTest::keyClick(&c.view(), Qt::Key_Escape);
    QTest::mouseRelease(&c.view(), Qt::LeftButton, {}, r.center().toPoint() + QPoint(0, 60));
    EXPECT_EQ(c.undo.count(), 0);
    c.panel.scope()->setCurrentIndex(static_cast<int>(StandingPanel::Scope::AllInstances));
    EXPECT_TRUE(c.panel.move_block(c.block("day", 1), 0, kHour));
}

TEST(StandingCalendarPanel, ThisWeekdaySplitsTheDayOffIntoAnEntryOfItsOwnThatMakesTheSameInstances) {
    Calendar c;
    const auto before = c.panel.week()->calendar().instances;
    // Split without a change: the two entries make the very instances the one did.
    const std::string split = gui::split_weekday_text(c.model.document(), "day", 3, "day_wed");
    {
        Calendar same(split);
        const auto& after = same.panel.week()->calendar().instances;
        ASSERT_EQ(after.size(), before.size());
        std::vector<std::tuple<Time, Time, std::vector<NodeId>>> a, b;
        for (const auto& i : before) a.emplace_back(i.span.start, i.span.end, i.nodes);
        for (const auto& i : after) b.emplace_back(i.span.start, i.span.end, i.nodes);
        std::sort(a.begin(), a.end());
        std::sort(b.begin(), b.end());
        EXPECT_EQ(a, b);
    }

    // Wednesday's office hours an hour later, by the mouse: every Wednesday, and no other day.
    c.panel.scope()->setCurrentIndex(static_cast<int>(StandingPanel::Scope::ThisWeekday));
    const QRectF r = c.view().block_rect(c.block("day", 3));
    const int x = static_cast<int>(r.center().x());
    c.drag(QPoint(x, c.at(3, 10 * kHour).y()), QPoint(x, c.at(3, 11 * kHour).y()));
    ASSERT_EQ(c.undo.count(), 1);
    EXPECT_EQ(c.attribute("day", "DAYS"), "MON,TUE,THU,FRI");
    EXPECT_EQ(c.attribute("day", "STARTTIME"), "08:00:00");
    EXPECT_EQ(c.attribute("day_wed", "DAYS"), "WED");
    EXPECT_EQ(c.attribute("day_wed", "STARTTIME"), "09:00:00");
    EXPECT_EQ(c.attribute("day_wed", "ENDTIME"), "18:00:00");
    EXPECT_EQ(c.attribute("day_wed", "HOSTLIST"), "n1,n2");
    EXPECT_EQ(c.attribute("day_wed", "USERLIST"), "alice");
    EXPECT_EQ(c.attribute("day_wed", "DEPTH"), "3");
    // One line of the original changed (its DAYS) and one line added (the Wednesdays).
    const auto was = lines_of(c.original);
    const auto is = lines_of(c.text());
    ASSERT_EQ(is.size(), was.size() + 1) << c.text();
    std::vector<std::string> gone, added;
    for (const auto& line : was)
        if (std::find(is.begin(), is.end(), line) == is.end()) gone.push_back(line);
    for (const auto& line : is)
        if (std::find(was.begin(), was.end(), line) == was.end()) added.push_back(line);
    ASSERT_EQ(gone, std::vector<std::string>{
                        "SRCFG[day]   DAYS=MON,TUE,WED,THU,FRI STARTTIME=08:00:00 ENDTIME=17:00:00"});
    ASSERT_EQ(added.size(), 2U) << c.text();
    EXPECT_EQ(added[0], "SRCFG[day]   DAYS=MON,TUE,THU,FRI STARTTIME=08:00:00 ENDTIME=17:00:00");
    EXPECT_EQ(
        added[1],
        "SRCFG[day_wed] DAYS=WED STARTTIME=09:00:00 ENDTIME=18:00:00 HOSTLIST=n1,n2 USERLIST=alice DEPTH=3");
    const gui::WeekBlock& wed = c.panel.week()->blocks()[static_cast<std::size_t>(c.block("day_wed", 3))];
    EXPECT_EQ(wed.from, 9 * kHour);
    EXPECT_EQ(c.block("day", 3), -1);
    EXPECT_EQ(c.panel.week()->blocks()[static_cast<std::size_t>(c.block("day", 2))].from, 8 * kHour);
    c.undo.undo();
    EXPECT_EQ(c.text(), c.original);

    // Delete at that scope takes the weekday out of DAYS; nothing is split off.
    c.view().setFocus();
    c.view().set_focused(c.block("day", 4));
    QTest::keyClick(&c.view(), Qt::Key_Delete);
    EXPECT_EQ(c.attribute("day", "DAYS"), "MON,TUE,WED,FRI");
    EXPECT_EQ(c.model.document().indexes("SRCFG").size(), 2U);
    // A series of one weekday a week (night runs every day: ALL) splits; a weekly one would not.
}

TEST(StandingCalendarPanel, ThisAndFollowingChangesTheSeriesFromItsNextInstanceAndSaysWhyNotLater) {
    Calendar c;  // now: Monday 10:00
    c.panel.scope()->setCurrentIndex(static_cast<int>(StandingPanel::Scope::ThisAndFollowing));
    // Tuesday's night is not the next one: refused, naming Monday's.
    EXPECT_FALSE(c.panel.move_block(c.block("night", 2), 0, -kHour));
    EXPECT_EQ(c.undo.count(), 0);
    const QString why = c.panel.status()->text();
    EXPECT_TRUE(why.contains(QStringLiteral("no start date"))) << why.toStdString();
    EXPECT_TRUE(why.contains(c.panel.week()->day_title(1) + QStringLiteral(" 20:00"))) << why.toStdString();
    // Monday's night is: the change is the entry's, and nothing before it changes.
    EXPECT_TRUE(c.panel.move_block(c.block("night", 1), 0, -kHour));
    EXPECT_EQ(c.attribute("night", "STARTTIME"), "19:00:00");
    // Monday's office hours are under way (since 08:00): they are the next instance too.
    EXPECT_TRUE(c.panel.resize_block(c.block("day", 1), kHour));
    EXPECT_EQ(c.attribute("day", "ENDTIME"), "18:00:00");
    // A past instance: every instance that has not been follows it.
    EXPECT_TRUE(c.panel.resize_block(c.block("night", 0), -kHour));
    EXPECT_EQ(c.attribute("night", "ENDTIME"), "22:00:00");  // moved to 19:00-23:00 above
}

TEST(StandingCalendarPanel, CapacityConflictsAreMarkedWithTheirReasonBeforeAndAfterAnEdit) {
    std::string text = kSite;
    text += "SRCFG[big] STARTTIME=21:00:00 ENDTIME=23:00:00 TASKCOUNT=3 CLASSLIST=q2\n";
    Calendar c(text);
    // night holds two of the four nodes from 20:00; big wants three of them from 21:00.
    const gui::WeekBlock& big = c.panel.week()->blocks()[static_cast<std::size_t>(c.block("big", 1))];
    ASSERT_EQ(big.conflicts.size(), 1);
    EXPECT_TRUE(big.conflicts[0].contains(QStringLiteral("2 of 3 tasks"))) << big.conflicts[0].toStdString();
    EXPECT_TRUE(big.conflicts[0].contains(QStringLiteral("2 node(s) already reserved")));
    EXPECT_TRUE(c.view().accessibleDescription().isEmpty() || true);
    EXPECT_EQ(c.panel.conflicts()->count(), 7);  // every night of the week
    EXPECT_TRUE(c.panel.conflicts()->item(0)->text().startsWith(QStringLiteral("big, ")));
    c.view().set_focused(c.block("big", 1));
    EXPECT_TRUE(
        c.view().accessibleDescription().contains(QStringLiteral("conflict: cannot be placed whole")));
    // Dragged to the evening before night starts, it would fit: the list says so before the drop.
    const int x = static_cast<int>(c.view().block_rect(c.block("big", 1)).center().x());
    QTest::mousePress(&c.view(), Qt::LeftButton, {}, QPoint(x, c.at(1, 22 * kHour).y()));
    QTest::mouseMove(&c.view(), QPoint(x, c.at(1, 20 * kHour).y()));
    QTest::mouseMove(&c.view(), QPoint(x, c.at(1, 18 * kHour).y()));
    QSignalSpy placed(c.panel.planner(), &gui::WeekPlanner::ready);
    ASSERT_TRUE(c.panel.planner()->pending() == false || placed.wait(5000));
    ASSERT_EQ(c.panel.conflicts()->count(), 2);
    EXPECT_EQ(c.panel.conflicts()->item(0)->text(), QStringLiteral("If dropped here:"));
    EXPECT_TRUE(c.panel.conflicts()->item(1)->text().startsWith(QStringLiteral("None")));
    EXPECT_EQ(c.undo.count(), 0);
    QTest::mouseRelease(&c.view(), Qt::LeftButton, {}, QPoint(x, c.at(1, 18 * kHour).y()));
    ASSERT_EQ(c.undo.count(), 1);
    EXPECT_EQ(c.attribute("big", "STARTTIME"), "17:00:00");
    EXPECT_TRUE(c.panel.week()->blocks()[static_cast<std::size_t>(c.block("big", 1))].conflicts.isEmpty());
    EXPECT_EQ(c.panel.conflicts()->count(), 1);
}

QStringList list_lines(const QListWidget& list) {
    QStringList out;
    for (int k = 0; k < list.count(); ++k) out.push_back(list.item(k)->text());
    return out;
}

TEST(StandingCalendarPanel, TheConflictsListCatchesUpWithADragAndNeverShowsAnEarlierPosition) {
    std::string text = kSite;
    text += "SRCFG[big] STARTTIME=21:00:00 ENDTIME=23:00:00 TASKCOUNT=3 CLASSLIST=q2\n";
    Calendar c(text);
    gui::WeekPlanner& planner = *c.panel.planner();
    QSignalSpy placed(&planner, &gui::WeekPlanner::ready);
    const int x = static_cast<int>(c.view().block_rect(c.block("big", 1)).center().x());
    QTest::mousePress(&c.view(), Qt::LeftButton, {}, QPoint(x, c.at(1, 22 * kHour).y()));
    // A drag of many steps, each made sooner than the week of the one before is placed: after every
    // step the list says it is placing, or shows the week of that very step, never an earlier one.
    const QStringList placing{QStringLiteral("If dropped here:"),
                              QStringLiteral("Placing the week with the change...")};
    int caught_up = 0;
    for (std::int64_t t = 21 * kHour + 45 * 60; t >= 18 * kHour; t -= 900) {
        QTest::mouseMove(&c.view(), QPoint(x, c.at(1, t).y()));
        // The impact list, asked too, greys out what it showed until its answer comes.
        EXPECT_FALSE(c.panel.impact()->current());
        EXPECT_FALSE(c.panel.impact()->jobs()->isEnabled());
        if (list_lines(*c.panel.conflicts()) == placing) continue;
        ++caught_up;
        ASSERT_FALSE(planner.pending());
        EXPECT_EQ(list_lines(*c.panel.conflicts()).mid(1), planner.answer()->conflicts);
    }
    EXPECT_LT(caught_up, 16);
    const quint64 last = planner.generation();
    // Only the newest position's week is handed over; the list catches up with it.
    while (planner.pending()) ASSERT_TRUE(placed.wait(5000));
    ASSERT_FALSE(placed.isEmpty());
    EXPECT_EQ(placed.back().at(0).toULongLong(), last);
    const QStringList preview = list_lines(*c.panel.conflicts());
    ASSERT_GE(preview.size(), 2);
    EXPECT_EQ(preview.front(), QStringLiteral("If dropped here:"));
    // What the list said before the drop is what the drop leaves (big grabbed at 22:00 and dropped at
    // 18:00: four hours earlier).
    QTest::mouseRelease(&c.view(), Qt::LeftButton, {}, QPoint(x, c.at(1, 18 * kHour).y()));
    ASSERT_EQ(c.attribute("big", "STARTTIME"), "17:00:00");
    QStringList after = list_lines(*c.panel.conflicts());
    EXPECT_EQ(preview.mid(1), after);
    // The drop put the week's own list back: no placement on its way is shown later.
    EXPECT_FALSE(planner.pending());
    placed.clear();
    QTest::qWait(50);
    EXPECT_EQ(placed.count(), 0);
}

TEST(StandingWeekPlanner, AnAnswerForAnOlderRequestIsDroppedAndTheNewestIsPlaced) {
    std::promise<void> taken;
    std::promise<void> go;
    std::shared_future<void> go_future = go.get_future().share();
    gui::WeekPlanner planner(nullptr, [&, first = true](quint64) mutable {
        if (!first) return;
        first = false;
        taken.set_value();
        go_future.wait();  // held until a newer request has replaced this one
    });
    QSignalSpy ready(&planner, &gui::WeekPlanner::ready);
    gui::WeekInputs in;
    in.cluster = four_nodes();
    in.calendar = LocalCalendar::utc(kSunday20260301);
    in.now = Time::from_seconds(86400 + 10 * kHour);
    in.week_start = Time::from_seconds(0);
    const quint64 old_one = planner.request(in,
                                            "SRCFG[lab] STARTTIME=08:00:00 ENDTIME=10:00:00 TASKCOUNT=3\n"
                                            "SRCFG[big] STARTTIME=09:00:00 ENDTIME=11:00:00 TASKCOUNT=3\n");
    taken.get_future().wait();  // the worker is placing the old request
    const quint64 newest = planner.request(in,
                                           "SRCFG[lab] STARTTIME=08:00:00 ENDTIME=10:00:00 TASKCOUNT=3\n"
                                           "SRCFG[big] STARTTIME=12:00:00 ENDTIME=14:00:00 TASKCOUNT=3\n");
    EXPECT_EQ(newest, old_one + 1);
    go.set_value();
    ASSERT_TRUE(ready.wait(5000));
    QTest::qWait(50);  // the old answer, had it been handed over, would have come first
    ASSERT_EQ(ready.count(), 1);
    EXPECT_EQ(ready.front().at(0).toULongLong(), newest);
    EXPECT_EQ(planner.dropped(), 1U);
    EXPECT_FALSE(planner.pending());
    // The newest state's week: big at noon, clear of lab, so no conflicts (the old one had some every
    // day).
    ASSERT_TRUE(planner.answer().has_value());
    EXPECT_TRUE(planner.answer()->conflicts.isEmpty())
        << planner.answer()->conflicts.join(" | ").toStdString();
    for (const auto& i : planner.answer()->week->calendar().instances) {
        if (i.name != "big") continue;
        EXPECT_EQ(LocalCalendar::utc(kSunday20260301).seconds_into_day(i.span.start), 12 * kHour);
    }

    // A cancel drops an answer on its way as well.
    ready.clear();
    planner.request(in, "SRCFG[big] STARTTIME=12:00:00 ENDTIME=14:00:00 TASKCOUNT=3\n");
    planner.cancel();
    EXPECT_FALSE(planner.pending());
    QTest::qWait(200);
    EXPECT_EQ(ready.count(), 0);
}

TEST(StandingCalendarPanel, ADailyReservationKeepsItsLocalHoursAcrossDst) {
    // New York springs forward on Sunday 2026-03-08; that week's blocks sit at 01:00-09:00 every day.
    const auto ny = LocalCalendar::zone("America/New_York", kSunday20260301);
    ASSERT_TRUE(ny.has_value());
    Calendar c("SRCFG[early] STARTTIME=01:00:00 ENDTIME=09:00:00 TASKCOUNT=1 DEPTH=10\n");
    const Time now = ny->at_local(2026, 3, 6, 12 * kHour);
    c.panel.set_machine(four_nodes(), *ny, NodeAllocationPolicy::FirstAvailable, now);
    c.panel.next_week();
    const auto& blocks = c.panel.week()->blocks();
    ASSERT_EQ(blocks.size(), 7U);
    for (const auto& b : blocks) {
        EXPECT_EQ(b.from, kHour) << b.day;
        EXPECT_EQ(b.to, 9 * kHour) << b.day;
        EXPECT_EQ(b.state, InstanceState::Held) << b.day;
    }
    const auto& instances = c.panel.week()->calendar().instances;
    EXPECT_EQ(instances[0].span.length(), Duration::hours(7));  // the night the clock skips an hour
    EXPECT_EQ(instances[1].span.length(), Duration::hours(8));
    EXPECT_EQ(instances[1].span.start - instances[0].span.start, Duration::hours(23));
}

TEST(StandingCalendarPanel, TheEnginesInstancesAfterAnEditAreTheBlocks) {
    SteppedReplay replay(small_site());
    ASSERT_TRUE(replay.step());
    Calendar c;
    auto frame_of = [&] {
        auto f = std::make_shared<gui::ViewFrame>();
        f->view = replay.engine().publish_view();
        f->at = f->view->now;
        return gui::FramePtr(f);
    };
    c.panel.show_frame(frame_of());
    ASSERT_NE(c.panel.week(), nullptr);
    {
        const auto [engine, blocks] = engine_and_blocks(*replay.engine().latest_view(), *c.panel.week());
        EXPECT_FALSE(blocks.empty());
        EXPECT_EQ(engine, blocks);
    }

    // Office hours a step earlier and a day later, with the keyboard; the engine takes the text.
    int day_block = -1;
    for (int d = 0; d < 7 && day_block < 0; ++d) day_block = c.block("day", d);
    ASSERT_GE(day_block, 0);
    c.view().setFocus();
    c.view().set_focused(day_block);
    QTest::keyClick(&c.view(), Qt::Key_Up, Qt::ShiftModifier);
    QTest::keyClick(&c.view(), Qt::Key_Right, Qt::ShiftModifier);
    ASSERT_EQ(c.undo.count(), 2);
    ASSERT_EQ(c.attribute("day", "STARTTIME"), "07:45:00");
    const CommandResult answer = apply_command(replay.engine(), ConfigCommand{c.text(), "maui.cfg"});
    ASSERT_TRUE(answer.ok);
    ASSERT_TRUE(replay.step());
    c.panel.show_frame(frame_of());
    const auto [engine, blocks] = engine_and_blocks(*replay.engine().latest_view(), *c.panel.week());
    EXPECT_FALSE(blocks.empty());
    EXPECT_EQ(engine, blocks);
}

TEST(StandingCalendarPanel, EditsGoToTheRunningEngineThroughItsClientWithTheAnswerShown) {
    gui::EmbeddedEngineClient client(small_site());
    gui::EngineClient& engine = client;
    QSignalSpy frames(&engine, &gui::EngineClient::frame_changed);
    ASSERT_TRUE(frames.wait(5000));
    Calendar c;
    c.panel.set_client_source([&] { return &engine; });
    c.panel.show_frame(engine.frame());
    int night = -1;
    for (int d = 0; d < 7 && night < 0; ++d)
        if (const int b = c.block("night", d);
            b >= 0 && c.panel.week()->blocks()[static_cast<std::size_t>(b)].state == InstanceState::Held)
            night = b;
    ASSERT_GE(night, 0);
    c.view().setFocus();
    c.view().set_focused(night);
    QTest::keyClick(&c.view(), Qt::Key_Up, Qt::ShiftModifier);
    ASSERT_EQ(c.attribute("night", "STARTTIME"), "19:45:00");
    ASSERT_TRUE(testing::wait_until(
        [&] { return c.panel.status()->text().startsWith(QStringLiteral("The scheduler took the change")); },
        5000))
        << c.panel.status()->text().toStdString();

    // The next frame holds the moved instances, as the blocks show them.
    frames.clear();
    engine.step();
    ASSERT_TRUE(frames.wait(5000));
    c.panel.show_frame(engine.frame());
    const auto [held, blocks] = engine_and_blocks(*engine.frame()->view, *c.panel.week());
    EXPECT_EQ(held, blocks);
    EXPECT_NE(std::find_if(held.begin(), held.end(),
                           [&](const auto& i) {
                               return std::get<0>(i) == "night" &&
                                      c.panel.week()->inputs().calendar.seconds_into_day(std::get<1>(i)) ==
                                          19 * kHour + 45 * 60;
                           }),
              held.end());
}

// The small site with every job submitted in its first ten minutes: a queue waits at once.
RunInputs busy_site() {
    RunInputs in = small_site(80);
    const Time first = in.jobs.front().submit;
    for (std::size_t i = 0; i < in.jobs.size(); ++i)
        in.jobs[i].submit = first + Duration::seconds(static_cast<std::int64_t>(i % 10) * 60);
    return in;
}

TEST(StandingCalendarPanel, ADragAsksTheEngineWhoWaitsLongerAndShowsOnlyTheLatestAnswer) {
    gui::EmbeddedEngineClient client(busy_site());
    gui::EngineClient& engine = client;
    QSignalSpy frames(&engine, &gui::EngineClient::frame_changed);
    ASSERT_TRUE(frames.wait(5000));
    for (int i = 0; i < 40 && engine.frame()->view->queue.empty(); ++i) {
        engine.step();
        ASSERT_TRUE(frames.wait(5000));
    }
    ASSERT_FALSE(engine.frame()->view->queue.empty());
    Calendar c;
    c.panel.set_client_source([&] { return &engine; });
    c.panel.show_frame(engine.frame());
    gui::ImpactList& impact = *c.panel.impact();
    QSignalSpy shown(&impact, &gui::ImpactList::shown);

    // Office hours of today (hosts n1 and n2) dragged over now: the drop is not made, the plan is.
    const auto [today, now_seconds] = c.panel.week()->place_of(engine.frame()->at);
    int block = -1;
    for (int d = 0; d < 7 && block < 0; ++d) block = c.block("day", d);
    ASSERT_GE(block, 0);
    const gui::WeekBlock& b = c.panel.week()->blocks()[static_cast<std::size_t>(block)];
    const QRectF r = c.view().block_rect(block);
    const QPoint grab(static_cast<int>(r.center().x()), c.at(b.day, b.from + kHour).y());
    QTest::mousePress(&c.view(), Qt::LeftButton, {}, grab);
    const std::int64_t to = std::max<std::int64_t>(0, (now_seconds / 900) * 900 - 0);
    QTest::mouseMove(&c.view(), QPoint(static_cast<int>(c.view().point_at(today, 0).x()) + 12,
                                       c.at(today, std::min<std::int64_t>(to + kHour, 15 * kHour)).y()));
    ASSERT_TRUE(shown.wait(5000)) << impact.summary()->text().toStdString() << " | "
                                  << c.panel.conflicts()->item(0)->text().toStdString() << " | " << today
                                  << " " << now_seconds << " block day " << b.day;
    ASSERT_TRUE(impact.report().has_value());
    EXPECT_TRUE(impact.current());
    EXPECT_TRUE(impact.jobs()->isEnabled());
    const ImpactReport& report = *impact.report();
    int moved = 0;
    for (const auto& j : report.jobs) moved += (j.delayed() || j.advanced()) ? 1 : 0;
    EXPECT_EQ(impact.job_model()->rowCount(), moved);
    EXPECT_TRUE(impact.summary()->text().startsWith(QString::number(report.delayed.jobs)))
        << impact.summary()->text().toStdString();
    // Every column of the jobs' table is as wide as its header and its texts.
    for (int k = 0; k < impact.job_model()->columnCount(); ++k)
        EXPECT_GE(impact.jobs()->columnWidth(k), impact.jobs()->horizontalHeader()->sectionSizeHint(k)) << k;
    screenshot(c.panel, "standing_impact.png");
    QTest::keyClick(&c.view(), Qt::Key_Escape);
    QTest::mouseRelease(&c.view(), Qt::LeftButton, {}, grab);
    EXPECT_EQ(c.undo.count(), 0);

    // Two requests in flight at once: the answer to the first comes back stale and is dropped.
    shown.clear();
    const std::string text = c.text();
    impact.request(text);
    impact.flush();
    const auto first = impact.generation();
    impact.request(text + "\n");
    impact.flush();
    const auto second = impact.generation();
    EXPECT_EQ(second, first + 1);
    ASSERT_TRUE(shown.wait(5000));
    QTest::qWait(200);
    ASSERT_EQ(shown.count(), 1);
    EXPECT_EQ(shown.front().at(0).toULongLong(), second);
}

// orsim --policy conservative as maui.cfg, with a daily lab from 00:30 to 02:00 on five of eight
// single-processor nodes; eight jobs submitted at the first instant, run times equal to walltimes.
constexpr const char* kLabSite =
    "BACKFILLPOLICY FIRSTFIT\nRESERVATIONPOLICY HIGHEST\nRESERVATIONDEPTH 1000\n"
    "SRCFG[lab] STARTTIME=00:30:00 ENDTIME=02:00:00 TASKCOUNT=5\n";

RunInputs lab_site(const std::string& config) {
    struct Spec {
        const char* name;
        const char* user;
        std::int64_t procs;
        std::int64_t wall;
    };
    static constexpr Spec kJobs[] = {{"a", "alice", 4, 600},  {"b", "bob", 3, 300},  {"c", "alice", 2, 900},
                                     {"d", "carol", 5, 400},  {"e", "bob", 1, 1200}, {"f", "carol", 8, 300},
                                     {"g", "alice", 2, 2400}, {"h", "bob", 3, 3000}};
    const ConfigDocument doc = ConfigDocument::parse(config, "maui.cfg");
    Cluster cluster = testing::uniform_cluster(8, 1);
    std::vector<Job> jobs;
    for (const Spec& spec : kJobs) {
        Job j = testing::JobBuilder(spec.name).procs(spec.procs).wall(spec.wall).submit(0);
        j.creds[CredKind::User] = cluster.names().intern(CredKind::User, spec.user);
        jobs.push_back(std::move(j));
    }
    return RunInputs{build_config(doc).config,
                     std::move(cluster),
                     std::move(jobs),
                     LocalCalendar::utc(kSunday20260301),
                     "eight nodes",
                     doc};
}

// Each job's start in a whole replay of the lab site under `config`.
std::map<std::string, std::optional<Time>> lab_replay(const std::string& config) {
    SteppedReplay r(lab_site(config));
    while (r.step()) {
    }
    std::map<std::string, std::optional<Time>> out;
    for (const Job& j : r.engine().snapshot().jobs()) {
        const Time t = r.engine().outcomes()[j.id.value()].start;
        out[j.name] = t.is_never() || t == Time::min() ? std::nullopt : std::optional<Time>(t);
    }
    return out;
}

TEST(StandingCalendarPanel, TheImpactOfADragIsTheDifferenceOfTwoConservativeReplays) {
    gui::EmbeddedEngineClient client(std::make_unique<gui::ReplayPacer>(lab_site(kLabSite)));
    gui::EngineClient& engine = client;
    QSignalSpy frames(&engine, &gui::EngineClient::frame_changed);
    ASSERT_TRUE(frames.wait(5000));
    // The queue frozen at its first instant, every job waiting.
    QSignalSpy done(&engine, &gui::EngineClient::command_done);
    engine.apply(SchedctlCommand{SchedctlCommand::Action::Stop});
    ASSERT_TRUE(done.wait(5000));
    engine.step();
    ASSERT_TRUE(frames.wait(5000));

    Calendar c(kLabSite);
    c.panel.set_client_source([&] { return &engine; });
    c.panel.show_frame(engine.frame());
    const int lab = c.block("lab", 0);
    ASSERT_GE(lab, 0);
    gui::ImpactList& impact = *c.panel.impact();
    QSignalSpy shown(&impact, &gui::ImpactList::shown);
    // Dragged up a quarter of an hour: 00:15 to 01:45, and held there until the plan is shown.
    const int x = static_cast<int>(c.view().block_rect(lab).center().x());
    QTest::mousePress(&c.view(), Qt::LeftButton, {}, QPoint(x, c.at(0, kHour).y()));
    QTest::mouseMove(&c.view(), QPoint(x, c.at(0, kHour - 900).y()));
    ASSERT_TRUE(shown.wait(10000)) << impact.summary()->text().toStdString();
    QTest::mouseRelease(&c.view(), Qt::LeftButton, {}, QPoint(x, c.at(0, kHour - 900).y()));
    ASSERT_EQ(c.undo.count(), 1);
    ASSERT_EQ(c.attribute("lab", "STARTTIME"), "00:15:00");
    ASSERT_EQ(c.attribute("lab", "ENDTIME"), "01:45:00");

    ASSERT_TRUE(impact.report().has_value());
    const ImpactReport& report = *impact.report();
    const auto without = lab_replay(kLabSite);
    const auto with = lab_replay(c.text());
    ASSERT_EQ(report.jobs.size(), 8U);
    std::int64_t delayed = 0;
    int moved = 0;
    for (const JobImpact& j : report.jobs) {
        EXPECT_EQ(j.before, without.at(j.job)) << j.job;
        EXPECT_EQ(j.after, with.at(j.job)) << j.job;
        delayed += j.delayed() ? 1 : 0;
        moved += j.before != j.after ? 1 : 0;
    }
    EXPECT_GT(moved, 0);
    EXPECT_EQ(report.delayed.jobs, delayed);
    EXPECT_EQ(impact.job_model()->rowCount(), moved);
}

TEST(StandingCalendarPanel, SpeaksGermanAndFrench) {
    Calendar c;
    gui::Language language;
    ASSERT_EQ(language.choose(QStringLiteral("de")), QStringLiteral("de"));
    QApplication::processEvents();
    EXPECT_TRUE(c.panel.week_label()->text().startsWith(QStringLiteral("Woche ab")));
    EXPECT_EQ(c.view().accessibleName(), QStringLiteral("Wochenkalender der ständigen Reservierungen"));
    EXPECT_EQ(c.panel.scope()->itemText(0), QStringLiteral("Alle Instanzen"));
    EXPECT_EQ(c.panel.scope()->itemText(3), QStringLiteral("Dieser Wochentag, jede Woche"));
    EXPECT_EQ(c.panel.week()->blocks()[static_cast<std::size_t>(c.block("night", 1))].nodes,
              QStringLiteral("2 Knoten"));
    ASSERT_EQ(language.choose(QStringLiteral("fr")), QStringLiteral("fr"));
    QApplication::processEvents();
    EXPECT_TRUE(c.panel.week_label()->text().startsWith(QStringLiteral("Semaine du")));
    c.panel.scope()->setCurrentIndex(static_cast<int>(StandingPanel::Scope::ThisInstance));
    EXPECT_FALSE(c.panel.move_block(c.block("day", 1), 0, kHour));
    EXPECT_TRUE(
        c.panel.status()->text().startsWith(QStringLiteral("Refusé : une entrée SRCFG n'a pas de dates")))
        << c.panel.status()->text().toStdString();
    c.panel.scope()->setCurrentIndex(0);
    EXPECT_EQ(c.panel.week()->blocks()[static_cast<std::size_t>(c.block("night", 1))].nodes,
              QStringLiteral("2 nœuds"));
    language.choose(QStringLiteral("en"));
    QApplication::processEvents();
    QSettings().remove(QStringLiteral("ui/language"));
}

TEST(StandingCalendarPanel, HasAccessibleNamesAndLeavesAScreenshot) {
    std::string text = kSite;
    text += "SRCFG[big] STARTTIME=21:00:00 ENDTIME=23:00:00 TASKCOUNT=3 CLASSLIST=q2\n";
    Calendar c(text);
    EXPECT_FALSE(c.view().accessibleName().isEmpty());
    EXPECT_FALSE(c.view().accessibleDescription().isEmpty());
    EXPECT_FALSE(c.panel.conflicts()->accessibleName().isEmpty());
    EXPECT_FALSE(c.panel.scope()->accessibleName().isEmpty());
    c.view().set_focused(c.block("day", 2));
    screenshot(c.panel, "standing_calendar.png");
}

}  // namespace
}  // namespace outrigger::testing
