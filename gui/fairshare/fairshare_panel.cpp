#include "gui/fairshare/fairshare_panel.hpp"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>
#include <nlohmann/json.hpp>

#include "config/values.hpp"
#include "engine/query.hpp"
#include "gui/charts/chart_model.hpp"
#include "gui/charts/chart_view.hpp"
#include "gui/charts/export_button.hpp"
#include "gui/client/engine_client.hpp"
#include "gui/client/report_follower.hpp"
#include "gui/fairshare/fairshare_model.hpp"
#include "gui/fairshare/fairshare_replay.hpp"
#include "gui/fairshare/sparkline_delegate.hpp"
#include "policy/fairshare/metric.hpp"
#include "policy/fairshare/target.hpp"

namespace outrigger::gui {

namespace {

// A chart with its export button above it, on one tab.
QWidget* chart_page(charts::ChartView* view, charts::ExportButton* button) {
    auto* page = new QWidget();
    auto* layout = new QVBoxLayout(page);
    auto* row = new QHBoxLayout();
    row->addStretch();
    row->addWidget(button);
    layout->addLayout(row);
    layout->addWidget(view, 1);
    view->setParent(page);
    return page;
}

}  // namespace

FairsharePanel::FairsharePanel(QWidget* parent)
    : QWidget(parent),
      follower_(new ReportFollower(Query{QueryKind::DiagnoseF, ""}, ReportFormat::Json, this)),
      model_(new FairshareModel(this)),
      proxy_(new QSortFilterProxyModel(this)),
      tree_(new QTreeView(this)),
      filter_(new QLineEdit(this)),
      filter_label_(new QLabel(this)),
      help_(new QPushButton(this)),
      hold_(new QCheckBox(this)),
      status_(new QLabel(this)),
      decay_label_(new QLabel(this)),
      decay_(new QDoubleSpinBox(this)),
      depth_label_(new QLabel(this)),
      depth_(new QSpinBox(this)),
      target_label_(new QLabel(this)),
      target_(new QLineEdit(this)),
      reset_(new QPushButton(this)),
      what_if_label_(new QLabel(this)),
      what_if_title_(new QLabel(this)),
      interval_label_(new QLabel(this)),
      interval_box_(new QDoubleSpinBox(this)),
      replay_(new FairshareReplay(this)),
      replay_delay_(new QTimer(this)),
      progress_(new QProgressBar(this)),
      cancel_(new QPushButton(this)),
      replay_label_(new QLabel(this)),
      projection_title_(new QLabel(this)),
      recovery_label_(new QLabel(this)),
      after_job_label_(new QLabel(this)),
      after_job_(new QLineEdit(this)),
      after_label_(new QLabel(this)),
      tabs_(new QTabWidget(this)),
      usage_chart_(new charts::ChartModel(this)),
      window_chart_(new charts::ChartModel(this)),
      stacked_chart_(new charts::ChartModel(this)),
      usage_view_(new charts::ChartView(this)),
      window_view_(new charts::ChartView(this)),
      stacked_view_(new charts::ChartView(this)),
      table_export_(nullptr) {
    connect(follower_, &ReportFollower::answered, this, &FairsharePanel::report_arrived);
    proxy_->setSourceModel(model_);
    proxy_->setSortRole(FairshareModel::SortRole);
    proxy_->setFilterRole(FairshareModel::NameRole);
    proxy_->setFilterKeyColumn(FairshareModel::NameColumn);
    proxy_->setFilterCaseSensitivity(Qt::CaseInsensitive);
    proxy_->setRecursiveFilteringEnabled(true);
    tree_->setModel(proxy_);
    tree_->setSortingEnabled(true);
    tree_->sortByColumn(FairshareModel::UsageColumn, Qt::DescendingOrder);
    tree_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    tree_->setSelectionBehavior(QAbstractItemView::SelectRows);
    tree_->setAlternatingRowColors(true);
    tree_->setItemDelegateForColumn(FairshareModel::TrendColumn,
                                    new SparklineDelegate(FairshareModel::SparklineRole, tree_));
    tree_->header()->setSectionsMovable(true);
    connect(filter_, &QLineEdit::textChanged, proxy_, [this](const QString& text) {
        proxy_->setFilterFixedString(text);
        tree_->expandAll();
    });
    connect(tree_->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &FairsharePanel::selection_moved);
    connect(help_, &QPushButton::clicked, this, &FairsharePanel::show_columns_help);
    connect(hold_, &QCheckBox::toggled, this, &FairsharePanel::set_held);

    decay_->setRange(0.01, 1.0);
    decay_->setSingleStep(0.05);
    decay_->setDecimals(2);
    depth_->setRange(1, 1);
    connect(decay_, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        if (!updating_controls_) set_decay(v);
    });
    connect(depth_, &QSpinBox::valueChanged, this, [this](int v) {
        if (!updating_controls_) set_depth(v);
    });
    // FSINTERVAL in hours; a replay follows a moment after the last change.
    interval_box_->setRange(0.01, 24.0 * 365);
    interval_box_->setDecimals(2);
    interval_box_->setSingleStep(1.0);
    connect(interval_box_, &QDoubleSpinBox::valueChanged, this, [this](double h) {
        if (!updating_controls_)
            set_interval(Duration::seconds(static_cast<std::int64_t>(std::llround(h * 3600))));
    });
    replay_delay_->setSingleShot(true);
    replay_delay_->setInterval(400);
    connect(replay_delay_, &QTimer::timeout, this, [this] { start_replay(); });
    progress_->setRange(0, 100);
    progress_->hide();
    cancel_->hide();
    connect(cancel_, &QPushButton::clicked, this, &FairsharePanel::cancel_replay);
    connect(replay_, &FairshareReplay::progress, this,
            [this](double fraction) { progress_->setValue(static_cast<int>(std::lround(fraction * 100))); });
    connect(replay_, &FairshareReplay::finished, this, &FairsharePanel::replay_finished);
    replay_label_->setWordWrap(true);
    recovery_label_->setWordWrap(true);
    after_label_->setWordWrap(true);
    recovery_label_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    after_label_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    connect(after_job_, &QLineEdit::returnPressed, this, [this] { set_after_job(after_job_->text()); });
    connect(target_, &QLineEdit::returnPressed, this, &FairsharePanel::apply_target_edit);
    connect(reset_, &QPushButton::clicked, this, &FairsharePanel::reset_what_if);
    what_if_label_->setWordWrap(true);

