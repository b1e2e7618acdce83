// The Schedule view on a known small schedule: items and their keys, bar geometry from the time
// grid and the row layout, hit tests, clicks and a selection that survives new frames,
// collapsing a partition, zoom and fit, and rendering.
#include <gtest/gtest.h>

#include <QApplication>
#include <QHelpEvent>
#include <QImage>
#include <QScrollBar>
#include <QSet>
#include <QSignalSpy>
#include <QTest>
#include <QToolTip>
#include <QWheelEvent>

#include "gui/schedule/gantt_items.hpp"
#include "gui/schedule/gantt_view.hpp"
#include "qt_app.hpp"

namespace outrigger::gui {
namespace {

// Three nodes in two partitions; at 1000 s job 100 runs on n1 (all 4 processors), job 101 holds
// a job reservation of half of n2 from 1600 s, job 102 ran on n3 until 900 s; reservation maint
// takes n3 from 3000 s; n2 is free for backfill until 1600 s.
struct SmallSchedule {
    std::shared_ptr<ViewStatics> statics = std::make_shared<ViewStatics>();
    std::shared_ptr<ViewJobs> jobs = std::make_shared<ViewJobs>();
    ClusterView view;

    SmallSchedule() {
        statics->partitions = {"batch", "gpu"};
        statics->nodes = {{NodeId(0), "n1", PartitionId(0), 4},
                          {NodeId(1), "n2", PartitionId(0), 4},
                          {NodeId(2), "n3", PartitionId(1), 4}};
        for (std::uint32_t j = 0; j < 3; ++j) {
            Job job;
            job.id = JobId(j);
            job.name = std::to_string(100 + j);
            job.creds[CredKind::User] = statics->names.intern(CredKind::User, "u" + std::to_string(j));
            job.walltime = Duration::hours(1);
            job.request.per_task.procs = 1;
            jobs->push_back(job);
        }
        view.statics = statics;
        view.jobs = jobs;
        view.now = Time::from_seconds(1000);
        view.node_states.assign(3, NodeState::Up);
        view.running = {{JobId(0), Time::from_seconds(1000), Time::from_seconds(4600), {{NodeId(0), 4}}}};
        view.job_reservations = {
            {JobId(1), {Time::from_seconds(1600), Time::from_seconds(2200)}, {{NodeId(1), 2}}}};
        view.finished = {{JobId(2), Time::from_seconds(0), Time::from_seconds(900), {{NodeId(2), 4}}}};
        view.reservations = {{ReservationId(0),
                              "maint",
                              {Time::from_seconds(3000), Time::from_seconds(6000)},
                              {{NodeId(2), 4}}}};
        view.backfill = {{NodeId(1), {Time::from_seconds(1000), Time::from_seconds(1600)}, 4}};
    }

