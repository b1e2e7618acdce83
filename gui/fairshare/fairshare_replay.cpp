#include "gui/fairshare/fairshare_replay.hpp"

#include <QMetaObject>
#include <QPointer>
#include <algorithm>

#include "engine/query.hpp"
#include "gui/client/replay_pacer.hpp"
#include "session/run_inputs.hpp"

namespace outrigger::gui {

FairshareReplay::FairshareReplay(QObject* parent) : QObject(parent) {}

FairshareReplay::~FairshareReplay() {
    cancel();
    if (thread_.joinable()) thread_.join();
}

void FairshareReplay::cancel() {
    if (thread_.joinable()) thread_.request_stop();
    if (running_) {
        running_ = false;
        ++generation_;  // whatever the stopped run still posts is stale
        emit finished(false, tr("The replay was cancelled."));
    }
}

quint64 FairshareReplay::start(FairshareReplayRequest request) {
    if (thread_.joinable()) {
        thread_.request_stop();
        thread_.join();
    }
    const quint64 generation = ++generation_;
    running_ = true;
    report_.reset();
    QPointer<FairshareReplay> self(this);
    thread_ = std::jthread([self, generation, request = std::move(request)](std::stop_token stop) {
        // Answers go back to the GUI thread; the runner may be gone by then (QPointer).
        const auto post = [&self](auto call) {
            QMetaObject::invokeMethod(
                self.data(),
                [self, call = std::move(call)]() mutable {
                    if (self) call(*self);
                },
                Qt::QueuedConnection);
        };
        if (!request.inputs) {
            post([generation](FairshareReplay& r) {
                r.done(generation, std::nullopt, tr("This session has no inputs to replay here."));
            });
            return;
        }
        RunInputs inputs = *request.inputs;
        inputs.config.fairshare.interval = request.interval;
        inputs.config.fairshare.depth = request.depth;
        ReplayPacer pacer(std::move(inputs));
        const Time from = pacer.now();
        const double span = std::max<double>(1.0, static_cast<double>((request.until - from).count()));
        while (!stop.stop_requested()) {
            bool out_of_time = false;
            const bool more = pacer.run_until(request.until, kSliceMs, out_of_time);
            const double done =
                std::clamp(static_cast<double>((pacer.now() - from).count()) / span, 0.0, 1.0);
            post([generation, done](FairshareReplay& r) { r.slice_done(generation, done); });
            if (!more || !out_of_time) break;
        }
        if (stop.stop_requested()) return;
        const QueryResult q = pacer.query(Query{QueryKind::DiagnoseF, ""}, ReportFormat::Json);
        std::string error = q.error;
        std::optional<FsReport> report;
        if (q.report) report = fs_report_from_json(q.report->json, error);
        post([generation, report = std::move(report), error = QString::fromStdString(error)](
                 FairshareReplay& r) mutable { r.done(generation, std::move(report), error); });
    });
    return generation;
}

void FairshareReplay::slice_done(quint64 generation, double fraction) {
    if (generation == generation_ && running_) emit progress(fraction);
}

void FairshareReplay::done(quint64 generation, std::optional<FsReport> report, const QString& error) {
    if (generation != generation_ || !running_) return;  // cancelled or overtaken
    running_ = false;
    report_ = std::move(report);
    emit finished(report_.has_value(), error);
}

}  // namespace outrigger::gui
