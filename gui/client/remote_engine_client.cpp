#include "gui/client/remote_engine_client.hpp"

#include <algorithm>

#include "config/diagnostic.hpp"
#include "engine/view_json.hpp"
#include "protocol/reply.hpp"
#include "protocol/view_delta.hpp"

namespace outrigger::gui {

namespace {

using nlohmann::json;

// A command the service did not answer with a result of its own: a refusal, a lost connection.
CommandResult failed_command(const QString& why) {
    CommandResult r;
    r.diagnostics.push_back(subject_finding(Diagnostic::Severity::Error, "outriggerd", why.toStdString()));
    return r;
}

QString error_text(const protocol::Reply& reply) {
    return reply.error ? QString::fromStdString(reply.error->message) : QString();
}

}  // namespace

RemoteEngineClient::RemoteEngineClient(QString path, QObject* parent)
    : EngineClient(parent), path_(std::move(path)), socket_(std::make_unique<QLocalSocket>()) {
    connect(socket_.get(), &QLocalSocket::connected, this, &RemoteEngineClient::socket_connected);
    // Every way a connection ends (refused, lost, closed by the service) ends in this state.
    connect(socket_.get(), &QLocalSocket::stateChanged, this, [this](QLocalSocket::LocalSocketState state) {
        if (state == QLocalSocket::UnconnectedState) socket_lost();
    });
    connect(socket_.get(), &QLocalSocket::readyRead, this, &RemoteEngineClient::read_lines);
    retry_.setSingleShot(true);
    retry_.setInterval(kRetryMs);
    connect(&retry_, &QTimer::timeout, this, &RemoteEngineClient::connect_now);
    status_timer_.setInterval(kStatusMs);
    connect(&status_timer_, &QTimer::timeout, this, [this] {
        if (greeted_) send({{"type", "status"}}, {Pending::Status, 0, {}});
    });
    connection_text_ = tr("Connecting to %1").arg(path_);
    connect_now();
}

RemoteEngineClient::~RemoteEngineClient() {
    socket_->disconnect(this);
    socket_->abort();
}

void RemoteEngineClient::connect_now() {
    if (socket_->state() != QLocalSocket::UnconnectedState) return;
    buffer_ = protocol::LineBuffer();
    socket_->connectToServer(path_);
}

void RemoteEngineClient::socket_connected() {
    send({{"type", "hello"}, {"protocol", 1}, {"client", "outrigger"}}, {Pending::Hello, 0, {}});
}

void RemoteEngineClient::socket_lost() {
    const bool was = greeted_;
    greeted_ = false;
    rm_unreachable_.clear();
    status_timer_.stop();
    // What was asked and not answered: the service may or may not have carried it out.
    const auto lost = std::exchange(in_flight_, {});
    for (const auto& [id, sent] : lost) {
        const QString why =
            tr("The connection to the service was lost before it answered; "
               "the service may or may not have carried this out.");
        if (sent.kind == Pending::Query)
            emit report_ready(sent.request, sent.query, {std::nullopt, why.toStdString()});
        if (sent.kind == Pending::Command) emit command_done(sent.request, failed_command(why));
    }
    const QString reason = socket_->errorString();
    connection_text_ =
        was ? tr("Connection to %1 lost; retrying every %2 s").arg(path_).arg(kRetryMs / 1000)
            : tr("No service at %1 (%2); retrying every %3 s").arg(path_, reason).arg(kRetryMs / 1000);
    if (playing()) receive_playing(false);
    emit connection_changed(false);
    if (!retry_.isActive()) retry_.start();
}

void RemoteEngineClient::read_lines() {
    const QByteArray bytes = socket_->readAll();
    buffer_.append(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    while (auto frame = buffer_.next()) {
        if (frame->kind != protocol::Frame::Kind::Line) continue;
        json line = json::parse(frame->text, nullptr, false);
        if (line.is_discarded()) {
            say(tr("The service sent a line that is not JSON; it was skipped."));
            continue;
        }
        handle(line);
    }
}

void RemoteEngineClient::handle(const json& line) {
    if (line.is_object() && line.contains("push")) {
        handle_push(line);
        return;
    }
    std::string error;
    const auto reply = protocol::reply_from_json(line, error);
    if (!reply || !reply->id.is_number_integer()) {
        say(tr("The service sent a reply that does not read: %1").arg(QString::fromStdString(error)));
        return;
    }
    const auto it = in_flight_.find(reply->id.get<std::int64_t>());
    if (it == in_flight_.end()) return;
    const InFlight sent = it->second;
    in_flight_.erase(it);
    handle_reply(sent, *reply);
}

void RemoteEngineClient::handle_reply(const InFlight& sent, const protocol::Reply& reply) {
    switch (sent.kind) {
        case Pending::Hello: {
            if (!reply.ok) {
                connection_text_ =
                    tr("The service at %1 refused the connection: %2").arg(path_, error_text(reply));
                emit connection_changed(false);
                socket_->disconnectFromServer();
                return;
            }
            greeted_ = true;
            user_ = QString::fromStdString(reply.result.value("user", std::string()));
            level_ = QString::fromStdString(reply.result.value("level", std::string()));
            if (reply.result.contains("status")) set_status(reply.result["status"]);
            json subscribe = {{"type", "subscribe"}};
            if (sequence_) subscribe["since"] = *sequence_;
            send(subscribe, {Pending::Subscribe, 0, {}});
            status_timer_.start();
            return;
        }
        case Pending::Subscribe:
            if (!reply.ok) say(tr("The service refused to send its views: %1").arg(error_text(reply)));
            return;
        case Pending::Status:
            if (reply.ok) set_status(reply.result);
            return;
        case Pending::Control:
            if (!reply.ok) say(error_text(reply));
            send({{"type", "status"}}, {Pending::Status, 0, {}});
            return;
        case Pending::Query: {
            QueryResult out;
            if (!reply.ok) {
                out.error = reply.error ? reply.error->message : std::string("the service refused");
            } else if (reply.result.value("format", std::string()) == "json") {
                out.report =
                    Report{sent.query.kind, ReportFormat::Json, {}, reply.result.value("report", json())};
            } else {
                out.report = Report{
                    sent.query.kind, ReportFormat::Text, reply.result.value("text", std::string()), {}};
            }
            emit report_ready(sent.request, sent.query, out);
            return;
        }
        case Pending::Command: {
            // A refusal carries no result; a command the engine said no to carries its findings.
            std::string error;
            const json& body = reply.result;
            std::optional<CommandResult> result;
            if (body.is_object() && body.contains("schema")) result = command_result_from_json(body, error);
            if (!result) {
                result = failed_command(
                    reply.ok ? tr("The service's answer does not read: %1").arg(QString::fromStdString(error))
                             : error_text(reply));
            } else if (!reply.ok && result->diagnostics.empty()) {
                result->diagnostics.push_back(subject_finding(Diagnostic::Severity::Error, "outriggerd",
                                                              error_text(reply).toStdString()));
            }
            emit command_done(sent.request, *result);
            return;
        }
    }
}

void RemoteEngineClient::handle_push(const json& push) {
    const std::string kind = push.value("push", std::string());
    const auto seq = push.find("sequence");
    if (seq == push.end() || !seq->is_number_integer()) return;
    if (kind == "view") {
        view_ = push.value("view", json());
    } else if (kind == "delta") {
        json next = sequence_ && seq->get<std::int64_t>() == *sequence_ + 1
                        ? protocol::apply_view_delta(std::move(view_), push.value("delta", json()))
                        : json(nullptr);
        if (next.is_null()) {
            // Missed one: ask for the whole view again.
            sequence_.reset();
            view_ = json();
            send({{"type", "subscribe"}}, {Pending::Subscribe, 0, {}});
            return;
        }
        view_ = std::move(next);
    } else {
        return;
    }
    sequence_ = seq->get<std::int64_t>();
    show_view();
}

void RemoteEngineClient::show_view() {
    std::string error;
    auto view = view_from_json(view_, error);
    if (!view) {
        say(tr("The service's view does not read: %1").arg(QString::fromStdString(error)));
        return;
    }
    auto frame = std::make_shared<ViewFrame>();
    frame->at = view->now;
    frame->view = std::make_shared<const ClusterView>(std::move(*view));
    receive_frame(frame);
}

void RemoteEngineClient::send(json request, InFlight what) {
    if (socket_->state() != QLocalSocket::ConnectedState) return;
    const std::int64_t id = next_id_++;
    request["id"] = id;
    in_flight_[id] = std::move(what);
    const std::string line = protocol::encode_line(request);
    socket_->write(line.data(), static_cast<qint64>(line.size()));
}

void RemoteEngineClient::set_status(const json& status) {
    if (!status.is_object()) return;
    scheduling_ = QString::fromStdString(status.value("scheduling", std::string()));
    resource_manager_ = QString::fromStdString(status.value("resource_manager", std::string()));
    if (const auto s = status.find("speed"); s != status.end() && s->is_number()) speed_ = s->get<double>();
    // A live resource manager the service cannot reach (slurmctld down): said in words, with since
    // when and the resource manager's own message, for as long as it lasts.
    rm_unreachable_.clear();
    if (const auto since = status.find("rm_unreachable_since"); since != status.end() && since->is_string())
        rm_unreachable_ = tr("%1 resource manager UNREACHABLE since %2: %3")
                              .arg(resource_manager_, QString::fromStdString(since->get<std::string>()),
                                   QString::fromStdString(status.value("rm_error", std::string())));
    connection_text_ =
        rm_unreachable_.isEmpty()
            ? tr("%1 (%2) on %3: scheduling %4, %5 resource manager")
                  .arg(user_, level_, path_, scheduling_, resource_manager_)
            // First, where a narrow status bar still shows it.
            : tr("%1; %2 (%3) on %4: scheduling %5").arg(rm_unreachable_, user_, level_, path_, scheduling_);
    connection_briefs_ =
        rm_unreachable_.isEmpty()
            ? QStringList{tr("%1 (%2): scheduling %3, %4 resource manager")
                              .arg(user_, level_, scheduling_, resource_manager_),
                          tr("scheduling %1").arg(scheduling_)}
            : QStringList{tr("%1 UNREACHABLE, scheduling %2").arg(resource_manager_, scheduling_)};
    const bool running = scheduling_ == QLatin1String("running");
    if (running != playing()) receive_playing(running);
    emit connection_changed(true);
}

void RemoteEngineClient::say(QString text) {
    emit service_message(text);
}

void RemoteEngineClient::control(const Command& command) {
    if (!greeted_) {
        say(connection_text_);
        return;
    }
    send({{"type", "command"}, {"command", to_json(command)}}, {Pending::Control, 0, {}});
}

void RemoteEngineClient::play() {
    control(SchedctlCommand{SchedctlCommand::Action::Resume});
}

void RemoteEngineClient::pause() {
    control(SchedctlCommand{SchedctlCommand::Action::Stop});
}

void RemoteEngineClient::step() {
    control(SchedctlCommand{SchedctlCommand::Action::Step});
}

void RemoteEngineClient::set_speed(double sim_seconds_per_second) {
    if (!greeted_) return;
    send({{"type", "speed"}, {"speed", sim_seconds_per_second}}, {Pending::Control, 0, {}});
}

EngineClient::Request RemoteEngineClient::query(const Query& query, ReportFormat format) {
    const Request request = next_request();
    if (!greeted_) {
        const QueryResult out{std::nullopt, connection_text_.toStdString()};
        QMetaObject::invokeMethod(
            this, [this, request, query, out] { emit report_ready(request, query, out); },
            Qt::QueuedConnection);
        return request;
    }
    send({{"type", "query"},
          {"query", to_json(query)},
          {"format", format == ReportFormat::Json ? "json" : "text"}},
         {Pending::Query, request, query});
    return request;
}

EngineClient::Request RemoteEngineClient::apply(const Command& command) {
    const Request request = next_request();
    if (!greeted_) {
        const CommandResult out = failed_command(connection_text_);
        QMetaObject::invokeMethod(
            this, [this, request, out] { emit command_done(request, out); }, Qt::QueuedConnection);
        return request;
    }
    send({{"type", "command"}, {"command", to_json(command)}}, {Pending::Command, request, {}});
    return request;
}

}  // namespace outrigger::gui
