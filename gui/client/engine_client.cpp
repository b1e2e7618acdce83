#include "gui/client/engine_client.hpp"

#include <QMetaType>

namespace outrigger::gui {

EngineClient::EngineClient(QObject* parent) : QObject(parent) {
    register_engine_client_types();
}

EngineClient::~EngineClient() = default;

void EngineClient::receive_frame(const FramePtr& frame) {
    frame_ = frame;
    emit frame_changed(frame_);
}

void EngineClient::receive_playing(bool playing) {
    playing_ = playing;
    emit playing_changed(playing);
}

void register_engine_client_types() {
    qRegisterMetaType<FramePtr>("outrigger::gui::FramePtr");
    qRegisterMetaType<Query>("outrigger::Query");
    qRegisterMetaType<QueryResult>("outrigger::QueryResult");
    qRegisterMetaType<Command>("outrigger::Command");
    qRegisterMetaType<CommandResult>("outrigger::CommandResult");
}

}  // namespace outrigger::gui
