#pragma once

// The embedded engine's thread: a QObject living in a QThread that owns the ReplayPacer and paces
// it against the wall clock. Playing, it advances the simulated clock by speed x the wall time
// since the last tick (a 40 ms timer), handles the instants that fall before it within a 30 ms
// budget (when it falls behind, the clock waits for the replay rather than piling up lag), then
// publishes one frame. Reports and commands run here, between two ticks, on the engine's own
// thread. Every slot is called through queued calls from the EmbeddedEngineClient.

#include <QElapsedTimer>
#include <QObject>
#include <memory>

#include "engine/command.hpp"
#include "engine/query.hpp"
#include "gui/client/view_frame.hpp"

class QTimer;

namespace outrigger::gui {

class ReplayPacer;

class ReplayWorker final : public QObject {
    Q_OBJECT
  public:
    explicit ReplayWorker(std::unique_ptr<ReplayPacer> pacer);
    ~ReplayWorker() override;

    void publish();  // a frame of the current state
    void play();
    void pause();
    void step();  // one scheduling iteration, then a frame
    void set_speed(double sim_seconds_per_second);
    void query(quint64 request, const outrigger::Query& query, outrigger::ReportFormat format);
    void apply(quint64 request, const outrigger::Command& command);

  signals:
    void frame_ready(const outrigger::gui::FramePtr& frame);
    void playing_changed(bool playing);
    void report_ready(quint64 request, const outrigger::Query& query, const outrigger::QueryResult& result);
    void command_done(quint64 request, const outrigger::CommandResult& result);

  private:
    void tick();

    std::unique_ptr<ReplayPacer> pacer_;
    QTimer* timer_;
    QElapsedTimer wall_;
    double clock_ = 0;  // the paced simulated clock, seconds
    double speed_ = 100;
};

}  // namespace outrigger::gui
