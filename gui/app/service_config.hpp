#pragma once

// The open configuration's edits sent to the service the window is connected to (File > Connect
// to Service): "Apply to config" in the Priority panel, "Apply to Service" in the Configuration
// panel and the Standing reservations panel's edits each change the open maui.cfg as they do
// without a service, then apply() sends every parameter changed since the connection as a
// changeparam (config_changes.hpp), and the service's answer comes back in words: which changes it
// took, and for each one it refused why (a level it needs, a value that does not parse, with the
// document's diagnostic). A change is counted as the service's only once it said so: what it
// refused, and what was in flight when the connection was lost, is still in the open configuration
// and goes again with the next apply().

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <functional>
#include <map>

#include "gui/client/engine_client.hpp"
#include "gui/config/config_changes.hpp"

namespace outrigger::gui {

class ConfigModel;

class ServiceConfig final : public QObject {
    Q_OBJECT
  public:
    // ok: the service took every change sent; text: its answer in words.
    using Answer = std::function<void(bool ok, const QString& text)>;

    // The open configuration as it is now is what the service is taken to have.
    ServiceConfig(EngineClient* client, const ConfigModel* model, QObject* parent = nullptr);

    // Sends the changes; `answer` is told once the service answered every one (at once, when there
    // is nothing to send).
    void apply(Answer answer);
    // The changes not yet taken by the service.
    [[nodiscard]] ConfigChanges pending() const;
    // Batches sent and not yet wholly answered.
    [[nodiscard]] bool waiting() const { return !batches_.empty(); }

  signals:
    // Every answer, whoever asked (the window's status bar shows it).
    void answered(bool ok, const QString& text);

  private:
    struct Batch {
        std::map<quint64, ChangeparamCommand> sent;
        QStringList taken;
        QStringList refused;
        QStringList notes;  // the service's warnings on what it took
        QStringList not_sent;
        Answer answer;
    };
    void command_done(quint64 request, const CommandResult& result);
    void finish(Batch& batch);

    QPointer<EngineClient> client_;
    const ConfigModel* model_;
    ParametersInForce taken_;
    std::vector<Batch> batches_;
};

}  // namespace outrigger::gui
