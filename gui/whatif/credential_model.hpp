#pragma once

// The What-if comparison per credential of one kind (users, groups, accounts, QOS or classes):
//   Name | Mean wait A | B | Change | Delivered A | B | Change | Fairshare A | B | Target
// Delivered is in processor-hours; fairshare is the decayed usage at the end of the replay as a
// percent of all usage, beside the configured target (A's and B's when they differ). A side
// without a value (no jobs of the credential there, fairshare off) shows a dash. Every header
// and cell explains itself in a tooltip; ValueRole carries the number behind a cell.

#include <QAbstractTableModel>
#include <optional>
#include <vector>

#include "session/whatif_comparison.hpp"

namespace outrigger::gui::whatif {

class CredentialModel final : public QAbstractTableModel {
    Q_OBJECT
  public:
    enum Column {
        NameColumn,
        WaitA,
        WaitB,
        WaitDelta,
        DeliveredA,
        DeliveredB,
        DeliveredDelta,
        FairshareA,
        FairshareB,
        TargetColumn,
        ColumnCount
    };
    enum Role { ValueRole = Qt::UserRole + 1 };

    explicit CredentialModel(QObject* parent = nullptr);

    // The rows of `kind` in `comparison` (none: an empty table).
    void set_rows(const std::optional<WhatIfComparison>& comparison, CredKind kind);
    [[nodiscard]] CredKind kind() const { return kind_; }
    [[nodiscard]] const std::vector<WhatIfCredentialRow>& rows() const { return rows_; }
    void retranslate();

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

  private:
    [[nodiscard]] std::optional<double> value(const WhatIfCredentialRow& row, int column) const;
    [[nodiscard]] QString target_text(const WhatIfCredentialRow& row) const;

    CredKind kind_ = CredKind::User;
    std::vector<WhatIfCredentialRow> rows_;
};

}  // namespace outrigger::gui::whatif
