#include "gui/throttle/limits_model.hpp"

#include <QBrush>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>

namespace outrigger::gui {

LimitsModel::LimitsModel(QObject* parent) : QAbstractTableModel(parent) {}

void LimitsModel::set_rows(std::vector<LimitRow> rows) {
    const bool same =
        rows.size() == rows_.size() &&
        std::equal(rows.begin(), rows.end(), rows_.begin(), [](const LimitRow& a, const LimitRow& b) {
            return a.kind == b.kind && a.name == b.name && a.limit == b.limit;
        });
    if (!same) beginResetModel();
    rows_ = std::move(rows);
    if (!same) {
        endResetModel();
        return;
    }
    if (!rows_.empty()) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

QString LimitsModel::holder(const LimitRow& row) {
    if (row.kind == "SYSTEM") return tr("SYSTEM");
    return QString::fromStdString(row.kind + " " + row.name);
}

int LimitsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int LimitsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LimitsModel::data(const QModelIndex& idx, int role) const {
    if (!idx.isValid()) return {};
    const LimitRow& r = rows_[static_cast<std::size_t>(idx.row())];
    const bool display = role == Qt::DisplayRole || role == Qt::AccessibleTextRole;
    const bool sort = role == SortRole;
    const QString dash = QStringLiteral("–");
    switch (idx.column()) {
        case HolderColumn:
            if (display || sort) return holder(r);
            break;
        case LimitColumn:
            if (display || sort) return QString::fromStdString(r.limit);
            break;
        case SoftColumn:
            if (display) return QString::number(r.soft);
            if (sort) return static_cast<qlonglong>(r.soft);
            break;
        case HardColumn:
            if (display) return QString::number(r.hard);
            if (sort) return static_cast<qlonglong>(r.hard);
            break;
        case InUseColumn:
            if (display) return r.in_use ? QString::number(*r.in_use) : dash;
            if (sort) return r.in_use ? static_cast<qlonglong>(*r.in_use) : -1LL;
            break;
        case HeadroomColumn:
            if (role == Qt::DisplayRole) return r.headroom ? QString::number(*r.headroom) : dash;
            if (role == Qt::AccessibleTextRole)
                return r.headroom ? tr("%1 in use of %2 (soft %3): %4 left")
                                        .arg(*r.in_use)
                                        .arg(r.hard)
                                        .arg(r.soft)
                                        .arg(*r.headroom)
                                  : tr("no single usage to measure");
            if (sort)
                return r.headroom ? static_cast<qlonglong>(*r.headroom)
                                  : std::numeric_limits<qlonglong>::max();
            if (role == HeadroomRole) {
                if (!r.in_use) return QVariant::fromValue(QList<qreal>{});
                return QVariant::fromValue(QList<qreal>{
                    static_cast<qreal>(*r.in_use), static_cast<qreal>(r.soft), static_cast<qreal>(r.hard)});
            }
            break;
        case StateColumn:
            if ((display || sort || role == Qt::ToolTipRole) && !r.overrides.empty() && r.in_use &&
                *r.in_use > r.hard) {
                // Over its own limit because its jobs' QOS let them through: name the override.
                QStringList by;
                for (const LimitOverrideRow& o : r.overrides)
                    by << tr("QOS %1 %2 %3 (%n job(s))", nullptr, static_cast<int>(o.jobs))
                              .arg(QString::fromStdString(o.qos), QString::fromStdString(o.limit))
                              .arg(o.hard);
                if (role == Qt::ToolTipRole)
                    return tr("Its own limit is %1, but jobs under a QOS override are measured against the "
                              "override instead: %2. Its other jobs may not start until usage drops under "
                              "%1.")
                        .arg(r.hard)
                        .arg(by.join(QStringLiteral(", ")));
                return tr("over the hard limit under %1").arg(by.join(QStringLiteral(", ")));
            }
            if (display || sort) {
                if (r.at_hard) return tr("at the hard limit");
                if (r.at_soft) return tr("at the soft limit");
                if (!r.in_use)
                    return r.name == "DEFAULT" ? tr("for credentials without their own") : QString();
                return tr("under");
            }
            break;
        default:
            break;
    }
    if (role == Qt::FontRole && r.at_soft) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::BackgroundRole && r.at_soft) {
        QColor c = QGuiApplication::palette().color(QPalette::Highlight);
        c.setAlpha(r.at_hard ? 70 : 35);
        return QBrush(c);
    }
    if (role == Qt::TextAlignmentRole && idx.column() >= SoftColumn && idx.column() <= HeadroomColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant LimitsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::ToolTipRole) return column_help(section);
    if (role != Qt::DisplayRole) return {};
    switch (section) {
        case HolderColumn:
            return tr("Credential");
        case LimitColumn:
            return tr("Limit");
        case SoftColumn:
            return tr("Soft");
        case HardColumn:
            return tr("Hard");
        case InUseColumn:
            return tr("In use");
        case HeadroomColumn:
            return tr("Headroom");
        case StateColumn:
            return tr("State");
        default:
            return {};
    }
}

QString LimitsModel::column_help(int column) const {
    switch (column) {
        case HolderColumn:
            return tr(
                "Whose limit: a user, group, account, QOS or class, DEFAULT (every one of that kind "
                "without its own) or SYSTEM (the whole machine).");
        case LimitColumn:
            return tr(
                "MAXJOB running jobs, MAXPROC processors, MAXNODE nodes, MAXPS processor-seconds left, "
                "MAXPE processor equivalents, MAXWC walltime left, MAXMEM memory (MB); MAXI* the same for "
                "idle jobs; OMAX* a QOS override; [KIND] per credential within this one.");
        case SoftColumn:
            return tr("Jobs start up to the soft limit first; past it only when resources are left over.");
        case HardColumn:
            return tr("No job starts past the hard limit.");
        case InUseColumn:
            return tr("What the running jobs hold now, in the limit's unit.");
        case HeadroomColumn:
            return tr(
                "The hard limit minus what is in use: how much more may start. The bar marks the soft "
                "limit.");
        case StateColumn:
            return tr("Whether the credential is at its soft or hard limit.");
        default:
            return {};
    }
}

}  // namespace outrigger::gui
