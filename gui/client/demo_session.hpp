#pragma once

// A running demo as the GUI holds it: the worker (demo_worker.hpp) in its own QThread, commands
// sent to it by queued calls, frames received by a queued signal. The GUI thread never touches
// the simulator; it keeps the latest frame (an immutable value) and re-emits it. Destroying the
// session stops the thread and deletes the worker in it.

#include <QObject>
#include <QString>
#include <QThread>
#include <memory>

#include "gui/client/demo_frame.hpp"

namespace outrigger::gui {

class DemoEngine;
class DemoWorker;

class DemoSession final : public QObject {
    Q_OBJECT
  public:
    // Takes the engine over to the worker thread and publishes the first frame.
    explicit DemoSession(std::unique_ptr<DemoEngine> engine, QObject* parent = nullptr);
    ~DemoSession() override;

    void play();
    void pause();
    void step();
    // Simulated seconds per wall second, 1 to 10,000.
    void set_speed(double sim_seconds_per_second);
    // How long completed jobs stay in the Schedule view.
    void set_past_window(qint64 seconds);
    // Asks for the checkjob text of `job`; answered by checkjob_ready.
    void request_checkjob(JobId job);

    [[nodiscard]] const FramePtr& frame() const { return frame_; }
    [[nodiscard]] bool playing() const { return playing_; }
    [[nodiscard]] double speed() const { return speed_; }

  signals:
    void frame_changed(const outrigger::gui::FramePtr& frame);
    void playing_changed(bool playing);
    void checkjob_ready(qint64 job, const QString& text);

  private:
    QThread thread_;
    DemoWorker* worker_;  // lives in thread_; deleted there by the destructor
    FramePtr frame_;
    bool playing_ = false;
    double speed_ = 100;
};

}  // namespace outrigger::gui
