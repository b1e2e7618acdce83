#pragma once

// The "config diff" pane of a What-if comparison: every parameter whose effective value differs
// between configurations A and B (session/config_diff.hpp), one row each:
//   Parameter | A | B
// "USERCFG[alice] FSTARGET" for an attribute of a *CFG line; "not set" where a file leaves the
// parameter to its default. The tooltip names the line of each file that sets it.

#include <QAbstractTableModel>
#include <vector>

#include "session/config_diff.hpp"

namespace outrigger::gui::whatif {

class DiffModel final : public QAbstractTableModel {
    Q_OBJECT
  public:
    enum Column { ParameterColumn, AColumn, BColumn, ColumnCount };

    explicit DiffModel(QObject* parent = nullptr);

    void set_differences(std::vector<ConfigDifference> differences);
    [[nodiscard]] const std::vector<ConfigDifference>& differences() const { return differences_; }
    void retranslate();

    // "FSWEIGHT", "USERCFG[alice] FSTARGET".
    [[nodiscard]] static QString setting_text(const ConfigDifference& d);
    // The value, or "not set".
    [[nodiscard]] static QString value_text(const std::optional<std::string>& value);

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

  private:
    std::vector<ConfigDifference> differences_;
};

}  // namespace outrigger::gui::whatif
