#pragma once

// The Schedule panel's reservation changes as undoable steps (QUndoStack): making a planned
// reservation is setres and its undo releaseres; releasing one is releaseres and its undo setres
// with the reservation's own attributes; moving one is both. Each step is sent to the engine it
// was made on; when that session has ended, the step does nothing.

#include <QPointer>
#include <QUndoCommand>
#include <optional>
#include <string>
#include <vector>

#include "gui/client/engine_client.hpp"

namespace outrigger::gui {

// A reservation as setres makes it: its name and setres's arguments.
struct ReservationArgs {
    std::string name;
    std::vector<std::string> setres;
};

class ReservationCommand final : public QUndoCommand {
  public:
    // `made`: the reservation made (nullopt: none); `released`: the one released first (nullopt: none).
    ReservationCommand(EngineClient* client, std::optional<ReservationArgs> made,
                       std::optional<ReservationArgs> released, const QString& text);
    void redo() override;
    void undo() override;

  private:
    void send(const Command& command);
    QPointer<EngineClient> client_;
    std::optional<ReservationArgs> made_;
    std::optional<ReservationArgs> released_;
};

}  // namespace outrigger::gui
