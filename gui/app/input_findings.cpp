#include "gui/app/input_findings.hpp"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>
#include <algorithm>

#include "gui/config/config_texts.hpp"
#include "gui/config/diagnostic_text.hpp"
#include "session/run_inputs.hpp"

namespace outrigger::gui {

namespace {

QStyle::StandardPixmap icon_of(Diagnostic::Severity s) {
    switch (s) {
        case Diagnostic::Severity::Error:
            return QStyle::SP_MessageBoxCritical;
        case Diagnostic::Severity::Warning:
            return QStyle::SP_MessageBoxWarning;
        case Diagnostic::Severity::Note:
            break;
    }
    return QStyle::SP_MessageBoxInformation;
}

}  // namespace

InputFinding finding_of(const Diagnostic& d, std::string_view config_file) {
    InputFinding f;
    f.severity = d.severity;
    const QString message = DiagnosticText::of(d);
    const QString severity = severity_title(d.severity);
    if (d.file == config_file && d.line > 0) {
        f.line = d.line;
        f.column = d.column;
        f.text = d.column > 0 ? InputFindingsDialog::tr("Line %1, column %2: %3: %4")
                                    .arg(d.line)
                                    .arg(d.column)
                                    .arg(severity, message)
                              : InputFindingsDialog::tr("Line %1: %2: %3").arg(d.line).arg(severity, message);
    } else {
        QString where = QString::fromStdString(d.file);
        if (d.line > 0) where += QStringLiteral(":%1").arg(d.line);
        f.text = QStringLiteral("%1: %2: %3").arg(where, severity, message);
    }
    if (!d.suggestion.empty())
        f.text += QLatin1Char(' ') +
                  InputFindingsDialog::tr("(did you mean %1?)").arg(QString::fromStdString(d.suggestion));
    return f;
}

QList<InputFinding> findings_of(const std::vector<Diagnostic>& found, std::string_view config_file) {
    QList<InputFinding> out;
    for (const Diagnostic& d : found) out << finding_of(d, config_file);
    return out;
}

QList<InputFinding> error_findings(const InputsResult& result, std::string_view config_file) {
    QList<InputFinding> out;
    for (const std::string& e : result.errors) {
        const auto d = std::find_if(result.diagnostics.begin(), result.diagnostics.end(),
                                    [&e](const Diagnostic& x) { return format_diagnostic(x) == e; });
        if (d != result.diagnostics.end()) {
            out << finding_of(*d, config_file);
        } else {
            InputFinding f;
            f.text = QString::fromStdString(e);
            out << f;
        }
    }
    return out;
}

InputFindingsDialog::InputFindingsDialog(QWidget* parent)
    : QDialog(parent), summary_(new QLabel(this)), hint_(new QLabel(this)), list_(new QListWidget(this)) {
    setObjectName(QStringLiteral("inputFindings"));
    summary_->setObjectName(QStringLiteral("inputFindingsSummary"));
    list_->setObjectName(QStringLiteral("inputFindingsList"));
    QFont bold = summary_->font();
    bold.setBold(true);
    summary_->setFont(bold);
    summary_->setWordWrap(true);
    hint_->setWordWrap(true);
    list_->setWordWrap(true);
    list_->setAccessibleName(tr("Findings"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(summary_);
    layout->addWidget(hint_);
    layout->addWidget(list_, 1);
    layout->addWidget(buttons);
    connect(list_, &QListWidget::itemActivated, this,
            [this](QListWidgetItem* item) { choose(list_->row(item)); });
    connect(list_, &QListWidget::itemClicked, this,
            [this](QListWidgetItem* item) { choose(list_->row(item)); });
    resize(820, 380);
}

void InputFindingsDialog::set_findings(const QString& title, const QString& summary,
                                       const QList<InputFinding>& findings) {
    findings_ = findings;
    setWindowTitle(title);
    summary_->setText(summary);
    bool any_line = false;
    list_->clear();
    for (const InputFinding& f : findings) {
        auto* item = new QListWidgetItem(style()->standardIcon(icon_of(f.severity)), f.text, list_);
        if (f.line > 0) {
            any_line = true;
            item->setToolTip(tr("Click to open the configuration at line %1").arg(f.line));
        }
    }
    hint_->setText(any_line ? tr("Click a finding to open the configuration at its line.") : QString());
    hint_->setVisible(any_line);
}

void InputFindingsDialog::choose(int i) {
    if (i < 0 || i >= findings_.size() || findings_[i].line <= 0) return;
    emit line_chosen(findings_[i].line, findings_[i].column);
}

}  // namespace outrigger::gui