    usage_view_->set_model(usage_chart_);
    window_view_->set_model(window_chart_);
    stacked_view_->set_model(stacked_chart_);
    table_export_ = new charts::ExportButton(
        tree_, [this] { return caption(tr("Fairshare")); }, this);
    for (auto [view, chart] : {std::pair{usage_view_, usage_chart_}, std::pair{window_view_, window_chart_},
                               std::pair{stacked_view_, stacked_chart_}}) {
        auto* button = new charts::ExportButton(
            view, [this, chart = chart] { return caption(chart->spec().title); }, this);
        chart_exports_.push_back(button);
        tabs_->addTab(chart_page(view, button), QString());
    }

    auto* top = new QHBoxLayout();
    top->addWidget(filter_label_);
    top->addWidget(filter_, 1);
    top->addWidget(help_);
    top->addWidget(table_export_);
    top->addWidget(hold_);

    auto* what_if = new QFormLayout();
    what_if->addRow(decay_label_, decay_);
    what_if->addRow(depth_label_, depth_);
    what_if->addRow(interval_label_, interval_box_);
    what_if->addRow(target_label_, target_);
    auto* replay_row = new QHBoxLayout();
    replay_row->addWidget(progress_, 1);
    replay_row->addWidget(cancel_);
    auto* what_if_box = new QVBoxLayout();
    what_if_box->addWidget(what_if_title_);
    what_if_box->addLayout(what_if);
    what_if_box->addLayout(replay_row);
    what_if_box->addWidget(replay_label_);
    what_if_box->addWidget(what_if_label_);
    what_if_box->addWidget(reset_);
    auto* after_row = new QHBoxLayout();
    after_row->addWidget(after_job_label_);
    after_row->addWidget(after_job_, 1);
    what_if_box->addSpacing(8);
    what_if_box->addWidget(projection_title_);
    what_if_box->addWidget(recovery_label_);
    what_if_box->addLayout(after_row);
    what_if_box->addWidget(after_label_);
    what_if_box->addStretch();

