#pragma once

// The control socket: a QLocalServer whose clients speak JSON Lines (core/protocol). Each line is
// framed with a bound, decoded without throwing and answered with exactly one reply line; a client
// beyond the cap is told the service is busy, an idle one is closed, and one that stops reading is
// dropped once its unread replies pass a bound, so that no client slows the scheduler or the others.
//
// A client that subscribes gets the view pushed: a full one first (or the deltas since the
// sequence it names), then a delta whenever the view changed, coalesced to four a second.

#include <QLocalServer>
#include <QLocalSocket>
#include <QTimer>
#include <map>
#include <memory>
#include <optional>
#include <string>

#include "protocol/line_buffer.hpp"
#include "service/log.hpp"
#include "service/service_core.hpp"

namespace outrigger::service {

struct ServerLimits {
    int max_clients = 64;
    int push_interval_ms = 250;
    int idle_timeout_s = 300;
    qint64 max_unread_bytes = qint64{64} << 20;
};

class ControlServer {
  public:
    ControlServer(ServiceCore& core, const Log& log, ServerLimits limits);
    ~ControlServer();
    ControlServer(const ControlServer&) = delete;
    ControlServer& operator=(const ControlServer&) = delete;

    // Listens on `path` (its folder made when absent); every local user may connect, or only the
    // members of `group`. false with `error` set when it cannot.
    bool listen(const std::string& path, const std::optional<std::string>& group, std::string& error);
    void close();

  private:
    struct Connection {
        QLocalSocket* socket = nullptr;  // owned by the server (its Qt parent)
        protocol::LineBuffer buffer;
        Session session;
        std::unique_ptr<QTimer> idle;
        std::optional<std::int64_t> subscribed;  // the last view sequence sent
    };
    void accept();
    void read(QLocalSocket* socket);
    void drop(QLocalSocket* socket, const char* why);
    void subscribe(Connection& c, const protocol::Request& request);
    // Sends a subscriber what it has not seen; false when it was dropped for not reading.
    bool push(Connection& c);
    void publish();

    ServiceCore& core_;
    const Log& log_;
    ServerLimits limits_;
    std::unique_ptr<QLocalServer> server_;
    std::string path_;
    std::map<QLocalSocket*, std::unique_ptr<Connection>> connections_;
    QTimer pushes_;
};

}  // namespace outrigger::service
