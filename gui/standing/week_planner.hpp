#pragma once

// Places a tentative week off the GUI thread. While a block is dragged, the conflicts a drop would
// leave need the engine's placement of the whole week with the change (standing_week.hpp:
// reservation/standing_calendar.hpp underneath), which costs milliseconds at a thousand nodes; the
// drag itself should only move the outline and repaint, whatever else the machine is doing.
//
// One worker thread with one slot: request() replaces whatever the worker has not taken yet, so it
// always places the latest tentative state, and a burst of drag steps costs at most the placement
// under way plus one. Every request gets a generation; an answer is handed over (ready(), on the
// thread the planner lives in) only when it belongs to the newest request, so a week placed for an
// older position is dropped, never presented as current.

#include <QObject>
#include <QString>
#include <QStringList>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "gui/standing/standing_week.hpp"

namespace outrigger::gui {

class WeekPlanner final : public QObject {
    Q_OBJECT
  public:
    // The week placed with a change and its conflicts as the panel lists them.
    struct Answer {
        std::shared_ptr<const StandingWeek> week;
        QStringList conflicts;  // StandingWeek::conflict_lines()
    };
    // Called on the worker thread as it takes a request, before placing it (with the request's
    // generation). Tests hold the worker there to make an answer stale on purpose.
    using TakeHook = std::function<void(quint64 generation)>;

    explicit WeekPlanner(QObject* parent = nullptr, TakeHook on_take = {});
    ~WeekPlanner() override;
    WeekPlanner(const WeekPlanner&) = delete;
    WeekPlanner& operator=(const WeekPlanner&) = delete;

    // Places `base`'s week with the SRCFG entries of `config_text` (a whole maui.cfg) in place of
    // `base.standing`; replaces a request not yet taken. Returns the request's generation.
    quint64 request(WeekInputs base, std::string config_text);
    // Nothing to place any more: a request not yet taken is forgotten and an answer on its way
    // dropped.
    void cancel();

    // The generation of the newest request (or cancel).
    [[nodiscard]] quint64 generation() const { return generation_; }
    // An answer for the newest request is still to come.
    [[nodiscard]] bool pending() const { return pending_; }
    // The newest answer handed over (empty before the first).
    [[nodiscard]] const std::optional<Answer>& answer() const { return answer_; }
    // Answers placed but dropped because a newer request had been made meanwhile.
    [[nodiscard]] quint64 dropped() const { return dropped_; }

  signals:
    // answer() now holds the week placed for request `generation`, the newest.
    void ready(quint64 generation);

  private:
    struct Job {
        quint64 generation = 0;
        WeekInputs base;
        std::string config_text;
    };
    void run();
    void deliver(quint64 generation, Answer answer);

    TakeHook on_take_;
    // Shared with the worker, under mutex_.
    std::mutex mutex_;
    std::condition_variable wake_;
    std::optional<Job> next_;
    bool stopping_ = false;
    // The planner's own thread only.
    quint64 generation_ = 0;
    bool pending_ = false;
    quint64 dropped_ = 0;
    std::optional<Answer> answer_;
    std::thread worker_;  // last: started once everything it uses exists
};

}  // namespace outrigger::gui
