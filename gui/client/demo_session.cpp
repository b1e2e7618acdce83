#include "gui/client/demo_session.hpp"

#include <QMetaObject>

#include "gui/client/demo_engine.hpp"
#include "gui/client/demo_worker.hpp"

namespace outrigger::gui {

DemoSession::DemoSession(std::unique_ptr<DemoEngine> engine, QObject* parent)
    : QObject(parent), worker_(new DemoWorker(std::move(engine))) {
    qRegisterMetaType<FramePtr>("outrigger::gui::FramePtr");
    thread_.setObjectName(QStringLiteral("demo-simulation"));
    worker_->moveToThread(&thread_);
    connect(worker_, &DemoWorker::frame_ready, this, [this](const FramePtr& frame) {
        frame_ = frame;
        emit frame_changed(frame_);
    });
    connect(worker_, &DemoWorker::playing_changed, this, [this](bool playing) {
        playing_ = playing;
        emit playing_changed(playing);
    });
    connect(worker_, &DemoWorker::checkjob_ready, this, &DemoSession::checkjob_ready);
    thread_.start();
    QMetaObject::invokeMethod(
        worker_,
        [w = worker_, s = speed_] {
            w->set_speed(s);
            w->publish();
        },
        Qt::QueuedConnection);
}

DemoSession::~DemoSession() {
    QMetaObject::invokeMethod(
        worker_, [w = worker_] { delete w; }, Qt::BlockingQueuedConnection);
    thread_.quit();
    thread_.wait();
}

void DemoSession::play() {
    QMetaObject::invokeMethod(worker_, &DemoWorker::play, Qt::QueuedConnection);
}
void DemoSession::pause() {
    QMetaObject::invokeMethod(worker_, &DemoWorker::pause, Qt::QueuedConnection);
}
void DemoSession::step() {
    QMetaObject::invokeMethod(worker_, &DemoWorker::step, Qt::QueuedConnection);
}

void DemoSession::set_speed(double sim_seconds_per_second) {
    speed_ = std::clamp(sim_seconds_per_second, 1.0, 10000.0);
    QMetaObject::invokeMethod(
        worker_, [w = worker_, s = speed_] { w->set_speed(s); }, Qt::QueuedConnection);
}

void DemoSession::set_past_window(qint64 seconds) {
    QMetaObject::invokeMethod(
        worker_, [w = worker_, seconds] { w->set_past_window(seconds); }, Qt::QueuedConnection);
}

void DemoSession::request_checkjob(JobId job) {
    const auto id = static_cast<qint64>(job.value());
    QMetaObject::invokeMethod(
        worker_, [w = worker_, id] { w->checkjob(id); }, Qt::QueuedConnection);
}

}  // namespace outrigger::gui
