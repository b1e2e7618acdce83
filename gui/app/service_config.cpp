#include "gui/app/service_config.hpp"

#include <QMetaObject>

#include "gui/config/config_model.hpp"
#include "gui/config/diagnostic_text.hpp"

namespace outrigger::gui {

namespace {

QString change_text(const ChangeparamCommand& c) {
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
}

ConfigChanges ServiceConfig::pending() const {
    return config_changes(taken_, model_->document());
}

void ServiceConfig::apply(Answer answer) {
    const ConfigChanges changes = pending();
    Batch batch;
    batch.answer = std::move(answer);
    for (const std::string& removed : changes.removed) batch.not_sent << QString::fromStdString(removed);
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
    if (batch.taken.isEmpty() && batch.refused.isEmpty() && batch.not_sent.isEmpty())
        parts << tr("The service already has every parameter of the open configuration.");
    if (!batch.taken.isEmpty())
        parts << tr("The service took: %1.").arg(batch.taken.join(QStringLiteral(", ")));
    if (!batch.notes.isEmpty()) parts << tr("It notes: %1.").arg(batch.notes.join(QStringLiteral("; ")));
    if (!batch.refused.isEmpty())
        parts << tr("The service refused: %1. The refused changes stay in the open configuration; "
                    "apply again to send them again.")
                     .arg(batch.refused.join(QStringLiteral("; ")));
    if (!batch.not_sent.isEmpty())
        parts << tr("Not sent: %1 (changeparam sets a parameter and cannot remove one; remove it from the "
                    "service's maui.cfg itself).")
                     .arg(batch.not_sent.join(QStringLiteral(", ")));
    const bool ok = batch.refused.isEmpty() && batch.not_sent.isEmpty();
    const QString text = parts.join(QLatin1Char(' '));
    if (batch.answer) batch.answer(ok, text);
    emit answered(ok, text);
}

}  // namespace outrigger::gui
