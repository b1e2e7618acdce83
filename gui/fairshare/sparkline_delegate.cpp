#include "gui/fairshare/sparkline_delegate.hpp"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>

namespace outrigger::gui {

SparklineDelegate::SparklineDelegate(int role, QObject* parent) : QStyledItemDelegate(parent), role_(role) {}

void SparklineDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                              const QModelIndex& index) const {
    QStyledItemDelegate::paint(painter, option, index);
    const QList<qreal> values = index.data(role_).value<QList<qreal>>();
    if (values.size() < 2) return;
    const auto [low, high] = std::minmax_element(values.begin(), values.end());
    const double range = *high - *low > 0 ? *high - *low : 1.0;
    const QRectF r = QRectF(option.rect).adjusted(4, 4, -4, -4);
    QPainterPath path;
    for (qsizetype i = 0; i < values.size(); ++i) {
        const QPointF p(
            r.left() + r.width() * static_cast<double>(i) / static_cast<double>(values.size() - 1),
            r.bottom() - r.height() * (values[i] - *low) / range);
        if (i == 0)
            path.moveTo(p);
        else
            path.lineTo(p);
    }
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const bool selected = option.state.testFlag(QStyle::State_Selected);
    painter->setPen(QPen(option.palette.color(selected ? QPalette::HighlightedText : QPalette::Text), 1.5));
    painter->drawPath(path);
    // The newest point stands out: where the credential is now.
    painter->setBrush(option.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
    painter->drawEllipse(path.currentPosition(), 2.0, 2.0);
    painter->restore();
}

QSize SparklineDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const {
    return QStyledItemDelegate::sizeHint(option, index).expandedTo(QSize(80, 20));
}

}  // namespace outrigger::gui
