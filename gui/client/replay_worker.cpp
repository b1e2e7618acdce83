#include "gui/client/replay_worker.hpp"

#include <QTimer>
#include <algorithm>
#include <cmath>

#include "gui/client/replay_pacer.hpp"

namespace outrigger::gui {

namespace {
constexpr int kTickMs = 40;
constexpr double kBudgetMs = 30;
}  // namespace

ReplayWorker::ReplayWorker(std::unique_ptr<ReplayPacer> pacer)
    : pacer_(std::move(pacer)), timer_(new QTimer(this)) {
    timer_->setInterval(kTickMs);
    connect(timer_, &QTimer::timeout, this, &ReplayWorker::tick);
    clock_ = static_cast<double>(pacer_->now().seconds());
}

ReplayWorker::~ReplayWorker() = default;

void ReplayWorker::publish() {
    emit frame_ready(pacer_->frame(Time::from_seconds(static_cast<std::int64_t>(clock_))));
}

void ReplayWorker::play() {
    if (timer_->isActive() || pacer_->finished()) return;
    clock_ = std::max(clock_, static_cast<double>(pacer_->now().seconds()));
    wall_.start();
    timer_->start();
    emit playing_changed(true);
}

void ReplayWorker::pause() {
    if (!timer_->isActive()) return;
    timer_->stop();
    emit playing_changed(false);
    publish();
}

void ReplayWorker::step() {
    pause();
    pacer_->step_iteration();
    clock_ = static_cast<double>(pacer_->now().seconds());
    publish();
}

void ReplayWorker::set_speed(double sim_seconds_per_second) {
    speed_ = std::clamp(sim_seconds_per_second, 1.0, 10000.0);
}

void ReplayWorker::query(quint64 request, const Query& query, ReportFormat format) {
    emit report_ready(request, query, pacer_->query(query, format));
}

void ReplayWorker::apply(quint64 request, const Command& command) {
    const CommandResult result = pacer_->apply(command);
    emit command_done(request, result);
    publish();
}

void ReplayWorker::tick() {
    const double elapsed = static_cast<double>(wall_.restart()) / 1000.0;
    clock_ += speed_ * elapsed;
    bool behind = false;
    const bool more = pacer_->run_until(Time::from_seconds(static_cast<std::int64_t>(std::floor(clock_))),
                                        kBudgetMs, behind);
    if (behind) clock_ = static_cast<double>(pacer_->now().seconds());
    publish();
    if (!more) {
        timer_->stop();
        emit playing_changed(false);
    }
}

}  // namespace outrigger::gui