    auto* left = new QWidget(this);
    auto* left_layout = new QVBoxLayout(left);
    left_layout->setContentsMargins(0, 0, 0, 0);
    left_layout->addLayout(top);
    left_layout->addWidget(tree_, 1);
    // The what-if and projection column scrolls rather than squeezing its words.
    auto* what_if_widget = new QWidget();
    what_if_widget->setLayout(what_if_box);
    auto* what_if_scroll = new QScrollArea(this);
    what_if_scroll->setWidget(what_if_widget);
    what_if_scroll->setWidgetResizable(true);
    what_if_scroll->setFrameShape(QFrame::NoFrame);
    what_if_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Always there, so that the width the column's rows get never changes under them.
    what_if_scroll->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    what_if_scroll_ = what_if_scroll;
    auto* bottom = new QHBoxLayout();
    bottom->addWidget(what_if_scroll, 1);
    bottom->addWidget(tabs_, 3);
    auto* lower = new QWidget(this);
    lower->setLayout(bottom);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(left);
    split->addWidget(lower);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(status_);
    layout->addWidget(split, 1);
    retranslate();
    update_what_if_label();
}

FairsharePanel::~FairsharePanel() = default;

void FairsharePanel::fit_what_if_column() {
    // As wide as its widest row, with room for the scroll bar it shows when the column is short.
    QWidget* content_widget = what_if_scroll_->widget();
    const int content =
        std::max(content_widget->minimumSizeHint().width(),
                 content_widget->layout() != nullptr ? content_widget->layout()->minimumSize().width() : 0);
    what_if_scroll_->setMinimumWidth(
        std::max(360, content + what_if_scroll_->verticalScrollBar()->sizeHint().width() + 4));
}

void FairsharePanel::retranslate() {
    filter_label_->setText(tr("&Find:"));
    filter_label_->setBuddy(filter_);
    filter_->setPlaceholderText(tr("credential name"));
    help_->setText(tr("&Columns"));
    help_->setToolTip(tr("What each column means"));
    hold_->setText(tr("&Hold still"));
    hold_->setToolTip(tr("Keep the table and charts as they are while the session runs on"));
    what_if_title_->setText(tr("<b>What if…</b>"));
    decay_label_->setText(tr("FS&DECAY:"));
    decay_label_->setBuddy(decay_);
    decay_->setToolTip(tr("How much each older window counts: window i weighs FSDECAY^i"));
    depth_label_->setText(tr("FSD&EPTH:"));
    depth_label_->setBuddy(depth_);
    depth_->setToolTip(tr("How many of the stored windows count"));
    target_label_->setText(tr("&Target of the selected:"));
    target_label_->setBuddy(target_);
    target_->setPlaceholderText(tr("e.g. 25, 10+, 5-, 30%; Return applies"));
    reset_->setText(tr("&Back to the Configuration"));
    interval_label_->setText(tr("FS&INTERVAL (hours):"));
    interval_label_->setBuddy(interval_box_);
    interval_box_->setToolTip(
        tr("How long each fairshare window is. Usage must be bucketed again: the session's inputs "
           "are replayed under it up to now."));
    cancel_->setText(tr("Ca&ncel Replay"));
    progress_->setAccessibleName(tr("Replay progress"));
    projection_title_->setText(tr("<b>Projection</b>"));
    after_job_label_->setText(tr("After &job:"));
    after_job_label_->setBuddy(after_job_);
    after_job_->setPlaceholderText(tr("job name; Return asks"));
    after_job_->setToolTip(
        tr("The usage a job adds to its credentials if it ran now, counted in the current window"));
    tree_->setAccessibleName(tr("Fairshare usage per credential"));
    tabs_->setTabText(0, tr("Usage against target"));
    tabs_->setTabText(1, tr("Windows and decay"));
    tabs_->setTabText(2, tr("Usage by credential"));
    if (!has_report_) status_->setText(tr("No fairshare report yet: start a session."));
    update_what_if_label();
    update_replay_controls();
    update_projection();
    fit_what_if_column();
}

void FairsharePanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (has_report_) apply();
    }
    QWidget::changeEvent(event);
}

void FairsharePanel::set_client_source(ClientSource source) {
    client_source_ = source;
    follower_->set_client_source(std::move(source));
}

void FairsharePanel::show_frame(const FramePtr& frame) {
    frame_ = frame;
    follower_->show_frame(frame);
}

void FairsharePanel::report_arrived(const QueryResult& result) {
    if (!result.report) {
        const QString why = QString::fromStdString(result.error);
        if (!follower_->query().job.empty()) {
            // A job the engine does not know: say so, and go on without it.
            after_label_->setText(tr("No projection: %1").arg(why));
            follower_->set_query(Query{QueryKind::DiagnoseF, ""});
            return;
        }
        status_->setText(tr("No fairshare report: %1").arg(why));
        return;
    }
    show_report_json(result.report->json);
}

bool FairsharePanel::show_report_json(const nlohmann::json& json) {
    std::string error;
    std::optional<FsReport> report = fs_report_from_json(json, error);
    if (!report) {
        status_->setText(tr("The fairshare report does not read: %1").arg(QString::fromStdString(error)));
        return false;
    }
    show_report(std::move(*report));
    return true;
}

void FairsharePanel::show_report(FsReport report) {
    if (held_) {
        held_report_ = std::move(report);
        return;
    }
    configured_ = std::move(report);
    has_report_ = true;
    if (selected_.empty())
        for (const CredKind k : kAllCredKinds)
            if (!configured_.rows[index(k)].empty()) {
                // The busiest credentials of the first kind with any, until the user chooses.
                std::vector<const FsReportRow*> rows;
                for (const FsReportRow& r : configured_.rows[index(k)]) rows.push_back(&r);
                std::sort(rows.begin(), rows.end(), [](const FsReportRow* a, const FsReportRow* b) {
                    return a->usage_percent > b->usage_percent;
                });
                for (std::size_t i = 0; i < rows.size() && i < 3; ++i)
                    selected_.emplace_back(k, rows[i]->name);
                break;
            }
    apply();
}

void FairsharePanel::apply() {
    // A replay's answer, once it has come for the parameters asked, stands in for the stored
    // windows; FSDECAY and targets still apply to it at once.
    const bool replayed = replay_shown();
    FsWhatIf instant = what_if_;
    if (replay_needed()) instant.depth.reset();
    FsReport base = replayed ? *replayed_ : configured_;
    if (replayed) base.job = configured_.job;  // "after this job" under the replay's windows
    FsReport shown = recompute_fs_report(base, instant);
    const QString policy = QString::fromLatin1(fs_policy_name(configured_.settings.policy)) +
                           (configured_.settings.ratio ? QStringLiteral("%") : QString());
    status_->setText(tr("FSPOLICY %1 · %2 windows of %3 h · FSDECAY %4 · %5 credentials")
                         .arg(policy)
                         .arg(configured_.windows.size())
                         .arg(hours(configured_.settings.interval))
                         .arg(QLocale().toString(configured_.settings.decay, 'g', 3))
                         .arg([this] {
                             std::size_t n = 0;
                             for (const auto& rows : configured_.rows) n += rows.size();
                             return n;
                         }()));
    const bool first = !model_->has_report();
    model_->set_clock(clock());
    model_->set_reports(configured_, std::move(shown));
    tree_->expandAll();
    if (first) {
        tree_->header()->resizeSections(QHeaderView::ResizeToContents);
        tree_->setColumnWidth(FairshareModel::MeaningColumn,
                              std::min(tree_->columnWidth(FairshareModel::MeaningColumn), 280));
        tree_->setColumnWidth(FairshareModel::TrendColumn, 90);
    }
    const bool comparing = what_if_.decay || what_if_.depth || interval_ || !what_if_.targets.empty();
    tree_->setColumnHidden(FairshareModel::ConfiguredUsageColumn, !comparing);
    tree_->setColumnHidden(FairshareModel::ConfiguredFactorColumn, !comparing);
    updating_controls_ = true;
    depth_->setRange(1, std::max(64, 2 * configured_.settings.depth));
    decay_->setValue(what_if_.decay.value_or(configured_.settings.decay));
    depth_->setValue(what_if_.depth.value_or(configured_.settings.depth));
    interval_box_->setValue(static_cast<double>(interval_.value_or(configured_.settings.interval).count()) /
                            3600.0);
    updating_controls_ = false;
    update_charts();
    update_what_if_label();
    update_replay_controls();
    update_projection();
}