    // The frame of the view as it is now.
    FramePtr frame(Time at = Time::from_seconds(1000)) const {
        auto f = std::make_shared<ViewFrame>();
        f->view = std::make_shared<const ClusterView>(view);
        f->at = at;
        return f;
    }
};

FramePtr small_schedule() {
    return SmallSchedule().frame();
}

const GanttKey kRunning = GanttKey::bar(JobId(0), NodeId(0));
const GanttKey kReserved = GanttKey::bar(JobId(1), NodeId(1));
const GanttKey kCompleted = GanttKey::bar(JobId(2), NodeId(2));

TEST(GanttItems, EachItemHasAKeyThatNamesItInEveryFrame) {
    SmallSchedule s;
    const GanttItems items = gantt_items(*s.frame(), Duration::hours(12));
    ASSERT_EQ(items.bars.size(), 3U);
    const auto running = items.find(kRunning);
    ASSERT_TRUE(running);
    EXPECT_EQ(items.bars[running->index].kind, BarKind::Running);
    EXPECT_EQ(items.bars[running->index].when.end, Time::from_seconds(4600));  // the walltime limit
    EXPECT_EQ(items.bars[items.find(kReserved)->index].kind, BarKind::Reserved);
    EXPECT_EQ(items.bars[items.find(kReserved)->index].procs, 2);
    EXPECT_EQ(items.bars[items.find(kCompleted)->index].kind, BarKind::Completed);
    const auto block = items.find(GanttKey::block(ReservationId(0), NodeId(2)));
    ASSERT_TRUE(block);
    EXPECT_EQ(items.reservation_names[items.blocks[block->index].name], "maint");
    ASSERT_TRUE(items.find(GanttKey::lane(NodeId(1))));
    for (std::uint32_t b = 0; b < items.bars.size(); ++b)
        EXPECT_EQ(items.find(items.key({GanttItemKind::Bar, b})), (GanttItemRef{GanttItemKind::Bar, b}));
    EXPECT_FALSE(items.find(GanttKey::bar(JobId(0), NodeId(1))));

    // Completed jobs stay for the past window before the instant shown.
    EXPECT_FALSE(gantt_items(*s.frame(), Duration::seconds(50)).find(kCompleted));
    EXPECT_TRUE(gantt_items(*s.frame(), Duration::seconds(100)).find(kCompleted));
    // Lanes are free from the instant shown.
    const GanttItems later = gantt_items(*s.frame(Time::from_seconds(1200)), Duration::hours(12));
    EXPECT_EQ(later.lanes.at(later.find(GanttKey::lane(NodeId(1)))->index).when.start,
              Time::from_seconds(1200));

    // The next view: job 101 started where it was reserved, job 103 arrived and runs on n3;
    // the items moved in their lists, the keys did not.
    s.jobs->push_back(s.jobs->back());
    s.jobs->back().id = JobId(3);
    s.jobs->back().name = "103";
    s.view.now = Time::from_seconds(1600);
    s.view.job_reservations.clear();
    s.view.running = {{JobId(3), Time::from_seconds(1600), Time::from_seconds(5200), {{NodeId(2), 1}}},
                      {JobId(1), Time::from_seconds(1600), Time::from_seconds(5200), {{NodeId(1), 2}}},
                      s.view.running.front()};
    const GanttItems next = gantt_items(*s.frame(Time::from_seconds(1600)), Duration::hours(12));
    const auto reserved_then_running = next.find(kReserved);
    ASSERT_TRUE(reserved_then_running);
    EXPECT_EQ(next.bars[reserved_then_running->index].kind, BarKind::Running);
    EXPECT_NE(next.find(kRunning)->index, running->index);
    EXPECT_EQ(next.bars[next.find(kRunning)->index].job, JobId(0));
}

TEST(GanttView, BarsSitAtTheirStartDurationAndNodeRow) {
    testing::qt_app();
    GanttView view;
    view.resize(900, 320);
    view.show();
    view.set_frame(small_schedule());
    view.grid().left = 0;
    view.grid().seconds_per_pixel = 10;
    view.sync_scroll_bars();
    const GanttStyle& style = view.style();
    const RowLayout& rows = view.rows();
    const int h = rows.row_height();
    const int header = rows.lines().front().height;
    ASSERT_EQ(rows.y_of(NodeId(0)), header);
    ASSERT_EQ(rows.y_of(NodeId(1)), header + h);
    ASSERT_EQ(rows.y_of(NodeId(2)), 2 * header + 2 * h);  // after the gpu header

    const GanttPainter p = view.painter();
    const QRectF r0 = p.rect(kRunning);  // the whole node from 1000 s for 3600 s
    EXPECT_DOUBLE_EQ(r0.left(), style.label_width + 100.0);
    EXPECT_DOUBLE_EQ(r0.width(), 360.0);
    EXPECT_DOUBLE_EQ(r0.top(), style.ruler_height + header + 1.0);
    EXPECT_DOUBLE_EQ(r0.height(), h - 2.0);
    const QRectF r1 = p.rect(kReserved);  // half of n2 from 1600 s for 600 s
    EXPECT_DOUBLE_EQ(r1.left(), style.label_width + 160.0);
    EXPECT_DOUBLE_EQ(r1.width(), 60.0);
    EXPECT_DOUBLE_EQ(r1.height(), (h - 2) / 2.0);
    EXPECT_DOUBLE_EQ(r1.bottom(), style.ruler_height + header + h + 1.0 + (h - 2));  // idle half above it
    const QRectF r2 = p.rect(kCompleted);
    EXPECT_DOUBLE_EQ(r2.left(), style.label_width + 0.0);
    EXPECT_DOUBLE_EQ(r2.top(), style.ruler_height + 2 * header + 2 * h + 1.0);

    // Hit tests: the bar, the reservation, nothing.
    const QSize size = view.viewport()->size();
    const auto hit0 = p.hit(r0.center(), size);
    ASSERT_TRUE(hit0);
    EXPECT_EQ(hit0->kind, GanttItemKind::Bar);
    EXPECT_EQ(view.items().key(*hit0), kRunning);
    const QRectF res = p.rect(GanttKey::block(ReservationId(0), NodeId(2)));
    EXPECT_DOUBLE_EQ(res.left(), style.label_width + 300.0);
    const auto hit_res = p.hit(QPointF(res.left() + 20, res.center().y()), size);
    ASSERT_TRUE(hit_res);
    EXPECT_EQ(hit_res->kind, GanttItemKind::Reservation);
    EXPECT_FALSE(p.hit(QPointF(style.label_width + 650.0, r0.center().y()), size));

    // A click on a bar selects it and names its job.
    QSignalSpy clicked(&view, &GanttView::job_clicked);
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, r1.center().toPoint());
    ASSERT_EQ(clicked.count(), 1);
    EXPECT_EQ(clicked.front().front().toLongLong(), 1);
    EXPECT_EQ(view.selected(), kReserved);

