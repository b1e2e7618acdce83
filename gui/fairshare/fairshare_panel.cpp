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
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTreeView>
#include <QVBoxLayout>
#include <nlohmann/json.hpp>

#include "config/values.hpp"
#include "engine/query.hpp"
#include "gui/charts/chart_model.hpp"
#include "gui/charts/chart_view.hpp"
#include "gui/charts/export_button.hpp"
#include "gui/client/engine_client.hpp"
#include "gui/fairshare/fairshare_model.hpp"
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
      tabs_(new QTabWidget(this)),
      usage_chart_(new charts::ChartModel(this)),
      window_chart_(new charts::ChartModel(this)),
      stacked_chart_(new charts::ChartModel(this)),
      usage_view_(new charts::ChartView(this)),
      window_view_(new charts::ChartView(this)),
      stacked_view_(new charts::ChartView(this)),
      table_export_(nullptr) {
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
    what_if->addRow(target_label_, target_);
    auto* what_if_box = new QVBoxLayout();
    what_if_box->addWidget(what_if_title_);
    what_if_box->addLayout(what_if);
    what_if_box->addWidget(what_if_label_);
    what_if_box->addWidget(reset_);
    what_if_box->addStretch();

    auto* left = new QWidget(this);
    auto* left_layout = new QVBoxLayout(left);
    left_layout->setContentsMargins(0, 0, 0, 0);
    left_layout->addLayout(top);
    left_layout->addWidget(tree_, 1);
    auto* bottom = new QHBoxLayout();
    bottom->addLayout(what_if_box);
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
    tree_->setAccessibleName(tr("Fairshare usage per credential"));
    tabs_->setTabText(0, tr("Usage against target"));
    tabs_->setTabText(1, tr("Windows and decay"));
    tabs_->setTabText(2, tr("Usage by credential"));
    if (!has_report_) status_->setText(tr("No fairshare report yet: start a session."));
    update_what_if_label();
}

void FairsharePanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (has_report_) apply();
    }
    QWidget::changeEvent(event);
}

void FairsharePanel::follow_client() {
    EngineClient* now = client_source_ ? client_source_() : nullptr;
    if (now == client_.data()) return;
    if (client_) disconnect(client_, nullptr, this, nullptr);
    client_ = now;
    pending_.reset();
    asked_at_.reset();
    if (client_) connect(client_, &EngineClient::report_ready, this, &FairsharePanel::report_arrived);
}

void FairsharePanel::show_frame(const FramePtr& frame) {
    frame_ = frame;
    follow_client();
    if (!client_ || !frame || pending_) return;
    if (asked_at_ && *asked_at_ == frame->view->now) return;
    asked_at_ = frame->view->now;
    pending_ = client_->query(Query{QueryKind::DiagnoseF, ""}, ReportFormat::Json);
}

void FairsharePanel::report_arrived(quint64 request, const Query&, const QueryResult& result) {
    if (!pending_ || request != *pending_) return;
    pending_.reset();
    if (!result.report) {
        status_->setText(tr("No fairshare report: %1").arg(QString::fromStdString(result.error)));
        return;
    }
    show_report_json(result.report->json);
    // The clock may have moved while the report was on its way.
    if (frame_ && asked_at_ && *asked_at_ != frame_->view->now) show_frame(frame_);
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
    FsReport shown = recompute_fs_report(configured_, what_if_);
    const QString policy = QString::fromLatin1(fs_policy_name(configured_.settings.policy)) +
                           (configured_.settings.ratio ? QStringLiteral("%") : QString());
    status_->setText(tr("FSPOLICY %1 · %2 windows of %3 h · FSDECAY %4 · %5 credentials")
                         .arg(policy)
                         .arg(configured_.windows.size())
                         .arg(QLocale().toString(
                             static_cast<double>(configured_.settings.interval.count()) / 3600.0, 'g', 4))
                         .arg(QLocale().toString(configured_.settings.decay, 'g', 3))
                         .arg([this] {
                             std::size_t n = 0;
                             for (const auto& rows : configured_.rows) n += rows.size();
                             return n;
                         }()));
    const bool first = !model_->has_report();
    model_->set_reports(configured_, std::move(shown));
    tree_->expandAll();
    if (first) {
        tree_->header()->resizeSections(QHeaderView::ResizeToContents);
        tree_->setColumnWidth(FairshareModel::MeaningColumn,
                              std::min(tree_->columnWidth(FairshareModel::MeaningColumn), 280));
        tree_->setColumnWidth(FairshareModel::TrendColumn, 90);
    }
    const bool comparing = what_if_.decay || what_if_.depth || !what_if_.targets.empty();
    tree_->setColumnHidden(FairshareModel::ConfiguredUsageColumn, !comparing);
    tree_->setColumnHidden(FairshareModel::ConfiguredFactorColumn, !comparing);
    updating_controls_ = true;
    depth_->setRange(1, std::max(1, static_cast<int>(configured_.windows.size())));
    decay_->setValue(what_if_.decay.value_or(configured_.settings.decay));
    depth_->setValue(what_if_.depth.value_or(static_cast<int>(configured_.windows.size())));
    updating_controls_ = false;
    update_charts();
    update_what_if_label();
}

void FairsharePanel::update_charts() {
    const FsReport& shown = model_->shown();
    const std::int64_t clock =
        frame_ ? frame_->statics().calendar.epoch() + frame_->statics().calendar.utc_offset(frame_->view->now)
               : 0;
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
    if (has_report_ && depth >= static_cast<int>(configured_.windows.size()))
        what_if_.depth.reset();
    else
        what_if_.depth = depth;
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
    if (has_report_) update_charts();
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
    if (has_report_) update_charts();
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
    if (what_if_.decay || what_if_.depth || !what_if_.targets.empty())
        c.config += tr(" (shown as a what-if)");
    c.date = QDateTime::currentDateTime();
    return c;
}

}  // namespace outrigger::gui
