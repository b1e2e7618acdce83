#include "gui/schedule/impact_pane.hpp"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDateTime>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <vector>

#include "model/time_text.hpp"

namespace outrigger::gui {

namespace {

QString hms(Duration d) {
    return QString::fromStdString(format_hms(d));
}

// A table cell that sorts by a number while it shows text.
QTableWidgetItem* cell(const QString& text, double sort_key) {
    auto* item = new QTableWidgetItem(text);
    item->setData(Qt::UserRole, sort_key);
    return item;
}

class SortedItem final : public QTableWidgetItem {
  public:
    using QTableWidgetItem::QTableWidgetItem;
    bool operator<(const QTableWidgetItem& other) const override {
        return data(Qt::UserRole).toDouble() < other.data(Qt::UserRole).toDouble();
    }
};

QTableWidgetItem* sorted_cell(const QString& text, double sort_key) {
    auto* item = new SortedItem(text);
    item->setData(Qt::UserRole, sort_key);
    return item;
}

}  // namespace

ImpactPane::ImpactPane(QWidget* parent)
    : QWidget(parent),
      form_title_(new QLabel(this)),
      partition_(new QComboBox(this)),
      nodes_(new QSpinBox(this)),
      start_hours_(new QDoubleSpinBox(this)),
      duration_hours_(new QDoubleSpinBox(this)),
      partition_label_(new QLabel(this)),
      nodes_label_(new QLabel(this)),
      start_label_(new QLabel(this)),
      duration_label_(new QLabel(this)),
      plan_(new QPushButton(this)),
      summary_(new QLabel(this)),
      jobs_(new QTableWidget(0, 6, this)),
      details_(new QPlainTextEdit(this)),
      command_title_(new QLabel(this)),
      command_(new QLineEdit(this)),
      copy_(new QPushButton(this)),
      options_(new QPushButton(this)),
      commit_(new QPushButton(this)),
      cancel_(new QPushButton(this)),
      status_(new QLabel(this)) {
    setObjectName(QStringLiteral("impactPane"));
    nodes_->setRange(1, 100000);
    nodes_->setValue(1);
    start_hours_->setRange(0, 24 * 365);
    start_hours_->setDecimals(2);
    start_hours_->setValue(1);
    duration_hours_->setRange(0.01, 24 * 365);  // down to a drag's one-minute step, nearly
    duration_hours_->setDecimals(2);
    duration_hours_->setValue(4);
    partition_label_->setBuddy(partition_);
    nodes_label_->setBuddy(nodes_);
    start_label_->setBuddy(start_hours_);
    duration_label_->setBuddy(duration_hours_);
    summary_->setWordWrap(true);
    summary_->setObjectName(QStringLiteral("impactSummary"));
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    jobs_->setObjectName(QStringLiteral("impactJobs"));
    jobs_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    jobs_->setSelectionBehavior(QAbstractItemView::SelectRows);
    jobs_->verticalHeader()->hide();
    jobs_->horizontalHeader()->setStretchLastSection(true);
    // Columns fit their texts, judged on the first rows (the answer can hold hundreds).
    jobs_->horizontalHeader()->setResizeContentsPrecision(50);
    jobs_->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    details_->setReadOnly(true);
    details_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    details_->setMaximumBlockCount(2000);
    command_->setReadOnly(true);
    command_->setObjectName(QStringLiteral("setresCommand"));
    command_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    status_->setWordWrap(true);
    commit_->setEnabled(false);
    cancel_->setEnabled(false);
    options_->setEnabled(false);
    copy_->setEnabled(false);

    auto* form = new QFormLayout;
    form->addRow(partition_label_, partition_);
    form->addRow(nodes_label_, nodes_);
    form->addRow(start_label_, start_hours_);
    form->addRow(duration_label_, duration_hours_);
    auto* command_row = new QHBoxLayout;
    command_row->addWidget(command_, 1);
    command_row->addWidget(copy_);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(options_);
    buttons->addStretch(1);
    buttons->addWidget(cancel_);
    buttons->addWidget(commit_);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(form_title_);
    layout->addLayout(form);
    layout->addWidget(plan_);
    layout->addWidget(summary_);
    layout->addWidget(jobs_, 2);
    layout->addWidget(details_, 1);
    layout->addWidget(command_title_);
    layout->addLayout(command_row);
    layout->addLayout(buttons);
    layout->addWidget(status_);

    connect(plan_, &QPushButton::clicked, this, [this] {
        const QString partition = partition_->currentIndex() <= 0 ? QString() : partition_->currentText();
        emit form_planned(partition, nodes_->value(), std::llround(start_hours_->value() * 3600),
                          std::llround(duration_hours_->value() * 3600));
    });
    connect(copy_, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(command_->text()); });
    connect(commit_, &QPushButton::clicked, this, &ImpactPane::commit_clicked);
    connect(cancel_, &QPushButton::clicked, this, &ImpactPane::cancel_clicked);
    connect(options_, &QPushButton::clicked, this, &ImpactPane::options_clicked);
    retranslate();
    clear();
}