    // A new frame (job 101 started as reserved, the lists in another order) keeps the selection
    // on the same item.
    SmallSchedule next;
    next.view.job_reservations.clear();
    next.view.running.insert(
        next.view.running.begin(),
        {JobId(1), Time::from_seconds(1600), Time::from_seconds(5200), {{NodeId(1), 2}}});
    next.view.now = Time::from_seconds(1600);
    next.view.statics = view.frame()->view->statics;  // the same session
    view.set_frame(next.frame(Time::from_seconds(1600)));
    EXPECT_EQ(view.selected(), kReserved);
    EXPECT_EQ(view.items().bars[view.items().find(kReserved)->index].kind, BarKind::Running);
    EXPECT_FALSE(view.painter().rect(kReserved).isEmpty());
    // A click on nothing clears it; a job pointed at elsewhere is selected on its node.
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {},
                      QPoint(style.label_width + 650, static_cast<int>(r0.center().y())));
    EXPECT_FALSE(view.selected());
    view.select_job(JobId(0));
    EXPECT_EQ(view.selected(), kRunning);
    // Another session's frame forgets it (its ids name other things).
    view.set_frame(small_schedule());
    EXPECT_FALSE(view.selected());

    // Collapsing the gpu partition hides n3.
    EXPECT_TRUE(view.toggle_header_at(style.ruler_height + header + 2 * h + 2));
    EXPECT_FALSE(view.rows().y_of(NodeId(2)));
    EXPECT_TRUE(view.painter().rect(kCompleted).isEmpty());
}

TEST(GanttView, ZoomsPansFitsAndRendersWithTheOverlay) {
    testing::qt_app();
    GanttView view;
    view.resize(900, 320);
    view.show();
    view.set_frame(small_schedule());
    view.setFocus();
    const double spp = view.grid().seconds_per_pixel;
    QTest::keyClick(&view, Qt::Key_Plus);
    EXPECT_NEAR(view.grid().seconds_per_pixel, spp / 1.25, 1e-9);
    QTest::keyClick(&view, Qt::Key_Minus);
    EXPECT_NEAR(view.grid().seconds_per_pixel, spp, 1e-9);
    const double left = view.grid().left;
    QTest::keyClick(&view, Qt::Key_Right);
    EXPECT_GT(view.grid().left, left);
    EXPECT_FALSE(view.follow_now());
    QTest::keyClick(&view, Qt::Key_0);  // fit all: every item in view
    const GanttPainter p = view.painter();
    for (const GanttKey& key : {kRunning, kReserved, kCompleted}) {
        const QRectF r = p.rect(key);
        EXPECT_GE(r.left(), view.style().label_width);
        EXPECT_LE(r.right(), view.viewport()->width());
    }
    EXPECT_FALSE(view.accessibleName().isEmpty());
    EXPECT_EQ(view.focusPolicy(), Qt::StrongFocus);

    view.set_backfill_overlay(true);
    const auto lane = view.painter().hit(
        QPointF(view.painter().rect(kReserved).left() - 3, view.painter().rect(kReserved).center().y()),
        view.viewport()->size());
    ASSERT_TRUE(lane);
    EXPECT_EQ(lane->kind, GanttItemKind::Backfill);
    QImage image(view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    view.render_to(image);
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3) colours.insert(image.pixel(x, y));
    EXPECT_GT(colours.size(), 6);
}

