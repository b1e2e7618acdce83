#include "gui/schedule/schedule_panel.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>
#include <map>

#include "gui/schedule/gantt_view.hpp"

namespace outrigger::gui {

SchedulePanel::SchedulePanel(QWidget* parent)
    : QWidget(parent),
      view_(new GanttView(this)),
      colour_by_(new QComboBox(this)),
      backfill_(new QCheckBox(this)),
      follow_(new QCheckBox(this)),
      past_hours_(new QSpinBox(this)),
      colour_label_(new QLabel(this)),
      past_label_(new QLabel(this)),
      zoom_in_(new QToolButton(this)),
      zoom_out_(new QToolButton(this)),
      fit_(new QToolButton(this)),
      legend_(new QLabel(this)),
      checkjob_title_(new QLabel(this)),
      checkjob_(new QPlainTextEdit(this)) {
    setObjectName(QStringLiteral("schedulePanel"));
    colour_by_->addItems({QString(), QString(), QString(), QString(), QString()});
    colour_label_->setBuddy(colour_by_);
    past_hours_->setRange(0, 168);
    past_hours_->setValue(12);
    past_label_->setBuddy(past_hours_);
    follow_->setChecked(true);
    legend_->setTextFormat(Qt::RichText);
    legend_->setWordWrap(true);
    checkjob_->setReadOnly(true);
    checkjob_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    checkjob_->setObjectName(QStringLiteral("checkjob"));

    auto* controls = new QHBoxLayout;
    controls->addWidget(colour_label_);
    controls->addWidget(colour_by_);
    controls->addWidget(backfill_);
    controls->addWidget(follow_);
    controls->addWidget(past_label_);
    controls->addWidget(past_hours_);
    controls->addStretch(1);
    controls->addWidget(zoom_out_);
    controls->addWidget(zoom_in_);
    controls->addWidget(fit_);

    auto* lower = new QWidget;
    auto* lower_layout = new QVBoxLayout(lower);
    lower_layout->setContentsMargins(0, 0, 0, 0);
    lower_layout->addWidget(checkjob_title_);
    lower_layout->addWidget(checkjob_, 1);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(view_);
    splitter->addWidget(lower);
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(controls);
    layout->addWidget(legend_);
    layout->addWidget(splitter, 1);

    connect(colour_by_, &QComboBox::currentIndexChanged, this, [this](int i) {
        view_->set_colour_by(static_cast<ColourBy>(std::clamp(i, 0, 4)));
        update_legend();
    });
    connect(backfill_, &QCheckBox::toggled, view_, &GanttView::set_backfill_overlay);
    connect(follow_, &QCheckBox::toggled, view_, &GanttView::set_follow_now);
    connect(view_, &GanttView::view_changed, this, [this] {
        const QSignalBlocker block(follow_);
        follow_->setChecked(view_->follow_now());
    });
    connect(past_hours_, &QSpinBox::valueChanged, this, [this](int h) {
        view_->set_past_window(Duration::hours(h));
        update_legend();
    });
    connect(zoom_in_, &QToolButton::clicked, view_, [this] { view_->zoom(1.25); });
    connect(zoom_out_, &QToolButton::clicked, view_, [this] { view_->zoom(0.8); });
    connect(fit_, &QToolButton::clicked, view_, &GanttView::fit_all);
    connect(view_, &GanttView::job_clicked, this, [this](qint64 job) {
        shown_job_ = job;
        emit checkjob_requested(job);
    });
    retranslate();
}

void SchedulePanel::show_frame(const FramePtr& frame) {
    view_->set_frame(frame);
    update_legend();
}

void SchedulePanel::select_job(JobId job) {
    if (!view_->selected() || view_->selected()->kind != GanttItemKind::Bar ||
        view_->selected()->subject != job.value())
        view_->select_job(job);
}

void SchedulePanel::show_checkjob(qint64 job, const QString& text) {
    shown_job_ = job;
    if (job < 0) {  // nothing selected (a new session)
        checkjob_->clear();
        retranslate();
        return;
    }
    const FramePtr& f = view_->frame();
    const JobId id(static_cast<JobId::Rep>(job));
    const QString name =
        f && job >= 0 && f->has_job(id) ? QString::fromStdString(f->job(id).name) : QString::number(job);
    checkjob_title_->setText(tr("checkjob %1").arg(name));
    checkjob_->setPlainText(text.isEmpty() ? tr("No such job.") : text);
}

void SchedulePanel::update_legend() {
    const FramePtr& f = view_->frame();
    if (!f) {
        legend_->clear();
        return;
    }
    const ViewStatics& statics = f->statics();
    const CredKind kind = cred_kind(static_cast<ColourBy>(std::clamp(colour_by_->currentIndex(), 0, 4)));
    // The credentials drawn now, busiest first (by processors), at most a dozen named.
    std::map<std::uint32_t, std::int64_t> procs;
    for (const GanttBar& b : view_->items().bars) procs[f->job(b.job).creds[kind].value()] += b.procs;
    std::vector<std::pair<std::int64_t, std::uint32_t>> order;
    for (const auto& [id, p] : procs) order.emplace_back(-p, id);
    std::sort(order.begin(), order.end());
    QString html;
    const QString text_colour = palette().color(QPalette::WindowText).name();
    for (std::size_t i = 0; i < order.size() && i < 12; ++i) {
        const CredId id(order[i].second);
        const QString name =
            id.valid() ? QString::fromStdString(statics.names.name(kind, id)).toHtmlEscaped() : tr("none");
        html += QStringLiteral(
                    "<span style=\"background-color:%1\">&nbsp;&nbsp;&nbsp;&nbsp;</span>"
                    "<span style=\"color:%2\">&nbsp;%3&nbsp;&nbsp;</span> ")
                    .arg(credential_colour(id).name(), text_colour, name);
    }
    if (order.size() > 12) html += tr("and %n more", nullptr, static_cast<int>(order.size() - 12));
    html += QStringLiteral("&nbsp;&nbsp;") +
            tr("(hatched: job reservation; dashed outline: reservation; faded: completed)");
    legend_->setText(html);
}

void SchedulePanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void SchedulePanel::retranslate() {
    colour_label_->setText(tr("Colour by:"));
    colour_by_->setItemText(0, tr("User"));
    colour_by_->setItemText(1, tr("Group"));
    colour_by_->setItemText(2, tr("Account"));
    colour_by_->setItemText(3, tr("QOS"));
    colour_by_->setItemText(4, tr("Class"));
    backfill_->setText(tr("Backfill windows"));
    backfill_->setToolTip(tr("Show the free node x time rectangles of showbf"));
    follow_->setText(tr("Follow now"));
    past_label_->setText(tr("Completed jobs (hours):"));
    zoom_in_->setText(tr("Zoom in"));
    zoom_out_->setText(tr("Zoom out"));
    fit_->setText(tr("Fit all"));
    if (shown_job_ < 0) checkjob_title_->setText(tr("Click a job to see its checkjob."));
    update_legend();
}

}  // namespace outrigger::gui
