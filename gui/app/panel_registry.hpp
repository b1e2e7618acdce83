#pragma once

// The workbench's panels as one table. The main window builds every registered panel once, in
// table order: the navigation list shows their titles, a stacked widget holds them, and each
// frame of the running session goes to the visible panel at once and to the others when they are
// shown. A new panel is a folder of its own (gui/<panel>/) and one entry in registered_panels()
// (panel_registry.cpp); the window has nothing to change.
//
// Panels never reach for the window's internals or for each other: their entry's create() hands
// them what they need (the open configuration and its undo stack, the session's engine client)
// and connects them to the window's signals (a job other panels pointed at, checkjob answers).

#include <span>

#include "gui/client/view_frame.hpp"

class QWidget;

namespace outrigger::gui {

class MainWindow;

struct PanelEntry {
    // Stable and never translated ("config", "priority", "schedule"): MainWindow::show_panel()
    // and MainWindow::panel() take it, and the navigation item carries it as its Qt::UserRole.
    const char* id = nullptr;
    // The navigation text in English, marked QT_TRANSLATE_NOOP("outrigger::gui::MainWindow", ...);
    // the window translates it whenever the language changes.
    const char* title = nullptr;
    // Builds the panel as a child of `parent` and wires it to `window`. Called once, from the
    // window's constructor: the window's undo stack and configuration model already exist, its
    // engine client does not yet (ask window.client() when needed; it changes on every restart).
    QWidget* (*create)(MainWindow& window, QWidget* parent) = nullptr;
    // Shows a session frame on the widget create() built; null for a panel that does not follow
    // the session. Called on the GUI thread, only while the panel is visible or when it is shown.
    void (*show_frame)(QWidget* panel, const FramePtr& frame) = nullptr;
};

// The usual PanelEntry::show_frame: the panel's own `void show_frame(const FramePtr&)`.
template <class Panel>
void show_frame_on(QWidget* panel, const FramePtr& frame) {
    static_cast<Panel*>(panel)->show_frame(frame);
}

// Every panel of the workbench, in navigation order; ids are unique.
[[nodiscard]] std::span<const PanelEntry> registered_panels();

}  // namespace outrigger::gui
