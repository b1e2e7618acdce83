#include "gui/standing/impact_list.hpp"

#include <QDateTime>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTableView>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "engine/impact_report.hpp"
#include "engine/query.hpp"
#include "gui/client/engine_client.hpp"
#include "gui/standing/standing_week.hpp"

namespace outrigger::gui {

namespace {

enum Column { JobColumn, UserColumn, AccountColumn, BeforeColumn, AfterColumn, DelayColumn, ColumnCount };
constexpr int kSortRole = Qt::UserRole + 1;

QString duration_text(Duration d) {
    const std::int64_t s = d.count();
    return QStringLiteral("%1:%2:%3")
        .arg(s / 3600)
        .arg((s % 3600) / 60, 2, 10, QLatin1Char('0'))
        .arg(s % 60, 2, 10, QLatin1Char('0'));
}

}  // namespace

ImpactList::ImpactList(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("standing_impact"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    title_ = new QLabel(this);
    summary_ = new QLabel;
    summary_->setWordWrap(true);
    summary_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    // The facts can run long (every running job a reservation overlaps): they scroll, never clip.
    auto* facts = new QScrollArea(this);
    facts->setWidget(summary_);
    facts->setWidgetResizable(true);
    facts->setFrameShape(QFrame::NoFrame);
    facts->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    model_ = new QStandardItemModel(0, ColumnCount, this);
    sorted_ = new QSortFilterProxyModel(this);
    sorted_->setSourceModel(model_);
    sorted_->setSortRole(kSortRole);
    jobs_ = new QTableView(this);
    jobs_->setModel(sorted_);
    jobs_->setSortingEnabled(true);
    jobs_->verticalHeader()->setVisible(false);
    jobs_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    jobs_->setSelectionBehavior(QAbstractItemView::SelectRows);
    jobs_->horizontalHeader()->setStretchLastSection(true);
    jobs_->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    jobs_->horizontalHeader()->setResizeContentsPrecision(50);  // judged on the first rows
    totals_ = new QTreeWidget(this);
    totals_->setColumnCount(4);
    totals_->setRootIsDecorated(true);
    totals_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The facts and the totals on the left, the jobs on the right: each wide enough for its columns
    // under the calendar.
    auto* columns = new QHBoxLayout;
    auto* left = new QVBoxLayout;
    left->addWidget(facts, 1);
    left->addWidget(totals_, 1);
    columns->addLayout(left, 3);
    columns->addWidget(jobs_, 4);
    layout->addWidget(title_);
    layout->addLayout(columns, 1);
    debounce_.setSingleShot(true);
    debounce_.setInterval(kDebounceMs);
    connect(&debounce_, &QTimer::timeout, this, &ImpactList::send);
    retranslate();
}

void ImpactList::retranslate() {
    title_->setText(tr("Impact on the queue"));
    jobs_->setAccessibleName(tr("Jobs whose start the change moves"));
    totals_->setAccessibleName(tr("Delays by user and by account"));
    model_->setHorizontalHeaderLabels(
        {tr("Job"), tr("User"), tr("Account"), tr("Start before"), tr("Start after"), tr("Delay")});
    totals_->setHeaderLabels({tr("Who"), tr("Delayed"), tr("Longest"), tr("Total")});
    const QStringList tips{tr("The user or account"), tr("Jobs delayed"), tr("Longest delay"),
                           tr("Total delay")};
    for (int k = 0; k < tips.size(); ++k) totals_->headerItem()->setToolTip(k, tips[k]);
    show_report();
    jobs_->resizeColumnsToContents();
}

void ImpactList::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void ImpactList::request(std::string standing_config) {
    pending_ = std::move(standing_config);
    debounce_.start();
    set_current(false);
}

bool ImpactList::current() const {
    if (debounce_.isActive()) return false;
    return std::none_of(asked_.begin(), asked_.end(), [&](const auto& a) { return a.second == generation_; });
}

void ImpactList::set_current(bool current) {
    // An answer for an earlier position stays on screen while the newest is planned, greyed out and
    // said to be outdated: never presented as the impact of the change now under way.
    if (!current) summary_->setText(tr("Planning the queue with the change..."));
    if (jobs_->isEnabled() == current) return;
    jobs_->setEnabled(current);
    totals_->setEnabled(current);
}

void ImpactList::flush() {
    if (!debounce_.isActive()) return;
    debounce_.stop();
    send();
}

void ImpactList::cancel() {
    debounce_.stop();
    pending_.clear();
    ++generation_;  // an answer on its way is for a change no longer wanted
    asked_.clear();
    report_.reset();
    error_.clear();
    show_report();
    set_current(true);
}

void ImpactList::send() {
    EngineClient* client = client_source_ ? client_source_() : nullptr;
    if (!client) {
        report_.reset();
        error_ = tr("No session: the impact is planned on a running session's queue.");
        show_report();
        set_current(true);
        return;
    }
    if (answering_ != client) {
        if (answering_) disconnect(answering_, &EngineClient::report_ready, this, &ImpactList::answered);
        answering_ = client;
        connect(client, &EngineClient::report_ready, this, &ImpactList::answered);
    }
    TentativeChange change;
    change.standing_config = pending_;
    Query query;
    query.kind = QueryKind::Impact;
    query.change = std::move(change);
    const std::uint64_t generation = ++generation_;
    asked_[client->query(query, ReportFormat::Json)] = generation;
    set_current(false);
}

void ImpactList::answered(quint64 request, const Query& /*query*/, const QueryResult& result) {
    const auto it = asked_.find(request);
    if (it == asked_.end()) return;  // not ours
    const std::uint64_t generation = it->second;
    asked_.erase(it);
    if (generation != generation_) return;  // a newer request is on its way: never show a stale plan
    error_.clear();
    report_.reset();
    if (!result.report) {
        error_ = QString::fromStdString(result.error);
    } else {
        std::string why;
        report_ = impact_from_json(result.report->json, why);
        if (!report_) error_ = QString::fromStdString(why);
    }
    show_report();
    set_current(true);
    emit shown(generation);
}

void ImpactList::show_report() {
    model_->removeRows(0, model_->rowCount());
    totals_->clear();
    if (!report_) {
        summary_->setText(error_.isEmpty()
                              ? tr("Drag a standing reservation to see who waits longer before it is "
                                   "changed.")
                              : tr("No plan: %1").arg(error_));
        return;
    }
    const ImpactReport& r = *report_;
    auto when = [&](const std::optional<Time>& t) {
        if (!t) return tr("never");
        const qint64 unix = t->seconds() + calendar_.epoch() + calendar_.utc_offset(*t);
        // Day and minute: the delay column carries the exact seconds.
        return QLocale().toString(QDateTime::fromSecsSinceEpoch(unix, Qt::UTC), tr("d MMM HH:mm"));
    };
    for (const JobImpact& j : r.jobs) {
        if (!j.delayed() && !j.advanced()) continue;
        QList<QStandardItem*> row;
        auto cell = [&](const QString& text, const QVariant& sort) {
            auto* item = new QStandardItem(text);
            item->setData(sort, kSortRole);
            row.push_back(item);
        };
        cell(QString::fromStdString(j.job), QString::fromStdString(j.job));
        cell(QString::fromStdString(j.user), QString::fromStdString(j.user));
        cell(QString::fromStdString(j.account), QString::fromStdString(j.account));
        cell(when(j.before),
             j.before ? QVariant(static_cast<qlonglong>(j.before->seconds())) : QVariant(LLONG_MAX));
        cell(when(j.after),
             j.after ? QVariant(static_cast<qlonglong>(j.after->seconds())) : QVariant(LLONG_MAX));
        const bool never = j.before && !j.after;
        const qlonglong delay =
            never ? LLONG_MAX : (j.delayed() ? j.delay().count() : -(*j.before - *j.after).count());
        cell(never         ? tr("never runs")
             : j.delayed() ? duration_text(j.delay())
                           : tr("earlier by %1").arg(duration_text(*j.before - *j.after)),
             delay);
        model_->appendRow(row);
    }
    jobs_->sortByColumn(DelayColumn, Qt::DescendingOrder);
    jobs_->resizeColumnsToContents();
    auto group = [&](const QString& title, const std::map<std::string, DelayTotals>& by) {
        auto* top = new QTreeWidgetItem(totals_, {title});
        for (const auto& [who, t] : by)
            new QTreeWidgetItem(top, {QString::fromStdString(who), QString::number(t.jobs),
                                      duration_text(t.max), duration_text(t.total)});
        top->setExpanded(true);
    };
    group(tr("By user"), r.delayed_by_user);
    group(tr("By account"), r.delayed_by_account);
    QStringList facts;
    facts << tr("%n job(s) delayed, longest %1, in total %2", nullptr, static_cast<int>(r.delayed.jobs))
                 .arg(duration_text(r.delayed.max), duration_text(r.delayed.total));
    facts << tr("%1 node-hours moved").arg(r.node_hours_moved, 0, 'f', 1);
    facts << tr("%n running job(s) still running when a new reservation starts on their nodes", nullptr,
                static_cast<int>(r.overlaps.size()));
    if (!r.overlaps.empty()) {
        // The choice made, stated: such a job is not refused but overlaps the reservation.
        QStringList jobs;
        constexpr std::size_t kNamed = 5;  // the rest counted: a long list says nothing more
        for (std::size_t k = 0; k < r.overlaps.size() && k < kNamed; ++k) {
            const RunningOverlap& o = r.overlaps[k];
            jobs << tr("%1 until %2 (%3 from %4)")
                        .arg(QString::fromStdString(o.job), when(o.limit_end),
                             QString::fromStdString(o.reservation), when(o.reservation_start));
        }
        if (r.overlaps.size() > kNamed)
            jobs << tr("and %n more", nullptr, static_cast<int>(r.overlaps.size() - kNamed));
        facts << tr("They keep running to their walltime limit and overlap the reservation, as Moab "
                    "allows: %1")
                     .arg(jobs.join(QStringLiteral("; ")));
    }
    facts << tr("%n job(s) that could run before could never run after", nullptr,
                static_cast<int>(r.never_after));
    if (r.advanced > 0) facts << tr("%n job(s) start earlier", nullptr, static_cast<int>(r.advanced));
    for (const ChangeFailure& f : r.failures)
        facts << tr("not carried out: %1: %2")
                     .arg(QString::fromStdString(f.what), QString::fromStdString(f.reason));
    summary_->setText(facts.join(QLatin1Char('\n')));
}

}  // namespace outrigger::gui
