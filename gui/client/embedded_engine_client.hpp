#pragma once

// The engine embedded in the workbench: a replay of run inputs (session/run_inputs.hpp) under
// their whole policy, on a worker thread of its own (replay_worker.hpp), behind the EngineClient
// interface. Calls go to the worker as queued calls; frames, reports and command results come back
// by queued signals. The GUI thread never touches the engine. Destroying the client stops the
// thread and deletes the worker in it.

#include <QThread>
#include <memory>

#include "gui/client/engine_client.hpp"
#include "session/run_inputs.hpp"

namespace outrigger::gui {

class ReplayPacer;
class ReplayWorker;

class EmbeddedEngineClient final : public EngineClient {
    Q_OBJECT
  public:
    // Composes the inputs' policy and builds the replay here, then hands it to the worker thread,
    // which publishes the first frame.
    explicit EmbeddedEngineClient(RunInputs inputs, QObject* parent = nullptr);
    // The same, with the replay's first `warm_up` of simulated time (from its first event) handled
    // here before the worker starts, so that the first frame already shows a cluster at work. The
    // warm-up stops after kWarmUpBudgetMs of wall time whatever it reached.
    EmbeddedEngineClient(RunInputs inputs, Duration warm_up, QObject* parent = nullptr);
    // Over a replay built already (tests).
    explicit EmbeddedEngineClient(std::unique_ptr<ReplayPacer> pacer, QObject* parent = nullptr);
    EmbeddedEngineClient(std::unique_ptr<ReplayPacer> pacer, Duration warm_up, QObject* parent = nullptr);
    ~EmbeddedEngineClient() override;

    static constexpr double kWarmUpBudgetMs = 3000;
    // Wall time the warm-up took, milliseconds (0 without one).
    [[nodiscard]] double warm_up_ms() const { return warm_up_ms_; }
    // A copy of the inputs it was built from (none when built over a replay).
    [[nodiscard]] std::shared_ptr<const RunInputs> inputs() const override { return inputs_; }

    void play() override;
    void pause() override;
    void step() override;
    void set_speed(double sim_seconds_per_second) override;
    Request query(const Query& query, ReportFormat format = ReportFormat::Text) override;
    Request apply(const Command& command) override;

  private:
    QThread thread_;
    ReplayWorker* worker_;  // lives in thread_; deleted there by the destructor
    double warm_up_ms_ = 0;
    std::shared_ptr<const RunInputs> inputs_;
};

}  // namespace outrigger::gui
