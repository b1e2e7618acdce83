#include "gui/client/report_follower.hpp"

#include "gui/client/engine_client.hpp"

namespace outrigger::gui {

ReportFollower::ReportFollower(Query query, ReportFormat format, QObject* parent)
    : QObject(parent), query_(std::move(query)), format_(format) {}

void ReportFollower::follow_client() {
    EngineClient* now = client_source_ ? client_source_() : nullptr;
    if (now == client_.data()) return;
    if (client_) disconnect(client_, nullptr, this, nullptr);
    client_ = now;
    pending_.reset();
    asked_at_.reset();
    if (client_) connect(client_, &EngineClient::report_ready, this, &ReportFollower::arrived);
}

void ReportFollower::show_frame(const FramePtr& frame) {
    frame_ = frame;
    follow_client();
    EngineClient* client = client_.data();
    if (client == nullptr || !frame || pending_) return;
    if (asked_at_ && *asked_at_ == frame->view->now && !query_changed_) return;
    asked_at_ = frame->view->now;
    query_changed_ = false;
    pending_ = client->query(query_, format_);
}

void ReportFollower::set_query(Query query) {
    query_ = std::move(query);
    query_changed_ = true;
    pending_.reset();  // its answer is for the old query
    show_frame(frame_);
}

void ReportFollower::arrived(quint64 request, const Query&, const QueryResult& result) {
    if (!pending_ || request != *pending_) return;
    pending_.reset();
    emit answered(result);
    // The clock may have moved, or the query changed, while the report was on its way.
    if (frame_ && asked_at_ && (*asked_at_ != frame_->view->now || query_changed_)) show_frame(frame_);
}

}  // namespace outrigger::gui
