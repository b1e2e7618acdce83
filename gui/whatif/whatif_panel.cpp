#include "gui/whatif/whatif_panel.hpp"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

#include "gui/charts/chart_model.hpp"
#include "gui/charts/chart_view.hpp"
#include "gui/charts/export_button.hpp"
#include "gui/whatif/credential_model.hpp"
#include "gui/whatif/diff_model.hpp"
#include "gui/whatif/metric_model.hpp"
#include "gui/whatif/metric_texts.hpp"
#include "gui/whatif/whatif_runner.hpp"
#include "gui/whatif/whatif_setup.hpp"

namespace outrigger::gui::whatif {

namespace {

// The setup column's least width, beside the results, in the narrowest window.
constexpr int kNarrowSetupWidth = 300;

QString save_pdf(QWidget* parent, const QString& suggested) {
    return QFileDialog::getSaveFileName(parent, WhatIfPanel::tr("Export Report"), suggested,
                                        WhatIfPanel::tr("PDF documents (*.pdf)"));
}

QTableView* make_table(QWidget* parent, const QString& name) {
    auto* table = new QTableView(parent);
    table->setObjectName(name);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setAlternatingRowColors(true);
    table->setWordWrap(false);
    table->verticalHeader()->setVisible(false);
    table->horizontalHeader()->setStretchLastSection(true);
    return table;
}

QString side_text(char side) {
    return side == 'A' ? WhatIfPanel::tr("A") : WhatIfPanel::tr("B");
}

}  // namespace

WhatIfPanel::WhatIfPanel(QWidget* parent)
    : QWidget(parent),
      setup_(new WhatIfSetup(this)),
      runner_(new WhatIfRunner(this)),
      metrics_(new MetricModel(this)),
      credentials_(new CredentialModel(this)),
      diff_(new DiffModel(this)),
      question_label_(new QLabel(this)),
      question_(new QLineEdit(this)),
      compare_(new QPushButton(this)),
      cancel_(new QPushButton(this)),
      export_(new QPushButton(this)),
      status_(new QLabel(this)),
      tabs_(new QTabWidget(this)),
      metric_table_(make_table(this, QStringLiteral("whatifMetrics"))),
      diff_label_(new QLabel(this)),
      diff_table_(make_table(this, QStringLiteral("whatifDiff"))),
      kind_label_(new QLabel(this)),
      kind_(new QComboBox(this)),
      credential_table_(make_table(this, QStringLiteral("whatifCredentials"))),
      chart_kind_note_(new QLabel(this)),
      chooser_(save_pdf) {
    setObjectName(QStringLiteral("whatifPanel"));
    question_->setObjectName(QStringLiteral("whatifQuestion"));
    compare_->setObjectName(QStringLiteral("whatifCompare"));
    cancel_->setObjectName(QStringLiteral("whatifCancel"));
    export_->setObjectName(QStringLiteral("whatifExport"));
    status_->setObjectName(QStringLiteral("whatifStatus"));
    kind_->setObjectName(QStringLiteral("whatifKind"));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    question_label_->setBuddy(question_);
    kind_label_->setBuddy(kind_);
    for (const CredKind kind : kAllCredKinds) kind_->addItem(QString(), static_cast<int>(kind));

    // The choices on the left, in a scroll area: the B editor may need the height.
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setWidget(setup_);
    // Its whole width when there is room; in a narrow window (1100 px, long German or French
    // labels) it scrolls sideways rather than widening the window.
    scroll->setMinimumWidth(std::min(setup_->minimumSizeHint().width() + 20, kNarrowSetupWidth));
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    scroll->setFrameShape(QFrame::NoFrame);

    auto* right = new QWidget(this);
    auto* right_layout = new QVBoxLayout(right);
    right_layout->setContentsMargins(0, 0, 0, 0);
    auto* question_row = new QHBoxLayout;
    question_row->addWidget(question_label_);
    question_row->addWidget(question_, 1);
    question_row->addWidget(compare_);
    question_row->addWidget(cancel_);
    question_row->addWidget(export_);
    right_layout->addLayout(question_row);
    auto* progress = new QGridLayout;
    for (std::size_t i = 0; i < 2; ++i) {
        const char side = i == 0 ? 'A' : 'B';
        side_labels_[i] = new QLabel(side_text(side), right);
        bars_[i] = new QProgressBar(right);
        bars_[i]->setObjectName(QStringLiteral("whatifProgress%1").arg(QLatin1Char(side)));
        bars_[i]->setRange(0, 1);
        bars_[i]->setValue(0);
        bars_[i]->setTextVisible(true);
        progress_labels_[i] = new QLabel(right);
        progress_labels_[i]->setObjectName(QStringLiteral("whatifProgressText%1").arg(QLatin1Char(side)));
        progress->addWidget(side_labels_[i], static_cast<int>(i), 0);
        progress->addWidget(bars_[i], static_cast<int>(i), 1);
        progress->addWidget(progress_labels_[i], static_cast<int>(i), 2);
    }
    progress->setColumnStretch(1, 1);
    progress->setColumnStretch(2, 2);
    right_layout->addLayout(progress);
    right_layout->addWidget(status_);

    // Summary: the metric table above the config diff.
    metric_table_->setModel(metrics_);
    diff_table_->setModel(diff_);
    auto* summary = new QSplitter(Qt::Vertical, tabs_);
    summary->addWidget(metric_table_);
    auto* diff_pane = new QWidget(summary);
    auto* diff_layout = new QVBoxLayout(diff_pane);
    diff_layout->setContentsMargins(0, 0, 0, 0);
    diff_layout->addWidget(diff_label_);
    diff_layout->addWidget(diff_table_);
    diff_label_->setBuddy(diff_table_);
    summary->addWidget(diff_pane);
    summary->setStretchFactor(0, 3);
    summary->setStretchFactor(1, 1);
    tabs_->addTab(summary, QString());

    auto* per_credential = new QWidget(tabs_);
    auto* credential_layout = new QVBoxLayout(per_credential);
    auto* kind_row = new QHBoxLayout;
    kind_row->addWidget(kind_label_);
    kind_row->addWidget(kind_);
    kind_row->addStretch(1);
    credential_layout->addLayout(kind_row);
    credential_table_->setModel(credentials_);
    credential_table_->setSortingEnabled(false);
    credential_layout->addWidget(credential_table_);
    tabs_->addTab(per_credential, QString());

    auto* chart_page = new QWidget(tabs_);
    auto* chart_grid = new QGridLayout(chart_page);
    chart_grid->addWidget(chart_kind_note_, 0, 0, 1, 2);
    for (std::size_t i = 0; i < chart_models_.size(); ++i) {
        chart_models_[i] = new charts::ChartModel(this);
        chart_views_[i] = new charts::ChartView(chart_page);
        chart_views_[i]->setObjectName(QStringLiteral("whatifChart%1").arg(i));
        chart_views_[i]->set_model(chart_models_[i]);
        chart_views_[i]->setMinimumSize(380, 300);
        auto* cell = new QWidget(chart_page);
        auto* cell_layout = new QVBoxLayout(cell);
        cell_layout->setContentsMargins(0, 0, 0, 0);
        auto* button = new charts::ExportButton(
            chart_views_[i],
            [this, i] {
                charts::ExportCaption caption;
                caption.title = chart_models_[i]->spec().title;
                const auto& c = comparison();
                caption.source = c ? QString::fromStdString(c->workload_label) : QString();
                caption.config = c ? tr("A: %1 · B: %2")
                                         .arg(QString::fromStdString(c->config_a_name),
                                              QString::fromStdString(c->config_b_name))
                                   : QString();
                return caption;
            },
            cell);
        auto* button_row = new QHBoxLayout;
        button_row->addStretch(1);
        button_row->addWidget(button);
        cell_layout->addLayout(button_row);
        cell_layout->addWidget(chart_views_[i], 1);
        const int at = static_cast<int>(i) + 2;
        chart_grid->addWidget(cell, at / 2, at % 2);
    }
    auto* chart_scroll = new QScrollArea(tabs_);
    chart_scroll->setWidgetResizable(true);
    chart_page->setMinimumHeight(3 * 350);
    chart_scroll->setWidget(chart_page);
    tabs_->addTab(chart_scroll, QString());
    right_layout->addWidget(tabs_, 1);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(scroll);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({setup_->minimumSizeHint().width() + 20, 1000});
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter);

