#pragma once

// Edit > Add Parameter's choice of a parameter: every parameter Outrigger uses, found by typing
// part of its name or of its description, with the chosen one's description below the list.
// Parameters the configuration sets already are marked as such and never preselected: the
// dialog starts with no choice, so that Return alone adds nothing by mistake.

#include <QDialog>

#include "config/document.hpp"

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;

namespace outrigger::gui {

class ParameterPicker final : public QDialog {
    Q_OBJECT
  public:
    explicit ParameterPicker(const ConfigDocument& document, QWidget* parent = nullptr);

    // The chosen parameter's name (empty when none).
    [[nodiscard]] QString chosen() const;
    // Shows only the parameters whose name or description contains `text`.
    void filter(const QString& text);

    [[nodiscard]] QLineEdit* search() const { return search_; }
    [[nodiscard]] QListWidget* list() const { return list_; }
    [[nodiscard]] QLabel* description() const { return description_; }

  private:
    void current_changed();

    QLineEdit* search_;
    QListWidget* list_;
    QLabel* description_;
    QDialogButtonBox* buttons_;
};

}  // namespace outrigger::gui
