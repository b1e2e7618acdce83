#include "gui/client/embedded_engine_client.hpp"

#include <QElapsedTimer>
#include <QMetaObject>
#include <algorithm>

#include "gui/client/replay_pacer.hpp"
#include "gui/client/replay_worker.hpp"

namespace outrigger::gui {

EmbeddedEngineClient::EmbeddedEngineClient(RunInputs inputs, QObject* parent)
    : EmbeddedEngineClient(std::move(inputs), Duration::zero(), parent) {}

EmbeddedEngineClient::EmbeddedEngineClient(RunInputs inputs, Duration warm_up, QObject* parent)
    : EmbeddedEngineClient(std::make_unique<ReplayPacer>(RunInputs(inputs)), warm_up, parent) {
    inputs_ = std::make_shared<const RunInputs>(std::move(inputs));
}

EmbeddedEngineClient::EmbeddedEngineClient(std::unique_ptr<ReplayPacer> pacer, QObject* parent)
    : EmbeddedEngineClient(std::move(pacer), Duration::zero(), parent) {}

EmbeddedEngineClient::EmbeddedEngineClient(std::unique_ptr<ReplayPacer> pacer, Duration warm_up,
                                           QObject* parent)
    : EngineClient(parent) {
    if (warm_up > Duration::zero()) {
        QElapsedTimer timer;
        timer.start();
        if (const auto first = pacer->next_instant()) {
            bool out_of_time = false;
            pacer->run_until(*first + warm_up, kWarmUpBudgetMs, out_of_time);
        }
        warm_up_ms_ = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    }
    QStringList notes;
    for (const std::string& n : pacer->policy_notes()) notes << QString::fromStdString(n);
    set_notes(std::move(notes));
    worker_ = new ReplayWorker(std::move(pacer));
    thread_.setObjectName(QStringLiteral("embedded-engine"));
    worker_->moveToThread(&thread_);
    connect(worker_, &ReplayWorker::frame_ready, this, &EmbeddedEngineClient::receive_frame);
    connect(worker_, &ReplayWorker::playing_changed, this, &EmbeddedEngineClient::receive_playing);
    connect(worker_, &ReplayWorker::report_ready, this, &EngineClient::report_ready);
    connect(worker_, &ReplayWorker::command_done, this, &EngineClient::command_done);
    thread_.start();
    QMetaObject::invokeMethod(
        worker_,
        [w = worker_, s = speed_] {
            w->set_speed(s);
            w->publish();
        },
        Qt::QueuedConnection);
}

EmbeddedEngineClient::~EmbeddedEngineClient() {
    QMetaObject::invokeMethod(
        worker_, [w = worker_] { delete w; }, Qt::BlockingQueuedConnection);
    thread_.quit();
    thread_.wait();
}

void EmbeddedEngineClient::play() {
    QMetaObject::invokeMethod(worker_, &ReplayWorker::play, Qt::QueuedConnection);
}

void EmbeddedEngineClient::pause() {
    QMetaObject::invokeMethod(worker_, &ReplayWorker::pause, Qt::QueuedConnection);
}

void EmbeddedEngineClient::step() {
    QMetaObject::invokeMethod(worker_, &ReplayWorker::step, Qt::QueuedConnection);
}

void EmbeddedEngineClient::set_speed(double sim_seconds_per_second) {
    speed_ = std::clamp(sim_seconds_per_second, 1.0, 10000.0);
    QMetaObject::invokeMethod(
        worker_, [w = worker_, s = speed_] { w->set_speed(s); }, Qt::QueuedConnection);
}

EngineClient::Request EmbeddedEngineClient::query(const Query& query, ReportFormat format) {
    const Request request = next_request();
    QMetaObject::invokeMethod(
        worker_, [w = worker_, request, query, format] { w->query(request, query, format); },
        Qt::QueuedConnection);
    return request;
}

EngineClient::Request EmbeddedEngineClient::apply(const Command& command) {
    const Request request = next_request();
    QMetaObject::invokeMethod(
        worker_, [w = worker_, request, command] { w->apply(request, command); }, Qt::QueuedConnection);
    return request;
}

}  // namespace outrigger::gui
