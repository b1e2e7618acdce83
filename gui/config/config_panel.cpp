#include "gui/config/config_panel.hpp"

#include <QAction>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPointer>
#include <QSplitter>
#include <QStyle>
#include <QToolBar>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>
#include <memory>

#include "config/modernize.hpp"
#include "gui/config/config_commands.hpp"
#include "gui/config/config_delegate.hpp"
#include "gui/config/config_model.hpp"
#include "gui/config/config_texts.hpp"
#include "gui/config/diagnostic_text.hpp"

namespace outrigger::gui {

ConfigPanel::ConfigPanel(ConfigModel* model, QUndoStack* undo_stack, QWidget* parent)
    : QWidget(parent),
      model_(model),
      view_(new QTreeView(this)),
      diagnostics_label_(new QLabel(this)),
      diagnostics_(new QListWidget(this)),
      undo_stack_(undo_stack),
      modernize_action_(new QAction(this)),
      remove_action_(new QAction(this)),
      send_whatif_action_(new QAction(this)),
      apply_service_action_(new QAction(this)),
      service_answer_(new QLabel(this)),
      source_(new QLabel(this)) {
    modernize_action_->setObjectName(QStringLiteral("modernizeAction"));
    connect(modernize_action_, &QAction::triggered, this, [this] { modernize_legacy(); });
    auto* tools = new QToolBar(this);
    tools->setObjectName(QStringLiteral("configTools"));
    tools->setToolButtonStyle(Qt::ToolButtonTextOnly);
    tools->addAction(modernize_action_);
    remove_action_->setObjectName(QStringLiteral("removeParameter"));
    remove_action_->setShortcut(QKeySequence::Delete);
    remove_action_->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(remove_action_, &QAction::triggered, this, [this] { remove_current(); });
    tools->addAction(remove_action_);
    send_whatif_action_->setObjectName(QStringLiteral("sendToWhatIfB"));
    connect(send_whatif_action_, &QAction::triggered, this,
            [this] { emit send_to_whatif_b(QString::fromStdString(model_->document().text())); });
    tools->addAction(send_whatif_action_);
    apply_service_action_->setObjectName(QStringLiteral("applyToService"));
    apply_service_action_->setVisible(false);
    connect(apply_service_action_, &QAction::triggered, this, [this] { apply_to_service(); });
    tools->addAction(apply_service_action_);
    service_answer_->setObjectName(QStringLiteral("serviceAnswer"));
    service_answer_->setWordWrap(true);
    service_answer_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    service_answer_->hide();
    source_->setObjectName(QStringLiteral("configSource"));
    source_->setWordWrap(true);
    source_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    source_->setFrameShape(QFrame::StyledPanel);
    source_->setMargin(4);
    source_->hide();
    view_->setModel(model_);
    view_->setItemDelegate(new ConfigDelegate(view_));
    view_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                           QAbstractItemView::AnyKeyPressed);
    view_->setAlternatingRowColors(true);
    view_->setUniformRowHeights(true);
    view_->header()->setStretchLastSection(true);
    view_->setObjectName(QStringLiteral("configTree"));
    view_->addAction(remove_action_);  // Delete works where the rows are
    diagnostics_->setObjectName(QStringLiteral("diagnosticsList"));
    diagnostics_label_->setBuddy(diagnostics_);

    auto* lower = new QWidget(this);
    auto* lower_layout = new QVBoxLayout(lower);
    lower_layout->setContentsMargins(0, 0, 0, 0);
    lower_layout->addWidget(service_answer_);
    lower_layout->addWidget(diagnostics_label_);
    lower_layout->addWidget(diagnostics_);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(view_);
    splitter->addWidget(lower);
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(tools);
    layout->addWidget(source_);
    layout->addWidget(splitter);

    connect(model_, &ConfigModel::documentChanged, this, &ConfigPanel::refresh_diagnostics);
    connect(model_, &ConfigModel::documentChanged, this, &ConfigPanel::refresh_modernize);
    connect(model_, &ConfigModel::documentChanged, this, &ConfigPanel::refresh_remove);
    connect(view_->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &ConfigPanel::refresh_remove);
    connect(model_, &QAbstractItemModel::modelReset, this, [this] {
        view_->expandAll();
        view_->resizeColumnToContents(ConfigModel::NameColumn);
        view_->setColumnWidth(ConfigModel::ValueColumn,
                              view_->fontMetrics().horizontalAdvance(QLatin1Char('M')) * 24);
    });
    connect(model_, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex& where, int, int) { view_->expand(where); });
    connect(diagnostics_, &QListWidget::itemActivated, this,
            [this](QListWidgetItem* item) { show_diagnostic(diagnostics_->row(item)); });
    connect(diagnostics_, &QListWidget::itemClicked, this,
            [this](QListWidgetItem* item) { show_diagnostic(diagnostics_->row(item)); });
    retranslate();
    refresh_modernize();
    refresh_remove();
}

void ConfigPanel::show_diagnostic(int i) {
    if (i < 0) return;
    const QModelIndex index = model_->index_for_diagnostic(static_cast<std::size_t>(i));
    if (!index.isValid()) return;
    view_->scrollTo(index);
    view_->setCurrentIndex(index);
}

