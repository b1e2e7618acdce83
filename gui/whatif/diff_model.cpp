#include "gui/whatif/diff_model.hpp"

#include <QFont>

namespace outrigger::gui::whatif {

DiffModel::DiffModel(QObject* parent) : QAbstractTableModel(parent) {}

void DiffModel::set_differences(std::vector<ConfigDifference> differences) {
    beginResetModel();
    differences_ = std::move(differences);
    endResetModel();
}

void DiffModel::retranslate() {
    if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

QString DiffModel::setting_text(const ConfigDifference& d) {
    QString out = QString::fromStdString(d.parameter);
    if (!d.attribute.empty()) out += QLatin1Char(' ') + QString::fromStdString(d.attribute);
    return out;
}

QString DiffModel::value_text(const std::optional<std::string>& value) {
    return value ? QString::fromStdString(*value) : tr("not set");
}

int DiffModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(differences_.size());
}

int DiffModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DiffModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const ConfigDifference& d = differences_[static_cast<std::size_t>(index.row())];
    if (role == Qt::DisplayRole || role == Qt::AccessibleTextRole) {
        switch (index.column()) {
            case ParameterColumn:
                return setting_text(d);
            case AColumn:
                return value_text(d.a);
            case BColumn:
                return value_text(d.b);
            default:
                return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        const auto where = [](int line) { return line > 0 ? tr("line %1").arg(line) : tr("not set"); };
        return tr("A: %1 · B: %2").arg(where(d.line_a), where(d.line_b));
    }
    if (role == Qt::FontRole && index.column() != ParameterColumn) {
        const std::optional<std::string>& v = index.column() == AColumn ? d.a : d.b;
        if (!v) {
            QFont italic;
            italic.setItalic(true);
            return italic;
        }
    }
    return {};
}

QVariant DiffModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::ToolTipRole && section == ParameterColumn)
        return tr("Every parameter whose effective value differs between the two configurations");
    if (role != Qt::DisplayRole) return {};
    switch (section) {
        case ParameterColumn:
            return tr("Parameter");
        case AColumn:
            return tr("A");
        case BColumn:
            return tr("B");
        default:
            return {};
    }
}

}  // namespace outrigger::gui::whatif
