#include "service/control_server.hpp"

#include <grp.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QDir>
#include <QFileInfo>
#include <vector>

#include "protocol/line_decoder.hpp"
#include "protocol/reply.hpp"
#include "service/peer.hpp"

namespace outrigger::service {

namespace {

std::optional<gid_t> group_id(const std::string& name) {
    group entry{};
    group* found = nullptr;
    std::vector<char> buffer(16384);
    if (getgrnam_r(name.c_str(), &entry, buffer.data(), buffer.size(), &found) != 0 || found == nullptr)
        return std::nullopt;
    return found->gr_gid;
}

void send(QLocalSocket* socket, const nlohmann::json& reply) {
    const std::string line = protocol::encode_line(reply);
    socket->write(line.data(), static_cast<qint64>(line.size()));
}

}  // namespace

ControlServer::ControlServer(ServiceCore& core, const Log& log, ServerLimits limits)
    : core_(core), log_(log), limits_(limits), server_(std::make_unique<QLocalServer>()) {
    QObject::connect(server_.get(), &QLocalServer::newConnection, [this] { accept(); });
    pushes_.setInterval(limits_.push_interval_ms);
    QObject::connect(&pushes_, &QTimer::timeout, [this] { publish(); });
    pushes_.start();
}

ControlServer::~ControlServer() {
    close();
}

bool ControlServer::listen(const std::string& path, const std::optional<std::string>& group,
                           std::string& error) {
    QLocalServer* server = server_.get();
    if (server == nullptr) return false;
    const QString where = QString::fromStdString(path);
    const QFileInfo info(where);
    if (!QDir().mkpath(info.absolutePath())) {
        error = "socket " + path + ": cannot make its folder " + info.absolutePath().toStdString();
        return false;
    }
    std::optional<gid_t> gid;
    if (group) {
        gid = group_id(*group);
        if (!gid) {
            error = "--socket-group " + *group + ": no such group";
            return false;
        }
    }
    if (info.exists()) {
        // A socket left by a killed service is removed; one that answers belongs to a live service.
        QLocalSocket probe;
        probe.connectToServer(where);
        if (probe.waitForConnected(500)) {
            error = "socket " + path + ": another outriggerd listens there";
            return false;
        }
        QLocalServer::removeServer(where);
    }
    server->setSocketOptions(group ? QLocalServer::UserAccessOption | QLocalServer::GroupAccessOption
                                   : QLocalServer::WorldAccessOption);
    server->setMaxPendingConnections(limits_.max_clients);
    if (!server->listen(where)) {
        error = "socket " + path + ": " + server->errorString().toStdString();
        return false;
    }
    if (gid &&
        (::chown(path.c_str(), static_cast<uid_t>(-1), *gid) != 0 || ::chmod(path.c_str(), 0660) != 0)) {
        error = "socket " + path + ": cannot give it to group " + *group;
        server->close();
        return false;
    }
    path_ = path;
    log_.info("listening on " + path +
              (group ? " (group " + *group + ")" : std::string(" (every local user)")));
    return true;
}

void ControlServer::close() {
    for (auto& [socket, connection] : connections_) {
        QObject::disconnect(socket, nullptr, nullptr, nullptr);
        socket->abort();
        socket->deleteLater();
    }
    connections_.clear();
    if (QLocalServer* server = server_.get(); server != nullptr && server->isListening()) server->close();
}

void ControlServer::accept() {
    QLocalServer* server = server_.get();
    if (server == nullptr) return;
    while (QLocalSocket* socket = server->nextPendingConnection()) {
        if (static_cast<int>(connections_.size()) >= limits_.max_clients) {
            send(socket,
                 protocol::error_reply(
                     nullptr, protocol::Error{protocol::ErrorCode::Busy,
                                              "the service serves " + std::to_string(limits_.max_clients) +
                                                  " clients already; try again later"}));
            socket->flush();
            // Closed a moment later, not at once: a client that has just sent its hello would
            // otherwise meet a closed socket and never read why.
            QObject::connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
            QTimer::singleShot(1000, socket, [socket] { socket->disconnectFromServer(); });
            continue;
        }
        auto c = std::make_unique<Connection>();
        c->socket = socket;
        const auto uid = peer_uid(static_cast<int>(socket->socketDescriptor()));
        if (!uid) {
            log_.warn("a client whose user the kernel does not tell was refused");
            socket->abort();
            socket->deleteLater();
            continue;
        }
        c->session.peer.uid = *uid;
        c->session.peer.user = user_name(*uid);
        c->session.peer.level = core_.level_for(*uid, c->session.peer.user);
        c->idle = std::make_unique<QTimer>();
        c->idle->setSingleShot(true);
        c->idle->setInterval(limits_.idle_timeout_s * 1000);
        QObject::connect(c->idle.get(), &QTimer::timeout, [this, socket] { drop(socket, "idle"); });
        c->idle->start();
        QObject::connect(socket, &QLocalSocket::readyRead, [this, socket] { read(socket); });
        QObject::connect(socket, &QLocalSocket::disconnected, [this, socket] { drop(socket, nullptr); });
        log_.debug("client connected: " + c->session.peer.user);
        connections_.emplace(socket, std::move(c));
        // Bytes may have come with the connection.
        if (socket->bytesAvailable() > 0) read(socket);
    }
}

void ControlServer::read(QLocalSocket* socket) {
    const auto it = connections_.find(socket);
    if (it == connections_.end()) return;
    Connection& c = *it->second;
    if (QTimer* idle = c.idle.get(); idle != nullptr && !c.subscribed) idle->start();
    const QByteArray bytes = socket->readAll();
    c.buffer.append(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    while (auto frame = c.buffer.next()) {
        std::string line;
        if (frame->kind == protocol::Frame::Kind::Overlong) {
            line = protocol::encode_line(protocol::error_reply(
                nullptr,
                protocol::Error{protocol::ErrorCode::LineTooLong,
                                "a line may hold at most " + std::to_string(protocol::kMaxLineBytes) +
                                    " bytes; it was skipped up to its newline"}));
        } else {
            protocol::Decoded d = protocol::decode_line(frame->text);
            if (d.request && d.request->type == "subscribe" && c.session.greeted) {
                subscribe(c, *d.request);
                if (connections_.find(socket) == connections_.end()) return;
                continue;
            }
            line = d.request ? core_.handle_line(*d.request, c.session)
                             : protocol::encode_line(protocol::error_reply(d.id, d.error));
        }
        socket->write(line.data(), static_cast<qint64>(line.size()));
        if (socket->bytesToWrite() > limits_.max_unread_bytes) {
            drop(socket, "it stopped reading its replies");
            return;
        }
    }
}

void ControlServer::drop(QLocalSocket* socket, const char* why) {
    const auto it = connections_.find(socket);
    if (it == connections_.end()) return;
    if (why != nullptr) log_.info("client " + it->second->session.peer.user + " dropped: " + why);
    auto connection = std::move(it->second);
    connections_.erase(it);
    QObject::disconnect(socket, nullptr, nullptr, nullptr);
    socket->abort();
    socket->deleteLater();
}

}  // namespace outrigger::service

namespace outrigger::service {

void ControlServer::subscribe(Connection& c, const protocol::Request& request) {
    std::optional<std::int64_t> since;
    if (const auto it = request.message.find("since"); it != request.message.end()) {
        if (!it->is_number_integer()) {
            send(c.socket,
                 protocol::error_reply(request.id, protocol::Error{protocol::ErrorCode::InvalidRequest,
                                                                   "since: expected a view sequence"}));
            return;
        }
        since = it->get<std::int64_t>();
    }
    // A subscriber listens more than it speaks: silence is no reason to close it.
    if (QTimer* idle = c.idle.get()) idle->stop();
    // With others subscribed the feed is at most one push interval old: building the whole view
    // again for each newcomer would hold every client up while a hundred subscribe.
    bool others = false;
    for (const auto& [socket, other] : connections_)
        others = others || (other.get() != &c && other->subscribed);
    if (!others) core_.publish(/*wait=*/true);
    const std::int64_t now = core_.feed().sequence();
    send(c.socket, protocol::ok_reply(request.id, {{"sequence", now}}));
    // A sequence the feed cannot lead on from gets a full view (-1 says so to push()).
    c.subscribed = since && core_.feed().after(*since) ? *since : -1;
    push(c);
}

bool ControlServer::push(Connection& c) {
    if (!c.subscribed) return true;
    const ViewFeed& feed = core_.feed();
    if (*c.subscribed == feed.sequence()) return true;
    // Encoded once by the feed, whoever they go to.
    const auto write = [&c](const std::string& line) {
        c.socket->write(line.data(), static_cast<qint64>(line.size()));
    };
    if (const auto deltas = feed.delta_lines_after(*c.subscribed)) {
        for (const std::string* line : *deltas) write(*line);
    } else {
        write(feed.view_line());
    }
    c.subscribed = feed.sequence();
    // What the kernel takes now is the client's to read; only what it has no room for counts as
    // unread (a busy event loop has not flushed, which is no sign of a client that stopped reading).
    // A client gone meanwhile is dropped by the flush itself (its connection, and `c`, with it).
    QLocalSocket* socket = c.socket;
    socket->flush();
    if (!connections_.contains(socket)) return false;
    if (socket->bytesToWrite() > limits_.max_unread_bytes) {
        drop(socket, "it stopped reading the views pushed to it");
        return false;
    }
    return true;
}

void ControlServer::publish() {
    bool any = false;
    for (const auto& [socket, c] : connections_) any = any || c->subscribed.has_value();
    if (!any || !core_.publish()) return;
    std::vector<QLocalSocket*> behind;
    for (const auto& [socket, c] : connections_)
        if (c->subscribed) behind.push_back(socket);
    for (QLocalSocket* socket : behind) {
        const auto it = connections_.find(socket);
        if (it != connections_.end()) push(*it->second);
    }
}

}  // namespace outrigger::service