// Section 3 of the Gantt issue: what a new user met on first use.

TEST(GanttView, RulerLabelsStartInsideThePlotAndNeverOverlapAtAnyZoom) {
    testing::qt_app();
    GanttView view;
    view.resize(900, 320);
    view.show();
    view.set_frame(small_schedule());
    const QFontMetrics fm(view.viewport()->font());
    const auto check = [&](const char* where) {
        const auto ticks = view.painter().ruler_ticks(view.viewport()->size(), fm);
        ASSERT_FALSE(ticks.empty()) << where;
        double end = view.style().label_width;
        int labels = 0;
        for (const RulerTick& t : ticks) {
            EXPECT_GE(t.x, view.style().label_width) << where;  // no tick under the node names
            if (t.label.isEmpty()) continue;
            ++labels;
            // Whole, from its first letter ("on Jan 01" was "Thu Jan 01" cut by the node names) ...
            EXPECT_GE(t.label_x, view.style().label_width) << where << ": " << t.label.toStdString();
            EXPECT_GE(t.label.size(), 5) << where;
            // ... and clear of the label before it ("inter141ve.0" was two labels drawn as one).
            EXPECT_GT(t.label_x, end) << where << ": " << t.label.toStdString();
            end = t.label_end;
        }
        EXPECT_GE(labels, 2) << where;
    };
    check("fitted");
    for (int i = 0; i < 6; ++i) view.zoom(1.0 / 1.25);
    check("zoomed in");
    // A left edge between two ticks, just past one: the tick it passed has no label to cut.
    view.grid().left += 0.37 * 90 * view.grid().seconds_per_pixel;
    check("scrolled a little");
    for (int i = 0; i < 40; ++i) view.zoom(1.25);
    check("zoomed out");
}

void wheel(QWidget* viewport, QPoint at, int notches, Qt::KeyboardModifiers modifiers) {
    QWheelEvent event(at, viewport->mapToGlobal(at), QPoint(), QPoint(0, notches * 120), Qt::NoButton,
                      modifiers, Qt::NoScrollPhase, false);
    QApplication::sendEvent(viewport, &event);
}

