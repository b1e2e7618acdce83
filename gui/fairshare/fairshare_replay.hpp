#pragma once

// The what-if on FSINTERVAL and on a larger FSDEPTH (guide 6.3.2.2): usage has to be bucketed
// again into windows of another length, or older windows kept that the session has dropped, which
// only a replay can do. The session's inputs are replayed under the changed parameters up to the
// session's clock on a thread of its own, and diagnose -f is asked for there. Progress (the share
// of simulated time done) arrives on the GUI thread; cancel() stops the replay between two of its
// slices. Every start() gets a new generation, and an answer is handed out only while its
// generation is the latest: a run that was cancelled or overtaken never shows.
//
// What is replayed is the inputs, not the session: commands given during the session (holds,
// priorities, changed parameters) are not part of it.

#include <QObject>
#include <memory>
#include <optional>
#include <thread>

#include "policy/fairshare/diagnose_f.hpp"

namespace outrigger {
struct RunInputs;
}  // namespace outrigger

namespace outrigger::gui {

struct FairshareReplayRequest {
    std::shared_ptr<const RunInputs> inputs;
    Duration interval;  // FSINTERVAL
    int depth = 1;      // FSDEPTH
    Time until;         // the session's clock
};

class FairshareReplay final : public QObject {
    Q_OBJECT
  public:
    explicit FairshareReplay(QObject* parent = nullptr);
    // Cancels a replay under way and waits for its thread.
    ~FairshareReplay() override;

    // Starts a replay (one under way is cancelled first); its generation.
    quint64 start(FairshareReplayRequest request);
    void cancel();
    [[nodiscard]] bool running() const { return running_; }
    [[nodiscard]] quint64 generation() const { return generation_; }
    // The latest generation's answer, once finished() came for it.
    [[nodiscard]] const std::optional<FsReport>& report() const { return report_; }

    // Wall time per slice of replay between two progress reports and cancel checks.
    static constexpr double kSliceMs = 50;

  signals:
    void progress(double fraction);  // 0..1 of the simulated time to replay
    // The report under the changed parameters (report()), or why there is none.
    void finished(bool ok, const QString& error);

  private:
    void slice_done(quint64 generation, double fraction);
    void done(quint64 generation, std::optional<FsReport> report, const QString& error);

    quint64 generation_ = 0;
    bool running_ = false;
    std::optional<FsReport> report_;
    std::jthread thread_;  // last: joined first when the runner goes
};

}  // namespace outrigger::gui
