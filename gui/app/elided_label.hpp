#pragma once

// A one-line label that shows as much of its text as its width allows, with an ellipsis in the
// middle (where a socket path or a host list is least telling), and offers the whole text as its
// tooltip and accessible name. For texts beside others in the status bar: a long one gives way
// instead of cutting off its neighbour or forcing the window wider.

#include <QLabel>
#include <QString>

namespace outrigger::gui {

class ElidedLabel : public QLabel {
  public:
    explicit ElidedLabel(QWidget* parent = nullptr);

    // The whole text; text() keeps it too.
    void set_full_text(const QString& text);
    // What is drawn at the current width.
    [[nodiscard]] QString shown_text() const;

    // A few characters: the label may be squeezed down to that.
    [[nodiscard]] QSize minimumSizeHint() const override;

  protected:
    void paintEvent(QPaintEvent* event) override;
};

}  // namespace outrigger::gui
