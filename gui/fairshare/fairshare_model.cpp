#include "gui/fairshare/fairshare_model.hpp"

#include <QDateTime>
#include <QFont>
#include <QLocale>

#include "policy/fairshare/report_whatif.hpp"
#include "policy/fairshare/target.hpp"

namespace outrigger::gui {

namespace {

QString kind_title(CredKind k) {
    switch (k) {
        case CredKind::User:
            return FairshareModel::tr("Users");
        case CredKind::Group:
            return FairshareModel::tr("Groups");
        case CredKind::Account:
            return FairshareModel::tr("Accounts");
        case CredKind::Qos:
            return FairshareModel::tr("QOS");
        case CredKind::Class:
            return FairshareModel::tr("Classes");
    }
    return {};
}

QString percent(double v) {
    return QLocale().toString(v, 'f', 2);
}

QString amount(double v) {
    return QLocale().toString(v, 'f', 1);
}

QString signed_number(double v) {
    return (v > 0 ? QStringLiteral("+") : QString()) + QLocale().toString(v, 'f', 2);
}

bool same_shape(const FsReport& a, const FsReport& b) {
    if (a.windows.size() != b.windows.size()) return false;
    for (const CredKind k : kAllCredKinds) {
        const auto& x = a.rows[outrigger::index(k)];
        const auto& y = b.rows[outrigger::index(k)];
        if (x.size() != y.size()) return false;
        for (std::size_t i = 0; i < x.size(); ++i)
            if (x[i].name != y[i].name) return false;
    }
    return true;
}

}  // namespace

FairshareModel::FairshareModel(QObject* parent) : QAbstractItemModel(parent) {}

std::vector<CredKind> FairshareModel::kinds() const {
    std::vector<CredKind> out;
    for (const CredKind k : kAllCredKinds)
        if (!shown_.rows[outrigger::index(k)].empty()) out.push_back(k);
    return out;
}

void FairshareModel::set_reports(FsReport configured, FsReport shown) {
    const bool keep = has_report_ && same_shape(shown_, shown);
    if (!keep) beginResetModel();
    configured_ = std::move(configured);
    shown_ = std::move(shown);
    has_report_ = true;
    if (!keep) {
        kinds_ = kinds();
        endResetModel();
        return;
    }
    for (std::size_t p = 0; p < kinds_.size(); ++p) {
        const QModelIndex parent = index(static_cast<int>(p), 0);
        const int rows = rowCount(parent);
        if (rows > 0) emit dataChanged(index(0, 0, parent), index(rows - 1, columnCount() - 1, parent));
    }
    if (!kinds_.empty())
        emit dataChanged(index(0, 0), index(static_cast<int>(kinds_.size()) - 1, columnCount() - 1));
}

const FsReportRow* FairshareModel::find(CredKind kind, const std::string& name) const {
    for (const FsReportRow& r : shown_.rows[outrigger::index(kind)])
        if (r.name == name) return &r;
    return nullptr;
}

QModelIndex FairshareModel::index_of(CredKind kind, const std::string& name, int column) const {
    for (std::size_t p = 0; p < kinds_.size(); ++p) {
        if (kinds_[p] != kind) continue;
        const auto& rows = shown_.rows[outrigger::index(kind)];
        for (std::size_t r = 0; r < rows.size(); ++r)
            if (rows[r].name == name)
                return index(static_cast<int>(r), column, index(static_cast<int>(p), 0));
    }
    return {};
}

QModelIndex FairshareModel::index(int row, int column, const QModelIndex& parent) const {
    if (!hasIndex(row, column, parent)) return {};
    if (!parent.isValid()) return createIndex(row, column, quintptr(0));
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex FairshareModel::parent(const QModelIndex& child) const {
    if (!child.isValid() || child.internalId() == 0) return {};
    return createIndex(static_cast<int>(child.internalId() - 1), 0, quintptr(0));
}

int FairshareModel::rowCount(const QModelIndex& parent) const {
    if (!parent.isValid()) return static_cast<int>(kinds_.size());
    if (parent.internalId() != 0 || parent.column() != 0) return 0;
    const auto p = static_cast<std::size_t>(parent.row());
    return p < kinds_.size() ? static_cast<int>(shown_.rows[outrigger::index(kinds_[p])].size()) : 0;
}

int FairshareModel::columnCount(const QModelIndex&) const {
    return FirstWindowColumn + window_count();
}

QVariant FairshareModel::data(const QModelIndex& idx, int role) const {
    if (!idx.isValid()) return {};
    if (idx.internalId() == 0)
        return kind_data(kinds_[static_cast<std::size_t>(idx.row())], idx.column(), role);
    return row_data(kinds_[idx.internalId() - 1], idx.row(), idx.column(), role);
}

QVariant FairshareModel::kind_data(CredKind kind, int column, int role) const {
    if (column != NameColumn) return {};
    switch (role) {
        case Qt::DisplayRole:
            return tr("%1 (%2)").arg(kind_title(kind)).arg(shown_.rows[outrigger::index(kind)].size());
        case SortRole:
            return static_cast<int>(kind);
        case KindRole:
            return static_cast<int>(kind);
        case Qt::FontRole: {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        default:
            return {};
    }
}

QVariant FairshareModel::row_data(CredKind kind, int r, int column, int role) const {
    const FsReportRow& row = shown_.rows[outrigger::index(kind)][static_cast<std::size_t>(r)];
    // By name: a replayed what-if may hold other credentials than the configuration's report.
    const FsReportRow* was = nullptr;
    for (const FsReportRow& c : configured_.rows[outrigger::index(kind)])
        if (c.name == row.name) was = &c;
    if (role == KindRole) return static_cast<int>(kind);
    if (role == NameRole) return QString::fromStdString(row.name);
    if (role == SparklineRole || (column == TrendColumn && role == Qt::AccessibleTextRole)) {
        QList<qreal> points;
        for (std::size_t w = shown_.windows.size(); w-- > 0;) points.append(usage_at_window(shown_, row, w));
        if (role == SparklineRole) return QVariant::fromValue(points);
        QStringList words;
        for (const qreal p : points) words << percent(p);
        return tr("Usage %, oldest window first: %1").arg(words.join(QStringLiteral(", ")));
    }
    const bool display = role == Qt::DisplayRole;
    const bool sort = role == SortRole;
    if (column >= FirstWindowColumn) {
        const auto w = static_cast<std::size_t>(column - FirstWindowColumn);
        const double used = w < row.window_usage.size() ? row.window_usage[w] : 0.0;
        if (display) return amount(used);
        if (sort) return used;
        if (role == Qt::ToolTipRole && w < shown_.windows.size()) {
            const double total = shown_.windows[w].total;
            return tr("%1 of %2 delivered in this window (%3%), weighed %4")
                .arg(amount(used), amount(total), percent(total > 0 ? used / total * 100 : 0))
                .arg(shown_.windows[w].weight, 0, 'g', 4);
        }
        if (role == Qt::TextAlignmentRole) return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    switch (column) {
        case NameColumn:
            if (display || sort)
                return QString::fromStdString(row.name) +
                       (display && row.blocked ? tr(" (capped)") : QString());
            if (role == Qt::ToolTipRole && row.blocked)
                return tr("Usage has reached the cap: jobs of %1 may not start")
                    .arg(QString::fromStdString(row.name));
            break;
        case TargetColumn:
            if (display)
                return row.target ? QString::fromStdString(format_fs_target(*row.target)) : QString();
            if (sort) return row.target ? row.target->value : -1.0;
            break;
        case MeaningColumn:
            if (display || sort || role == Qt::ToolTipRole)
                return target_meaning(row.target, shown_.settings.ratio);
            break;
        case UsageColumn:
            if (display) return percent(row.usage_percent);
            if (sort) return row.usage_percent;
            break;
        case FactorColumn:
            if (display) return signed_number(row.delta);
            if (sort) return row.delta;
            break;
        case RecoveryColumn:
            if (display) return recovery_text(row.recovery);
            if (sort)
                return row.recovery.state == FsRecoveryState::AfterRolls
                           ? static_cast<double>(row.recovery.rolls)
                       : row.recovery.state == FsRecoveryState::Never    ? 1e18
                       : row.recovery.state == FsRecoveryState::UnderNow ? 0.0
                                                                         : -1.0;
            if (role == Qt::ToolTipRole && row.recovery.state == FsRecoveryState::AfterRolls)
                return tr("If %1 is charged nothing more, its usage is under its target after %n window "
                          "roll(s), at %2. Running jobs' use is counted only as far as charged now.",
                          nullptr, static_cast<int>(row.recovery.rolls))
                    .arg(QString::fromStdString(row.name), date_text(row.recovery.at));
            break;
        case ConfiguredUsageColumn:
            if (was == nullptr) break;
            if (display) return percent(was->usage_percent);
            if (sort) return was->usage_percent;
            break;
        case ConfiguredFactorColumn:
            if (was == nullptr) break;
            if (display) return signed_number(was->delta);
            if (sort) return was->delta;
            break;
        case TrendColumn:
            if (sort) return row.window_usage.empty() ? 0.0 : usage_at_window(shown_, row, 0);
            break;
        default:
            break;
    }
    if (role == Qt::TextAlignmentRole && column != NameColumn && column != MeaningColumn &&
        column != RecoveryColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::FontRole && row.blocked) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    return {};
}

QVariant FairshareModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::ToolTipRole) return column_help(section);
    if (role != Qt::DisplayRole) return {};
    if (section >= FirstWindowColumn) {
        const int w = section - FirstWindowColumn;
        return w == 0 ? tr("Window 0 (now)") : tr("Window %1").arg(w);
    }
    switch (section) {
        case NameColumn:
            return tr("Credential");
        case TargetColumn:
            return tr("Target");
        case MeaningColumn:
            return tr("What the target means");
        case UsageColumn:
            return tr("Usage %");
        case FactorColumn:
            return tr("FS factor");
        case RecoveryColumn:
            return tr("Back under target");
        case ConfiguredUsageColumn:
            return tr("Usage % as configured");
        case ConfiguredFactorColumn:
            return tr("FS factor as configured");
        case TrendColumn:
            return tr("Trend");
        default:
            return {};
    }
}

QString FairshareModel::column_help(int column) const {
    if (column >= FirstWindowColumn)
        return tr(
            "What this credential used in one fairshare window (FSINTERVAL long), in the unit of "
            "FSPOLICY (processor-seconds for DEDICATEDPS). Window 0 is the current one; older "
            "windows count less, by FSDECAY once per window.");
    switch (column) {
        case NameColumn:
            return tr(
                "The user, group, account, QOS or class. \"(capped)\" marks one whose usage reached its "
                "cap: its jobs may not start.");
        case TargetColumn:
            return tr(
                "FSTARGET as written in maui.cfg: N a target, N+ a floor, N- a ceiling, N^ an absolute "
                "cap, N% a cap relative to all usage.");
        case MeaningColumn:
            return tr("The target in words: what it does to the priority of this credential's jobs.");
        case UsageColumn:
            return tr(
                "The credential's share of everything delivered, recent windows weighing more: the sum "
                "over windows of FSDECAY^i times its usage, divided by the same sum over all usage.");
        case FactorColumn:
            return tr(
                "What fairshare adds to the priority of this credential's jobs before weights: target "
                "minus usage (a floor keeps only gains, a ceiling only losses; caps add nothing).");
        case RecoveryColumn:
            return tr(
                "When the credential's usage is back under its target (or cap) if it submits nothing "
                "more: old windows lose weight by FSDECAY at each roll and leave after FSDEPTH, while "
                "the rest of the machine keeps delivering its average. Empty for no target or a floor.");
        case ConfiguredUsageColumn:
            return tr("The usage % under the configuration in force, to compare with a what-if.");
        case ConfiguredFactorColumn:
            return tr("The FS factor under the configuration in force, to compare with a what-if.");
        case TrendColumn:
            return tr("The usage % as it stood at the end of each stored window, oldest on the left.");
        default:
            return {};
    }
}

QString FairshareModel::date_text(Time t) const {
    return QLocale().toString(QDateTime::fromSecsSinceEpoch(t.seconds() + clock_, Qt::UTC),
                              QLocale::ShortFormat);
}

QString FairshareModel::recovery_text(const FsRecovery& recovery) const {
    switch (recovery.state) {
        case FsRecoveryState::NotApplicable:
            return {};
        case FsRecoveryState::UnderNow:
            return tr("under now");
        case FsRecoveryState::AfterRolls:
            return tr("in %n window(s), %1", nullptr, static_cast<int>(recovery.rolls))
                .arg(date_text(recovery.at));
        case FsRecoveryState::Never:
            return tr("never");
    }
    return {};
}

QString FairshareModel::target_meaning(const std::optional<FsTarget>& target, bool ratio) {
    if (!target) return tr("no target: fairshare leaves its priority alone");
    const QString n = QLocale().toString(target->value, 'g', 6);
    switch (target->type) {
        case FsTargetType::Target:
            return ratio ? tr("steered towards %1% (priority scaled by how far under or over)").arg(n)
                         : tr("steered towards %1%: priority rises under it and falls over it").arg(n);
        case FsTargetType::Floor:
            return tr("floor of %1%: priority rises while usage is under it, never falls").arg(n);
        case FsTargetType::Ceiling:
            return tr("ceiling of %1%: priority falls while usage is over it, never rises").arg(n);
        case FsTargetType::CapAbsolute:
            return tr("cap of %1 (decayed usage): no job starts once usage reaches it").arg(n);
        case FsTargetType::CapRelative:
            return tr("cap of %1% of all usage: no job starts once usage reaches it").arg(n);
    }
    return {};
}

}  // namespace outrigger::gui
