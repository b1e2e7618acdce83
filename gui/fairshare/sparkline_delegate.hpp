#pragma once

// Draws a small line of the numbers a cell holds in `role` (a QList<qreal>), scaled to the cell:
// a trend at a glance. The cell's accessible text says the same numbers in words (the model's).

#include <QStyledItemDelegate>

namespace outrigger::gui {

class SparklineDelegate final : public QStyledItemDelegate {
    Q_OBJECT
  public:
    SparklineDelegate(int role, QObject* parent = nullptr);
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    [[nodiscard]] QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

  private:
    int role_;
};

}  // namespace outrigger::gui
