#pragma once

// How a panel that edits the open configuration sends its edits to a connected service
// (gui/app/service_config.hpp), without knowing the window: the panel calls it after its edit; it
// returns false in a local session (the edit stays the open file's, as ever) and true when the
// changes went to a service, whose answer in words `answer` is told later (ok: all taken).

#include <QString>
#include <functional>

namespace outrigger::gui {

using ServiceAnswer = std::function<void(bool ok, const QString& text)>;
using ServiceApply = std::function<bool(const ServiceAnswer& answer)>;

}  // namespace outrigger::gui
