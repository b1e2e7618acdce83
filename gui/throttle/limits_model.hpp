#pragma once

// Every configured throttling limit (guide 6.2): per credential, DEFAULT and the system, the
// limit, its soft and hard values, what is in use now and the headroom left. A row at or over its
// soft limit stands out in bold with its state in words ("at the soft limit", "at the hard
// limit"); the headroom column's HeadroomRole carries in-use/soft/hard for the bar delegate.

#include <QAbstractTableModel>

#include "gui/throttle/throttle_data.hpp"

namespace outrigger::gui {

class LimitsModel final : public QAbstractTableModel {
    Q_OBJECT
  public:
    enum Column : int {
        HolderColumn,
        LimitColumn,
        SoftColumn,
        HardColumn,
        InUseColumn,
        HeadroomColumn,
        StateColumn,
        ColumnCount
    };
    enum Role : int {
        SortRole = Qt::UserRole + 1,
        HeadroomRole,  // QList<qreal>{in use, soft, hard}; empty without a usage
    };

    explicit LimitsModel(QObject* parent = nullptr);
    void set_rows(std::vector<LimitRow> rows);
    [[nodiscard]] const std::vector<LimitRow>& rows() const { return rows_; }
    // "USER steve", "USER DEFAULT", "SYSTEM".
    [[nodiscard]] static QString holder(const LimitRow& row);
    [[nodiscard]] QString column_help(int column) const;

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

  private:
    std::vector<LimitRow> rows_;
};

}  // namespace outrigger::gui
