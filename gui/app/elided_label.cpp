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
    set_texts(text, {});
}

void ElidedLabel::set_texts(const QString& text, QStringList shorter) {
    shorter_ = std::move(shorter);
    setText(text);
    setToolTip(text);
    setAccessibleName(text);
    update();
}

QString ElidedLabel::shown_text() const {
    const int width = contentsRect().width();
    if (fontMetrics().horizontalAdvance(text()) <= width) return text();
    for (const QString& s : shorter_)
        if (fontMetrics().horizontalAdvance(s) <= width) return s;
    return fontMetrics().elidedText(shorter_.isEmpty() ? text() : shorter_.back(), Qt::ElideMiddle, width);
}

QSize ElidedLabel::minimumSizeHint() const {
    const QSize full = QLabel::minimumSizeHint();
    const int few = shorter_.isEmpty() ? fontMetrics().horizontalAdvance(QStringLiteral("Wm…mW"))
                                       : fontMetrics().horizontalAdvance(shorter_.back());
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