std::int64_t FairsharePanel::clock() const {
    return frame_
               ? frame_->statics().calendar.epoch() + frame_->statics().calendar.utc_offset(frame_->view->now)
               : 0;
}

QString FairsharePanel::hours(Duration d) const {
    return QLocale().toString(static_cast<double>(d.count()) / 3600.0, 'g', 4);
}

bool FairsharePanel::replay_needed() const {
    return has_report_ && (interval_ || (what_if_.depth && *what_if_.depth > configured_.settings.depth));
}

bool FairsharePanel::replay_shown() const {
    if (!replay_needed() || !replayed_ || !replayed_for_) return false;
    return *replayed_for_ == std::pair{interval_.value_or(configured_.settings.interval),
                                       what_if_.depth.value_or(configured_.settings.depth)};
}

void FairsharePanel::set_interval(Duration interval) {
    if (has_report_ && interval == configured_.settings.interval)
        interval_.reset();
    else
        interval_ = interval;
    if (replay_needed())
        replay_delay_->start();
    else
        cancel_replay();
    if (has_report_) apply();
}

bool FairsharePanel::start_replay() {
    replay_delay_->stop();
    if (!replay_needed()) return false;
    EngineClient* client = client_source_ ? client_source_() : nullptr;
    std::shared_ptr<const RunInputs> inputs = client != nullptr ? client->inputs() : nullptr;
    if (!inputs || !frame_) {
        replay_label_->setText(
            tr("FSINTERVAL and a larger FSDEPTH need a replay of the session's inputs, which only a "
               "session run in the workbench has."));
        return false;
    }
    const std::pair<Duration, int> params{interval_.value_or(configured_.settings.interval),
                                          what_if_.depth.value_or(configured_.settings.depth)};
    replay_asked_for_ = params;
    replay_->start(FairshareReplayRequest{std::move(inputs), params.first, params.second, frame_->view->now});
    progress_->setValue(0);
    update_replay_controls();
    return true;
}

void FairsharePanel::cancel_replay() {
    replay_delay_->stop();
    if (replay_->running()) replay_->cancel();
    update_replay_controls();
}

void FairsharePanel::replay_finished(bool ok, const QString& error) {
    if (ok && replay_->report()) {
        replayed_ = replay_->report();
        replayed_for_ = replay_asked_for_;
        replay_error_.clear();
    } else {
        replay_error_ = error;
    }
    if (has_report_) apply();
    update_replay_controls();
}

void FairsharePanel::update_replay_controls() {
    const bool running = replay_->running();
    progress_->setVisible(running);
    cancel_->setVisible(running);
    if (running && replay_asked_for_) {
        replay_label_->setText(
            tr("Replaying the session's inputs under FSINTERVAL %1 h and FSDEPTH %2 up to now…")
                .arg(hours(replay_asked_for_->first))
                .arg(replay_asked_for_->second));
    } else if (replay_shown()) {
        replay_label_->setText(tr("Shown: a replay of the session's inputs under FSINTERVAL %1 h and FSDEPTH "
                                  "%2 (commands given during the session are not replayed).")
                                   .arg(hours(replayed_for_->first))
                                   .arg(replayed_for_->second));
    } else if (replay_needed() && !replay_error_.isEmpty()) {
        replay_label_->setText(tr("No replay: %1").arg(replay_error_));
    } else if (replay_needed() && replay_delay_->isActive()) {
        replay_label_->setText(tr("A replay starts in a moment."));
    } else if (!replay_needed()) {
        replay_label_->clear();
    }
    replay_label_->setVisible(!replay_label_->text().isEmpty());
    fit_what_if_column();
}