    connect(compare_, &QPushButton::clicked, this, &WhatIfPanel::compare);
    connect(cancel_, &QPushButton::clicked, this, &WhatIfPanel::cancel);
    connect(export_, &QPushButton::clicked, this, &WhatIfPanel::choose_export);
    connect(runner_, &WhatIfRunner::progress_changed, this, &WhatIfPanel::show_progress);
    connect(runner_, &WhatIfRunner::finished, this, &WhatIfPanel::run_done);
    connect(kind_, &QComboBox::currentIndexChanged, this, &WhatIfPanel::refresh_kind);
    retranslate();
    update_buttons();
}

WhatIfPanel::~WhatIfPanel() = default;

void WhatIfPanel::retranslate() {
    question_label_->setText(tr("&Question:"));
    question_->setPlaceholderText(tr("In your words: what would change if we did B instead of A?"));
    question_->setToolTip(tr("The question this comparison answers; the report prints it under its title"));
    compare_->setText(tr("&Compare"));
    compare_->setToolTip(tr("Replay the workload under A and under B at once, off the window's thread"));
    cancel_->setText(tr("Cancel"));
    cancel_->setToolTip(tr("Stop both replays"));
    export_->setText(tr("&Export Report…"));
    export_->setToolTip(tr("Write a PDF report, a PNG of each chart and a CSV of every number"));
    for (std::size_t i = 0; i < 2; ++i) {
        const char side = i == 0 ? 'A' : 'B';
        side_labels_[i]->setText(side_text(side));
        bars_[i]->setAccessibleName(tr("Progress of side %1").arg(side_text(side)));
    }
    tabs_->setTabText(0, tr("Summary"));
    tabs_->setTabText(1, tr("Per credential"));
    tabs_->setTabText(2, tr("Charts"));
    metric_table_->setAccessibleName(tr("Metrics of A and B"));
    diff_label_->setText(tr("Config diff: the parameters that differ between A and B"));
    diff_table_->setAccessibleName(tr("Config diff"));
    kind_label_->setText(tr("Credential &kind:"));
    for (int i = 0; i < kind_->count(); ++i)
        kind_->setItemText(i, kinds_text(static_cast<CredKind>(kind_->itemData(i).toInt())));
    credential_table_->setAccessibleName(tr("Per credential comparison"));
    chart_kind_note_->setText(
        tr("A is drawn as a solid line, B as a dashed one. The bar charts show the "
           "credential kind chosen under Per credential."));
    chart_kind_note_->setWordWrap(true);
    metrics_->retranslate();
    credentials_->retranslate();
    diff_->retranslate();
    refresh_charts();
}

void WhatIfPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

bool WhatIfPanel::running() const {
    return runner_->running();
}

const std::optional<WhatIfComparison>& WhatIfPanel::comparison() const {
    return metrics_->comparison();
}

bool WhatIfPanel::compare() {
    if (runner_->running()) return false;
    const SetupRequests requests = setup_->requests();
    if (!requests.a || !requests.b) {
        status_->setText(requests.errors.join(QLatin1Char('\n')));
        return false;
    }
    for (QProgressBar* bar : bars_) {
        bar->setRange(0, 0);  // busy until the first report
        bar->setValue(0);
    }
    for (QLabel* label : progress_labels_) label->setText(tr("Starting…"));
    status_->setText(tr("Replaying the workload under A and under B…"));
    runner_->start(*requests.a, *requests.b);
    update_buttons();
    return true;
}

void WhatIfPanel::cancel() {
    if (!runner_->running()) return;
    runner_->cancel();
    status_->setText(tr("Stopping…"));
    update_buttons();
}

void WhatIfPanel::show_progress(char side) {
    const auto& p = runner_->progress(side);
    if (!p) return;
    const std::size_t i = side == 'A' ? 0 : 1;
    const auto total = std::max<std::int64_t>(p->jobs_total, 1);
    bars_[i]->setRange(0, 1000);
    bars_[i]->setValue(static_cast<int>(std::min<std::int64_t>(p->jobs_done * 1000 / total, 1000)));
    QString text = tr("%L1 of %L2 jobs · %3")
                       .arg(p->jobs_done)
                       .arg(p->jobs_total)
                       .arg(QString::fromStdString(p->simulated_date));
    if (p->replicas > 1) text = tr("Seed %1 of %2: %3").arg(p->replica + 1).arg(p->replicas).arg(text);
    progress_labels_[i]->setText(text);
}

