#include "gui/app/service_config.hpp"

#include <QMetaObject>

#include "gui/config/config_model.hpp"
#include "gui/config/diagnostic_text.hpp"

namespace outrigger::gui {

namespace {

QString change_text(const ChangeparamCommand& c) {
    if (c.reset && c.value.empty())
        return ServiceConfig::tr("%1 removed (back to its default)").arg(QString::fromStdString(c.parameter));
    return QStringLiteral("%1 %2").arg(QString::fromStdString(c.parameter), QString::fromStdString(c.value));
}

QString findings_text(const CommandResult& result, Diagnostic::Severity severity) {
    QStringList lines;
    for (const Diagnostic& d : result.diagnostics)
        if (d.severity == severity) lines << DiagnosticText::of(d);
    return lines.join(QStringLiteral("; "));
}

}  // namespace

ServiceConfig::ServiceConfig(EngineClient* client, const ConfigModel* model, QObject* parent)
    : QObject(parent), client_(client), model_(model), taken_(parameters_in_force(model->document())) {
    connect(client, &EngineClient::command_done, this, &ServiceConfig::command_done);
    connect(client, &EngineClient::report_ready, this, &ServiceConfig::report_ready);
}

void ServiceConfig::fetch() {
    EngineClient* client = client_.data();
    if (client == nullptr || fetch_ != Fetch::NotAsked) return;
    fetch_ = Fetch::Waiting;
    fetch_request_ = client->query(Query{QueryKind::Showconfig, ""}, ReportFormat::Json);
}

void ServiceConfig::report_ready(quint64 request, const Query&, const QueryResult& result) {
    if (fetch_ != Fetch::Waiting || request != fetch_request_) return;
    const nlohmann::json none;
    const nlohmann::json& json = result.report ? result.report->json : none;
    if (!json.is_object() || !json.contains("text") || !json.at("text").is_string()) {
        fetch_ = Fetch::Failed;
        emit unavailable(result.error.empty() ? tr("its answer holds no configuration text")
                                              : QString::fromStdString(result.error));
    } else {
        fetch_ = Fetch::Done;
        const std::string text = json.value("text", std::string());
        const std::string file = json.contains("file") && json.at("file").is_string()
                                     ? json.value("file", std::string())
                                     : std::string("maui.cfg");
        // What the service runs is the starting point from here on.
        taken_ = parameters_in_force(ConfigDocument::parse(text, file));
        emit arrived(QString::fromStdString(text), QString::fromStdString(file));
    }
    std::vector<Answer> waiting = std::move(deferred_);
    deferred_.clear();
    for (Answer& answer : waiting) send(std::move(answer));
}

ConfigChanges ServiceConfig::pending() const {
    return config_changes(taken_, model_->document());
}

void ServiceConfig::apply(Answer answer) {
    // Counted from the service's own configuration, once it is here.
    if (fetch_ == Fetch::Waiting) {
        deferred_.push_back(std::move(answer));
        return;
    }
    send(std::move(answer));
}

void ServiceConfig::send(Answer answer) {
    const ConfigChanges changes = pending();
    Batch batch;
    batch.answer = std::move(answer);
    if (EngineClient* client = client_.data(); client != nullptr)
        for (const ChangeparamCommand& c : changes.set) {
            const quint64 request = client->apply(Command{c});
            batch.sent.insert_or_assign(request, c);
        }
    batches_.push_back(std::move(batch));
    // Nothing to wait for: the answer is said at once, but after the caller has returned.
    if (batches_.back().sent.empty())
        QMetaObject::invokeMethod(
            this,
            [this] {
                for (auto it = batches_.begin(); it != batches_.end(); ++it)
                    if (it->sent.empty()) {
                        Batch done = std::move(*it);
                        batches_.erase(it);
                        finish(done);
                        return;
                    }
            },
            Qt::QueuedConnection);
}

void ServiceConfig::command_done(quint64 request, const CommandResult& result) {
    for (auto it = batches_.begin(); it != batches_.end(); ++it) {
        const auto sent = it->sent.find(request);
        if (sent == it->sent.end()) continue;
        const ChangeparamCommand change = sent->second;
        it->sent.erase(sent);
        if (result.ok) {
            if (change.reset && change.value.empty())
                taken_.erase(change.parameter);
            else
                taken_[change.parameter] = change.value;
            it->taken << change_text(change);
            if (const QString notes = findings_text(result, Diagnostic::Severity::Warning); !notes.isEmpty())
                it->notes << notes;
        } else {
            QString why = findings_text(result, Diagnostic::Severity::Error);
            if (why.isEmpty()) why = findings_text(result, Diagnostic::Severity::Warning);
            it->refused << QStringLiteral("%1 (%2)").arg(change_text(change), why);
        }
        if (it->sent.empty()) {
            Batch done = std::move(*it);
            batches_.erase(it);
            finish(done);
        }
        return;
    }
}

void ServiceConfig::finish(Batch& batch) {
    QStringList parts;
    if (batch.taken.isEmpty() && batch.refused.isEmpty())
        parts << tr("The service already has every parameter of the open configuration.");
    if (!batch.taken.isEmpty())
        parts << tr("The service took: %1.").arg(batch.taken.join(QStringLiteral(", ")));
    if (!batch.notes.isEmpty()) parts << tr("It notes: %1.").arg(batch.notes.join(QStringLiteral("; ")));
    if (!batch.refused.isEmpty())
        parts << tr("The service refused: %1. The refused changes stay in the open configuration; "
                    "apply again to send them again.")
                     .arg(batch.refused.join(QStringLiteral("; ")));
    const bool ok = batch.refused.isEmpty();
    const QString text = parts.join(QLatin1Char(' '));
    if (batch.answer) batch.answer(ok, text);
    emit answered(ok, text);
}

}  // namespace outrigger::gui