void FairsharePanel::set_after_job(const QString& job) {
    const QString name = job.trimmed();
    if (after_job_->text() != name) after_job_->setText(name);
    if (follower_->query().job == name.toStdString()) return;
    after_label_->setText(name.isEmpty() ? QString() : tr("Asking the engine about %1…").arg(name));
    follower_->set_query(Query{QueryKind::DiagnoseF, name.toStdString()});
}

void FairsharePanel::set_after_job_id(qint64 job) {
    if (job < 0 || !frame_) return;
    const JobId id(static_cast<JobId::Rep>(job));
    if (frame_->has_job(id)) set_after_job(QString::fromStdString(frame_->job(id).name));
}

void FairsharePanel::update_projection() {
    const FsReport& shown = model_->shown();
    recovery_label_->clear();
    if (has_report_ && !selected_.empty()) {
        const CredName& c = selected_.front();
        const QString who = QString::fromStdString(c.second);
        if (const FsReportRow* row = model_->find(c.first, c.second)) {
            const QString usage = QLocale().toString(row->usage_percent, 'f', 2);
            switch (row->recovery.state) {
                case FsRecoveryState::NotApplicable:
                    recovery_label_->setText(row->target
                                                 ? tr("%1 has a floor: usage over it is no debt.").arg(who)
                                                 : tr("%1 has no target to get back under.").arg(who));
                    break;
                case FsRecoveryState::UnderNow:
                    recovery_label_->setText(tr("%1 is under its target now (usage %2%).").arg(who, usage));
                    break;
                case FsRecoveryState::AfterRolls:
                    recovery_label_->setText(
                        tr("If %1 submits nothing more, its usage (%2% now) is back under its target after "
                           "%n window roll(s), at %3.",
                           nullptr, static_cast<int>(row->recovery.rolls))
                            .arg(who, usage, model_->date_text(row->recovery.at)));
                    break;
                case FsRecoveryState::Never:
                    recovery_label_->setText(tr("If %1 submits nothing more, its usage (%2% now) never gets "
                                                "back under its target.")
                                                 .arg(who, usage));
                    break;
            }
        }
    }
    if (!has_report_ || !shown.job) {
        if (after_job_->text().isEmpty())
            after_label_->setText(tr("Name a job to see the usage it would add to each of its credentials."));
        return;
    }
    const FsJobCharge& job = *shown.job;
    QStringList lines;
    lines << tr("%1 adds %2 (%3, its walltime at its size) to each of its credentials, counted in the "
                "current window:")
                 .arg(QString::fromStdString(job.job), QLocale().toString(job.charge, 'f', 0),
                      QString::fromLatin1(fs_policy_name(shown.settings.policy)));
    for (const FsReportRow& after : job.after) {
        const FsReportRow* before = model_->find(after.cred.kind, after.name);
        const double was_usage = before != nullptr ? before->usage_percent : 0.0;
        const double was_delta = before != nullptr ? before->delta : 0.0;
        QString line =
            tr("%1 %2: usage %3% → %4%, FS factor %5 → %6")
                .arg(QString::fromUtf8(cred_kind_keyword(after.cred.kind).data(),
                                       static_cast<qsizetype>(cred_kind_keyword(after.cred.kind).size())),
                     QString::fromStdString(after.name), QLocale().toString(was_usage, 'f', 2),
                     QLocale().toString(after.usage_percent, 'f', 2), QLocale().toString(was_delta, 'f', 2),
                     QLocale().toString(after.delta, 'f', 2));
        const QString back = model_->recovery_text(after.recovery);
        if (!back.isEmpty()) line += tr("; back under target: %1").arg(back);
        lines << line;
    }
    after_label_->setText(lines.join(QLatin1Char('\n')));
}

