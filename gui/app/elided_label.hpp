#pragma once

// A one-line label that shows as much of its text as its width allows, and offers the whole text as
// its tooltip and accessible name. Given shorter wordings too, it shows the longest that fits, and
// never gives way below the shortest; past that, or with one text only, it elides in the middle
// (where a socket path or a host list is least telling). For texts beside others in the status
// bar: a long one gives way instead of cutting off its neighbour or forcing the window wider.

#include <QLabel>
#include <QString>
#include <QStringList>

namespace outrigger::gui {

class ElidedLabel : public QLabel {
  public:
    explicit ElidedLabel(QWidget* parent = nullptr);

    // The whole text; text() keeps it too.
    void set_full_text(const QString& text);
    // The whole text and shorter wordings of it, from the longest down.
    void set_texts(const QString& text, QStringList shorter);
    // What is drawn at the current width.
    [[nodiscard]] QString shown_text() const;

    // The shortest wording, or a few characters without one: the label may be squeezed down to that.
    [[nodiscard]] QSize minimumSizeHint() const override;

  protected:
    void paintEvent(QPaintEvent* event) override;

  private:
    QStringList shorter_;
};

}  // namespace outrigger::gui