void WhatIfPanel::run_done() {
    const auto& result = runner_->result();
    for (QProgressBar* bar : bars_) bar->setRange(0, 1);
    if (result && result->comparison) {
        for (QProgressBar* bar : bars_) bar->setValue(1);
        show_comparison(*result->comparison);
        QString text =
            tr("Compared in %1 s.").arg(QLocale().toString(runner_->last_run_ms() / 1000.0, 'f', 2));
        for (const std::string& note : result->comparison->notes)
            text += QLatin1Char('\n') + QString::fromStdString(note);
        status_->setText(text);
    } else if (result) {
        const bool cancelled = result->a.status == WhatIfSide::Status::Cancelled ||
                               result->b.status == WhatIfSide::Status::Cancelled;
        QStringList lines;
        if (cancelled) {
            lines << tr("Cancelled: nothing was compared.");
        } else {
            lines << tr("The comparison could not run:");
            for (const auto& [side, s] : {std::pair{'A', &result->a}, std::pair{'B', &result->b}})
                for (const std::string& e : s->errors)
                    lines << tr("%1: %2").arg(side_text(side), QString::fromStdString(e));
        }
        for (QLabel* label : progress_labels_) label->setText(cancelled ? tr("Cancelled") : tr("Failed"));
        status_->setText(lines.join(QLatin1Char('\n')));
    }
    update_buttons();
    emit run_finished();
}

void WhatIfPanel::show_comparison(WhatIfComparison comparison) {
    diff_->set_differences(comparison.config_diff);
    metrics_->set_comparison(std::move(comparison));
    metric_table_->resizeColumnsToContents();
    diff_table_->resizeColumnsToContents();
    refresh_kind();
    update_buttons();
}

void WhatIfPanel::refresh_kind() {
    credentials_->set_rows(comparison(), static_cast<CredKind>(kind_->currentData().toInt()));
    credential_table_->resizeColumnsToContents();
    refresh_charts();
}

void WhatIfPanel::refresh_charts() {
    const auto& c = comparison();
    if (!c) return;
    const auto charts = report_charts(*c, static_cast<CredKind>(kind_->currentData().toInt()));
    for (std::size_t i = 0; i < chart_models_.size() && i < charts.size(); ++i)
        chart_models_[i]->set_spec(charts[i].spec);
}

void WhatIfPanel::update_buttons() {
    const bool busy = runner_->running();
    compare_->setEnabled(!busy);
    cancel_->setEnabled(busy && !runner_->cancelling());
    export_->setEnabled(!busy && comparison().has_value());
}

QString WhatIfPanel::report_title() const {
    return tr("What-if: configuration A against configuration B");
}

ReportFiles WhatIfPanel::export_report(const QString& pdf_path) {
    if (!comparison()) return ReportFiles{tr("There is no comparison to export yet."), {}, {}, {}};
    ReportContent content;
    content.title = report_title();
    content.question = question_->text();
    content.comparison = *comparison();
    content.charts = report_charts(*comparison(), static_cast<CredKind>(kind_->currentData().toInt()));
    content.date = QDateTime::currentDateTime();
    ReportFiles files = write_report(content, pdf_path);
    status_->setText(files.error.isEmpty() ? tr("Wrote %1, %2 and %n chart image(s).", nullptr,
                                                static_cast<int>(files.pngs.size()))
                                                 .arg(files.pdf, files.csv)
                                           : files.error);
    return files;
}

void WhatIfPanel::choose_export() {
    const QString path = chooser_(this, QStringLiteral("whatif_report.pdf"));
    if (!path.isEmpty()) (void)export_report(path);
}

}  // namespace outrigger::gui::whatif
