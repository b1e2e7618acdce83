#include "gui/throttle/headroom_delegate.hpp"

#include <QPainter>
#include <algorithm>

namespace outrigger::gui {

HeadroomDelegate::HeadroomDelegate(int role, QObject* parent) : QStyledItemDelegate(parent), role_(role) {}

void HeadroomDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                             const QModelIndex& index) const {
    const QList<qreal> v = index.data(role_).value<QList<qreal>>();
    if (v.size() != 3 || v[2] <= 0) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem plain = option;
    initStyleOption(&plain, index);
    plain.text.clear();
    // The cell's background and selection as the style draws them, without the text.
    if (const QWidget* view = option.widget; view != nullptr)
        view->style()->drawControl(QStyle::CE_ItemViewItem, &plain, painter, view);
    const qreal used = v[0];
    const qreal soft = v[1];
    const qreal hard = v[2];
    const QRectF cell = QRectF(option.rect).adjusted(3, 4, -3, -4);
    const QRectF bar(cell.left(), cell.top(), cell.width() * 0.6, cell.height());
    const QColor ink = option.palette.color(QPalette::Text);
    const QColor fill = option.palette.color(QPalette::Highlight);
    painter->save();
    painter->setPen(QPen(ink, 1));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(bar);
    const qreal share = std::clamp(used / hard, 0.0, 1.0);
    painter->fillRect(QRectF(bar.left(), bar.top(), bar.width() * share, bar.height()),
                      QBrush(fill, used >= soft ? Qt::BDiagPattern : Qt::SolidPattern));
    if (soft < hard) {
        const qreal x = bar.left() + bar.width() * std::clamp(soft / hard, 0.0, 1.0);
        painter->setPen(QPen(ink, 2));
        painter->drawLine(QPointF(x, bar.top() - 2), QPointF(x, bar.bottom() + 2));
    }
    painter->setPen(ink);
    painter->drawText(QRectF(bar.right() + 4, cell.top(), cell.right() - bar.right() - 4, cell.height()),
                      Qt::AlignRight | Qt::AlignVCenter, index.data(Qt::DisplayRole).toString());
    painter->restore();
}

QSize HeadroomDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const {
    return QStyledItemDelegate::sizeHint(option, index).expandedTo(QSize(140, 20));
}

}  // namespace outrigger::gui
