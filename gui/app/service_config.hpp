#pragma once

// The open configuration's edits sent to the service the window is connected to (File > Connect
// to Service): "Apply to config" in the Priority panel, "Apply to Service" in the Configuration
// panel and the Standing reservations panel's edits each change the open maui.cfg as they do
// without a service, then apply() sends every parameter changed since the connection as a
// changeparam (config_changes.hpp), and the service's answer comes back in words: which changes it
// took, and for each one it refused why (a level it needs, a value that does not parse, with the
// document's diagnostic). A change is counted as the service's only once it said so: what it
// refused, and what was in flight when the connection was lost, is still in the open configuration
// and goes again with the next apply(). A parameter removed goes as a changeparam reset: the
// service removes it from its maui.cfg and it returns to its default.
//
// fetch() asks the service for the configuration it runs (showconfig with its text); once it
// arrives, `arrived` hands it to the window, which shows it in place of the local file, and the
// changes are counted from it. An apply() made while it is on its way waits for it. A service
// that will not show it (a user below ADMIN3) leaves the open configuration as the starting
// point, and `unavailable` says why.

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

    // The open configuration as it is now is what the service is taken to have, until fetch()
    // brings the service's own.
    ServiceConfig(EngineClient* client, const ConfigModel* model, QObject* parent = nullptr);

    // Asks for the service's configuration in force (once: later calls do nothing).
    void fetch();
    [[nodiscard]] bool fetched() const { return fetch_ == Fetch::Done; }

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
    // The service's maui.cfg in force (`file`: its name there), to be shown and edited.
    void arrived(const QString& text, const QString& file);
    // The service did not show its configuration; why, in words.
    void unavailable(const QString& why);

  private:
    struct Batch {
        std::map<quint64, ChangeparamCommand> sent;
        QStringList taken;
        QStringList refused;
        QStringList notes;  // the service's warnings on what it took
        Answer answer;
    };
    enum class Fetch : unsigned char { NotAsked, Waiting, Done, Failed };
    void command_done(quint64 request, const CommandResult& result);
    void report_ready(quint64 request, const Query& query, const QueryResult& result);
    void send(Answer answer);
    void finish(Batch& batch);

    QPointer<EngineClient> client_;
    const ConfigModel* model_;
    ParametersInForce taken_;
    std::vector<Batch> batches_;
    Fetch fetch_ = Fetch::NotAsked;
    quint64 fetch_request_ = 0;
    std::vector<Answer> deferred_;  // apply() calls made while the service's configuration was on its way
};

}  // namespace outrigger::gui
