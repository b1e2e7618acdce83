#include "gui/standing/week_planner.hpp"

#include <QMetaObject>

#if defined(__linux__)
#include <sys/resource.h>
#include <unistd.h>
#endif

#include "config/document.hpp"
#include "config/typed_config.hpp"

namespace outrigger::gui {

WeekPlanner::WeekPlanner(QObject* parent, TakeHook on_take)
    : QObject(parent), on_take_(std::move(on_take)), worker_([this] { run(); }) {}

WeekPlanner::~WeekPlanner() {
    {
        const std::lock_guard lock(mutex_);
        stopping_ = true;
        next_.reset();
    }
    wake_.notify_one();
    worker_.join();
    // An answer posted but not yet delivered goes with this object: Qt drops events for a receiver
    // that no longer exists.
}

quint64 WeekPlanner::request(WeekInputs base, std::string config_text) {
    const quint64 generation = ++generation_;
    pending_ = true;
    {
        const std::lock_guard lock(mutex_);
        next_ = Job{generation, std::move(base), std::move(config_text)};
    }
    wake_.notify_one();
    return generation;
}

void WeekPlanner::cancel() {
    ++generation_;
    pending_ = false;
    const std::lock_guard lock(mutex_);
    next_.reset();
}

void WeekPlanner::run() {
#if defined(__linux__)
    // Below the GUI thread when they compete for a core: the drag comes first, its conflicts after.
    (void)setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), 5);
#endif
    for (;;) {
        Job job;
        {
            std::unique_lock lock(mutex_);
            wake_.wait(lock, [this] { return stopping_ || next_.has_value(); });
            if (stopping_) return;
            job = std::move(*next_);
            next_.reset();
        }
        if (on_take_) on_take_(job.generation);
        job.base.standing =
            build_config(ConfigDocument::parse(job.config_text, "maui.cfg")).config.standing_reservations;
        Answer answer;
        auto week = std::make_shared<const StandingWeek>(std::move(job.base));
        answer.conflicts = week->conflict_lines();
        answer.week = std::move(week);
        QMetaObject::invokeMethod(
            this,
            [this, generation = job.generation, a = std::move(answer)]() mutable {
                deliver(generation, std::move(a));
            },
            Qt::QueuedConnection);
    }
}

void WeekPlanner::deliver(quint64 generation, Answer answer) {
    if (generation != generation_) {  // a newer request (or a cancel) came meanwhile
        ++dropped_;
        return;
    }
    pending_ = false;
    answer_ = std::move(answer);
    emit ready(generation);
}

}  // namespace outrigger::gui
