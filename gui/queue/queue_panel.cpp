#include "gui/queue/queue_panel.hpp"

#include <QEvent>
#include <QFontDatabase>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include "gui/app/header_fit.hpp"
#include "gui/client/processor_counts.hpp"
#include "gui/queue/queue_model.hpp"

namespace outrigger::gui {

namespace {

QTableView* make_table(QueueModel* model, const char* name, QWidget* parent) {
    auto* table = new QTableView(parent);
    table->setObjectName(QLatin1String(name));
    table->setModel(model);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setWordWrap(false);
    table->verticalHeader()->hide();
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 6);
    table->horizontalHeader()->setStretchLastSection(true);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    // Sizing columns to their contents looks at a few rows, not at a queue of thousands.
    table->horizontalHeader()->setResizeContentsPrecision(40);
    table->resizeColumnsToContents();  // the headers readable before any row arrives
    return table;
}

}  // namespace

QueuePanel::QueuePanel(QWidget* parent)
    : QWidget(parent),
      eligible_model_(new QueueModel(QueueSection::Eligible, this)),
      blocked_model_(new QueueModel(QueueSection::Blocked, this)),
      summary_(new QLabel(this)),
      eligible_title_(new QLabel(this)),
      blocked_title_(new QLabel(this)),
      eligible_(make_table(eligible_model_, "eligibleJobs", this)),
      blocked_(make_table(blocked_model_, "blockedJobs", this)),
      checkjob_title_(new QLabel(this)),
      checkjob_(new QPlainTextEdit(this)) {
    summary_->setObjectName(QStringLiteral("queueSummary"));
    summary_->setWordWrap(true);
    checkjob_->setObjectName(QStringLiteral("queueCheckjob"));
    checkjob_->setReadOnly(true);
    checkjob_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));

    auto* splitter = new QSplitter(Qt::Vertical, this);
    const auto section = [splitter](QLabel* title, QWidget* body) {
        title->setWordWrap(true);  // a long title in any language must not widen the window
        auto* box = new QWidget(splitter);
        auto* layout = new QVBoxLayout(box);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(title);
        layout->addWidget(body, 1);
        splitter->addWidget(box);
    };
    section(eligible_title_, eligible_);
    section(blocked_title_, blocked_);
    section(checkjob_title_, checkjob_);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setStretchFactor(2, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(summary_);
    layout->addWidget(splitter, 1);

    for (QTableView* table : {eligible_, blocked_}) {
        connect(table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
                [this, table](const QModelIndex& current) {
                    const JobId job = static_cast<QueueModel*>(table->model())->job_at(current.row());
                    if (!job.valid() || job == selected_) return;
                    selected_ = job;
                    // One row stands for the selection: the other table lets go of its own.
                    QTableView* other = table == eligible_ ? blocked_ : eligible_;
                    other->clearSelection();
                    emit job_selected(static_cast<qint64>(job.value()));
                });
        connect(table->model(), &QAbstractItemModel::modelReset, this, &QueuePanel::restore_selection);
    }
    retranslate();
}

void QueuePanel::show_frame(const FramePtr& frame) {
    frame_ = frame;
    eligible_model_->set_frame(frame);
    blocked_model_->set_frame(frame);
    update_summary();
}

void QueuePanel::restore_selection() {
    for (QTableView* table : {eligible_, blocked_}) {
        const auto* model = static_cast<QueueModel*>(table->model());
        const int row = selected_.valid() ? model->row_of(selected_) : -1;
        const QSignalBlocker block(table->selectionModel());
        if (row >= 0) {
            table->selectionModel()->setCurrentIndex(
                model->index(row, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        } else {
            table->selectionModel()->clearCurrentIndex();
            table->clearSelection();
        }
        table->viewport()->update();
    }
}

void QueuePanel::select_job(JobId job) {
    selected_ = job;
    restore_selection();
    for (QTableView* table : {eligible_, blocked_}) {
        const auto* model = static_cast<QueueModel*>(table->model());
        if (const int row = job.valid() ? model->row_of(job) : -1; row >= 0)
            table->scrollTo(model->index(row, 0));
    }
}

void QueuePanel::show_checkjob(qint64 job, const QString& text) {
    shown_job_ = job;
    if (job < 0) {
        checkjob_->clear();
        retranslate();
        return;
    }
    const JobId id(static_cast<JobId::Rep>(job));
    const QString name =
        frame_ && frame_->has_job(id) ? QString::fromStdString(frame_->job(id).name) : QString::number(job);
    checkjob_title_->setText(tr("checkjob %1").arg(name));
    checkjob_->setPlainText(text.isEmpty() ? tr("No such job.") : text);
}

void QueuePanel::update_summary() {
    if (!frame_) {
        summary_->clear();
        return;
    }
    const ProcessorCounts counts = ProcessorCounts::of(*frame_->view);
    // Each table's columns fit their contents once it has rows; the reason takes the rest.
    for (QTableView* table : {eligible_, blocked_}) {
        bool& sized = table == eligible_ ? eligible_sized_ : blocked_sized_;
        if (sized || table->model()->rowCount() == 0) continue;
        sized = true;
        table->resizeColumnsToContents();
        table->horizontalHeader()->resizeSection(QueueModel::ReasonColumn, 300);  // stretches to the rest
    }
    summary_->setText(
        tr("Waiting: %L1 idle (%L2 fit now), %L3 blocked, %L4 held, %L5 rejected.  Processors: %6.")
            .arg(eligible_model_->rowCount())
            .arg(eligible_model_->fitting_now())
            .arg(blocked_model_->count(WaitState::Blocked))
            .arg(blocked_model_->count(WaitState::Held))
            .arg(blocked_model_->count(WaitState::Rejected))
            .arg(ProcessorCountsText::of(counts)));
    summary_->setToolTip(ProcessorCountsText::explanation());
}

void QueuePanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void QueuePanel::retranslate() {
    eligible_title_->setText(tr("<b>Idle jobs</b>: the scheduler considers them, highest priority first"));
    blocked_title_->setText(
        tr("<b>Blocked jobs</b>: not considered until what keeps them out changes (a limit, a hold, a "
           "dependency), or never (rejected)"));
    if (shown_job_ < 0) checkjob_title_->setText(tr("Select a job to see its checkjob."));
    // Translated labels are longer or shorter: the columns fit their contents again.
    eligible_sized_ = false;
    blocked_sized_ = false;
    update_summary();
    for (QTableView* table : {eligible_, blocked_}) fit_header_labels(table->horizontalHeader());
}

}  // namespace outrigger::gui
