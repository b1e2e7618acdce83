#pragma once

// Keeps one of the engine's reports (engine/query.hpp) current for a panel: each new frame whose
// clock moved asks the running session's engine for it, one request at a time; when the clock
// moved again while the answer was on its way, the next is asked for as soon as it arrives. The
// engine is looked up through a source at every frame, since it changes with every restart of the
// session, and answers meant for another engine or an older query are dropped.

#include <QObject>
#include <QPointer>
#include <functional>
#include <optional>

#include "engine/query.hpp"
#include "gui/client/view_frame.hpp"

namespace outrigger::gui {

class EngineClient;

class ReportFollower final : public QObject {
    Q_OBJECT
  public:
    using ClientSource = std::function<EngineClient*()>;

    ReportFollower(Query query, ReportFormat format, QObject* parent = nullptr);

    void set_client_source(ClientSource source) { client_source_ = std::move(source); }
    // Asks for the report when `frame`'s clock differs from the last one asked at.
    void show_frame(const FramePtr& frame);
    // Another query (diagnose -f after another job): asked for at once, and an answer to the old
    // one is dropped.
    void set_query(Query query);
    [[nodiscard]] const Query& query() const { return query_; }
    [[nodiscard]] const FramePtr& frame() const { return frame_; }
    [[nodiscard]] bool waiting() const { return pending_.has_value(); }

  signals:
    // The engine's answer: a report, or why there is none.
    void answered(const outrigger::QueryResult& result);

  private:
    void follow_client();
    void arrived(quint64 request, const Query& query, const QueryResult& result);

    Query query_;
    ReportFormat format_;
    ClientSource client_source_;
    QPointer<EngineClient> client_;
    std::optional<quint64> pending_;
    std::optional<Time> asked_at_;
    bool query_changed_ = false;
    FramePtr frame_;
};

}  // namespace outrigger::gui
