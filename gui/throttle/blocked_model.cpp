#include "gui/throttle/blocked_model.hpp"

#include <QDateTime>
#include <QLocale>

namespace outrigger::gui {

BlockedModel::BlockedModel(QObject* parent) : QAbstractItemModel(parent) {}

void BlockedModel::set_jobs(std::vector<BlockedJobRow> jobs, FramePtr frame) {
    beginResetModel();
    jobs_ = std::move(jobs);
    frame_ = std::move(frame);
    endResetModel();
}

QString BlockedModel::limit_text(const BlockingRow& r) {
    const QString who =
        r.credential.empty()
            ? tr("the system")
            : QString::fromStdString(r.credential).replace(QLatin1Char(':'), QLatin1Char(' '));
    const QString limit = QString::fromStdString(r.limit);
    if (r.code == "SystemJobLimit")
        return tr("%1 is %2 per job; the job asks %3")
            .arg(limit, QString::fromStdString(r.value), QString::fromStdString(r.request));
    if (r.code == "FairshareCap")
        return tr("%1: fairshare cap FSTARGET=%2 reached (decayed usage %3, cap at %4); room at "
                  "the window roll that takes it under, if nothing more is charged")
            .arg(who, QString::fromStdString(r.value), QString::fromStdString(r.usage),
                 QString::fromStdString(r.request));
    if (r.code == "IdleLimit")
        return tr("%1: %2 %3 reached (%4 idle jobs' worth eligible, %5 asked)")
            .arg(who, limit, QString::fromStdString(r.value), QString::fromStdString(r.usage),
                 QString::fromStdString(r.request));
    return tr("%1: %2 %3 reached (%4 in use, %5 asked)")
        .arg(who, limit, QString::fromStdString(r.value), QString::fromStdString(r.usage),
             QString::fromStdString(r.request));
}

QString BlockedModel::time_text(std::optional<std::int64_t> seconds) const {
    if (!seconds) return tr("not while these limits stand");
    if (frame_)
        return QString::fromStdString(frame_->statics().calendar.format(Time::from_seconds(*seconds)));
    return QLocale().toString(QDateTime::fromSecsSinceEpoch(*seconds, Qt::UTC),
                              QStringLiteral("yyyy-MM-dd hh:mm:ss"));
}

QModelIndex BlockedModel::index(int row, int column, const QModelIndex& parent) const {
    if (!hasIndex(row, column, parent)) return {};
    if (!parent.isValid()) return createIndex(row, column, quintptr(0));
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex BlockedModel::parent(const QModelIndex& child) const {
    if (!child.isValid() || child.internalId() == 0) return {};
    return createIndex(static_cast<int>(child.internalId() - 1), 0, quintptr(0));
}

int BlockedModel::rowCount(const QModelIndex& parent) const {
    if (!parent.isValid()) return static_cast<int>(jobs_.size());
    if (parent.internalId() != 0 || parent.column() != 0) return 0;
    return static_cast<int>(jobs_[static_cast<std::size_t>(parent.row())].limits.size());
}

int BlockedModel::columnCount(const QModelIndex&) const {
    return ColumnCount;
}

QVariant BlockedModel::data(const QModelIndex& idx, int role) const {
    if (!idx.isValid()) return {};
    const bool display = role == Qt::DisplayRole || role == Qt::AccessibleTextRole;
    if (idx.internalId() == 0) {
        const BlockedJobRow& job = jobs_[static_cast<std::size_t>(idx.row())];
        if (role == JobRole) return QString::fromStdString(job.job);
        switch (idx.column()) {
            case WhatColumn:
                if (display || role == SortRole) return QString::fromStdString(job.job);
                break;
            case LevelColumn:
                if (display) return tr("%n limit(s)", nullptr, static_cast<int>(job.limits.size()));
                if (role == SortRole) return static_cast<int>(job.limits.size());
                break;
            case WhenColumn:
                if (display) return tr("no earlier than %1").arg(time_text(job.no_earlier_than));
                if (role == SortRole)
                    return job.no_earlier_than ? static_cast<qlonglong>(*job.no_earlier_than)
                                               : std::numeric_limits<qlonglong>::max();
                break;
            default:
                break;
        }
        return {};
    }
    const BlockedJobRow& job = jobs_[idx.internalId() - 1];
    const BlockingRow& r = job.limits[static_cast<std::size_t>(idx.row())];
    if (role == JobRole) return QString::fromStdString(job.job);
    switch (idx.column()) {
        case WhatColumn:
            if (display || role == SortRole) return limit_text(r);
            if (role == Qt::ToolTipRole) return QString::fromStdString(r.text);
            break;
        case LevelColumn:
            if (display || role == SortRole)
                return r.hard ? tr("hard: no pass may start it") : tr("soft: only leftovers may start it");
            break;
        case WhenColumn:
            if (display) return tr("room at %1").arg(time_text(r.release));
            if (role == SortRole)
                return r.release ? static_cast<qlonglong>(*r.release) : std::numeric_limits<qlonglong>::max();
            break;
        default:
            break;
    }
    return {};
}

QVariant BlockedModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
            case WhatColumn:
                return tr("The blocked job, and under it every limit that holds it back.");
            case LevelColumn:
                return tr(
                    "A soft limit lets the job start only on resources left over once jobs within their "
                    "soft limits are placed; a hard limit lets no pass start it.");
            case WhenColumn:
                return tr(
                    "When the limit has room for the job if the running jobs end at their walltime limits "
                    "and nothing else starts (for a fairshare cap: the window roll at which the credential's "
                    "decayed usage drops under the cap if nothing more is charged to it); for the job, the "
                    "latest of its limits: it cannot start earlier.");
            default:
                return {};
        }
    }
    if (role != Qt::DisplayRole) return {};
    switch (section) {
        case WhatColumn:
            return tr("Job / limit");
        case LevelColumn:
            return tr("Level");
        case WhenColumn:
            return tr("When");
        default:
            return {};
    }
}

}  // namespace outrigger::gui
