#include "gui/whatif/whatif_runner.hpp"

#include <QElapsedTimer>
#include <QMetaObject>
#include <QPointer>

namespace outrigger::gui::whatif {

WhatIfRunner::WhatIfRunner(QObject* parent) : QObject(parent) {}

WhatIfRunner::~WhatIfRunner() {
    stop_.request_stop();
    if (thread_.joinable()) thread_.join();
}

bool WhatIfRunner::start(WhatIfSideRequest a, WhatIfSideRequest b) {
    if (running_) return false;
    if (thread_.joinable()) thread_.join();  // the last run's thread, already at its end
    running_ = true;
    result_.reset();
    progress_ = {};
    stop_ = std::stop_source();
    // The replays post to the GUI thread; a post that outlives the runner is dropped with it.
    thread_ = std::jthread([this, a = std::move(a), b = std::move(b), stop = stop_.get_token()] {
        QElapsedTimer timer;
        timer.start();
        WhatIfRun run = run_whatif(
            a, b,
            [this](char side, const WhatIfProgress& p) {
                QMetaObject::invokeMethod(
                    this, [this, side, p] { side_progress(side, p); }, Qt::QueuedConnection);
            },
            stop);
        const qint64 ms = timer.elapsed();
        QMetaObject::invokeMethod(
            this, [this, run = std::move(run), ms]() mutable { done(std::move(run), ms); },
            Qt::QueuedConnection);
    });
    return true;
}

void WhatIfRunner::cancel() {
    if (running_) stop_.request_stop();
}

void WhatIfRunner::side_progress(char side, WhatIfProgress progress) {
    if (!running_) return;
    progress_[side == 'A' ? 0 : 1] = std::move(progress);
    emit progress_changed(side);
}

void WhatIfRunner::done(WhatIfRun run, qint64 ms) {
    running_ = false;
    last_run_ms_ = ms;
    result_ = std::move(run);
    emit finished();
}

}  // namespace outrigger::gui::whatif
