// A long status text gives way to what stands beside it: it is shortened in the middle with an
// ellipsis, keeps its whole text as tooltip and accessible name, and shows it all again when
// there is room.
#include "gui/app/elided_label.hpp"

#include <gtest/gtest.h>

#include <QApplication>
#include <QLabel>
#include <QMainWindow>
#include <QStatusBar>

#include "qt_app.hpp"

namespace outrigger::gui {
namespace {

TEST(ElidedLabel, ALongServiceTextGivesWayToTheClockBesideIt) {
    testing::qt_app();
    QMainWindow w;
    auto* clock =
        new QLabel(QStringLiteral("Tue 6 Jan 2026 08:00:00  |  38 running, 141 idle, 5 blocked, "
                                  "223 done  |  612 of 1,280 processors free  |  iteration 412"));
    w.statusBar()->addPermanentWidget(clock);
    auto* service = new ElidedLabel;
    const QString full = QStringLiteral(
        "Service: alice (ADMIN1) on /var/lib/outrigger/a/long/state/folder/"
        "outriggerd.sock: scheduling running, slurm resource manager");
    service->set_full_text(full);
    w.statusBar()->addPermanentWidget(service, 1);
    w.resize(clock->sizeHint().width() + 160, 300);
    w.show();
    QApplication::processEvents();

    EXPECT_GE(clock->width(), clock->sizeHint().width()) << "the clock is cut";
    EXPECT_LT(w.width(), clock->sizeHint().width() + service->sizeHint().width()) << "no squeeze to test";
    const QString shown = service->shown_text();
    EXPECT_NE(shown, full);
    EXPECT_TRUE(shown.contains(QChar(0x2026))) << shown.toStdString();
    EXPECT_TRUE(shown.startsWith(QStringLiteral("Service:"))) << shown.toStdString();
    EXPECT_LE(service->fontMetrics().horizontalAdvance(shown), service->contentsRect().width());
    EXPECT_EQ(service->text(), full);
    EXPECT_EQ(service->toolTip(), full);
    EXPECT_EQ(service->accessibleName(), full);

    w.resize(clock->sizeHint().width() + service->sizeHint().width() + 200, 300);
    QApplication::processEvents();
    EXPECT_EQ(service->shown_text(), full);
}

}  // namespace
}  // namespace outrigger::gui
