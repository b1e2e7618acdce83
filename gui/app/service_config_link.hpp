#pragma once

// The workbench's maui.cfg while it follows a service (File > Connect to Service): the configuration
// model holds the service's own configuration, read with showconfig when the connection is made,
// and every change made to it in the workbench (an edit in the configuration editor, the Priority
// panel's "Apply to config", their undo and redo) goes to the service as its commands: one
// changeparam per parameter whose value changed, or, when a change is more than new values (a line
// removed, a *CFG line's attributes), the service's "config" command with the whole text. The
// service's answer is said (answered); a refusal brings the model back to the configuration in
// force, so the editor never shows what the service does not run.
//
// A change made while the connection is down is kept and sent when it comes back; without one
// pending, a new connection reads the configuration again (another client may have changed it).

#include <QObject>
#include <QPointer>
#include <optional>
#include <set>
#include <string>

#include "engine/command.hpp"
#include "engine/query.hpp"

namespace outrigger::gui {

class ConfigModel;
class RemoteEngineClient;

class ServiceConfigLink final : public QObject {
    Q_OBJECT
  public:
    ServiceConfigLink(ConfigModel* model, RemoteEngineClient* client, QObject* parent = nullptr);

    // Whether the model holds the service's configuration yet.
    [[nodiscard]] bool loaded() const { return in_force_.has_value(); }

  signals:
    // The service's answer to a change, in words; `ok` false for a refusal or a failure.
    void answered(bool ok, const QString& text);
    // The service's configuration is in the model (at each connection, and after a refusal).
    void configuration_loaded();

  private:
    void connection_changed(bool connected);
    void document_changed();
    void report_arrived(quint64 request, const Query& query, const QueryResult& result);
    void command_done(quint64 request, const CommandResult& result);
    void ask_configuration();
    void send_changes();
    void load(const std::string& text);

    QPointer<ConfigModel> model_;
    QPointer<RemoteEngineClient> client_;
    std::optional<std::string> in_force_;  // the service's text as last known
    std::string sent_;                     // the model's text as last sent
    std::optional<quint64> asked_;         // the showconfig in flight
    std::set<quint64> pending_;            // the commands in flight
    bool loading_ = false;                 // the model is being set from the service
    bool connected_ = false;
};

}  // namespace outrigger::gui