void FairsharePanel::update_charts() {
    const FsReport& shown = model_->shown();
    const std::int64_t clock = this->clock();
    usage_chart_->set_spec(usage_vs_target(shown, selected_, clock));
    const CredName first = selected_.empty() ? CredName{CredKind::User, std::string()} : selected_.front();
    window_chart_->set_spec(window_bars(shown, first));
    stacked_chart_->set_spec(stacked_usage(shown, first.first, clock));
}

void FairsharePanel::update_what_if_label() {
    if (!has_report_) {
        what_if_label_->setText(
            tr("Change a parameter to see the usage and factors it would give, "
               "recomputed from the stored windows."));
        reset_->setEnabled(false);
        return;
    }
    QStringList changes;
    if (what_if_.decay)
        changes << tr("FSDECAY %1 (configured %2)")
                       .arg(QLocale().toString(*what_if_.decay, 'g', 3),
                            QLocale().toString(configured_.settings.decay, 'g', 3));
    if (what_if_.depth)
        changes << tr("FSDEPTH %1 (configured %2)").arg(*what_if_.depth).arg(configured_.settings.depth);
    if (interval_)
        changes << tr("FSINTERVAL %1 h (configured %2 h)")
                       .arg(hours(*interval_), hours(configured_.settings.interval));
    for (const FsTargetChange& t : what_if_.targets)
        changes << tr("%1 target %2")
                       .arg(QString::fromStdString(t.name),
                            t.target ? QString::fromStdString(format_fs_target(*t.target)) : tr("none"));
    reset_->setEnabled(!changes.isEmpty());
    what_if_label_->setText(changes.isEmpty() ? tr("Showing the configuration in force.")
                                              : tr("What-if: %1. The table shows the recomputed usage and "
                                                   "factors beside the configured ones.")
                                                    .arg(changes.join(QStringLiteral("; "))));
}

void FairsharePanel::set_decay(double decay) {
    if (has_report_ && std::abs(decay - configured_.settings.decay) < 1e-12)
        what_if_.decay.reset();
    else
        what_if_.decay = decay;
    if (has_report_) apply();
}

void FairsharePanel::set_depth(int depth) {
    if (has_report_ && depth == configured_.settings.depth)
        what_if_.depth.reset();
    else
        what_if_.depth = depth;
    if (replay_needed())
        replay_delay_->start();
    else
        cancel_replay();
    if (has_report_) apply();
}

bool FairsharePanel::set_target(const CredName& cred, const QString& text) {
    std::optional<FsTarget> target;
    const QString trimmed = text.trimmed();
    if (!trimmed.isEmpty()) {
        target = parse_fstarget(trimmed.toStdString());
        if (!target) {
            what_if_label_->setText(
                tr("\"%1\" is not a fairshare target: write N, N+, N-, N^ or N%.").arg(trimmed));
            return false;
        }
    }
    std::erase_if(what_if_.targets,
                  [&cred](const FsTargetChange& c) { return c.kind == cred.first && c.name == cred.second; });
    std::optional<FsTarget> configured;
    for (const FsReportRow& r : configured_.rows[index(cred.first)])
        if (r.name == cred.second) configured = r.target;
    if (target != configured) what_if_.targets.push_back(FsTargetChange{cred.first, cred.second, target});
    if (has_report_) apply();
    return true;
}

void FairsharePanel::apply_target_edit() {
    if (selected_.empty()) {
        what_if_label_->setText(tr("Select a credential in the table first."));
        return;
    }
    set_target(selected_.front(), target_->text());
}

void FairsharePanel::reset_what_if() {
    what_if_ = FsWhatIf{};
    interval_.reset();
    cancel_replay();
    if (has_report_) apply();
}

