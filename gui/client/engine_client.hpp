#pragma once

// What the workbench sees of a running engine (architecture: "The GUI"): the one interface every
// panel and the window depend on, whether the engine is embedded (embedded_engine_client.hpp: a
// replay on a worker thread) or, later, a remote outriggerd over its socket. It hands out
// immutable frames (view_frame.hpp) and never a reference into the engine.
//
//   frames    frame_changed with every new frame; frame() keeps the latest (null before the first)
//   playing   play(), pause(), playing_changed; step() runs one scheduling iteration while paused;
//             set_speed() paces a replay's clock (simulated seconds per wall second)
//   reports   query() asks for one of the engine's reports (engine/query.hpp: showq, checkjob, ...);
//             report_ready answers it with the request number query() returned
//   commands  apply() carries out one of the engine's commands (engine/command.hpp: setspri, hold,
//             cancel, setres, ...); command_done answers it, and a new frame shows the change
//
// Every call returns at once; answers arrive as signals on the client's thread. Requests are
// answered in the order they were made.

#include <QObject>
#include <QStringList>
#include <memory>

#include "engine/command.hpp"
#include "engine/query.hpp"
#include "gui/client/view_frame.hpp"

namespace outrigger {
struct RunInputs;
}  // namespace outrigger

namespace outrigger::gui {

class EngineClient : public QObject {
    Q_OBJECT
  public:
    using Request = quint64;

    explicit EngineClient(QObject* parent = nullptr);
    ~EngineClient() override;

    [[nodiscard]] const FramePtr& frame() const { return frame_; }
    [[nodiscard]] bool playing() const { return playing_; }
    [[nodiscard]] double speed() const { return speed_; }
    // What the engine found in its inputs worth a word (the policy's findings), known from the start.
    [[nodiscard]] const QStringList& notes() const { return notes_; }
    // The inputs the session replays, for a replay of them under other parameters (the Fairshare
    // panel's FSINTERVAL what-if); none when the engine runs elsewhere (a service).
    [[nodiscard]] virtual std::shared_ptr<const RunInputs> inputs() const { return nullptr; }

    virtual void play() = 0;
    virtual void pause() = 0;
    // One scheduling iteration (pausing first), then a frame.
    virtual void step() = 0;
    // Simulated seconds per wall second, clamped to 1..10,000.
    virtual void set_speed(double sim_seconds_per_second) = 0;
    // Asks for a report at the engine's now; answered by report_ready(request, ...).
    virtual Request query(const Query& query, ReportFormat format = ReportFormat::Text) = 0;
    // Carries out a command at the engine's now; answered by command_done(request, ...).
    virtual Request apply(const Command& command) = 0;

  signals:
    void frame_changed(const outrigger::gui::FramePtr& frame);
    void playing_changed(bool playing);
    void report_ready(quint64 request, const outrigger::Query& query, const outrigger::QueryResult& result);
    void command_done(quint64 request, const outrigger::CommandResult& result);

  protected:
    // For implementations: keep and announce what the engine sent.
    void receive_frame(const FramePtr& frame);
    void receive_playing(bool playing);
    void set_notes(QStringList notes) { notes_ = std::move(notes); }
    [[nodiscard]] Request next_request() { return ++last_request_; }
    double speed_ = 100;

  private:
    FramePtr frame_;
    bool playing_ = false;
    QStringList notes_;
    Request last_request_ = 0;
};

// Registers the types the client's signals carry across threads (idempotent).
void register_engine_client_types();

}  // namespace outrigger::gui
