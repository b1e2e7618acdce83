#include "gui/throttle/throttle_panel.hpp"

#include <QCheckBox>
#include <QDateTime>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTreeView>
#include <QVBoxLayout>
#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>

#include "engine/query.hpp"
#include "gui/charts/chart_model.hpp"
#include "gui/charts/chart_view.hpp"
#include "gui/charts/export_button.hpp"
#include "gui/client/report_follower.hpp"
#include "gui/throttle/blocked_model.hpp"
#include "gui/throttle/headroom_delegate.hpp"
#include "gui/throttle/limits_model.hpp"

namespace outrigger::gui {

charts::ChartSpec blocking_histogram(const ThrottleData& data) {
    std::map<std::string, int> counts;
    for (const BlockedJobRow& job : data.blocked)
        for (const BlockingRow& l : job.limits) ++counts[blocking_category(l)];
    std::vector<std::pair<std::string, int>> bars(counts.begin(), counts.end());
    std::stable_sort(bars.begin(), bars.end(),
                     [](const auto& a, const auto& b) { return a.second > b.second; });
    charts::ChartSpec spec;
    spec.title = ThrottlePanel::tr("Why jobs are blocked");
    // Limit names down the side read in full, however narrow the pane.
    spec.horizontal = true;
    spec.x.kind = charts::AxisKind::Category;
    spec.x.title = ThrottlePanel::tr("Limit met");
    spec.y =
        charts::ChartAxis{ThrottlePanel::tr("Blocked jobs"), charts::AxisKind::Value, 0.0, std::nullopt, {}};
    charts::ChartSeries series{
        ThrottlePanel::tr("Jobs held back by the limit"), charts::SeriesStyle::Bars, {}};
    QStringList words;
    for (std::size_t i = 0; i < bars.size(); ++i) {
        spec.x.categories << QString::fromStdString(bars[i].first);
        series.points.push_back({static_cast<double>(i), static_cast<double>(bars[i].second)});
        words << ThrottlePanel::tr("%1: %2").arg(QString::fromStdString(bars[i].first)).arg(bars[i].second);
    }
    spec.series.push_back(std::move(series));
    spec.description =
        ThrottlePanel::tr("Blocked jobs per limit they meet (a job meeting several counts under each): %1")
            .arg(words.join(QStringLiteral(", ")));
    return spec;
}

ThrottlePanel::ThrottlePanel(QWidget* parent)
    : QWidget(parent),
      follower_(new ReportFollower(Query{QueryKind::Throttling, ""}, ReportFormat::Json, this)),
      limits_(new LimitsModel(this)),
      limits_proxy_(new QSortFilterProxyModel(this)),
      blocked_(new BlockedModel(this)),
      blocked_proxy_(new QSortFilterProxyModel(this)),
      summary_(new QLabel(this)),
      filter_label_(new QLabel(this)),
      filter_(new QLineEdit(this)),
      hold_(new QCheckBox(this)),
      limits_title_(new QLabel(this)),
      limits_view_(new QTableView(this)),
      blocked_title_(new QLabel(this)),
      blocked_view_(new QTreeView(this)),
      histogram_(new charts::ChartModel(this)),
      histogram_view_(new charts::ChartView(this)),
      limits_export_(new charts::ExportButton(
          limits_view_, [this] { return caption(tr("Throttling limits")); }, this)),
      blocked_export_(new charts::ExportButton(
          blocked_view_, [this] { return caption(tr("Blocked jobs")); }, this)),
      histogram_export_(new charts::ExportButton(
          histogram_view_, [this] { return caption(tr("Why jobs are blocked")); }, this)) {
    connect(follower_, &ReportFollower::answered, this, &ThrottlePanel::report_arrived);
    limits_proxy_->setSourceModel(limits_);
    limits_proxy_->setSortRole(LimitsModel::SortRole);
    limits_proxy_->setFilterKeyColumn(-1);
    limits_proxy_->setFilterCaseSensitivity(Qt::CaseInsensitive);
    limits_view_->setModel(limits_proxy_);
    limits_view_->setSortingEnabled(true);
    limits_view_->sortByColumn(-1, Qt::AscendingOrder);  // the report's order until a header is clicked
    limits_view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    limits_view_->setItemDelegateForColumn(LimitsModel::HeadroomColumn,
                                           new HeadroomDelegate(LimitsModel::HeadroomRole, limits_view_));
    limits_view_->verticalHeader()->hide();
    limits_view_->setWordWrap(false);
    limits_view_->horizontalHeader()->setStretchLastSection(true);
    blocked_view_->header()->setStretchLastSection(true);
    blocked_proxy_->setSourceModel(blocked_);
    blocked_proxy_->setSortRole(BlockedModel::SortRole);
    blocked_proxy_->setFilterKeyColumn(BlockedModel::WhatColumn);
    blocked_proxy_->setFilterCaseSensitivity(Qt::CaseInsensitive);
    blocked_proxy_->setRecursiveFilteringEnabled(true);
    blocked_view_->setModel(blocked_proxy_);
    blocked_view_->setSortingEnabled(true);
    blocked_view_->sortByColumn(-1, Qt::AscendingOrder);
    blocked_view_->setAlternatingRowColors(true);
    histogram_view_->set_model(histogram_);
    connect(filter_, &QLineEdit::textChanged, this, [this](const QString& text) {
        limits_proxy_->setFilterFixedString(text);
        blocked_proxy_->setFilterFixedString(text);
    });
    connect(hold_, &QCheckBox::toggled, this, &ThrottlePanel::set_held);
    connect(blocked_view_, &QTreeView::activated, this,
            [this](const QModelIndex& at) { emit job_chosen(at.data(BlockedModel::JobRole).toString()); });

    auto* top = new QHBoxLayout();
    top->addWidget(summary_, 1);
    top->addWidget(filter_label_);
    top->addWidget(filter_);
    top->addWidget(hold_);
    const auto titled = [this](QLabel* title, QWidget* body, charts::ExportButton* button) {
        auto* box = new QWidget(this);
        auto* layout = new QVBoxLayout(box);
        layout->setContentsMargins(0, 0, 0, 0);
        auto* row = new QHBoxLayout();
        row->addWidget(title, 1);
        row->addWidget(button);
        layout->addLayout(row);
        layout->addWidget(body, 1);
        return box;
    };
    auto* lower = new QSplitter(Qt::Horizontal, this);
    lower->addWidget(titled(blocked_title_, blocked_view_, blocked_export_));
    lower->addWidget(titled(new QLabel(this), histogram_view_, histogram_export_));
    // The blocked jobs' words need the room more than the few bars do.
    histogram_view_->setMinimumWidth(300);
    lower->setStretchFactor(0, 3);
    lower->setStretchFactor(1, 2);
    lower->setSizes({760, 440});
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(titled(limits_title_, limits_view_, limits_export_));
    split->addWidget(lower);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(split, 1);
    retranslate();
}

ThrottlePanel::~ThrottlePanel() = default;

void ThrottlePanel::retranslate() {
    filter_label_->setText(tr("&Find:"));
    filter_label_->setBuddy(filter_);
    filter_->setPlaceholderText(tr("credential, limit or job"));
    hold_->setText(tr("&Hold still"));
    hold_->setToolTip(tr("Keep the tables and chart as they are while the session runs on"));
    limits_title_->setText(tr("<b>Limits</b> (bold: at or over the soft limit)"));
    blocked_title_->setText(tr("<b>Blocked jobs</b>, with every limit that holds each back"));
    limits_view_->setAccessibleName(tr("Throttling limits"));
    blocked_view_->setAccessibleName(tr("Blocked jobs and their limits"));
    if (has_data_) {
        histogram_->set_spec(blocking_histogram(data_));
        update_summary();
    } else {
        summary_->setText(tr("No throttling report yet: start a session."));
    }
}

void ThrottlePanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void ThrottlePanel::set_client_source(ClientSource source) {
    follower_->set_client_source(std::move(source));
}

void ThrottlePanel::show_frame(const FramePtr& frame) {
    frame_ = frame;
    follower_->show_frame(frame);
}

void ThrottlePanel::report_arrived(const QueryResult& result) {
    if (!result.report) {
        summary_->setText(tr("No throttling report: %1").arg(QString::fromStdString(result.error)));
        return;
    }
    show_report_json(result.report->json);
}

bool ThrottlePanel::show_report_json(const nlohmann::json& json) {
    std::string error;
    std::optional<ThrottleData> read = throttle_data_from_json(json, error);
    if (!read) {
        summary_->setText(tr("The throttling report does not read: %1").arg(QString::fromStdString(error)));
        return false;
    }
    show_data(std::move(*read));
    return true;
}

void ThrottlePanel::show_data(ThrottleData report) {
    if (held_) {
        held_data_ = std::move(report);
        return;
    }
    data_ = std::move(report);
    has_data_ = true;
    const bool first = limits_->rowCount() == 0;
    limits_->set_rows(data_.limits);
    blocked_->set_jobs(data_.blocked, frame_);
    if (first) limits_view_->resizeColumnsToContents();
    blocked_view_->expandAll();
    blocked_view_->resizeColumnToContents(BlockedModel::WhatColumn);
    blocked_view_->resizeColumnToContents(BlockedModel::LevelColumn);
    histogram_->set_spec(blocking_histogram(data_));
    update_summary();
}

void ThrottlePanel::update_summary() {
    int at_soft = 0;
    int at_hard = 0;
    for (const LimitRow& r : data_.limits) {
        at_hard += r.at_hard ? 1 : 0;
        at_soft += r.at_soft && !r.at_hard ? 1 : 0;
    }
    if (data_.limits.empty()) {
        summary_->setText(tr("No throttling limit is configured."));
        return;
    }
    summary_->setText(
        tr("%n limit(s)", nullptr, static_cast<int>(data_.limits.size())) + QStringLiteral(" · ") +
        tr("%1 at the hard limit, %2 at the soft limit").arg(at_hard).arg(at_soft) + QStringLiteral(" · ") +
        tr("%n blocked job(s)", nullptr, static_cast<int>(data_.blocked.size())));
}

void ThrottlePanel::set_held(bool held) {
    if (held == held_) return;
    held_ = held;
    {
        const QSignalBlocker block(hold_);
        hold_->setChecked(held);
    }
    if (!held_ && held_data_) {
        ThrottleData latest = std::move(*held_data_);
        held_data_.reset();
        show_data(std::move(latest));
    }
}

charts::ExportCaption ThrottlePanel::caption(const QString& title) const {
    charts::ExportCaption c;
    c.title = title;
    c.source = frame_ ? tr("throttling report at %1")
                            .arg(QString::fromStdString(frame_->statics().calendar.format(frame_->view->now)))
                      : tr("throttling report");
    c.config = tr("%n limit(s) configured", nullptr, static_cast<int>(data_.limits.size()));
    c.date = QDateTime::currentDateTime();
    return c;
}

}  // namespace outrigger::gui
