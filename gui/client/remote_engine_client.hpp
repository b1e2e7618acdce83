#pragma once

// A running outriggerd behind the EngineClient interface, over its control socket
// (core/protocol/README.md): hello, then subscribe, and the service's views and deltas become
// frames; queries and commands go to the service as the engine seam's JSON and its answers, a
// refusal for want of an ADMIN level included, come back as report_ready and command_done. Play,
// pause and step are schedctl resume, stop and step; the speed is the service's.
//
// A lost connection is said (connection_changed) and retried every kRetryMs; requests that were
// in flight are answered with an error that says the service may or may not have carried them
// out, and the views continue from the last sequence applied (subscribe with `since`).

#include <QLocalSocket>
#include <QStringList>
#include <QTimer>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>

#include "gui/client/engine_client.hpp"
#include "protocol/line_buffer.hpp"
#include "protocol/reply.hpp"

namespace outrigger::gui {

class RemoteEngineClient final : public EngineClient {
    Q_OBJECT
  public:
    static constexpr int kRetryMs = 2000;
    static constexpr int kStatusMs = 1000;

    // Starts connecting to the socket at `path` at once.
    explicit RemoteEngineClient(QString path, QObject* parent = nullptr);
    ~RemoteEngineClient() override;

    [[nodiscard]] const QString& path() const { return path_; }
    [[nodiscard]] bool connected() const { return greeted_; }
    // "alice (ADMIN1) on /run/outrigger/outriggerd.sock: running, simulated resource manager", or
    // why there is no connection.
    [[nodiscard]] const QString& connection_text() const { return connection_text_; }
    // The same while connected, in fewer words for a narrow status bar, longest first: "alice
    // (ADMIN1): scheduling running, simulated resource manager", then "scheduling running"; or
    // "slurm UNREACHABLE, scheduling stopped" alone while the resource manager is.
    [[nodiscard]] const QStringList& connection_briefs() const { return connection_briefs_; }
    // Why the service cannot reach its resource manager ("slurm resource manager UNREACHABLE since
    // ...: ..."), or empty while it can (or the connection is down: connection_text() says so).
    [[nodiscard]] const QString& rm_unreachable() const { return rm_unreachable_; }

    void play() override;
    void pause() override;
    void step() override;
    void set_speed(double sim_seconds_per_second) override;
    Request query(const Query& query, ReportFormat format = ReportFormat::Text) override;
    Request apply(const Command& command) override;

  signals:
    // The connection was made, lost, or its status changed; connection_text() says how it stands.
    void connection_changed(bool connected);
    // A word from the service worth showing: a refused play, pause, step or speed.
    void service_message(const QString& text);

  private:
    enum class Pending : unsigned char { Hello, Subscribe, Status, Control, Query, Command };
    struct InFlight {
        Pending kind = Pending::Status;
        Request request = 0;
        Query query;
    };

    void connect_now();
    void socket_connected();
    void socket_lost();
    void read_lines();
    void handle(const nlohmann::json& line);
    void handle_reply(const InFlight& sent, const protocol::Reply& reply);
    void handle_push(const nlohmann::json& push);
    void show_view();
    void send(nlohmann::json request, InFlight what);
    void control(const Command& command);
    void set_status(const nlohmann::json& status);
    void say(QString text);

    QString path_;
    std::unique_ptr<QLocalSocket> socket_;
    protocol::LineBuffer buffer_;
    QTimer retry_;
    QTimer status_timer_;
    std::map<std::int64_t, InFlight> in_flight_;
    std::int64_t next_id_ = 1;
    bool greeted_ = false;
    QString user_, level_, scheduling_, resource_manager_;
    QString connection_text_;
    QStringList connection_briefs_;
    QString rm_unreachable_;
    nlohmann::json view_;                   // the last view applied, as the service sent it
    std::optional<std::int64_t> sequence_;  // its sequence
};

}  // namespace outrigger::gui
