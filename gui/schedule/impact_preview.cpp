#include "gui/schedule/impact_preview.hpp"

#include "engine/impact_report.hpp"

namespace outrigger::gui {

ImpactPreview::ImpactPreview(QObject* parent) : QObject(parent) {
    timer_.setSingleShot(true);
    timer_.setInterval(80);
    connect(&timer_, &QTimer::timeout, this, &ImpactPreview::send);
}

void ImpactPreview::attach(EngineClient* client) {
    if (client_ == client) return;
    disconnect(answers_);
    client_ = client;
    in_flight_ = 0;
    if (client != nullptr)
        answers_ = connect(client, &EngineClient::report_ready, this, &ImpactPreview::answered);
    if (want_) timer_.start();
}

void ImpactPreview::request(TentativeChange change) {
    ++generation_;
    want_ = std::move(change);
    timer_.start();  // restarts: only the last of a burst is sent
}

void ImpactPreview::cancel() {
    ++generation_;
    want_.reset();
    timer_.stop();
}

void ImpactPreview::send() {
    if (!want_ || !client_ || in_flight_ != 0) return;  // the answer in flight sends the newest
    Query q{QueryKind::Impact, {}, std::move(*want_)};
    want_.reset();
    in_flight_generation_ = generation_;
    in_flight_ = client_->query(q, ReportFormat::Json);
}

void ImpactPreview::answered(quint64 request, const Query& /*query*/, const QueryResult& result) {
    if (request != in_flight_ || in_flight_ == 0) return;
    in_flight_ = 0;
    const quint64 generation = in_flight_generation_;
    if (want_) timer_.start(0);             // a newer change waited: plan it now
    if (generation != generation_) return;  // stale: a newer gesture replaced it
    if (!result.report) {
        emit failed(QString::fromStdString(result.error), generation);
        return;
    }
    std::string error;
    auto report = impact_from_json(result.report->json, error);
    if (!report) {
        emit failed(QString::fromStdString(error), generation);
        return;
    }
    emit ready(*report, generation);
}

}  // namespace outrigger::gui