void FairsharePanel::select(const std::vector<CredName>& creds) {
    selected_ = creds;
    QItemSelection selection;
    for (const CredName& c : creds) {
        const QModelIndex source = model_->index_of(c.first, c.second);
        if (!source.isValid()) continue;
        const QModelIndex at = proxy_->mapFromSource(source);
        selection.select(at, at);
    }
    {
        const QSignalBlocker block(tree_->selectionModel());
        tree_->selectionModel()->select(selection,
                                        QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    }
    if (!creds.empty()) {
        const FsReportRow* row = model_->find(creds.front().first, creds.front().second);
        target_->setText(row != nullptr && row->target
                             ? QString::fromStdString(format_fs_target(*row->target))
                             : QString());
    }
    if (has_report_) {
        update_charts();
        update_projection();
    }
}

void FairsharePanel::selection_moved() {
    std::vector<CredName> creds;
    const QModelIndex current = proxy_->mapToSource(tree_->currentIndex());
    const auto add = [&creds](const QModelIndex& source) {
        if (!source.isValid() || !source.parent().isValid()) return;
        CredName c{static_cast<CredKind>(source.data(FairshareModel::KindRole).toInt()),
                   source.data(FairshareModel::NameRole).toString().toStdString()};
        if (std::find(creds.begin(), creds.end(), c) == creds.end()) creds.push_back(std::move(c));
    };
    add(current.sibling(current.row(), 0));
    for (const QModelIndex& at : tree_->selectionModel()->selectedRows()) add(proxy_->mapToSource(at));
    if (creds.empty()) return;
    selected_ = std::move(creds);
    const FsReportRow* row = model_->find(selected_.front().first, selected_.front().second);
    target_->setText(row != nullptr && row->target ? QString::fromStdString(format_fs_target(*row->target))
                                                   : QString());
    if (has_report_) {
        update_charts();
        update_projection();
    }
}

void FairsharePanel::set_held(bool held) {
    if (held == held_) return;
    held_ = held;
    {
        const QSignalBlocker block(hold_);
        hold_->setChecked(held);
    }
    if (!held_ && held_report_) {
        FsReport latest = std::move(*held_report_);
        held_report_.reset();
        show_report(std::move(latest));
    }
}

QString FairsharePanel::columns_help() const {
    QString text;
    for (int c = 0; c < model_->columnCount(); ++c) {
        if (c > FairshareModel::FirstWindowColumn) break;  // the windows share one explanation
        const QString title = c == FairshareModel::FirstWindowColumn
                                  ? tr("Window 0, 1, …")
                                  : model_->headerData(c, Qt::Horizontal).toString();
        text += QStringLiteral("<p><b>") + title.toHtmlEscaped() + QStringLiteral("</b>: ") +
                model_->column_help(c).toHtmlEscaped() + QStringLiteral("</p>");
    }
    return text;
}

void FairsharePanel::show_columns_help() {
    QMessageBox box(QMessageBox::Information, tr("Fairshare Columns"), columns_help(), QMessageBox::Close,
                    this);
    box.setTextFormat(Qt::RichText);
    box.exec();
}

charts::ExportCaption FairsharePanel::caption(const QString& title) const {
    charts::ExportCaption c;
    c.title = title;
    c.source =
        frame_
            ? tr("diagnose -f at %1")
                  .arg(QLocale().toString(QDateTime::fromSecsSinceEpoch(frame_->view->now.seconds(), Qt::UTC),
                                          QLocale::ShortFormat))
            : tr("diagnose -f");
    const QString policy = QString::fromLatin1(fs_policy_name(configured_.settings.policy));
    c.config = tr("FSPOLICY %1, FSINTERVAL %2 s, FSDEPTH %3, FSDECAY %4")
                   .arg(policy)
                   .arg(configured_.settings.interval.count())
                   .arg(configured_.settings.depth)
                   .arg(configured_.settings.decay);
    if (what_if_.decay || what_if_.depth || interval_ || !what_if_.targets.empty())
        c.config += tr(" (shown as a what-if)");
    c.date = QDateTime::currentDateTime();
    return c;
}

}  // namespace outrigger::gui
