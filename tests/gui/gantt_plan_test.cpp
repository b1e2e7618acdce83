// Planning administrative reservations on the Schedule panel, headless, against the embedded
// engine: a scripted drag over four nodes produces the setres the test expects, the impact pane
// lists exactly what two conservative replays of the same workload (run times equal to walltimes,
// no later arrivals) disagree on, Enter makes the reservation and undo/redo release and make it
// again; a reservation released from the Gantt comes back on undo; the ghost, the markers and
// the pane are left as gantt_plan.png.
#include <gtest/gtest.h>

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>
#include <functional>
#include <map>

#include "../core/schedule/builders.hpp"
#include "config/document.hpp"
#include "config/typed_config.hpp"
#include "engine/command.hpp"
#include "gui/client/embedded_engine_client.hpp"
#include "gui/client/replay_pacer.hpp"
#include "gui/schedule/gantt_view.hpp"
#include "gui/schedule/impact_pane.hpp"
#include "gui/schedule/impact_preview.hpp"
#include "gui/schedule/reservation_plan.hpp"
#include "gui/schedule/schedule_panel.hpp"
#include "qt_app.hpp"
#include "screenshot.hpp"
#include "session/stepped_replay.hpp"

namespace outrigger::gui {
namespace {

// orsim --policy conservative, written as maui.cfg: first fit, every job reserved.
constexpr const char* kConservative =
    "BACKFILLPOLICY FIRSTFIT\nRESERVATIONPOLICY HIGHEST\nRESERVATIONDEPTH 1000\n";

struct Spec {
    const char* name;
    const char* user;
    std::int64_t procs;
    std::int64_t wall;
};
constexpr Spec kJobs[] = {{"a", "alice", 4, 600}, {"b", "bob", 3, 300},  {"c", "alice", 2, 900},
                          {"d", "carol", 5, 400}, {"e", "bob", 1, 1200}, {"f", "carol", 8, 300},
                          {"g", "alice", 2, 200}, {"h", "bob", 3, 500}};

// Eight single-processor nodes n0..n7; every job submitted at 0.
RunInputs inputs() {
    const ConfigDocument doc = ConfigDocument::parse(kConservative, "maui.cfg");
    Cluster cluster = testing::uniform_cluster(8, 1);
    std::vector<Job> jobs;
    for (const Spec& s : kJobs) {
        Job j = testing::JobBuilder(s.name).procs(s.procs).wall(s.wall).submit(0);
        j.creds[CredKind::User] = cluster.names().intern(CredKind::User, s.user);
        jobs.push_back(std::move(j));
    }
    return RunInputs{build_config(doc).config, std::move(cluster), std::move(jobs),
                     LocalCalendar::utc(),     "eight nodes",      doc};
}

// Each job's start in a whole replay; with `setres`, made at 0 before the first iteration.
std::map<std::string, std::optional<Time>> replay(const std::vector<std::string>* setres) {
    SteppedReplay r(inputs());
    if (setres != nullptr) {
        EXPECT_TRUE(apply_command(r.engine(), SetresCommand{*setres}, Time::from_seconds(0)).ok);
    }
    while (r.step()) {
    }
    std::map<std::string, std::optional<Time>> out;
    for (const Job& j : r.engine().snapshot().jobs()) {
        const Time t = r.engine().outcomes()[j.id.value()].start;
        out[j.name] = t.is_never() || t == Time::min() ? std::nullopt : std::optional<Time>(t);
    }
    return out;
}

bool wait_until(const std::function<bool()>& done, int ms = 10000) {
    for (int waited = 0; waited < ms; waited += 20) {
        if (done()) return true;
        QTest::qWait(20);
    }
    return done();
}

bool apply_and_wait(EngineClient& client, const Command& command) {
    QSignalSpy done(&client, &EngineClient::command_done);
    client.apply(command);
    if (!done.wait(5000)) return false;
    return done.first().at(1).value<CommandResult>().ok;
}

struct Planning {
    Planning() : client(std::make_unique<ReplayPacer>(inputs())) {
        testing::qt_app();
        panel.resize(1400, 700);
        panel.set_client_source([this] { return static_cast<EngineClient*>(&client); });
        panel.set_undo_stack(&undo);
        panel.preview()->set_debounce_ms(10);
        QObject::connect(&client, &EngineClient::frame_changed, &panel, &SchedulePanel::show_frame);
        panel.show();
        QSignalSpy frames(&client, &EngineClient::frame_changed);
        EXPECT_TRUE(frames.wait(5000));
        // The queue at 0 as it stands before the first iteration: every job waiting, the view
        // frozen (scheduling stopped) while a reservation is planned on it.
        EXPECT_TRUE(apply_and_wait(client, SchedctlCommand{SchedctlCommand::Action::Stop}));
        client.step();
        EXPECT_TRUE(frames.wait(5000));
        // A fixed zoom: ten seconds a pixel, time 0 at x = 100, so the snap step is five minutes.
        GanttView& v = *panel.view();
        v.set_follow_now(false);
        v.grid().seconds_per_pixel = 10;
        v.grid().left = -1000;
        v.sync_scroll_bars();
        QApplication::processEvents();
    }
    // Waits for the engine's answer to the newest plan.
    bool impact() {
        QSignalSpy shown(&panel, &SchedulePanel::impact_shown);
        return shown.wait(10000);
    }
    // Waits until the frame shows (or no longer shows) reservation `name`.
    bool frame_has(const std::string& name, bool wanted) {
        for (int i = 0; i < 100; ++i) {
            const FramePtr f = client.frame();
            const bool has = f && std::any_of(f->view->reservations.begin(), f->view->reservations.end(),
                                              [&](const ViewReservation& r) { return r.name == name; });
            if (has == wanted) return true;
            QTest::qWait(50);
        }
        return false;
    }
    void drag(QPointF from, QPointF to) {
        QWidget* vp = panel.view()->viewport();
        QTest::mousePress(vp, Qt::LeftButton, {}, from.toPoint());
        QTest::mouseMove(vp, ((from + to) / 2).toPoint());
        QTest::mouseMove(vp, to.toPoint());
        QTest::mouseRelease(vp, Qt::LeftButton, {}, to.toPoint());
    }

