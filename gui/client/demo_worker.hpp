#pragma once

// The demo's simulation thread: a QObject living in a QThread that owns the DemoEngine and paces
// it against the wall clock. Playing, it advances the simulated clock by speed x the wall time
// since the last tick (a 40 ms timer), handles the instants that fall before it within a 30 ms
// budget (when it falls behind, the clock waits for the replay rather than piling up lag), then
// publishes one DemoFrame. Every slot is called through queued connections from the session.

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <memory>

#include "gui/client/demo_frame.hpp"

class QTimer;

namespace outrigger::gui {

class DemoEngine;

class DemoWorker final : public QObject {
    Q_OBJECT
  public:
    explicit DemoWorker(std::unique_ptr<DemoEngine> engine);
    ~DemoWorker() override;

    void publish();  // a frame of the current state
    void play();
    void pause();
    void step();  // one scheduling iteration, then a frame
    void set_speed(double sim_seconds_per_second);
    void set_past_window(qint64 seconds);
    void checkjob(qint64 job);

  signals:
    void frame_ready(outrigger::gui::FramePtr frame);
    void playing_changed(bool playing);
    void checkjob_ready(qint64 job, const QString& text);

  private:
    void tick();

    std::unique_ptr<DemoEngine> engine_;
    QTimer* timer_;
    QElapsedTimer wall_;
    double clock_ = 0;  // the paced simulated clock, seconds
    double speed_ = 100;
    qint64 past_window_ = 12 * 3600;
};

}  // namespace outrigger::gui