void ImpactPane::set_partitions(const QStringList& partitions) {
    const QString current = partition_->currentText();
    partition_->clear();
    partition_->addItem(tr("Any partition"));
    partition_->addItems(partitions);
    const int i = partition_->findText(current);
    partition_->setCurrentIndex(i >= 0 ? i : 0);
}

void ImpactPane::set_command_line(const QString& line) {
    command_->setText(line);
    const bool planned = !line.isEmpty();
    copy_->setEnabled(planned);
    commit_->setEnabled(planned);
    cancel_->setEnabled(planned);
    options_->setEnabled(planned);
}

void ImpactPane::show_plan_shape(const QString& partition, std::int64_t nodes, qint64 start_in_seconds,
                                 qint64 duration_seconds) {
    const int i = partition.isEmpty() ? 0 : partition_->findText(partition);
    partition_->setCurrentIndex(i >= 0 ? i : 0);
    nodes_->setValue(static_cast<int>(std::clamp<std::int64_t>(nodes, nodes_->minimum(), nodes_->maximum())));
    start_hours_->setValue(static_cast<double>(start_in_seconds) / 3600.0);
    duration_hours_->setValue(static_cast<double>(duration_seconds) / 3600.0);
}

void ImpactPane::set_status(const QString& text) {
    status_->setText(text);
}

void ImpactPane::clear() {
    summary_->setText(
        tr("Draw a rectangle over nodes and time (Plan reservation), or fill in the "
           "form, to see which jobs would wait longer."));
    jobs_->setRowCount(0);
    details_->clear();
    set_command_line({});
}

void ImpactPane::show_waiting() {
    summary_->setText(tr("Planning the queue with this reservation\u2026"));
}

QSize ImpactPane::sizeHint() const {
    const QSize hint = QWidget::sizeHint();
    // A typical row of the table: its texts, six cells' margins and a scroll bar.
    const int row = fontMetrics().horizontalAdvance(
        QStringLiteral("job123 alice Account 30 Dec 23:45 30 Dec 23:45 +10:00:00"));
    return {std::max(hint.width(), row + 6 * 14 + 24), hint.height()};
}

void ImpactPane::show_error(const QString& error) {
    summary_->setText(tr("The impact could not be planned: %1").arg(error));
    jobs_->setRowCount(0);
}

