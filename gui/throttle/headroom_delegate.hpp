#pragma once

// The headroom of a limit as a bar: the part in use filled, a tick at the soft limit, the number
// left written beside it; past the soft limit the fill is hatched, so the state does not rest on
// colour alone (and the State column says it in words).

#include <QStyledItemDelegate>

namespace outrigger::gui {

class HeadroomDelegate final : public QStyledItemDelegate {
    Q_OBJECT
  public:
    HeadroomDelegate(int role, QObject* parent = nullptr);
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    [[nodiscard]] QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

  private:
    int role_;
};

}  // namespace outrigger::gui
