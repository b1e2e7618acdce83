// The Schedule view on a known small schedule: bar geometry from the time grid and the row
// layout, hit tests, clicks, collapsing a partition, zoom and fit, and rendering.
#include <gtest/gtest.h>

#include <QImage>
#include <QSet>
#include <QSignalSpy>
#include <QTest>

#include "gui/schedule/gantt_view.hpp"
#include "qt_app.hpp"

namespace outrigger::gui {
namespace {

FramePtr small_schedule() {
    auto st = std::make_shared<DemoStatics>();
    st->partitions = {"batch", "gpu"};
    st->nodes = {{NodeId(0), "n1", PartitionId(0), 4, NodeState::Up},
                 {NodeId(1), "n2", PartitionId(0), 4, NodeState::Up},
                 {NodeId(2), "n3", PartitionId(1), 4, NodeState::Up}};
    for (std::uint32_t j = 0; j < 3; ++j) {
        Job job;
        job.id = JobId(j);
        job.name = std::to_string(100 + j);
        job.creds[CredKind::User] = st->names.intern(CredKind::User, "u" + std::to_string(j));
        job.walltime = Duration::hours(1);
        st->jobs.push_back(job);
    }
    auto f = std::make_shared<DemoFrame>();
    f->statics = st;
    f->now = Time::from_seconds(1000);
    f->bars = {
        {JobId(0), NodeId(0), {Time::from_seconds(1000), Time::from_seconds(4600)}, BarKind::Running, 4},
        {JobId(1), NodeId(1), {Time::from_seconds(1600), Time::from_seconds(2200)}, BarKind::Reserved, 2},
        {JobId(2), NodeId(2), {Time::from_seconds(0), Time::from_seconds(900)}, BarKind::Completed, 4}};
    f->reservation_names = {"maint"};
    f->reservations = {
        {ReservationId(0), 0, NodeId(2), {Time::from_seconds(3000), Time::from_seconds(6000)}, 4}};
    f->backfill = {{NodeId(1), {Time::from_seconds(1000), Time::from_seconds(1600)}, 4}};
    return f;
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
    const QRectF r0 = p.bar_rect(0);  // the whole node from 1000 s for 3600 s
    EXPECT_DOUBLE_EQ(r0.left(), style.label_width + 100.0);
    EXPECT_DOUBLE_EQ(r0.width(), 360.0);
    EXPECT_DOUBLE_EQ(r0.top(), style.ruler_height + header + 1.0);
    EXPECT_DOUBLE_EQ(r0.height(), h - 2.0);
    const QRectF r1 = p.bar_rect(1);  // half of n2 from 1600 s for 600 s
    EXPECT_DOUBLE_EQ(r1.left(), style.label_width + 160.0);
    EXPECT_DOUBLE_EQ(r1.width(), 60.0);
    EXPECT_DOUBLE_EQ(r1.height(), (h - 2) / 2.0);
    EXPECT_DOUBLE_EQ(r1.bottom(), style.ruler_height + header + h + 1.0 + (h - 2));  // idle half above it
    const QRectF r2 = p.bar_rect(2);
    EXPECT_DOUBLE_EQ(r2.left(), style.label_width + 0.0);
    EXPECT_DOUBLE_EQ(r2.top(), style.ruler_height + 2 * header + 2 * h + 1.0);

    // Hit tests: the bar, the reservation, nothing.
    const QSize size = view.viewport()->size();
    const auto hit0 = p.hit(r0.center(), size);
    ASSERT_TRUE(hit0);
    EXPECT_EQ(hit0->kind, GanttItemKind::Bar);
    EXPECT_EQ(hit0->index, 0U);
    const QRectF res = p.reservation_rect(0);
    EXPECT_DOUBLE_EQ(res.left(), style.label_width + 300.0);
    const auto hit_res = p.hit(QPointF(res.left() + 20, res.center().y()), size);
    ASSERT_TRUE(hit_res);
    EXPECT_EQ(hit_res->kind, GanttItemKind::Reservation);
    EXPECT_FALSE(p.hit(QPointF(style.label_width + 650.0, r0.center().y()), size));

    // A click on a bar names its job.
    QSignalSpy clicked(&view, &GanttView::job_clicked);
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, r0.center().toPoint());
    ASSERT_EQ(clicked.count(), 1);
    EXPECT_EQ(clicked.front().front().toLongLong(), 0);

    // Collapsing the gpu partition hides n3.
    EXPECT_TRUE(view.toggle_header_at(style.ruler_height + header + 2 * h + 2));
    EXPECT_FALSE(view.rows().y_of(NodeId(2)));
    EXPECT_TRUE(view.painter().bar_rect(2).isEmpty());
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
    for (std::uint32_t b = 0; b < 3; ++b) {
        const QRectF r = p.bar_rect(b);
        EXPECT_GE(r.left(), view.style().label_width);
        EXPECT_LE(r.right(), view.viewport()->width());
    }
    EXPECT_FALSE(view.accessibleName().isEmpty());
    EXPECT_EQ(view.focusPolicy(), Qt::StrongFocus);

    view.set_backfill_overlay(true);
    const auto lane = view.painter().hit(
        QPointF(view.painter().bar_rect(1).left() - 3, view.painter().bar_rect(1).center().y()),
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

}  // namespace
}  // namespace outrigger::gui
