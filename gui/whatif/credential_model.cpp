#include "gui/whatif/credential_model.hpp"

#include <QLocale>

#include "gui/whatif/metric_texts.hpp"

namespace outrigger::gui::whatif {

namespace {

std::optional<double> difference(std::optional<double> a, std::optional<double> b) {
    if (!a || !b) return std::nullopt;
    return *b - *a;
}

QString dash() {
    return QStringLiteral("\u2014");
}

}  // namespace

CredentialModel::CredentialModel(QObject* parent) : QAbstractTableModel(parent) {}

void CredentialModel::set_rows(const std::optional<WhatIfComparison>& comparison, CredKind kind) {
    beginResetModel();
    kind_ = kind;
    rows_.clear();
    if (comparison)
        for (const WhatIfCredentialRow& r : comparison->credentials)
            if (r.kind == kind) rows_.push_back(r);
    endResetModel();
}

void CredentialModel::retranslate() {
    if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

int CredentialModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int CredentialModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

std::optional<double> CredentialModel::value(const WhatIfCredentialRow& row, int column) const {
    switch (column) {
        case WaitA:
            return row.mean_wait_a;
        case WaitB:
            return row.mean_wait_b;
        case WaitDelta:
            return difference(row.mean_wait_a, row.mean_wait_b);
        case DeliveredA:
            return row.delivered_a;
        case DeliveredB:
            return row.delivered_b;
        case DeliveredDelta:
            return difference(row.delivered_a, row.delivered_b);
        case FairshareA:
            return row.fairshare_usage_a;
        case FairshareB:
            return row.fairshare_usage_b;
        default:
            return std::nullopt;
    }
}

QString CredentialModel::target_text(const WhatIfCredentialRow& row) const {
    const auto one = [](std::optional<double> t, const std::string& type) {
        if (!t) return dash();
        const QString n = QLocale().toString(*t, 'g', 6);
        return type.empty() ? n : tr("%1 (%2)").arg(n, QString::fromStdString(type));
    };
    const QString a = one(row.fairshare_target_a, row.fairshare_target_type_a);
    const QString b = one(row.fairshare_target_b, row.fairshare_target_type_b);
    return a == b ? a : tr("A %1 · B %2").arg(a, b);
}

QVariant CredentialModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const WhatIfCredentialRow& row = rows_[static_cast<std::size_t>(index.row())];
    const int column = index.column();
    const std::optional<double> v = value(row, column);
    switch (role) {
        case Qt::DisplayRole:
        case Qt::AccessibleTextRole:
            switch (column) {
                case NameColumn:
                    return QString::fromStdString(row.name);
                case TargetColumn:
                    return target_text(row);
                case WaitA:
                case WaitB:
                    return v ? duration_text(*v) : dash();
                case WaitDelta:
                    return v ? delta_text("s", *v) : dash();
                case DeliveredA:
                case DeliveredB:
                    return v ? value_text("proc-s", *v) : dash();
                case DeliveredDelta:
                    return v ? delta_text("proc-s", *v) : dash();
                case FairshareA:
                case FairshareB:
                    return v ? value_text("percent", *v) : dash();
                default:
                    return {};
            }
        case Qt::ToolTipRole:
            return headerData(column, Qt::Horizontal, Qt::ToolTipRole);
        case Qt::TextAlignmentRole:
            if (column == NameColumn || column == TargetColumn) return {};
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        case ValueRole:
            return v ? QVariant(*v) : QVariant();
        default:
            return {};
    }
}

QVariant CredentialModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
            case NameColumn:
                return tr("The credential's name");
            case WaitA:
            case WaitB:
                return tr("The average wait of the credential's started jobs under that configuration");
            case WaitDelta:
                return tr("Mean wait under B minus under A: negative means its jobs waited less under B");
            case DeliveredA:
            case DeliveredB:
                return tr(
                    "Processor-hours delivered to the credential's finished jobs (processors × run time)");
            case DeliveredDelta:
                return tr("Processor-hours under B minus under A");
            case FairshareA:
            case FairshareB:
                return tr(
                    "Fairshare usage at the end of the replay: the credential's decayed usage as a "
                    "percent of all usage, as diagnose -f gives it");
            case TargetColumn:
                return tr(
                    "The configured fairshare target (FSTARGET) and its type; A's and B's when they differ");
            default:
                return {};
        }
    }
    if (role != Qt::DisplayRole) return {};
    switch (section) {
        case NameColumn:
            return kind_text(kind_);
        case WaitA:
            return tr("Mean wait A");
        case WaitB:
            return tr("Mean wait B");
        case WaitDelta:
            return tr("Wait change");
        case DeliveredA:
            return tr("Delivered A");
        case DeliveredB:
            return tr("Delivered B");
        case DeliveredDelta:
            return tr("Delivered change");
        case FairshareA:
            return tr("Fairshare A");
        case FairshareB:
            return tr("Fairshare B");
        case TargetColumn:
            return tr("Target");
        default:
            return {};
    }
}

}  // namespace outrigger::gui::whatif
