#include "gui/client/demo_worker.hpp"

#include <QTimer>
#include <cmath>

#include "gui/client/demo_engine.hpp"

namespace outrigger::gui {

namespace {
constexpr int kTickMs = 40;
constexpr double kBudgetMs = 30;
}  // namespace

DemoWorker::DemoWorker(std::unique_ptr<DemoEngine> engine)
    : engine_(std::move(engine)), timer_(new QTimer(this)) {
    timer_->setInterval(kTickMs);
    connect(timer_, &QTimer::timeout, this, &DemoWorker::tick);
    clock_ = static_cast<double>(engine_->now().seconds());
}

DemoWorker::~DemoWorker() = default;

void DemoWorker::publish() {
    emit frame_ready(engine_->frame(Time::from_seconds(static_cast<std::int64_t>(clock_)),
                                    Duration::seconds(past_window_)));
}

void DemoWorker::play() {
    if (timer_->isActive() || engine_->finished()) return;
    clock_ = std::max(clock_, static_cast<double>(engine_->now().seconds()));
    wall_.start();
    timer_->start();
    emit playing_changed(true);
}

void DemoWorker::pause() {
    if (!timer_->isActive()) return;
    timer_->stop();
    emit playing_changed(false);
    publish();
}

void DemoWorker::step() {
    pause();
    engine_->step_iteration();
    clock_ = static_cast<double>(engine_->now().seconds());
    publish();
}

void DemoWorker::set_speed(double sim_seconds_per_second) {
    speed_ = std::clamp(sim_seconds_per_second, 1.0, 10000.0);
}

void DemoWorker::set_past_window(qint64 seconds) {
    past_window_ = std::max<qint64>(0, seconds);
    if (!timer_->isActive()) publish();
}

void DemoWorker::checkjob(qint64 job) {
    const auto text = engine_->checkjob(JobId(static_cast<JobId::Rep>(job)));
    emit checkjob_ready(job, text ? QString::fromStdString(*text) : QString());
}

void DemoWorker::tick() {
    const double elapsed = static_cast<double>(wall_.restart()) / 1000.0;
    clock_ += speed_ * elapsed;
    bool behind = false;
    const bool more = engine_->run_until(Time::from_seconds(static_cast<std::int64_t>(std::floor(clock_))),
                                         kBudgetMs, behind);
    if (behind) clock_ = static_cast<double>(engine_->now().seconds());
    publish();
    if (!more) {
        timer_->stop();
        emit playing_changed(false);
    }
}

}  // namespace outrigger::gui
