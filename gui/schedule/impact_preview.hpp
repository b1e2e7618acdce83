#pragma once

// Asks the engine for the impact of a tentative change (engine/impact_plan.hpp) while a
// reservation is being drawn, off the GUI thread (the engine's worker runs the query), so that a
// drag never waits for a plan:
//   debounced   a burst of changes (a drag) sends only the last one, after a short quiet spell;
//   one at a time  while a plan is being made, newer changes wait and only the newest is sent;
//   generations every change gets a number; an answer is shown only when it belongs to the newest
//                 change, so a stale plan never appears after a newer gesture.

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <optional>

#include "engine/impact_plan.hpp"
#include "gui/client/engine_client.hpp"

namespace outrigger::gui {

class ImpactPreview final : public QObject {
    Q_OBJECT
  public:
    explicit ImpactPreview(QObject* parent = nullptr);

    // The engine to ask (null: none; requests wait until one is attached).
    void attach(EngineClient* client);
    // A new change to preview; replaces any change not yet answered.
    void request(TentativeChange change);
    // Nothing to preview any more: answers still on their way are dropped.
    void cancel();
    void set_debounce_ms(int ms) { timer_.setInterval(ms); }

    [[nodiscard]] quint64 generation() const { return generation_; }
    // An answer for the newest change is still to come.
    [[nodiscard]] bool pending() const { return want_.has_value() || in_flight_ != 0; }

  signals:
    // The impact of the newest change (generation as numbered by request()).
    void ready(const outrigger::ImpactReport& report, quint64 generation);
    // The newest change could not be planned at all (the engine's error).
    void failed(const QString& error, quint64 generation);

  private:
    void send();
    void answered(quint64 request, const Query& query, const QueryResult& result);

    QPointer<EngineClient> client_;
    QMetaObject::Connection answers_;
    QTimer timer_;
    std::optional<TentativeChange> want_;  // the newest change, not sent yet
    quint64 generation_ = 0;               // of the newest change
    quint64 in_flight_ = 0;                // the request being answered, 0 when none
    quint64 in_flight_generation_ = 0;
};

}  // namespace outrigger::gui
