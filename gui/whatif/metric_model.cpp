#include "gui/whatif/metric_model.hpp"

#include <QColor>
#include <QFont>

#include "gui/whatif/metric_texts.hpp"

namespace outrigger::gui::whatif {

MetricModel::MetricModel(QObject* parent) : QAbstractTableModel(parent) {}

void MetricModel::set_comparison(std::optional<WhatIfComparison> comparison) {
    beginResetModel();
    comparison_ = std::move(comparison);
    endResetModel();
}

bool MetricModel::shows_spread() const {
    return comparison_ && comparison_->seeds.size() > 1;
}

int MetricModel::row_of(const QString& key) const {
    if (!comparison_) return -1;
    const std::string wanted = key.toStdString();
    for (std::size_t i = 0; i < comparison_->metrics.size(); ++i)
        if (comparison_->metrics[i].key == wanted) return static_cast<int>(i);
    return -1;
}

void MetricModel::retranslate() {
    if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
}

int MetricModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() || !comparison_) return 0;
    return static_cast<int>(comparison_->metrics.size());
}

int MetricModel::columnCount(const QModelIndex& parent) const {
    if (parent.isValid()) return 0;
    return shows_spread() ? SpreadB + 1 : BetterColumn + 1;
}

QVariant MetricModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const WhatIfMetricRow& row = comparison_->metrics[static_cast<std::size_t>(index.row())];
    const std::int64_t tau = comparison_->bsld_tau_s;
    const auto column = static_cast<Column>(index.column());
    switch (role) {
        case Qt::DisplayRole:
            switch (column) {
                case MetricColumn:
                    return metric_label(row, tau);
                case AColumn:
                    return value_text(row.unit, row.a);
                case BColumn:
                    return value_text(row.unit, row.b);
                case DeltaColumn:
                    return delta_text(row.unit, row.delta);
                case PercentColumn:
                    return percent_text(row.delta_percent);
                case BetterColumn:
                    return better_text(row);
                case SpreadA:
                    return spread_text(row.unit, row.spread_a);
                case SpreadB:
                    return spread_text(row.unit, row.spread_b);
            }
            return {};
        case Qt::ToolTipRole: {
            QString tip =
                QStringLiteral("<b>%1</b><br>%2")
                    .arg(metric_label(row, tau).toHtmlEscaped(), metric_definition(row, tau).toHtmlEscaped());
            if (column == BetterColumn || column == DeltaColumn || column == PercentColumn)
                tip += QStringLiteral("<br>") + direction_text(row.better).toHtmlEscaped();
            return tip;
        }
        case Qt::AccessibleTextRole:
            if (column == BetterColumn)
                return better_text(row) + QStringLiteral(", ") + direction_text(row.better);
            return data(index, Qt::DisplayRole);
        case Qt::TextAlignmentRole:
            if (column == MetricColumn || column == BetterColumn) return {};
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        case Qt::BackgroundRole:
            // Repeats what the words say: B better on green, A better on orange (colour-blind-safe pair).
            if (column == BetterColumn && row.winner)
                return QColor(*row.winner == 'B' ? QColor(0x00, 0x9e, 0x73, 60)
                                                 : QColor(0xe6, 0x9f, 0x00, 70));
            return {};
        case ValueRole:
            switch (column) {
                case AColumn:
                    return row.a;
                case BColumn:
                    return row.b;
                case DeltaColumn:
                    return row.delta;
                case PercentColumn:
                    return row.delta_percent ? QVariant(*row.delta_percent) : QVariant();
                default:
                    return {};
            }
        case KeyRole:
            return QString::fromStdString(row.key);
        default:
            return {};
    }
}

QVariant MetricModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
            case AColumn:
                return tr("The value under configuration A (with several seeds: the median over them)");
            case BColumn:
                return tr("The value under configuration B (with several seeds: the median over them)");
            case DeltaColumn:
                return tr("B minus A, in the metric's unit");
            case PercentColumn:
                return tr("B minus A as a percentage of A (none when A is zero)");
            case BetterColumn:
                return tr("Which configuration does better on this metric, and which direction is better");
            case SpreadA:
            case SpreadB:
                return tr("The smallest, median and largest value over the seeds");
            default:
                return {};
        }
    }
    if (role != Qt::DisplayRole) return {};
    switch (section) {
        case MetricColumn:
            return tr("Metric");
        case AColumn:
            return tr("A");
        case BColumn:
            return tr("B");
        case DeltaColumn:
            return tr("Change (B − A)");
        case PercentColumn:
            return tr("Change %");
        case BetterColumn:
            return tr("Better");
        case SpreadA:
            return tr("A over the seeds");
        case SpreadB:
            return tr("B over the seeds");
        default:
            return {};
    }
}

}  // namespace outrigger::gui::whatif
