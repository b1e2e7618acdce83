#include "gui/app/service_config_link.hpp"

#include <QStringList>
#include <map>
#include <tuple>

#include "config/document.hpp"
#include "engine/config_report.hpp"
#include "gui/client/remote_engine_client.hpp"
#include "gui/config/config_model.hpp"

namespace outrigger::gui {

namespace {

using Key = std::pair<std::string, std::string>;  // parameter, index

std::map<Key, ConfigInForce> by_key(const std::string& text) {
    std::map<Key, ConfigInForce> out;
    for (ConfigInForce& c : config_in_force(ConfigDocument::parse(text, "maui.cfg")))
        out[{c.parameter, c.index}] = std::move(c);
    return out;
}

// The changeparams that take `before` to `after`, or nullopt when values alone do not: a
// parameter removed, or a *CFG line (its attributes) changed.
std::optional<std::vector<ChangeparamCommand>> changeparams(const std::string& before,
                                                            const std::string& after) {
    const auto was = by_key(before);
    const auto is = by_key(after);
    std::vector<ChangeparamCommand> out;
    for (const auto& [key, c] : was)
        if (!is.contains(key)) return std::nullopt;
    for (const auto& [key, c] : is) {
        const auto old = was.find(key);
        if (old != was.end() && old->second.value == c.value) continue;
        if (c.value.find('=') != std::string::npos) return std::nullopt;
        out.push_back(
            ChangeparamCommand{key.second.empty() ? key.first : key.first + "[" + key.second + "]", c.value});
    }
    return out;
}

}  // namespace

ServiceConfigLink::ServiceConfigLink(ConfigModel* model, RemoteEngineClient* client, QObject* parent)
    : QObject(parent), model_(model), client_(client) {
    connect(client, &RemoteEngineClient::connection_changed, this, &ServiceConfigLink::connection_changed);
    connect(client, &EngineClient::report_ready, this, &ServiceConfigLink::report_arrived);
    connect(client, &EngineClient::command_done, this, &ServiceConfigLink::command_done);
    connect(model, &ConfigModel::documentChanged, this, &ServiceConfigLink::document_changed);
    connected_ = client->connected();
    if (connected_) ask_configuration();
}

void ServiceConfigLink::connection_changed(bool connected) {
    // Only a connection made (not a status that changed while connected) reads the text again.
    const bool made = connected && !connected_;
    connected_ = connected;
    if (!made || asked_) return;
    // A change made while the service was away goes now; else the service's text is read again.
    const ConfigModel* model = model_.data();
    if (model != nullptr && in_force_ && model->document().text() != *in_force_)
        send_changes();
    else
        ask_configuration();
}

void ServiceConfigLink::ask_configuration() {
    if (RemoteEngineClient* client = client_.data(); client != nullptr)
        asked_ = client->query(Query{QueryKind::Showconfig, {}}, ReportFormat::Json);
}

void ServiceConfigLink::report_arrived(quint64 request, const Query& /*query*/, const QueryResult& result) {
    if (!asked_ || request != *asked_) return;
    asked_.reset();
    if (!result.report || !result.report->json.contains("text")) {
        emit answered(false, tr("The service's configuration could not be read: %1")
                                 .arg(QString::fromStdString(result.error)));
        return;
    }
    load(result.report->json.at("text").get<std::string>());
}

void ServiceConfigLink::load(const std::string& text) {
    in_force_ = text;
    sent_ = text;
    ConfigModel* model = model_.data();
    if (model == nullptr) return;
    loading_ = true;
    if (model->document().text() != text) model->set_document(ConfigDocument::parse(text, "maui.cfg"));
    loading_ = false;
    emit configuration_loaded();
}

void ServiceConfigLink::document_changed() {
    const ConfigModel* model = model_.data();
    if (loading_ || !in_force_ || model == nullptr) return;
    if (model->document().text() == sent_) return;
    send_changes();
}

void ServiceConfigLink::send_changes() {
    RemoteEngineClient* client = client_.data();
    const ConfigModel* model = model_.data();
    if (client == nullptr || model == nullptr || !in_force_) return;
    const std::string text = model->document().text();
    const auto values = changeparams(sent_, text);
    sent_ = text;
    if (values) {
        for (const ChangeparamCommand& c : *values) pending_.insert(client->apply(c));
    } else {
        pending_.insert(client->apply(ConfigCommand{text, model->document().file_name()}));
    }
}

void ServiceConfigLink::command_done(quint64 request, const CommandResult& result) {
    if (pending_.erase(request) == 0) return;
    if (result.ok) {
        if (result.config_text) in_force_ = *result.config_text;
        emit answered(true,
                      tr("The service took the change: %1").arg(QString::fromStdString(result.subject)));
        return;
    }
    QStringList lines;
    for (const Diagnostic& d : result.diagnostics) lines << QString::fromStdString(d.message);
    emit answered(false, tr("The service refused the change: %1").arg(lines.join(QStringLiteral("; "))));
    // The editor shows what the service runs.
    if (pending_.empty()) ask_configuration();
}

}  // namespace outrigger::gui
