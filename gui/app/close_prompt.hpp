#pragma once

// What to do with unsaved changes when the window closes or another file replaces them. The
// main window asks through an injectable function, so tests decide without a modal dialog.

#include <functional>

class QWidget;

namespace outrigger::gui {

enum class UnsavedChoice { Save, Discard, Cancel };
using UnsavedPrompt = std::function<UnsavedChoice(QWidget* parent)>;

}  // namespace outrigger::gui
