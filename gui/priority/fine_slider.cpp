#include "gui/priority/fine_slider.hpp"

#include <QMouseEvent>
#include <QWheelEvent>

namespace outrigger::gui {

namespace {
constexpr int kNotch = 120;  // angleDelta of one wheel notch
}

FineSlider::FineSlider(Qt::Orientation orientation, QWidget* parent) : QSlider(orientation, parent) {
    setSingleStep(1);
}

void FineSlider::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton && (event->modifiers() & Qt::ShiftModifier)) {
        fine_ = true;
        press_x_ = event->position().toPoint().x();
        press_value_ = value();
        setSliderDown(true);
        event->accept();
        return;
    }
    QSlider::mousePressEvent(event);
}

void FineSlider::mouseMoveEvent(QMouseEvent* event) {
    if (fine_) {
        int dx = event->position().toPoint().x() - press_x_;
        if (invertedAppearance()) dx = -dx;
        setSliderPosition(press_value_ + dx / kPixelsPerStep);
        event->accept();
        return;
    }
    QSlider::mouseMoveEvent(event);
}

void FineSlider::mouseReleaseEvent(QMouseEvent* event) {
    if (fine_ && event->button() == Qt::LeftButton) {
        fine_ = false;
        setSliderDown(false);
        event->accept();
        return;
    }
    QSlider::mouseReleaseEvent(event);
}

void FineSlider::wheelEvent(QWheelEvent* event) {
    wheel_rest_ += event->angleDelta().y() != 0 ? event->angleDelta().y() : event->angleDelta().x();
    const int notches = wheel_rest_ / kNotch;
    if (notches == 0) {
        event->accept();
        return;
    }
    wheel_rest_ -= notches * kNotch;
    const int step = (event->modifiers() & Qt::ControlModifier) ? pageStep() : singleStep();
    setValue(value() + notches * step);
    event->accept();
}

}  // namespace outrigger::gui
