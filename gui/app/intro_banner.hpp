#pragma once

// The short "What you are looking at" above the panels on a first run: a framed paragraph and a
// button that dismisses it. Dismissed, it stays away on later runs (QSettings "intro/dismissed")
// until Help > What You Are Looking At shows it again.

#include <QFrame>

class QLabel;
class QPushButton;

namespace outrigger::gui {

class IntroBanner final : public QFrame {
    Q_OBJECT
  public:
    explicit IntroBanner(QWidget* parent = nullptr);

    void set_text(const QString& rich_text);
    [[nodiscard]] QLabel* label() const { return label_; }
    [[nodiscard]] QPushButton* dismiss_button() const { return dismiss_; }
    // Whether the user dismissed it (now or on an earlier run).
    [[nodiscard]] static bool dismissed();
    // Shows it again, and forgets that it was dismissed.
    void reopen();

  signals:
    void closed();

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void retranslate();

    QLabel* label_;
    QPushButton* dismiss_;
};

}  // namespace outrigger::gui