    EmbeddedEngineClient client;
    QUndoStack undo;
    SchedulePanel panel;
};

TEST(GanttPlan, AScriptedDragPlansTheSetresAndTheImpactIsTheTwoReplayDifference) {
    Planning t;
    GanttView& v = *t.panel.view();
    t.panel.plan_button()->click();
    ASSERT_TRUE(v.plan_mode());
    // Over n0..n3, from 10 to 20 minutes (the points a little off the step: the drag snaps).
    t.drag(v.point_of(NodeId(0), Time::from_seconds(610)), v.point_of(NodeId(3), Time::from_seconds(1190)));
    ASSERT_TRUE(t.panel.plan());
    const std::vector<std::string> expected = {
        "-n", "plan.1", "-s", "00:10:00_01/01/1970", "-e", "00:20:00_01/01/1970", "n0,n1,n2,n3"};
    EXPECT_EQ(t.panel.plan()->setres_arguments(LocalCalendar::utc()), expected);
    EXPECT_EQ(t.panel.impact_pane()->command_line()->text().toStdString(),
              "setres -n plan.1 -s 00:10:00_01/01/1970 -e 00:20:00_01/01/1970 n0,n1,n2,n3");
    // The form reads what was drawn: four nodes of any partition, 10 minutes from now, for 10.
    const ImpactPane& pane = *t.panel.impact_pane();
    EXPECT_EQ(pane.partition_box()->currentIndex(), 0);
    EXPECT_EQ(pane.nodes_box()->value(), 4);
    EXPECT_DOUBLE_EQ(pane.start_box()->value(), 0.17);
    EXPECT_DOUBLE_EQ(pane.duration_box()->value(), 0.17);
    ASSERT_TRUE(t.impact());
    ASSERT_TRUE(t.panel.impact());

    const auto without = replay(nullptr);
    const auto with = replay(&expected);
    std::int64_t delayed = 0;
    for (const JobImpact& j : t.panel.impact()->jobs) {
        EXPECT_EQ(j.before, without.at(j.job)) << j.job;
        EXPECT_EQ(j.after, with.at(j.job)) << j.job;
        if (j.delayed()) ++delayed;
    }
    EXPECT_EQ(t.panel.impact()->jobs.size(), std::size(kJobs));
    EXPECT_GT(delayed, 0);
    EXPECT_EQ(t.panel.impact()->delayed.jobs, delayed);
    // The pane lists the jobs whose start changes; the view marks the delayed ones and the ghost.
    std::int64_t changed = 0;
    for (const JobImpact& j : t.panel.impact()->jobs) changed += j.before != j.after ? 1 : 0;
    EXPECT_EQ(t.panel.impact_pane()->jobs()->rowCount(), changed);
    EXPECT_TRUE(v.overlay().has_ghost());
    EXPECT_EQ(v.overlay().ghost_nodes.size(), 4U);
    std::int64_t marked = 0;
    for (std::uint8_t d : v.overlay().delayed) marked += d;
    EXPECT_EQ(marked, delayed);
    // The command line can be copied.
    t.panel.impact_pane()->copy_button()->click();
    EXPECT_EQ(QApplication::clipboard()->text(), t.panel.impact_pane()->command_line()->text());
    testing::screenshot(t.panel, "gantt_plan.png");

    // Enter makes it; undo releases it, redo makes it again.
    v.setFocus();
    QTest::keyClick(&v, Qt::Key_Return);
    EXPECT_FALSE(t.panel.plan());
    ASSERT_EQ(t.undo.count(), 1);
    EXPECT_TRUE(t.frame_has("plan.1", true));
    t.undo.undo();
    EXPECT_TRUE(t.frame_has("plan.1", false));
    t.undo.redo();
    EXPECT_TRUE(t.frame_has("plan.1", true));
}

// The impact the panel shows equals the difference of two replays: without `before` and with
// `after` (setres arguments made at 0; nullptr: none).
void expect_replay_difference(const ImpactReport& report, const std::vector<std::string>* before,
                              const std::vector<std::string>* after) {
    const auto without = replay(before);
    const auto with = replay(after);
    ASSERT_EQ(report.jobs.size(), std::size(kJobs));
    std::int64_t delayed = 0;
    for (const JobImpact& j : report.jobs) {
        EXPECT_EQ(j.before, without.at(j.job)) << j.job;
        EXPECT_EQ(j.after, with.at(j.job)) << j.job;
        delayed += j.delayed() ? 1 : 0;
    }
    EXPECT_EQ(report.delayed.jobs, delayed);
}

// The span of reservation `name` in the client's latest frame (empty when it has none).
Interval span_of(EngineClient& client, const std::string& name) {
    const FramePtr f = client.frame();
    for (const ViewReservation& r : f->view->reservations)
        if (r.name == name) return r.when;
    return {};
}

TEST(GanttPlan, ThePlansGhostMovesOverRowsAndTimeAndResizesByDragWithItsSetresAndImpact) {
    Planning t;
    GanttView& v = *t.panel.view();
    t.panel.plan_button()->click();
    t.drag(v.point_of(NodeId(0), Time::from_seconds(610)), v.point_of(NodeId(3), Time::from_seconds(1190)));
    ASSERT_TRUE(t.impact());
    ASSERT_TRUE(v.overlay().has_ghost());

    // The ghost grabbed in its middle and dropped a row lower and ten minutes later.
    std::optional<PlanRect> drawn;
    QObject::connect(&v, &GanttView::plan_drawn, [&drawn](const PlanRect& r, bool) { drawn = r; });
    t.drag(v.point_of(NodeId(1), Time::from_seconds(900)), v.point_of(NodeId(2), Time::from_seconds(1500)));
    ASSERT_TRUE(drawn);
    EXPECT_TRUE(drawn->ghost);
    ASSERT_TRUE(t.panel.plan());
    const std::vector<std::string> moved = {
        "-n", "plan.1", "-s", "00:20:00_01/01/1970", "-e", "00:30:00_01/01/1970", "n1,n2,n3,n4"};
    EXPECT_EQ(t.panel.plan()->setres_arguments(LocalCalendar::utc()), moved);
    EXPECT_EQ(t.panel.impact_pane()->command_line()->text().toStdString(), setres_command_line(moved));
    ASSERT_TRUE(t.impact());
    expect_replay_difference(*t.panel.impact(), nullptr, &moved);
    EXPECT_EQ(v.overlay().ghost_nodes, (std::vector<NodeId>{NodeId(1), NodeId(2), NodeId(3), NodeId(4)}));

    // Its right end dragged ten minutes further: the end moves, the nodes and the start stay.
    t.drag(v.point_of(NodeId(2), Time::from_seconds(1800 - 20)),
           v.point_of(NodeId(5), Time::from_seconds(2400 - 20)));
    const std::vector<std::string> resized = {
        "-n", "plan.1", "-s", "00:20:00_01/01/1970", "-e", "00:40:00_01/01/1970", "n1,n2,n3,n4"};
    ASSERT_TRUE(t.panel.plan());
    EXPECT_EQ(t.panel.plan()->setres_arguments(LocalCalendar::utc()), resized);
    ASSERT_TRUE(t.impact());
    expect_replay_difference(*t.panel.impact(), nullptr, &resized);

    // Enter makes it where it was dropped.
    v.setFocus();
    QTest::keyClick(&v, Qt::Key_Return);
    ASSERT_EQ(t.undo.count(), 1);
    ASSERT_TRUE(t.frame_has("plan.1", true));
    EXPECT_EQ(span_of(t.client, "plan.1"), (Interval{Time::from_seconds(1200), Time::from_seconds(2400)}));
}

TEST(GanttPlan, AnAdministrativeReservationMovesAndResizesByDragInOneUndoableStep) {
    Planning t;
    const std::vector<std::string> original = {"-n", "maint", "-s", "+600", "-d", "600", "n4,n5"};
    ASSERT_TRUE(apply_and_wait(t.client, SetresCommand{original}));
    ASSERT_TRUE(t.frame_has("maint", true));
    t.panel.plan_button()->click();
    GanttView& v = *t.panel.view();
    QApplication::processEvents();
    for (const GanttBlock& b : v.items().blocks)
        if (v.items().reservation_names[b.name] == "maint") v.select(b.key());
    ASSERT_TRUE(v.selected());
    ASSERT_TRUE(testing::wait_until(
        [&] {
            return t.panel.reservation_details(QStringLiteral("maint"))
                .contains(QStringLiteral("administrative"));
        },
        5000));

    // Dragged by its body ten minutes later: released and made again there, under its name.
    t.drag(v.point_of(NodeId(4), Time::from_seconds(900)), v.point_of(NodeId(4), Time::from_seconds(1500)));
    ASSERT_TRUE(t.panel.plan());
    EXPECT_EQ(t.panel.plan()->replaces, "maint");
    const std::vector<std::string> moved = {
        "-n", "maint", "-s", "00:20:00_01/01/1970", "-e", "00:30:00_01/01/1970", "n4,n5"};
    EXPECT_EQ(t.panel.plan()->setres_arguments(LocalCalendar::utc()), moved);
    ASSERT_TRUE(t.impact());
    EXPECT_EQ(t.panel.impact()->released, std::vector<std::string>{"maint"});
    expect_replay_difference(*t.panel.impact(), &original, &moved);

    // Then its ghost's right end five minutes further: still the move of maint.
    t.drag(v.point_of(NodeId(4), Time::from_seconds(1800 - 20)),
           v.point_of(NodeId(4), Time::from_seconds(2100 - 20)));
    ASSERT_TRUE(t.panel.plan());
    EXPECT_EQ(t.panel.plan()->replaces, "maint");
    const std::vector<std::string> resized = {
        "-n", "maint", "-s", "00:20:00_01/01/1970", "-e", "00:35:00_01/01/1970", "n4,n5"};
    EXPECT_EQ(t.panel.plan()->setres_arguments(LocalCalendar::utc()), resized);
    EXPECT_EQ(t.panel.impact_pane()->command_line()->text().toStdString(), setres_command_line(resized));
    ASSERT_TRUE(t.impact());
    expect_replay_difference(*t.panel.impact(), &original, &resized);

    // Enter: one undo step; undo puts it back where it was, redo where it was dropped.
    v.setFocus();
    QTest::keyClick(&v, Qt::Key_Return);
    ASSERT_EQ(t.undo.count(), 1);
    const Interval was{Time::from_seconds(600), Time::from_seconds(1200)};
    const Interval now{Time::from_seconds(1200), Time::from_seconds(2100)};
    EXPECT_TRUE(testing::wait_until([&] { return span_of(t.client, "maint") == now; }, 5000));
    t.undo.undo();
    EXPECT_TRUE(testing::wait_until([&] { return span_of(t.client, "maint") == was; }, 5000));
    t.undo.redo();
    EXPECT_TRUE(testing::wait_until([&] { return span_of(t.client, "maint") == now; }, 5000));
}

TEST(GanttPlan, TheFormPlansByNodeCountAndEscapeDropsThePlan) {
    Planning t;
    t.panel.plan_button()->click();
    ImpactPane& pane = *t.panel.impact_pane();
    pane.nodes_box()->setValue(3);
    pane.plan_button()->click();
    ASSERT_TRUE(t.panel.plan());
    EXPECT_EQ(t.panel.plan()->node_count, 3);
    EXPECT_NE(pane.command_line()->text().indexOf(QStringLiteral("TASKS==3")), -1);
    ASSERT_TRUE(t.impact());
    ASSERT_EQ(t.panel.impact()->reservations.size(), 1U);
    EXPECT_EQ(t.panel.impact()->reservations[0].nodes, 3);
    // The engine placed it: the ghost shows where.
    EXPECT_EQ(t.panel.view()->overlay().ghost_nodes.size(), 3U);
    t.panel.view()->setFocus();
    QTest::keyClick(t.panel.view(), Qt::Key_Escape);
    EXPECT_FALSE(t.panel.plan());
    EXPECT_FALSE(t.panel.view()->overlay().has_ghost());
    EXPECT_EQ(t.undo.count(), 0);
}

TEST(GanttPlan, AReservationReleasedFromTheGanttComesBackOnUndo) {
    Planning t;
    ASSERT_TRUE(apply_and_wait(t.client, SetresCommand{{"-n", "maint", "-s", "+600", "-d", "600", "n4,n5"}}));
    ASSERT_TRUE(t.frame_has("maint", true));
    t.panel.plan_button()->click();
    // Select the reservation, wait for its attributes, then Delete previews the release.
    GanttView& v = *t.panel.view();
    QApplication::processEvents();
    for (const GanttBlock& b : v.items().blocks)
        if (v.items().reservation_names[b.name] == "maint") v.select(b.key());
    ASSERT_TRUE(v.selected());
    v.setFocus();
    ASSERT_TRUE(testing::wait_until(
        [&] {
            return t.panel.reservation_details(QStringLiteral("maint"))
                .contains(QStringLiteral("administrative"));
        },
        5000));
    QTest::keyClick(&v, Qt::Key_Delete);
    ASSERT_TRUE(t.panel.plan());
    EXPECT_EQ(t.panel.plan()->replaces, "maint");
    EXPECT_EQ(t.panel.impact_pane()->command_line()->text(), QStringLiteral("releaseres maint"));
    ASSERT_TRUE(t.impact());
    EXPECT_EQ(t.panel.impact()->released, std::vector<std::string>{"maint"});
    QTest::keyClick(&v, Qt::Key_Return);
    EXPECT_TRUE(t.frame_has("maint", false));
    t.undo.undo();
    EXPECT_TRUE(t.frame_has("maint", true));
    t.undo.redo();
    EXPECT_TRUE(t.frame_has("maint", false));
}

TEST(GanttPlan, AStaleAnswerIsNeverShown) {
    Planning t;
    ImpactPreview& preview = *t.panel.preview();
    preview.attach(&t.client);
    std::vector<quint64> shown;
    QObject::connect(&preview, &ImpactPreview::ready,
                     [&shown](const ImpactReport&, quint64 generation) { shown.push_back(generation); });
    for (int i = 0; i < 5; ++i)
        preview.request(
            TentativeChange{{}, {{"-s", "+600", "-d", std::to_string(60 * (i + 1)), "TASKS==1"}}, {}});
    ASSERT_TRUE(wait_until([&preview] { return !preview.pending(); }));
    ASSERT_EQ(shown.size(), 1U);
    EXPECT_EQ(shown.front(), preview.generation());
}

}  // namespace
}  // namespace outrigger::gui
