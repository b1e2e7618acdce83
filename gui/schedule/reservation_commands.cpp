#include "gui/schedule/reservation_commands.hpp"

namespace outrigger::gui {

ReservationCommand::ReservationCommand(EngineClient* client, std::optional<ReservationArgs> made,
                                       std::optional<ReservationArgs> released, const QString& text)
    : QUndoCommand(text), client_(client), made_(std::move(made)), released_(std::move(released)) {}

void ReservationCommand::send(const Command& command) {
    if (EngineClient* c = client_.data()) c->apply(command);
}

void ReservationCommand::redo() {
    if (released_) send(ReleaseresCommand{released_->name});
    if (made_) send(SetresCommand{made_->setres});
}

void ReservationCommand::undo() {
    if (made_) send(ReleaseresCommand{made_->name});
    if (released_) send(SetresCommand{released_->setres});
}

}  // namespace outrigger::gui
