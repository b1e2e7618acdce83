#include "gui/config/config_commands.hpp"

#include <QCoreApplication>

#include "gui/config/config_model.hpp"

namespace outrigger::gui {

namespace {
QString label(const std::string& parameter, const std::string& index,
              const std::optional<std::string>& attribute) {
    QString name = QString::fromStdString(parameter);
    if (!index.empty()) name += QLatin1Char('[') + QString::fromStdString(index) + QLatin1Char(']');
    if (attribute) name += QLatin1Char(' ') + QString::fromStdString(*attribute);
    return name;
}
}  // namespace

SetConfigTextCommand::SetConfigTextCommand(ConfigModel* model, std::string parameter, std::string index,
                                           std::optional<std::string> attribute, std::string value)
    : model_(model),
      parameter_(std::move(parameter)),
      index_(std::move(index)),
      attribute_(std::move(attribute)),
      after_(std::move(value)) {
    const auto& doc = model->document();
    before_ = attribute_ ? doc.attribute(parameter_, index_, *attribute_) : doc.value(parameter_, index_);
    setText(QCoreApplication::translate("SetConfigTextCommand", "Set %1 to %2")
                .arg(label(parameter_, index_, attribute_), QString::fromStdString(after_)));
}

void SetConfigTextCommand::redo() {
    apply(after_);
}

void SetConfigTextCommand::undo() {
    apply(before_);
}

void SetConfigTextCommand::apply(const std::optional<std::string>& text) {
    if (!model_) return;
    if (attribute_)
        model_->apply_attribute(parameter_, index_, *attribute_, text);
    else
        model_->apply_value(parameter_, index_, text);
}

ReplaceConfigTextCommand::ReplaceConfigTextCommand(ConfigModel* model, std::string text, const QString& label)
    : model_(model), before_(model->document().bytes()), after_(std::move(text)) {
    setText(label);
}

void ReplaceConfigTextCommand::redo() {
    if (model_) model_->apply_text(after_);
}

void ReplaceConfigTextCommand::undo() {
    if (model_) model_->apply_text(before_);
}

}  // namespace outrigger::gui
