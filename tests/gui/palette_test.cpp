// Credentials drawn by whose they are: 48 distinct looks (Okabe-Ito colours with patterns) before
// any repeats, readable on a dark base, the Gantt drawn that way in a dark theme (screenshot).
#include <gtest/gtest.h>

#include <QPalette>
#include <QSet>
#include <QSignalSpy>
#include <utility>

#include "gui/app/credential_palette.hpp"
#include "gui/app/main_window.hpp"
#include "gui/client/engine_client.hpp"
#include "gui/schedule/gantt_view.hpp"
#include "gui/schedule/schedule_panel.hpp"
#include "qt_app.hpp"
#include "screenshot.hpp"

namespace outrigger::gui {
namespace {

TEST(CredentialPalette, FortyEightCredentialsLookDistinctAndTheFirstEightDifferInColour) {
    const CredentialPalette palette;
    QSet<QPair<QRgb, int>> looks;
    QSet<QRgb> colours;
    for (std::uint32_t i = 0; i < CredentialPalette::kDistinct; ++i) {
        const CredentialLook look = palette.look(CredId(i));
        looks.insert({look.fill.rgb(), static_cast<int>(look.pattern)});
        if (i < CredentialPalette::kColours) colours.insert(look.fill.rgb());
    }
    EXPECT_EQ(looks.size(), static_cast<qsizetype>(CredentialPalette::kDistinct));
    EXPECT_EQ(colours.size(), static_cast<qsizetype>(CredentialPalette::kColours));
    // The demo's u1, u8 and u15 (ids 0, 7, 14) once shared one orange.
    EXPECT_NE(palette.look(CredId(0)).fill, palette.look(CredId(7)).fill);
    EXPECT_NE(palette.look(CredId(0)).pattern, palette.look(CredId(8)).pattern);
    EXPECT_EQ(palette.look(CredId::invalid()).pattern, Qt::NoBrush);
}

TEST(CredentialPalette, ADarkBaseGetsNoBlackAndInkThatReads) {
    QPalette dark;
    dark.setColor(QPalette::Base, QColor(0x20, 0x20, 0x20));
    const CredentialPalette palette = CredentialPalette::for_palette(dark);
    ASSERT_TRUE(palette.dark());
    EXPECT_FALSE(CredentialPalette::for_palette(QPalette(Qt::white)).dark());
    for (std::size_t i = 0; i < CredentialPalette::kColours; ++i) {
        const QColor c = palette.colour(i);
        EXPECT_GT(c.lightness(), 60) << "colour " << i << " vanishes on a dark base";
        const CredentialLook look = palette.look(i);
        EXPECT_NE(look.ink, look.fill);
    }
    EXPECT_EQ(CredentialPalette::ink_on(QColor(0xF0, 0xE4, 0x42)), QColor(Qt::black));
    EXPECT_EQ(CredentialPalette::ink_on(QColor(0x00, 0x72, 0xB2)), QColor(Qt::white));
}

TEST(CredentialPalette, TheScheduleReadsInADarkTheme) {
    testing::qt_app();
    MainWindow window;
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2B, 0x2B, 0x2B));
    dark.setColor(QPalette::WindowText, QColor(0xE0, 0xE0, 0xE0));
    dark.setColor(QPalette::Base, QColor(0x1E, 0x1E, 0x1E));
    dark.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x26));
    dark.setColor(QPalette::Text, QColor(0xE0, 0xE0, 0xE0));
    dark.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    dark.setColor(QPalette::ButtonText, QColor(0xE0, 0xE0, 0xE0));
    window.setPalette(dark);
    window.set_warm_up(Duration::hours(6));
    ASSERT_TRUE(window.start_demo_session());
    EngineClient* client = window.client();
    if (!client->frame()) {
        ASSERT_TRUE(QSignalSpy(client, &EngineClient::frame_changed).wait(10000));
    }
    window.show_panel(u"schedule");
    window.resize(1280, 800);
    window.show();
    auto* schedule = window.panel<SchedulePanel>();
    ASSERT_NE(schedule, nullptr);
    ASSERT_TRUE(schedule->view()->frame());
    testing::screenshot(window, "schedule_dark.png");
}

}  // namespace
}  // namespace outrigger::gui