bool ConfigPanel::show_line(int line, int column) {
    const QModelIndex index = model_->index_for_line(line, column);
    if (!index.isValid()) return false;
    view_->scrollTo(index);
    view_->setCurrentIndex(index);
    view_->setFocus();
    return true;
}

bool ConfigPanel::modernize_legacy() {
    const Modernized m = modernize(model_->document());
    if (m.text == model_->document().bytes()) return false;
    auto command = std::make_unique<ReplaceConfigTextCommand>(
        model_, m.text, modernize_action_->text().remove(QLatin1Char('&')));
    if (undo_stack_)
        undo_stack_->push(command.release());
    else
        command->redo();
    return true;
}

bool ConfigPanel::remove_current() {
    const QModelIndex current = view_->currentIndex();
    if (!current.isValid()) return false;
    const auto type = static_cast<ConfigModel::RowType>(current.data(ConfigModel::RowTypeRole).toInt());
    if (type == ConfigModel::RowType::Area) return false;
    const std::string parameter = current.data(ConfigModel::ParameterRole).toString().toStdString();
    const std::string index = current.data(ConfigModel::IndexRole).toString().toStdString();
    ConfigDocument doc = model_->document();
    QString name = QString::fromStdString(index.empty() ? parameter : parameter + "[" + index + "]");
    if (type == ConfigModel::RowType::Attribute) {
        const QString attribute = current.data(ConfigModel::AttributeRole).toString();
        if (!doc.remove_attribute(parameter, index, attribute.toStdString())) return false;
        name += QLatin1Char(' ') + attribute;
    } else if (!doc.remove_value(parameter, index)) {
        return false;
    }
    auto command = std::make_unique<ReplaceConfigTextCommand>(model_, doc.bytes(), tr("Remove %1").arg(name));
    if (undo_stack_)
        undo_stack_->push(command.release());
    else
        command->redo();
    return true;
}

void ConfigPanel::refresh_remove() {
    const QModelIndex current = view_->currentIndex();
    remove_action_->setEnabled(current.isValid() && static_cast<ConfigModel::RowType>(
                                                        current.data(ConfigModel::RowTypeRole).toInt()) !=
                                                        ConfigModel::RowType::Area);
}

void ConfigPanel::refresh_modernize() {
    modernize_action_->setEnabled(modernize(model_->document()).text != model_->document().bytes());
}

void ConfigPanel::refresh_diagnostics() {
    diagnostics_->clear();
    for (const Diagnostic& d : model_->diagnostics()) {
        auto* item = new QListWidgetItem(diagnostics_);
        item->setText(
            tr("Line %1, column %2: %3: %4")
                .arg(d.line)
                .arg(d.column)
                .arg(severity_title(d.severity), DiagnosticText::of(d)) +
            (d.suggestion.empty()
                 ? QString()
                 : QLatin1Char(' ') + tr("(did you mean %1?)").arg(QString::fromStdString(d.suggestion))));
        const QStyle::StandardPixmap icon =
            d.severity == Diagnostic::Severity::Error     ? QStyle::SP_MessageBoxCritical
            : d.severity == Diagnostic::Severity::Warning ? QStyle::SP_MessageBoxWarning
                                                          : QStyle::SP_MessageBoxInformation;
        item->setIcon(style()->standardIcon(icon));
    }
    diagnostics_label_->setText(tr("&Diagnostics (%n)", nullptr, diagnostics_->count()));
}

void ConfigPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void ConfigPanel::set_service_session(bool service) {
    apply_service_action_->setVisible(service);
    if (!service) {
        service_answer_->hide();
        source_->hide();
    }
}

void ConfigPanel::show_source(const QString& text) {
    source_->setText(text);
    source_->setToolTip(text);
    source_->setVisible(!text.isEmpty());
}

bool ConfigPanel::apply_to_service() {
    QPointer<QLabel> answer = service_answer_;
    const bool sent = service_apply_ && service_apply_([answer](bool, const QString& text) {
                          if (answer) answer->setText(text);
                      });
    if (!sent) return false;
    service_answer_->setText(tr("Sent to the service; waiting for its answer..."));
    service_answer_->show();
    return true;
}

void ConfigPanel::retranslate() {
    view_->setAccessibleName(tr("Configuration parameters"));
    diagnostics_->setAccessibleName(tr("Configuration diagnostics"));
    modernize_action_->setText(tr("&Modernize Legacy Parameters"));
    remove_action_->setText(tr("&Remove"));
    remove_action_->setToolTip(
        tr("Remove the selected parameter, or attribute of a *CFG line, from the "
           "configuration: it returns to its default"));
    modernize_action_->setToolTip(
        tr("Rewrite Maui 3.0 forms (SR*, MAX*PER*COUNT, QOS*) as SRCFG, USERCFG and QOSCFG lines"));
    send_whatif_action_->setText(tr("Send to What-if &B"));
    send_whatif_action_->setToolTip(
        tr("Make the configuration as edited here configuration B of the What-if panel; A stays the "
           "configuration as last opened or saved"));
    apply_service_action_->setText(tr("Apply to &Service"));
    apply_service_action_->setToolTip(
        tr("Send the parameters changed since connecting to the service as changeparam commands; the "
           "service edits its own maui.cfg and answers here"));
    model_->retranslate();
    refresh_diagnostics();
}

}  // namespace outrigger::gui
