#pragma once

// A weight slider that a mouse can move by one: a plain drag covers the whole range quickly, a
// drag with Shift held moves one step per kPixelsPerStep pixels from where it was pressed, and
// each wheel notch or arrow key moves exactly one step (Page Up / Page Down, or the wheel with
// Ctrl, a page). QSlider alone moves a wheel notch by three steps and has no fine drag.

#include <QSlider>

namespace outrigger::gui {

class FineSlider final : public QSlider {
    Q_OBJECT
  public:
    static constexpr int kPixelsPerStep = 4;

    explicit FineSlider(Qt::Orientation orientation, QWidget* parent = nullptr);

  protected:
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;

  private:
    bool fine_ = false;
    int press_x_ = 0;
    int press_value_ = 0;
    int wheel_rest_ = 0;  // eighths of a degree not yet turned into a step (high-resolution wheels)
};

}  // namespace outrigger::gui
