#pragma once

// The What-if metric table: one row per metric of a comparison (the core's order), columns
//   Metric | A | B | Change (B − A) | Change % | Better
// and, when the demo ran several seeds, the spread of each side over its replicas. Every cell's
// tooltip is the metric's definition (the Better column adds which direction is better); the
// Better cell says the winner in words with an arrow, its colour only repeats it. ValueRole
// carries the number behind a numeric cell, for tests and exports.

#include <QAbstractTableModel>
#include <optional>

#include "session/whatif_comparison.hpp"

namespace outrigger::gui::whatif {

class MetricModel final : public QAbstractTableModel {
    Q_OBJECT
  public:
    enum Column {
        MetricColumn,
        AColumn,
        BColumn,
        DeltaColumn,
        PercentColumn,
        BetterColumn,
        SpreadA,
        SpreadB
    };
    enum Role { ValueRole = Qt::UserRole + 1, KeyRole };

    explicit MetricModel(QObject* parent = nullptr);

    // Shows `comparison` (none: an empty table).
    void set_comparison(std::optional<WhatIfComparison> comparison);
    [[nodiscard]] const std::optional<WhatIfComparison>& comparison() const { return comparison_; }
    // Whether the spread columns are shown (more than one replica).
    [[nodiscard]] bool shows_spread() const;
    // The row of metric `key`, -1 when none.
    [[nodiscard]] int row_of(const QString& key) const;
    // Words changed (a language switch): every cell again.
    void retranslate();

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

  private:
    std::optional<WhatIfComparison> comparison_;
};

}  // namespace outrigger::gui::whatif
