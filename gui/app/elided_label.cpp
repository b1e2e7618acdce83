#include "gui/app/elided_label.hpp"

#include <QPainter>
#include <QStyle>
#include <QStyleOption>
#include <algorithm>

namespace outrigger::gui {

ElidedLabel::ElidedLabel(QWidget* parent) : QLabel(parent) {
    setTextFormat(Qt::PlainText);
    setWordWrap(false);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

void ElidedLabel::set_full_text(const QString& text) {
    setText(text);
    setToolTip(text);
    setAccessibleName(text);
    update();
}

QString ElidedLabel::shown_text() const {
    return fontMetrics().elidedText(text(), Qt::ElideMiddle, contentsRect().width());
}

QSize ElidedLabel::minimumSizeHint() const {
    const QSize full = QLabel::minimumSizeHint();
    const int few = fontMetrics().horizontalAdvance(QStringLiteral("Wm…mW"));
    return {std::min(full.width(), few + contentsMargins().left() + contentsMargins().right()),
            full.height()};
}

void ElidedLabel::paintEvent(QPaintEvent* event) {
    (void)event;
    QPainter painter(this);
    QStyleOption option;
    option.initFrom(this);
    style()->drawItemText(&painter, contentsRect(), static_cast<int>(alignment()), option.palette,
                          isEnabled(), shown_text(), foregroundRole());
}

}  // namespace outrigger::gui
