#include "protocol/client/service_client.hpp"

#include <QDeadlineTimer>
#include <QLocalSocket>

#include "protocol/limits.hpp"

namespace outrigger::protocol {

ServiceClient::ServiceClient() : socket_(std::make_unique<QLocalSocket>()) {}

ServiceClient::~ServiceClient() = default;

bool ServiceClient::connect(const std::string& path, std::string_view client, int timeout_ms) {
    QLocalSocket* s = socket_.get();
    if (s == nullptr) return false;
    reached_ = false;
    s->connectToServer(QString::fromStdString(path));
    if (!s->waitForConnected(timeout_ms)) {
        error_ = s->errorString().toStdString();
        return false;
    }
    reached_ = true;
    CallResult hello =
        call({{"type", "hello"}, {"protocol", kVersion}, {"client", std::string(client)}}, timeout_ms);
    if (!hello.reply) {
        error_ = hello.error;
        return false;
    }
    if (!hello.reply->ok) {
        error_ = hello.reply->error ? hello.reply->error->message : "the service refused the hello";
        return false;
    }
    welcome_ = hello.reply->result;
    return true;
}

std::optional<std::string> ServiceClient::read_line(int timeout_ms) {
    QLocalSocket* s = socket_.get();
    if (s == nullptr) return std::nullopt;
    const QDeadlineTimer deadline(timeout_ms);
    while (true) {
        if (auto frame = buffer_.next()) {
            if (frame->kind == Frame::Kind::Line) return std::move(frame->text);
            error_ = "the service sent a line longer than the protocol allows";
            return std::nullopt;
        }
        if (s->bytesAvailable() == 0 && !s->waitForReadyRead(static_cast<int>(deadline.remainingTime()))) {
            error_ = deadline.hasExpired() ? "the service did not answer in time"
                                           : "the connection closed: " + s->errorString().toStdString();
            return std::nullopt;
        }
        const QByteArray bytes = s->readAll();
        buffer_.append(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    }
}

CallResult ServiceClient::call(nlohmann::json request, int timeout_ms) {
    CallResult out;
    QLocalSocket* s = socket_.get();
    if (s == nullptr || s->state() != QLocalSocket::ConnectedState) {
        out.error = "not connected";
        return out;
    }
    const std::int64_t id = next_id_++;
    request["id"] = id;
    const std::string line = encode_line(request);
    s->write(line.data(), static_cast<qint64>(line.size()));
    if (!s->waitForBytesWritten(timeout_ms) && s->bytesToWrite() > 0) {
        out.error = "could not send: " + s->errorString().toStdString();
        return out;
    }
    // Replies come in request order; anything else on the line (a stale reply) is skipped.
    while (true) {
        auto line_in = read_line(timeout_ms);
        if (!line_in) {
            out.error = error_;
            return out;
        }
        const nlohmann::json j = nlohmann::json::parse(*line_in, nullptr, false);
        // Views pushed to a subscriber are not replies.
        if (j.is_object() && j.contains("push")) continue;
        std::string why;
        auto reply = reply_from_json(j, why);
        if (!reply) {
            out.error = "the service's reply is malformed: " + why;
            return out;
        }
        if (reply->id == id || reply->id.is_null()) {
            out.reply = std::move(reply);
            return out;
        }
    }
}

}  // namespace outrigger::protocol