TEST(GanttView, TheWheelScrollsCtrlWheelZoomsAndZoomingOutStopsAtTheData) {
    testing::qt_app();
    GanttView view;
    view.resize(900, 320);
    view.show();
    view.set_frame(small_schedule());
    view.set_row_height(150);  // more rows than the viewport holds: something to scroll
    view.sync_scroll_bars();
    ASSERT_GT(view.verticalScrollBar()->maximum(), 0);
    const QPoint at(500, 150);
    const double spp = view.grid().seconds_per_pixel;
    const double left = view.grid().left;
    // The wheel scrolls the rows, as in every list; the time stays.
    wheel(view.viewport(), at, -1, Qt::NoModifier);
    EXPECT_GT(view.verticalScrollBar()->value(), 0);
    EXPECT_EQ(view.grid().seconds_per_pixel, spp);
    EXPECT_NEAR(view.grid().left, left, spp);  // the scroll bars keep whole seconds: under a pixel
    // Shift+wheel scrolls the time.
    wheel(view.viewport(), at, -1, Qt::ShiftModifier);
    EXPECT_EQ(view.grid().seconds_per_pixel, spp);
    EXPECT_GT(std::abs(view.grid().left - left), 10 * spp);
    // Ctrl+wheel zooms, at the pointer: the instant under it stays under it.
    const double under = view.grid().seconds_at(at.x() - view.style().label_width);
    wheel(view.viewport(), at, 1, Qt::ControlModifier);
    EXPECT_LT(view.grid().seconds_per_pixel, spp);
    EXPECT_NEAR(view.grid().seconds_at(at.x() - view.style().label_width), under, 1.0);
    // Zoomed out as far as it goes, the view never starts long before the data (the 1970s).
    for (int i = 0; i < 60; ++i) wheel(view.viewport(), at, -1, Qt::ControlModifier);
    const double widest = view.grid().seconds_per_pixel;
    wheel(view.viewport(), at, -1, Qt::ControlModifier);
    EXPECT_EQ(view.grid().seconds_per_pixel, widest);
    const double plot = view.viewport()->width() - view.style().label_width;
    EXPECT_GE(view.grid().seconds_at(0), 0.0 - 0.05 * plot * widest - 1e-6);  // the data start at 0 s
    EXPECT_LE(widest * plot, 2.0 * (6000.0 + 86400.0) + 1e-6);                // twice the data and a day
}

TEST(GanttView, AClickOnAReservationSelectsItAndItsTooltipGivesTheAccessList) {
    testing::qt_app();
    GanttView view;
    view.resize(900, 320);
    view.show();
    view.set_frame(small_schedule());
    QSignalSpy clicked(&view, &GanttView::reservation_clicked);
    const auto& blocks = view.items().blocks;
    ASSERT_EQ(blocks.size(), 1U);
    const QRectF r = view.painter().reservation_rect(0);
    ASSERT_FALSE(r.isEmpty());
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, r.center().toPoint());
    ASSERT_EQ(clicked.count(), 1);
    EXPECT_EQ(clicked.front().at(0).toString(), QStringLiteral("maint"));
    ASSERT_TRUE(view.selected().has_value());
    EXPECT_EQ(view.selected()->kind, GanttItemKind::Reservation);

    const auto tip_at = [&](QPointF p) {
        QHelpEvent help(QEvent::ToolTip, p.toPoint(), view.viewport()->mapToGlobal(p.toPoint()));
        QApplication::sendEvent(view.viewport(), &help);
        return QToolTip::text();
    };
    view.set_reservation_access({{QStringLiteral("maint"), QStringLiteral("USER==alice GROUP==staff")}});
    EXPECT_TRUE(tip_at(r.center()).contains(QStringLiteral("Access: USER==alice GROUP==staff")))
        << tip_at(r.center()).toStdString();
    view.set_reservation_access({{QStringLiteral("maint"), QString()}});
    EXPECT_TRUE(tip_at(r.center()).contains(QStringLiteral("Access: no job (a system reservation)")));
    QToolTip::hideText();
}

TEST(GanttView, ABackfillWindowWithoutEndSaysSoInWords) {
    testing::qt_app();
    SmallSchedule s;
    s.view.backfill = {{NodeId(1), {Time::from_seconds(1000), Time::never()}, 4}};
    GanttView view;
    view.resize(900, 320);
    view.show();
    view.set_frame(s.frame());
    view.set_backfill_overlay(true);
    const QPointF p(view.painter().rect(kReserved).left() - 3, view.painter().rect(kReserved).center().y());
    ASSERT_TRUE(view.painter().hit(p, view.viewport()->size()));
    QHelpEvent help(QEvent::ToolTip, p.toPoint(), view.viewport()->mapToGlobal(p.toPoint()));
    QApplication::sendEvent(view.viewport(), &help);
    const QString tip = QToolTip::text();
    EXPECT_TRUE(tip.contains(QStringLiteral("with no time limit"))) << tip.toStdString();
    EXPECT_FALSE(tip.contains(QStringLiteral("until no end"))) << tip.toStdString();
    QToolTip::hideText();
}

}  // namespace
}  // namespace outrigger::gui