void ImpactPane::show_report(const ImpactReport& r, const LocalCalendar& calendar) {
    // Day and minute in the table, so that its six columns fit the pane: the change column carries
    // the exact seconds, the full instants are in the text below.
    const auto when = [&calendar](const std::optional<Time>& t) {
        if (!t) return tr("never");
        const qint64 unix = t->seconds() + calendar.epoch() + calendar.utc_offset(*t);
        return QLocale().toString(QDateTime::fromSecsSinceEpoch(unix, Qt::UTC), tr("d MMM HH:mm"));
    };
    QString summary =
        tr("%n job(s) delayed", nullptr, static_cast<int>(r.delayed.jobs)) +
        (r.delayed.jobs > 0 ? tr(" (longest %1, total %2)").arg(hms(r.delayed.max), hms(r.delayed.total))
                            : QString()) +
        QStringLiteral("; ") + tr("%n job(s) could no longer run", nullptr, static_cast<int>(r.never_after)) +
        QStringLiteral("; ") + tr("%n job(s) start earlier", nullptr, static_cast<int>(r.advanced)) +
        QStringLiteral("; ") + tr("%1 node-hours moved").arg(r.node_hours_moved, 0, 'f', 1) +
        QStringLiteral(".");
    if (!r.failures.empty())
        summary +=
            QStringLiteral(" ") + tr("Not placed: %1").arg(QString::fromStdString(r.failures.front().reason));
    summary_->setText(summary);

    // The largest changes first, at most kRows of them: the totals above count every job, and a
    // table of thousands of rows would hold up the GUI thread at every answer.
    constexpr std::size_t kRows = 500;
    std::vector<const JobImpact*> changed;
    for (const JobImpact& j : r.jobs)
        if (j.before != j.after) changed.push_back(&j);
    const auto size_of = [](const JobImpact* j) {
        return !j->after    ? 1e18
               : !j->before ? 1e17
                            : std::abs(static_cast<double>((*j->after - *j->before).count()));
    };
    const std::size_t shown = std::min(changed.size(), kRows);
    std::partial_sort(changed.begin(), changed.begin() + static_cast<std::ptrdiff_t>(shown), changed.end(),
                      [&](const JobImpact* a, const JobImpact* b) { return size_of(a) > size_of(b); });
    changed.resize(shown);
    jobs_->setUpdatesEnabled(false);
    jobs_->setSortingEnabled(false);
    jobs_->setRowCount(static_cast<int>(shown));
    for (std::size_t k = 0; k < shown; ++k) {
        const JobImpact& j = *changed[k];
        const int row = static_cast<int>(k);
        const double change = !j.after    ? 1e18
                              : !j.before ? -1e18
                                          : static_cast<double>((*j.after - *j.before).count());
        const QString change_text = !j.after      ? tr("never runs")
                                    : !j.before   ? tr("now runs")
                                    : j.delayed() ? tr("+%1").arg(hms(j.delay()))
                                                  : tr("\u2212%1").arg(hms(*j.before - *j.after));
        jobs_->setItem(row, 0, cell(QString::fromStdString(j.job), 0));
        jobs_->setItem(row, 1, cell(QString::fromStdString(j.user), 0));
        jobs_->setItem(row, 2, cell(QString::fromStdString(j.account), 0));
        jobs_->setItem(
            row, 3, sorted_cell(when(j.before), j.before ? static_cast<double>(j.before->seconds()) : 1e18));
        jobs_->setItem(row, 4,
                       sorted_cell(when(j.after), j.after ? static_cast<double>(j.after->seconds()) : 1e18));
        jobs_->setItem(row, 5, sorted_cell(change_text, change));
    }
    jobs_->setSortingEnabled(true);
    jobs_->sortByColumn(5, Qt::DescendingOrder);
    jobs_->horizontalHeader()->resizeSections(QHeaderView::ResizeToContents);
    jobs_->setUpdatesEnabled(true);

    QString text;
    for (const PlannedReservation& p : r.reservations)
        text += tr("%1 (%2): %n node(s) from %3 to %4; access %5", nullptr, static_cast<int>(p.nodes))
                    .arg(QString::fromStdString(p.name), QString::fromStdString(p.kind),
                         QString::fromStdString(calendar.format(p.start)),
                         p.end.is_never() ? tr("no end") : QString::fromStdString(calendar.format(p.end)),
                         p.access.empty() ? tr("none (a system reservation)") : QString::fromStdString([&p] {
                             std::string a;
                             for (const auto& x : p.access) a += (a.empty() ? "" : " ") + x;
                             return a;
                         }())) +
                QLatin1Char('\n');
    for (const auto& name : r.released)
        text += tr("Released: %1").arg(QString::fromStdString(name)) + QLatin1Char('\n');
    for (const ChangeFailure& f : r.failures)
        text +=
            tr("Not placed (%1): %2").arg(QString::fromStdString(f.what), QString::fromStdString(f.reason)) +
            QLatin1Char('\n');
    if (!r.overlaps.empty())
        text += tr("Running jobs past the reservation's start keep running to their walltime limit "
                   "(they overlap the reservation, as Moab allows):") +
                QLatin1Char('\n');
    for (const RunningOverlap& o : r.overlaps)
        text += tr("  %1 until %2 (%3 starts %4)")
                    .arg(QString::fromStdString(o.job), QString::fromStdString(calendar.format(o.limit_end)),
                         QString::fromStdString(o.reservation),
                         QString::fromStdString(calendar.format(o.reservation_start))) +
                QLatin1Char('\n');
    for (const auto& [user, t] : r.delayed_by_user)
        text += tr("User %1: %n job(s) delayed, longest %2, total %3", nullptr, static_cast<int>(t.jobs))
                    .arg(QString::fromStdString(user), hms(t.max), hms(t.total)) +
                QLatin1Char('\n');
    for (const auto& [account, t] : r.delayed_by_account)
        text += tr("Account %1: %n job(s) delayed, longest %2, total %3", nullptr, static_cast<int>(t.jobs))
                    .arg(QString::fromStdString(account), hms(t.max), hms(t.total)) +
                QLatin1Char('\n');
    details_->setPlainText(text);
}

void ImpactPane::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void ImpactPane::retranslate() {
    form_title_->setText(tr("Plan a reservation"));
    partition_label_->setText(tr("&Partition:"));
    nodes_label_->setText(tr("&Nodes:"));
    start_label_->setText(tr("&Starts in (hours):"));
    duration_label_->setText(tr("&Duration (hours):"));
    if (partition_->count() > 0) partition_->setItemText(0, tr("Any partition"));
    plan_->setText(tr("Preview"));
    jobs_->setHorizontalHeaderLabels(
        {tr("Job"), tr("User"), tr("Account"), tr("Start before"), tr("Start after"), tr("Change")});
    command_title_->setText(tr("The same as a command:"));
    copy_->setText(tr("Copy"));
    options_->setText(tr("Name, access, flags\u2026"));
    commit_->setText(tr("Make it (Enter)"));
    cancel_->setText(tr("Cancel (Esc)"));
    setAccessibleName(tr("Impact of the planned reservation"));
    jobs_->setAccessibleName(tr("Jobs whose start changes"));
    command_->setAccessibleName(tr("Equivalent setres command"));
}

}  // namespace outrigger::gui
